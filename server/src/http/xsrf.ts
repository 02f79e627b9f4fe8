import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { sendError } from "./errors.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const isWellFormed = (token: unknown): token is string =>
  typeof token === "string" && TOKEN_PATTERN.test(token);

/** 256 random bits, base64url: the double-submit token. */
export const newXsrfToken = (): string => randomBytes(32).toString("base64url");

/**
 * Gives the browser an `XSRF-TOKEN` cookie when it has none (readable by the SPA, which echoes it in
 * `X-XSRF-TOKEN`; SameSite=Strict so other sites never send it).
 */
export const issueXsrfCookie = (request: FastifyRequest, reply: FastifyReply, secure: boolean): void => {
  if (isWellFormed(request.cookies[XSRF_COOKIE])) return;
  reply.setCookie(XSRF_COOKIE, newXsrfToken(), {
    path: "/",
    sameSite: "strict",
    secure,
    httpOnly: false,
  });
};

/**
 * The double-submit check (a preParsing hook: no body is read for a forged request): a state-changing
 * request must echo the cookie's token in the header.
 */
export const requireXsrf = async <P>(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: P,
): Promise<P> => {
  if (SAFE_METHODS.has(request.method) || reply.sent) return payload;
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const ok =
    isWellFormed(cookie) &&
    isWellFormed(header) &&
    timingSafeEqual(Buffer.from(cookie, "utf8"), Buffer.from(header, "utf8"));
  if (!ok) {
    await sendError(reply, 403, {
      error: ErrorCodes.xsrfMismatch,
      message: "The X-XSRF-TOKEN header must match the XSRF-TOKEN cookie. Reload the page and try again.",
    });
  }
  return payload;
};
