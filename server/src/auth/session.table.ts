import type { Selectable } from "kysely";

export interface SessionTable {
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  account_uuid: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end of the session, whatever its activity. */
  expires_at: string;
}

export interface OneTimeTokenTable {
  token_hash: string;
  account_uuid: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type SessionRow = Selectable<SessionTable>;
export type OneTimeTokenRow = Selectable<OneTimeTokenTable>;
