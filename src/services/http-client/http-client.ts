import { Context, Effect, Layer, Schedule } from "effect";
import { Offline } from "../errors.ts";
import { isRelativeUrl, readCookie, requestHeaders } from "./request-headers.ts";
import { isSessionRejection, onUnauthorized, type UnauthorizedDecision } from "./unauthorized-policy.ts";
import { fetchTransport, xhrTransport, type UploadTransport } from "./upload-transport.ts";

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

/** A multipart upload (`POST`), with progress. */
export interface UploadRequest {
  /** Relative to the configured base URL (`/api/...`). */
  readonly url: string;
  readonly form: FormData;
  /** Called as the body goes out: bytes sent, bytes in all. */
  readonly onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload (as interrupting the effect does). */
  readonly signal?: AbortSignal;
}

/** A file's bytes (`GET`), for a download the page saves; an error answer is parsed as usual. */
export interface DownloadResponse {
  readonly status: number;
  /** The file when the status is 2xx; null otherwise. */
  readonly blob: Blob | null;
  /** The error body (JSON or text) when the status is not 2xx; null otherwise. */
  readonly body: unknown;
  readonly headers: Headers;
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
  /** How uploads are sent; fetch (no progress until the end) when absent. The browser uses XMLHttpRequest. */
  readonly upload?: UploadTransport;
}

/** The one HTTP client: every API call goes through it and gets the seed's headers and 401 policy. */
export class HttpClient extends Context.Service<
  HttpClient,
  {
    readonly execute: (request: ApiRequest) => Effect.Effect<ApiResponse, Offline>;
    /** A multipart upload with progress; the same headers, XSRF retry and 401 policy as `execute`. */
    readonly upload: (request: UploadRequest) => Effect.Effect<ApiResponse, Offline>;
    /** A `GET` whose answer is a file (a Blob), with the same headers, retries and 401 policy as `execute`. */
    readonly download: (url: string) => Effect.Effect<DownloadResponse, Offline>;
  }
>()("avow/services/http-client/HttpClient") {
  /** A client over an explicit environment (tests, the Pact consumer tests). */
  static readonly layerFrom = (env: HttpClientEnvironment) => Layer.succeed(HttpClient, makeHttpClient(env));

  /** The client in the browser: same-origin, session storage, document.cookie, window.location. */
  static readonly layerBrowser = Layer.sync(HttpClient, () => makeHttpClient(browserEnvironment()));
}

const parseText = (text: string, type: string): unknown => {
  if (text === "") return null;
  if (type.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

const parseBody = async (response: Response): Promise<unknown> =>
  parseText(await response.text(), response.headers.get("content-type") ?? "");

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
   * cookie was cleared). The refusal comes before the server reads any body, so an upload is safe to resend.
   */
  const withFreshXsrf = (url: string, send: Effect.Effect<ApiResponse, Offline>) =>
    send.pipe(
      Effect.flatMap((response) =>
        isXsrfRefusal(response) && isRelativeUrl(url) ? send : Effect.succeed(response),
      ),
    );

  const applyUnauthorizedPolicy =
    (url: string) =>
    (send: Effect.Effect<ApiResponse, Offline>): Effect.Effect<ApiResponse, Offline> =>
      send.pipe(
        Effect.tap((response) =>
          Effect.sync(() => {
            if (response.status === 401) {
              env.applyUnauthorized(onUnauthorized(env.page(), url), isSessionRejection(url));
            }
          }),
        ),
      );

  const execute = (request: ApiRequest): Effect.Effect<ApiResponse, Offline> =>
    (request.method === "GET"
      ? Effect.retry(once(request), retryReads)
      : withFreshXsrf(request.url, once(request))
    ).pipe(applyUnauthorizedPolicy(request.url));

  const transport = env.upload ?? fetchTransport(env.fetch);

  // No timeout: a large file on a slow line takes as long as it takes; the caller can abort.
  const uploadOnce = (request: UploadRequest): Effect.Effect<ApiResponse, Offline> =>
    Effect.tryPromise({
      try: async (signal) => {
        const headers = requestHeaders("POST", request.url, {
          apiKey: env.apiKey,
          now: env.now(),
          timeZone: env.timeZone(),
          authToken: env.authToken(),
          xsrfToken: readCookie(env.cookies(), "XSRF-TOKEN"),
        });
        const answer = await transport({
          url: `${env.baseUrl}${request.url}`,
          headers,
          body: request.form,
          signal: request.signal ? AbortSignal.any([signal, request.signal]) : signal,
          onProgress: request.onProgress ?? (() => undefined),
        });
        return { status: answer.status, body: parseText(answer.text, answer.contentType) };
      },
      catch: () => new Offline({ code: "offline" }),
    });

  const upload = (request: UploadRequest): Effect.Effect<ApiResponse, Offline> =>
    withFreshXsrf(request.url, uploadOnce(request)).pipe(applyUnauthorizedPolicy(request.url));

  // Like `once`, without the timeout (a large file takes its time) and keeping the body as a Blob.
  const downloadOnce = (url: string): Effect.Effect<DownloadResponse, Offline> =>
    Effect.sync(() => prepare({ method: "GET", url })).pipe(
      Effect.flatMap((init) =>
        Effect.tryPromise({
          try: async (signal) => {
            const response = await env.fetch(`${env.baseUrl}${url}`, { ...init, signal });
            const ok = response.status >= 200 && response.status < 300;
            return {
              status: response.status,
              blob: ok ? await response.blob() : null,
              body: ok ? null : await parseBody(response),
              headers: response.headers,
            };
          },
          catch: () => new Offline({ code: "offline" }),
        }),
      ),
    );

  const download = (url: string): Effect.Effect<DownloadResponse, Offline> =>
    Effect.retry(downloadOnce(url), retryReads).pipe(
      Effect.tap((response) =>
        Effect.sync(() => {
          if (response.status === 401) {
            env.applyUnauthorized(onUnauthorized(env.page(), url), isSessionRejection(url));
          }
        }),
      ),
    );

  return HttpClient.of({ execute, upload, download });
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
  upload: xhrTransport(() => new XMLHttpRequest()),
});
