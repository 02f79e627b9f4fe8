import { Context, Effect, Layer, Schedule } from "effect";
import { Offline } from "../errors.ts";
import { isRelativeUrl, readCookie, requestHeaders } from "./request-headers.ts";
import { isSessionRejection, onUnauthorized, type UnauthorizedDecision } from "./unauthorized-policy.ts";

/** Dispatched on window when the server no longer accepts the session (a 401 outside the exemptions). */
export const SESSION_REJECTED_EVENT = "avow:session-rejected";

export interface ApiRequest {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Relative to the configured base URL (`/api/...`). */
  readonly url: string;
  readonly json?: unknown;
  readonly form?: FormData;
  /** A session token to use instead of the stored one (signing out after storage was cleared). */
  readonly authToken?: string;
}

export interface ApiResponse {
  readonly status: number;
  /** The parsed JSON body, the text body when it is not JSON, or null when empty. */
  readonly body: unknown;
}

/** What the client needs from its surroundings; the browser layer reads them from the page. */
export interface HttpClientEnvironment {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch: typeof globalThis.fetch;
  readonly now: () => Date;
  readonly timeZone: () => string;
  readonly authToken: () => string | null;
  readonly cookies: () => string;
  readonly page: () => { pathname: string; search: string };
  /**
   * Carries out the 401 policy's decision (clear storage, move the browser). `sessionRejected` says the
   * 401 means the session is gone, so that whoever keeps the session can hear it where no redirect happens.
   */
  readonly applyUnauthorized: (decision: UnauthorizedDecision, sessionRejected: boolean) => void;
  readonly timeoutMs: number;
}

/** The one HTTP client: every API call goes through it and gets the seed's headers and 401 policy. */
export class HttpClient extends Context.Service<
  HttpClient,
  { readonly execute: (request: ApiRequest) => Effect.Effect<ApiResponse, Offline> }
>()("avow/services/http-client/HttpClient") {
  /** A client over an explicit environment (tests, the Pact consumer tests). */
  static readonly layerFrom = (env: HttpClientEnvironment) => Layer.succeed(HttpClient, makeHttpClient(env));

  /** The client in the browser: same-origin, session storage, document.cookie, window.location. */
  static readonly layerBrowser = Layer.sync(HttpClient, () => makeHttpClient(browserEnvironment()));
}

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === "") return null;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

const isXsrfRefusal = (response: ApiResponse): boolean =>
  response.status === 403 &&
  typeof response.body === "object" &&
  response.body !== null &&
  (response.body as { error?: unknown }).error === "xsrf_mismatch";

// Only idempotent reads are retried, and only when no answer came back at all.
const retryReads = { schedule: Schedule.exponential("150 millis"), times: 2 };

export const makeHttpClient = (env: HttpClientEnvironment) => {
  /** The request as fetch takes it, with the seed's headers; a programming error here is a defect, not Offline. */
  const prepare = (request: ApiRequest): RequestInit => {
    const headers = requestHeaders(request.method, request.url, {
      apiKey: env.apiKey,
      now: env.now(),
      timeZone: env.timeZone(),
      authToken: request.authToken ?? env.authToken(),
      xsrfToken: readCookie(env.cookies(), "XSRF-TOKEN"),
    });
    let body: BodyInit | undefined;
    if (request.form) body = request.form;
    else if (request.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(request.json);
    }
    return { method: request.method, headers, body, credentials: "same-origin" };
  };

  const once = (request: ApiRequest): Effect.Effect<ApiResponse, Offline> =>
    Effect.sync(() => prepare(request)).pipe(
      Effect.flatMap((init) =>
        Effect.tryPromise({
          // `signal` aborts when the effect is interrupted (a machine dropped the request): the fetch stops too.
          try: async (signal) => {
            const response = await env.fetch(`${env.baseUrl}${request.url}`, {
              ...init,
              signal: AbortSignal.any([signal, AbortSignal.timeout(env.timeoutMs)]),
            });
            return { status: response.status, body: await parseBody(response) };
          },
          catch: (error) =>
            new Offline({
              code: error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "offline",
            }),
        }),
      ),
    );

  /**
   * A write refused for a missing or stale XSRF cookie is sent once more: the refusal itself set a fresh
   * cookie (the first call of a page served without one, as under the Vite dev server, or after the
   * cookie was cleared).
   */
  const withFreshXsrf = (request: ApiRequest) =>
    once(request).pipe(
      Effect.flatMap((response) =>
        isXsrfRefusal(response) && isRelativeUrl(request.url) ? once(request) : Effect.succeed(response),
      ),
    );

  const execute = (request: ApiRequest): Effect.Effect<ApiResponse, Offline> =>
    (request.method === "GET" ? Effect.retry(once(request), retryReads) : withFreshXsrf(request)).pipe(
      Effect.tap((response) =>
        Effect.sync(() => {
          if (response.status === 401) {
            env.applyUnauthorized(onUnauthorized(env.page(), request.url), isSessionRejection(request.url));
          }
        }),
      ),
    );

  return HttpClient.of({ execute });
};

const browserEnvironment = (): HttpClientEnvironment => ({
  baseUrl: "",
  apiKey: import.meta.env.VITE_API_KEY || "avow-dev",
  fetch: (input, init) => globalThis.fetch(input, init),
  now: () => new Date(),
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  authToken: () => window.sessionStorage.getItem("auth-token"),
  cookies: () => document.cookie,
  page: () => ({ pathname: window.location.pathname, search: window.location.search }),
  applyUnauthorized: (decision, sessionRejected) => {
    if (decision.signOut) window.sessionStorage.clear();
    if (sessionRejected) window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
    if (decision.redirectTo) window.location.assign(decision.redirectTo);
  },
  timeoutMs: 15_000,
});
