import { randomUUID } from "node:crypto";
import {
  ContradictionErrorCodes,
  DetectContradictions,
  type ContradictionReport,
  type ReportInput,
} from "../../../contracts/schema/contradictions.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { actingSession, recordAuditEvent, trailOf } from "../audit/record-audit-event.ts";
import { noSuchDocument } from "../documents/document-permissions.ts";
import { findDocument, findExtractedText } from "../documents/document.repository.ts";
import { HttpError } from "../http/errors.ts";
import { reportDigest } from "../proof/report-digest.ts";
import { decodeInput } from "../http/validate.ts";
import { reportOwner } from "./contradiction-permissions.ts";
import { reportFromRows } from "./contradiction.mapper.ts";
import {
  documentsToCheckAgainst,
  findReport,
  insertReport,
  listFindings,
} from "./contradiction.repository.ts";
import { detect, ENGINE_VERSION } from "./engine/index.ts";

const textNotReady = () =>
  new HttpError(
    409,
    ContradictionErrorCodes.textNotReady,
    "The document's text is still being extracted; try again in a moment.",
  );
const noText = () =>
  new HttpError(
    409,
    ContradictionErrorCodes.noText,
    "The document has no text to check: it is an image or a recording, or its text could not be extracted.",
  );

/**
 * Checks one document of the account against itself and every other document of the account whose text
 * is extracted (see `documentsToCheckAgainst`), and stores the report: the engine's version, the name and
 * SHA-256 of every document read, the time, who ran it, what it covered, and the findings, all open.
 */
export const runContradictionCheck = async (
  ctx: AppContext,
  session: AuthContext,
  accountUuid: string,
  body: unknown,
): Promise<ContradictionReport> => {
  const owner = await reportOwner(ctx, session, accountUuid, "run");
  // Read only once the caller may run checks here: a refused caller learns nothing from their body's errors.
  const input = decodeInput(DetectContradictions, body, "body");
  const focus = await findDocument(ctx.db, owner.uuid, input.documentUuid);
  if (!focus) throw noSuchDocument();
  if (focus.extraction_status === "pending") throw textNotReady();
  if (focus.extraction_status !== "done") throw noText();
  const text = await findExtractedText(ctx.db, focus.uuid);
  if (text === undefined) throw textNotReady();
  const others = await documentsToCheckAgainst(ctx.db, owner.uuid, {
    uuid: focus.uuid,
    seriesUuid: focus.series_uuid,
  });

  // A family interview is a relative speaking about the client: the engine reads "he", "she" and the
  // client's names there as the client (decision 0031).
  const clientNames = [owner.first_name, owner.last_name].filter((name): name is string => Boolean(name));
  const speaker = (category: string) =>
    category === "interview" ? { speaker: { kind: "relative" as const, clientNames } } : {};
  // Each text was told by its upload at the latest: an age told at no date is checked against a year of
  // birth by then (engine 0.28.0).
  const result = detect(
    {
      uuid: focus.uuid,
      fileName: focus.file_name,
      text,
      toldBy: focus.uploaded_at,
      ...speaker(focus.category),
    },
    others.map((other) => ({
      uuid: other.uuid,
      fileName: other.file_name,
      text: other.text,
      toldBy: other.uploaded_at,
      ...speaker(other.category),
    })),
  );

  const uuid = randomUUID();
  const inputs: ReportInput[] = [focus, ...others].map((document) => ({
    documentUuid: document.uuid,
    fileName: document.file_name,
    sha256: document.sha256,
  }));
  const report = {
    uuid,
    account_uuid: owner.uuid,
    document_uuid: focus.uuid,
    engine_version: ENGINE_VERSION,
    created_at: ctx.clock().toISOString(),
    created_by_uuid: session.account.uuid,
    inputs: JSON.stringify(inputs),
    coverage: JSON.stringify(result.coverage),
  };
  const findings = result.findings.map((finding, position) => ({
    uuid: randomUUID(),
    report_uuid: uuid,
    position,
    type: finding.type,
    confidence: finding.confidence,
    subject: finding.subject,
    attribute: finding.attribute,
    left_passage: JSON.stringify(finding.left),
    right_passage: JSON.stringify(finding.right),
    explanation: JSON.stringify(finding.explanation),
    status: "open" as const,
    note: null,
    resolved_by_uuid: null,
    resolved_at: null,
  }));
  // The report as created goes into the proof log with it: a later edit of the stored report shows. The
  // audit trail's event commits with it too.
  await insertReport(ctx.db, report, findings, async (tx) => {
    await ctx.proofLog.record(tx, {
      kind: "contradiction-report",
      sha256: reportDigest(report, findings),
      recordedAt: report.created_at,
      reference: uuid,
    });
    await recordAuditEvent(tx, ctx.clock, {
      ...trailOf(owner),
      ...actingSession(session),
      action: "contradictions.checked",
      subject: uuid,
      details: { document: focus.uuid, documents: inputs.length, findings: result.findings.length },
    });
  });
  ctx.proofLog.nudge();
  const row = await findReport(ctx.db, owner.uuid, uuid);
  if (!row) throw new Error("a report vanished right after it was stored");
  return reportFromRows(row, await listFindings(ctx.db, uuid));
};
