/**
 * Linking a Facebook profile in a real browser, through a real OAuth 2.0 / OpenID Connect provider on
 * 127.0.0.1 (the one the server tests use): the demo client clicks "Link my Facebook profile", logs in and
 * consents on the provider's own pages, comes back through /callbacks (no header or footer) to their home,
 * which shows the linked profile; the practitioner then sees it on the client's page, and
 * `GET /api/account/facebook/me` answers it.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LinkedProfile } from "../contracts/schema/facebook.ts";
import { startOAuthProvider, type TestOAuthProvider } from "../server/test/support/oauth-provider.ts";
import { hasChromium, launchBrowser, screenshot, withPage, type TestBrowser } from "./support/browser.ts";
import { startServer, type TestServer } from "./support/server.ts";
import { DEMO, signIn } from "./support/sign-in.ts";

const SAM_ON_FACEBOOK = {
  login: "sam.taylor.1001",
  name: "Sam Taylor (Facebook)",
  profile: "https://social.example/sam.taylor",
};
const DEMO_CLIENT_UUID = "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a24";

/** A port nobody listens on now, for a server whose public URL (and so its redirect URI) must be known first. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe.skipIf(!hasChromium)("linking a Facebook profile in the browser", () => {
  let provider: TestOAuthProvider;
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    provider = await startOAuthProvider({
      clientId: "avow-e2e",
      clientSecret: "avow-e2e-secret-0123456789",
      redirectUri: `${publicUrl}/callbacks`,
      people: [SAM_ON_FACEBOOK],
    });
    server = await startServer({
      env: {
        PORT: String(port),
        AVOW_PUBLIC_URL: publicUrl,
        ...provider.env,
        AVOW_FACEBOOK_CLIENT_ID: "avow-e2e",
        AVOW_FACEBOOK_CLIENT_SECRET: "avow-e2e-secret-0123456789",
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  test("the client links their profile through the provider's pages and comes back home", () =>
    withPage(browser.context, "facebook-link", async ({ page }) => {
      await signIn(page, server.baseUrl, DEMO.client);
      const section = page.getByRole("region", { name: "Facebook profile" });
      await section.getByRole("button", { name: "Link my Facebook profile" }).click();

      // The provider's own login page, then its consent page.
      await page.waitForURL(
        (url) => url.origin === provider.issuer && url.pathname.startsWith("/interaction/"),
      );
      await page.locator('input[name="login"]').fill(SAM_ON_FACEBOOK.login);
      await page.locator('input[name="password"]').fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();
      await page.getByRole("button", { name: "Continue" }).click();

      // Back through /callbacks, which shows neither header nor footer, to where the client started.
      await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === "/callbacks");
      expect(await page.getByRole("banner").count()).toBe(0);
      expect(await page.getByRole("contentinfo").count()).toBe(0);
      await page.waitForURL(`${server.baseUrl}/app`);
      await section.getByText(SAM_ON_FACEBOOK.name).waitFor();
      const link = section.getByRole("link", { name: SAM_ON_FACEBOOK.profile });
      expect(await link.getAttribute("href")).toBe(SAM_ON_FACEBOOK.profile);
      expect(await section.getByRole("button", { name: "Link my Facebook profile" }).count()).toBe(0);
      await section.getByRole("button", { name: "Unlink" }).waitFor();
      await screenshot(page, "facebook-linked");
    }));

  test("the practitioner sees the profile on the client's page, and facebook/me answers it", () =>
    withPage(browser.context, "facebook-practitioner", async ({ page }) => {
      await signIn(page, server.baseUrl, DEMO.practitioner);
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      const section = page.getByRole("region", { name: "Facebook profile" });
      await section.getByText(SAM_ON_FACEBOOK.name).waitFor();
      expect(await section.getByRole("button").count()).toBe(0);

      const token = String(await page.evaluate("window.sessionStorage.getItem('auth-token')"));
      const answer = await fetch(
        `${server.baseUrl}/api/account/facebook/me?accountUuid=${DEMO_CLIENT_UUID}`,
        {
          headers: { "x-api-key": "avow-dev", authorization: `Bearer ${token}` },
        },
      );
      expect(answer.status).toBe(200);
      const profile = (await answer.json()) as LinkedProfile;
      expect(profile).toMatchObject({
        providerId: SAM_ON_FACEBOOK.login,
        name: SAM_ON_FACEBOOK.name,
        profileUrl: SAM_ON_FACEBOOK.profile,
      });
      expect(Date.parse(profile.linkedAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    }));

  test("a refusal at the provider is explained on /callbacks, with a way back", () =>
    withPage(browser.context, "facebook-denied", async ({ page }) => {
      await signIn(page, server.baseUrl, DEMO.client);
      const section = page.getByRole("region", { name: "Facebook profile" });
      // Linked by the first test: unlink, then start again and cancel at the provider.
      await section.getByRole("button", { name: "Unlink" }).click();
      // The provider remembers the person's sign-in and consent: forget them, so its pages show again.
      await page.context().clearCookies({ name: /^_(session|interaction)/ });
      await section.getByRole("button", { name: "Link my Facebook profile" }).click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await page.getByRole("link", { name: "[ Cancel ]" }).click();
      await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === "/callbacks");
      await page.getByRole("alert").getByText("You did not allow Avow to see your profile").waitFor();
      await page.getByRole("link", { name: "Back to your account" }).click();
      await section.getByRole("button", { name: "Link my Facebook profile" }).waitFor();
    }));
});
