import type { Kysely } from "kysely";
import { encodeEntry } from "../../contracts/proof/log-format.ts";
import { isDocumentCategory } from "../../contracts/schema/documents.ts";
import type { Database } from "../src/db/schema.ts";
import { logKindOf } from "../src/documents/document-store.ts";
import { reportDigest } from "../src/proof/report-digest.ts";

// The proof log's first entries for what was stored before it existed (issue 9): every document and every
// contradiction report already in the database is queued once, with the time it was stored, in the order it
// was stored; the server sequences and signs them at its next start. Its certificate then says when the log
// first saw it (the tree head's time) as well as when it was stored. On a new database this does nothing.
export const up = async (untyped: Kysely<unknown>): Promise<void> => {
  // The tables as they are at this migration; the shapes used here are those of the migrations before it.
  const db = untyped as unknown as Kysely<Database>;
  const now = new Date().toISOString();
  const entries: Array<{ at: string; text: string }> = [];
  const documents = await db
    .selectFrom("documents")
    .select(["uuid", "sha256", "category", "origin", "uploaded_at"])
    .execute();
  for (const d of documents) {
    if (!isDocumentCategory(d.category))
      throw new Error(`document ${d.uuid} has an unknown category ${d.category}`);
    entries.push({
      at: d.uploaded_at,
      text: new TextDecoder().decode(
        encodeEntry({
          kind: logKindOf({ category: d.category, origin: d.origin }),
          sha256: d.sha256,
          recordedAt: d.uploaded_at,
          reference: d.uuid,
        }),
      ),
    });
  }
  const reports = await db.selectFrom("contradiction_reports").selectAll().execute();
  for (const report of reports) {
    const findings = await db
      .selectFrom("contradiction_findings")
      .selectAll()
      .where("report_uuid", "=", report.uuid)
      .execute();
    entries.push({
      at: report.created_at,
      text: new TextDecoder().decode(
        encodeEntry({
          kind: "contradiction-report",
          sha256: reportDigest(report, findings),
          recordedAt: report.created_at,
          reference: report.uuid,
        }),
      ),
    });
  }
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (let i = 0; i < entries.length; i += 200) {
    await db
      .insertInto("proof_queue")
      .values(entries.slice(i, i + 200).map((e) => ({ entry: e.text, created_at: now })))
      .execute();
  }
};

// The queued entries are sequenced at the next start; once leaves, they cannot be taken back.
export const down = async (): Promise<void> => undefined;
