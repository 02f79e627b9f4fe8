import type { FastifyRequest } from "fastify";

/** Header values that must never reach a log line. */
export const logRedaction = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-api-key']",
  "req.headers['x-xsrf-token']",
  'res.headers["set-cookie"]',
];

/** Masks secrets carried in URLs: one-time tokens in paths and `token` query parameters. */
export const redactUrl = (url: string): string =>
  url
    .replace(/(\/family-interview\/)[^/?#]+/g, "$1[redacted]")
    .replace(/([?&](?:token|code|state)=)[^&#]*/gi, "$1[redacted]");

/** What a request contributes to a log line: no headers, and a URL with its secrets masked. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
