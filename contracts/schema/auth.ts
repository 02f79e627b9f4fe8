import { Schema } from "effect";
import { Account, Email } from "./account.ts";
import { Uuid } from "./ids.ts";

/** A password as it travels: the rules themselves are checked by contracts/password (400 weak_password). */
const Password = Schema.String.check(Schema.isMaxLength(200));

/** A one-time token from an emailed link: base64url, at least 128 bits. */
export const OneTimeToken = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{22,128}$/, { message: "must be the token from the link you were sent" }),
);

/**
 * `POST /api/auth/login`. `organisationUuid` (the page's `org` parameter) picks the organisation when
 * the same email has accounts in several.
 */
export const LoginRequest = Schema.Struct({
  email: Email,
  password: Password,
  organisationUuid: Schema.optionalKey(Uuid),
});
export type LoginRequest = typeof LoginRequest.Type;

/** A new session: the bearer token and the account it belongs to. */
export const SessionResponse = Schema.Struct({ token: Schema.String, account: Account });
export type SessionResponse = typeof SessionResponse.Type;

export const ConfirmAccountRequest = Schema.Struct({ token: OneTimeToken, password: Password });
export type ConfirmAccountRequest = typeof ConfirmAccountRequest.Type;

export const PasswordResetRequest = Schema.Struct({
  email: Email,
  organisationUuid: Schema.optionalKey(Uuid),
});
export type PasswordResetRequest = typeof PasswordResetRequest.Type;

export const ResetPasswordRequest = Schema.Struct({ token: OneTimeToken, password: Password });
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type;

/** 400 weak_password: the error shape plus the rules the password failed. */
export const WeakPasswordError = Schema.Struct({
  error: Schema.Literal("weak_password"),
  message: Schema.String,
  rules: Schema.Array(Schema.String),
});
