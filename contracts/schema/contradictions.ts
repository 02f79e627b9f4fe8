import { Schema } from "effect";
import { mayWriteDocuments } from "./documents.ts";
import { Uuid } from "./ids.ts";

/**
 * What two passages disagree about, from the most precise kind down (issue 7): a date or time, a number
 * (count, age, sum of money, duration, distance, other quantity), a place, an identity (a name, a
 * nationality), the same proposition asserted and denied, or a curated pair of antonyms.
 */
export const FINDING_TYPES = [
  "date",
  "time",
  "number",
  "age",
  "money",
  "duration",
  "distance",
  "quantity",
  "location",
  "identity",
  "negation",
  "antonym",
] as const;
export const FindingType = Schema.Literals(FINDING_TYPES);
export type FindingType = typeof FindingType.Type;

/** What a professional made of a finding: not looked at yet, explained (with a note), or dismissed. */
export const FINDING_STATUSES = ["open", "explained", "dismissed"] as const;
export const FindingStatus = Schema.Literals(FINDING_STATUSES);
export type FindingStatus = typeof FindingStatus.Type;

/**
 * One side of a finding. Offsets are UTF-16 code units (JavaScript string indices) into the document's
 * extracted text (`sentenceStart`, `sentenceEnd`) and into `sentence` (`valueStart`, `valueEnd`: the words
 * that carry the conflicting value, for the UI to highlight).
 */
export const Passage = Schema.Struct({
  documentUuid: Uuid,
  fileName: Schema.String,
  sentence: Schema.String,
  sentenceStart: Schema.Number,
  sentenceEnd: Schema.Number,
  valueStart: Schema.Number,
  valueEnd: Schema.Number,
  /** The value as written ("3 de marzo de 2019") and normalised ("2019-03-03"). */
  value: Schema.String,
  normalised: Schema.String,
  /** The detected language of the sentence (en, es, pt, de, fr), or "und" when unknown. */
  language: Schema.String,
});
export type Passage = typeof Passage.Type;

/**
 * Why the engine reports a finding, for the UI to say in the reader's language: `code` names a sentence
 * (`contradictions.explanations.<code>` in the SPA's translations), `params` fills it (values already
 * normalised: ISO dates, plain numbers with their unit).
 */
export const Explanation = Schema.Struct({
  code: Schema.String,
  params: Schema.Record(Schema.String, Schema.String),
});
export type Explanation = typeof Explanation.Type;

export const Finding = Schema.Struct({
  uuid: Uuid,
  type: FindingType,
  /** 0 to 1: how sure the engine is that the two passages cannot both be true. */
  confidence: Schema.Number,
  /** Who or what the claims are about ("I", "my brother", "the car"), and which single-valued attribute. */
  subject: Schema.String,
  attribute: Schema.String,
  left: Passage,
  right: Passage,
  explanation: Explanation,
  status: FindingStatus,
  note: Schema.NullOr(Schema.String),
  /** Who last changed the status, and when; null while open and never changed. */
  resolvedBy: Schema.NullOr(Schema.Struct({ uuid: Uuid, firstName: Schema.String, lastName: Schema.String })),
  resolvedAt: Schema.NullOr(Schema.String),
});
export type Finding = typeof Finding.Type;

/** A document a check read: which one, and the fingerprint of the bytes it read. */
export const ReportInput = Schema.Struct({
  documentUuid: Uuid,
  fileName: Schema.String,
  sha256: Schema.String,
});
export type ReportInput = typeof ReportInput.Type;

/** What a check covered, for an empty report to say what was checked. */
export const ReportCoverage = Schema.Struct({
  documents: Schema.Number,
  sentences: Schema.Number,
  claims: Schema.Number,
  /** The languages detected in the documents read. */
  languages: Schema.Array(Schema.String),
});
export type ReportCoverage = typeof ReportCoverage.Type;

/** A stored contradiction check of one document against itself and every other document of the account. */
export const ContradictionReport = Schema.Struct({
  uuid: Uuid,
  accountUuid: Uuid,
  /** The document the check was asked for. */
  documentUuid: Uuid,
  engineVersion: Schema.String,
  createdAt: Schema.String,
  createdBy: Schema.NullOr(Schema.Struct({ uuid: Uuid, firstName: Schema.String, lastName: Schema.String })),
  inputs: Schema.Array(ReportInput),
  coverage: ReportCoverage,
  findings: Schema.Array(Finding),
});
export type ContradictionReport = typeof ContradictionReport.Type;

/** A report in a list: everything but the findings themselves, with their count by status. */
export const ReportSummary = Schema.Struct({
  uuid: Uuid,
  accountUuid: Uuid,
  documentUuid: Uuid,
  engineVersion: Schema.String,
  createdAt: Schema.String,
  findings: Schema.Number,
  open: Schema.Number,
});
export type ReportSummary = typeof ReportSummary.Type;

export const ReportList = Schema.Struct({ items: Schema.Array(ReportSummary) });
export type ReportList = typeof ReportList.Type;

/** `POST /api/account/{id}/detect-contradictions` (seed §7). */
export const DetectContradictions = Schema.Struct({ documentUuid: Uuid });
export type DetectContradictions = typeof DetectContradictions.Type;

export const MAX_FINDING_NOTE_LENGTH = 2000;

/** Marking a finding: explained needs a note; dismissed may have one; open takes the mark back. */
export const FindingUpdate = Schema.Struct({
  status: FindingStatus,
  note: Schema.optionalKey(
    Schema.Trim.check(
      Schema.isMaxLength(MAX_FINDING_NOTE_LENGTH, {
        message: `must be at most ${MAX_FINDING_NOTE_LENGTH} characters`,
      }),
    ),
  ),
}).check(
  Schema.makeFilter((update) =>
    update.status === "explained" && (update.note === undefined || update.note === "")
      ? { path: ["note"], issue: "must say how the finding is explained" }
      : undefined,
  ),
);
export type FindingUpdate = typeof FindingUpdate.Type;

/**
 * Who may run a check and mark findings: those who may write documents (the client on their own account,
 * practitioners and admins) — the same rule as documents (docs/permissions.md), so it is that rule.
 */
export const mayRunContradictionChecks = mayWriteDocuments;

/** Error codes of the contradiction calls, beside the shared ones of error.ts. */
export const ContradictionErrorCodes = {
  /** The document's text is still being extracted (`extractionStatus` `pending`): try again shortly. */
  textNotReady: "text_not_ready",
  /** The document has no text to check: an image or a recording, or its extraction failed. */
  noText: "no_text",
} as const;
