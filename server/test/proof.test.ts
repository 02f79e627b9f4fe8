import { createHash, createPublicKey, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fromBase64 } from "../../contracts/proof/bytes.ts";
import { keyIdOf, treeHeadMessage } from "../../contracts/proof/log-format.ts";
import { verifyCertificate, verifyInclusionAnswer } from "../../contracts/proof/verify.ts";
import type { ContradictionReport } from "../../contracts/schema/contradictions.ts";
import type { ProofCertificate } from "../../contracts/schema/proof.ts";
import { PDFDocument } from "pdf-lib";
import { readCertificate } from "../../bin/certificate-file.ts";
import { buildApp } from "../src/app.ts";
import { insertDocument } from "../src/documents/document.repository.ts";
import type * as ProofRepository from "../src/proof/proof.repository.ts";
import { reportDigest } from "../src/proof/report-digest.ts";
import { createOrganisation, createPractice, signedInAccount } from "./support/accounts.ts";
import {
  detectContradictions,
  writeConflictingStatements,
  writeExtractedStatement,
} from "./support/contradictions.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { pdfWith, tempDataDir, uploadFile } from "./support/documents.ts";
import { addInvitation } from "./support/family-interviews.ts";
import { startLocalTsa } from "./support/local-tsa.ts";
import { isConsistent, isSignedBy, leavesOfReference, proofCalls, queuedCount } from "./support/proof.ts";
import {
  apiHeaders,
  createTestApp,
  manualClock,
  signedInRequest,
  type HttpMethod,
  type TestApp,
} from "./support/test-app.ts";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Runs once, right before the next look into the queue: the moment the sequencer may move an entry. */
const beforeQueueLookup = vi.hoisted(() => ({ once: null as (() => Promise<void>) | null }));
vi.mock("../src/proof/proof.repository.ts", async (importOriginal) => {
  const original = await importOriginal<typeof ProofRepository>();
  return {
    ...original,
    isReferenceQueued: async (...args: Parameters<typeof original.isReferenceQueued>) => {
      const meanwhile = beforeQueueLookup.once;
      beforeQueueLookup.once = null;
      await meanwhile?.();
      return original.isReferenceQueued(...args);
    },
  };
});

