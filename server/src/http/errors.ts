import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { ErrorCodes, type ApiError } from "../../../contracts/schema/error.ts";

/** An error a service raises on purpose; the handler turns it into `{ error, message }` with its status. */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly status: number;
  readonly code: string;
  /** Fields beside `error` and `message` (e.g. the failed password rules). */
  readonly details: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;
  constructor(
    status: number,
    code: string,
    message: string,
    extra: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = extra.details ?? {};
    this.headers = extra.headers ?? {};
  }
}

export const badRequest = (message: string, code: string = ErrorCodes.invalidRequest): HttpError =>
  new HttpError(400, code, message);
export const notFound = (message = "Not found.", code: string = ErrorCodes.notFound): HttpError =>
  new HttpError(404, code, message);
export const forbidden = (code: string, message: string): HttpError => new HttpError(403, code, message);
export const unauthenticated = (message = "Sign in to continue."): HttpError =>
  new HttpError(401, ErrorCodes.unauthenticated, message);
/** 429 with Retry-After, the wait in whole seconds. */
export const tooManyAttempts = (retryAfterSeconds: number): HttpError =>
  new HttpError(
    429,
    ErrorCodes.rateLimited,
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    {
      headers: { "retry-after": String(retryAfterSeconds) },
    },
  );

export const sendError = (reply: FastifyReply, status: number, body: ApiError): FastifyReply =>
  reply.code(status).type("application/json; charset=utf-8").send(body);

const statusOf = (error: FastifyError): number =>
  typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
    ? error.statusCode
    : 500;

/** Maps fastify's own 4xx codes (body parsing, limits) to stable, documented error codes. */
const codeOfFastifyError = (error: FastifyError, status: number): string => {
  if (status === 413) return ErrorCodes.payloadTooLarge;
  if (status === 415) return ErrorCodes.unsupportedMediaType;
  if (status === 429) return ErrorCodes.rateLimited;
  if (status === 404) return ErrorCodes.notFound;
  return ErrorCodes.invalidRequest;
};

/** The one error handler: known errors keep their status; anything else is a 500 whose details stay in the log. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .code(error.status)
        .type("application/json; charset=utf-8")
        .send({ ...error.details, error: error.code, message: error.message });
    }
    const status = statusOf(error);
    if (status < 500) {
      return sendError(reply, status, { error: codeOfFastifyError(error, status), message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, status === 503 ? 503 : 500, {
      error: status === 503 ? ErrorCodes.unavailable : ErrorCodes.internal,
      message: "Something went wrong on our side. Please try again.",
    });
  });
};
