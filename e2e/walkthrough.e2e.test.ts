/**
 * The first-run walkthrough in a real browser: it starts by itself for the demo practitioner, highlights the
 * real elements step by step, is skipped, stays away after a reload, is resumed from the help menu at the
 * step where it was left, follows the person to a client's page, and is finished; the client gets their own
 * tour, which Escape puts away.
 */
import { describe, expect, test } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { hasChromium, screenshot, withPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { DEMO, signIn } from "./support/sign-in.ts";

describe.skipIf(!hasChromium)("the guided walkthrough in the browser", () => {
  const app = useAppInBrowser();

  test("started, skipped, resumed and finished by a practitioner", () =>
    withPage(app.browser.context, "walkthrough-practitioner", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.practitioner, { keepTour: true });
      const tour = page.getByRole("dialog", { name: "Your clients" });
      await tour.getByText("Step 1 of 4").waitFor();
      const clientList = page.locator('[data-tour="client-list"]');
      await expect.poll(() => clientList.getAttribute("data-tour-active")).toBe("true");
      // The panel has the focus, so a keyboard user can go on at once.
      await expect.poll(() => page.evaluate("document.activeElement?.textContent")).toBe("Your clients");
      await screenshot(page, "walkthrough-step-1");
      expect(await seriousViolations(page)).toEqual([]);

      await tour.getByRole("button", { name: "Next" }).click();
      const addClient = page.getByRole("dialog", { name: "Add a client" });
      await addClient.getByText("Step 2 of 4").waitFor();
      await expect
        .poll(() => page.getByRole("link", { name: "Add a client" }).getAttribute("data-tour-active"))
        .toBe("true");
      await expect.poll(() => clientList.getAttribute("data-tour-active")).toBeNull();

      await addClient.getByRole("button", { name: "Skip the tour" }).click();
      await addClient.waitFor({ state: "detached" });
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Hello, Priya" }).waitFor();
      expect(await page.getByRole("dialog").count()).toBe(0);

      await page.getByRole("button", { name: "Help" }).click();
      await page.getByRole("button", { name: "Resume the tour" }).click();
      const resumed = page.getByRole("dialog", { name: "Add a client" });
      await resumed.getByText("Step 2 of 4").waitFor();
      await resumed.getByRole("button", { name: "Next" }).click();

      // The documents live on a client's page: the step says so until the person goes there.
      const documents = page.getByRole("dialog", { name: "A client's documents" });
      await documents.getByText("Open a client from your list to see it.").waitFor();
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      await expect
        .poll(() => page.locator('[data-tour="documents"]').getAttribute("data-tour-active"))
        .toBe("true");
      expect(await documents.getByText("Open a client from your list to see it.").count()).toBe(0);
      await screenshot(page, "walkthrough-client-page");

      await documents.getByRole("button", { name: "Next" }).click();
      const checks = page.getByRole("dialog", { name: "Check for contradictions" });
      await checks.getByText("Step 4 of 4").waitFor();
      await checks.getByRole("button", { name: "Finish" }).click();
      await checks.waitFor({ state: "detached" });

      await page.getByRole("link", { name: "Back to clients" }).click();
      await page.getByRole("button", { name: "Help" }).click();
      expect(await page.getByRole("button", { name: "Resume the tour" }).count()).toBe(0);
      await page.getByRole("button", { name: "Start the tour from the beginning" }).click();
      await page.getByRole("dialog", { name: "Your clients" }).waitFor();
      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
    }));

  test("a client gets the client's tour, and Escape puts it away", () =>
    withPage(app.browser.context, "walkthrough-client", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.client, { keepTour: true });
      const tour = page.getByRole("dialog", { name: "Add your documents" });
      await tour.getByText("Step 1 of 3").waitFor();
      await expect
        .poll(() => page.locator('[data-tour="upload"]').getAttribute("data-tour-active"))
        .toBe("true");
      await page.keyboard.press("Escape");
      await tour.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Help" }).click();
      await page.getByRole("button", { name: "Resume the tour" }).waitFor();
      expect(watched.pageErrors).toEqual([]);
    }));
});
