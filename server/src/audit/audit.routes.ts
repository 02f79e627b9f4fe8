import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AuditPage } from "../../../contracts/schema/audit.ts";
import { Uuid } from "../../../contracts/schema/ids.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { attachmentDisposition } from "../documents/file-name.ts";
import { decodeInput } from "../http/validate.ts";
import { exportAuditTrail, listAuditTrail } from "./audit.service.ts";

const encodePage = Schema.encodeSync(AuditPage);
const IdParams = Schema.Struct({ id: Uuid });

/** `me` stands for the caller's own account, as in the other `/api/account/me/…` calls. */
const withMe = (request: FastifyRequest): unknown => {
  const params = request.params as Record<string, unknown>;
  return params.id === "me" ? { ...params, id: sessionOf(request).account.uuid } : params;
};

/** An account's audit trail (docs/audit-trail.md); who may read it is in docs/permissions.md. */
export const auditRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const signedIn = { preHandler: requireSession(ctx) };
  const accountId = (request: FastifyRequest) => decodeInput(IdParams, withMe(request), "account id").id;

  api.get("/account/:id/audit", signedIn, async (request) =>
    encodePage(await listAuditTrail(ctx, sessionOf(request), accountId(request), request.query)),
  );

  api.get("/account/:id/audit/export", signedIn, async (request, reply) => {
    const file = await exportAuditTrail(ctx, sessionOf(request), accountId(request), request.query);
    return reply
      .type(file.contentType)
      .header("content-disposition", attachmentDisposition(file.fileName))
      .header("x-content-type-options", "nosniff")
      .send(file.body);
  });
};
