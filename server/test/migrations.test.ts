import { createHash } from "node:crypto";
import fs from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrations } from "../migrations/registry.ts";
import { createMigrator, migrateToLatest } from "../src/db/migrate.ts";
import { decodeEntry } from "../../contracts/proof/log-format.ts";
import { buildApp } from "../src/app.ts";
import { reportDigest } from "../src/proof/report-digest.ts";
import { createAccount, createOrganisation } from "./support/accounts.ts";
import { createTestDatabase, testDatabaseKinds } from "./support/databases.ts";
import { tempDataDir } from "./support/documents.ts";
import { testConfig } from "./support/test-app.ts";

describe.each(testDatabaseKinds())("migrations on %s", (kind) => {
  it("apply on an empty database, are idempotent, and roll all the way down and up again", async () => {
    const t = await createTestDatabase(kind, { migrate: false });
    try {
      expect(await migrateToLatest(t.db, t.schema)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(t.db, t.schema)).toEqual([]);

      const migrator = createMigrator(t.db, t.schema);
      for (let i = 0; i < Object.keys(migrations).length; i++) {
        const down = await migrator.migrateDown();
        expect(down.error).toBeUndefined();
      }
      // PostgreSQL: introspection sees every schema of the database; look at ours only.
      const tables = (await t.db.introspection.getTables()).filter(
        (table) => !t.schema || table.schema === t.schema,
      );
      expect(tables.map((table) => table.name).filter((name) => !name.startsWith("kysely_"))).toEqual([]);

      expect(await migrateToLatest(t.db, t.schema)).toEqual(Object.keys(migrations));
      await sql`select 1 from organisations`.execute(t.db);
    } finally {
      await t.dispose();
    }
  });

  it("enforce the foreign keys: a skin needs its organisation", async () => {
    const t = await createTestDatabase(kind);
    try {
      await expect(
        t.db
          .insertInto("skins")
          .values({
            organisation_uuid: "00000000-0000-4000-8000-000000000000",
            title: "x",
            logo_url: "/x",
            website_url: "/",
            language: "en",
            primary_color: "#000000",
            secondary_color: "#000000",
            accent_color: "#000000",
            secondary_text_color: null,
            updated_at: "2026-11-22T00:00:00.000Z",
          })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await t.dispose();
    }
  });
});

describe.each(testDatabaseKinds())("the client-flag migration on %s", (kind) => {
  it("flags the clients that existed before it, and only them", async () => {
    const t = await createTestDatabase(kind, { migrate: false });
    try {
      const migrator = createMigrator(t.db, t.schema);
      const before = await migrator.migrateTo("2026-11-23T0900-client-search");
      expect(before.error).toBeUndefined();
      const at = "2026-11-22T00:00:00.000Z";
      await sql`insert into organisations (uuid, name, created_at) values ('00000000-0000-4000-8000-000000000001', 'O', ${at})`.execute(
        t.db,
      );
      for (const [uuid, role] of [
        ["00000000-0000-4000-8000-0000000000c1", "ROLE_USER"],
        ["00000000-0000-4000-8000-0000000000p1", "ROLE_PRACTITIONER"],
      ] as const) {
        await sql`insert into accounts (uuid, organisation_uuid, email, email_normalised, first_name, last_name,
          country2, language, currency_code, status, created_at, updated_at)
          values (${uuid}, '00000000-0000-4000-8000-000000000001', ${uuid + "@x.org"}, ${uuid + "@x.org"}, 'A', 'B',
          'ES', 'es', 'EUR', 'invited', ${at}, ${at})`.execute(t.db);
        await sql`insert into account_roles (account_uuid, role) values (${uuid}, ${role})`.execute(t.db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<{
        uuid: string;
        is_client: number;
      }>`select uuid, is_client from accounts order by uuid`.execute(t.db);
      expect(rows.rows.map((row) => [row.uuid.slice(-2), Number(row.is_client)])).toEqual([
        ["c1", 1],
        ["p1", 0],
      ]);
    } finally {
      await t.dispose();
    }
  });
});

describe.each(testDatabaseKinds())("the contradictions migration on %s", (kind) => {
  it("ties findings to their report and reports to their account, not to their documents", async () => {
    const t = await createTestDatabase(kind);
    try {
      const at = "2026-11-25T00:00:00.000Z";
      const finding = (uuid: string, reportUuid: string) => ({
        uuid,
        report_uuid: reportUuid,
        position: 0,
        type: "date" as const,
        confidence: 0.5,
        subject: "I",
        attribute: "arrival.date",
        left_passage: "{}",
        right_passage: "{}",
        explanation: "{}",
        note: null,
        resolved_by_uuid: null,
        resolved_at: null,
      });
      // A finding needs its report.
      await expect(
        t.db
          .insertInto("contradiction_findings")
          .values(finding("00000000-0000-4000-8000-0000000000f1", "00000000-0000-4000-8000-0000000000r1"))
          .execute(),
      ).rejects.toThrow();
      await sql`insert into organisations (uuid, name, created_at) values ('00000000-0000-4000-8000-000000000001', 'O', ${at})`.execute(
        t.db,
      );
      await sql`insert into accounts (uuid, organisation_uuid, email, email_normalised, first_name, last_name,
        country2, language, currency_code, status, created_at, updated_at, is_client)
        values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'c@x.org', 'c@x.org',
        'A', 'B', 'ES', 'es', 'EUR', 'active', ${at}, ${at}, 1)`.execute(t.db);
      // A report names a document that need not exist (any more): it quotes what it read.
      await t.db
        .insertInto("contradiction_reports")
        .values({
          uuid: "00000000-0000-4000-8000-0000000000r1",
          account_uuid: "00000000-0000-4000-8000-0000000000c1",
          document_uuid: "00000000-0000-4000-8000-0000000000d1",
          engine_version: "0.1.0",
          created_at: at,
          created_by_uuid: null,
          inputs: "[]",
          coverage: "{}",
        })
        .execute();
      await t.db
        .insertInto("contradiction_findings")
        .values(finding("00000000-0000-4000-8000-0000000000f1", "00000000-0000-4000-8000-0000000000r1"))
        .execute();
      const stored = await t.db
        .selectFrom("contradiction_findings")
        .select(["status", "confidence"])
        .execute();
      expect(stored.map((row) => [row.status, Number(row.confidence)])).toEqual([["open", 0.5]]);
      // Deleting the account takes its reports and their findings along.
      await t.db.deleteFrom("accounts").execute();
      expect(await t.db.selectFrom("contradiction_reports").select("uuid").execute()).toEqual([]);
      expect(await t.db.selectFrom("contradiction_findings").select("uuid").execute()).toEqual([]);
    } finally {
      await t.dispose();
    }
  });
});

describe.each(testDatabaseKinds())("the proof backfill migration on %s", (kind) => {
  it("queues what was stored before the log, oldest first, and the next start signs it", async () => {
    const t = await createTestDatabase(kind, { migrate: false });
    const dataDir = tempDataDir();
    try {
      const migrator = createMigrator(t.db, t.schema);
      expect((await migrator.migrateTo("2026-11-28T0900-proof-log")).error).toBeUndefined();
      const org = await createOrganisation(t.db);
      const { uuid: client } = await createAccount(t.db, org, { role: "ROLE_USER", password: null });
      const document = (uuid: string, at: string, category: string, origin: "upload" | "written") => ({
        uuid,
        account_uuid: client,
        file_name: `${uuid}.txt`,
        category,
        size: 3,
        content_type: "text/plain; charset=utf-8",
        sha256: createHash("sha256").update(uuid).digest("hex"),
        uploaded_by_uuid: client,
        uploaded_at: at,
        origin,
        extraction_status: "done" as const,
        extraction_failure: null,
        version: 1,
        previous_version_uuid: null,
        series_uuid: uuid,
      });
      const later = document(
        "00000000-0000-4000-8000-00000000d002",
        "2026-11-20T10:00:00.000Z",
        "statement",
        "written",
      );
      const earlier = document(
        "00000000-0000-4000-8000-00000000d001",
        "2026-11-19T10:00:00.000Z",
        "evidence",
        "upload",
      );
      await t.db.insertInto("documents").values([later, earlier]).execute();
      const report = {
        uuid: "00000000-0000-4000-8000-00000000e001",
        account_uuid: client,
        document_uuid: later.uuid,
        engine_version: "0.5.0",
        created_at: "2026-11-21T10:00:00.000Z",
        created_by_uuid: client,
        inputs: "[]",
        coverage: "{}",
      };
      await t.db.insertInto("contradiction_reports").values(report).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const queued = await t.db.selectFrom("proof_queue").select("entry").orderBy("id").execute();
      expect(queued.map((row) => decodeEntry(row.entry))).toEqual([
        {
          kind: "document",
          sha256: earlier.sha256,
          recordedAt: earlier.uploaded_at,
          reference: earlier.uuid,
        },
        { kind: "statement", sha256: later.sha256, recordedAt: later.uploaded_at, reference: later.uuid },
        {
          kind: "contradiction-report",
          sha256: reportDigest(report, []),
          recordedAt: report.created_at,
          reference: report.uuid,
        },
      ]);

      const app = await buildApp({ db: t.db, config: testConfig({ dataDir }), logger: false });
      await app.ready();
      await app.backgroundSettled();
      const leaves = await t.db
        .selectFrom("proof_leaves")
        .select(["leaf_index", "reference"])
        .orderBy("leaf_index")
        .execute();
      expect(leaves.map((leaf) => leaf.reference)).toEqual([earlier.uuid, later.uuid, report.uuid]);
      expect(await t.db.selectFrom("proof_queue").selectAll().execute()).toEqual([]);
      await app.close();
    } finally {
      await t.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
