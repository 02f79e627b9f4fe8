import {
  isProfessional,
  mayDeleteAccounts,
  mayManageClients,
  type Role,
} from "../../../contracts/schema/account.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { forbidden, notFound } from "../http/errors.ts";

// The rules of docs/permissions.md. Objects are looked up in the caller's organisation first, so that an
// object of another organisation is 404 whatever the role; only then does the role decide (403).

/** Any professional (practitioner, reviewer, admin) may see the organisation's clients. */
export const mayReadClients = (roles: ReadonlyArray<Role>): boolean => isProfessional(roles);

/** An admin may delete any account of the organisation (their own included); a client only their own. */
export const mayDeleteAccount = (session: AuthContext, targetUuid: string): boolean =>
  mayDeleteAccounts(session.roles) ||
  (session.roles.includes("ROLE_USER") && session.account.uuid === targetUuid);

export const assertMayReadClients = (session: AuthContext): void => {
  if (!mayReadClients(session.roles))
    throw forbidden(ErrorCodes.forbidden, "Only professionals of the organisation can see its clients.");
};

export const assertMayManageClients = (session: AuthContext): void => {
  if (!mayManageClients(session.roles))
    throw forbidden(
      ErrorCodes.forbidden,
      "Only practitioners and administrators can create, invite or assign clients.",
    );
};

/** The one answer for an object the caller may not know about: unknown, or of another organisation. */
export const noSuchAccount = () => notFound("No such account.");
