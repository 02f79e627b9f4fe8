import type { Config } from "./config/config.ts";
import type { Db } from "./db/database.ts";
import type { DocumentStorage } from "./documents/document-storage.ts";
import type { ExtractionQueue } from "./documents/extraction/extraction-queue.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { ProofLog } from "./proof/proof-log.ts";

/** What every service needs from the application, built once by buildApp. */
export interface AppContext {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly clock: () => Date;
  /** Work that outlives its request (sending mail): awaited when the app closes, failures logged. */
  readonly background: (label: string, work: () => Promise<unknown>) => void;
  /** The document files under <data dir>/documents. */
  readonly storage: DocumentStorage;
  /** Reads documents' text in the background. */
  readonly extraction: ExtractionQueue;
  /** The append-only proof log: record entries in a transaction, then nudge it after the commit. */
  readonly proofLog: ProofLog;
}
