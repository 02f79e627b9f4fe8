import type { Page } from "playwright-core";
import { E2E_DEMO_PASSWORD } from "./server.ts";

/**
 * Puts away the first-run tour if it is showing (it starts by itself on an account's first sign-in in this
 * browser), so that tests about other things are not covered by its panel. The walkthrough's own test keeps it.
 */
export const skipTour = async (page: Page): Promise<void> => {
  const skip = page.getByRole("button", { name: "Skip the tour" });
  if ((await skip.count()) > 0) {
    await skip.click();
    await skip.waitFor({ state: "detached" });
  }
};

/** Signs in at /app through the form, as a person would, and waits for the greeting (and skips the tour). */
export const signIn = async (
  page: Page,
  baseUrl: string,
  account: { readonly email: string; readonly firstName: string; readonly password?: string },
  options: { readonly keepTour?: boolean } = {},
): Promise<void> => {
  await page.goto(`${baseUrl}/app`);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password ?? E2E_DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: `Hello, ${account.firstName}` }).waitFor();
  if (!options.keepTour) await skipTour(page);
};

/** The demo accounts the browser tests sign in as (server/src/demo/demo-data.ts). */
export const DEMO = {
  admin: { email: "admin@demo.avow.test", firstName: "Alex" },
  practitioner: { email: "practitioner@demo.avow.test", firstName: "Priya" },
  reviewer: { email: "reviewer@demo.avow.test", firstName: "Rui" },
  client: { email: "client@demo.avow.test", firstName: "Sam" },
} as const;
