import type { Account } from "../../../contracts/schema/account.ts";
import type {
  ConfirmAccountRequest,
  LoginRequest,
  PasswordResetRequest,
  ResetPasswordRequest,
  SessionResponse,
} from "../../../contracts/schema/auth.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { accountFromRow } from "../accounts/account.mapper.ts";
import {
  findAccount,
  findAccountsByEmail,
  normaliseEmail,
  rolesOf,
  setPassword,
} from "../accounts/account.repository.ts";
import type { AccountRow } from "../accounts/account.table.ts";
import type { AppContext } from "../app-context.ts";
import { actingAccount, recordAuditEvent, trailOf } from "../audit/record-audit-event.ts";
import { HttpError, tooManyAttempts } from "../http/errors.ts";
import { sendAccountLink } from "./one-time-tokens.ts";
import { assertStrongPassword } from "./password-policy.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.ts";
import {
  consumeOneTimeToken,
  deleteSession,
  deleteSessionsOfAccount,
  findOneTimeToken,
  findSession,
  insertSession,
  touchSession,
} from "./session.repository.ts";
import type { Throttle } from "./throttle.ts";
import { hashToken, newToken } from "./tokens.ts";

/** Attempts counted per account (the email as typed, normalised) and per client address. */
export interface ThrottlePair {
  readonly account: Throttle;
  readonly address: Throttle;
}

/** Sign-in and reset requests are counted apart, so an owner can reset while their sign-in is throttled. */
export interface AuthThrottles {
  readonly login: ThrottlePair;
  readonly reset: ThrottlePair;
}

/** A request's verified session. */
export interface AuthContext {
  readonly tokenHash: string;
  readonly account: AccountRow;
  readonly roles: Account["roles"];
}

const INVALID_CREDENTIALS = (): HttpError =>
  new HttpError(401, ErrorCodes.invalidCredentials, "The email or password is not correct.");

const INVALID_TOKEN = (): HttpError =>
  new HttpError(
    400,
    ErrorCodes.invalidToken,
    "This link has expired or has already been used. Ask for a new one.",
  );

// A session's last_seen_at is written at most this often, so that reading pages does not mean writing rows.
const TOUCH_INTERVAL_MS = 60_000;

/** Throttles by account and by client address before any hashing; 429 when either is over its limit. */
const throttle = (pair: ThrottlePair, email: string, address: string): void => {
  const wait = Math.max(pair.account.hit(normaliseEmail(email)), pair.address.hit(address));
  if (wait > 0) throw tooManyAttempts(wait);
};

const startSession = async (ctx: AppContext, account: AccountRow): Promise<SessionResponse> => {
  const now = ctx.clock();
  const token = newToken();
  const roles = await rolesOf(ctx.db, account.uuid);
  // The session and its sign-in event commit together: no session without its line in the trail.
  await ctx.db.transaction().execute(async (tx) => {
    await insertSession(tx, {
      token_hash: hashToken(token),
      account_uuid: account.uuid,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ctx.config.sessionMaxHours * 3_600_000).toISOString(),
    });
    await recordAuditEvent(tx, ctx.clock, {
      ...trailOf(account),
      ...actingAccount(account, roles),
      action: "auth.signed_in",
    });
  });
  return { token, account: accountFromRow(account, roles) };
};

/**
 * A refused sign-in of a known account, in that account's trail (the caller is not signed in: the event
 * is the account's own). Throttled attempts are refused before this, so nobody can flood a trail. Written
 * in the background, after the answer: a refusal must take as long for an email with an account as for
 * one without, and waiting for this write would tell them apart.
 */
const recordFailedSignIn = (
  ctx: AppContext,
  account: AccountRow,
  reason: "wrong_password" | "disabled" | "not_active",
): void => {
  ctx.background("failed sign-in event", async () => {
    // Once the answer has gone: the database's work must not delay it either.
    await new Promise((resolve) => setImmediate(resolve));
    await recordAuditEvent(ctx.db, ctx.clock, {
      ...trailOf(account),
      ...actingAccount(account, await rolesOf(ctx.db, account.uuid)),
      action: "auth.sign_in_failed",
      details: { reason },
    });
  });
};

/**
 * Signs in. Unknown email and wrong password answer alike and take alike long (a dummy Argon2 check);
 * an account that is not active cannot sign in; a disabled one is told so only after its password matched.
 */
export const login = async (
  ctx: AppContext,
  throttles: AuthThrottles,
  input: LoginRequest,
  address: string,
): Promise<SessionResponse> => {
  throttle(throttles.login, input.email, address);
  const candidates = (await findAccountsByEmail(ctx.db, input.email, input.organisationUuid)).filter(
    (account) => account.password_hash !== null,
  );
  if (candidates.length === 0) {
    await verifyAgainstNothing(input.password);
    throw INVALID_CREDENTIALS();
  }
  for (const account of candidates) {
    if (account.password_hash && (await verifyPassword(account.password_hash, input.password))) {
      if (account.status === "disabled") {
        recordFailedSignIn(ctx, account, "disabled");
        throw new HttpError(
          403,
          ErrorCodes.accountDisabled,
          "This account is disabled. Contact your organisation.",
        );
      }
      if (account.status !== "active") {
        recordFailedSignIn(ctx, account, "not_active");
        throw INVALID_CREDENTIALS();
      }
      throttles.login.account.reset(normaliseEmail(input.email));
      return startSession(ctx, account);
    }
  }
  // The password matched none of the accounts with this email: each of them hears of the attempt.
  for (const account of candidates) recordFailedSignIn(ctx, account, "wrong_password");
  throw INVALID_CREDENTIALS();
};

