import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../contracts/schema/account.ts";
import { EXAMPLE_SKIN } from "../../contracts/fixtures/example-skin.ts";
import { createAccount, createOrganisation, GOOD_PASSWORD } from "./support/accounts.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { apiHeaders, createTestApp, xsrfPair, type TestApp } from "./support/test-app.ts";

const pair = xsrfPair();

/** A new look, in the case and spacing a person might type it. */
const update = {
  title: "  Lighthouse Mediation  ",
  logoUrl: "https://lighthouse.example/logo.svg",
  websiteUrl: "https://lighthouse.example",
  language: "es",
  primaryColor: "#1A2B3C",
  secondaryColor: "#4d5e6f",
  accentColor: "#ffaa00",
  secondaryTextColor: "#203040",
};
/** The same, as the server stores and answers it. */
const saved = { ...update, title: "Lighthouse Mediation", primaryColor: "#1a2b3c" };

describe.each(testDatabaseKinds())("an admin changes the organisation's skin on %s", (kind) => {
  let t: TestApp;

  const signIn = async (email: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: GOOD_PASSWORD },
      headers: apiHeaders(pair.headers),
      cookies: pair.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  /** A new organisation (with the example skin unless told otherwise) and a signed-in account of it. */
  const member = async (role: Role, options: { org?: string; skin?: boolean } = {}) => {
    const org = options.org ?? (await createOrganisation(t.db, { skin: options.skin ?? true }));
    const { email } = await createAccount(t.db, org, { role });
    return { org, token: await signIn(email) };
  };
  const put = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: "PUT",
      url: "/api/account/me/skin",
      payload: payload as object,
      headers: apiHeaders({ ...pair.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }),
      cookies: pair.cookies,
    });
  const mySkin = (token: string) =>
    t.app.inject({ url: "/api/account/me/skin", headers: apiHeaders({ authorization: `Bearer ${token}` }) });
  const publicSkin = (org: string) =>
    t.app.inject({ url: `/api/refdata/org/${org}/skin`, headers: apiHeaders() });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("saves the admin's skin and every skin endpoint answers it at once", async () => {
    const { org, token } = await member("ROLE_ADMIN");
    const res = await put(token, update);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(saved);
    expect(res.headers["cache-control"]).toBe("no-store");

    const mine = await mySkin(token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(saved);
    const published = await publicSkin(org);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual(saved);
  });

  it("lets an admin whose organisation has no skin yet create one, with a logo on this site", async () => {
    const { org, token } = await member("ROLE_ADMIN", { skin: false });
    expect((await mySkin(token)).statusCode).toBe(404);
    const res = await put(token, { ...update, logoUrl: "/skins/harbour.svg" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSkin(org)).json()).toEqual({ ...saved, logoUrl: "/skins/harbour.svg" });
  });

  it.each(["ROLE_PRACTITIONER", "ROLE_REVIEWER", "ROLE_USER"] as const)(
    "refuses %s with 403 forbidden and changes nothing",
    async (role) => {
      const { org, token } = await member(role);
      const res = await put(token, update);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: "forbidden",
        message: "Only an administrator of the organisation can change its skin.",
      });
      expect((await publicSkin(org)).json()).toEqual(EXAMPLE_SKIN);
      // The refusal does not depend on the body: a malformed one is refused the same way.
      expect((await put(token, { title: "" })).statusCode).toBe(403);
    },
  );

  it("answers 401 without a session, or with an unknown one", async () => {
    const none = await put(null, update);
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe("unauthenticated");
    expect((await put("u".repeat(43), update)).statusCode).toBe(401);
  });

  it("needs the XSRF double submit like every write", async () => {
    const { token } = await member("ROLE_ADMIN");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/account/me/skin",
      payload: update,
      headers: apiHeaders({ authorization: `Bearer ${token}` }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("xsrf_mismatch");
  });

  it.each([
    ["an http:// website", { websiteUrl: "http://lighthouse.example" }, "websiteUrl"],
    ["an http:// logo", { logoUrl: "http://lighthouse.example/logo.svg" }, "logoUrl"],
    ["a javascript: website", { websiteUrl: "javascript:alert(1)" }, "websiteUrl"],
    ["a javascript: logo", { logoUrl: "javascript:alert(1)" }, "logoUrl"],
    ["a website on this site", { websiteUrl: "/about" }, "websiteUrl"],
    ["a protocol-relative logo", { logoUrl: "//evil.example/logo.svg" }, "logoUrl"],
    ["a backslash logo path", { logoUrl: "/\\evil.example/logo.svg" }, "logoUrl"],
    ["a URL with credentials", { websiteUrl: "https://user:secret@lighthouse.example" }, "websiteUrl"],
    [
      "a URL over 2048 characters",
      { websiteUrl: `https://lighthouse.example/${"a".repeat(2030)}` },
      "websiteUrl",
    ],
    ["a bad colour", { primaryColor: "red" }, "primaryColor"],
    ["a short colour", { accentColor: "#fa0" }, "accentColor"],
    ["a bad secondary text colour", { secondaryTextColor: "#12345g" }, "secondaryTextColor"],
    ["a title of 121 characters", { title: "x".repeat(121) }, "title"],
    ["a title of spaces only", { title: "   " }, "title"],
    ["a title with a line break", { title: "Light\nhouse" }, "title"],
    ["an unknown language", { language: "it" }, "language"],
    ["a missing field", { title: undefined }, "title"],
  ])(
    "answers 400 invalid_request for %s, naming the field, and changes nothing",
    async (_, change, field) => {
      const { org, token } = await member("ROLE_ADMIN");
      const res = await put(token, { ...update, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("invalid_request");
      expect(res.json().message).toMatch(/^Invalid skin: /);
      expect(res.json().message).toContain(`["${field}"]`);
      expect((await publicSkin(org)).json()).toEqual(EXAMPLE_SKIN);
    },
  );

  it("answers 400 for a body that is not an object", async () => {
    const { token } = await member("ROLE_ADMIN");
    const res = await put(token, [update]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("invalid_request");
  });

  it.each([
    ["null", { secondaryTextColor: null }],
    ["absent", { secondaryTextColor: undefined }],
  ])("clears the secondary text colour when it is %s", async (_, change) => {
    const { org, token } = await member("ROLE_ADMIN");
    expect((await publicSkin(org)).json()).toHaveProperty("secondaryTextColor");
    const res = await put(token, { ...update, ...change });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty("secondaryTextColor");
    expect((await mySkin(token)).json()).not.toHaveProperty("secondaryTextColor");
    expect((await publicSkin(org)).json()).not.toHaveProperty("secondaryTextColor");
  });

  it("keeps organisations apart: an admin only ever changes their own", async () => {
    const a = await member("ROLE_ADMIN");
    const b = await member("ROLE_ADMIN");
    const bPractitioner = await member("ROLE_PRACTITIONER", { org: b.org });

    // There is no organisation parameter; one smuggled into the body is ignored.
    const res = await put(a.token, { ...update, organisationUuid: b.org });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSkin(a.org)).json()).toEqual(saved);
    expect((await publicSkin(b.org)).json()).toEqual(EXAMPLE_SKIN);
    expect((await mySkin(bPractitioner.token)).json()).toEqual(EXAMPLE_SKIN);

    const other = { ...update, title: "Bay Family Law", primaryColor: "#334455" };
    expect((await put(b.token, other)).statusCode).toBe(200);
    expect((await publicSkin(b.org)).json()).toEqual({
      ...saved,
      title: "Bay Family Law",
      primaryColor: "#334455",
    });
    expect((await publicSkin(a.org)).json()).toEqual(saved);
  });
});
