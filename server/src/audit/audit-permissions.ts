import { isProfessional, mayDeleteAccounts } from "../../../contracts/schema/account.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { findMember, type ClientRow } from "../clients/client.repository.ts";
import type { AppContext } from "../app-context.ts";
import { forbidden, notFound } from "../http/errors.ts";

// The rules of docs/permissions.md: the account is looked up in the caller's organisation first, so that
// another organisation's is 404 whatever the role; then the role decides (403). Everyone reads their own
// trail (it is their personal data: the GDPR's right of access); every professional reads a client's; an
// admin reads anyone's of the organisation (a professional's own sign-ins, say).

/** Whether the caller may read the trail of this account of their organisation. */
export const mayReadTrail = (
  session: AuthContext,
  target: { readonly uuid: string; readonly is_client: number },
) =>
  target.uuid === session.account.uuid ||
  mayDeleteAccounts(session.roles) ||
  (target.is_client === 1 && isProfessional(session.roles));

/** The account whose trail the call is about, once the caller may read it; else 404 or 403. */
export const trailOwner = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
): Promise<ClientRow> => {
  const target = await findMember(ctx.db, session.account.organisation_uuid, accountUuid);
  if (!target) throw notFound("No such account.");
  if (mayReadTrail(session, target)) return target;
  throw forbidden(
    ErrorCodes.forbidden,
    "Only the account itself, the professionals of its organisation (for a client) and its administrators can read this trail.",
  );
};
