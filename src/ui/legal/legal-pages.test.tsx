import { createMemoryHistory } from "@tanstack/react-router";
import { act, cleanup, configure, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { brandOfLanguage } from "../../../contracts/schema/brand.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { createI18n } from "../../i18n/i18n.ts";
import { createAppRouter } from "../../router.ts";
import { fakeApiRuntime } from "../../test/fake-api.ts";
import { AppRoot } from "../app/app-root.tsx";

/** Moves happy-dom's window to another address (the router keeps its own memory history). */
const setUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);

/**
 * Mounts the app at `path` in `language`. The shell speaks the language of the brand site it is served
 * from (seed §4), so the page is opened on that brand's host; English is localhost's default.
 */
const mount = async (path: string, language: Language = "en") => {
  const host = language === "en" ? "localhost:3000" : brandOfLanguage(language).hosts[0];
  setUrl(`http://${host}/`);
  const { runtime } = fakeApiRuntime(() => [404, { error: "skin_not_found", message: "No skin." }]);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const i18n = await createI18n(language);
  await act(async () => {
    render(<AppRoot i18n={i18n} runtime={runtime} router={router} />);
  });
  return { router, i18n };
};

// The first look at a Markdown file transforms it, which can take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  setUrl("http://localhost:3000/");
});

describe("the legal pages", () => {
  it.each([
    ["/privacy", "en", "Privacy policy", "This is a template.", "Last updated on 22 November 2026"],
    ["/terms", "en", "Terms of use", "This is a template.", "Last updated on 22 November 2026"],
    [
      "/privacy",
      "fr",
      "Politique de confidentialité",
      "Ceci est un modèle.",
      "Dernière mise à jour le 22 novembre 2026",
    ],
    [
      "/terms",
      "de",
      "Nutzungsbedingungen",
      "Dies ist eine Vorlage.",
      "Zuletzt aktualisiert am 22. November 2026",
    ],
  ] as const)(
    "%s in %s: one h1, the document title, the template notice and the date",
    async (path, language, title, notice, updated) => {
      await mount(path, language);
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      const main = within(screen.getByRole("main"));
      expect(await main.findByText(notice)).toBeInTheDocument();
      expect(main.getByText(updated)).toHaveAttribute("datetime", "2026-11-22");
      expect(document.title).toBe(title);
    },
  );

  it("explains the one cookie and what the browser keeps", async () => {
    await mount("/privacy");
    const main = within(screen.getByRole("main"));
    expect(
      await main.findByRole("heading", { level: 2, name: "Cookies and storage in your browser" }),
    ).toBeVisible();
    expect(main.getByText(/XSRF-TOKEN/)).toBeInTheDocument();
    expect(main.getByText(/no analytics, no advertising and no third-party cookies/)).toBeInTheDocument();
  });
});
