/**
 * The integrity check (issue 9): a data folder and database built through the real API (uploads, written
 * statements, a contradiction report, their audit events) check out clean; then hundreds of random
 * alterations — one byte of a stored file, one character of any column of any leaf row or tree head, a
 * deleted leaf or file, a swapped leaf — are each detected, every time, and each undone (the check is
 * clean again before the next one).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase, type Db } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createDocumentStorage } from "../src/documents/document-storage.ts";
import { checkIntegrity } from "../src/proof/integrity.ts";
import { logKeyPath } from "../src/proof/log-key.ts";
import { createOrganisation, signedInAccount } from "./support/accounts.ts";
import { detectContradictions, writeConflictingStatements } from "./support/contradictions.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { pdfWith, tempDataDir, uploadFile } from "./support/documents.ts";
import { createTestApp, signedInRequest, testConfig, type TestApp } from "./support/test-app.ts";

const ALTERATIONS = Number(process.env.TAMPER_ROUNDS ?? 150);

/** A deterministic pseudo-random sequence, so that a failure can be replayed. */
const randomFrom = (seed: number) => {
  let state = seed;
  return (below: number): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
};

const LEAF_COLUMNS = ["entry", "kind", "content_sha256", "recorded_at", "reference", "leaf_hash"] as const;
const HEAD_COLUMNS = ["root_hash", "timestamp", "signature", "key_id", "tree_size"] as const;

/** The text with one character changed into another that keeps it the same length. */
const changeOneCharacter = (text: string, pick: (below: number) => number): string => {
  const at = pick(text.length);
  const current = text[at] ?? "";
  const pool = /[0-9]/.test(current)
    ? "0123456789"
    : /[a-f]/.test(current)
      ? "abcdef0123456789"
      : "ABCxyz019+/";
  const choices = [...pool].filter((c) => c !== current);
  return text.slice(0, at) + (choices[pick(choices.length)] ?? "Z") + text.slice(at + 1);
};

