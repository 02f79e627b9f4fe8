import type { Selectable } from "kysely";
import type { AuditActorRole } from "../../../contracts/schema/audit.ts";

/**
 * One event of an account's audit trail (docs/audit-trail.md). Rows are only ever inserted: nothing in
 * Avow updates or deletes one, except the cascade when the account itself is erased.
 */
export interface AuditEventTable {
  uuid: string;
  /** The account the event is about (a client's trail, or a professional's own sign-ins). */
  account_uuid: string;
  organisation_uuid: string;
  /** 1, 2, 3… per account, with no gap. */
  seq: number;
  /** ISO 8601 UTC with milliseconds. */
  occurred_at: string;
  /** The account that acted; null for a relative through an interview link, or Avow itself. */
  actor_uuid: string | null;
  actor_role: AuditActorRole;
  action: string;
  subject: string | null;
  /** The details as canonical JSON (keys sorted, no spaces): exactly the text the hash covers. */
  details: string;
  /** The previous event's hash, or 64 zeros for the first. */
  prev_hash: string;
  hash: string;
}

/** Where each account's chain ends: written with every event, so that removing the last events shows. */
export interface AuditHeadTable {
  account_uuid: string;
  last_seq: number;
  last_hash: string;
}

export type AuditEventRow = Selectable<AuditEventTable>;
export type AuditHeadRow = Selectable<AuditHeadTable>;
