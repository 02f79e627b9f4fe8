import { Schema } from "effect";
import { Uuid } from "./ids.ts";
import { Language } from "./language.ts";

/** ROLE_USER marks a client; the other three mark professionals (seed §6). */
export const ROLES = ["ROLE_USER", "ROLE_PRACTITIONER", "ROLE_REVIEWER", "ROLE_ADMIN"] as const;
export const Role = Schema.Literals(ROLES);
export type Role = typeof Role.Type;

const PROFESSIONAL_ROLES: ReadonlyArray<Role> = ["ROLE_PRACTITIONER", "ROLE_ADMIN", "ROLE_REVIEWER"];

/** Seed §6: a professional is anyone with ROLE_PRACTITIONER, ROLE_ADMIN or ROLE_REVIEWER. */
export const isProfessional = (roles: ReadonlyArray<string>): boolean =>
  roles.some((role) => (PROFESSIONAL_ROLES as ReadonlyArray<string>).includes(role));

/** Creating, inviting and assigning clients: practitioners and admins, not reviewers (docs/permissions.md). */
export const mayManageClients = (roles: ReadonlyArray<string>): boolean =>
  roles.includes("ROLE_PRACTITIONER") || roles.includes("ROLE_ADMIN");

/** Deleting accounts of the organisation other than one's own: admins only (a client may delete their own). */
export const mayDeleteAccounts = (roles: ReadonlyArray<string>): boolean => roles.includes("ROLE_ADMIN");

export const AccountStatus = Schema.Literals(["invited", "active", "disabled"]);
export type AccountStatus = typeof AccountStatus.Type;

/** An email address as people type it: one @, no spaces, a dot in the domain, at most 254 characters. */
export const Email = Schema.String.check(
  Schema.isMaxLength(254),
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
    message: "must be an email address such as ana@example.org",
  }),
);

/** ISO 3166-1 alpha-2, upper case. */
export const Country2 = Schema.String.check(
  Schema.isPattern(/^[A-Z]{2}$/, { message: "must be a two-letter country code such as ES" }),
);

/** ISO 4217, upper case. */
export const CurrencyCode = Schema.String.check(
  Schema.isPattern(/^[A-Z]{3}$/, { message: "must be a three-letter currency code such as EUR" }),
);

const Name = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));

/** The signed-in account as `GET /api/account/me` answers it. */
export const Account = Schema.Struct({
  uuid: Uuid,
  organisationUuid: Uuid,
  email: Schema.String,
  title: Schema.optionalKey(Schema.String),
  firstName: Name,
  lastName: Name,
  country2: Country2,
  language: Language,
  currencyCode: CurrencyCode,
  roles: Schema.Array(Role),
  status: AccountStatus,
  createdAt: Schema.String,
});
export type Account = typeof Account.Type;
