import type { Kysely } from "kysely";

// Contradiction checks (issue 7). A report is a record of what was read and found: it names its input
// documents and quotes its passages by value, with no foreign key to `documents`, so that deleting a
// document leaves its reports readable. Deleting the account deletes them (cascade).
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable("contradiction_reports")
    .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    // The document the check was asked for (it may be deleted since).
    .addColumn("document_uuid", "varchar(36)", (col) => col.notNull())
    .addColumn("engine_version", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    // Who ran it; kept (as null) when that account is deleted.
    .addColumn("created_by_uuid", "varchar(36)", (col) =>
      col.references("accounts.uuid").onDelete("set null"),
    )
    // JSON: [{ documentUuid, fileName, sha256 }] and { documents, sentences, claims, languages }.
    .addColumn("inputs", "text", (col) => col.notNull())
    .addColumn("coverage", "text", (col) => col.notNull())
    .execute();
  // An account's reports, newest first; the summary's latest one.
  await db.schema
    .createIndex("contradiction_reports_account_idx")
    .on("contradiction_reports")
    .columns(["account_uuid", "created_at"])
    .execute();

  await db.schema
    .createTable("contradiction_findings")
    .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
    .addColumn("report_uuid", "varchar(36)", (col) =>
      col.notNull().references("contradiction_reports.uuid").onDelete("cascade"),
    )
    // The engine's order (by confidence, then position), kept for the report.
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("type", "varchar(32)", (col) => col.notNull())
    .addColumn("confidence", "double precision", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("attribute", "varchar(64)", (col) => col.notNull())
    // JSON: the two passages (with their sentences and file names) and the explanation.
    .addColumn("left_passage", "text", (col) => col.notNull())
    .addColumn("right_passage", "text", (col) => col.notNull())
    .addColumn("explanation", "text", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("open"))
    .addColumn("note", "text")
    .addColumn("resolved_by_uuid", "varchar(36)", (col) =>
      col.references("accounts.uuid").onDelete("set null"),
    )
    .addColumn("resolved_at", "varchar(32)")
    .execute();
  // A report's findings in order, and its counts by status.
  await db.schema
    .createIndex("contradiction_findings_report_idx")
    .on("contradiction_findings")
    .columns(["report_uuid", "position"])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable("contradiction_findings").execute();
  await db.schema.dropTable("contradiction_reports").execute();
};
