import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter.ts";

describe("parseFrontMatter", () => {
  it("reads key: value lines and returns the body after the closing fence", () => {
    const doc = parseFrontMatter("---\ntitle: Hello\ndate: 2026-03-01\n---\n\n# Body\n\nText.\n");
    expect(doc.data).toEqual({ title: "Hello", date: "2026-03-01" });
    expect(doc.body).toBe("# Body\n\nText.\n");
  });

  it("keeps colons inside values and strips quotes", () => {
    const doc = parseFrontMatter(
      "---\ntitle: \"Why: a question\"\nsummary: 'It''s short'\nurl: https://example.org\n---\nx",
    );
    expect(doc.data).toEqual({ title: "Why: a question", summary: "It's short", url: "https://example.org" });
  });

  it("accepts Windows line endings, a byte-order mark, comments and blank lines", () => {
    const doc = parseFrontMatter("\uFEFF---\r\n# a comment\r\n\r\ntitle: Olá\r\n---\r\nCorpo");
    expect(doc.data).toEqual({ title: "Olá" });
    expect(doc.body).toBe("Corpo");
  });

  it("gives a file without front matter an empty record and the whole text", () => {
    expect(parseFrontMatter("Just text\n---\n")).toEqual({ data: {}, body: "Just text\n---\n" });
  });

  it("reads an empty value as the empty string", () => {
    expect(parseFrontMatter("---\nsummary:\n---\n").data).toEqual({ summary: "" });
  });

  it.each([
    ["no closing fence", "---\ntitle: x\n"],
    ["a line that is not key: value", "---\ntitle x\n---\n"],
    ["nested values", "---\nauthor:\n  name: x\n---\n"],
    ["a repeated key", "---\ntitle: a\ntitle: b\n---\n"],
  ])("rejects %s", (_case, source) => {
    expect(() => parseFrontMatter(source)).toThrow(/front matter/);
  });
});