describe.each(testDatabaseKinds())("the integrity check on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let db: Db;
  const check = () => checkIntegrity({ db, dataDir });
  const deleteDocument = async (token: string, accountUuid: string, uuid: string) => {
    const res = await signedInRequest(t.app, "DELETE", `/api/account/${accountUuid}/doc/${uuid}`, token);
    expect(res.statusCode, res.body).toBe(204);
  };

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { dataDir });
    db = t.db;
    const org = await createOrganisation(db);
    const practitioner = await signedInAccount(db, org, "ROLE_PRACTITIONER");
    const client = await signedInAccount(db, org, "ROLE_USER", { assignedTo: practitioner.uuid });
    for (let i = 0; i < 4; i++) {
      const res = await uploadFile(t.app, client.token, client.uuid, {
        category: "evidence",
        fileName: `evidence ${i}.pdf`,
        content: pdfWith(`Evidence number ${i}.`),
        type: "application/pdf",
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { second } = await writeConflictingStatements(t.app, practitioner.token, client.uuid);
    const res = await detectContradictions(t.app, practitioner.token, client.uuid, second);
    expect(res.statusCode, res.body).toBe(201);
    await t.app.backgroundSettled();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds nothing wrong with what the server stored", async () => {
    const report = await check();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.counts.documents).toBe(6);
    expect(report.counts.leaves).toBe(7);
    expect(report.counts.reports).toBe(1);
    expect(report.counts.treeHeads).toBeGreaterThan(1);
    expect(report.treeSize).toBe(7);
  });

  it("reports a missing log key, and then no head as one that checks out", async () => {
    const keyFile = logKeyPath(dataDir);
    fs.renameSync(keyFile, `${keyFile}.away`);
    try {
      const report = await check();
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([
        {
          area: "key",
          subject: keyFile,
          problem: "the log key is missing, so no tree head can be checked",
          organisationUuid: null,
        },
      ]);
      expect(report.treeSize).toBe(0);
      expect(report.rootHash).toBeNull();
    } finally {
      fs.renameSync(`${keyFile}.away`, keyFile);
    }
    expect((await check()).treeSize).toBe(7);
  });

  it("tells every organisation whose documents share a bad file, once each", async () => {
    const content = pdfWith("The same letter, kept by two practices.");
    const holders = [];
    for (let i = 0; i < 2; i++) {
      const client = await signedInAccount(db, await createOrganisation(db), "ROLE_USER");
      const copies = [];
      // Two documents of the same organisation with the same bytes: still one problem for it.
      for (const fileName of ["letter.pdf", "letter again.pdf"]) {
        const res = await uploadFile(t.app, client.token, client.uuid, { fileName, content });
        expect(res.statusCode, res.body).toBe(201);
        copies.push(res.json() as { uuid: string; sha256: string });
      }
      holders.push({ client, copies });
    }
    await t.app.backgroundSettled();
    const sha256 = holders[0]?.copies[0]?.sha256 ?? "";
    const file = createDocumentStorage(dataDir).objectPath(sha256);
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, Buffer.concat([original, Buffer.from("\n")]));
    try {
      const report = await check();
      const organisations = await Promise.all(
        holders.map(async ({ client }) => {
          const row = await db
            .selectFrom("accounts")
            .select("organisation_uuid")
            .where("uuid", "=", client.uuid)
            .executeTakeFirstOrThrow();
          return row.organisation_uuid;
        }),
      );
      // In document order, which is no organisation's in particular.
      const byOrganisation = [...report.problems].sort((a, b) =>
        (a.organisationUuid ?? "").localeCompare(b.organisationUuid ?? ""),
      );
      expect(byOrganisation).toEqual(
        organisations.sort().map((organisationUuid) => ({
          area: "file",
          subject: sha256,
          problem: "the stored file's bytes are not the recorded ones",
          organisationUuid,
        })),
      );
    } finally {
      fs.writeFileSync(file, original);
    }
    // The alteration rounds below count on the set-up's documents only: these go again.
    for (const { client, copies } of holders) {
      for (const { uuid } of copies) await deleteDocument(client.token, client.uuid, uuid);
    }
    expect((await check()).problems).toEqual([]);
  });

  it("raises no false alarm while the server keeps storing, logging, signing and deleting", async () => {
    const org = await createOrganisation(db);
    const client = await signedInAccount(db, org, "ROLE_USER");
    let stored = 0;
    const upload = async () => {
      const n = stored++;
      const res = await uploadFile(t.app, client.token, client.uuid, {
        category: "evidence",
        fileName: `busy ${n}.pdf`,
        content: pdfWith(`Stored while checking, number ${n}.`),
        type: "application/pdf",
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { uuid: string }).uuid;
    };
    const remove = (uuid: string) => deleteDocument(client.token, client.uuid, uuid);

    // Checks and uploads at once.
    const reports = await Promise.all([
      ...Array.from({ length: 6 }, () => check()),
      ...Array.from({ length: 12 }, () => upload().then(() => null)),
    ]);
    for (const report of reports) if (report) expect(report.problems).toEqual([]);
    await t.app.backgroundSettled();

    // At the worst moment, between reading the rows and reading the leaves: more documents stored, logged
    // and signed (a head over leaves the check has not read), and one it has read deleted with its file.
    const first = await upload();
    await t.app.backgroundSettled();
    const meanwhile = await checkIntegrity({
      db,
      dataDir,
      afterSnapshot: async () => {
        await Promise.all([upload(), upload()]);
        await remove(first);
        await t.app.backgroundSettled();
      },
    });
    expect(meanwhile.problems).toEqual([]);

    // The alteration rounds below count on the set-up's documents only: these go again.
    const busy = await db
      .selectFrom("documents")
      .select("uuid")
      .where("account_uuid", "=", client.uuid)
      .execute();
    for (const { uuid } of busy) await remove(uuid);
    expect((await check()).problems).toEqual([]);
  });

  it(`detects every one of ${ALTERATIONS} random alterations, and nothing once each is undone`, async () => {
    const pick = randomFrom(kind === "sqlite" ? 9162 : 6962);
    const storage = createDocumentStorage(dataDir);
    const digests = [
      ...new Set((await db.selectFrom("documents").select("sha256").execute()).map((d) => d.sha256)),
    ];
    const leaves = await db.selectFrom("proof_leaves").selectAll().orderBy("leaf_index").execute();
    const heads = await db.selectFrom("proof_tree_heads").selectAll().orderBy("id").execute();
    const detected: Record<string, number> = {};

    for (let round = 0; round < ALTERATIONS; round++) {
      const what = pick(9);
      let label: string;
      let undo: () => Promise<void>;
      if (what <= 2) {
        // One byte of one stored file.
        const file = storage.objectPath(digests[pick(digests.length)] ?? "");
        const original = fs.readFileSync(file);
        const changed = Buffer.from(original);
        const at = pick(changed.length);
        changed[at] = (changed[at] ?? 0) ^ (1 + pick(255));
        fs.writeFileSync(file, changed);
        label = "file byte";
        undo = async () => fs.writeFileSync(file, original);
      } else if (what <= 5) {
        // One character of one column of one leaf row.
        const leaf = leaves[pick(leaves.length)];
        const column = LEAF_COLUMNS[pick(LEAF_COLUMNS.length)] ?? "entry";
        if (!leaf) throw new Error("no leaf");
        const original = leaf[column];
        await db
          .updateTable("proof_leaves")
          .set({ [column]: changeOneCharacter(original, pick) })
          .where("leaf_index", "=", leaf.leaf_index)
          .execute();
        label = `leaf ${column}`;
        undo = async () => {
          await db
            .updateTable("proof_leaves")
            .set({ [column]: original })
            .where("leaf_index", "=", leaf.leaf_index)
            .execute();
        };
      } else if (what <= 7) {
        // One character of one column of one signed tree head.
        const head = heads[pick(heads.length)];
        const column = HEAD_COLUMNS[pick(HEAD_COLUMNS.length)] ?? "root_hash";
        if (!head) throw new Error("no head");
        const original = head[column];
        const changed =
          column === "tree_size"
            ? Number(original) + 1 + pick(3)
            : changeOneCharacter(String(original), pick);
        await db
          .updateTable("proof_tree_heads")
          .set({ [column]: changed })
          .where("id", "=", head.id)
          .execute();
        label = `tree head ${column}`;
        undo = async () => {
          await db
            .updateTable("proof_tree_heads")
            .set({ [column]: original })
            .where("id", "=", head.id)
            .execute();
        };
      } else {
        // A whole leaf removed, or two leaves swapped, or a file removed.
        const choice = pick(3);
        if (choice === 0) {
          const leaf = leaves[pick(leaves.length)];
          if (!leaf) throw new Error("no leaf");
          await db.deleteFrom("proof_leaves").where("leaf_index", "=", leaf.leaf_index).execute();
          label = "leaf deleted";
          undo = async () => {
            await db
              .insertInto("proof_leaves")
              .values({ ...leaf, leaf_index: Number(leaf.leaf_index) })
              .execute();
          };
        } else if (choice === 1) {
          const a = leaves[pick(leaves.length)];
          const b = leaves.find((leaf) => leaf.leaf_index !== a?.leaf_index && leaf.entry !== a?.entry);
          if (!a || !b) throw new Error("no leaves to swap");
          const { leaf_index: ai, ...aRest } = a;
          const { leaf_index: bi, ...bRest } = b;
          await db.updateTable("proof_leaves").set(bRest).where("leaf_index", "=", ai).execute();
          await db.updateTable("proof_leaves").set(aRest).where("leaf_index", "=", bi).execute();
          label = "leaves swapped";
          undo = async () => {
            await db.updateTable("proof_leaves").set(aRest).where("leaf_index", "=", ai).execute();
            await db.updateTable("proof_leaves").set(bRest).where("leaf_index", "=", bi).execute();
          };
        } else {
          const file = storage.objectPath(digests[pick(digests.length)] ?? "");
          const original = fs.readFileSync(file);
          fs.rmSync(file);
          label = "file deleted";
          undo = async () => fs.writeFileSync(file, original);
        }
      }
      const altered = await check();
      expect(altered.ok, `round ${round}: ${label} went unnoticed`).toBe(false);
      detected[label] = (detected[label] ?? 0) + 1;
      await undo();
      const restored = await check();
      expect(restored.problems, `round ${round}: after undoing ${label}`).toEqual([]);
    }
    // Every kind of alteration was tried.
    expect(Object.keys(detected).length).toBeGreaterThanOrEqual(10);
  });
});

