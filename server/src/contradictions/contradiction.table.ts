import type { ColumnType, Generated, Selectable } from "kysely";
import type { FindingStatus, FindingType } from "../../../contracts/schema/contradictions.ts";

export interface ContradictionReportTable {
  uuid: string;
  account_uuid: string;
  document_uuid: string;
  engine_version: string;
  created_at: string;
  created_by_uuid: string | null;
  /** JSON of ReportInput[]. */
  inputs: string;
  /** JSON of ReportCoverage. */
  coverage: string;
}

export interface ContradictionFindingTable {
  uuid: string;
  report_uuid: string;
  position: number;
  type: FindingType;
  /** double precision: PostgreSQL answers it as a number, as SQLite does; Number() all the same. */
  confidence: ColumnType<number | string, number, number>;
  subject: string;
  attribute: string;
  /** JSON of Passage. */
  left_passage: string;
  right_passage: string;
  /** JSON of Explanation. */
  explanation: string;
  status: Generated<FindingStatus>;
  note: string | null;
  resolved_by_uuid: string | null;
  resolved_at: string | null;
}

export type ContradictionReportRow = Selectable<ContradictionReportTable>;
export type ContradictionFindingRow = Selectable<ContradictionFindingTable>;
