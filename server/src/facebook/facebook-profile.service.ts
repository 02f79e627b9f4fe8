import type { LinkedProfile } from "../../../contracts/schema/facebook.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { notFound } from "../http/errors.ts";
import { assertMayLink, FACEBOOK, profileOwner } from "./facebook-permissions.ts";
import { profileFromRow } from "./facebook.mapper.ts";
import { deleteProfile, findProfile } from "./facebook.repository.ts";

const notLinked = () => notFound("No linked profile.");

/** The linked profile of an account of the caller's organisation (their own when none is named). */
export const linkedProfile = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string | undefined,
): Promise<LinkedProfile> => {
  const owner = await profileOwner(ctx, session, accountUuid);
  const row = await findProfile(ctx.db, owner, FACEBOOK);
  if (!row) throw notLinked();
  return profileFromRow(row);
};

/** Unlinks the caller's own profile; 404 when none is linked. Works even when the provider is no longer configured. */
export const unlinkFacebook = async (ctx: AppContext, session: AuthContext): Promise<void> => {
  assertMayLink(session);
  if (!(await deleteProfile(ctx.db, session.account.uuid, FACEBOOK))) throw notLinked();
};
