import { HttpClient, type HttpClientEnvironment } from "../services/http-client/http-client.ts";
import { makeAppRuntime, type AppRuntime } from "../ui/app/app-runtime.ts";

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/** A multipart body as a test reads it: text fields as they are, files as their name and size. */
const formFields = (form: FormData): Record<string, unknown> =>
  Object.fromEntries(
    [...form.entries()].map(([name, value]) => [
      name,
      typeof value === "string" ? value : { fileName: value.name, size: value.size },
    ]),
  );

/** An answer from the fake server: status and JSON body (undefined for none). */
export type FakeAnswer = readonly [status: number, body?: unknown];

/**
 * The app's real services and HTTP client over a fake server (a function from request to answer), so
 * component tests exercise the same decoding and header rules as the browser.
 */
export const fakeApiRuntime = (
  answer: (request: FakeRequest) => FakeAnswer,
  options: { readonly storage?: Storage } = {},
): { runtime: AppRuntime; requests: FakeRequest[] } => {
  const requests: FakeRequest[] = [];
  const env: HttpClientEnvironment = {
    baseUrl: "",
    apiKey: "avow-dev",
    fetch: async (input, init) => {
      const request: FakeRequest = {
        method: init?.method ?? "GET",
        path: String(input),
        body:
          typeof init?.body === "string"
            ? (JSON.parse(init.body) as unknown)
            : init?.body instanceof FormData
              ? formFields(init.body)
              : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      requests.push(request);
      const [status, body] = answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    },
    now: () => new Date("2026-11-22T10:00:00Z"),
    timeZone: () => "Europe/Lisbon",
    authToken: () => (options.storage ?? window.sessionStorage).getItem("auth-token"),
    cookies: () => "",
    page: () => ({ pathname: "/app", search: "" }),
    applyUnauthorized: () => undefined,
    timeoutMs: 1000,
  };
  return { runtime: makeAppRuntime(HttpClient.layerFrom(env)), requests };
};
