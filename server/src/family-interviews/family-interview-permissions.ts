import { isProfessional, mayManageClients } from "../../../contracts/schema/account.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { noSuchAccount } from "../clients/client-permissions.ts";
import { findClient, type ClientRow } from "../clients/client.repository.ts";
import { forbidden } from "../http/errors.ts";

// The rules of docs/permissions.md for family interviews: the object is a client of the caller's
// organisation, looked up there first (another organisation's, a professional's or nobody's uuid is 404
// whatever the role); then the role decides (403). Invitations are the professionals' working records:
// reviewers read them, practitioners and admins also send and withdraw them, and clients (the client
// asked about included) hear 403 (decision 0031).

/** `read`: list the invitations; `manage`: invite a relative, withdraw an invitation. */
export type InterviewAccess = "read" | "manage";

/** The client whose interviews the call is about, once the caller may `access` them; else 404 or 403. */
export const interviewClient = async (
  ctx: AppContext,
  session: AuthContext,
  clientUuid: string,
  access: InterviewAccess,
): Promise<ClientRow> => {
  const client = await findClient(ctx.db, session.account.organisation_uuid, clientUuid);
  if (!client) throw noSuchAccount();
  const allowed = access === "read" ? isProfessional(session.roles) : mayManageClients(session.roles);
  if (allowed) return client;
  throw forbidden(
    ErrorCodes.forbidden,
    access === "read"
      ? "Only the professionals of the client's organisation can see their family interviews."
      : "Only practitioners and administrators of the client's organisation can invite relatives or withdraw an invitation.",
  );
};
