import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
export type DatabaseKind = "sqlite" | "postgres";

export interface OpenedDatabase {
  readonly db: Db;
  readonly kind: DatabaseKind;
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to work in (tests use one schema per test app). */
  readonly schema?: string;
}

/** Opens the database a URL names: `sqlite:<file>` (`sqlite::memory:` for tests) or `postgres://…`. */
export const openDatabase = (url: string, options: OpenOptions = {}): OpenedDatabase => {
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: "sqlite" };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: "postgres" };
};

/** True when the database answers a trivial query. */
export const pingDatabase = async (db: Db): Promise<boolean> => {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
