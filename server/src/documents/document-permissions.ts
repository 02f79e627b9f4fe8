import { isProfessional } from "../../../contracts/schema/account.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { findClient, type ClientRow } from "../clients/client.repository.ts";
import { forbidden, notFound } from "../http/errors.ts";

// The rules of docs/permissions.md, as for clients: the account is looked up among the caller's
// organisation's clients first, so that another organisation's is 404 whatever the role; then the role
// decides (403). A client acts on their own account only; reviewers read.

export type DocumentAccess = "read" | "write";

const mayOnOthers = (roles: AuthContext["roles"], access: DocumentAccess): boolean =>
  access === "read"
    ? isProfessional(roles)
    : roles.includes("ROLE_PRACTITIONER") || roles.includes("ROLE_ADMIN");

/** The client account whose documents the call is about, once the caller may `access` them; else 404 or 403. */
export const documentOwner = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  access: DocumentAccess,
): Promise<ClientRow> => {
  const client = await findClient(ctx.db, session.account.organisation_uuid, accountUuid);
  if (!client) throw notFound("No such account.");
  const self = client.uuid === session.account.uuid;
  if (self || mayOnOthers(session.roles, access)) return client;
  throw forbidden(
    ErrorCodes.forbidden,
    access === "read"
      ? "Only the client and the professionals of their organisation can see these documents."
      : "Only the client, and practitioners and administrators of their organisation, can change these documents.",
  );
};

export const noSuchDocument = () => notFound("No such document.");
