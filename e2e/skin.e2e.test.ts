/**
 * Partner skins, seen in a real browser against the real server: `/app?org=<uuid>` takes the organisation's
 * title, colours and language; an unknown organisation keeps Avow's own look; a malformed one gets a
 * readable page. Screenshots land in e2e/artifacts/ (git-ignored) for a human to look at.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DEFAULT_THEME } from "../contracts/schema/skin.ts";
import { DEMO_ORGANISATIONS } from "../server/src/demo/demo-data.ts";
import {
  backgroundColour,
  hasChromium,
  hexToRgb,
  rootStyleProperty,
  screenshot,
  withPage,
  type ConsoleError,
  type WatchedPage,
} from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";

const HARBOUR = {
  uuid: "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71",
  title: "Harbour Family Law",
  primary: "#0b4f3c",
};
const LEVANTE = {
  uuid: "a7e2b9c4-3d6f-4a1b-8e5c-9d0f1b2c3e84",
  title: "Clínica Levante",
  primary: "#6a1b4d",
};
/** A well-formed uuid that no organisation has. */
const UNKNOWN_ORG = "3f0e6b1c-9a4d-4c2e-8b7f-0d1e2f3a4b5c";

describe.skipIf(!hasChromium)("partner skins in the browser", () => {
  const app = useAppInBrowser();

  const inPage = (name: string, check: (watched: WatchedPage) => Promise<void>) =>
    withPage(app.browser.context, name, check);

  /** Waits until the skin has loaded (the 'Cargando...' dialog is gone) and the header shows `title`. */
  const waitForHeader = async (page: Page, title: string) => {
    await page.locator("dialog[open]").waitFor({ state: "detached" });
    const header = page.getByRole("banner");
    await header.filter({ hasText: title }).waitFor();
    return header;
  };

  const expectNoProblems = async (
    watched: WatchedPage,
    ignore: (error: ConsoleError) => boolean = () => false,
  ) => {
    expect(watched.pageErrors).toEqual([]);
    expect(watched.consoleErrors.filter((error) => !ignore(error))).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  };

  test("the demo organisations match what these tests expect", () => {
    for (const expected of [HARBOUR, LEVANTE]) {
      const org = DEMO_ORGANISATIONS.find((candidate) => candidate.uuid === expected.uuid);
      expect(org?.skin.title).toBe(expected.title);
      expect(org?.skin.primaryColor).toBe(expected.primary);
    }
    expect(hexToRgb(HARBOUR.primary)).toBe("rgb(11, 79, 60)");
    expect(hexToRgb(LEVANTE.primary)).toBe("rgb(106, 27, 77)");
    expect(hexToRgb(DEFAULT_THEME.primaryColor)).toBe("rgb(0, 44, 92)");
  });

  test("an English partner's skin: title and primary colour in the header", () =>
    inPage("skin-harbour", async (watched) => {
      const { page } = watched;
      await page.goto(`${app.server.baseUrl}/app?org=${HARBOUR.uuid}`);
      const header = await waitForHeader(page, HARBOUR.title);
      await screenshot(page, "skin-harbour");

      await expect.poll(() => backgroundColour(header)).toBe("rgb(11, 79, 60)");
      expect(await rootStyleProperty(page, "--avow-primary")).toBe(HARBOUR.primary);
      expect(await header.locator("p").first().textContent()).toBe(HARBOUR.title);
      expect(await header.getByText("your truth, authenticated").count()).toBe(1);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      // The logo links to the partner's website, and the footer has no brand links under a skin.
      expect(await header.getByRole("link").first().getAttribute("href")).toBe(
        "https://harbour-family-law.example",
      );
      expect(await page.getByRole("contentinfo").getByRole("navigation").count()).toBe(0);
      await expectNoProblems(watched);
    }));

  test.each([
    { brand: "avow-en", lang: "en", heading: "Your truth, authenticated" },
    { brand: "avow-es", lang: "es", heading: "Tu verdad, autenticada" },
    { brand: "avow-pt", lang: "pt", heading: "A sua verdade, autenticada" },
    { brand: "avow-de", lang: "de", heading: "Ihre Wahrheit, beglaubigt" },
    { brand: "avow-fr", lang: "fr", heading: "Votre vérité, authentifiée" },
  ])("the $brand home page is in its language", ({ brand, lang, heading }) =>
    inPage(`home-${brand}`, async (watched) => {
      const { page } = watched;
      await page.goto(`${app.server.baseUrl}/?brand=${brand}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await page.evaluate("window.localStorage.clear()");
      await expectNoProblems(watched);
    }),
  );

  test("a Spanish partner's skin: title, colour, Spanish tagline and <html lang=es>", () =>
    inPage("skin-levante", async (watched) => {
      const { page } = watched;
      await page.goto(`${app.server.baseUrl}/app?org=${LEVANTE.uuid}`);
      const header = await waitForHeader(page, LEVANTE.title);
      await header.filter({ hasText: "tu verdad, autenticada" }).waitFor();
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
      await screenshot(page, "skin-levante");

      await expect.poll(() => backgroundColour(header)).toBe("rgb(106, 27, 77)");
      expect(await rootStyleProperty(page, "--avow-primary")).toBe(LEVANTE.primary);
      expect(await header.locator("p").first().textContent()).toBe(LEVANTE.title);
      await expectNoProblems(watched);
    }));

  test("while an org skin loads, a 'Cargando...' dialog that cannot be dismissed hides the header", () =>
    inPage("skin-loading", async (watched) => {
      const { page } = watched;
      // Hold the skin request until the test has looked at the loading state.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/refdata/org/**", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${app.server.baseUrl}/app?org=${HARBOUR.uuid}`);
      const dialog = page.getByRole("dialog", { name: "Cargando..." });
      await dialog.waitFor();
      expect(await dialog.textContent()).toBe("Cargando...");
      expect(await page.getByRole("banner").count()).toBe(0);
      await page.keyboard.press("Escape");
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);

      release();
      await waitForHeader(page, HARBOUR.title);
      await dialog.waitFor({ state: "hidden" });
      await expectNoProblems(watched);
    }));

  test("a partner's own domain takes its skin on every page, without an org link", () =>
    inPage("skin-domain", async (watched) => {
      const { page } = watched;
      // Chromium resolves any *.localhost name to this machine; the demo data gives Levante that domain.
      const port = new URL(app.server.baseUrl).port;
      await page.goto(`http://levante.localhost:${port}/blog`);
      const header = await waitForHeader(page, LEVANTE.title);
      await expect.poll(() => backgroundColour(header)).toBe("rgb(106, 27, 77)");
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Blog");
      // No blocking dialog: only an org link shows 'Cargando...'.
      expect(await page.getByRole("dialog").count()).toBe(0);
      await expectNoProblems(watched);
    }));

  test("an unknown organisation keeps Avow's own look", () =>
    inPage("skin-unknown-org", async (watched) => {
      const { page } = watched;
      const skinAnswer = page.waitForResponse((response) =>
        response.url().includes(`/api/refdata/org/${UNKNOWN_ORG}/skin`),
      );
      await page.goto(`${app.server.baseUrl}/app?org=${UNKNOWN_ORG}`);
      expect((await skinAnswer).status()).toBe(404);
      const header = await waitForHeader(page, "Avow");
      await screenshot(page, "skin-unknown-org");

      await expect.poll(() => backgroundColour(header)).toBe("rgb(0, 44, 92)");
      expect(await rootStyleProperty(page, "--avow-primary")).toBe(DEFAULT_THEME.primaryColor);
      expect(await header.locator("p").first().textContent()).toBe("Avow");
      expect(await page.locator("html").getAttribute("lang")).toBe("en");

      // The skin request is answered 404 (no such organisation), which is right, and the app handles it by
      // keeping the default look. Chromium nonetheless logs every fetch answered 4xx/5xx as a console error
      // ("Failed to load resource: ... 404 (Not Found)"), which a page cannot prevent. That message, for this
      // skin URL only, is expected here; any other console error still fails the test.
      await expectNoProblems(
        watched,
        (error) =>
          error.text === "Failed to load resource: the server responded with a status of 404 (Not Found)" &&
          error.url.endsWith(`/api/refdata/org/${UNKNOWN_ORG}/skin`),
      );
    }));

  test("a malformed organisation id gives a readable page", () =>
    inPage("skin-invalid-org", async (watched) => {
      const { page } = watched;
      const skinRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/refdata/")) skinRequests.push(request.url());
      });
      await page.goto(`${app.server.baseUrl}/app?org=not-a-uuid`);
      const heading = page.getByRole("heading", { level: 1 });
      await heading.filter({ hasText: "This link is not valid" }).waitFor();
      await screenshot(page, "skin-invalid-org");

      expect(await heading.textContent()).toBe("This link is not valid");
      expect(await page.getByRole("alert").textContent()).toMatch(/malformed/);
      expect(await page.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe("/app");
      expect(skinRequests).toEqual([]);

      // The page keeps its frame: header and main landmark around the explanation.
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("main").count()).toBe(1);
      // A malformed link is expected input with its own page, not a fault: nothing reaches the console.
      await expectNoProblems(watched);
    }));
});
