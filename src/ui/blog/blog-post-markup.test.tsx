import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlogPost } from "../../content/documents.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { mountApp, setWindowUrl } from "../../test/mount-app.tsx";

/** A post no content file holds: hostile markup, links of every kind, and a heading of level 1. */
const HOSTILE = vi.hoisted<BlogPost>(() => ({
  slug: "hostile",
  language: "en",
  title: "A hostile post",
  date: "2026-01-02",
  summary: "Markup that must never become markup.",
  body: [
    "# A second title",
    "",
    "<script>window.__injected = true</script>",
    "",
    '<img src="x" onerror="window.__injected = true">',
    "",
    "Inline <b>bold</b> stays text.",
    "",
    "[bad link](javascript:alert(1)) and [external](https://example.org/page) and [mail](mailto:a@example.org).",
  ].join("\n"),
}));

// The same promise for the same question, as the real loader gives (React's use() needs it).
vi.mock("../../content/blog-content.ts", () => {
  const posts = Promise.resolve([HOSTILE]);
  const post = Promise.resolve(HOSTILE);
  const none = Promise.resolve(null);
  return {
    loadBlogPosts: () => posts,
    loadBlogPost: (slug: string) => (slug === HOSTILE.slug ? post : none),
  };
});

const mount = (path: string, language: Language = "en") => mountApp(path, { language });

// The first look at a Markdown file transforms it, which can take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  setWindowUrl("http://localhost:3000/");
});

describe("a post's Markdown", () => {
  it("shows raw HTML as text and never as elements", async () => {
    await mount("/blog/hostile");
    const main = within(await screen.findByRole("main"));
    expect(await main.findByText(/<script>window\.__injected = true<\/script>/)).toBeInTheDocument();
    expect(main.getByText(/<img src="x" onerror="window\.__injected = true">/)).toBeInTheDocument();
    expect(main.getByText(/Inline <b>bold<\/b> stays text\./)).toBeInTheDocument();
    const region = screen.getByRole("main");
    expect(region.querySelector("script, img, b")).toBeNull();
    expect((window as { __injected?: boolean }).__injected).toBeUndefined();
  });

  it("keeps one h1: a level-1 heading in the text becomes a level-2 one", async () => {
    await mount("/blog/hostile");
    expect(await screen.findByRole("heading", { level: 2, name: "A second title" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "A hostile post",
    ]);
  });

  it("empties javascript: links, and opens external ones without opener or referrer", async () => {
    await mount("/blog/hostile");
    const main = within(await screen.findByRole("main"));
    const bad = await main.findByText("bad link");
    expect(bad.getAttribute("href") ?? "").not.toMatch(/javascript/i);
    const external = main.getByRole("link", { name: "external" });
    expect(external).toHaveAttribute("href", "https://example.org/page");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external).not.toHaveAttribute("target");
    expect(main.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:a@example.org");
  });

  it("says when a post is shown in English because it has no translation", async () => {
    await mount("/blog/hostile", "es");
    expect(
      await screen.findByText(
        "Este artículo aún no está traducido a tu idioma, así que se muestra en inglés.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "A hostile post" }).closest("[lang]"),
    ).toHaveAttribute("lang", "en");
  });
});
