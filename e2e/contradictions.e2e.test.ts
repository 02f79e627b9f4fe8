/**
 * Contradiction checks in a real browser against the real server and engine: the demo client uploads two
 * statements that disagree on a date and on a number; the practitioner runs a check of one against the
 * other, sees both findings with the conflicting values marked in both passages, and marks one as explained
 * with a note, which stays after a reload; the client's summary then shows the check.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hasChromium, screenshot, withPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { DEMO, signIn } from "./support/sign-in.ts";

const FIRST = [
  "Statement of Sam Taylor.",
  "I arrived in Madrid on 3 March 2019, late in the evening.",
  "I have two children, who live with me.",
  "My sister met me at the station.",
].join("\n");
const SECOND = [
  "Second statement of Sam Taylor.",
  "I arrived in Madrid on 5 March 2019.",
  "I have three children.",
].join("\n");

describe.skipIf(!hasChromium)("contradiction checks in the browser", () => {
  const app = useAppInBrowser();
  let dir = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-e2e-contradictions-"));
    fs.writeFileSync(path.join(dir, "first statement.txt"), FIRST);
    fs.writeFileSync(path.join(dir, "second statement.txt"), SECOND);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("the client uploads two statements", () =>
    withPage(app.browser.context, "contradictions-upload", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.client);
      await page.getByLabel("Category", { exact: true }).selectOption({ label: "Statement" });
      await page
        .getByLabel("Choose files")
        .setInputFiles(["first statement.txt", "second statement.txt"].map((name) => path.join(dir, name)));
      const table = page.getByRole("table", { name: "Documents" });
      for (const name of ["first statement.txt", "second statement.txt"])
        await table.getByRole("row").filter({ hasText: name }).getByText("Text read").waitFor();
      expect(watched.pageErrors).toEqual([]);
    }));

  test("the practitioner checks them, sees both findings marked, and explains one", () =>
    withPage(app.browser.context, "contradictions-check", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.practitioner);
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page
        .getByRole("table", { name: "Documents" })
        .getByRole("link", { name: "Check, second statement.txt" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Contradiction checks" }).waitFor();
      await page.getByText("No check has been run yet.").waitFor();
      await expect.poll(() => page.getByLabel("Document to check").inputValue()).not.toBe("");
      await page.getByRole("button", { name: "Check for contradictions" }).click();
      await page.getByRole("heading", { level: 2, name: /^Check of second statement\.txt/ }).waitFor();

      const dates = page.getByRole("region", { name: /^Dates/ });
      const dateFinding = dates.getByRole("article").first();
      await dateFinding.locator("mark", { hasText: "5 March 2019" }).waitFor();
      await dateFinding.locator("mark", { hasText: "3 March 2019" }).waitFor();
      const numbers = page.getByRole("region", { name: /^Numbers/ });
      const numberFinding = numbers.getByRole("article").first();
      await numberFinding.locator("mark", { hasText: "three" }).waitFor();
      await numberFinding.locator("mark", { hasText: "two" }).waitFor();
      await screenshot(page, "contradictions-report");

      await dateFinding.getByRole("button", { name: "Mark as explained" }).click();
      await dateFinding
        .getByLabel("How is it explained?")
        .fill("The 3rd is when Sam left home; the 5th is the arrival.");
      await dateFinding.getByRole("button", { name: "Save the explanation" }).click();
      await dateFinding.getByText("The 3rd is when Sam left home; the 5th is the arrival.").waitFor();

      await page.reload();
      const reloaded = page
        .getByRole("region", { name: /^Dates/ })
        .getByRole("article")
        .first();
      await reloaded.getByText("The 3rd is when Sam left home; the 5th is the arrival.").waitFor();
      await reloaded.getByText(/Explained/).waitFor();

      await page.getByRole("link", { name: "Back to the client" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      expect(await page.getByLabel("Details").getByText("Never").count()).toBe(0);
      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
      expect(await watched.cspViolations()).toEqual([]);
    }));

  test("on a 360 px phone, the client's documents, the client page and the report do not scroll sideways", () =>
    withPage(app.browser.context, "contradictions-phone", async (watched) => {
      const { page } = watched;
      // How far the page reaches past the viewport: a phone user would have to scroll sideways to read it.
      const sideways = () =>
        page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth");
      await page.setViewportSize({ width: 360, height: 800 });
      await signIn(page, app.server.baseUrl, DEMO.client);
      await page.getByRole("table", { name: "Documents" }).getByText("second statement.txt").waitFor();
      expect(await sideways(), "client's documents").toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: "Sign out" }).click();
      await signIn(page, app.server.baseUrl, DEMO.practitioner);
      expect(await sideways(), "practitioner's clients").toBeLessThanOrEqual(0);
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      expect(await sideways(), "client page").toBeLessThanOrEqual(0);
      await page
        .getByRole("table", { name: "Documents" })
        .getByRole("link", { name: "Check, second statement.txt" })
        .click();
      await page.getByRole("heading", { level: 2, name: /^Check of second statement\.txt/ }).waitFor();
      await screenshot(page, "contradictions-report-phone");
      expect(await sideways(), "report").toBeLessThanOrEqual(0);
      expect(watched.pageErrors).toEqual([]);
    }));
});
