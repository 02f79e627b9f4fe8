import type { Readable } from "node:stream";
import { Schema } from "effect";
import {
  DOCUMENT_CATEGORIES,
  UploadCategory,
  type DocumentCategory,
  type DocumentItem,
  type DocumentList,
} from "../../../contracts/schema/documents.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { actingSession, recordAuditEvent, trailOf } from "../audit/record-audit-event.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { detectContentType } from "./content-type.ts";
import { documentOwner, noSuchDocument } from "./document-permissions.ts";
import { TooLarge, type ReceivedFile } from "./document-storage.ts";
import { removeUnreferencedFiles, storeDocument } from "./document-store.ts";
import { documentFromRow } from "./document.mapper.ts";
import { deleteDocument, findDocument, listDocuments } from "./document.repository.ts";
import { cleanFileName } from "./file-name.ts";

/** One part of a multipart upload, as @fastify/multipart hands it over. */
export type UploadPart =
  | {
      readonly type: "file";
      readonly fieldname: string;
      readonly filename: string;
      readonly file: Readable & { readonly truncated: boolean };
    }
  | { readonly type: "field"; readonly fieldname: string; readonly value: unknown };

const ACCEPTED = "PDF, DOCX, ODT, plain text (UTF-8), JPEG, PNG, WebP, MP3, M4A, OGG or WAV";

const tooLarge = (limitBytes: number) =>
  new HttpError(
    413,
    ErrorCodes.payloadTooLarge,
    `The file is larger than the limit of ${Math.floor(limitBytes / (1024 * 1024))} MB.`,
  );

/** The multipart parser's own refusals, as the documented answers. */
const uploadError = (error: unknown, limitBytes: number): unknown => {
  if (error instanceof TooLarge) return tooLarge(limitBytes);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(limitBytes);
  if (code === "FST_FILES_LIMIT") return badRequest("Send exactly one file, in the field `file`.");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return badRequest("Send only the fields `file` and `category`.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new HttpError(415, ErrorCodes.unsupportedMediaType, "Send the file as multipart/form-data.");
  return error;
};

const decodeCategory = Schema.decodeUnknownOption(UploadCategory);

const category = (value: unknown): DocumentCategory => {
  const decoded = decodeCategory(value);
  if (decoded._tag === "None")
    throw badRequest(`Invalid category: must be one of ${DOCUMENT_CATEGORIES.join(", ")}.`);
  return decoded.value;
};

/** The account's documents, newest first: for the client and their organisation's professionals. */
export const listAccountDocuments = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
): Promise<DocumentList> => {
  const owner = await documentOwner(ctx, session, accountUuid, "read");
  return { items: (await listDocuments(ctx.db, owner.uuid)).map(documentFromRow) };
};

/**
 * Receives a multipart upload (`file` and `category`, in either order) into the account's documents. The
 * caller's right is checked before any of the body is read; the file is streamed to disk, hashed on the
 * way, and its type told from its bytes. Over the size limit (413), of a type not accepted (415) or with
 * a bad category (400), nothing of it is kept.
 */
export const uploadDocument = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  openParts: () => AsyncIterable<UploadPart>,
): Promise<DocumentItem> => {
  const owner = await documentOwner(ctx, session, accountUuid, "write");
  const limit = ctx.config.maxUploadBytes;
  let chosen: DocumentCategory | undefined;
  let received: ReceivedFile | undefined;
  let fileName = "document";
  try {
    for await (const part of openParts()) {
      if (part.type === "field") {
        if (part.fieldname !== "category") throw badRequest("Send only the fields `file` and `category`.");
        if (chosen !== undefined) throw badRequest("Send one `category` only.");
        chosen = category(part.value);
        continue;
      }
      if (part.fieldname !== "file" || received) {
        part.file.resume();
        throw badRequest("Send exactly one file, in the field `file`.");
      }
      received = await ctx.storage.receive(part.file, () => part.file.truncated);
      fileName = cleanFileName(part.filename);
    }
    if (!received) throw badRequest("The upload has no file: send it in the field `file`.");
    if (chosen === undefined)
      throw badRequest(`The upload has no category: send one of ${DOCUMENT_CATEGORIES.join(", ")}.`);
    if (received.size === 0) throw badRequest("The file is empty.");
    const contentType = await detectContentType(received.tempPath, received.probe);
    if (!contentType)
      throw new HttpError(
        415,
        ErrorCodes.unsupportedMediaType,
        `The file's content is not one of the accepted types: ${ACCEPTED}.`,
      );
    const event = { category: chosen, sha256: received.sha256 };
    return await storeDocument(ctx, {
      accountUuid: owner.uuid,
      uploadedByUuid: session.account.uuid,
      received,
      contentType,
      fileName,
      category: chosen,
      origin: "upload",
      alongside: async (tx, documentUuid) => {
        await recordAuditEvent(tx, ctx.clock, {
          ...trailOf(owner),
          ...actingSession(session),
          action: "document.uploaded",
          subject: documentUuid,
          details: event,
        });
      },
    });
  } catch (error) {
    if (received) await ctx.storage.discard(received);
    throw uploadError(error, limit);
  }
};

/** A document and its stored bytes, for download. */
export const documentFile = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  documentUuid: string,
): Promise<{ readonly document: DocumentItem; readonly content: Readable }> => {
  const owner = await documentOwner(ctx, session, accountUuid, "read");
  const row = await findDocument(ctx.db, owner.uuid, documentUuid);
  if (!row) throw noSuchDocument();
  // A read, but one the client and their professionals expect to see: who took a copy, and when.
  await recordAuditEvent(ctx.db, ctx.clock, {
    ...trailOf(owner),
    ...actingSession(session),
    action: "document.downloaded",
    subject: row.uuid,
  });
  return { document: documentFromRow(row), content: ctx.storage.read(row.sha256) };
};

/** Deletes a document; its stored file goes too unless another document has the same bytes. */
export const deleteAccountDocument = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  documentUuid: string,
): Promise<void> => {
  const owner = await documentOwner(ctx, session, accountUuid, "write");
  const row = await findDocument(ctx.db, owner.uuid, documentUuid);
  if (!row) throw noSuchDocument();
  await ctx.db.transaction().execute(async (tx) => {
    await deleteDocument(tx, row.uuid);
    await recordAuditEvent(tx, ctx.clock, {
      ...trailOf(owner),
      ...actingSession(session),
      action: "document.deleted",
      subject: row.uuid,
      // What was deleted stays identifiable by its digest once its name is gone.
      details: { category: row.category, sha256: row.sha256 },
    });
  });
  await removeUnreferencedFiles(ctx, [row.sha256]);
};
