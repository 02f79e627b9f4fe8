import type { AuditActorRole } from "../../../contracts/schema/audit.ts";
import type { Role } from "../../../contracts/schema/account.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import type { Db } from "../db/database.ts";
import { appendAuditEvent, type NewAuditEvent } from "./audit.repository.ts";
import type { AuditEventRow } from "./audit.table.ts";

/** The capacity an account acts in: its strongest role (an account normally has one). */
export const actorRoleOf = (roles: ReadonlyArray<Role>): AuditActorRole => {
  if (roles.includes("ROLE_ADMIN")) return "admin";
  if (roles.includes("ROLE_PRACTITIONER")) return "practitioner";
  if (roles.includes("ROLE_REVIEWER")) return "reviewer";
  return "client";
};

/** The event's actor: an account acting in its role. */
export const actingAccount = (
  account: { readonly uuid: string },
  roles: ReadonlyArray<Role>,
): Pick<NewAuditEvent, "actorUuid" | "actorRole"> => ({
  actorUuid: account.uuid,
  actorRole: actorRoleOf(roles),
});

/** The event's actor: the signed-in caller. */
export const actingSession = (session: AuthContext): Pick<NewAuditEvent, "actorUuid" | "actorRole"> =>
  actingAccount(session.account, session.roles);

/** The trail the event goes into: this account's. */
export const trailOf = (account: {
  readonly uuid: string;
  readonly organisation_uuid: string;
}): Pick<NewAuditEvent, "accountUuid" | "organisationUuid"> => ({
  accountUuid: account.uuid,
  organisationUuid: account.organisation_uuid,
});

/**
 * Records an event in its account's trail. Pass the transaction of the change it records when there is
 * one, so that both commit or neither does; otherwise call it right after the change succeeded.
 */
export const recordAuditEvent = (db: Db, clock: () => Date, event: NewAuditEvent): Promise<AuditEventRow> =>
  appendAuditEvent(db, event, clock);
