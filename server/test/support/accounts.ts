import { randomUUID } from "node:crypto";
import type { Role } from "../../../contracts/schema/account.ts";
import { insertAccount } from "../../src/accounts/account.repository.ts";
import { hashPassword } from "../../src/auth/passwords.ts";
import { insertSession } from "../../src/auth/session.repository.ts";
import { hashToken, newToken } from "../../src/auth/tokens.ts";
import type { Db } from "../../src/db/database.ts";
import { insertOrganisation, saveSkin } from "../../src/organisations/organisation.repository.ts";
import { EXAMPLE_SKIN } from "../../../contracts/fixtures/example-skin.ts";
import { FIXED_NOW } from "./test-app.ts";

/** A password that meets every rule. */
export const GOOD_PASSWORD = "Correct-Horse-7";

/** A new organisation, with the example skin unless told otherwise. */
export const createOrganisation = async (db: Db, options: { skin?: boolean } = {}): Promise<string> => {
  const uuid = randomUUID();
  await insertOrganisation(db, { uuid, name: `Org ${uuid.slice(0, 8)}`, createdAt: FIXED_NOW.toISOString() });
  if (options.skin !== false) await saveSkin(db, uuid, EXAMPLE_SKIN, FIXED_NOW.toISOString());
  return uuid;
};

/** A new account; active with GOOD_PASSWORD unless told otherwise. */
export const createAccount = async (
  db: Db,
  organisationUuid: string,
  options: {
    email?: string;
    role?: Role;
    status?: "invited" | "active" | "disabled";
    password?: string | null;
    language?: string;
    firstName?: string;
    lastName?: string;
    assignedTo?: string | null;
  } = {},
) => {
  const uuid = randomUUID();
  const email = options.email ?? `person-${uuid.slice(0, 8)}@example.org`;
  const password = options.password === undefined ? GOOD_PASSWORD : options.password;
  await insertAccount(db, {
    uuid,
    organisationUuid,
    email,
    firstName: options.firstName ?? "Ana",
    lastName: options.lastName ?? "Silva",
    country2: "PT",
    language: options.language ?? "en",
    currencyCode: "EUR",
    status: options.status ?? "active",
    passwordHash: password === null ? null : await hashPassword(password),
    roles: [options.role ?? "ROLE_PRACTITIONER"],
    assignedPractitionerUuid: options.assignedTo ?? null,
    now: FIXED_NOW.toISOString(),
  });
  return { uuid, email };
};

/** A session for the account, as signing in would open (without the Argon2 cost); answers its token. */
export const openSession = async (db: Db, accountUuid: string): Promise<string> => {
  const token = newToken();
  const now = new Date();
  await insertSession(db, {
    token_hash: hashToken(token),
    account_uuid: accountUuid,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
  });
  return token;
};

/** An active account with no password (no hashing) and an open session. */
export const signedInAccount = async (
  db: Db,
  organisationUuid: string,
  role: Role,
  options: Omit<Parameters<typeof createAccount>[2], "role" | "password"> = {},
) => {
  const account = await createAccount(db, organisationUuid, { ...options, role, password: null });
  return { ...account, token: await openSession(db, account.uuid) };
};

type PracticeMember = Omit<Parameters<typeof createAccount>[2], "role" | "password" | "assignedTo">;

/**
 * A new organisation with a practitioner, a reviewer, an admin and a client assigned to the practitioner,
 * each signed in (made in that order); `practitioner` and `client` name or place them.
 */
export const createPractice = async (
  db: Db,
  options: { readonly practitioner?: PracticeMember; readonly client?: PracticeMember } = {},
) => {
  const org = await createOrganisation(db);
  const practitioner = await signedInAccount(db, org, "ROLE_PRACTITIONER", options.practitioner);
  const reviewer = await signedInAccount(db, org, "ROLE_REVIEWER");
  const admin = await signedInAccount(db, org, "ROLE_ADMIN");
  const client = await signedInAccount(db, org, "ROLE_USER", {
    ...options.client,
    assignedTo: practitioner.uuid,
  });
  return { org, practitioner, reviewer, admin, client };
};
