import { isProfessional } from "../../../contracts/schema/account.ts";
import { mayRunContradictionChecks } from "../../../contracts/schema/contradictions.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { findClient, type ClientRow } from "../clients/client.repository.ts";
import { forbidden, notFound } from "../http/errors.ts";

// The rules of docs/permissions.md, as for documents: the account is looked up among the caller's
// organisation's clients first, so that another organisation's is 404 whatever the role; then the role
// decides (403). A client reads and runs checks on their own account only; reviewers read.

/** `read`: list and open reports; `run`: run a check and mark findings. */
export type ContradictionAccess = "read" | "run";

const mayOnOthers = (roles: AuthContext["roles"], access: ContradictionAccess): boolean =>
  // A client's own role (ROLE_USER) never reaches another client's account: professionals only.
  isProfessional(roles) && (access === "read" || mayRunContradictionChecks(roles));

/** The client account whose reports the call is about, once the caller may `access` them; else 404 or 403. */
export const reportOwner = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  access: ContradictionAccess,
): Promise<ClientRow> => {
  const client = await findClient(ctx.db, session.account.organisation_uuid, accountUuid);
  if (!client) throw notFound("No such account.");
  if (client.uuid === session.account.uuid || mayOnOthers(session.roles, access)) return client;
  throw forbidden(
    ErrorCodes.forbidden,
    access === "read"
      ? "Only the client and the professionals of their organisation can see these reports."
      : "Only the client, and practitioners and administrators of their organisation, can run checks and mark findings.",
  );
};

export const noSuchReport = () => notFound("No such report.");
export const noSuchFinding = () => notFound("No such finding.");
