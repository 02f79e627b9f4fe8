import { createHash, randomBytes } from "node:crypto";
import { FacebookErrorCodes } from "../../../contracts/schema/facebook.ts";
import type { FacebookProviderConfig } from "../config/config.ts";
import { HttpError } from "../http/errors.ts";

// The client side of OAuth 2.0's authorisation code grant (RFC 6749 §4.1) with PKCE (RFC 7636, S256),
// written against the endpoints in the configuration rather than one provider's SDK, so that Facebook, an
// OpenID Connect provider or the test's local provider all work (decision 0029). Nothing here keeps a token.

const PROVIDER_TIMEOUT_MS = 10_000;

/** A PKCE verifier (256 random bits, base64url: 43 characters) and its S256 challenge. */
export const pkcePair = (): { readonly verifier: string; readonly challenge: string } => {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier, "ascii").digest("base64url") };
};

/** The provider's authorisation page for this attempt. */
export const authorizationUrlFor = (
  provider: FacebookProviderConfig,
  attempt: { readonly state: string; readonly challenge: string },
): string => {
  const url = new URL(provider.authorizationUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", provider.clientId);
  url.searchParams.set("redirect_uri", provider.redirectUri);
  url.searchParams.set("scope", provider.scopes);
  url.searchParams.set("state", attempt.state);
  url.searchParams.set("code_challenge", attempt.challenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.href;
};

const providerError = (message: string) => new HttpError(502, FacebookErrorCodes.providerError, message);
const providerUnavailable = () =>
  new HttpError(503, FacebookErrorCodes.providerUnavailable, "The provider did not answer; try again later.");

/** A JSON answer from the provider, or the error to report: it refused (502) or did not answer (503). */
const callProvider = async (
  url: string,
  init: RequestInit,
  what: string,
): Promise<Record<string, unknown>> => {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw providerUnavailable();
  }
  if (response.status >= 500) throw providerUnavailable();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw providerError(`The provider's ${what} answer was not JSON (status ${response.status}).`);
  }
  if (!response.ok || typeof body !== "object" || body === null || Array.isArray(body)) {
    // The provider's own error code helps whoever reads the log; its description may echo input, so not that.
    const code = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
    throw providerError(
      `The provider refused the ${what} (status ${response.status}${typeof code === "string" ? `, ${code.slice(0, 64)}` : ""}).`,
    );
  }
  return body as Record<string, unknown>;
};

/** Trades the code for an access token at the token endpoint (client_secret_post, with the verifier). */
export const exchangeCode = async (
  provider: FacebookProviderConfig,
  code: string,
  verifier: string,
): Promise<string> => {
  const body = await callProvider(
    provider.tokenUrl,
    {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: provider.redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }).toString(),
    },
    "code exchange",
  );
  const token = body.access_token;
  if (typeof token !== "string" || token === "") throw providerError("The provider gave no access token.");
  return token;
};

export interface ProviderProfile {
  readonly providerId: string;
  readonly name: string;
  readonly profileUrl: string | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** Only http(s) links are kept: anything else (`javascript:`…) must never become a link in the SPA. */
const httpUrl = (value: unknown): string | null => {
  const raw = text(value);
  if (raw === undefined || raw.length > 2048) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * Reads the person's profile with the access token. OpenID Connect's userinfo (`sub`, `name`, `profile`)
 * and Facebook's Graph API `/me?fields=id,name,link` (`id`, `name`, `link`) both map onto it.
 */
export const fetchProfile = async (
  provider: FacebookProviderConfig,
  accessToken: string,
): Promise<ProviderProfile> => {
  const body = await callProvider(
    provider.userinfoUrl,
    { method: "GET", headers: { accept: "application/json", authorization: `Bearer ${accessToken}` } },
    "profile request",
  );
  const id = text(body.sub) ?? (typeof body.id === "number" ? String(body.id) : text(body.id));
  const name =
    text(body.name) ??
    text([text(body.given_name), text(body.family_name)].filter(Boolean).join(" ")) ??
    text(body.preferred_username);
  if (id === undefined || name === undefined)
    throw providerError("The provider's profile has no id or name.");
  return {
    providerId: id.slice(0, 255),
    name: name.slice(0, 255),
    profileUrl: httpUrl(body.profile) ?? httpUrl(body.link),
  };
};
