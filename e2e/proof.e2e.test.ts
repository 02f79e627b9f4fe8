/**
 * Proof in a real browser against the real server (issue 9): the demo client uploads a document and
 * downloads its certificate; signed out, anyone opens /verify from the footer and drops the same file
 * (recorded, with the time) and a copy with one byte changed (not recorded); and the offline verifier
 * `npx avow-verify` passes on the file with the downloaded certificate and fails on the changed copy.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pdfWith } from "../server/test/support/documents.ts";
import { hasChromium, screenshot, withPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { DEMO, signIn } from "./support/sign-in.ts";

const FILE_NAME = "tenancy agreement.pdf";

describe.skipIf(!hasChromium)("proof in the browser", () => {
  const app = useAppInBrowser();
  let dir = "";
  const original = pdfWith(`Tenancy agreement signed on ${new Date().toISOString()}.`);
  const changed = Buffer.from(original);
  // One byte of the text changes: a different file to the log, however alike it looks.
  changed[changed.indexOf("Tenancy")] = "t".charCodeAt(0);

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-e2e-proof-"));
    fs.writeFileSync(path.join(dir, FILE_NAME), original);
    fs.mkdirSync(path.join(dir, "changed"));
    fs.writeFileSync(path.join(dir, "changed", FILE_NAME), changed);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("upload, certificate, /verify signed out with the file and a changed copy, and avow-verify offline", () =>
    withPage(app.browser.context, "proof", async ({ page }) => {
      await signIn(page, app.server.baseUrl, DEMO.client);
      await page.getByLabel("Category", { exact: true }).selectOption({ label: "Evidence" });
      await page.getByLabel("Choose files").setInputFiles(path.join(dir, FILE_NAME));
      const uploads = page.getByRole("list", { name: "Uploads" });
      await uploads.getByRole("listitem").filter({ hasText: FILE_NAME }).getByText("Stored").waitFor();

      // The certificate, as JSON, from the document's row. The log signs within a moment of the upload:
      // a click before it did answers "being made", and a second click gets it.
      const row = page
        .getByRole("table", { name: "Documents" })
        .getByRole("row")
        .filter({ hasText: FILE_NAME });
      const certificateLink = row.getByRole("button", { name: `Certificate (JSON), ${FILE_NAME}` });
      let certificatePath = "";
      for (let attempt = 0; attempt < 5 && !certificatePath; attempt++) {
        const download = page.waitForEvent("download", { timeout: 5_000 }).catch(() => null);
        await certificateLink.click();
        const done = await download;
        if (done) {
          certificatePath = path.join(dir, done.suggestedFilename());
          await done.saveAs(certificatePath);
        } else {
          await page.waitForTimeout(1_000);
        }
      }
      expect(certificatePath).not.toBe("");
      const certificate = JSON.parse(fs.readFileSync(certificatePath, "utf8")) as {
        entry: { sha256: string; recordedAt: string };
        verifyUrl: string;
      };
      expect(certificate.verifyUrl).toMatch(/\/verify$/);

      // Signed out: the home page's Sign out, then /verify from the footer.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Sign in" }).waitFor();
      await page.getByRole("contentinfo").getByRole("link", { name: "Verify a document" }).click();
      await page.getByRole("heading", { level: 1, name: "Verify a document" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/verify");

      await page.getByLabel("Choose a file").setInputFiles(path.join(dir, FILE_NAME));
      const recorded = page.getByRole("heading", { name: "Recorded by Avow" });
      await recorded.waitFor();
      await page.getByText(certificate.entry.sha256).first().waitFor();
      const status = page.getByRole("status");
      expect(await status.textContent()).toMatch(/Recorded by Avow on .+\. The proof holds\./);
      await screenshot(page, "verify-recorded");

      await page.getByLabel("Choose a file").setInputFiles(path.join(dir, "changed", FILE_NAME));
      await page.getByRole("heading", { name: "Not recorded" }).waitFor();
      expect(await recorded.count()).toBe(0);
      await screenshot(page, "verify-not-recorded");

      // Offline: the package's own verifier, as `npx avow-verify FILE CERTIFICATE.json` runs it.
      const verify = (file: string) =>
        spawnSync(process.execPath, ["bin/avow-verify.ts", file, certificatePath], { encoding: "utf8" });
      const good = verify(path.join(dir, FILE_NAME));
      expect(good.status, good.stdout + good.stderr).toBe(0);
      expect(good.stdout).toContain("VERIFIED");
      const bad = verify(path.join(dir, "changed", FILE_NAME));
      expect(bad.status, bad.stdout + bad.stderr).toBe(1);
      expect(bad.stdout).toContain("NOT VERIFIED");
    }));
});
