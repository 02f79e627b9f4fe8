import type { Db } from "../../db/database.ts";
import type { DocumentStorage } from "../document-storage.ts";
import {
  countExtractionAttempt,
  findDocumentByUuid,
  pendingExtractions,
  recordExtractionFailure,
  saveExtractedText,
} from "../document.repository.ts";
import { extractText } from "./extract-text.ts";

/** A document that took the server down this many times while its text was being read is given up on. */
export const MAX_EXTRACTION_ATTEMPTS = 3;

export interface ExtractionDeps {
  readonly db: Db;
  readonly storage: DocumentStorage;
  readonly clock: () => Date;
  /** Runs work past its request; the app awaits it on close and tests can await it. */
  readonly background: (label: string, work: () => Promise<unknown>) => void;
  readonly log: (fields: Record<string, unknown>, message: string) => void;
}

/**
 * Reads the text of stored documents in the background, one document at a time (PDF and DOCX parsers hold
 * a whole file in memory, so one at a time bounds that to one file). Failures are recorded on the
 * document, never thrown. Each try is counted first, so a file that crashes the server is given up on
 * after MAX_EXTRACTION_ATTEMPTS starts instead of crashing it at every start.
 */
export const createExtractionQueue = (deps: ExtractionDeps) => {
  let tail: Promise<void> = Promise.resolve();

  const extractOne = async (uuid: string): Promise<void> => {
    const row = await findDocumentByUuid(deps.db, uuid);
    if (!row || row.extraction_status !== "pending") return;
    if (row.extraction_attempts >= MAX_EXTRACTION_ATTEMPTS) {
      await recordExtractionFailure(deps.db, uuid, "unreadable");
      deps.log({ document: uuid }, "text extraction given up after repeated interruptions");
      return;
    }
    await countExtractionAttempt(deps.db, uuid);
    const result = await extractText(deps.storage.objectPath(row.sha256), row.content_type);
    if (result.ok) {
      await saveExtractedText(deps.db, uuid, result.text, deps.clock().toISOString());
    } else {
      // The detail goes to the log only: parsers' messages are not for users.
      deps.log({ document: uuid, reason: result.reason, detail: result.detail }, "text extraction failed");
      await recordExtractionFailure(deps.db, uuid, result.reason);
    }
  };

  /** Queues a document for extraction. */
  const enqueue = (uuid: string): void => {
    const job = tail.then(() => extractOne(uuid));
    tail = job.catch(() => undefined);
    deps.background("text extraction", () => job);
  };

  /** Queues every extraction a stop interrupted; for start-up. */
  const resumePending = async (): Promise<number> => {
    const pending = await pendingExtractions(deps.db);
    for (const { uuid } of pending) enqueue(uuid);
    return pending.length;
  };

  return { enqueue, resumePending };
};
export type ExtractionQueue = ReturnType<typeof createExtractionQueue>;
