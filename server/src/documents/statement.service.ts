import { DocumentErrorCodes, NewStatement, type DocumentItem } from "../../../contracts/schema/documents.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { actingSession, recordAuditEvent, trailOf } from "../audit/record-audit-event.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { decodeInput } from "../http/validate.ts";
import { documentOwner, noSuchDocument } from "./document-permissions.ts";
import { storeText } from "./document-store.ts";
import { findDocument, findDocumentByUuid, findSuccessor } from "./document.repository.ts";
import { cleanFileName } from "./file-name.ts";

const superseded = () =>
  new HttpError(
    409,
    DocumentErrorCodes.statementSuperseded,
    "A newer version of this statement was saved meanwhile; edit that one.",
  );

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
};

/**
 * Saves a statement written in Avow as a UTF-8 text document of category `statement`, stored exactly like
 * an upload. With `replaces` it is the next version of that statement; earlier versions stay as they were.
 * Only the latest version can be replaced (409 `statement_superseded` otherwise), so two people editing
 * the same version at once cannot both win silently.
 */
export const writeStatement = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  body: unknown,
): Promise<DocumentItem> => {
  const owner = await documentOwner(ctx, session, accountUuid, "write");
  // Read only once the caller may write here: a refused caller learns nothing from their body's errors.
  const input = decodeInput(NewStatement, body, "statement");
  let replaces: { uuid: string; version: number; seriesUuid: string } | undefined;
  if (input.replaces !== undefined) {
    const previous = await findDocument(ctx.db, owner.uuid, input.replaces);
    if (!previous) throw noSuchDocument();
    if (previous.origin !== "written") throw badRequest("Invalid replaces: must name a written statement.");
    if (await findSuccessor(ctx.db, previous.uuid)) throw superseded();
    replaces = { uuid: previous.uuid, version: previous.version, seriesUuid: previous.series_uuid };
  }
  try {
    return await storeText(ctx, input.text, {
      accountUuid: owner.uuid,
      uploadedByUuid: session.account.uuid,
      fileName: cleanFileName(`${input.title}.txt`),
      category: "statement",
      origin: "written",
      ...(replaces ? { replaces } : {}),
      alongside: async (tx, documentUuid) => {
        const stored = await findDocumentByUuid(tx, documentUuid);
        await recordAuditEvent(tx, ctx.clock, {
          ...trailOf(owner),
          ...actingSession(session),
          action: "statement.written",
          subject: documentUuid,
          details: { version: stored?.version ?? 1, sha256: stored?.sha256 ?? null },
        });
      },
    });
  } catch (error) {
    // Two edits of the same version at once: the unique previous-version column decides.
    if (isUniqueViolation(error)) throw superseded();
    throw error;
  }
};