/** Ends the session at once; an unknown token is already ended. */
export const logout = async (ctx: AppContext, tokenHash: string): Promise<void> => {
  const session = await findSession(ctx.db, tokenHash);
  const account = session ? await findAccount(ctx.db, session.account_uuid) : undefined;
  const roles = account ? await rolesOf(ctx.db, account.uuid) : [];
  await ctx.db.transaction().execute(async (tx) => {
    await deleteSession(tx, tokenHash);
    if (account)
      await recordAuditEvent(tx, ctx.clock, {
        ...trailOf(account),
        ...actingAccount(account, roles),
        action: "auth.signed_out",
      });
  });
};

/**
 * The session a bearer token opens, or null: unknown, past its absolute end, idle too long, or its
 * account no longer active. Expired sessions are deleted on sight.
 */
export const authenticate = async (ctx: AppContext, token: string): Promise<AuthContext | null> => {
  const tokenHash = hashToken(token);
  const session = await findSession(ctx.db, tokenHash);
  if (!session) return null;
  const now = ctx.clock();
  const idleLimit = new Date(session.last_seen_at).getTime() + ctx.config.sessionIdleMinutes * 60_000;
  if (now.getTime() >= new Date(session.expires_at).getTime() || now.getTime() >= idleLimit) {
    await deleteSession(ctx.db, tokenHash);
    return null;
  }
  const account = await findAccount(ctx.db, session.account_uuid);
  if (!account || account.status !== "active") return null;
  if (now.getTime() - new Date(session.last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, tokenHash, now.toISOString());
  }
  return { tokenHash, account, roles: await rolesOf(ctx.db, account.uuid) };
};

/** Whether a token could be redeemed now: read only, so that a bogus link costs no password hashing. */
const assertRedeemable = async (
  ctx: AppContext,
  token: string,
  purpose: "confirm" | "reset",
): Promise<void> => {
  const row = await findOneTimeToken(ctx.db, hashToken(token));
  if (
    !row ||
    row.purpose !== purpose ||
    row.used_at !== null ||
    new Date(row.expires_at).getTime() <= ctx.clock().getTime()
  ) {
    throw INVALID_TOKEN();
  }
};

/** The account a live, unused one-time token of this purpose belongs to; the token is consumed. */
const redeem = async (ctx: AppContext, token: string, purpose: "confirm" | "reset"): Promise<AccountRow> => {
  const tokenHash = hashToken(token);
  const row = await findOneTimeToken(ctx.db, tokenHash);
  const now = ctx.clock();
  if (
    !row ||
    row.purpose !== purpose ||
    row.used_at !== null ||
    new Date(row.expires_at).getTime() <= now.getTime()
  ) {
    throw INVALID_TOKEN();
  }
  const account = await findAccount(ctx.db, row.account_uuid);
  if (!account || account.status === "disabled") throw INVALID_TOKEN();
  if (!(await consumeOneTimeToken(ctx.db, tokenHash, now.toISOString()))) throw INVALID_TOKEN();
  return account;
};

/** An invited account sets its password through its emailed link, becomes active and is signed in. */
export const confirmAccount = async (
  ctx: AppContext,
  input: ConfirmAccountRequest,
): Promise<SessionResponse> => {
  // Rules first: a weak password must not use up the link; then the link, before any costly hashing.
  assertStrongPassword(input.password);
  await assertRedeemable(ctx, input.token, "confirm");
  const passwordHash = await hashPassword(input.password);
  // The link is spent and the password set together, or neither.
  const account = await ctx.db.transaction().execute(async (db) => {
    const redeemed = await redeem({ ...ctx, db }, input.token, "confirm");
    await setPassword(db, redeemed.uuid, passwordHash, "active", ctx.clock().toISOString());
    await recordAuditEvent(db, ctx.clock, {
      ...trailOf(redeemed),
      ...actingAccount(redeemed, await rolesOf(db, redeemed.uuid)),
      action: "auth.account_confirmed",
    });
    return findAccount(db, redeemed.uuid);
  });
  if (!account) throw INVALID_TOKEN();
  return startSession(ctx, account);
};

/**
 * Asks for a reset email. Always accepted (202) so that nobody learns whether an email has an account;
 * the email goes out, in the background, only to active accounts with that address.
 */
export const requestPasswordReset = async (
  ctx: AppContext,
  throttles: AuthThrottles,
  input: PasswordResetRequest,
  address: string,
): Promise<void> => {
  throttle(throttles.reset, input.email, address);
  ctx.background("password reset email", async () => {
    const accounts = await findAccountsByEmail(ctx.db, input.email, input.organisationUuid);
    for (const account of accounts.filter((candidate) => candidate.status === "active")) {
      await sendAccountLink(ctx, account, "reset");
    }
  });
};

/** Sets a new password through an emailed link; every session of the account ends. */
export const resetPassword = async (ctx: AppContext, input: ResetPasswordRequest): Promise<void> => {
  assertStrongPassword(input.password);
  await assertRedeemable(ctx, input.token, "reset");
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (db) => {
    const account = await redeem({ ...ctx, db }, input.token, "reset");
    await setPassword(db, account.uuid, passwordHash, "active", ctx.clock().toISOString());
    await deleteSessionsOfAccount(db, account.uuid);
    await recordAuditEvent(db, ctx.clock, {
      ...trailOf(account),
      ...actingAccount(account, await rolesOf(db, account.uuid)),
      action: "auth.password_reset",
    });
  });
};
