import fastifyMultipart from "@fastify/multipart";
import { Schema } from "effect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DocumentItem, DocumentList, UploadComplete } from "../../../contracts/schema/documents.ts";
import { Uuid } from "../../../contracts/schema/ids.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { decodeInput } from "../http/validate.ts";
import {
  deleteAccountDocument,
  documentFile,
  listAccountDocuments,
  uploadDocument,
  type UploadPart,
} from "./document.service.ts";
import { attachmentDisposition } from "./file-name.ts";
import { writeStatement } from "./statement.service.ts";
import { completeUploads } from "./upload-complete.service.ts";

const encodeItem = Schema.encodeSync(DocumentItem);
const encodeList = Schema.encodeSync(DocumentList);
const encodeUploadComplete = Schema.encodeSync(UploadComplete);

const IdParams = Schema.Struct({ id: Uuid });
const DocParams = Schema.Struct({ id: Uuid, docUuid: Uuid });

/** `me` stands for the caller's own account, as in the other `/api/account/me/…` calls. */
const withMe = (request: FastifyRequest): unknown => {
  const params = request.params as Record<string, unknown>;
  return params.id === "me" ? { ...params, id: sessionOf(request).account.uuid } : params;
};

/** Documents of client accounts; who may do what is in docs/permissions.md. */
export const documentRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const signedIn = { preHandler: requireSession(ctx) };
  const accountId = (request: FastifyRequest) => decodeInput(IdParams, withMe(request), "account id").id;
  const docIds = (request: FastifyRequest) => decodeInput(DocParams, withMe(request), "document path");

  api.get("/account/:id/doc", signedIn, async (request) =>
    encodeList(await listAccountDocuments(ctx, sessionOf(request), accountId(request))),
  );

  api.get("/account/:id/doc/:docUuid/file", signedIn, async (request, reply) => {
    const { id, docUuid } = docIds(request);
    const { document, content } = await documentFile(ctx, sessionOf(request), id, docUuid);
    return (
      reply
        .type(document.contentType)
        .header("content-length", String(document.size))
        .header("content-disposition", attachmentDisposition(document.fileName))
        .header("x-content-type-options", "nosniff")
        // Opened directly, the file may not run anything or load anything.
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("repr-digest", `sha-256=:${Buffer.from(document.sha256, "hex").toString("base64")}:`)
        .header("etag", `"${document.sha256}"`)
        .send(content)
    );
  });

  api.delete("/account/:id/doc/:docUuid", signedIn, async (request, reply) => {
    const { id, docUuid } = docIds(request);
    await deleteAccountDocument(ctx, sessionOf(request), id, docUuid);
    return reply.code(204).send();
  });

  api.post("/account/:id/statements", signedIn, async (request, reply) => {
    const item = await writeStatement(ctx, sessionOf(request), accountId(request), request.body);
    return reply.code(201).send(encodeItem(item));
  });

  api.post("/account/me/upload-complete", signedIn, async (request) =>
    encodeUploadComplete(await completeUploads(ctx, sessionOf(request))),
  );

  // Multipart is parsed only here, streamed: the other routes keep refusing it with 415.
  await api.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: {
        fileSize: ctx.config.maxUploadBytes,
        files: 1,
        fields: 1,
        parts: 2,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });
    const upload = async (request: FastifyRequest, reply: FastifyReply) => {
      const item = await uploadDocument(
        ctx,
        sessionOf(request),
        accountId(request),
        () => request.parts() as AsyncIterable<UploadPart>,
      );
      return reply.code(201).send(encodeItem(item));
    };
    // The seed's path ends in a slash; the same call without it is accepted too.
    uploads.post("/account/:id/doc/", signedIn, upload);
    uploads.post("/account/:id/doc", signedIn, upload);
  });
};
