import { isProfessional } from "../../../contracts/schema/account.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { FacebookErrorCodes, mayLinkFacebook } from "../../../contracts/schema/facebook.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { findMember } from "../clients/client.repository.ts";
import type { FacebookProviderConfig } from "../config/config.ts";
import { forbidden, HttpError, notFound } from "../http/errors.ts";

// The rules of docs/permissions.md for linked profiles: an account is looked up in the caller's
// organisation first (another organisation's is 404 whatever the role); then the account itself and the
// organisation's professionals may read its profile, anyone else of the organisation hears 403.

/** The one provider key stored today. */
export const FACEBOOK = "facebook";

/** The configured provider, or 409 `facebook_link_off` when this server has none. */
export const configuredProvider = (ctx: AppContext): FacebookProviderConfig => {
  if (!ctx.config.facebook)
    throw new HttpError(
      409,
      FacebookErrorCodes.off,
      "Linking a Facebook profile is not set up on this server.",
    );
  return ctx.config.facebook;
};

/** Linking and unlinking are a client's, for their own account. */
export const assertMayLink = (session: AuthContext): void => {
  if (!mayLinkFacebook(session.roles))
    throw forbidden(ErrorCodes.forbidden, "Only clients link a Facebook profile to their own account.");
};

/** The account whose profile the caller asks about (their own when none is named), once they may read it. */
export const profileOwner = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string | undefined,
): Promise<string> => {
  const own = session.account.uuid;
  if (accountUuid === undefined || accountUuid.toLowerCase() === own) return own;
  const member = await findMember(ctx.db, session.account.organisation_uuid, accountUuid);
  if (!member) throw notFound("No such account.");
  if (!isProfessional(session.roles))
    throw forbidden(
      ErrorCodes.forbidden,
      "Only the account itself and the professionals of its organisation can see its linked profile.",
    );
  return member.uuid;
};
