import type { FastifyInstance } from "fastify";

/** The API key test apps accept (testConfig's AVOW_API_KEYS). */
export const TEST_API_KEY = "test-api-key";

/** Headers a well-behaved client sends. */
export const apiHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  "x-api-key": TEST_API_KEY,
  ...extra,
});

/** A matching XSRF cookie and header pair for state-changing requests. */
export const xsrfPair = (token = "x".repeat(43)) => ({
  cookies: { "XSRF-TOKEN": token },
  headers: { "x-xsrf-token": token },
});

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

const browser = xsrfPair();

/**
 * A request as the SPA sends it: the API key, the XSRF cookie and header, and the bearer token when there
 * is one (null: signed out). `payload` goes as JSON, or as it is when a Buffer; `headers` adds or replaces
 * headers (a multipart body's content type, say).
 */
export const signedInRequest = (
  app: FastifyInstance,
  method: HttpMethod,
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: apiHeaders({
      ...browser.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    }),
    cookies: browser.cookies,
  });
