import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contracts/schema/language.ts";
import {
  BRAND_NAME,
  confirmationEmail,
  linkWithToken,
  passwordResetEmail,
} from "../../src/mail/account-emails.ts";

const LINK = "https://avow.example/confirm-account?token=abc123&org=5d1c3a2e";
const TITLE = "Coast Counselling";

const occurrences = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

const renderBoth = (language: (typeof LANGUAGES)[number], firstName = "Ana", organisationTitle?: string) => [
  confirmationEmail({ language, firstName, organisationTitle, link: LINK, expiresInDays: 7 }),
  passwordResetEmail({ language, firstName, organisationTitle, link: LINK, expiresInMinutes: 60 }),
];

describe.each(LANGUAGES)("account emails in %s", (language) => {
  it("carry the link once in the text, the first name and the organisation's title", () => {
    for (const email of renderBoth(language, "Ana", TITLE)) {
      expect(occurrences(email.text, LINK)).toBe(1);
      expect(email.text).toContain("Ana");
      expect(email.text).toContain(TITLE);
      expect(email.subject).toContain(TITLE);
      // In HTML the & of the query is escaped, as an attribute value must be.
      expect(email.html).toContain(`href="${LINK.replace("&", "&amp;")}"`);
      expect(email.html).toContain("Ana");
      expect(email.html).toContain(TITLE);
      expect(email.html).toContain(`<html lang="${language}">`);
    }
  });

  it("use the brand name when the organisation has no title", () => {
    for (const email of renderBoth(language)) {
      expect(email.subject).toContain(BRAND_NAME);
      expect(email.text).toContain(BRAND_NAME);
    }
  });

  it("escape HTML in the first name and the title", () => {
    for (const email of renderBoth(language, "<script>alert(1)</script>", "Tom & <Jerry>")) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(email.html).toContain("Tom &amp; &lt;Jerry&gt;");
      expect(email.html).not.toContain("<Jerry>");
    }
  });

  it("greet without a name when the first name is blank", () => {
    for (const email of renderBoth(language, "  ")) {
      expect(email.text.split("\n")[0]).toMatch(/^\p{L}+[,:]$/u);
    }
  });
});

describe("account emails", () => {
  it("are translated: no two languages share a subject", () => {
    const subjects = LANGUAGES.flatMap((language) => renderBoth(language).map((email) => email.subject));
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it("say how long the link lasts, in the language's words", () => {
    const reset = (language: "en" | "de", expiresInMinutes: number) =>
      passwordResetEmail({ language, firstName: "Ana", link: LINK, expiresInMinutes }).text;
    expect(reset("en", 60)).toContain("works only once and expires in 1 hour.");
    expect(reset("en", 30)).toContain("expires in 30 minutes.");
    expect(reset("de", 120)).toContain("2 Stunden gültig");
    const confirm = confirmationEmail({ language: "fr", firstName: "Ana", link: LINK, expiresInDays: 7 });
    // Intl joins number and unit with a no-break space in French, as French typography wants.
    expect(confirm.text).toContain("expire dans 7\u00a0jours.");
  });

  it("say in the reset email that it can be ignored", () => {
    const email = passwordResetEmail({ language: "en", firstName: "Ana", link: LINK, expiresInMinutes: 60 });
    expect(email.text).toContain("If you did not ask for this, you can ignore this email");
  });

  it("keep line breaks in names out of the subject and the layout", () => {
    const email = confirmationEmail({
      language: "en",
      firstName: "Ana\r\nBcc: someone@evil.example",
      organisationTitle: "Coast\nCounselling",
      link: LINK,
      expiresInDays: 7,
    });
    expect(email.subject).toBe("Confirm your Coast Counselling account");
    expect(email.text.split("\n")[0]).toBe("Hello Ana Bcc: someone@evil.example,");
  });
});

describe("linkWithToken", () => {
  it("builds the page's link with the token and the organisation, URL-encoded", () => {
    expect(linkWithToken("https://avow.example", "/confirm-account", "abc", "5d1c3a2e")).toBe(
      "https://avow.example/confirm-account?token=abc&org=5d1c3a2e",
    );
    const link = new URL(linkWithToken("https://avow.example/", "/reset-password", "a b+/=&x"));
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("token")).toBe("a b+/=&x");
    expect(link.searchParams.has("org")).toBe(false);
  });

  it("keeps a path prefix of the public URL and drops its query", () => {
    expect(linkWithToken("https://host.example/avow/?x=1#top", "/reset-password", "t")).toBe(
      "https://host.example/avow/reset-password?token=t",
    );
  });

  it("refuses a public URL that is not http(s)", () => {
    expect(() => linkWithToken("javascript:alert(1)", "/confirm-account", "t")).toThrow(/http/);
  });
});
