import { describe, expect, it } from "vitest";
import { blogPostOf, legalDocumentOf, newestFirst, type BlogPost } from "./documents.ts";

const file = (source: string) => ({ name: "a-post", language: "es", source });

describe("blogPostOf", () => {
  it("takes title, date and summary from the front matter and keeps the body", () => {
    expect(blogPostOf(file("---\ntitle: Hola\ndate: 2026-02-03\nsummary: Breve.\n---\nCuerpo."))).toEqual({
      slug: "a-post",
      language: "es",
      title: "Hola",
      date: "2026-02-03",
      summary: "Breve.",
      body: "Cuerpo.",
    });
  });

  it("names the file and the missing field", () => {
    expect(() => blogPostOf(file("---\ntitle: Hola\ndate: 2026-02-03\n---\n"))).toThrow(
      'es/a-post.md: front matter needs "summary"',
    );
  });

  it.each(["03/02/2026", "2026-02-30", "2026-2-3"])("rejects the date %s", (date) => {
    expect(() => blogPostOf(file(`---\ntitle: a\ndate: ${date}\nsummary: b\n---\n`))).toThrow(/date/);
  });
});

describe("legalDocumentOf", () => {
  it("takes the date of the last change", () => {
    expect(
      legalDocumentOf({ name: "terms", language: "de", source: "---\nupdated: 2026-11-01\n---\nText" }),
    ).toEqual({ name: "terms", language: "de", updated: "2026-11-01", body: "Text" });
  });

  it("needs that date", () => {
    expect(() => legalDocumentOf({ name: "terms", language: "de", source: "Text" })).toThrow(/updated/);
  });
});

describe("newestFirst", () => {
  const post = (title: string, date: string): BlogPost => ({
    slug: title,
    language: "en",
    title,
    date,
    summary: "",
    body: "",
  });

  it("orders by date, newest first, and by title within a day", () => {
    const posts = [post("b", "2026-01-05"), post("c", "2026-03-01"), post("a", "2026-01-05")];
    expect(newestFirst(posts).map((p) => p.title)).toEqual(["c", "a", "b"]);
  });

  it("leaves its input alone", () => {
    const posts = [post("a", "2025-01-01"), post("b", "2026-01-01")];
    newestFirst(posts);
    expect(posts.map((p) => p.title)).toEqual(["a", "b"]);
  });
});
