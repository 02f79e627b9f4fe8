import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { maySkinOrganisation, type Skin, type SkinUpdate } from "../../../contracts/schema/skin.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { forbidden } from "../http/errors.ts";
import { skinOfOrganisation } from "../refdata/refdata.service.ts";
import { saveSkin } from "./organisation.repository.ts";

/**
 * Refuses anyone but an admin with 403 `forbidden`. The organisation is the caller's own, which they know
 * exists, so there is nothing to hide behind a 404.
 */
export const assertSkinAdmin = (session: AuthContext): void => {
  if (!maySkinOrganisation(session.roles))
    throw forbidden(ErrorCodes.forbidden, "Only an administrator of the organisation can change its skin.");
};

/**
 * An admin replaces the skin of their own organisation (never another's: the organisation comes from the
 * session, not from the request). Answers the skin as stored, colours in lower case.
 */
export const updateOwnSkin = async (
  ctx: AppContext,
  session: AuthContext,
  update: SkinUpdate,
): Promise<Skin> => {
  assertSkinAdmin(session);
  const organisationUuid = session.account.organisation_uuid;
  const { secondaryTextColor, ...required } = update;
  const skin: Skin = secondaryTextColor ? { ...required, secondaryTextColor } : required;
  await saveSkin(ctx.db, organisationUuid, skin, ctx.clock().toISOString());
  return skinOfOrganisation(ctx.db, organisationUuid);
};
