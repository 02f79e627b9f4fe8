import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type {
  DocumentCategory,
  DocumentContentType,
  DocumentItem,
} from "../../../contracts/schema/documents.ts";
import type { AppContext } from "../app-context.ts";
import type { LogEntryKind } from "../../../contracts/proof/log-format.ts";
import type { Db } from "../db/database.ts";
import type { ReceivedFile } from "./document-storage.ts";
import { documentFromRow } from "./document.mapper.ts";
import {
  digestsOfAccount,
  findDocument,
  insertDocument,
  insertDocumentText,
  isObjectReferenced,
} from "./document.repository.ts";
import { hasText } from "./extraction/extract-text.ts";

export interface NewDocument {
  readonly accountUuid: string;
  readonly uploadedByUuid: string;
  readonly received: ReceivedFile;
  readonly contentType: DocumentContentType;
  readonly fileName: string;
  readonly category: DocumentCategory;
  readonly origin: "upload" | "written";
  /** The statement version this one replaces, with its version number and series. */
  readonly replaces?: { readonly uuid: string; readonly version: number; readonly seriesUuid: string };
  /**
   * The document's text, when Avow wrote the file itself and so knows it already: stored as extracted
   * (`done`) with the row, and no extraction is queued.
   */
  readonly text?: string;
  /**
   * Writes that must commit with the row or not at all: run in the row's transaction, after the insert.
   * When it throws, nothing is committed and the error goes to the caller.
   */
  readonly alongside?: (tx: Db, documentUuid: string) => Promise<void>;
}

/** What the proof log calls a stored document: a family interview, a written statement, or a document. */
export const logKindOf = (input: Pick<NewDocument, "category" | "origin">): LogEntryKind => {
  if (input.category === "interview") return "interview";
  if (input.category === "statement" && input.origin === "written") return "statement";
  return "document";
};

/**
 * Stores a received file as a document of the account, the one path for uploads and written statements:
 * the file goes into the store (fsync'd, renamed, folder fsync'd) and only then is its row committed, so a
 * crash at any point leaves either no row, or a row whose file is whole. Its proof log entry commits with
 * the row, and the log is nudged to sign it. Text extraction is queued, unless the text is given.
 */
export const storeDocument = async (ctx: AppContext, input: NewDocument): Promise<DocumentItem> => {
  const uuid = randomUUID();
  const { received } = input;
  const extraction = input.text !== undefined ? "done" : hasText(input.contentType) ? "pending" : "none";
  const now = ctx.clock().toISOString();
  await ctx.storage.withObjectLock(received.sha256, async () => {
    await ctx.storage.place(received);
    try {
      await ctx.db.transaction().execute(async (tx) => {
        await insertDocument(tx, {
          uuid,
          account_uuid: input.accountUuid,
          file_name: input.fileName,
          category: input.category,
          size: received.size,
          content_type: input.contentType,
          sha256: received.sha256,
          uploaded_by_uuid: input.uploadedByUuid,
          uploaded_at: now,
          origin: input.origin,
          extraction_status: extraction,
          extraction_failure: null,
          version: input.replaces ? input.replaces.version + 1 : 1,
          previous_version_uuid: input.replaces?.uuid ?? null,
          series_uuid: input.replaces?.seriesUuid ?? uuid,
        });
        await ctx.proofLog.record(tx, {
          kind: logKindOf(input),
          sha256: received.sha256,
          recordedAt: now,
          reference: uuid,
        });
        if (input.text !== undefined) await insertDocumentText(tx, uuid, input.text, now);
        await input.alongside?.(tx, uuid);
      });
    } catch (error) {
      // No row: the file must not stay unless another document has the same bytes.
      if (!(await isObjectReferenced(ctx.db, received.sha256))) await ctx.storage.remove(received.sha256);
      throw error;
    }
  });
  ctx.proofLog.nudge();
  // Read the row back before the extraction may start, so the answer always says what was stored (pending),
  // never what a fast extraction made of it a moment later.
  const row = await findDocument(ctx.db, input.accountUuid, uuid);
  if (!row) throw new Error("a document vanished right after it was stored");
  if (extraction === "pending") ctx.extraction.enqueue(uuid);
  return documentFromRow(row);
};

/**
 * Stores text Avow wrote itself (a statement, a family interview) as a UTF-8 text document, exactly like an
 * upload; when storing fails, the received copy goes and the error goes to the caller.
 */
export const storeText = async (
  ctx: AppContext,
  content: string,
  input: Omit<NewDocument, "received" | "contentType">,
): Promise<DocumentItem> => {
  const received = await ctx.storage.receive(Readable.from([Buffer.from(content, "utf8")]));
  try {
    return await storeDocument(ctx, { ...input, received, contentType: "text/plain; charset=utf-8" });
  } catch (error) {
    await ctx.storage.discard(received);
    throw error;
  }
};

/** Removes the stored files of these digests that no document names any more (after rows were deleted). */
export const removeUnreferencedFiles = async (
  ctx: AppContext,
  digests: ReadonlyArray<string>,
): Promise<void> => {
  for (const sha256 of digests) {
    await ctx.storage.withObjectLock(sha256, async () => {
      if (!(await isObjectReferenced(ctx.db, sha256))) await ctx.storage.remove(sha256);
    });
  }
};

/**
 * Runs `deleteRows` (which deletes an account, its documents going with it by ON DELETE CASCADE), then
 * removes the files that only those documents named.
 */
export const deletingAccountFiles = async (
  ctx: AppContext,
  accountUuid: string,
  deleteRows: () => Promise<void>,
): Promise<void> => {
  const digests = await digestsOfAccount(ctx.db, accountUuid);
  await deleteRows();
  await removeUnreferencedFiles(ctx, digests);
};
