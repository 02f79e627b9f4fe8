import { Schema } from "effect";

/**
 * The one error body every endpoint answers with on 4xx and 5xx: `{ "error": code, "message": text }`.
 * (The health probe's 503 is its own Health body: it reports, it does not fail.)
 */
export const ApiError = Schema.Struct({
  error: Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]*$/)),
  message: Schema.String,
  /** On a 400 for a body or query: what was wrong with each field, to show beside it. */
  fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
});
export type ApiError = typeof ApiError.Type;

/** Error codes shared by the server and the SPA (the SPA maps them to translated messages). */
export const ErrorCodes = {
  invalidRequest: "invalid_request",
  invalidApiKey: "invalid_api_key",
  xsrfMismatch: "xsrf_mismatch",
  notFound: "not_found",
  skinNotFound: "skin_not_found",
  rateLimited: "rate_limited",
  payloadTooLarge: "payload_too_large",
  unsupportedMediaType: "unsupported_media_type",
  invalidCredentials: "invalid_credentials",
  accountDisabled: "account_disabled",
  /** Signed in, but the account's roles do not allow the action. */
  forbidden: "forbidden",
  unauthenticated: "unauthenticated",
  invalidToken: "invalid_token",
  weakPassword: "weak_password",
  /** A new client's email already belongs to an account of the organisation. */
  emailTaken: "email_taken",
  /** An invitation for a client who has already confirmed their account. */
  alreadyActive: "already_active",
  internal: "internal_error",
  unavailable: "service_unavailable",
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
