import { Schema } from "effect";
import { Account, type Role } from "../../../contracts/schema/account.ts";
import type { AccountRow } from "./account.table.ts";

const decodeAccount = Schema.decodeUnknownSync(Account);

/** The contract's view of an account: never the password hash, never the normalised email. */
export const accountFromRow = (row: AccountRow, roles: ReadonlyArray<Role>): Account =>
  decodeAccount({
    uuid: row.uuid,
    organisationUuid: row.organisation_uuid,
    email: row.email,
    ...(row.title ? { title: row.title } : {}),
    firstName: row.first_name,
    lastName: row.last_name,
    country2: row.country2,
    language: row.language,
    currencyCode: row.currency_code,
    roles,
    status: row.status,
    createdAt: row.created_at,
  });
