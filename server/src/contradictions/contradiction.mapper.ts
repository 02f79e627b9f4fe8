import { Schema } from "effect";
import { ContradictionReport, Finding, ReportSummary } from "../../../contracts/schema/contradictions.ts";
import type { FindingWithResolver, ReportCounts, ReportWithCreator } from "./contradiction.repository.ts";

const decodeReport = Schema.decodeUnknownSync(ContradictionReport);
const decodeFinding = Schema.decodeUnknownSync(Finding);
const decodeSummary = Schema.decodeUnknownSync(ReportSummary);

const person = (row: {
  readonly person_uuid: string | null;
  readonly person_first_name: string | null;
  readonly person_last_name: string | null;
}) =>
  row.person_uuid === null
    ? null
    : { uuid: row.person_uuid, firstName: row.person_first_name ?? "", lastName: row.person_last_name ?? "" };

const parse = (json: string): unknown => JSON.parse(json);

/** The contract's shape of a finding row; a row that drifted from the contract fails here (500). */
export const findingFromRow = (row: FindingWithResolver): Finding =>
  decodeFinding({
    uuid: row.uuid,
    type: row.type,
    confidence: Number(row.confidence),
    subject: row.subject,
    attribute: row.attribute,
    left: parse(row.left_passage),
    right: parse(row.right_passage),
    explanation: parse(row.explanation),
    status: row.status,
    note: row.note,
    // Who last changed it: null while never changed, and once that account is deleted.
    resolvedBy: person(row),
    resolvedAt: row.resolved_at,
  });

const common = (row: ReportWithCreator) => ({
  uuid: row.uuid,
  accountUuid: row.account_uuid,
  documentUuid: row.document_uuid,
  engineVersion: row.engine_version,
  createdAt: row.created_at,
});

export const reportFromRows = (
  row: ReportWithCreator,
  findings: ReadonlyArray<FindingWithResolver>,
): ContradictionReport =>
  decodeReport({
    ...common(row),
    createdBy: person(row),
    inputs: parse(row.inputs),
    coverage: parse(row.coverage),
    findings: findings.map(findingFromRow),
  });

export const reportSummaryFromRow = (
  row: ReportWithCreator,
  counts: ReportCounts | undefined,
): ReportSummary =>
  decodeSummary({ ...common(row), findings: counts?.findings ?? 0, open: counts?.open ?? 0 });
