import type { Selectable } from "kysely";

/** A linked profile: what the provider said about the person, never a token. */
export interface SocialProfileTable {
  account_uuid: string;
  /** `facebook` today; the key leaves room for others. */
  provider: string;
  provider_id: string;
  name: string;
  /** An http(s) URL, or null when the provider gave none. */
  profile_url: string | null;
  linked_at: string;
}

/** A started link waiting for its callback: single use, short-lived. */
export interface SocialLinkAttemptTable {
  /** SHA-256 hex of the `state` sent to the provider. */
  state_hash: string;
  account_uuid: string;
  provider: string;
  /** The PKCE verifier, sent only to the token endpoint with the code. */
  code_verifier: string;
  return_to: string;
  created_at: string;
  expires_at: string;
}

export type SocialProfileRow = Selectable<SocialProfileTable>;
export type SocialLinkAttemptRow = Selectable<SocialLinkAttemptTable>;
