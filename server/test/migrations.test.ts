import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrations } from "../migrations/registry.ts";
import { createMigrator, migrateToLatest } from "../src/db/migrate.ts";
import { createTestDatabase, testDatabaseKinds } from "./support/databases.ts";

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
