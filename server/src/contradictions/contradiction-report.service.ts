import {
  FindingUpdate,
  type ContradictionReport,
  type Finding,
  type ReportList,
} from "../../../contracts/schema/contradictions.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { actingSession, recordAuditEvent, trailOf } from "../audit/record-audit-event.ts";
import { decodeInput } from "../http/validate.ts";
import { noSuchFinding, noSuchReport, reportOwner } from "./contradiction-permissions.ts";
import { findingFromRow, reportFromRows, reportSummaryFromRow } from "./contradiction.mapper.ts";
import {
  countFindings,
  findFinding,
  findReport,
  latestReport,
  listFindings,
  listReports,
  updateFinding,
} from "./contradiction.repository.ts";

/** The account's reports, newest first, each with its number of findings and of open ones. */
export const listContradictionReports = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
): Promise<ReportList> => {
  const owner = await reportOwner(ctx, session, accountUuid, "read");
  const [rows, counts] = await Promise.all([
    listReports(ctx.db, owner.uuid),
    countFindings(ctx.db, { accountUuid: owner.uuid }),
  ]);
  return { items: rows.map((row) => reportSummaryFromRow(row, counts.get(row.uuid))) };
};

/** One report of the account with its findings. */
export const contradictionReport = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  reportUuid: string,
): Promise<ContradictionReport> => {
  const owner = await reportOwner(ctx, session, accountUuid, "read");
  const row = await findReport(ctx.db, owner.uuid, reportUuid);
  if (!row) throw noSuchReport();
  return reportFromRows(row, await listFindings(ctx.db, row.uuid));
};

/**
 * Marks a finding explained (with a note), dismissed (with or without one), or open again, recording who
 * and when. Each mark replaces the previous one, note included.
 */
export const markFinding = async (
  ctx: AppContext,
  session: AuthContext,
  ids: { readonly accountUuid: string; readonly reportUuid: string; readonly findingUuid: string },
  body: unknown,
): Promise<Finding> => {
  const owner = await reportOwner(ctx, session, ids.accountUuid, "run");
  const report = await findReport(ctx.db, owner.uuid, ids.reportUuid);
  if (!report) throw noSuchReport();
  const finding = await findFinding(ctx.db, report.uuid, ids.findingUuid);
  if (!finding) throw noSuchFinding();
  const update = decodeInput(FindingUpdate, body, "finding update");
  await ctx.db.transaction().execute(async (tx) => {
    await updateFinding(tx, finding.uuid, {
      status: update.status,
      note: update.note === undefined || update.note === "" ? null : update.note,
      resolvedByUuid: session.account.uuid,
      resolvedAt: ctx.clock().toISOString(),
    });
    // The status only: a note is the professional's prose and stays with the finding.
    await recordAuditEvent(tx, ctx.clock, {
      ...trailOf(owner),
      ...actingSession(session),
      action: "finding.marked",
      subject: report.uuid,
      details: { finding: finding.uuid, status: update.status, document: report.document_uuid },
    });
  });
  const updated = await findFinding(ctx.db, report.uuid, finding.uuid);
  if (!updated) throw noSuchFinding();
  return findingFromRow(updated);
};

/** The summary's figures: when the account's latest check ran, and how many of its findings are open. */
export const latestCheckOf = async (
  ctx: AppContext,
  accountUuid: string,
): Promise<{ readonly lastContradictionCheck: string | null; readonly findings: number }> => {
  const latest = await latestReport(ctx.db, accountUuid);
  if (!latest) return { lastContradictionCheck: null, findings: 0 };
  const counts = await countFindings(ctx.db, { reportUuid: latest.uuid });
  return { lastContradictionCheck: latest.created_at, findings: counts.get(latest.uuid)?.open ?? 0 };
};
