import { Schema } from "effect";
import { DocumentItem } from "../../../contracts/schema/documents.ts";
import type { DocumentWithUploader } from "./document.repository.ts";

const decodeItem = Schema.decodeUnknownSync(DocumentItem);

/** The contract's shape of a row; a row that drifted from the contract fails here (500), not in a client. */
export const documentFromRow = (row: DocumentWithUploader): DocumentItem =>
  decodeItem({
    uuid: row.uuid,
    accountUuid: row.account_uuid,
    fileName: row.file_name,
    category: row.category,
    size: Number(row.size),
    contentType: row.content_type,
    sha256: row.sha256,
    uploadedBy:
      row.uploader_uuid === null
        ? null
        : {
            uuid: row.uploader_uuid,
            firstName: row.uploader_first_name ?? "",
            lastName: row.uploader_last_name ?? "",
          },
    uploadedAt: row.uploaded_at,
    origin: row.origin,
    extractionStatus: row.extraction_status,
    extractionFailure: row.extraction_status === "failed" ? (row.extraction_failure ?? "unreadable") : null,
    version: row.version,
    previousVersionUuid: row.previous_version_uuid,
    seriesUuid: row.series_uuid,
  });
