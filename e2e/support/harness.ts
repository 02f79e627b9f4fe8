import { afterAll, beforeAll } from "vitest";
import { launchBrowser, type TestBrowser } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

export interface Harness {
  server: TestServer;
  browser: TestBrowser;
}

/** The built app on a real server and a headless Chromium, started once for the enclosing describe. */
export const useAppInBrowser = (): Harness => {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startServer();
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
  });
  return harness;
};
