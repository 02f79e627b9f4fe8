import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/mail/mailer.ts";
import { startSmtpSink, type SmtpSink } from "./mail/smtp-sink.ts";
import { createOrganisation, createPractice, signedInAccount } from "./support/accounts.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { filesUnder, multipart, PNG_1X1, pdfWith, tempDataDir, uploadFile } from "./support/documents.ts";
import { createTestApp, signedInRequest, type HttpMethod, type TestApp } from "./support/test-app.ts";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const LIMIT = 64 * 1024;

describe.each(testDatabaseKinds())("documents on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let dataDir: string;

  const request = (method: HttpMethod, url: string, token: string | null, payload?: unknown) =>
    signedInRequest(t.app, method, url, token, payload);
  /** A multipart body as it is, the category wherever the test puts it. */
  const post = (token: string | null, accountUuid: string, body: ReturnType<typeof multipart>) =>
    signedInRequest(t.app, "POST", `/api/account/${accountUuid}/doc/`, token, body.payload, {
      "content-type": body.contentType,
    });
  const upload = (
    token: string | null,
    accountUuid: string,
    file: { name?: string; content: Buffer; type?: string },
    category: string | null = "evidence",
  ) =>
    uploadFile(t.app, token, accountUuid, {
      category,
      fileName: file.name ?? "file.bin",
      content: file.content,
      type: file.type ?? "application/pdf",
    });
  const list = async (token: string, accountUuid: string) => {
    const res = await request("GET", `/api/account/${accountUuid}/doc`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Array<Record<string, unknown>> }).items;
  };
  const objects = () => filesUnder(path.join(dataDir, "documents", "objects"));
  const temps = () => filesUnder(path.join(dataDir, "documents", "tmp"));

  /** An organisation with a practitioner (Priya, Spanish), a reviewer, an admin and a client assigned to Priya. */
  const practice = (practitionerLanguage = "es") =>
    createPractice(t.db, {
      practitioner: { firstName: "Priya", lastName: "Shah", language: practitionerLanguage },
      client: { firstName: "José", lastName: "Álvarez" },
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = tempDataDir();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: "Avow <no-reply@avow.test>",
      outboxDir: "/nonexistent",
      log: () => undefined,
    });
    t = await createTestApp(kind, { dataDir, maxUploadBytes: LIMIT }, { mailer });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores an upload content-addressed, answers 201 with the document, and lists it", async () => {
    const { client, practitioner } = await practice();
    const pdf = pdfWith("Hello");
    const res = await upload(
      practitioner.token,
      client.uuid,
      { name: "informe médico.pdf", content: pdf },
      "medical",
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accountUuid: client.uuid,
      fileName: "informe médico.pdf",
      category: "medical",
      size: pdf.length,
      contentType: "application/pdf",
      sha256: sha256(pdf),
      uploadedBy: { uuid: practitioner.uuid, firstName: "Priya", lastName: "Shah" },
      uploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      origin: "upload",
      extractionStatus: "pending",
      extractionFailure: null,
      version: 1,
      previousVersionUuid: null,
      seriesUuid: doc.uuid,
    });
    const stored = path.join(dataDir, "documents", "objects", doc.sha256.slice(0, 2), doc.sha256);
    expect(sha256(fs.readFileSync(stored))).toBe(doc.sha256);
    await t.app.backgroundSettled();
    expect(await list(client.token, client.uuid)).toEqual([{ ...doc, extractionStatus: "done" }]);
    expect(temps()).toEqual([]);
  });

  it("answers 413 for a file over the limit and keeps nothing of it", async () => {
    const { client } = await practice();
    const before = objects();
    const res = await upload(client.token, client.uuid, { content: Buffer.alloc(LIMIT + 1, "a") }, "other");
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error).toBe("payload_too_large");
    expect(objects()).toEqual(before);
    expect(temps()).toEqual([]);
    expect(await list(client.token, client.uuid)).toEqual([]);
    // Exactly at the limit is fine.
    const atLimit = await upload(client.token, client.uuid, { content: Buffer.alloc(LIMIT, "a") }, "other");
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it("tells types by their bytes: HTML named .pdf is 415, text named .pdf is text", async () => {
    const { client } = await practice();
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    const disguised = await upload(client.token, client.uuid, { name: "statement.pdf", content: html });
    expect(disguised.statusCode, disguised.body).toBe(415);
    expect(disguised.json().error).toBe("unsupported_media_type");
    for (const content of [
      Buffer.from("  <p>hello</p>"),
      Buffer.from("<?xml version='1.0'?><svg/>"),
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1]),
      Buffer.from([0xc3, 0x28, 0x41]),
      Buffer.from("PK\x03\x04not a zip"),
    ]) {
      expect((await upload(client.token, client.uuid, { content })).statusCode).toBe(415);
    }
    const text = await upload(client.token, client.uuid, {
      name: "notes.pdf",
      content: Buffer.from("Olá, é verdade."),
    });
    expect(text.statusCode).toBe(201);
    expect(text.json().contentType).toBe("text/plain; charset=utf-8");
    const png = await upload(client.token, client.uuid, {
      name: "photo",
      content: PNG_1X1,
      type: "text/html",
    });
    expect(png.json()).toMatchObject({ contentType: "image/png", extractionStatus: "none" });
    expect(temps()).toEqual([]);
  });

  it("refuses a missing or unknown category, and a missing file, with 400", async () => {
    const { client } = await practice();
    const unknown = await upload(client.token, client.uuid, { content: pdfWith("x") }, "diary");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: "invalid_request",
      message: expect.stringContaining("category"),
    });
    expect((await upload(client.token, client.uuid, { content: pdfWith("x") }, null)).statusCode).toBe(400);
    // The category after the file is read just the same.
    const after = multipart([
      { name: "file", fileName: "a.pdf", content: pdfWith("x") },
      { name: "category", value: "nonsense" },
    ]);
    const late = await post(client.token, client.uuid, after);
    expect(late.statusCode).toBe(400);
    const noFile = multipart([{ name: "category", value: "other" }]);
    const none = await post(client.token, client.uuid, noFile);
    expect(none.statusCode).toBe(400);
    const json = await request("POST", `/api/account/${client.uuid}/doc/`, client.token, {
      category: "other",
    });
    expect(json.statusCode).toBe(415);
    expect(temps()).toEqual([]);
    expect(await list(client.token, client.uuid)).toEqual([]);
  });

  it("answers 404 for another organisation's account or document, and 403 to a reviewer's writes", async () => {
    const mine = await practice();
    const theirs = await practice();
    const pdf = pdfWith("secret");
    const theirDoc = (await upload(theirs.client.token, theirs.client.uuid, { content: pdf })).json();
    expect((await upload(mine.practitioner.token, theirs.client.uuid, { content: pdf })).statusCode).toBe(
      404,
    );
    expect(
      (await request("GET", `/api/account/${theirs.client.uuid}/doc`, mine.admin.token)).statusCode,
    ).toBe(404);
    const file = `/api/account/${theirs.client.uuid}/doc/${theirDoc.uuid}/file`;
    expect((await request("GET", file, mine.reviewer.token)).statusCode).toBe(404);
    // Their document under my client's account: 404 as well.
    const crossed = `/api/account/${mine.client.uuid}/doc/${theirDoc.uuid}`;
    expect((await request("GET", `${crossed}/file`, mine.practitioner.token)).statusCode).toBe(404);
    expect((await request("DELETE", crossed, mine.admin.token)).statusCode).toBe(404);

    const reviewerUpload = await upload(mine.reviewer.token, mine.client.uuid, { content: pdf });
    expect(reviewerUpload.statusCode).toBe(403);
    expect(reviewerUpload.json().error).toBe("forbidden");
    const myDoc = (await upload(mine.client.token, mine.client.uuid, { content: pdf })).json();
    const mineUrl = `/api/account/${mine.client.uuid}/doc/${myDoc.uuid}`;
    expect((await request("DELETE", mineUrl, mine.reviewer.token)).statusCode).toBe(403);
    expect((await request("GET", `${mineUrl}/file`, mine.reviewer.token)).statusCode).toBe(200);
    expect((await list(mine.reviewer.token, mine.client.uuid)).map((d) => d.uuid)).toEqual([myDoc.uuid]);
  });

  it("keeps one stored file for the same bytes uploaded twice, and removes it with the last document", async () => {
    const { client, practitioner } = await practice();
    const pdf = pdfWith(`twice ${Date.now()}`);
    const object = path.join(sha256(pdf).slice(0, 2), sha256(pdf));
    const first = (await upload(client.token, client.uuid, { name: "a.pdf", content: pdf })).json();
    const second = (
      await upload(practitioner.token, client.uuid, { name: "b.pdf", content: pdf }, "legal")
    ).json();
    expect(second.sha256).toBe(first.sha256);
    expect(second.uuid).not.toBe(first.uuid);
    expect((await list(client.token, client.uuid)).map((d) => d.uuid)).toEqual([second.uuid, first.uuid]);
    expect(objects().filter((name) => name === object)).toHaveLength(1);

    const del = await request("DELETE", `/api/account/${client.uuid}/doc/${first.uuid}`, client.token);
    expect(del.statusCode, del.body).toBe(204);
    expect(objects()).toContain(object);
    expect((await list(client.token, client.uuid)).map((d) => d.uuid)).toEqual([second.uuid]);
    const again = await request("DELETE", `/api/account/${client.uuid}/doc/${first.uuid}`, client.token);
    expect(again.statusCode).toBe(404);

    expect(
      (await request("DELETE", `/api/account/${client.uuid}/doc/${second.uuid}`, practitioner.token))
        .statusCode,
    ).toBe(204);
    expect(objects()).not.toContain(object);
    expect(await list(client.token, client.uuid)).toEqual([]);
  });

  it("downloads the stored bytes with a safe attachment disposition and the stored type", async () => {
    const { client, practitioner } = await practice();
    const text = Buffer.from("Déclaration: rien à signaler.\n");
    const doc = (
      await upload(client.token, client.uuid, {
        // As a browser sends it: a folder part, curly quotes, a right-to-left override.
        name: "../../déclaration “finale”\u202e.txt",
        content: text,
        type: "text/html",
      })
    ).json();
    expect(doc.fileName).toBe("déclaration “finale”.txt");
    const res = await request("GET", `/api/account/${client.uuid}/doc/${doc.uuid}/file`, practitioner.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(text)).toBe(true);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["content-length"]).toBe(String(text.length));
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="declaration _finale_.txt"; filename*=UTF-8''d%C3%A9claration%20%E2%80%9Cfinale%E2%80%9D.txt`,
    );
    expect(res.headers["repr-digest"]).toBe(`sha-256=:${Buffer.from(doc.sha256, "hex").toString("base64")}:`);
  });

  it("saves statements as text documents; an edit is a new version and the old one stays", async () => {
    const { client, practitioner } = await practice();
    const url = `/api/account/${client.uuid}/statements`;
    const first = await request("POST", url, client.token, {
      title: " What happened ",
      text: "On 3 May I was at home.",
    });
    expect(first.statusCode, first.body).toBe(201);
    const v1 = first.json();
    expect(v1).toMatchObject({
      fileName: "What happened.txt",
      category: "statement",
      contentType: "text/plain; charset=utf-8",
      origin: "written",
      sha256: sha256("On 3 May I was at home."),
      version: 1,
      previousVersionUuid: null,
      seriesUuid: v1.uuid,
    });
    const v2 = (
      await request("POST", url, practitioner.token, {
        title: "What happened",
        text: "On 3 May I was at home, with my sister.",
        replaces: v1.uuid,
      })
    ).json();
    expect(v2).toMatchObject({ version: 2, previousVersionUuid: v1.uuid, seriesUuid: v1.uuid });
    // Editing v1 again would fork the statement: someone already saved v2.
    const stale = await request("POST", url, client.token, { title: "x", text: "y", replaces: v1.uuid });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe("statement_superseded");
    const v3 = (
      await request("POST", url, client.token, { title: "x", text: "y", replaces: v2.uuid })
    ).json();
    expect(v3).toMatchObject({ version: 3, previousVersionUuid: v2.uuid, seriesUuid: v1.uuid });
    expect((await list(client.token, client.uuid)).map((d) => [d.uuid, d.version])).toEqual([
      [v3.uuid, 3],
      [v2.uuid, 2],
      [v1.uuid, 1],
    ]);
    // The first version's bytes are untouched.
    const body = await request("GET", `/api/account/${client.uuid}/doc/${v1.uuid}/file`, client.token);
    expect(body.body).toBe("On 3 May I was at home.");

    const upload1 = (await upload(client.token, client.uuid, { content: pdfWith("x") }, "statement")).json();
    const notWritten = await request("POST", url, client.token, {
      title: "x",
      text: "y",
      replaces: upload1.uuid,
    });
    expect(notWritten.statusCode).toBe(400);
    expect((await request("POST", url, client.token, { title: "", text: "y" })).statusCode).toBe(400);
    expect((await request("POST", url, client.token, { title: "t", text: "a\u0000b" })).statusCode).toBe(400);
  });

  it("records upload-complete, shows it on the summary and emails the practitioner in their language", async () => {
    const { client, practitioner } = await practice("de");
    await upload(client.token, client.uuid, { content: pdfWith("one") }, "identity");
    await upload(client.token, client.uuid, { content: PNG_1X1 }, "identity");
    await request("POST", `/api/account/${client.uuid}/statements`, client.token, {
      title: "t",
      text: "text",
    });
    const res = await request("POST", "/api/account/me/upload-complete", client.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ uploadsCompletedAt: expect.any(String), practitionerNotified: true });
    const mail: ParsedMail = await sink.waitForMessage((m) =>
      JSON.stringify(m.to).includes(practitioner.email),
    );
    expect(mail.subject).toBe("José Álvarez hat das Hochladen von Dokumenten abgeschlossen");
    expect(mail.text).toContain("Hallo Priya,");
    expect(mail.text).toContain("3 Dokumente");
    const summary = (await request("GET", `/api/account/${client.uuid}/summary`, practitioner.token)).json();
    expect(summary.uploadsCompletedAt).toBe(res.json().uploadsCompletedAt);
    expect(summary.documentsByCategory).toEqual({ identity: 2, statement: 1 });
  });

  it("records upload-complete without email when nobody is assigned; professionals may not call it", async () => {
    const org = await createOrganisation(t.db);
    const alone = await signedInAccount(t.db, org, "ROLE_USER");
    const before = sink.messages.length;
    const res = await request("POST", "/api/account/me/upload-complete", alone.token);
    expect(res.json()).toMatchObject({ practitionerNotified: false });
    await t.app.backgroundSettled();
    expect(sink.messages.length).toBe(before);
    for (const role of ["ROLE_PRACTITIONER", "ROLE_REVIEWER", "ROLE_ADMIN"] as const) {
      const pro = await signedInAccount(t.db, org, role);
      const refused = await request("POST", "/api/account/me/upload-complete", pro.token);
      expect(refused.statusCode).toBe(403);
    }
    expect((await request("POST", "/api/account/me/upload-complete", null)).statusCode).toBe(401);
  });

  it("deletes an account's documents and their files with the account, keeping files others share", async () => {
    const { client, admin } = await practice();
    const shared = pdfWith(`shared ${Date.now()}`);
    const own = pdfWith(`own ${Date.now()}`);
    await upload(client.token, client.uuid, { content: shared });
    await upload(client.token, client.uuid, { content: own });
    // The same bytes in another organisation's account.
    const otherClient = await signedInAccount(t.db, await createOrganisation(t.db), "ROLE_USER");
    await upload(otherClient.token, otherClient.uuid, { content: shared });
    await t.app.backgroundSettled();
    const res = await request("DELETE", `/api/account/${client.uuid}`, admin.token);
    expect(res.statusCode, res.body).toBe(204);
    const names = objects().map((name) => path.basename(name));
    expect(names).toContain(sha256(shared));
    expect(names).not.toContain(sha256(own));
    const rows = await t.db
      .selectFrom("documents")
      .select("uuid")
      .where("account_uuid", "=", client.uuid)
      .execute();
    expect(rows).toEqual([]);
    const texts = await t.db.selectFrom("document_texts").select("document_uuid").execute();
    const left = await t.db.selectFrom("documents").select("uuid").execute();
    expect(texts.every((text) => left.some((doc) => doc.uuid === text.document_uuid))).toBe(true);
  });

  it("keeps a document whose uploader's account was deleted, without an uploader", async () => {
    const { client, admin, practitioner } = await practice();
    const doc = (await upload(practitioner.token, client.uuid, { content: pdfWith("kept") })).json();
    expect((await request("DELETE", `/api/account/${practitioner.uuid}`, admin.token)).statusCode).toBe(204);
    expect((await list(client.token, client.uuid))[0]).toMatchObject({ uuid: doc.uuid, uploadedBy: null });
  });

  it("lets a client use `me` for their own account", async () => {
    const { client } = await practice();
    const res = await upload(client.token, "me", { content: pdfWith("me") });
    expect(res.statusCode, res.body).toBe(201);
    expect((await list(client.token, "me")).map((d) => d.uuid)).toEqual([res.json().uuid]);
  });
});
