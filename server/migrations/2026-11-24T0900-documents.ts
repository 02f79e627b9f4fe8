import type { Kysely } from "kysely";

// Documents attached to client accounts. The bytes live in files named by their SHA-256 under
// <data dir>/documents/objects; a row is written only once its file is on disk, and a file is removed
// only once no row names its digest any more.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable("documents")
    .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("file_name", "varchar(255)", (col) => col.notNull())
    .addColumn("category", "varchar(32)", (col) => col.notNull())
    .addColumn("size", "bigint", (col) => col.notNull())
    .addColumn("content_type", "varchar(100)", (col) => col.notNull())
    .addColumn("sha256", "varchar(64)", (col) => col.notNull())
    // Who uploaded or wrote it; kept (as null) when that account is deleted.
    .addColumn("uploaded_by_uuid", "varchar(36)", (col) =>
      col.references("accounts.uuid").onDelete("set null"),
    )
    .addColumn("uploaded_at", "varchar(32)", (col) => col.notNull())
    .addColumn("origin", "varchar(16)", (col) => col.notNull())
    .addColumn("extraction_status", "varchar(16)", (col) => col.notNull())
    .addColumn("extraction_failure", "varchar(64)")
    // Counted before each try, so that a file that takes the server down is not tried for ever.
    .addColumn("extraction_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    // A statement version names the one it replaces; at most one version replaces any other (unique).
    .addColumn("previous_version_uuid", "varchar(36)", (col) =>
      col.references("documents.uuid").onDelete("set null").unique(),
    )
    .addColumn("series_uuid", "varchar(36)", (col) => col.notNull())
    .execute();
  // The list of an account's documents, newest first.
  await db.schema
    .createIndex("documents_account_idx")
    .on("documents")
    .columns(["account_uuid", "uploaded_at"])
    .execute();
  // "Does any other row still name this file?" before a file is removed.
  await db.schema.createIndex("documents_sha256_idx").on("documents").column("sha256").execute();
  // Start-up resumes the extractions a stop interrupted.
  await db.schema
    .createIndex("documents_extraction_idx")
    .on("documents")
    .column("extraction_status")
    .execute();

  // The extracted text, apart from the list's rows so that listing never reads it.
  await db.schema
    .createTable("document_texts")
    .addColumn("document_uuid", "varchar(36)", (col) =>
      col.primaryKey().references("documents.uuid").onDelete("cascade"),
    )
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("extracted_at", "varchar(32)", (col) => col.notNull())
    .execute();

  // When the client last said they had finished uploading.
  await db.schema.alterTable("accounts").addColumn("uploads_completed_at", "varchar(32)").execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable("accounts").dropColumn("uploads_completed_at").execute();
  await db.schema.dropTable("document_texts").execute();
  await db.schema.dropTable("documents").execute();
};
