import { sql } from "kysely";
import type { ClientScope } from "../../../contracts/schema/clients.ts";
import type { AccountRow } from "../accounts/account.table.ts";
import { containsPattern } from "../accounts/search-text.ts";
import type { Db } from "../db/database.ts";

/** A client account with the names of the practitioner it is assigned to (null when it is nobody's). */
export interface ClientRow extends AccountRow {
  readonly ap_uuid: string | null;
  readonly ap_first_name: string | null;
  readonly ap_last_name: string | null;
}

export interface ClientFilter {
  readonly organisationUuid: string;
  readonly scope: ClientScope;
  /** The caller, for scope `my`. */
  readonly callerUuid: string;
  /** Searched for in names and email, ignoring case and accents; empty means no search. */
  readonly q: string;
}

const clientsMatching = (db: Db, filter: ClientFilter) => {
  let query = db
    .selectFrom("accounts as c")
    .where("c.organisation_uuid", "=", filter.organisationUuid)
    // Clients are the accounts with ROLE_USER, flagged on the row when they are created.
    .where("c.is_client", "=", 1);
  if (filter.scope === "my") query = query.where("c.assigned_practitioner_uuid", "=", filter.callerUuid);
  if (filter.scope === "unassigned") query = query.where("c.assigned_practitioner_uuid", "is", null);
  const term = filter.q.trim();
  // Both sides are folded the same way, and LIKE with an explicit escape behaves alike on both databases.
  if (term !== "") query = query.where(sql<boolean>`c.search_text like ${containsPattern(term)} escape '\\'`);
  return query;
};

const withPractitioner = <Q extends ReturnType<typeof clientsMatching>>(query: Q) =>
  query
    .leftJoin("accounts as p", "p.uuid", "c.assigned_practitioner_uuid")
    .selectAll("c")
    .select(["p.uuid as ap_uuid", "p.first_name as ap_first_name", "p.last_name as ap_last_name"]);

/** One page of clients in a stable order: last name, first name (folded), then uuid. */
export const listClients = (
  db: Db,
  filter: ClientFilter,
  page: { readonly offset: number; readonly limit: number },
): Promise<ClientRow[]> =>
  withPractitioner(clientsMatching(db, filter))
    .orderBy("c.sort_last_name")
    .orderBy("c.sort_first_name")
    .orderBy("c.uuid")
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countClients = async (db: Db, filter: ClientFilter): Promise<number> => {
  const row = await clientsMatching(db, filter)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string, SQLite as a number.
  return Number(row.n);
};

/** The client (ROLE_USER account) with this uuid in this organisation, if there is one. */
export const findClient = (db: Db, organisationUuid: string, uuid: string): Promise<ClientRow | undefined> =>
  withPractitioner(
    db
      .selectFrom("accounts as c")
      .where("c.organisation_uuid", "=", organisationUuid)
      .where("c.uuid", "=", uuid.toLowerCase())
      .where("c.is_client", "=", 1),
  ).executeTakeFirst();

/** Any account with this uuid in this organisation, client or not. */
export const findMember = (db: Db, organisationUuid: string, uuid: string): Promise<ClientRow | undefined> =>
  withPractitioner(
    db
      .selectFrom("accounts as c")
      .where("c.organisation_uuid", "=", organisationUuid)
      .where("c.uuid", "=", uuid.toLowerCase()),
  ).executeTakeFirst();

export const recordInvitationSent = async (db: Db, uuid: string, now: string): Promise<void> => {
  await db
    .updateTable("accounts")
    .set({ invitation_sent_at: now, updated_at: now })
    .where("uuid", "=", uuid)
    .execute();
};

export const assignClient = async (db: Db, uuid: string, practitionerUuid: string, now: string) => {
  await db
    .updateTable("accounts")
    .set({ assigned_practitioner_uuid: practitionerUuid, updated_at: now })
    .where("uuid", "=", uuid)
    .execute();
};

/** Deletes the account; its roles, sessions and one-time tokens go with it (ON DELETE CASCADE). */
export const deleteAccount = async (db: Db, uuid: string): Promise<void> => {
  await db.deleteFrom("accounts").where("uuid", "=", uuid).execute();
};
