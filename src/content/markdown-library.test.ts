import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LANGUAGE } from "../../contracts/schema/language.ts";
import { FALLBACK_LANGUAGE, markdownLibrary, parseContentPath, pickLanguage } from "./markdown-library.ts";

it("falls back to the contract's default language", () => expect(FALLBACK_LANGUAGE).toBe(DEFAULT_LANGUAGE));

describe("parseContentPath", () => {
  it("reads the language folder and the name", () => {
    expect(parseContentPath("/content/blog/pt/why-consistency-matters.md")).toEqual({
      language: "pt",
      name: "why-consistency-matters",
    });
  });

  it.each(["/content/blog/why.md", "/content/blog/en/Why.md", "/content/blog/en/notes.txt"])(
    "ignores %s",
    (key) => expect(parseContentPath(key)).toBeNull(),
  );
});

describe("pickLanguage", () => {
  it("prefers the language asked for", () => expect(pickLanguage(["en", "de"], "de", "en")).toBe("de"));
  it("tries the base language of a regional one", () =>
    expect(pickLanguage(["en", "pt"], "pt-PT", "en")).toBe("pt"));
  it("falls back when the language is missing", () => expect(pickLanguage(["en"], "fr", "en")).toBe("en"));
  it("answers null when neither exists", () => expect(pickLanguage(["de"], "fr", "en")).toBeNull());
});

describe("markdownLibrary", () => {
  const files = () => ({
    "/content/blog/en/a.md": vi.fn(async () => "A in English"),
    "/content/blog/fr/a.md": vi.fn(async () => "A en français"),
    "/content/blog/en/b.md": vi.fn(async () => "B in English"),
  });

  it("lists every name once, sorted", () => {
    expect(markdownLibrary(files()).names()).toEqual(["a", "b"]);
  });

  it("loads the translation when there is one, else the fallback", async () => {
    const library = markdownLibrary(files());
    expect(await library.load("a", "fr", "en")).toEqual({
      name: "a",
      language: "fr",
      source: "A en français",
    });
    expect(await library.load("b", "fr", "en")).toEqual({
      name: "b",
      language: "en",
      source: "B in English",
    });
  });

  it("answers null for an unknown name", async () => {
    expect(await markdownLibrary(files()).load("nope", "en", "en")).toBeNull();
  });

  it("fetches a file once", async () => {
    const f = files();
    const library = markdownLibrary(f);
    await library.load("a", "en", "en");
    await library.load("a", "en", "en");
    expect(f["/content/blog/en/a.md"]).toHaveBeenCalledTimes(1);
    expect(f["/content/blog/fr/a.md"]).not.toHaveBeenCalled();
  });

  it("tries again after a failed fetch", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline"));
    load.mockResolvedValue("text");
    const library = markdownLibrary({ "/content/blog/en/a.md": load });
    await expect(library.load("a", "en", "en")).rejects.toThrow("offline");
    await expect(library.load("a", "en", "en")).resolves.toMatchObject({ source: "text" });
  });
});
