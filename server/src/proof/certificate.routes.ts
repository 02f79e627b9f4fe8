import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Uuid } from "../../../contracts/schema/ids.ts";
import { ProofCertificate } from "../../../contracts/schema/proof.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { attachmentDisposition } from "../documents/file-name.ts";
import { decodeInput } from "../http/validate.ts";
import { certificatePdf } from "./certificate-pdf.ts";
import { documentCertificate } from "./certificate.service.ts";

const encodeCertificate = Schema.encodeSync(ProofCertificate);
const DocParams = Schema.Struct({ id: Uuid, docUuid: Uuid });

/**
 * The certificate of a document, as JSON and as PDF (in the caller's language, the JSON attached), for
 * whoever may read the document (docs/permissions.md).
 */
export const certificateRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const signedIn = { preHandler: requireSession(ctx) };
  const certificateOf = (request: FastifyRequest) => {
    const params = request.params as Record<string, unknown>;
    // `me` stands for the caller's own account, as in the other document calls.
    const { id, docUuid } = decodeInput(
      DocParams,
      params.id === "me" ? { ...params, id: sessionOf(request).account.uuid } : params,
      "document path",
    );
    return documentCertificate(ctx, sessionOf(request), id, docUuid);
  };

  api.get("/account/:id/doc/:docUuid/certificate", signedIn, async (request, reply) => {
    const certificate = await certificateOf(request);
    return reply
      .header("content-disposition", attachmentDisposition(`${certificate.fileName}.avow-certificate.json`))
      .send(encodeCertificate(certificate));
  });

  api.get("/account/:id/doc/:docUuid/certificate.pdf", signedIn, async (request, reply) => {
    const certificate = await certificateOf(request);
    const pdf = await certificatePdf(certificate, { language: sessionOf(request).account.language });
    return reply
      .type("application/pdf")
      .header("content-disposition", attachmentDisposition(`${certificate.fileName}.avow-certificate.pdf`))
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(pdf));
  });
};
