import type { Generated, Selectable } from "kysely";

export interface AccountTable {
  uuid: string;
  organisation_uuid: string;
  email: string;
  email_normalised: string;
  title: string | null;
  first_name: string;
  last_name: string;
  country2: string;
  language: string;
  currency_code: string;
  status: string;
  password_hash: string | null;
  assigned_practitioner_uuid: string | null;
  /** 1 for a client (ROLE_USER), else 0: lists filter on it without reading roles. */
  is_client: Generated<number>;
  /** Names and email folded by accounts/search-text.ts, for searching; the sort columns likewise. */
  search_text: string;
  sort_last_name: string;
  sort_first_name: string;
  /** When the last invitation (confirmation) email was asked for. */
  invitation_sent_at: string | null;
  /** When the client last said they had finished uploading documents. */
  uploads_completed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface AccountRoleTable {
  account_uuid: string;
  role: string;
}

export type AccountRow = Selectable<AccountTable>;
