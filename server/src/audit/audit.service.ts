import { Schema } from "effect";
import {
  AUDIT_DEFAULT_PAGE_SIZE,
  AUDIT_FIRST_PAGE,
  AuditDetails,
  type AuditEvent,
  type AuditExport,
  type AuditExportEvent,
  AuditExportQuery,
  AuditListQuery,
  type AuditPage,
} from "../../../contracts/schema/audit.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { decodeInput } from "../http/validate.ts";
import { brokenAtOf, checkAccountChain } from "./audit-chain.ts";
import { auditCsv } from "./audit-csv.ts";
import { trailOwner } from "./audit-permissions.ts";
import {
  chainOf,
  countAuditEvents,
  documentNames,
  inSnapshot,
  listAuditEvents,
  type AuditEventWithNames,
} from "./audit.repository.ts";
import type { AuditEventRow } from "./audit.table.ts";

const decodeDetails = Schema.decodeUnknownOption(Schema.fromJsonString(AuditDetails));

/** Stored details, or none when they were edited into something that is not details (the check says so). */
const detailsOf = (row: AuditEventRow): AuditDetails => {
  const decoded = decodeDetails(row.details);
  return decoded._tag === "Some" ? decoded.value : {};
};

/** The document an event is about: named in its details, or its subject for a document's own events. */
const documentUuidOf = (row: AuditEventRow, details: AuditDetails): string | null => {
  if (typeof details.document === "string") return details.document;
  return row.action.startsWith("document.") || row.action.startsWith("statement.") ? row.subject : null;
};

const eventFromRow = (row: AuditEventWithNames, names: ReadonlyMap<string, string>): AuditEvent => {
  const details = detailsOf(row);
  const documentUuid = documentUuidOf(row, details);
  const fileName = documentUuid === null ? undefined : names.get(documentUuid);
  return {
    seq: Number(row.seq),
    occurredAt: row.occurred_at,
    action: row.action,
    actor: {
      role: row.actor_role,
      account:
        row.actor_account_uuid !== null
          ? {
              uuid: row.actor_account_uuid,
              firstName: row.actor_first_name ?? "",
              lastName: row.actor_last_name ?? "",
            }
          : null,
    },
    subject: row.subject,
    details,
    document: documentUuid !== null && fileName !== undefined ? { uuid: documentUuid, fileName } : null,
  };
};

/**
 * One page of an account's trail, newest first, with the state of its whole chain (checked on every
 * call: the page a professional reads must not claim an intact chain that is not).
 */
export const listAuditTrail = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  rawQuery: unknown,
): Promise<AuditPage> => {
  const owner = await trailOwner(ctx, session, accountUuid);
  // Read only once the caller may read the trail: a refused caller learns nothing from their query's errors.
  const query = decodeInput(AuditListQuery, rawQuery, "audit trail query");
  const page = query.page === undefined ? AUDIT_FIRST_PAGE : Number(query.page);
  const size = query.size === undefined ? AUDIT_DEFAULT_PAGE_SIZE : Number(query.size);
  const { rows, total, problems, names } = await inSnapshot(ctx.db, async (tx) => {
    const rows = await listAuditEvents(tx, owner.uuid, { offset: page * size, limit: size });
    const documentUuids = rows
      .map((row) => documentUuidOf(row, detailsOf(row)))
      .filter((uuid): uuid is string => uuid !== null);
    return {
      rows,
      total: await countAuditEvents(tx, owner.uuid),
      problems: await checkAccountChain(tx, owner.uuid),
      names: await documentNames(tx, owner.uuid, [...new Set(documentUuids)]),
    };
  });
  return {
    items: rows.map((row) => eventFromRow(row, names)),
    page,
    size,
    total,
    chainValid: problems.length === 0,
    brokenAt: brokenAtOf(problems),
  };
};

const exportEventFromRow = (row: AuditEventRow): AuditExportEvent => ({
  seq: Number(row.seq),
  occurredAt: row.occurred_at,
  accountUuid: row.account_uuid,
  actorUuid: row.actor_uuid,
  actorRole: row.actor_role,
  action: row.action,
  subject: row.subject,
  details: detailsOf(row),
  prevHash: row.prev_hash,
  hash: row.hash,
});

/** A file to hand over as an attachment. */
export interface AuditExportFile {
  readonly body: string;
  readonly contentType: string;
  readonly fileName: string;
}

/**
 * The whole trail, oldest first, with every hashed field and hash so that anyone can re-check it: JSON
 * (the events, and what the server's own check found) or CSV (the events only).
 */
export const exportAuditTrail = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  rawQuery: unknown,
): Promise<AuditExportFile> => {
  const owner = await trailOwner(ctx, session, accountUuid);
  const format = decodeInput(AuditExportQuery, rawQuery, "audit export query").format ?? "json";
  const { rows, problems } = await inSnapshot(ctx.db, async (tx) => ({
    rows: await chainOf(tx, owner.uuid),
    problems: await checkAccountChain(tx, owner.uuid),
  }));
  const events = rows.map(exportEventFromRow);
  const exportedAt = ctx.clock().toISOString();
  const baseName = `avow-audit-${owner.uuid}-${exportedAt.slice(0, 10)}`;
  if (format === "csv") {
    return { body: auditCsv(events), contentType: "text/csv; charset=utf-8", fileName: `${baseName}.csv` };
  }
  const document: AuditExport = {
    format: "avow-audit-export/1",
    accountUuid: owner.uuid,
    exportedAt,
    chainValid: problems.length === 0,
    problems,
    events,
  };
  return {
    body: JSON.stringify(document),
    contentType: "application/json; charset=utf-8",
    fileName: `${baseName}.json`,
  };
};
