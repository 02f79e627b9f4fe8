import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { IntegrityQuery, IntegrityView, wantsFreshCheck } from "../../../contracts/schema/integrity.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { decodeInput } from "../http/validate.ts";
import { checkIntegrity } from "./integrity.ts";
import {
  assertIntegrityAdmin,
  confirmedCheck,
  createIntegrityChecker,
  integrityViewFor,
} from "./integrity-view.ts";

const encodeView = Schema.encodeSync(IntegrityView);

/**
 * `GET /api/admin/integrity` (docs/integrity.md): the check `npm run integrity` makes, over the server's
 * database and data folder, for an organisation's admins. One check runs at a time, and one less than a
 * minute old is answered again (`?fresh=1`: unless it is less than ten seconds old). A problem is reported
 * only when a second run finds it too, since the server keeps writing while the check reads.
 */
export const integrityRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const checker = createIntegrityChecker({
    run: () =>
      confirmedCheck(() => checkIntegrity({ db: ctx.db, dataDir: ctx.config.dataDir, now: ctx.clock })),
    clock: ctx.clock,
  });

  api.get("/admin/integrity", { preHandler: requireSession(ctx) }, async (request) => {
    const session = sessionOf(request);
    // Refused callers hear 403 whatever they asked: the query is only read for those allowed to ask.
    assertIntegrityAdmin(session);
    const query = decodeInput(IntegrityQuery, request.query, "integrity query");
    const report = await checker.report(wantsFreshCheck(query));
    return encodeView(integrityViewFor(report, session.account.organisation_uuid));
  });
};
