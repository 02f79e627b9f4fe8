import type { Insertable } from "kysely";
import type { Db } from "../db/database.ts";
import type {
  SocialLinkAttemptRow,
  SocialLinkAttemptTable,
  SocialProfileRow,
  SocialProfileTable,
} from "./facebook.table.ts";

/** Stores a started link, and sweeps the expired ones while at it. */
export const insertLinkAttempt = async (
  db: Db,
  attempt: Insertable<SocialLinkAttemptTable>,
  now: string,
): Promise<void> => {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom("social_link_attempts").where("expires_at", "<=", now).execute();
    await tx.insertInto("social_link_attempts").values(attempt).execute();
  });
};

/**
 * Takes the attempt with this state hash out of the table and answers it: one delete that only one caller
 * can win, so a state is used at most once even when two callbacks race. Expired or not is the caller's
 * to judge.
 */
export const takeLinkAttempt = (db: Db, stateHash: string): Promise<SocialLinkAttemptRow | undefined> =>
  db.deleteFrom("social_link_attempts").where("state_hash", "=", stateHash).returningAll().executeTakeFirst();

/** Stores the account's profile at this provider, replacing the one linked before. */
export const saveProfile = async (db: Db, profile: Insertable<SocialProfileTable>): Promise<void> => {
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom("social_profiles")
      .where("account_uuid", "=", profile.account_uuid)
      .where("provider", "=", profile.provider)
      .execute();
    await tx.insertInto("social_profiles").values(profile).execute();
  });
};

export const findProfile = (
  db: Db,
  accountUuid: string,
  provider: string,
): Promise<SocialProfileRow | undefined> =>
  db
    .selectFrom("social_profiles")
    .selectAll()
    .where("account_uuid", "=", accountUuid)
    .where("provider", "=", provider)
    .executeTakeFirst();

/** Removes the account's profile at this provider; answers whether there was one. */
export const deleteProfile = async (db: Db, accountUuid: string, provider: string): Promise<boolean> => {
  const result = await db
    .deleteFrom("social_profiles")
    .where("account_uuid", "=", accountUuid)
    .where("provider", "=", provider)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
