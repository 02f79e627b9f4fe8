import type { Db } from "../db/database.ts";
import type { OneTimeTokenRow, SessionRow } from "./session.table.ts";

export const insertSession = async (db: Db, session: SessionRow): Promise<void> => {
  await db.insertInto("sessions").values(session).execute();
};

export const findSession = (db: Db, tokenHash: string): Promise<SessionRow | undefined> =>
  db.selectFrom("sessions").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();

export const touchSession = async (db: Db, tokenHash: string, now: string): Promise<void> => {
  await db.updateTable("sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
};

export const deleteSession = async (db: Db, tokenHash: string): Promise<void> => {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
};

export const deleteSessionsOfAccount = async (db: Db, accountUuid: string): Promise<void> => {
  await db.deleteFrom("sessions").where("account_uuid", "=", accountUuid).execute();
};

/** Drops sessions past their absolute end or idle too long; called now and then, not on every request. */
export const deleteExpiredSessions = async (db: Db, now: string, idleBefore: string): Promise<void> => {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<", idleBefore)]))
    .execute();
};

export const insertOneTimeToken = async (db: Db, token: OneTimeTokenRow): Promise<void> => {
  await db.insertInto("one_time_tokens").values(token).execute();
};

export const findOneTimeToken = (db: Db, tokenHash: string): Promise<OneTimeTokenRow | undefined> =>
  db.selectFrom("one_time_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();

/**
 * Marks a token used if it was not yet: true only for the one caller that wins, so a link clicked twice
 * at the same moment works once.
 */
export const consumeOneTimeToken = async (db: Db, tokenHash: string, now: string): Promise<boolean> => {
  const result = await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Retires an account's earlier unused tokens of one purpose: only the newest link works. */
export const retireOneTimeTokens = async (db: Db, accountUuid: string, purpose: string, now: string) => {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("account_uuid", "=", accountUuid)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
};
