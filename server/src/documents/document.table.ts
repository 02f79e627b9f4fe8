import type { ColumnType, Generated, Selectable } from "kysely";
import type { DocumentOrigin, ExtractionStatus } from "../../../contracts/schema/documents.ts";

export interface DocumentTable {
  uuid: string;
  account_uuid: string;
  file_name: string;
  category: string;
  /** bigint: PostgreSQL answers it as a string, SQLite as a number. */
  size: ColumnType<number | string, number, number>;
  content_type: string;
  sha256: string;
  uploaded_by_uuid: string | null;
  uploaded_at: string;
  origin: DocumentOrigin;
  extraction_status: ExtractionStatus;
  extraction_failure: string | null;
  extraction_attempts: Generated<number>;
  version: number;
  previous_version_uuid: string | null;
  series_uuid: string;
}

export interface DocumentTextTable {
  document_uuid: string;
  text: string;
  extracted_at: string;
}

export type DocumentRow = Selectable<DocumentTable>;
