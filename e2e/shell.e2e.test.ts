/**
 * The shell in a real browser: header and footer heights at each breakpoint (screenshots kept as
 * artefacts), the footer's brand links and phone dropdown (cycling every 2 s until focused, Go switches
 * brand), no footer or header on /callbacks, and no brand links under a partner's skin.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { hasChromium, screenshot, withPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";

const HARBOUR = "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71";

/** Seed §2: header/footer heights per layout; the sizes sit inside docs/decisions/0006-breakpoints.md. */
const LAYOUTS = [
  { name: "desktop", viewport: { width: 1366, height: 800 }, header: 150, footer: 75 },
  { name: "medium", viewport: { width: 1024, height: 768 }, header: 100, footer: 50 },
  { name: "tablet-portrait", viewport: { width: 800, height: 1100 }, header: 100, footer: 75 },
  { name: "phone-portrait", viewport: { width: 390, height: 844 }, header: 100, footer: 75 },
] as const;

const heightOf = (page: Page, testId: string): Promise<number> =>
  page.getByTestId(testId).evaluate((element) => Math.round(element.getBoundingClientRect().height));

describe.skipIf(!hasChromium)("the shell in the browser", () => {
  const app = useAppInBrowser();

  test.each(LAYOUTS)("$name: header $header px, footer $footer px", (layout) =>
    withPage(app.browser.context, `shell-${layout.name}`, async ({ page }) => {
      await page.setViewportSize(layout.viewport);
      await page.goto(`${app.server.baseUrl}/`);
      await page.getByTestId("site-footer").waitFor();
      expect(await heightOf(page, "site-header")).toBe(layout.header);
      expect(await heightOf(page, "site-footer")).toBe(layout.footer);
      await screenshot(page, `layout-${layout.name}`);
      // The footer's fixed height must not cut its content off, in the longest language either (German).
      for (const brand of ["avow-en", "avow-de"]) {
        await page.goto(`${app.server.baseUrl}/?brand=${brand}`);
        await page.getByTestId("site-footer").waitFor();
        const overflow = await page
          .getByTestId("site-footer")
          .evaluate((footer) => footer.scrollHeight - footer.clientHeight);
        expect(overflow, `${brand} footer overflow`).toBeLessThanOrEqual(1);
      }
      await page.evaluate("window.localStorage.clear()");
    }),
  );

  test("desktop footer: contact, privacy and terms, and a link to every brand site", () =>
    withPage(app.browser.context, "shell-footer-desktop", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${app.server.baseUrl}/`);
      const footer = page.getByRole("contentinfo");
      expect(await footer.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe(
        "mailto:hello@avow.example",
      );
      expect(await footer.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe(
        "/privacy",
      );
      expect(await footer.getByRole("link", { name: "Terms of use" }).getAttribute("href")).toBe("/terms");
      const brands = footer.getByRole("navigation", { name: "Avow sites" }).getByRole("link");
      expect(await brands.count()).toBe(5);
      expect(await footer.getByRole("link", { name: "Avow España" }).getAttribute("href")).toBe(
        "/?brand=avow-es",
      );
    }));

  test("phone footer: the brand dropdown moves on every 2 s until focused, and Go switches brand", () =>
    withPage(app.browser.context, "shell-footer-phone", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${app.server.baseUrl}/`);
      const select = page.getByRole("combobox", { name: "Avow site" });
      const first = await select.inputValue();
      await expect.poll(() => select.inputValue(), { timeout: 3500, interval: 200 }).not.toBe(first);
      const second = await select.inputValue();
      await expect.poll(() => select.inputValue(), { timeout: 3500, interval: 200 }).not.toBe(second);
      await select.focus();
      const held = await select.inputValue();
      await page.waitForTimeout(2600);
      expect(await select.inputValue()).toBe(held);

      await select.selectOption({ label: "Avow Deutschland" });
      await page.getByRole("button", { name: "Go to Avow Deutschland" }).click();
      await page.waitForURL(/\?brand=avow-de$/);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("de");
      expect(await page.getByRole("banner").textContent()).toContain("Ihre Wahrheit, beglaubigt");
      // The choice is remembered for the next pages.
      expect(await page.evaluate("window.localStorage.getItem('avow-brand')")).toBe("avow-de");
      await page.evaluate("window.localStorage.clear()");
    }));

  test("/callbacks shows neither header nor footer", () =>
    withPage(app.browser.context, "shell-callbacks", async ({ page }) => {
      await page.goto(`${app.server.baseUrl}/callbacks`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("banner").count()).toBe(0);
      expect(await page.getByRole("contentinfo").count()).toBe(0);
    }));

  test("under a partner's skin the footer has no brand links, on desktop or phone", () =>
    withPage(app.browser.context, "shell-skinned-footer", async ({ page }) => {
      await page.goto(`${app.server.baseUrl}/app?org=${HARBOUR}`);
      await page.getByRole("banner").filter({ hasText: "Harbour Family Law" }).waitFor();
      const footer = page.getByRole("contentinfo");
      expect(await footer.getByRole("navigation").count()).toBe(0);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await footer.getByRole("combobox").count()).toBe(0);
      expect(await footer.getByRole("link", { name: "Contact us" }).count()).toBe(1);
      await screenshot(page, "shell-skinned-phone");
    }));
});
