/**
 * Every SPA route, opened in a real browser against the real server: each renders its one <h1>, without
 * console errors, uncaught errors or Content-Security-Policy violations (the server sends a strict CSP,
 * and Chromium reports what it blocks as console errors). Also: the header is hidden on /callbacks, and
 * a keyboard user's first Tab lands on the skip link.
 */
import { describe, expect, test } from "vitest";
import { hasChromium, withPage, type WatchedPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";

const ROUTES: ReadonlyArray<{ readonly path: string; readonly banner: boolean }> = [
  { path: "/", banner: true },
  { path: "/blog", banner: true },
  { path: "/app", banner: true },
  { path: "/login", banner: true },
  { path: "/callbacks", banner: false },
  { path: "/reset-password", banner: true },
  { path: "/confirm-account", banner: true },
  // A relative's questionnaire shows neither header nor footer, like /callbacks (decision 0031).
  { path: "/family-interview/abc123", banner: false },
  { path: "/blog/why-consistency-matters", banner: true },
  { path: "/privacy", banner: true },
  { path: "/terms", banner: true },
];

const artifactName = (path: string) =>
  `route-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}`;

describe.skipIf(!hasChromium)("every route in the browser", () => {
  const app = useAppInBrowser();

  /** Opens `path` and checks that the server answered with the SPA's page. */
  const open = async ({ page }: WatchedPage, path: string) => {
    const response = await page.goto(`${app.server.baseUrl}${path}`);
    expect(response?.status(), `GET ${path}`).toBe(200);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    // Let late requests (route chunks, skins) finish so that their errors are seen too.
    await page.waitForLoadState("networkidle");
  };

  test.each(ROUTES)("$path renders one h1 without console errors or CSP violations", ({ path, banner }) =>
    withPage(app.browser.context, artifactName(path), async (watched) => {
      const { page } = watched;
      await open(watched, path);
      const heading = page.getByRole("heading", { level: 1 });
      await heading.waitFor();
      expect(await heading.count()).toBe(1);
      expect((await heading.textContent())?.trim()).not.toBe("");
      expect(await page.getByRole("heading", { name: "Page not found" }).count()).toBe(0);

      expect(await page.getByRole("banner").count()).toBe(banner ? 1 : 0);

      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
      expect(await watched.cspViolations()).toEqual([]);
    }),
  );

  test("a keyboard user's first Tab focuses the skip link, which leads to the main content", () =>
    withPage(app.browser.context, "route-skip-link", async (watched) => {
      const { page } = watched;
      await open(watched, "/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      expect(await focused.textContent()).toBe("Skip to main content");
      expect(await focused.getAttribute("href")).toBe("#main");
      // Hidden above the page until focused; then it must be on screen.
      const box = await focused.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);

      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(":focus").getAttribute("id")).toBe("main");
      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
    }));
});
