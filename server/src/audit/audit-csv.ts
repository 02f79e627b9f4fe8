import type { AuditExportEvent } from "../../../contracts/schema/audit.ts";
import { canonicalDetails } from "./audit-event-format.ts";

export const AUDIT_CSV_COLUMNS = [
  "seq",
  "occurred_at",
  "account_uuid",
  "actor_uuid",
  "actor_role",
  "action",
  "subject",
  "details",
  "prev_hash",
  "hash",
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Values go
 * out exactly as hashed, so that the export can be re-checked; none can start a spreadsheet formula (codes,
 * uuids, times, hex digests, and details that always start with `{`).
 */
export const csvField = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The trail as CSV, oldest first, one header line, CRLF line ends; details as their canonical JSON. */
export const auditCsv = (events: ReadonlyArray<AuditExportEvent>): string =>
  [
    AUDIT_CSV_COLUMNS.join(","),
    ...events.map((event) =>
      [
        String(event.seq),
        event.occurredAt,
        event.accountUuid,
        event.actorUuid ?? "",
        event.actorRole,
        event.action,
        event.subject ?? "",
        canonicalDetails(event.details),
        event.prevHash,
        event.hash,
      ]
        .map(csvField)
        .join(","),
    ),
  ]
    .map((line) => `${line}\r\n`)
    .join("");
