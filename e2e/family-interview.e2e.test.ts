/**
 * Family interviews in a real browser against the real server and engine (issue 8): the demo client has a
 * statement; the practitioner invites the client's brother from the client page; the brother opens the
 * emailed link signed out, agrees, answers one question at a time (a reload keeps his answers), reviews and
 * sends; the link is dead afterwards; the practitioner sees the interview answered, its document among the
 * client's documents, and a check of the client's statement finds the birth date the brother gave.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hasChromium, screenshot, withPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { linkFromOutbox } from "./support/outbox.ts";
import { DEMO, signIn } from "./support/sign-in.ts";

const STATEMENT = ["Statement of Sam Taylor.", "I was born on 3 March 1990 in Madrid."].join("\n");
const RELATIVE = { name: "Jordan Taylor", email: "jordan.taylor@example.org" };
const BIRTH_ANSWER = "He was born on 5 March 1990 in Madrid, at home.";

describe.skipIf(!hasChromium)("family interviews in the browser", () => {
  const app = useAppInBrowser();
  let dir = "";
  let link: URL | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-e2e-interview-"));
    fs.writeFileSync(path.join(dir, "my statement.txt"), STATEMENT);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("the client uploads a statement", () =>
    withPage(app.browser.context, "interview-statement", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.client);
      await page.getByLabel("Category", { exact: true }).selectOption({ label: "Statement" });
      await page.getByLabel("Choose files").setInputFiles(path.join(dir, "my statement.txt"));
      await page
        .getByRole("table", { name: "Documents" })
        .getByRole("row")
        .filter({ hasText: "my statement.txt" })
        .getByText("Text read")
        .waitFor();
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      expect(watched.pageErrors).toEqual([]);
    }));

  test("the practitioner invites the client's brother from the client page", () =>
    withPage(app.browser.context, "interview-invite", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.practitioner);
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      await page.getByText("No relative has been invited yet.").waitFor();
      await page.getByLabel("Relative's name").fill(RELATIVE.name);
      await page.getByLabel("Relationship to the client").selectOption({ label: "Brother or sister" });
      await page.getByLabel("Relative's email").fill(RELATIVE.email);
      await page.getByLabel("Language of the questionnaire").selectOption("en");
      await page.getByRole("button", { name: "Send the invitation" }).click();
      await page.getByText(`Invitation emailed to ${RELATIVE.name} (${RELATIVE.email}).`).waitFor();
      await page.getByRole("table", { name: "Family interviews" }).getByText("Waiting for answers").waitFor();
      link = await linkFromOutbox(app.server.dataDir, "/family-interview", { to: RELATIVE.email });
      await page.getByRole("link", { name: "Back to clients" }).click();
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
    }));

  test("the brother answers from the emailed link, signed out, and the link is dead afterwards", () =>
    withPage(app.browser.context, "interview-answer", async (watched) => {
      const { page } = watched;
      expect(link).toBeDefined();
      const url = `${app.server.baseUrl}${link?.pathname ?? ""}`;
      await page.goto(url);
      await page.getByRole("heading", { level: 1, name: "Family interview" }).waitFor();
      await page.getByRole("heading", { name: "You are invited to answer a few questions" }).waitFor();
      // No header or footer, no sign-in.
      expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0);
      await page.getByText(/Priya .* is working with Sam Taylor/).waitFor();
      await page.getByRole("button", { name: "Start" }).click();

      await page.getByRole("heading", { name: "Before you start" }).waitFor();
      await page.getByRole("checkbox", { name: /I agree that my answers are shared/ }).check();
      await page.getByRole("button", { name: "Next" }).click();

      await page.getByText("Question 1 of 7").waitFor();
      await page.getByLabel("How do you know Sam, and since when?").fill("I am Sam's older brother.");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByText("Question 2 of 7").waitFor();
      await page.getByLabel("When and where was Sam born?").fill(BIRTH_ANSWER);

      // A reload keeps the answers and the place.
      await page.reload();
      await page.getByText("We kept what you had written in this browser.", { exact: false }).waitFor();
      await expect
        .poll(() => page.getByLabel("When and where was Sam born?").inputValue())
        .toBe(BIRTH_ANSWER);

      // Back and next keep what was written.
      await page.getByRole("button", { name: "Back" }).click();
      await expect
        .poll(() => page.getByLabel("How do you know Sam, and since when?").inputValue())
        .toBe("I am Sam's older brother.");
      await page.getByRole("button", { name: "Next" }).click();
      for (let question = 2; question < 7; question++) {
        await page.getByText(`Question ${question} of 7`).waitFor();
        await page.getByRole("button", { name: "Next" }).click();
      }
      const toReview = page.getByRole("button", { name: "Review your answers" });
      await toReview.click();
      await page.getByRole("heading", { name: "Review your answers" }).waitFor();
      await page.getByText(BIRTH_ANSWER).waitFor();
      await screenshot(page, "interview-review");
      await page.getByRole("button", { name: "Send my answers" }).click();
      await page.getByRole("heading", { name: "Thank you" }).waitFor();

      // The link works once.
      await page.goto(url);
      await page.getByRole("heading", { name: "These answers were already sent" }).waitFor();
      expect(watched.pageErrors).toEqual([]);
      expect(await watched.cspViolations()).toEqual([]);
    }));

  test("the practitioner sees the interview document and a contradiction with the client's statement", () =>
    withPage(app.browser.context, "interview-check", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.practitioner);
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      await page.getByRole("table", { name: "Family interviews" }).getByText("Answered").first().waitFor();
      const documents = page.getByRole("table", { name: "Documents" });
      await documents.getByRole("row").filter({ hasText: "family-interview-jordan-taylor" }).waitFor();
      await documents.getByRole("link", { name: "Check, my statement.txt" }).click();
      await page.getByRole("heading", { level: 1, name: "Contradiction checks" }).waitFor();
      await expect.poll(() => page.getByLabel("Document to check").inputValue()).not.toBe("");
      await page.getByRole("button", { name: "Check for contradictions" }).click();
      await page.getByRole("heading", { level: 2, name: /^Check of my statement\.txt/ }).waitFor();
      const finding = page
        .getByRole("region", { name: /^Dates/ })
        .getByRole("article")
        .first();
      await finding.locator("mark", { hasText: "3 March 1990" }).waitFor();
      await finding.locator("mark", { hasText: "5 March 1990" }).waitFor();
      await finding
        .getByText(/family-interview-jordan-taylor/)
        .first()
        .waitFor();
      await screenshot(page, "interview-contradiction");
      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
    }));
});
