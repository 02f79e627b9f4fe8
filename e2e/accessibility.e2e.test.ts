/**
 * axe-core in Chromium: no serious or critical WCAG A/AA violation on the home page, the blog, a blog
 * post, the sign-in page and a skinned sign-in page, in each of the five languages (chosen with ?brand=);
 * and, signed in as an admin, on the client list, the new-client form with its problems shown, and a
 * client's page with the deletion confirmation open.
 */
import { describe, expect, test } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { hasChromium, withPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { DEMO, signIn } from "./support/sign-in.ts";

const BRANDS = [
  { id: "avow-en", lang: "en" },
  { id: "avow-es", lang: "es" },
  { id: "avow-pt", lang: "pt" },
  { id: "avow-de", lang: "de" },
  { id: "avow-fr", lang: "fr" },
] as const;

const PAGES = [
  { name: "home", path: "/", skinned: false },
  { name: "blog", path: "/blog", skinned: false },
  { name: "blog post", path: "/blog/recording-a-statement-well", skinned: false },
  { name: "sign-in", path: "/login", skinned: false },
  { name: "skinned sign-in", path: "/login?org=5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71", skinned: true },
] as const;

describe.skipIf(!hasChromium)("accessibility (axe-core)", () => {
  const app = useAppInBrowser();

  test.each(BRANDS)(
    "$lang: no serious or critical violation on home, blog, post, sign-in, skinned sign-in",
    (brand) =>
      withPage(app.browser.context, `axe-${brand.lang}`, async ({ page }) => {
        const problems: string[] = [];
        for (const target of PAGES) {
          // Each page names its brand (and so its language) itself: nothing depends on an earlier page.
          const separator = target.path.includes("?") ? "&" : "?";
          await page.goto(`${app.server.baseUrl}${target.path}${separator}brand=${brand.id}`);
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          if (target.skinned) {
            // The partner's skin (English) decides the language there.
            await page.getByRole("banner").filter({ hasText: "Harbour Family Law" }).waitFor();
          } else {
            await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(brand.lang);
          }
          for (const violation of await seriousViolations(page)) {
            problems.push(
              `${target.name}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.targets.join(", ")}`,
            );
          }
        }
        await page.evaluate("window.localStorage.clear()");
        expect(problems).toEqual([]);
      }),
  );

  test("signed in: no serious or critical violation on the client screens", () =>
    withPage(app.browser.context, "axe-clients", async ({ page }) => {
      const problems: string[] = [];
      const check = async (name: string) => {
        for (const violation of await seriousViolations(page)) {
          problems.push(
            `${name}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.targets.join(", ")}`,
          );
        }
      };
      await signIn(page, app.server.baseUrl, DEMO.admin);
      await page.getByRole("radio", { name: "All clients" }).check();
      await page.getByRole("table", { name: "Clients" }).getByRole("link").first().waitFor();
      await check("client list");

      await page.getByRole("link", { name: "Add a client" }).click();
      await page.getByRole("button", { name: "Add client" }).click();
      await page.getByText("Check the fields marked below.").waitFor();
      await check("new-client form with problems");

      await page.getByRole("link", { name: "Back to clients" }).click();
      await page.getByRole("radio", { name: "All clients" }).check();
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("form", { name: "Delete Sam Taylor?" }).waitFor();
      await check("client page with its documents and the deletion confirmation");
      expect(problems).toEqual([]);
    }));

  test("signed in as a client: no serious or critical violation on the documents screen", () =>
    withPage(app.browser.context, "axe-documents", async ({ page }) => {
      await signIn(page, app.server.baseUrl, DEMO.client);
      await page.getByRole("heading", { level: 2, name: "Documents" }).waitFor();
      await page.getByLabel("Category", { exact: true }).selectOption({ label: "Evidence" });
      await page.getByLabel("Choose files").setInputFiles([
        { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("A few notes.\n") },
        { name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
      ]);
      await page.getByText("This kind of file is not accepted: it was not sent.").waitFor();
      await page
        .getByRole("table", { name: "Documents" })
        .getByRole("row", { name: /notes\.txt/ })
        .waitFor();
      await page.getByRole("button", { name: "Write a statement" }).click();
      await page.getByLabel("Title", { exact: true }).waitFor();
      const problems = (await seriousViolations(page)).map(
        (violation) =>
          `${violation.id} (${violation.impact}) ${violation.help} at ${violation.targets.join(", ")}`,
      );
      expect(problems).toEqual([]);
    }));
});
