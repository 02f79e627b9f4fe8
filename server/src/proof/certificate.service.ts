import { ProofErrorCodes, type ProofCertificate } from "../../../contracts/schema/proof.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { documentOwner, noSuchDocument } from "../documents/document-permissions.ts";
import { findDocument } from "../documents/document.repository.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { isReferenceQueued } from "./proof.repository.ts";

const pending = () =>
  new HttpError(
    409,
    ProofErrorCodes.pending,
    "The document is recorded but not yet in a signed tree head; try again in a moment.",
  );

/** `<public URL>/verify`, keeping a path prefix of the public URL. */
export const verifyUrl = (publicUrl: string): string => {
  const url = new URL(publicUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/verify`;
  return url.toString();
};

/**
 * The certificate of one document: its entry, its leaf and audit path to the latest signed head, that
 * head and the log's key; everything a verifier needs offline. Whoever may read the document may have it
 * (404 for another organisation's), 409 while its leaf is not yet signed, 404 `not_logged` for a document
 * stored before the log existed.
 */
export const documentCertificate = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  documentUuid: string,
): Promise<ProofCertificate> => {
  const owner = await documentOwner(ctx, session, accountUuid, "read");
  const document = await findDocument(ctx.db, owner.uuid, documentUuid);
  if (!document) throw noSuchDocument();
  let leaf = await ctx.proofLog.leafOfReference(document.uuid, document.sha256);
  if (!leaf) {
    if (await isReferenceQueued(ctx.db, document.uuid)) throw pending();
    // Not queued now: either sequenced since the first look (an entry leaves the queue in the transaction
    // that makes its leaf), or never recorded. Only a second look tells them apart.
    leaf = await ctx.proofLog.leafOfReference(document.uuid, document.sha256);
    if (!leaf) {
      throw notFound("This document was stored before the proof log existed.", ProofErrorCodes.notLogged);
    }
  }
  const head = await ctx.proofLog.latestTreeHead();
  if (leaf.leafIndex >= head.treeSize) throw pending();
  const proof = await ctx.proofLog.inclusion(leaf.leafIndex, head.treeSize);
  return {
    format: "avow-certificate/1",
    fileName: document.file_name,
    size: Number(document.size),
    entry: proof.entry,
    leafIndex: proof.leafIndex,
    auditPath: proof.auditPath,
    treeHead: proof.treeHead,
    publicKey: ctx.proofLog.key.publicKey,
    verifyUrl: verifyUrl(ctx.config.publicUrl),
    issuedAt: ctx.clock().toISOString(),
  };
};
