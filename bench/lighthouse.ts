/**
 * Lighthouse (mobile profile) on the home and sign-in pages of the production build served by the real
 * server, in Debian's Chromium: performance, accessibility, best practices and SEO scores. Then the gzip
 * size of the JavaScript the home page loads first (bench/bundle-size.ts). Needs `npm run build` first.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Lighthouse needs Chromium at ${CHROMIUM} (apt-get install chromium).`);
  process.exit(1);
}

const server = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "avow-lighthouse-"));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  userDataDir: profile,
  chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)),
});

const rows: Record<string, Record<string, number | string>> = {};
try {
  for (const [name, pathname] of [
    ["home", "/"],
    ["sign-in", "/login"],
  ] as const) {
    const result = await lighthouse(`${server.baseUrl}${pathname}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const audits = result?.lhr.audits ?? {};
    rows[name] = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "FCP ms": Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
      "LCP ms": Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    };
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
console.table(rows);
console.log("(Lighthouse mobile profile: simulated slow 4G and a 4x slower CPU.)");
spawnSync(process.execPath, ["bench/bundle-size.ts"], { stdio: "inherit" });
