import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import {
  FamilyInterview,
  FamilyInterviewList,
  InterviewInvitation,
  InterviewSubmitted,
  InterviewToken,
} from "../../../contracts/schema/family-interviews.ts";
import { Uuid } from "../../../contracts/schema/ids.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { createThrottle } from "../auth/throttle.ts";
import { decodeInput } from "../http/validate.ts";
import {
  INVITATIONS_PER_HOUR,
  inviteRelative,
  listFamilyInterviews,
  withdrawFamilyInterview,
} from "./family-interview.service.ts";
import { readInvitation, submitInterview } from "./interview-link.service.ts";

const encodeInterview = Schema.encodeSync(FamilyInterview);
const encodeList = Schema.encodeSync(FamilyInterviewList);
const encodeInvitation = Schema.encodeSync(InterviewInvitation);
const encodeSubmitted = Schema.encodeSync(InterviewSubmitted);

const IdParams = Schema.Struct({ id: Uuid });
const InterviewParams = Schema.Struct({ id: Uuid, interviewUuid: Uuid });
const TokenParams = Schema.Struct({ token: InterviewToken });

/**
 * Family interviews: professionals invite a client's relatives and follow the invitations (docs/permissions.md);
 * the relative's link needs no session, only the API key, and is rate-limited per client address.
 */
export const familyInterviewRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const signedIn = { preHandler: requireSession(ctx) };
  const clientId = (params: unknown) => decodeInput(IdParams, params, "account id").id;
  const token = (params: unknown) => decodeInput(TokenParams, params, "interview link").token;
  const invitations = createThrottle({
    limit: INVITATIONS_PER_HOUR,
    windowMs: 3_600_000,
    now: () => ctx.clock().getTime(),
  });
  // Tighter than the API's own limit: the link calls are public, and each submission writes a document.
  const link = {
    config: { rateLimit: { max: ctx.config.interviewRateLimitPerMinute, timeWindow: "1 minute" } },
  };

  api.get("/account/:id/family-interviews", signedIn, async (request) =>
    encodeList(await listFamilyInterviews(ctx, sessionOf(request), clientId(request.params))),
  );

  api.post("/account/:id/family-interviews", signedIn, async (request, reply) => {
    const created = await inviteRelative(
      ctx,
      sessionOf(request),
      clientId(request.params),
      request.body,
      invitations,
    );
    return reply.code(201).send(encodeInterview(created));
  });

  api.delete("/account/:id/family-interviews/:interviewUuid", signedIn, async (request, reply) => {
    const { id, interviewUuid } = decodeInput(InterviewParams, request.params, "family interview path");
    await withdrawFamilyInterview(ctx, sessionOf(request), id, interviewUuid);
    return reply.code(204).send();
  });

  api.get("/family-interview/:token", link, async (request) =>
    encodeInvitation(await readInvitation(ctx, token(request.params))),
  );

  api.post("/family-interview/:token", link, async (request, reply) =>
    reply.code(201).send(encodeSubmitted(await submitInterview(ctx, token(request.params), request.body))),
  );
};
