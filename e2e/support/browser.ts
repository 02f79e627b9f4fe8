/**
 * Headless Chromium for the browser tests, driven by playwright-core. The browser is Debian's
 * (`apt-get install -y chromium` gives /usr/bin/chromium): Playwright's own browser download does not work
 * on the machines this project is built on, so nothing here downloads a browser.
 *
 * Without Chromium the browser tests are skipped with a warning on a developer's machine, and fail under CI
 * (env CI set), where skipping would hide that they never ran.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type ConsoleMessage, type Locator, type Page } from "playwright-core";

/** Screenshots and failure reports (git-ignored). */
export const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../artifacts");

/** How long a single wait in a page may take: well under the 60 s test timeout, so a failure says what it waited for. */
const PAGE_TIMEOUT_MS = 15_000;

/** CHROMIUM_PATH overrides the Debian location (e.g. a Chromium or Chrome installed elsewhere). */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const INSTALL_HINT =
  "Install it with `sudo apt-get install -y chromium` (or point CHROMIUM_PATH at a Chromium binary).";

const findChromium = (): boolean => {
  if (fs.existsSync(chromiumPath)) return true;
  if (process.env.CI && !/^(0|false)$/i.test(process.env.CI)) {
    throw new Error(
      `The browser tests must run under CI, but Chromium is missing at ${chromiumPath}. ${INSTALL_HINT}`,
    );
  }
  console.warn(`\n⚠ Skipping the browser tests: Chromium is missing at ${chromiumPath}. ${INSTALL_HINT}\n`);
  return false;
};

/** Whether the browser tests can run here; use with `describe.skipIf(!hasChromium)`. */
export const hasChromium: boolean = findChromium();

/** Headless, sandbox off (root in CI), and quiet: no calls home on this closed network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface TestBrowser {
  readonly context: BrowserContext;
  /** Closes the browser and removes its profile folder. */
  readonly close: () => Promise<void>;
}

/** Starts Chromium with a fresh, throwaway profile. */
export const launchBrowser = async (): Promise<TestBrowser> => {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-e2e-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      locale: "en-GB",
      timeout: 60_000,
    });
    // Record CSP violations from the page itself, besides the console line Chromium prints for each.
    await context.addInitScript(`
      window.__avowCspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__avowCspViolations.push(event.violatedDirective + " blocked " + (event.blockedURI || "inline") +
          " (" + (event.sourceFile || "") + ":" + event.lineNumber + ")");
      });
    `);
    return {
      context,
      close: async () => {
        await context.close().catch(() => undefined);
        fs.rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
};

/** A console error, with where Chromium says it came from (for failed loads: the URL). */
export interface ConsoleError {
  readonly text: string;
  readonly url: string;
}

export interface WatchedPage {
  readonly page: Page;
  /** Console messages of type error, in order (CSP violations and failed resource loads are among them). */
  readonly consoleErrors: ConsoleError[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  readonly pageErrors: string[];
  /** CSP violations the page reported through `securitypolicyviolation` events. */
  readonly cspViolations: () => Promise<string[]>;
}

/** Opens a new tab that records console errors, uncaught errors and CSP violations. */
export const openPage = async (context: BrowserContext): Promise<WatchedPage> => {
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const consoleErrors: ConsoleError[] = [];
  const pageErrors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") consoleErrors.push({ text: message.text(), url: message.location().url });
  });
  page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message));
  return {
    page,
    consoleErrors,
    pageErrors,
    cspViolations: async () => (await page.evaluate("window.__avowCspViolations ?? []")) as string[],
  };
};

/** Saves a full-page screenshot as e2e/artifacts/<name>.png. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
};

/**
 * After a failed test: a screenshot and a text report (address, visible text, errors) under
 * e2e/artifacts/failures/, so that a CI failure can be understood without re-running it.
 */
export const saveFailureArtifacts = async (watched: WatchedPage, name: string): Promise<void> => {
  const dir = path.join(artifactsDir, "failures");
  fs.mkdirSync(dir, { recursive: true });
  const { page } = watched;
  if (page.isClosed()) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => undefined);
  const text = await page
    .locator("body")
    .innerText({ timeout: 2_000 })
    .catch((error: unknown) => `(could not read the page: ${String(error)})`);
  const report = [
    `url: ${page.url()}`,
    `console errors: ${JSON.stringify(watched.consoleErrors, null, 2)}`,
    `page errors: ${JSON.stringify(watched.pageErrors, null, 2)}`,
    "visible text:",
    text,
  ].join("\n");
  fs.writeFileSync(path.join(dir, `${name}.txt`), report + "\n");
};

// The e2e tsconfig is Node's (no DOM lib); the browser globals the functions below send to the page are
// declared here, for this module only.
declare const document: {
  readonly documentElement: { readonly style: { getPropertyValue(name: string): string } };
};
declare function getComputedStyle(element: unknown): {
  readonly backgroundColor: string;
  getPropertyValue(name: string): string;
};

/** The value of a CSS custom property set on <html> by the app (its inline style). */
export const rootStyleProperty = (page: Page, name: string): Promise<string> =>
  page.evaluate((property) => document.documentElement.style.getPropertyValue(property).trim(), name);

/** The computed background colour of an element, as Chromium reports it: `rgb(r, g, b)`. */
export const backgroundColour = (locator: Locator): Promise<string> =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The computed value of a CSS custom property on an element. */
export const customProperty = (locator: Locator, name: string): Promise<string> =>
  // Runs in the page: the function must be self-contained.
  locator.evaluate((element, property) => getComputedStyle(element).getPropertyValue(property).trim(), name);

/** `#0b4f3c` → `rgb(11, 79, 60)`, the form getComputedStyle uses. */
export const hexToRgb = (hex: string): string => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/**
 * Runs `check` in a new watched tab; if it fails, saves failure artifacts named `name` before the error
 * goes on to the test runner. The tab is closed either way.
 */
export const withPage = async (
  context: BrowserContext,
  name: string,
  check: (watched: WatchedPage) => Promise<void>,
): Promise<void> => {
  const watched = await openPage(context);
  try {
    await check(watched);
  } catch (error) {
    await saveFailureArtifacts(watched, name);
    throw error;
  } finally {
    await watched.page.close().catch(() => undefined);
  }
};
