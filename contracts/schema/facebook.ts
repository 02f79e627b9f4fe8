import { Schema } from "effect";
import { isProfessional } from "./account.ts";
import { Uuid } from "./ids.ts";

/**
 * Linking a client's Facebook profile (issue 8): OAuth 2.0 authorisation code with PKCE against whichever
 * provider the server is configured with (decision 0029). These are the bodies of its calls.
 */

/** Error codes of the link calls (`{ error, message }` bodies). */
export const FacebookErrorCodes = {
  /** No provider is configured on this server: the link is off. */
  off: "facebook_link_off",
  /** The callback's `state` is unknown, used, expired, or was issued to another account. */
  invalidState: "invalid_state",
  /** The provider refused the code, or answered something unusable. */
  providerError: "provider_error",
  /** The provider did not answer in time, or could not be reached. */
  providerUnavailable: "provider_unavailable",
} as const;

/** Only clients link a profile; professionals read their clients' (docs/permissions.md). */
export const mayLinkFacebook = (roles: ReadonlyArray<string>): boolean =>
  roles.includes("ROLE_USER") && !isProfessional(roles);

/** `GET /api/account/facebook/status`: whether a provider is configured, so that the SPA shows the button. */
export const FacebookLinkStatus = Schema.Struct({ enabled: Schema.Boolean });
export type FacebookLinkStatus = typeof FacebookLinkStatus.Type;

/**
 * A path on Avow's own origin to go back to once linked: starts with one `/` (never `//` or `/\`, which a
 * browser reads as another host), no control characters, at most 512 characters.
 */
export const ReturnPath = Schema.String.check(
  Schema.isPattern(/^\/(?![/\\])[^\s\\]{0,511}$/, { message: "must be a path on this site such as /app" }),
);
export type ReturnPath = typeof ReturnPath.Type;

/** `POST /api/account/me/facebook/link`: where to come back to (`/app` when absent). */
export const FacebookLinkRequest = Schema.Struct({ returnTo: Schema.optionalKey(ReturnPath) });
export type FacebookLinkRequest = typeof FacebookLinkRequest.Type;

/** The provider's authorisation page to send the browser to. */
export const FacebookLinkStarted = Schema.Struct({ authorizationUrl: Schema.String });
export type FacebookLinkStarted = typeof FacebookLinkStarted.Type;

/** `state` as Avow issues it: 256 bits, base64url. */
export const LinkState = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{43}$/, { message: "must be the state Avow sent to the provider" }),
);

/** `POST /api/account/me/facebook/callback`: what the provider handed back in the `/callbacks` URL. */
export const FacebookCallbackRequest = Schema.Struct({
  code: Schema.String.check(
    Schema.isPattern(/^[\x21-\x7e]{1,2048}$/, { message: "must be the code the provider sent" }),
  ),
  state: LinkState,
});
export type FacebookCallbackRequest = typeof FacebookCallbackRequest.Type;

/**
 * A linked profile as the provider described it: its id for the person, their name there, and a link to
 * the profile (`null` when the provider gave none, or one that is not an http(s) URL).
 */
export const LinkedProfile = Schema.Struct({
  providerId: Schema.String,
  name: Schema.String,
  profileUrl: Schema.NullOr(Schema.String),
  linkedAt: Schema.String,
});
export type LinkedProfile = typeof LinkedProfile.Type;

/** The callback's answer: the profile as stored, and where the person was when they started. */
export const FacebookLinked = Schema.Struct({ profile: LinkedProfile, returnTo: ReturnPath });
export type FacebookLinked = typeof FacebookLinked.Type;

/** `GET /api/account/facebook/me?accountUuid=`: whose profile (the caller's own when absent). */
export const FacebookProfileQuery = Schema.Struct({ accountUuid: Schema.optionalKey(Uuid) });
export type FacebookProfileQuery = typeof FacebookProfileQuery.Type;
