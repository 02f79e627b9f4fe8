/**
 * Clients in a real browser against the real server and database: the demo practitioner adds a client (the
 * invitation lands in the outbox), finds the client with and without accents, sends the invitation again;
 * the client confirms through the newest link and is signed in; the reviewer sees the client but no button
 * to add or delete; the admin deletes the client, confirming with the email, and the client can no longer
 * sign in.
 */
import { describe, expect, test } from "vitest";
import { hasChromium, screenshot, withPage, type WatchedPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { linkFromOutbox, outboxLinks } from "./support/outbox.ts";
import { DEMO, signIn, skipTour } from "./support/sign-in.ts";

const CLIENT = {
  email: "maria.gonzalez@example.org",
  firstName: "María José",
  lastName: "González Núñez",
  password: "Cliente-Nueva-7",
};
const NAME = `${CLIENT.firstName} ${CLIENT.lastName}`;

const expectNoProblems = async (watched: WatchedPage) => {
  expect(watched.pageErrors).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
  expect(await watched.cspViolations()).toEqual([]);
};

describe.skipIf(!hasChromium)("clients in the browser", () => {
  const app = useAppInBrowser();

  test("a practitioner adds a client, finds them with and without accents, and invites them again", () =>
    withPage(app.browser.context, "clients-add", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.practitioner);
      await page.getByRole("link", { name: "Add a client" }).click();
      await page.getByRole("heading", { level: 1, name: "Add a client" }).waitFor();

      // The currency follows the country, from the server's table.
      const currency = page.getByLabel("Currency");
      await expect.poll(() => currency.inputValue()).toBe("GBP");
      await page.getByLabel("Country").selectOption({ label: "Spain" });
      await expect.poll(() => currency.inputValue()).toBe("EUR");
      await page.getByLabel("Email", { exact: true }).fill(CLIENT.email);
      await page.getByLabel("First name").fill(CLIENT.firstName);
      await page.getByLabel("Last name").fill(CLIENT.lastName);
      await page.getByLabel("Language", { exact: true }).selectOption({ label: "Spanish" });
      await screenshot(page, "clients-new-form");
      await page.getByRole("button", { name: "Add client" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `${NAME} was added and the connection email is on its way.` })
        .waitFor();
      await linkFromOutbox(app.server.dataDir, "/confirm-account", { to: CLIENT.email });

      // Adding the same email again is refused beside the email field.
      await page.getByRole("button", { name: "Add another client" }).click();
      await page.getByLabel("Email", { exact: true }).fill(CLIENT.email.toUpperCase());
      await page.getByLabel("First name").fill("Someone");
      await page.getByLabel("Last name").fill("Else");
      await page.getByRole("button", { name: "Add client" }).click();
      await page.getByText("Your organisation already has an account with this email.").waitFor();
      expect(await page.getByLabel("Email", { exact: true }).getAttribute("aria-invalid")).toBe("true");

      await page.getByRole("link", { name: "Back to clients" }).click();
      const search = page.getByRole("searchbox", { name: "Search clients" });
      const table = page.getByRole("table", { name: "Clients" });
      for (const typed of ["gonzalez nunez", "GONZÁLEZ", "maría josé", "maria.gonzalez@"]) {
        await search.fill(typed);
        await page.getByText("1 client", { exact: true }).waitFor();
        await table.getByRole("link", { name: NAME }).waitFor();
      }
      await search.fill("gonzalex");
      await page.getByText("No client matches “gonzalex”.").waitFor();

      await search.fill("gonzalez");
      await table.getByRole("link", { name: NAME }).click();
      await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
      const details = page.getByLabel("Details");
      await details.getByText("Spain").waitFor();
      await details.getByText("Spanish").waitFor();
      await details.getByText("Invited").waitFor();
      await details.getByText("Priya Shah").waitFor();
      expect(
        await page.getByRole("link", { name: `Search the web for ${NAME}` }).getAttribute("href"),
      ).toMatch(/^https:\/\/www\.google\.es\/search\?q=Mar%C3%ADa/);
      await page.getByRole("button", { name: "Send the invitation again" }).click();
      await page.getByText("The invitation was sent again.").waitFor();
      await linkFromOutbox(app.server.dataDir, "/confirm-account", { to: CLIENT.email, count: 2 });
      await screenshot(page, "clients-page");
      // Only the refused duplicate (409) may appear in the console, as Chromium's failed-load line.
      expect(watched.consoleErrors.map((error) => error.text)).toEqual([
        "Failed to load resource: the server responded with a status of 409 (Conflict)",
      ]);
      expect(watched.pageErrors).toEqual([]);
      expect(await watched.cspViolations()).toEqual([]);
    }));

  test("the client confirms through the newest link and is signed in", () =>
    withPage(app.browser.context, "clients-confirm", async (watched) => {
      const { page } = watched;
      const links = await outboxLinks(app.server.dataDir, "/confirm-account", CLIENT.email);
      expect(links).toHaveLength(2);
      const newest = links.at(-1)?.url as URL;
      await page.goto(`${app.server.baseUrl}${newest.pathname}${newest.search}`);
      await page.getByRole("heading", { level: 1, name: "Confirm your account" }).waitFor();
      await page.getByLabel("New password", { exact: true }).fill(CLIENT.password);
      await page.getByLabel("Confirm password").fill(CLIENT.password);
      await page.getByRole("button", { name: "Confirm and sign in" }).click();
      await page.getByRole("heading", { level: 1, name: `Hello, ${CLIENT.firstName}` }).waitFor();
      await skipTour(page);
      // A client has no client list.
      expect(await page.getByRole("table", { name: "Clients" }).count()).toBe(0);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await signIn(page, app.server.baseUrl, CLIENT);
      await expectNoProblems(watched);
    }));

  test("the reviewer sees the client but no button to add, invite or delete", () =>
    withPage(app.browser.context, "clients-reviewer", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.reviewer);
      await page.getByRole("radio", { name: "All clients" }).check();
      const table = page.getByRole("table", { name: "Clients" });
      await table.getByRole("link", { name: NAME }).waitFor();
      expect(await table.getByRole("button").count()).toBe(0);
      expect(await page.getByRole("link", { name: "Add a client" }).count()).toBe(0);
      // On a phone the rows become cards: nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))
        .toBe(true);
      await screenshot(page, "clients-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
      await table.getByRole("link", { name: NAME }).click();
      await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
      await page.getByLabel("Details").getByText("Active").waitFor();
      expect(await page.getByRole("button", { name: /Delete|Send the invitation|Assign/ }).count()).toBe(0);
      await expectNoProblems(watched);
    }));

  test("the admin deletes the client, confirming with the email; the client can no longer sign in", () =>
    withPage(app.browser.context, "clients-admin-delete", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.admin);
      await page.getByRole("radio", { name: "All clients" }).check();
      const table = page.getByRole("table", { name: "Clients" });
      await table.getByRole("button", { name: `Delete, ${NAME}` }).click();
      const confirm = page.getByRole("form", { name: `Delete ${NAME}?` });
      const field = confirm.getByLabel(`Type the client's email, ${CLIENT.email}, to confirm`);
      // Keyboard only: the confirmation takes the focus, Enter deletes once the email is complete.
      await expect
        .poll(() => field.evaluate((element) => element === element.ownerDocument.activeElement))
        .toBe(true);
      await page.keyboard.type("maria.gonzalez@example.or");
      expect(await confirm.getByRole("button", { name: "Delete for good" }).isDisabled()).toBe(true);
      await page.keyboard.type("g");
      await screenshot(page, "clients-delete-confirm");
      await page.keyboard.press("Enter");
      await table.getByRole("link", { name: NAME }).waitFor({ state: "detached" });
      await expectNoProblems(watched);
    }));

  test("the deleted client's email and password no longer sign in", () =>
    withPage(app.browser.context, "clients-deleted-sign-in", async (watched) => {
      const { page } = watched;
      await page.goto(`${app.server.baseUrl}/app`);
      await page.getByLabel("Email", { exact: true }).fill(CLIENT.email);
      await page.getByLabel("Password", { exact: true }).fill(CLIENT.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").waitFor();
      expect(watched.pageErrors).toEqual([]);
    }));
});
