import { describe, expect, it } from "vitest";
import { EXAMPLE_SKIN } from "../../../contracts/fixtures/example-skin.ts";
import { contrastWarnings, draftFromSkin, invalidFieldsOf, updateOf, type SkinDraft } from "./skin-draft.ts";

const draft = (change: Partial<SkinDraft> = {}): SkinDraft => ({ ...draftFromSkin(EXAMPLE_SKIN), ...change });

describe("skin draft", () => {
  it.each([
    ["title", "   "],
    ["title", "x".repeat(121)],
    ["title", "two\nlines"],
    ["logoUrl", "http://coast.example/logo.svg"],
    ["logoUrl", "javascript:alert(1)"],
    ["logoUrl", "//coast.example/logo.svg"],
    ["websiteUrl", "/about"],
    ["websiteUrl", "http://coast.example"],
    ["language", "it"],
    ["primaryColor", "red"],
    ["accentColor", "#abc"],
    ["secondaryTextColor", "#12345g"],
  ] as const)("finds %s %j invalid, as the server would", (field, value) => {
    expect(invalidFieldsOf(draft({ [field]: value }))).toEqual([field]);
  });

  it("accepts an https logo, a logo on this site, and no secondary text colour", () => {
    expect(invalidFieldsOf(draft({ logoUrl: "https://coast.example/logo.png" }))).toEqual([]);
    expect(invalidFieldsOf(draft({ logoUrl: "/skins/coast.svg", secondaryTextColor: "" }))).toEqual([]);
  });

  it("sends the language and colours as the contract expects", () => {
    expect(updateOf(draft({ language: "de", accentColor: " #FFAA00 " }))).toMatchObject({
      language: "de",
      accentColor: "#ffaa00",
    });
  });
  describe("contrast warnings", () => {
    it("has none for the example skin", () => {
      expect(contrastWarnings(draft())).toEqual([]);
    });

    it("warns when neither white nor dark text reaches 4.5:1 on the primary colour", () => {
      const warnings = contrastWarnings(draft({ primaryColor: "#7a7a7a" }));
      expect(warnings).toEqual([{ kind: "textOnPrimary", ratio: expect.closeTo(4.29, 2) }]);
    });

    it("measures the better of white and dark text, as the app paints it", () => {
      // White on #9aa0a6 is 2.6:1, but the app writes dark text there (6.3:1).
      expect(contrastWarnings(draft({ primaryColor: "#9aa0a6" }))).toEqual([]);
    });

    it("warns about the secondary text colour on the page background", () => {
      expect(contrastWarnings(draft({ secondaryTextColor: "#9aa0a6" }))).toEqual([
        { kind: "secondaryTextOnPage", ratio: expect.closeTo(2.46, 2) },
      ]);
    });

    it("measures the secondary colour when there is no secondary text colour", () => {
      // #2e8b6e on #f5f7fa is 3.9:1.
      expect(contrastWarnings(draft({ secondaryTextColor: "" }))).toEqual([
        { kind: "secondaryTextOnPage", ratio: expect.closeTo(3.89, 2) },
      ]);
    });

    it("does not measure a colour still being typed", () => {
      expect(contrastWarnings(draft({ primaryColor: "#7a7", secondaryTextColor: "#9aa0" }))).toEqual([]);
    });
  });
});
