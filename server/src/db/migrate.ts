import { Migrator, type MigrationResultSet } from "kysely/migration";
import { migrations } from "../../migrations/registry.ts";
import type { Db } from "./database.ts";

export class MigrationError extends Error {
  override readonly name = "MigrationError";
}

/** A migrator over the registry; on PostgreSQL `schema` pins where Kysely keeps its bookkeeping tables. */
export const createMigrator = (db: Db, schema?: string): Migrator =>
  new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Without it Kysely looks for its lock table in every schema and can find another schema's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

/** Brings the schema up to date; throws when a migration fails (the failed one is rolled back). */
export const migrateToLatest = async (db: Db, schema?: string): Promise<ReadonlyArray<string>> => {
  const migrator = createMigrator(db, schema);
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
};
