import { Schema } from "effect";
import { Count, Sha256Hex } from "./proof.ts";

/**
 * The admins' integrity view (issue 9, docs/integrity.md): `GET /api/admin/integrity` runs the same check
 * as `npm run integrity` (every stored file re-hashed, the proof tree rebuilt from its leaves, every signed
 * tree head and the consistency between them, every document's and report's log entry, every audit chain)
 * and answers what it found, for the caller's organisation.
 */

/** What a problem is about. New areas may appear: the SPA shows an unknown one by its code. */
export const INTEGRITY_AREAS = [
  "key",
  "file",
  "document",
  "leaf",
  "tree-head",
  "report",
  "queue",
  "audit",
] as const;
export const IntegrityArea = Schema.Literals(INTEGRITY_AREAS);
export type IntegrityArea = typeof IntegrityArea.Type;

/**
 * The areas that concern the log itself, the whole instance's: their problems are shown to every admin.
 * The others concern one organisation's data, shown only to that organisation's admins.
 */
export const LOG_AREAS: ReadonlyArray<IntegrityArea> = ["key", "leaf", "tree-head", "queue"];

/** An ISO 8601 UTC instant with milliseconds, as the server writes them. */
const Instant = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, {
    message: "must be an ISO 8601 UTC time such as 2026-11-22T09:00:00.000Z",
  }),
);

/** `?fresh=1` (or `true`) asks for a new check rather than one made in the last minute. */
export const IntegrityQuery = Schema.Struct({
  fresh: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^(1|0|true|false)$/, { message: "must be 1 or 0 (true or false)" }),
    ),
  ),
});
export type IntegrityQuery = typeof IntegrityQuery.Type;

/** Whether the query asks for a new check. */
export const wantsFreshCheck = (query: IntegrityQuery): boolean =>
  query.fresh === "1" || query.fresh === "true";

/** What was counted, over the whole instance (numbers only: they say nothing about anyone). */
export const IntegrityCounts = Schema.Struct({
  /** Distinct stored files re-hashed (documents with the same bytes share one). */
  files: Count,
  documents: Count,
  /** Proof log entries (leaves). */
  leaves: Count,
  /** Signed tree heads. */
  treeHeads: Count,
  /** Contradiction reports. */
  reports: Count,
  /** Entries waiting to be sequenced into the log. */
  queued: Count,
  /** Accounts with an audit trail. */
  auditAccounts: Count,
});
export type IntegrityCounts = typeof IntegrityCounts.Type;

/**
 * One thing found wrong: its area, what it is about (a leaf index, a tree head `#id`, a file's SHA-256, a
 * document or report uuid, an account and event number) and the check's own words (English, technical).
 */
export const IntegrityProblem = Schema.Struct({
  area: IntegrityArea,
  subject: Schema.String,
  problem: Schema.String,
});
export type IntegrityProblem = typeof IntegrityProblem.Type;

/** The answer of `GET /api/admin/integrity`. */
export const IntegrityView = Schema.Struct({
  /** When the check ran: a check less than a minute old is answered again rather than run once more. */
  checkedAt: Instant,
  /** True when nothing is wrong anywhere in the instance (the problems below and the other organisations'). */
  ok: Schema.Boolean,
  counts: IntegrityCounts,
  /** The latest signed tree head that checks out: its size and root (null when there is none). */
  treeSize: Count,
  rootHash: Schema.NullOr(Sha256Hex),
  /** The problems about the log itself and about the caller's own organisation, in full. */
  problems: Schema.Array(IntegrityProblem),
  /** How many problems concern other organisations' data: counted, never described. */
  otherOrganisations: Count,
});
export type IntegrityView = typeof IntegrityView.Type;

/** Who may run the check and read its answer: an organisation's admins (the server decides; the SPA follows). */
export const mayCheckIntegrity = (roles: ReadonlyArray<string>): boolean => roles.includes("ROLE_ADMIN");
