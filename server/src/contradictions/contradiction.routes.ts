import { Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ContradictionReport, Finding, ReportList } from "../../../contracts/schema/contradictions.ts";
import { Uuid } from "../../../contracts/schema/ids.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { decodeInput } from "../http/validate.ts";
import {
  contradictionReport,
  listContradictionReports,
  markFinding,
} from "./contradiction-report.service.ts";
import { runContradictionCheck } from "./detect-contradictions.service.ts";

const encodeReport = Schema.encodeSync(ContradictionReport);
const encodeList = Schema.encodeSync(ReportList);
const encodeFinding = Schema.encodeSync(Finding);

const IdParams = Schema.Struct({ id: Uuid });
const ReportParams = Schema.Struct({ id: Uuid, reportUuid: Uuid });
const FindingParams = Schema.Struct({ id: Uuid, reportUuid: Uuid, findingUuid: Uuid });

/** `me` stands for the caller's own account, as in the other `/api/account/me/…` calls. */
const withMe = (request: FastifyRequest): unknown => {
  const params = request.params as Record<string, unknown>;
  return params.id === "me" ? { ...params, id: sessionOf(request).account.uuid } : params;
};

/** Contradiction checks of client accounts and their reports; who may do what is in docs/permissions.md. */
export const contradictionRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const signedIn = { preHandler: requireSession(ctx) };
  const reports = "/account/:id/contradiction-reports";

  api.post("/account/:id/detect-contradictions", signedIn, async (request, reply) => {
    const { id } = decodeInput(IdParams, withMe(request), "account id");
    const report = await runContradictionCheck(ctx, sessionOf(request), id, request.body);
    return reply.code(201).send(encodeReport(report));
  });

  api.get(reports, signedIn, async (request) => {
    const { id } = decodeInput(IdParams, withMe(request), "account id");
    return encodeList(await listContradictionReports(ctx, sessionOf(request), id));
  });

  api.get(`${reports}/:reportUuid`, signedIn, async (request) => {
    const { id, reportUuid } = decodeInput(ReportParams, withMe(request), "report path");
    return encodeReport(await contradictionReport(ctx, sessionOf(request), id, reportUuid));
  });

  api.put(`${reports}/:reportUuid/findings/:findingUuid`, signedIn, async (request) => {
    const { id, reportUuid, findingUuid } = decodeInput(FindingParams, withMe(request), "finding path");
    return encodeFinding(
      await markFinding(ctx, sessionOf(request), { accountUuid: id, reportUuid, findingUuid }, request.body),
    );
  });
};
