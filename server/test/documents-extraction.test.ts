import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { MAX_EXTRACTION_ATTEMPTS } from "../src/documents/extraction/extraction-queue.ts";
import { odtBodyText } from "../src/documents/extraction/odt-text.ts";
import { createOrganisation, signedInAccount } from "./support/accounts.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases.ts";
import { docxWith, odtWith, PNG_1X1, pdfWith, tempDataDir, uploadFile } from "./support/documents.ts";
import { apiHeaders, testConfig } from "./support/test-app.ts";

describe.each(testDatabaseKinds())("text extraction on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let client: { uuid: string; token: string };

  const start = async () => {
    const started = await buildApp({ db: database.db, config: testConfig({ dataDir }), logger: false });
    await started.ready();
    return started;
  };
  const upload = async (content: Buffer, fileName = "file") => {
    const res = await uploadFile(app, client.token, client.uuid, { category: "evidence", fileName, content });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { uuid: string; extractionStatus: string };
  };
  const state = async (uuid: string) => {
    const row = await database.db
      .selectFrom("documents")
      .leftJoin("document_texts", "document_texts.document_uuid", "documents.uuid")
      .select(["extraction_status", "extraction_failure", "text"])
      .where("uuid", "=", uuid)
      .executeTakeFirstOrThrow();
    return { status: row.extraction_status, failure: row.extraction_failure, text: row.text };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = tempDataDir();
    app = await start();
    const org = await createOrganisation(database.db);
    client = await signedInAccount(database.db, org, "ROLE_USER");
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("reads the text of a PDF, a DOCX, an ODT and a text file, accents included", async () => {
    const pdf = await upload(pdfWith("Café à São Paulo, 3 de maio"));
    const docx = await upload(await docxWith(["Primera línea", "Zweite Zeile: Größe"]));
    const odt = await upload(await odtWith(["Première ligne", "Deux  espaces & plus"]));
    const text = await upload(Buffer.from("\uFEFFPlain text, ñandú.\nSecond line."));
    expect([pdf, docx, odt, text].map((d) => d.extractionStatus)).toEqual([
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
    await app.backgroundSettled();
    expect(await state(pdf.uuid)).toEqual({
      status: "done",
      failure: null,
      text: "Café à São Paulo, 3 de maio",
    });
    expect(await state(docx.uuid)).toMatchObject({
      status: "done",
      text: "Primera línea\n\nZweite Zeile: Größe",
    });
    expect(await state(odt.uuid)).toMatchObject({
      status: "done",
      text: "Première ligne\nDeux  espaces & plus",
    });
    expect(await state(text.uuid)).toMatchObject({
      status: "done",
      text: "Plain text, ñandú.\nSecond line.",
    });
  });

  it("has nothing to read in images, and records failures without failing anything else", async () => {
    const png = await upload(PNG_1X1);
    expect(png.extractionStatus).toBe("none");
    const brokenPdf = await upload(Buffer.from("%PDF-1.7\nthis is not really a PDF at all\n"));
    // A Word document whose body is not XML.
    const zip = await JSZip.loadAsync(await docxWith(["x"]));
    zip.file("word/document.xml", "<w:document><w:body><unclosed");
    const brokenDocx = await upload(await zip.generateAsync({ type: "nodebuffer" }));
    await app.backgroundSettled();
    expect(await state(png.uuid)).toEqual({ status: "none", failure: null, text: null });
    expect(await state(brokenPdf.uuid)).toEqual({ status: "failed", failure: "unreadable", text: null });
    expect(await state(brokenDocx.uuid)).toEqual({ status: "failed", failure: "unreadable", text: null });
    const listed = await app.inject({
      method: "GET",
      url: `/api/account/${client.uuid}/doc`,
      headers: apiHeaders({ authorization: `Bearer ${client.token}` }),
    });
    const failed = (listed.json() as { items: Array<{ uuid: string }> }).items.find(
      (d) => d.uuid === brokenPdf.uuid,
    );
    expect(failed).toMatchObject({ extractionStatus: "failed", extractionFailure: "unreadable" });
  });

  it("resumes interrupted extractions and removes leftover temporary files at start-up", async () => {
    const doc = await upload(Buffer.from("Resumed after a crash."));
    await app.backgroundSettled();
    const tries = await upload(Buffer.from("This one crashed the server every time."));
    await app.backgroundSettled();
    await app.close();
    // As a crash would leave them: extraction pending, a half-written upload in the temporary folder.
    await database.db.deleteFrom("document_texts").execute();
    await database.db
      .updateTable("documents")
      .set({ extraction_status: "pending" })
      .where("uuid", "=", doc.uuid)
      .execute();
    await database.db
      .updateTable("documents")
      .set({ extraction_status: "pending", extraction_attempts: MAX_EXTRACTION_ATTEMPTS })
      .where("uuid", "=", tries.uuid)
      .execute();
    const tmp = path.join(dataDir, "documents", "tmp");
    fs.writeFileSync(path.join(tmp, "0123456789abcdef.part"), "half a file");
    app = await start();
    await app.backgroundSettled();
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(await state(doc.uuid)).toMatchObject({ status: "done", text: "Resumed after a crash." });
    expect(await state(tries.uuid)).toMatchObject({ status: "failed", failure: "unreadable" });
  });
});

describe("ODT body text", () => {
  it("keeps paragraphs, ODF spaces, tabs and line breaks and decodes entities; drops notes", () => {
    const xml =
      '<office:document-content><office:body><office:text><text:h>Title</text:h><text:p>a<text:s text:c="3"/>b<text:tab/>c' +
      "<text:line-break/>d &amp; &#233;&#x20AC;<text:note><text:note-body>note</text:note-body></text:note></text:p>" +
      "</office:text></office:body></office:document-content>";
    expect(odtBodyText(xml)).toBe("Title\na   b\tc\nd & é€");
  });
});
