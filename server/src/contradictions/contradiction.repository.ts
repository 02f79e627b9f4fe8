import type { Insertable } from "kysely";
import type { FindingStatus } from "../../../contracts/schema/contradictions.ts";
import type { Db } from "../db/database.ts";
import type {
  ContradictionFindingRow,
  ContradictionFindingTable,
  ContradictionReportRow,
  ContradictionReportTable,
} from "./contradiction.table.ts";

/** A person named on a report or finding; null fields once that account was deleted. */
interface PersonColumns {
  readonly person_uuid: string | null;
  readonly person_first_name: string | null;
  readonly person_last_name: string | null;
}

export type ReportWithCreator = ContradictionReportRow & PersonColumns;
export type FindingWithResolver = ContradictionFindingRow & PersonColumns;

export interface ReportCounts {
  readonly findings: number;
  readonly open: number;
}

const reports = (db: Db) =>
  db
    .selectFrom("contradiction_reports as r")
    .leftJoin("accounts as p", "p.uuid", "r.created_by_uuid")
    .selectAll("r")
    .select([
      "p.uuid as person_uuid",
      "p.first_name as person_first_name",
      "p.last_name as person_last_name",
    ]);

/**
 * Stores a report and its findings at once: a reader never sees a report without its findings. `alongside`
 * runs in the same transaction, after them (the proof log's entry of the report).
 */
export const insertReport = async (
  db: Db,
  report: Insertable<ContradictionReportTable>,
  findings: ReadonlyArray<Insertable<ContradictionFindingTable>>,
  alongside?: (tx: Db) => Promise<void>,
): Promise<void> => {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto("contradiction_reports").values(report).execute();
    // In slices, so that a report with many findings stays under the databases' parameter limits.
    for (let i = 0; i < findings.length; i += 200) {
      await tx
        .insertInto("contradiction_findings")
        .values(findings.slice(i, i + 200))
        .execute();
    }
    await alongside?.(tx);
  });
};

/** The account's reports, newest first. */
export const listReports = (db: Db, accountUuid: string): Promise<ReportWithCreator[]> =>
  reports(db)
    .where("r.account_uuid", "=", accountUuid)
    .orderBy("r.created_at", "desc")
    .orderBy("r.uuid", "desc")
    .execute();

/** The account's latest report, if it has any. */
export const latestReport = (db: Db, accountUuid: string): Promise<ReportWithCreator | undefined> =>
  reports(db)
    .where("r.account_uuid", "=", accountUuid)
    .orderBy("r.created_at", "desc")
    .orderBy("r.uuid", "desc")
    .limit(1)
    .executeTakeFirst();

/** One report of the account, if it is the account's. */
export const findReport = (
  db: Db,
  accountUuid: string,
  uuid: string,
): Promise<ReportWithCreator | undefined> =>
  reports(db)
    .where("r.account_uuid", "=", accountUuid)
    .where("r.uuid", "=", uuid.toLowerCase())
    .executeTakeFirst();

const findings = (db: Db) =>
  db
    .selectFrom("contradiction_findings as f")
    .leftJoin("accounts as p", "p.uuid", "f.resolved_by_uuid")
    .selectAll("f")
    .select([
      "p.uuid as person_uuid",
      "p.first_name as person_first_name",
      "p.last_name as person_last_name",
    ]);

/** A report's findings, in the engine's order. */
export const listFindings = (db: Db, reportUuid: string): Promise<FindingWithResolver[]> =>
  findings(db).where("f.report_uuid", "=", reportUuid).orderBy("f.position").execute();

/** One finding of the report, if it is the report's. */
export const findFinding = (
  db: Db,
  reportUuid: string,
  uuid: string,
): Promise<FindingWithResolver | undefined> =>
  findings(db)
    .where("f.report_uuid", "=", reportUuid)
    .where("f.uuid", "=", uuid.toLowerCase())
    .executeTakeFirst();

/**
 * How many findings each report has, and how many of them are open: of every report of an account, or of
 * one report (reports without findings are absent).
 */
export const countFindings = async (
  db: Db,
  of: { readonly accountUuid: string } | { readonly reportUuid: string },
): Promise<Map<string, ReportCounts>> => {
  const base = db
    .selectFrom("contradiction_findings as f")
    .innerJoin("contradiction_reports as r", "r.uuid", "f.report_uuid")
    .select((eb) => [
      "f.report_uuid",
      eb.fn.countAll().as("findings"),
      eb.fn.sum(eb.case().when("f.status", "=", "open").then(1).else(0).end()).as("open"),
    ]);
  const rows = await (
    "accountUuid" in of
      ? base.where("r.account_uuid", "=", of.accountUuid)
      : base.where("f.report_uuid", "=", of.reportUuid)
  )
    .groupBy("f.report_uuid")
    .execute();
  // PostgreSQL answers count and sum as strings, SQLite as numbers.
  const counts = new Map<string, ReportCounts>();
  for (const row of rows)
    counts.set(row.report_uuid, { findings: Number(row.findings), open: Number(row.open) });
  return counts;
};

/** Records what a professional or the client made of a finding. */
export const updateFinding = async (
  db: Db,
  uuid: string,
  change: { status: FindingStatus; note: string | null; resolvedByUuid: string; resolvedAt: string },
): Promise<void> => {
  await db
    .updateTable("contradiction_findings")
    .set({
      status: change.status,
      note: change.note,
      resolved_by_uuid: change.resolvedByUuid,
      resolved_at: change.resolvedAt,
    })
    .where("uuid", "=", uuid)
    .execute();
};

/** A document as a check reads it: which one, its fingerprint, and its extracted text. */
export interface DocumentToCheck {
  readonly uuid: string;
  readonly file_name: string;
  readonly sha256: string;
  readonly category: string;
  readonly uploaded_at: string;
  readonly text: string;
}

/**
 * The account's other documents a check reads beside `focus`: those whose text is extracted, other than
 * `focus` and the other versions of its statement, and only the latest version of any other statement (an
 * edit corrects a statement; it does not contradict it). Oldest first.
 */
export const documentsToCheckAgainst = (
  db: Db,
  accountUuid: string,
  focus: { readonly uuid: string; readonly seriesUuid: string },
): Promise<DocumentToCheck[]> =>
  db
    .selectFrom("documents as d")
    .innerJoin("document_texts as t", "t.document_uuid", "d.uuid")
    .select(["d.uuid", "d.file_name", "d.sha256", "d.category", "d.uploaded_at", "t.text"])
    .where("d.account_uuid", "=", accountUuid)
    .where("d.extraction_status", "=", "done")
    .where("d.uuid", "<>", focus.uuid)
    .where("d.series_uuid", "<>", focus.seriesUuid)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("documents as s").select("s.uuid").whereRef("s.previous_version_uuid", "=", "d.uuid"),
        ),
      ),
    )
    .orderBy("d.uploaded_at")
    .orderBy("d.uuid")
    .execute();
