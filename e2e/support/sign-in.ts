import type { Page } from "playwright-core";
import { E2E_DEMO_PASSWORD } from "./server.ts";

/** Signs in at /app through the form, as a person would, and waits for the greeting. */
export const signIn = async (
  page: Page,
  baseUrl: string,
  account: { readonly email: string; readonly firstName: string; readonly password?: string },
): Promise<void> => {
  await page.goto(`${baseUrl}/app`);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password ?? E2E_DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: `Hello, ${account.firstName}` }).waitFor();
};

/** The demo accounts the browser tests sign in as (server/src/demo/demo-data.ts). */
export const DEMO = {
  admin: { email: "admin@demo.avow.test", firstName: "Alex" },
  practitioner: { email: "practitioner@demo.avow.test", firstName: "Priya" },
  reviewer: { email: "reviewer@demo.avow.test", firstName: "Rui" },
  client: { email: "client@demo.avow.test", firstName: "Sam" },
} as const;
