import { Schema } from "effect";
import { Account } from "../../../contracts/schema/account.ts";
import type { SessionInput } from "../../machines/session/session.machine.ts";

/** Seed §3: the token lives under `auth-token`, the account under `auth-account`. */
export const TOKEN_KEY = "auth-token";
export const ACCOUNT_KEY = "auth-account";

const decodeAccount = Schema.decodeUnknownOption(Account);

const storedAccountOf = (raw: string | null): SessionInput["storedAccount"] => {
  if (!raw) return null;
  try {
    const decoded = decodeAccount(JSON.parse(raw));
    return decoded._tag === "Some" ? decoded.value : null;
  } catch {
    return null;
  }
};

/** What session storage holds at start; an unreadable account is treated as none. */
export const readStoredSession = (storage: Storage): SessionInput => {
  const storedToken = storage.getItem(TOKEN_KEY);
  return { storedToken: storedToken || null, storedAccount: storedAccountOf(storage.getItem(ACCOUNT_KEY)) };
};

export const writeSession = (storage: Storage, token: string, account: unknown): void => {
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(ACCOUNT_KEY, JSON.stringify(account));
};

/** Seed §4: on sign-out all session storage is cleared. */
export const clearSessionStorage = (storage: Storage): void => storage.clear();
