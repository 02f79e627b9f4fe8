import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import {
  FacebookLinked,
  FacebookLinkStarted,
  FacebookLinkStatus,
  FacebookProfileQuery,
  LinkedProfile,
} from "../../../contracts/schema/facebook.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { decodeInput } from "../http/validate.ts";
import { completeFacebookLink, startFacebookLink } from "./facebook-link.service.ts";
import { linkedProfile, unlinkFacebook } from "./facebook-profile.service.ts";

const encodeStatus = Schema.encodeSync(FacebookLinkStatus);
const encodeStarted = Schema.encodeSync(FacebookLinkStarted);
const encodeLinked = Schema.encodeSync(FacebookLinked);
const encodeProfile = Schema.encodeSync(LinkedProfile);

/** Linking a client's Facebook profile and reading it; who may do what is in docs/permissions.md. */
export const facebookRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const signedIn = { preHandler: requireSession(ctx) };

  api.get("/account/facebook/status", signedIn, async () =>
    encodeStatus({ enabled: ctx.config.facebook !== undefined }),
  );

  api.get("/account/facebook/me", signedIn, async (request) => {
    const query = decodeInput(FacebookProfileQuery, request.query, "query");
    return encodeProfile(await linkedProfile(ctx, sessionOf(request), query.accountUuid));
  });

  api.post("/account/me/facebook/link", signedIn, async (request) =>
    encodeStarted(await startFacebookLink(ctx, sessionOf(request), request.body)),
  );

  api.post("/account/me/facebook/callback", signedIn, async (request) =>
    encodeLinked(await completeFacebookLink(ctx, sessionOf(request), request.body)),
  );

  api.delete("/account/me/facebook", signedIn, async (request, reply) => {
    await unlinkFacebook(ctx, sessionOf(request));
    return reply.code(204).send();
  });
};
