/**
 * Accounts in a real browser against the real server: sign in as a demo practitioner, survive a reload,
 * sign out with session storage emptied; then forget the password, follow the emailed link from the
 * outbox, watch the strength bar change colour while typing a new one, and sign in with it.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { customProperty, hasChromium, screenshot, withPage, type WatchedPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { linkFromOutbox } from "./support/outbox.ts";
import { skipTour } from "./support/sign-in.ts";
import { E2E_DEMO_PASSWORD } from "./support/server.ts";

const EMAIL = "practitioner@demo.avow.test";

const signIn = async (page: Page, password: string) => {
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Hello, Priya" }).waitFor();
  await skipTour(page);
};

const expectNoProblems = async (watched: WatchedPage) => {
  expect(watched.pageErrors).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
  expect(await watched.cspViolations()).toEqual([]);
};

describe.skipIf(!hasChromium)("accounts in the browser", () => {
  const app = useAppInBrowser();

  test("sign in as a practitioner, stay signed in across a reload, sign out with storage emptied", () =>
    withPage(app.browser.context, "account-sign-in", async (watched) => {
      const { page } = watched;
      await page.goto(`${app.server.baseUrl}/app`);
      await signIn(page, E2E_DEMO_PASSWORD);
      // After sign-in the account's organisation skin applies.
      await page.getByRole("banner").filter({ hasText: "Harbour Family Law" }).waitFor();
      // A practitioner sees their clients: the demo client is assigned to them, and a search finds her.
      const clients = page.getByRole("table", { name: "Clients" });
      await clients.getByRole("row", { name: /Sam Taylor/ }).waitFor();
      await page.getByRole("searchbox", { name: "Search clients" }).fill("TAYLOR");
      await page.getByRole("status").filter({ hasText: "1 client" }).waitFor();
      expect(await page.evaluate("window.sessionStorage.getItem('auth-token')")).toMatch(
        /^[A-Za-z0-9_-]{43}$/,
      );
      await screenshot(page, "account-signed-in");

      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Hello, Priya" }).waitFor();

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      expect(await page.evaluate("window.sessionStorage.length")).toBe(0);
      await page.reload();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await expectNoProblems(watched);
    }));

  test("reset the password through the emailed link, watching the strength bar, then sign in with it", () =>
    withPage(app.browser.context, "account-reset", async (watched) => {
      const { page } = watched;
      await page.goto(`${app.server.baseUrl}/login`);
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      // The sign-in form's Email field is there until the new page replaces it: fill the reset form's.
      await page.getByRole("heading", { level: 1, name: "Reset your password" }).waitFor();
      await page.getByLabel("Email").fill(EMAIL);
      await page.getByRole("button", { name: "Send the link" }).click();
      await page.getByRole("status").filter({ hasText: EMAIL }).waitFor();

      const link = await linkFromOutbox(app.server.dataDir, "/reset-password");
      await page.goto(`${app.server.baseUrl}${link.pathname}${link.search}`);
      await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();

      const input = page.getByLabel("New password", { exact: true });
      const bar = page.getByRole("progressbar", { name: "Password strength" });
      const colours: string[] = [];
      const barColour = async () => ({
        role: await bar.getAttribute("data-colour"),
        percent: await bar.getAttribute("aria-valuenow"),
      });
      for (const [typed, role, percent] of [
        ["a", "warn", "20"],
        ["aB1", "accent", "60"],
        ["aB1-wxyz", "primary", "100"],
      ] as const) {
        await input.fill(typed);
        await expect.poll(barColour).toEqual({ role, percent });
        colours.push(await customProperty(bar, "--password-strength-colour"));
      }
      expect(new Set(colours).size).toBe(3);
      await page.getByLabel("Confirm password").fill("aB1-wxyz");
      await screenshot(page, "account-new-password");
      await page.getByRole("button", { name: "Save the new password" }).click();
      await page.getByRole("status").filter({ hasText: "Your password has been changed" }).waitFor();

      await page.getByRole("link", { name: "Sign in" }).click();
      await signIn(page, "aB1-wxyz");

      // The link worked once: opening it again is refused with a way forward.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await page.goto(`${app.server.baseUrl}${link.pathname}${link.search}`);
      await page.getByLabel("New password", { exact: true }).fill("Another-Pass-9");
      await page.getByLabel("Confirm password").fill("Another-Pass-9");
      await page.getByRole("button", { name: "Save the new password" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "This link has expired or has already been used." })
        .waitFor();
      expect(await page.getByRole("link", { name: "Ask for a new link" }).count()).toBe(1);
      // Only the refused reset (400) may appear in the console, as Chromium's failed-load line.
      expect(watched.consoleErrors.map((error) => error.text)).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
      expect(watched.pageErrors).toEqual([]);
    }));
});
