import type { Selectable } from "kysely";
import type { Relationship } from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";

/** An invitation of a client's relative to a family interview (decision 0031). */
export interface FamilyInterviewTable {
  uuid: string;
  /** The client the interview is about. */
  client_uuid: string;
  organisation_uuid: string;
  /** The professional who sent the invitation. */
  invited_by_uuid: string;
  relative_name: string;
  relationship: Relationship;
  /** The relative's email, as the professional typed it (trimmed). */
  email: string;
  language: Language;
  /** SHA-256 hex of the link's token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  submitted_at: string | null;
  /** The interview document once submitted; null while pending and once that document is deleted. */
  document_uuid: string | null;
}

export type FamilyInterviewRow = Selectable<FamilyInterviewTable>;