describe.each(testDatabaseKinds())("the proof log on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  // From now: the sessions the tests open expire an hour from the real time.
  const clock = manualClock(new Date());
  const calls = () => proofCalls(t.app);

  const request = (method: HttpMethod, url: string, token: string | null, payload?: unknown) =>
    signedInRequest(t.app, method, url, token, payload);

  /** Uploads a file and waits for the log to sign it; answers the document. */
  const upload = async (
    token: string,
    accountUuid: string,
    content: Buffer,
    options: { name?: string; category?: string } = {},
  ) => {
    const res = await uploadFile(t.app, token, accountUuid, {
      category: options.category ?? "evidence",
      fileName: options.name ?? "evidence.pdf",
      content,
      type: "application/pdf",
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.backgroundSettled();
    return res.json() as { uuid: string; sha256: string; uploadedAt: string; fileName: string; size: number };
  };

  const leafOf = async (reference: string) => {
    const leaves = await leavesOfReference(t.db, reference);
    expect(leaves).toHaveLength(1);
    return leaves[0] as (typeof leaves)[number];
  };

  const certificate = (token: string | null, accountUuid: string, documentUuid: string) =>
    request("GET", `/api/account/${accountUuid}/doc/${documentUuid}/certificate`, token);

  /** An organisation with a practitioner, a reviewer, an admin and a client assigned to the practitioner. */
  const practice = () => createPractice(t.db, { client: { firstName: "José", lastName: "Álvarez" } });

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { dataDir }, { clock: clock.now });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("signs the empty log's head at first start, with the key it publishes at the well-known address", async () => {
    const key = await calls().publicKey();
    const head = await calls().treeHead();
    expect(head).toEqual({
      treeSize: 0,
      rootHash: sha256(""),
      timestamp: clock.now().toISOString(),
      signature: expect.any(String),
      keyId: key.keyId,
      timestampToken: null,
    });
    expect(await isSignedBy(head, key)).toBe(true);
    expect(key.algorithm).toBe("Ed25519");
    expect(await keyIdOf(fromBase64(key.publicKey))).toBe(key.keyId);

    const pem = await t.app.inject({ method: "GET", url: "/.well-known/avow-log-key.pem" });
    expect(pem.statusCode).toBe(200);
    expect(pem.headers["content-type"]).toMatch(/^application\/x-pem-file/);
    const der = createPublicKey(pem.body).export({ type: "spki", format: "der" });
    expect(der.toString("base64")).toBe(key.spki);

    // The key stays in the data folder, readable by the server's user only.
    const keyFile = path.join(dataDir, "proof", "log-key.pem");
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(keyFile)).mode & 0o777).toBe(0o700);
    expect(fs.readFileSync(keyFile, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it("needs the API key under /api, not at the well-known address", async () => {
    const keyless = await t.app.inject({ method: "GET", url: "/api/proof/tree-head" });
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json()).toMatchObject({ error: "invalid_api_key" });
    const head = await t.app.inject({ method: "GET", url: "/api/proof/tree-head", headers: apiHeaders() });
    expect(head.headers["cache-control"]).toBe("no-store");
    const wellKnown = await t.app.inject({ method: "GET", url: "/.well-known/avow-log-key.json" });
    expect(wellKnown.headers["cache-control"]).toMatch(/\bpublic\b/);
    expect(wellKnown.headers["set-cookie"]).toBeUndefined();
  });

  it("records an upload with its row, sequences it, signs a head over it, and proves its inclusion", async () => {
    const { practitioner, client } = await practice();
    const pdf = pdfWith("Recorded");
    const doc = await upload(practitioner.token, client.uuid, pdf);

    const leaf = await leafOf(doc.uuid);
    expect(leaf).toMatchObject({
      kind: "document",
      content_sha256: sha256(pdf),
      recorded_at: doc.uploadedAt,
      reference: doc.uuid,
      entry: `avow-log-entry/1\ndocument\n${sha256(pdf)}\n${doc.uploadedAt}\n${doc.uuid}`,
    });
    expect(leaf.leaf_hash).toBe(sha256(Buffer.concat([Buffer.of(0), Buffer.from(leaf.entry)])));
    expect(await queuedCount(t.db)).toBe(0);

    const key = await calls().publicKey();
    const head = await calls().treeHead();
    expect(head.treeSize).toBe(leaf.leaf_index + 1);
    expect(await isSignedBy(head, key)).toBe(true);

    const answer = await calls().inclusion(leaf.leaf_index);
    expect(answer).toMatchObject({ leafIndex: leaf.leaf_index, treeSize: head.treeSize, treeHead: head });
    const verified = await verifyInclusionAnswer(sha256(pdf), answer, key, key.keyId);
    expect(verified.checks.filter((check) => !check.ok)).toEqual([]);
    expect(verified.ok).toBe(true);
    // One changed byte is another file: the same proof does not hold for it.
    const changed = Buffer.from(pdf);
    changed.writeUInt8(changed.readUInt8(changed.length - 2) ^ 1, changed.length - 2);
    const tampered = await verifyInclusionAnswer(sha256(changed), answer, key);
    expect(tampered.ok).toBe(false);
    expect(tampered.checks.find((check) => check.name === "content")?.ok).toBe(false);

    expect(await calls().lookup(sha256(pdf))).toEqual({
      recorded: true,
      leafIndex: leaf.leaf_index,
      recordedAt: doc.uploadedAt,
    });
    expect(await calls().lookup(sha256(changed))).toEqual({ recorded: false });
  });

  it("answers a lookup with the first time the content was recorded", async () => {
    const { practitioner, client } = await practice();
    const pdf = pdfWith("Twice");
    const first = await upload(practitioner.token, client.uuid, pdf);
    clock.advanceMinutes(1);
    const second = await upload(practitioner.token, client.uuid, pdf);
    const [a, b] = [await leafOf(first.uuid), await leafOf(second.uuid)];
    expect(b.leaf_index).toBeGreaterThan(a.leaf_index);
    expect(await calls().lookup(sha256(pdf))).toMatchObject({
      leafIndex: a.leaf_index,
      recordedAt: first.uploadedAt,
    });
  });

  it("proves each signed head consistent with every later one", async () => {
    const { practitioner, client } = await practice();
    const key = await calls().publicKey();
    const older = await calls().treeHead();
    await upload(practitioner.token, client.uuid, pdfWith("Later one"));
    await upload(practitioner.token, client.uuid, pdfWith("Later two"));
    const newer = await calls().treeHead();
    expect(newer.treeSize).toBe(older.treeSize + 2);
    expect(await isSignedBy(newer, key)).toBe(true);

    const proof = await calls().consistency(older.treeSize, newer.treeSize);
    expect(proof).toMatchObject({ first: older.treeSize, second: newer.treeSize });
    expect(await isConsistent(older, newer, proof)).toBe(true);
    // The latest size is the default; a proof between other sizes does not pass for these heads.
    expect(await calls().consistency(older.treeSize)).toEqual(proof);
    const empty = await calls().consistency(0, newer.treeSize);
    expect(empty.proof).toEqual([]);
    const middle = await calls().consistency(older.treeSize + 1, newer.treeSize);
    expect(await isConsistent(older, newer, middle)).toBe(false);

    // An older signed head still proves inclusion for its own size.
    const atOlder = await calls().inclusion(older.treeSize - 1, older.treeSize);
    expect(atOlder.treeHead).toEqual(older);
    const entryHash = atOlder.entry.sha256;
    expect((await verifyInclusionAnswer(entryHash, atOlder, key)).ok).toBe(true);
  });

  it("records written statements and their new versions as statements, and an uploaded statement as a document", async () => {
    const { practitioner, client } = await practice();
    const text = "On 3 May I was at home.";
    const first = await writeExtractedStatement(
      t.app,
      practitioner.token,
      client.uuid,
      "What happened",
      text,
    );
    const edit = await request("POST", `/api/account/${client.uuid}/statements`, practitioner.token, {
      title: "What happened",
      text: "On 4 May I was at home.",
      replaces: first,
    });
    expect(edit.statusCode, edit.body).toBe(201);
    await t.app.backgroundSettled();
    const second = (edit.json() as { uuid: string }).uuid;
    expect(await leafOf(first)).toMatchObject({ kind: "statement", content_sha256: sha256(text) });
    expect(await leafOf(second)).toMatchObject({
      kind: "statement",
      content_sha256: sha256("On 4 May I was at home."),
    });

    const uploaded = await upload(practitioner.token, client.uuid, pdfWith("My statement"), {
      category: "statement",
    });
    expect(await leafOf(uploaded.uuid)).toMatchObject({ kind: "document" });
  });

  it("records a family interview's answers as an interview", async () => {
    const { org, practitioner, client } = await practice();
    const { token } = await addInvitation(t.db, {
      clientUuid: client.uuid,
      organisationUuid: org,
      invitedByUuid: practitioner.uuid,
      createdAt: clock.now(),
    });
    const res = await request("POST", `/api/family-interview/${token}`, null, {
      consent: true,
      answers: [{ question: "relationship", answer: "I am his sister; we grew up together." }],
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.backgroundSettled();
    const documents = await t.db
      .selectFrom("documents")
      .select(["uuid", "sha256"])
      .where("account_uuid", "=", client.uuid)
      .where("category", "=", "interview")
      .execute();
    expect(documents).toHaveLength(1);
    const [interview] = documents as [(typeof documents)[number]];
    expect(await leafOf(interview.uuid)).toMatchObject({
      kind: "interview",
      content_sha256: interview.sha256,
    });
  });

  it("records each contradiction report by the digest of the report as created, which marking findings keeps", async () => {
    const { practitioner, client } = await practice();
    const { second } = await writeConflictingStatements(t.app, practitioner.token, client.uuid);
    const res = await detectContradictions(t.app, practitioner.token, client.uuid, second);
    expect(res.statusCode, res.body).toBe(201);
    await t.app.backgroundSettled();
    const report = res.json() as ContradictionReport;
    expect(report.findings.length).toBeGreaterThan(0);

    const digestNow = async () => {
      const row = await t.db
        .selectFrom("contradiction_reports")
        .selectAll()
        .where("uuid", "=", report.uuid)
        .executeTakeFirstOrThrow();
      const findings = await t.db
        .selectFrom("contradiction_findings")
        .selectAll()
        .where("report_uuid", "=", report.uuid)
        .execute();
      return reportDigest(row, findings);
    };
    const leaf = await leafOf(report.uuid);
    expect(leaf).toMatchObject({ kind: "contradiction-report", recorded_at: report.createdAt });
    expect(leaf.content_sha256).toBe(await digestNow());

    const finding = report.findings[0] as ContradictionReport["findings"][number];
    const marked = await request(
      "PUT",
      `/api/account/${client.uuid}/contradiction-reports/${report.uuid}/findings/${finding.uuid}`,
      practitioner.token,
      { status: "explained", note: "She checked her ticket." },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await digestNow()).toBe(leaf.content_sha256);
    // An edit of what the engine found does show.
    await t.db
      .updateTable("contradiction_findings")
      .set({ subject: "someone else" })
      .where("uuid", "=", finding.uuid)
      .execute();
    expect(await digestNow()).not.toBe(leaf.content_sha256);
  });

  it("answers malformed or impossible proof requests 400 with the error body", async () => {
    const { practitioner, client } = await practice();
    await upload(practitioner.token, client.uuid, pdfWith("Range"));
    const size = (await calls().treeHead()).treeSize;
    const cases: Array<[string, string]> = [
      ["/api/proof/lookup/not-a-hash", "invalid_request"],
      [`/api/proof/lookup/${"A".repeat(64)}`, "invalid_request"],
      [`/api/proof/lookup/${"a".repeat(63)}`, "invalid_request"],
      ["/api/proof/inclusion", "invalid_request"],
      ["/api/proof/inclusion?leafIndex=-1", "invalid_request"],
      ["/api/proof/inclusion?leafIndex=1.5", "invalid_request"],
      ["/api/proof/inclusion?leafIndex=01", "invalid_request"],
      ["/api/proof/inclusion?leafIndex=abc", "invalid_request"],
      ["/api/proof/inclusion?leafIndex=0&treeSize=x", "invalid_request"],
      [`/api/proof/inclusion?leafIndex=${size}`, "proof_out_of_range"],
      ["/api/proof/inclusion?leafIndex=999999999", "proof_out_of_range"],
      [`/api/proof/inclusion?leafIndex=0&treeSize=${size + 1}`, "proof_out_of_range"],
      ["/api/proof/inclusion?leafIndex=0&treeSize=0", "proof_out_of_range"],
      ["/api/proof/consistency", "invalid_request"],
      ["/api/proof/consistency?first=-2", "invalid_request"],
      ["/api/proof/consistency?first=2.5", "invalid_request"],
      [`/api/proof/consistency?first=${size + 1}`, "proof_out_of_range"],
      [`/api/proof/consistency?first=${size}&second=0`, "proof_out_of_range"],
      [`/api/proof/consistency?first=0&second=${size + 5}`, "proof_out_of_range"],
    ];
    for (const [url, error] of cases) {
      const res = await t.app.inject({ method: "GET", url, headers: apiHeaders() });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error, message: expect.any(String) });
    }
    // Sizes that are not those of a signed head: the log signs after each batch, never in between.
    const heads = await t.db.selectFrom("proof_tree_heads").select("tree_size").execute();
    const signed = new Set(heads.map((head) => Number(head.tree_size)));
    const unsigned = [...Array(size).keys()].find((n) => !signed.has(n));
    if (unsigned !== undefined) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/proof/inclusion?leafIndex=0&treeSize=${unsigned}`,
        headers: apiHeaders(),
      });
      expect(res.json()).toMatchObject({ error: "proof_out_of_range" });
    }
  });

  it("gives the document's certificate to whoever may read it, and it verifies against the file", async () => {
    const { practitioner, reviewer, admin, client } = await practice();
    const pdf = pdfWith("Certified");
    const doc = await upload(practitioner.token, client.uuid, pdf, { name: "informe médico.pdf" });
    const key = await calls().publicKey();
    for (const who of [client, practitioner, reviewer, admin]) {
      const res = await certificate(who.token, client.uuid, doc.uuid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="informe medico.pdf.avow-certificate.json"; filename*=UTF-8''informe%20m%C3%A9dico.pdf.avow-certificate.json`,
      );
      const cert = res.json() as ProofCertificate;
      expect(cert).toMatchObject({
        format: "avow-certificate/1",
        fileName: "informe médico.pdf",
        size: pdf.length,
        entry: { kind: "document", sha256: sha256(pdf), recordedAt: doc.uploadedAt, reference: doc.uuid },
        publicKey: key,
        verifyUrl: "https://avow.test/verify",
        issuedAt: clock.now().toISOString(),
      });
      const verified = await verifyCertificate(sha256(pdf), cert, key.keyId);
      expect(verified.checks.filter((check) => !check.ok)).toEqual([]);
      expect((await verifyCertificate(sha256(pdfWith("Other")), cert)).ok).toBe(false);
    }
    const mine = await certificate(client.token, "me", doc.uuid);
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it("gives the certificate as a PDF in the caller's language, carrying the same certificate", async () => {
    const { org, practitioner, client } = await practice();
    const pdf = pdfWith("Certified as PDF");
    const doc = await upload(practitioner.token, client.uuid, pdf, { name: "carta.pdf" });
    const json = (await certificate(practitioner.token, client.uuid, doc.uuid)).json() as ProofCertificate;
    const german = await signedInAccount(t.db, org, "ROLE_REVIEWER", { language: "de" });
    for (const [who, title] of [
      [practitioner, "Certificate of record"],
      [german, "Eintragungsnachweis"],
    ] as const) {
      const res = await request(
        "GET",
        `/api/account/${client.uuid}/doc/${doc.uuid}/certificate.pdf`,
        who.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="carta.pdf.avow-certificate.pdf"; filename*=UTF-8''carta.pdf.avow-certificate.pdf`,
      );
      const bytes = new Uint8Array(res.rawPayload);
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(`${title}: carta.pdf`);
      const carried = await readCertificate(bytes);
      expect(carried).toEqual(json);
      expect((await verifyCertificate(sha256(pdf), carried)).ok).toBe(true);
    }
    const stranger = await signedInAccount(t.db, await createOrganisation(t.db), "ROLE_ADMIN");
    const foreign = await request(
      "GET",
      `/api/account/${client.uuid}/doc/${doc.uuid}/certificate.pdf`,
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);
    const anonymous = await request(
      "GET",
      `/api/account/${client.uuid}/doc/${doc.uuid}/certificate.pdf`,
      null,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it("hides certificates from other organisations (404) and asks who is calling (401)", async () => {
    const { org, practitioner, client } = await practice();
    const doc = await upload(practitioner.token, client.uuid, pdfWith("Private"));
    const stranger = await signedInAccount(t.db, await createOrganisation(t.db), "ROLE_PRACTITIONER");
    const foreign = await certificate(stranger.token, client.uuid, doc.uuid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: "not_found" });
    const foreignPdf = await request(
      "GET",
      `/api/account/${client.uuid}/doc/${doc.uuid}/certificate.pdf`,
      stranger.token,
    );
    expect(foreignPdf.statusCode).toBe(404);
    expect(foreignPdf.json()).toMatchObject({ error: "not_found" });
    // Another client of the same organisation, as for the file itself: 403.
    const sibling = await signedInAccount(t.db, org, "ROLE_USER");
    const refused = await certificate(sibling.token, client.uuid, doc.uuid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "forbidden" });
    const anonymous = await certificate(null, client.uuid, doc.uuid);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: "unauthenticated" });
    const unknown = await certificate(practitioner.token, client.uuid, randomUUID());
    expect(unknown.statusCode).toBe(404);
    const malformed = await certificate(practitioner.token, client.uuid, "not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: "invalid_request" });
  });

  it("answers 409 while the document's entry waits in the queue, and 404 not_logged for one the log never saw", async () => {
    const { practitioner, client } = await practice();
    await t.app.backgroundSettled();
    const addRow = async (recorded: boolean) => {
      const uuid = randomUUID();
      const content = `held back ${uuid}`;
      const at = clock.now().toISOString();
      await t.db.transaction().execute(async (tx) => {
        await insertDocument(tx, {
          uuid,
          account_uuid: client.uuid,
          file_name: "held.txt",
          category: "other",
          size: content.length,
          content_type: "text/plain; charset=utf-8",
          sha256: sha256(content),
          uploaded_by_uuid: practitioner.uuid,
          uploaded_at: at,
          origin: "upload",
          extraction_status: "none",
          extraction_failure: null,
          version: 1,
          previous_version_uuid: null,
          series_uuid: uuid,
        });
        // Recorded but not nudged: the sequencer has not run for it yet.
        if (recorded) {
          await t.app.proofLog.record(tx, {
            kind: "document",
            sha256: sha256(content),
            recordedAt: at,
            reference: uuid,
          });
        }
      });
      return uuid;
    };
    const held = await addRow(true);
    const pending = await certificate(practitioner.token, client.uuid, held);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ error: "proof_pending", message: expect.any(String) });
    await t.app.proofLog.sequence();
    expect((await certificate(practitioner.token, client.uuid, held)).statusCode).toBe(200);

    const unlogged = await addRow(false);
    const never = await certificate(practitioner.token, client.uuid, unlogged);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ error: "not_logged", message: expect.any(String) });

    // Sequenced between the look for its leaf and the look into the queue: found on a second look, not
    // called a document the log never saw.
    const moving = await addRow(true);
    beforeQueueLookup.once = () => t.app.proofLog.sequence();
    const caught = await certificate(practitioner.token, client.uuid, moving);
    expect(beforeQueueLookup.once).toBeNull();
    expect(caught.statusCode, caught.body).toBe(200);
  });

  it("keeps a deleted document's leaf: only its hash remains, still found, and every other proof still holds", async () => {
    const { practitioner, client } = await practice();
    const goneFile = pdfWith("Deleted later");
    const keptFile = pdfWith("Kept");
    const gone = await upload(practitioner.token, client.uuid, goneFile);
    const kept = await upload(practitioner.token, client.uuid, keptFile);
    const goneLeaf = await leafOf(gone.uuid);
    const deleted = await request(
      "DELETE",
      `/api/account/${client.uuid}/doc/${gone.uuid}`,
      practitioner.token,
    );
    expect(deleted.statusCode).toBe(204);
    await t.app.backgroundSettled();

    expect(await leafOf(gone.uuid)).toEqual(goneLeaf);
    expect(await calls().lookup(sha256(goneFile))).toMatchObject({
      recorded: true,
      leafIndex: goneLeaf.leaf_index,
    });
    expect((await certificate(practitioner.token, client.uuid, gone.uuid)).statusCode).toBe(404);

    const key = await calls().publicKey();
    const keptLeaf = await leafOf(kept.uuid);
    expect(
      (await verifyInclusionAnswer(sha256(keptFile), await calls().inclusion(keptLeaf.leaf_index), key)).ok,
    ).toBe(true);
    const cert = (await certificate(practitioner.token, client.uuid, kept.uuid)).json() as ProofCertificate;
    expect((await verifyCertificate(sha256(keptFile), cert)).ok).toBe(true);
  });

  it("gives concurrent uploads distinct, consecutive leaves under one signed head", async () => {
    const { practitioner, client } = await practice();
    const files = [1, 2, 3, 4, 5].map((n) => pdfWith(`Concurrent ${n}`));
    const docs = await Promise.all(files.map((file) => upload(practitioner.token, client.uuid, file)));
    await t.app.backgroundSettled();
    const leaves = await Promise.all(docs.map((doc) => leafOf(doc.uuid)));
    const indexes = leaves.map((leaf) => leaf.leaf_index).sort((a, b) => a - b);
    const lowest = indexes[0] ?? -1;
    expect(indexes).toEqual([0, 1, 2, 3, 4].map((n) => lowest + n));
    const head = await calls().treeHead();
    expect(head.treeSize).toBeGreaterThan(lowest + 4);
    const key = await calls().publicKey();
    for (const [i, leaf] of leaves.entries()) {
      const answer = await calls().inclusion(leaf.leaf_index);
      expect((await verifyInclusionAnswer(sha256(files[i] ?? ""), answer, key)).ok, leaf.reference).toBe(
        true,
      );
    }
  });

  it("reloads the same tree and key after a restart", async () => {
    const { practitioner, client } = await practice();
    const file = pdfWith("Before the restart");
    const doc = await upload(practitioner.token, client.uuid, file);
    await t.app.backgroundSettled();
    const head = await calls().treeHead();
    const again = await buildApp({ db: t.db, config: t.config, logger: false, clock: clock.now });
    try {
      await again.ready();
      expect(again.proofLog.key.keyId).toBe(t.app.proofLog.key.keyId);
      expect(again.proofLog.size()).toBe(t.app.proofLog.size());
      expect(again.proofLog.problem()).toBeNull();
      const restarted = proofCalls(again);
      // Nothing new to sign: the head is the same one.
      expect(await restarted.treeHead()).toEqual(head);
      const leaf = await leafOf(doc.uuid);
      const answer = await restarted.inclusion(leaf.leaf_index);
      expect(answer).toEqual(await calls().inclusion(leaf.leaf_index));
      expect((await verifyInclusionAnswer(sha256(file), answer, await restarted.publicKey())).ok).toBe(true);
    } finally {
      await again.close();
    }
  });

  it("rate-limits the public calls per address", async () => {
    const limited = await createTestApp(kind, { dataDir, proofRateLimitPerMinute: 2 });
    try {
      const get = (url: string, headers = apiHeaders()) =>
        limited.app.inject({ method: "GET", url, headers });
      expect((await get("/api/proof/tree-head")).statusCode).toBe(200);
      expect((await get("/api/proof/tree-head")).statusCode).toBe(200);
      const refused = await get("/api/proof/tree-head");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: "rate_limited" });
      // Each call counts on its own; the well-known key too.
      expect((await get(`/api/proof/lookup/${sha256("x")}`)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await get("/.well-known/avow-log-key.json", {})).statusCode).toBe(200);
      expect((await get("/.well-known/avow-log-key.json", {})).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("time-stamps heads at AVOW_TSA_URL's authority, whose token openssl accepts for the head's message", async () => {
    const tsa = await startLocalTsa();
    const stamped = await createTestApp(kind, { dataDir, tsaUrl: tsa.url });
    try {
      const head = await proofCalls(stamped.app).treeHead();
      expect(head.timestampToken).toMatchObject({ authority: tsa.url, time: expect.any(String) });
      const token = fromBase64(head.timestampToken?.token ?? "");
      const accepted = await tsa.verify(treeHeadMessage(head), token);
      expect(accepted.code, accepted.stderr).toBe(0);
      const refused = await tsa.verify(treeHeadMessage({ ...head, treeSize: head.treeSize + 1 }), token);
      expect(refused.code).not.toBe(0);
    } finally {
      await stamped.close();
      await tsa.close();
    }
  });

  it("time-stamps each new head when it can, and signs without a token when the authority fails", async () => {
    const asked: Uint8Array[] = [];
    let failing = false;
    const stamped = await createTestApp(
      kind,
      { dataDir },
      {
        clock: clock.now,
        timestamper: async (message) => {
          asked.push(message);
          if (failing) throw new Error("the authority is away");
          return {
            authority: "https://tsa.test",
            token: Buffer.from(message).toString("base64"),
            time: clock.now().toISOString(),
          };
        },
      },
    );
    try {
      const empty = await proofCalls(stamped.app).treeHead();
      expect(empty.timestampToken).toEqual({
        authority: "https://tsa.test",
        token: Buffer.from(treeHeadMessage(empty)).toString("base64"),
        time: clock.now().toISOString(),
      });
      failing = true;
      await stamped.db.transaction().execute((tx) =>
        stamped.app.proofLog.record(tx, {
          kind: "document",
          sha256: sha256("stamped"),
          recordedAt: clock.now().toISOString(),
          reference: randomUUID(),
        }),
      );
      stamped.app.proofLog.nudge();
      await stamped.app.backgroundSettled();
      const head = await proofCalls(stamped.app).treeHead();
      expect(head).toMatchObject({ treeSize: 1, timestampToken: null });
      expect(await isSignedBy(head, await proofCalls(stamped.app).publicKey())).toBe(true);
      expect(asked).toHaveLength(2);
    } finally {
      await stamped.close();
    }
  });
});
