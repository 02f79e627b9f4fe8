import type { Db } from "../db/database.ts";
import type { DocumentRow, DocumentTable } from "./document.table.ts";
import type { Insertable } from "kysely";

/** A document with the names of the account that uploaded it (null once that account is deleted). */
export interface DocumentWithUploader extends DocumentRow {
  readonly uploader_first_name: string | null;
  readonly uploader_last_name: string | null;
  readonly uploader_uuid: string | null;
}

const withUploader = (db: Db) =>
  db
    .selectFrom("documents as d")
    .leftJoin("accounts as u", "u.uuid", "d.uploaded_by_uuid")
    .selectAll("d")
    .select([
      "u.uuid as uploader_uuid",
      "u.first_name as uploader_first_name",
      "u.last_name as uploader_last_name",
    ]);

/** The account's documents, newest first. */
export const listDocuments = (db: Db, accountUuid: string): Promise<DocumentWithUploader[]> =>
  withUploader(db)
    .where("d.account_uuid", "=", accountUuid)
    .orderBy("d.uploaded_at", "desc")
    .orderBy("d.version", "desc")
    .orderBy("d.uuid", "desc")
    .execute();

/** One document of the account, if it is the account's. */
export const findDocument = (
  db: Db,
  accountUuid: string,
  uuid: string,
): Promise<DocumentWithUploader | undefined> =>
  withUploader(db)
    .where("d.account_uuid", "=", accountUuid)
    .where("d.uuid", "=", uuid.toLowerCase())
    .executeTakeFirst();

export const findDocumentByUuid = (db: Db, uuid: string): Promise<DocumentRow | undefined> =>
  db.selectFrom("documents").selectAll().where("uuid", "=", uuid).executeTakeFirst();

export const insertDocument = async (db: Db, row: Insertable<DocumentTable>): Promise<void> => {
  await db.insertInto("documents").values(row).execute();
};

export const deleteDocument = async (db: Db, uuid: string): Promise<void> => {
  await db.deleteFrom("documents").where("uuid", "=", uuid).execute();
};

/** Whether any row still names the file with this digest. */
export const isObjectReferenced = async (db: Db, sha256: string): Promise<boolean> =>
  (await db
    .selectFrom("documents")
    .select("uuid")
    .where("sha256", "=", sha256)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The digests of the account's documents (each once). */
export const digestsOfAccount = async (db: Db, accountUuid: string): Promise<string[]> =>
  (
    await db
      .selectFrom("documents")
      .select("sha256")
      .distinct()
      .where("account_uuid", "=", accountUuid)
      .execute()
  ).map((row) => row.sha256);

/** Number of documents per category. */
export const countByCategory = async (db: Db, accountUuid: string): Promise<Record<string, number>> => {
  const rows = await db
    .selectFrom("documents")
    .select((eb) => ["category", eb.fn.countAll().as("n")])
    .where("account_uuid", "=", accountUuid)
    .groupBy("category")
    .execute();
  // PostgreSQL returns count(*) as a string, SQLite as a number.
  return Object.fromEntries(rows.map((row) => [row.category, Number(row.n)]));
};

/** The version that replaces this one, if any. */
export const findSuccessor = (db: Db, uuid: string): Promise<{ uuid: string } | undefined> =>
  db.selectFrom("documents").select("uuid").where("previous_version_uuid", "=", uuid).executeTakeFirst();

/** Documents whose text extraction has not finished, oldest first (start-up resumes them). */
export const pendingExtractions = async (db: Db): Promise<Array<{ uuid: string; attempts: number }>> =>
  (
    await db
      .selectFrom("documents")
      .select(["uuid", "extraction_attempts"])
      .where("extraction_status", "=", "pending")
      .orderBy("uploaded_at")
      .execute()
  ).map((row) => ({ uuid: row.uuid, attempts: row.extraction_attempts }));

export const countExtractionAttempt = async (db: Db, uuid: string): Promise<void> => {
  await db
    .updateTable("documents")
    .set((eb) => ({ extraction_attempts: eb("extraction_attempts", "+", 1) }))
    .where("uuid", "=", uuid)
    .execute();
};

/** Stores a document's text, as read at `now`. */
export const insertDocumentText = async (db: Db, uuid: string, text: string, now: string): Promise<void> => {
  await db.insertInto("document_texts").values({ document_uuid: uuid, text, extracted_at: now }).execute();
};

/** Stores the text and marks the extraction done, unless the document was deleted meanwhile. */
export const saveExtractedText = async (db: Db, uuid: string, text: string, now: string): Promise<void> => {
  await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom("documents").select("uuid").where("uuid", "=", uuid).executeTakeFirst();
    if (!row) return;
    await tx.deleteFrom("document_texts").where("document_uuid", "=", uuid).execute();
    await insertDocumentText(tx, uuid, text, now);
    await tx
      .updateTable("documents")
      .set({ extraction_status: "done", extraction_failure: null })
      .where("uuid", "=", uuid)
      .execute();
  });
};

export const recordExtractionFailure = async (db: Db, uuid: string, reason: string): Promise<void> => {
  await db
    .updateTable("documents")
    .set({ extraction_status: "failed", extraction_failure: reason })
    .where("uuid", "=", uuid)
    .execute();
};

/** The extracted text of a document, if extraction is done. */
export const findExtractedText = async (db: Db, uuid: string): Promise<string | undefined> =>
  (await db.selectFrom("document_texts").select("text").where("document_uuid", "=", uuid).executeTakeFirst())
    ?.text;

export const recordUploadsCompleted = async (db: Db, accountUuid: string, now: string): Promise<void> => {
  await db
    .updateTable("accounts")
    .set({ uploads_completed_at: now, updated_at: now })
    .where("uuid", "=", accountUuid)
    .execute();
};
