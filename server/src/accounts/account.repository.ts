import type { Role } from "../../../contracts/schema/account.ts";
import type { Db } from "../db/database.ts";
import type { AccountRow } from "./account.table.ts";
import { searchColumns } from "./search-text.ts";

export interface NewAccount {
  readonly uuid: string;
  readonly organisationUuid: string;
  readonly email: string;
  readonly title?: string | undefined;
  readonly firstName: string;
  readonly lastName: string;
  readonly country2: string;
  readonly language: string;
  readonly currencyCode: string;
  readonly status: "invited" | "active" | "disabled";
  readonly passwordHash: string | null;
  readonly roles: ReadonlyArray<Role>;
  readonly assignedPractitionerUuid?: string | null;
  readonly invitationSentAt?: string | null;
  readonly now: string;
}

/** Email compared as people expect: case and surrounding spaces do not matter. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const insertAccount = async (db: Db, account: NewAccount): Promise<void> => {
  await db
    .insertInto("accounts")
    .values({
      uuid: account.uuid,
      organisation_uuid: account.organisationUuid,
      email: account.email.trim(),
      email_normalised: normaliseEmail(account.email),
      title: account.title ?? null,
      first_name: account.firstName,
      last_name: account.lastName,
      country2: account.country2,
      language: account.language,
      currency_code: account.currencyCode,
      status: account.status,
      password_hash: account.passwordHash,
      assigned_practitioner_uuid: account.assignedPractitionerUuid ?? null,
      ...searchColumns({ ...account, email: account.email.trim() }),
      invitation_sent_at: account.invitationSentAt ?? null,
      is_client: account.roles.includes("ROLE_USER") ? 1 : 0,
      created_at: account.now,
      updated_at: account.now,
    })
    .execute();
  if (account.roles.length > 0) {
    await db
      .insertInto("account_roles")
      .values(account.roles.map((role) => ({ account_uuid: account.uuid, role })))
      .execute();
  }
};

export const findAccount = (db: Db, uuid: string): Promise<AccountRow | undefined> =>
  db.selectFrom("accounts").selectAll().where("uuid", "=", uuid).executeTakeFirst();

/** Every account with this email, in one organisation when given; oldest first, so the choice is stable. */
export const findAccountsByEmail = (
  db: Db,
  email: string,
  organisationUuid?: string,
): Promise<AccountRow[]> => {
  let query = db.selectFrom("accounts").selectAll().where("email_normalised", "=", normaliseEmail(email));
  if (organisationUuid) query = query.where("organisation_uuid", "=", organisationUuid.toLowerCase());
  return query.orderBy("created_at").orderBy("uuid").execute();
};

export const rolesOf = async (db: Db, accountUuid: string): Promise<Role[]> => {
  const rows = await db
    .selectFrom("account_roles")
    .select("role")
    .where("account_uuid", "=", accountUuid)
    .orderBy("role")
    .execute();
  return rows.map((row) => row.role as Role);
};

/** Sets the password hash and the status together (confirming an invitation makes the account active). */
export const setPassword = async (
  db: Db,
  uuid: string,
  passwordHash: string,
  status: "active" | "disabled",
  now: string,
): Promise<void> => {
  await db
    .updateTable("accounts")
    .set({ password_hash: passwordHash, status, updated_at: now })
    .where("uuid", "=", uuid)
    .execute();
};

export const setStatus = async (
  db: Db,
  uuid: string,
  status: "invited" | "active" | "disabled",
  now: string,
) => {
  await db.updateTable("accounts").set({ status, updated_at: now }).where("uuid", "=", uuid).execute();
};
