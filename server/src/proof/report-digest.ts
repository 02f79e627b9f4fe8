import { createHash } from "node:crypto";

/**
 * What the proof log records of a contradiction report: the SHA-256 of a canonical JSON of the report as
 * it was created. Built from the stored rows (their JSON columns parsed), so that the integrity check can
 * recompute it from the database at any time; a finding's later status and note are left out, since
 * marking a finding must not change what was recorded.
 */

/** The report columns the digest covers (contradiction_reports). */
export interface ReportDigestRow {
  readonly uuid: string;
  readonly account_uuid: string;
  readonly document_uuid: string;
  readonly engine_version: string;
  readonly created_at: string;
  /** JSON text of the inputs. */
  readonly inputs: string;
  /** JSON text of the coverage. */
  readonly coverage: string;
}

/** The finding columns the digest covers (contradiction_findings). */
export interface FindingDigestRow {
  readonly position: number;
  readonly type: string;
  /** A double; PostgreSQL drivers may answer it as a string. */
  readonly confidence: number | string;
  readonly subject: string;
  readonly attribute: string;
  readonly left_passage: string;
  readonly right_passage: string;
  readonly explanation: string;
}

/**
 * JSON with object keys sorted by UTF-16 code units and no white space, numbers and strings as
 * JSON.stringify writes them: RFC 8785 (JCS) for the values reports hold (no floats outside ECMAScript's
 * own shortest form, no undefined).
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError("canonical JSON has no Infinity or NaN");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
};

/** The canonical JSON text of a report as created, findings in their position order. */
export const reportCanonicalJson = (
  report: ReportDigestRow,
  findings: ReadonlyArray<FindingDigestRow>,
): string =>
  canonicalJson({
    format: "avow-contradiction-report/1",
    uuid: report.uuid,
    account: report.account_uuid,
    document: report.document_uuid,
    engineVersion: report.engine_version,
    createdAt: report.created_at,
    inputs: JSON.parse(report.inputs) as unknown,
    coverage: JSON.parse(report.coverage) as unknown,
    findings: [...findings]
      .sort((a, b) => a.position - b.position)
      .map((finding) => ({
        position: finding.position,
        type: finding.type,
        confidence: Number(finding.confidence),
        subject: finding.subject,
        attribute: finding.attribute,
        left: JSON.parse(finding.left_passage) as unknown,
        right: JSON.parse(finding.right_passage) as unknown,
        explanation: JSON.parse(finding.explanation) as unknown,
      })),
  });

/** Lower-case hex SHA-256 of reportCanonicalJson's UTF-8 bytes: the log entry's `sha256`. */
export const reportDigest = (report: ReportDigestRow, findings: ReadonlyArray<FindingDigestRow>): string =>
  createHash("sha256").update(reportCanonicalJson(report, findings), "utf8").digest("hex");