describe("npm run integrity", () => {
  it("checks the data folder the server uses: exit 0 when all is well, 1 with the problem printed when not", async () => {
    const dataDir = tempDataDir();
    try {
      const databaseUrl = `sqlite:${path.join(dataDir, "avow.sqlite")}`;
      const { db } = openDatabase(databaseUrl);
      await migrateToLatest(db);
      const app = await buildApp({ db, config: testConfig({ dataDir, databaseUrl }), logger: false });
      await app.ready();
      const org = await createOrganisation(db);
      const client = await signedInAccount(db, org, "ROLE_USER");
      const res = await uploadFile(app, client.token, client.uuid, {
        category: "evidence",
        fileName: "evidence.pdf",
        content: pdfWith("Evidence."),
        type: "application/pdf",
      });
      expect(res.statusCode, res.body).toBe(201);
      const { sha256 } = res.json() as { sha256: string };
      await app.close();
      await db.destroy();

      const run = () =>
        spawnSync(process.execPath, ["scripts/integrity.ts"], {
          encoding: "utf8",
          env: { ...process.env, AVOW_DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
        });
      const clean = run();
      expect(clean.status, clean.stderr).toBe(0);
      expect(clean.stdout).toContain("Integrity: OK");
      expect(clean.stdout).toContain("1 log leaves");

      const file = createDocumentStorage(dataDir).objectPath(sha256);
      const original = fs.readFileSync(file);
      const changed = Buffer.from(original);
      changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 0x01;
      fs.writeFileSync(file, changed);
      const broken = run();
      expect(broken.status).toBe(1);
      expect(broken.stdout).toContain(`✗ file ${sha256}: the stored file's bytes are not the recorded ones`);
      expect(broken.stdout).toContain("Integrity: 1 problem(s) found.");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
