import {
  FacebookCallbackRequest,
  FacebookErrorCodes,
  FacebookLinkRequest,
  type FacebookLinked,
  type FacebookLinkStarted,
} from "../../../contracts/schema/facebook.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { badRequest } from "../http/errors.ts";
import { decodeInput } from "../http/validate.ts";
import { assertMayLink, configuredProvider, FACEBOOK } from "./facebook-permissions.ts";
import { profileFromRow } from "./facebook.mapper.ts";
import { findProfile, insertLinkAttempt, saveProfile, takeLinkAttempt } from "./facebook.repository.ts";
import { authorizationUrlFor, exchangeCode, fetchProfile, pkcePair } from "./oauth-client.ts";

/** How long a started link waits for its callback. */
export const LINK_ATTEMPT_MINUTES = 10;

const DEFAULT_RETURN = "/app";

/**
 * Starts linking the caller's profile: a fresh state (256 bits) and PKCE verifier, stored with the
 * account and where to return (the state only as its hash), and the provider's page to send the browser to.
 */
export const startFacebookLink = async (
  ctx: AppContext,
  session: AuthContext,
  body: unknown,
): Promise<FacebookLinkStarted> => {
  const provider = configuredProvider(ctx);
  assertMayLink(session);
  const request = decodeInput(FacebookLinkRequest, body ?? {}, "link request");
  const state = newToken();
  const { verifier, challenge } = pkcePair();
  const now = ctx.clock();
  await insertLinkAttempt(
    ctx.db,
    {
      state_hash: hashToken(state),
      account_uuid: session.account.uuid,
      provider: FACEBOOK,
      code_verifier: verifier,
      return_to: request.returnTo ?? DEFAULT_RETURN,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LINK_ATTEMPT_MINUTES * 60_000).toISOString(),
    },
    now.toISOString(),
  );
  return { authorizationUrl: authorizationUrlFor(provider, { state, challenge }) };
};

const invalidState = () =>
  badRequest(
    "This link attempt is unknown, already used or expired; start again from your account.",
    FacebookErrorCodes.invalidState,
  );

/**
 * Completes a link from the provider's callback: the state is used up whatever happens next, and must be
 * the caller's and unexpired; then the code is exchanged (with the verifier and the client secret), the
 * profile read, and stored in place of any earlier one. The access token is dropped once read.
 */
export const completeFacebookLink = async (
  ctx: AppContext,
  session: AuthContext,
  body: unknown,
): Promise<FacebookLinked> => {
  const provider = configuredProvider(ctx);
  assertMayLink(session);
  const { code, state } = decodeInput(FacebookCallbackRequest, body, "callback");
  const attempt = await takeLinkAttempt(ctx.db, hashToken(state));
  const now = ctx.clock();
  if (
    !attempt ||
    attempt.account_uuid !== session.account.uuid ||
    attempt.provider !== FACEBOOK ||
    attempt.expires_at <= now.toISOString()
  ) {
    throw invalidState();
  }
  const accessToken = await exchangeCode(provider, code, attempt.code_verifier);
  const profile = await fetchProfile(provider, accessToken);
  await saveProfile(ctx.db, {
    account_uuid: session.account.uuid,
    provider: FACEBOOK,
    provider_id: profile.providerId,
    name: profile.name,
    profile_url: profile.profileUrl,
    linked_at: ctx.clock().toISOString(),
  });
  const stored = await findProfile(ctx.db, session.account.uuid, FACEBOOK);
  if (!stored) throw invalidState();
  return { profile: profileFromRow(stored), returnTo: attempt.return_to };
};
