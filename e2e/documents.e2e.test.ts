/**
 * Documents in a real browser against the real server: the demo client uploads three files at once, one of
 * them too large (refused before sending, with a clear message) while the other two are stored with their
 * progress at 100 %, sees each document's fingerprint, writes a statement (its draft surviving a reload)
 * and saves it as a document, and says they have finished uploading; the
 * practitioner then sees the documents with the same fingerprints, the text read from the PDF, and when the
 * client finished, and has the email about it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PNG_1X1, pdfWith } from "../server/test/support/documents.ts";
import { hasChromium, screenshot, withPage } from "./support/browser.ts";
import { useAppInBrowser } from "./support/harness.ts";
import { outboxLinks } from "./support/outbox.ts";
import { DEMO, signIn } from "./support/sign-in.ts";

const STATEMENT = "I was at home on the evening of 3 March.\nMy neighbour, José Núñez, saw me there at nine.";
const fingerprint = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const short = (sha256: string) => sha256.slice(0, 12).replace(/(.{4})(?=.)/g, "$1 ");

describe.skipIf(!hasChromium)("documents in the browser", () => {
  const app = useAppInBrowser();
  let dir = "";
  const pdf = pdfWith("I was at home on the evening of 3 March.");
  const png = PNG_1X1;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-e2e-docs-"));
    fs.writeFileSync(path.join(dir, "letter to the court.pdf"), pdf);
    fs.writeFileSync(path.join(dir, "photo.png"), png);
    // Just over the 50 MiB limit: refused in the browser, never sent.
    const huge = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
    pdf.copy(huge);
    fs.writeFileSync(path.join(dir, "recording.pdf"), huge);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a client uploads three files at once, one too large, and says they have finished", () =>
    withPage(app.browser.context, "documents-client", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.client);
      const files = page.getByLabel("Choose files");
      expect(await files.isDisabled()).toBe(true);
      await page.getByLabel("Category", { exact: true }).selectOption({ label: "Evidence" });
      await files.setInputFiles(
        ["letter to the court.pdf", "photo.png", "recording.pdf"].map((name) => path.join(dir, name)),
      );
      const uploads = page.getByRole("list", { name: "Uploads" });
      await uploads
        .getByRole("listitem")
        .filter({ hasText: "recording.pdf" })
        .getByText("This file is larger than 52.4 MB: it was not sent.")
        .waitFor();
      for (const name of ["letter to the court.pdf", "photo.png"]) {
        const row = uploads.getByRole("listitem").filter({ hasText: name });
        await row.getByText("Stored").waitFor();
        const progress = row.getByRole("progressbar", { name: `Upload of ${name}` });
        expect(await progress.getAttribute("value")).toBe("100");
        expect(await progress.getAttribute("aria-valuetext")).toMatch(/ \(100 %\)$/);
      }
      await screenshot(page, "documents-uploads");

      const table = page.getByRole("table", { name: "Documents" });
      const letter = table.getByRole("row").filter({ hasText: "letter to the court.pdf" });
      await letter.getByText(short(fingerprint(pdf))).waitFor();
      await table
        .getByRole("row")
        .filter({ hasText: "photo.png" })
        .getByText(short(fingerprint(png)))
        .waitFor();
      expect(await table.getByRole("row").filter({ hasText: "recording.pdf" }).count()).toBe(0);
      // The PDF's text is read in the background; the list follows it.
      await letter.getByText("Text read").waitFor();

      // A statement written in Avow: the draft survives a reload, then it is saved as a text document.
      await page.getByRole("button", { name: "Write a statement" }).click();
      await page.getByLabel("Title", { exact: true }).fill("What happened on 3 March");
      await page.getByLabel("Statement", { exact: true }).fill(STATEMENT);
      await page.getByText(/^Draft saved in this browser at /).waitFor();
      await page.reload();
      await page.getByRole("button", { name: "Write a statement" }).click();
      await page.getByText(/^Draft restored from this browser/).waitFor();
      expect(await page.getByLabel("Statement", { exact: true }).inputValue()).toBe(STATEMENT);
      await page.getByRole("button", { name: "Save statement" }).click();
      await page.getByText("“What happened on 3 March” was saved as version 1.").waitFor();
      const statement = table.getByRole("row").filter({ hasText: "What happened on 3 March.txt" });
      await statement.getByText(short(fingerprint(Buffer.from(STATEMENT, "utf8")))).waitFor();
      await screenshot(page, "documents-statement");

      await page.getByRole("button", { name: "I have finished uploading" }).click();
      await page
        .getByText("Thank you. Your practitioner has been told that you have finished uploading.")
        .waitFor();
      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
      expect(await watched.cspViolations()).toEqual([]);
    }));

  test("the practitioner sees the documents, their fingerprints and when the client finished", () =>
    withPage(app.browser.context, "documents-practitioner", async (watched) => {
      const { page } = watched;
      await signIn(page, app.server.baseUrl, DEMO.practitioner);
      await page.getByRole("table", { name: "Clients" }).getByRole("link", { name: "Sam Taylor" }).click();
      await page.getByRole("heading", { level: 1, name: "Sam Taylor" }).waitFor();
      const details = page.getByLabel("Details");
      await details.getByText("Evidence: 2").waitFor();
      await details.getByText("Statements: 1").waitFor();
      expect(await details.getByText("Not yet").count()).toBe(0);
      const table = page.getByRole("table", { name: "Documents" });
      await table
        .getByRole("row")
        .filter({ hasText: "letter to the court.pdf" })
        .getByText(short(fingerprint(pdf)))
        .waitFor();
      await table
        .getByRole("row")
        .filter({ hasText: "photo.png" })
        .getByText(short(fingerprint(png)))
        .waitFor();
      await table
        .getByRole("row")
        .filter({ hasText: "photo.png" })
        .getByText("No text (image or sound)")
        .waitFor();
      // The full fingerprint is one click away, on the clipboard.
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await table.getByRole("button", { name: "Copy, letter to the court.pdf" }).click();
      expect(await page.evaluate("navigator.clipboard.readText()")).toBe(fingerprint(pdf));
      await screenshot(page, "documents-practitioner");

      const emails = await outboxLinks(app.server.dataDir, "/app", "practitioner@demo.avow.test");
      expect(emails.length).toBeGreaterThan(0);
      expect(watched.pageErrors).toEqual([]);
    }));
});
