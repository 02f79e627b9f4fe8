import { Schema } from "effect";
import { Uuid } from "./ids.ts";
import { Sha256Hex } from "./proof.ts";

/**
 * The per-account audit trail (issue 9, docs/audit-trail.md): who did what to an account, and when, each
 * event chained to the one before by its SHA-256 so that an edited, removed or reordered event shows.
 */

/** What an event records. New actions may appear: the SPA shows an unknown one by its code. */
export const AUDIT_ACTIONS = [
  "auth.signed_in",
  "auth.sign_in_failed",
  "auth.signed_out",
  "auth.password_reset",
  "auth.account_confirmed",
  "client.created",
  "client.invited",
  "document.uploaded",
  "document.downloaded",
  "document.deleted",
  "statement.written",
  "contradictions.checked",
  "finding.marked",
  "interview.invited",
  "interview.withdrawn",
  "interview.submitted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An action's wire form: `area.verb`, lower case. */
export const AuditActionCode = Schema.String.check(
  Schema.isPattern(/^[a-z][a-z_]*\.[a-z][a-z_]*$/, {
    message: "must be an action such as document.uploaded",
  }),
);

/**
 * In what capacity the actor acted: one of the organisation's roles, a relative through an interview link
 * (no account), or Avow itself.
 */
export const AUDIT_ACTOR_ROLES = [
  "client",
  "practitioner",
  "reviewer",
  "admin",
  "relative",
  "system",
] as const;
export const AuditActorRole = Schema.Literals(AUDIT_ACTOR_ROLES);
export type AuditActorRole = typeof AuditActorRole.Type;

/** A detail's value: flat and small (a category, a status, a count, a digest), never a person's name. */
export const AuditDetailValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]);
export const AuditDetails = Schema.Record(Schema.String, AuditDetailValue);
export type AuditDetails = typeof AuditDetails.Type;

const Seq = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1));

/** Pages are numbered from 0; a page holds 50 events unless `size` says otherwise, never more than 100. */
export const AUDIT_FIRST_PAGE = 0;
export const AUDIT_DEFAULT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** The query of `GET /api/account/{id}/audit`, as the URL carries it (strings); a size over 100 is 400. */
export const AuditListQuery = Schema.Struct({
  page: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^(0|[1-9]\d{0,8})$/, { message: "must be a whole number from 0 (the first page)" }),
    ),
  ),
  size: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^(100|[1-9]\d?)$/, {
        message: `must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}`,
      }),
    ),
  ),
});
export type AuditListQuery = typeof AuditListQuery.Type;

export const AUDIT_EXPORT_FORMATS = ["json", "csv"] as const;
export const AuditExportFormat = Schema.Literals(AUDIT_EXPORT_FORMATS);
export type AuditExportFormat = typeof AuditExportFormat.Type;

/** The query of `GET /api/account/{id}/audit/export`; JSON when `format` is left out. */
export const AuditExportQuery = Schema.Struct({
  format: Schema.optionalKey(
    AuditExportFormat.annotate({ message: `must be one of ${AUDIT_EXPORT_FORMATS.join(", ")}` }),
  ),
});
export type AuditExportQuery = typeof AuditExportQuery.Type;

/**
 * Who acted, as the list shows it: the role always; the account's uuid and names when it is still an
 * account of the organisation (read from the accounts table at read time, never copied into the event).
 */
export const AuditActor = Schema.Struct({
  role: AuditActorRole,
  account: Schema.NullOr(Schema.Struct({ uuid: Uuid, firstName: Schema.String, lastName: Schema.String })),
});
export type AuditActor = typeof AuditActor.Type;

/** One event as the list shows it (newest first). */
export const AuditEvent = Schema.Struct({
  seq: Seq,
  occurredAt: Schema.String,
  action: AuditActionCode,
  actor: AuditActor,
  /** The object acted on: a document, report, invitation uuid, or null. */
  subject: Schema.NullOr(Schema.String),
  details: AuditDetails,
  /** The document the event is about, while it still exists on the account (its name read at read time). */
  document: Schema.NullOr(Schema.Struct({ uuid: Uuid, fileName: Schema.String })),
});
export type AuditEvent = typeof AuditEvent.Type;

/** One page of the trail, newest first, with the state of the whole chain. */
export const AuditPage = Schema.Struct({
  items: Schema.Array(AuditEvent),
  page: Schema.Number,
  size: Schema.Number,
  total: Schema.Number,
  /** True when every event's hash, link and number check out, and the chain ends where its head says. */
  chainValid: Schema.Boolean,
  /** The number of the first event where the chain does not check out; null while it is intact. */
  brokenAt: Schema.NullOr(Schema.Number),
});
export type AuditPage = typeof AuditPage.Type;

/** What is wrong with a chain, and where. */
export const AUDIT_PROBLEMS = [
  /** The event's stored hash is not the hash of its fields: an edited event. */
  "hash_mismatch",
  /** The event does not name the previous event's hash: an event removed or reordered before it. */
  "broken_link",
  /** A number is missing before this one: an event removed. */
  "missing_seq",
  /** The chain ends before the head says it does: its last events removed. */
  "missing_tail",
  /** The chain's last event is not the one its head names. */
  "head_mismatch",
] as const;
export const AuditProblemCode = Schema.Literals(AUDIT_PROBLEMS);
export type AuditProblemCode = typeof AuditProblemCode.Type;

export const AuditProblem = Schema.Struct({
  accountUuid: Uuid,
  seq: Schema.Number,
  problem: AuditProblemCode,
});
export type AuditProblem = typeof AuditProblem.Type;

/** One event as the export carries it: every hashed field as stored, so that anyone can re-check the chain. */
export const AuditExportEvent = Schema.Struct({
  seq: Seq,
  occurredAt: Schema.String,
  accountUuid: Uuid,
  actorUuid: Schema.NullOr(Uuid),
  actorRole: AuditActorRole,
  action: AuditActionCode,
  subject: Schema.NullOr(Schema.String),
  details: AuditDetails,
  prevHash: Sha256Hex,
  hash: Sha256Hex,
});
export type AuditExportEvent = typeof AuditExportEvent.Type;

/** `GET /api/account/{id}/audit/export?format=json`: the whole trail, oldest first, and its check. */
export const AuditExport = Schema.Struct({
  format: Schema.Literal("avow-audit-export/1"),
  accountUuid: Uuid,
  exportedAt: Schema.String,
  chainValid: Schema.Boolean,
  problems: Schema.Array(AuditProblem),
  events: Schema.Array(AuditExportEvent),
});
export type AuditExport = typeof AuditExport.Type;
