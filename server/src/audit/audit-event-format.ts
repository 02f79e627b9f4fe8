import { createHash } from "node:crypto";
import type { AuditActorRole, AuditDetails } from "../../../contracts/schema/audit.ts";

/**
 * What an audit event's hash covers, byte for byte (docs/audit-trail.md): plain lines of UTF-8, so that
 * anyone can re-check an exported trail in any language. Every field is restricted so that no field can
 * hold a line break, which makes the encoding unambiguous.
 */

const EVENT_TAG = "avow-audit-event/1";

/** The hash the first event of a chain names as its previous one. */
export const GENESIS_HASH = "0".repeat(64);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ACTION = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;
const SUBJECT = /^[0-9a-z-]{1,64}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const DETAIL_KEY = /^[a-zA-Z][a-zA-Z0-9]{0,31}$/;
// Codes, uuids and digests only: no spaces, so a person's name cannot slip into the trail.
const DETAIL_TEXT = /^[A-Za-z0-9._:-]{0,128}$/;
const MAX_DETAILS = 8;

/** The fields an event's hash covers. */
export interface AuditEventFields {
  readonly accountUuid: string;
  readonly seq: number;
  readonly occurredAt: string;
  readonly actorUuid: string | null;
  readonly actorRole: AuditActorRole;
  readonly action: string;
  readonly subject: string | null;
  readonly details: AuditDetails;
  readonly prevHash: string;
}

/** Why these details cannot be recorded, or null when they can. */
export const detailsProblem = (details: AuditDetails): string | null => {
  const entries = Object.entries(details);
  if (entries.length > MAX_DETAILS) return `at most ${MAX_DETAILS} details`;
  for (const [key, value] of entries) {
    if (!DETAIL_KEY.test(key)) return `bad detail key ${JSON.stringify(key)}`;
    if (typeof value === "string" && !DETAIL_TEXT.test(value)) return `bad text in detail ${key}`;
    if (typeof value === "number" && !Number.isSafeInteger(value)) return `detail ${key} must be an integer`;
  }
  return null;
};

/** The details as canonical JSON: keys sorted, no whitespace (only codes, integers, booleans and null). */
export const canonicalDetails = (details: AuditDetails): string => {
  const keys = Object.keys(details).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(details[key])}`).join(",")}}`;
};

/** Why the fields cannot be encoded, or null when they can. */
export const fieldsProblem = (event: AuditEventFields): string | null => {
  if (!UUID.test(event.accountUuid)) return "accountUuid must be a lower-case uuid";
  if (!Number.isSafeInteger(event.seq) || event.seq < 1) return "seq must be a whole number from 1";
  if (!ISO_UTC.test(event.occurredAt)) return "occurredAt must be an ISO 8601 UTC time with milliseconds";
  if (event.actorUuid !== null && !UUID.test(event.actorUuid)) return "actorUuid must be a lower-case uuid";
  if (!ACTION.test(event.action)) return "action must be area.verb in lower case";
  if (event.subject !== null && !SUBJECT.test(event.subject)) return "subject must be an opaque reference";
  if (!SHA256_HEX.test(event.prevHash)) return "prevHash must be 64 lower-case hex digits";
  return detailsProblem(event.details);
};

/**
 * The hashed text: `avow-audit-event/1`, then account, seq, occurredAt, actor uuid (empty when none), actor
 * role, action, subject (empty when none), canonical details and the previous hash, one per line.
 */
export const encodeAuditEvent = (event: AuditEventFields): string => {
  const problem = fieldsProblem(event);
  if (problem) throw new RangeError(`audit event: ${problem}`);
  return [
    EVENT_TAG,
    event.accountUuid,
    String(event.seq),
    event.occurredAt,
    event.actorUuid ?? "",
    event.actorRole,
    event.action,
    event.subject ?? "",
    canonicalDetails(event.details),
    event.prevHash,
  ].join("\n");
};

/** Lower-case hex SHA-256 of the event's encoded UTF-8 bytes. */
export const hashAuditEvent = (event: AuditEventFields): string =>
  createHash("sha256").update(encodeAuditEvent(event), "utf8").digest("hex");
