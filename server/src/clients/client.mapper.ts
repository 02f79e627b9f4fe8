import { Schema } from "effect";
import { ClientItem, ClientSummary } from "../../../contracts/schema/clients.ts";
import type { ClientRow } from "./client.repository.ts";

const decodeItem = Schema.decodeUnknownSync(ClientItem);
const decodeSummary = Schema.decodeUnknownSync(ClientSummary);

const common = (row: ClientRow) => ({
  uuid: row.uuid,
  email: row.email,
  ...(row.title ? { title: row.title } : {}),
  firstName: row.first_name,
  lastName: row.last_name,
  country2: row.country2,
  language: row.language,
  status: row.status,
  assignedPractitioner:
    row.ap_uuid === null
      ? null
      : { uuid: row.ap_uuid, firstName: row.ap_first_name ?? "", lastName: row.ap_last_name ?? "" },
  invitationSentAt: row.invitation_sent_at,
});

export const clientItemFromRow = (row: ClientRow): ClientItem =>
  decodeItem({ ...common(row), createdAt: row.created_at });

/**
 * The summary. `lastContradictionCheck` is when the account's latest contradiction report was made and
 * `findings` the number of that report's findings still open (earlier reports are not added up: a new
 * check of the same document would count its findings twice).
 */
export const clientSummaryFromRow = (
  row: ClientRow,
  documentsByCategory: Readonly<Record<string, number>>,
  latestCheck: { readonly lastContradictionCheck: string | null; readonly findings: number },
): ClientSummary =>
  decodeSummary({
    ...common(row),
    documentsByCategory,
    uploadsCompletedAt: row.uploads_completed_at,
    lastContradictionCheck: latestCheck.lastContradictionCheck,
    findings: latestCheck.findings,
  });
