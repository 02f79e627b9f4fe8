import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contracts/schema/language.ts";
import { blogPostOf, legalDocumentOf } from "./documents.ts";
import { parseContentPath } from "./markdown-library.ts";

// The real files, read the way the app reads them (eagerly here: a test may load everything).
const blogFiles = import.meta.glob<string>("/content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const legalFiles = import.meta.glob<string>("/content/legal/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const filesOf = (files: Record<string, string>) =>
  Object.entries(files).map(([key, source]) => {
    const path = parseContentPath(key);
    if (!path) throw new Error(`unexpected content file ${key}`);
    return { ...path, source };
  });

const words = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const INTERNAL_LINKS = new Set(["/privacy", "/terms", "/blog", "/app"]);

/** What every Markdown file must respect: the page's h1 is its title, no raw HTML, internal links that exist. */
const expectWellFormedBody = (where: string, body: string) => {
  expect(body, `${where}: a level-1 heading`).not.toMatch(/^# /m);
  expect(body, `${where}: raw HTML`).not.toMatch(/<\/?[a-z][^>]*>/i);
  for (const [, href] of body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
    expect(INTERNAL_LINKS.has(href ?? ""), `${where}: link to ${href}`).toBe(true);
  }
};

describe("the blog's content", () => {
  const posts = filesOf(blogFiles).map(blogPostOf);
  const slugs = (language: string) =>
    posts
      .filter((post) => post.language === language)
      .map((post) => post.slug)
      .sort();

  it("has at least three posts in English", () => {
    expect(slugs("en").length).toBeGreaterThanOrEqual(3);
  });

  it.each(LANGUAGES)("has the same posts in %s as in English", (language) => {
    expect(slugs(language)).toEqual(slugs("en"));
  });

  it.each(posts.map((post) => [`${post.language}/${post.slug}`, post] as const))(
    "%s is a real post: 300 to 600 words, a summary, a well-formed body",
    (where, post) => {
      expect(words(post.body)).toBeGreaterThanOrEqual(300);
      expect(words(post.body)).toBeLessThanOrEqual(600);
      expect(post.summary.length).toBeGreaterThan(40);
      expectWellFormedBody(where, post.body);
    },
  );

  it("dates a post the same in every language", () => {
    for (const post of posts) {
      expect(post.date).toBe(posts.find((p) => p.language === "en" && p.slug === post.slug)?.date);
    }
  });
});

describe("the legal texts", () => {
  const texts = filesOf(legalFiles).map(legalDocumentOf);

  it.each(LANGUAGES)("has a privacy policy and terms of use in %s, each marked as a template", (language) => {
    const names = texts.filter((text) => text.language === language).map((text) => text.name);
    expect(names.sort()).toEqual(["privacy", "terms"]);
    for (const text of texts.filter((t) => t.language === language)) {
      expect(text.body.trimStart().startsWith("> **"), `${language}/${text.name}`).toBe(true);
      expect(words(text.body)).toBeGreaterThan(500);
      expectWellFormedBody(`${language}/${text.name}`, text.body);
    }
  });

  it.each(LANGUAGES)("names the XSRF-TOKEN cookie and the GDPR articles in %s", (language) => {
    const privacy = texts.find((text) => text.language === language && text.name === "privacy");
    expect(privacy?.body).toContain("XSRF-TOKEN");
    expect(privacy?.body).toMatch(/9/);
  });
});
