import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../../contracts/schema/language.ts";
import { mountApp, setWindowUrl } from "../../test/mount-app.tsx";

const mount = (path: string, language: Language = "en") => mountApp(path, { language });

const main = () => within(screen.getByRole("main"));

// The first look at a Markdown file transforms it, which can take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  setWindowUrl("http://localhost:3000/");
});

describe("the blog list", () => {
  it("lists the three posts, newest first, each with its date, summary and a link", async () => {
    await mount("/blog");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();
    const links = await main().findAllByRole("link", { name: /./ });
    const posts = links.filter((link) => link.getAttribute("href")?.startsWith("/blog/"));
    expect(posts.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["How Avow checks and proves your statements", "/blog/how-avow-checks-and-proves"],
      ["Why consistency matters", "/blog/why-consistency-matters"],
      ["How to record a statement well", "/blog/recording-a-statement-well"],
    ]);
    expect(main().getByText("3 November 2026")).toHaveAttribute("datetime", "2026-11-03");
    expect(main().getByText(/^Decision-makers often judge an account/)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toBe("Blog");
  });

  it("shows the posts and dates in the UI's language", async () => {
    await mount("/blog", "es");
    await screen.findByRole("main");
    expect(await main().findByRole("link", { name: "Por qué importa la coherencia" })).toHaveAttribute(
      "href",
      "/blog/why-consistency-matters",
    );
    expect(main().getByText("3 de noviembre de 2026")).toBeInTheDocument();
    expect(main().getAllByRole("article")[0]).toHaveAttribute("lang", "es");
  });
});

describe("a blog post", () => {
  it("shows its title as the one h1, its date and its body", async () => {
    await mount("/blog/why-consistency-matters");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Why consistency matters" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toBe("Why consistency matters");
    expect(main().getByText("Published on 6 October 2026")).toHaveAttribute("datetime", "2026-10-06");
    expect(
      main().getByRole("heading", { level: 2, name: "Consistency is not learning a script" }),
    ).toBeVisible();
    expect(main().getByText(/Memory is not a recording\./)).toBeInTheDocument();
    expect(main().getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");
  });

  it("follows an internal link in the text without reloading the page", async () => {
    const user = userEvent.setup();
    const { router } = await mount("/blog/how-avow-checks-and-proves");
    await user.click(await main().findByRole("link", { name: "privacy policy" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/privacy");
  });

  it("is shown in the UI's language", async () => {
    await mount("/blog/how-avow-checks-and-proves", "de");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Wie Avow Ihre Aussagen prüft und nachweist" }),
    ).toBeInTheDocument();
    expect(main().getByText("Veröffentlicht am 3. November 2026")).toBeInTheDocument();
    expect(main().getByRole("link", { name: "Zurück zum Blog" })).toHaveAttribute("href", "/blog");
  });

  it("answers an unknown slug with a readable not-found page and the way back", async () => {
    await mount("/blog/no-such-post");
    expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeInTheDocument();
    expect(main().getByText(/There is no article at this address/)).toBeInTheDocument();
    expect(main().getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");
    await waitFor(() => expect(document.title).toBe("Article not found"));
  });
});
