import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../../contracts/schema/language.ts";
import { mountApp, setWindowUrl } from "../../test/mount-app.tsx";

const mount = (path: string, language: Language = "en") => mountApp(path, { language });

// The first look at a Markdown file transforms it, which can take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  setWindowUrl("http://localhost:3000/");
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
