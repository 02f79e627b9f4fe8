import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseKind, type Db } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";

export interface TestDatabase {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** PostgreSQL: the schema this test works in. */
  readonly schema?: string;
  /** Closes the connection and drops what the test created. */
  readonly dispose: () => Promise<void>;
}

/** The databases every integration test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/**
 * A fresh, empty database of the given kind. PostgreSQL tests each get their own schema in the database
 * TEST_DATABASE_URL names, so test files can run in parallel and leave nothing behind.
 */
export const createTestDatabase = async (
  kind: DatabaseKind,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> => {
  if (kind === "sqlite") {
    const { db } = openDatabase("sqlite::memory:");
    if (options.migrate !== false) await migrateToLatest(db);
    return { kind, db, dispose: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const { db } = openDatabase(url, { schema });
  if (options.migrate !== false) await migrateToLatest(db, schema);
  return {
    kind,
    db,
    schema,
    dispose: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
};
