import { Effect, Exit, Fiber } from "effect";
import { describe, expect, it } from "vitest";
import { HttpClient, type HttpClientEnvironment } from "./http-client.ts";
import { xhrTransport, type XhrLike } from "./upload-transport.ts";
import type { UnauthorizedDecision } from "./unauthorized-policy.ts";

/** A stand-in for XMLHttpRequest that records what it was asked and answers as a script says. */
class FakeXhr {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  withCredentials = false;
  status = 0;
  responseText = "";
  responseType = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private readonly answer: (xhr: FakeXhr) => void;
  constructor(answer: (xhr: FakeXhr) => void) {
    this.answer = answer;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === "content-type" ? "application/json; charset=utf-8" : null;
  }
  send(body: FormData) {
    this.body = body;
    queueMicrotask(() => this.answer(this));
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const setup = (answer: (xhr: FakeXhr, n: number) => void, cookies = "XSRF-TOKEN=xsrf-1") => {
  const xhrs: FakeXhr[] = [];
  const decisions: Array<UnauthorizedDecision & { sessionRejected: boolean }> = [];
  const env: HttpClientEnvironment = {
    baseUrl: "http://api.test",
    apiKey: "test-key",
    fetch: () => Promise.reject(new Error("uploads do not use fetch here")),
    now: () => new Date("2026-11-22T10:00:00Z"),
    timeZone: () => "Europe/Lisbon",
    authToken: () => "session-1",
    cookies: () => cookies,
    page: () => ({ pathname: "/app/clients", search: "?org=o1" }),
    applyUnauthorized: (decision, sessionRejected) => decisions.push({ ...decision, sessionRejected }),
    timeoutMs: 1000,
    upload: xhrTransport(() => {
      const xhr = new FakeXhr((x) => answer(x, xhrs.length));
      xhrs.push(xhr);
      // The fake implements the members the transport uses; the DOM's handler `this` types do not matter here.
      return xhr as unknown as XhrLike;
    }),
  };
  const form = new FormData();
  form.append("category", "evidence");
  form.append("file", new Blob(["hello"]), "a.txt");
  return { env, xhrs, decisions, form };
};

const uploadWith = (
  env: HttpClientEnvironment,
  form: FormData,
  extra: { onProgress?: (l: number, t: number) => void; signal?: AbortSignal } = {},
) =>
  Effect.gen(function* () {
    const http = yield* HttpClient;
    return yield* http.upload({ url: "/api/account/u1/doc/", form, ...extra });
  }).pipe(Effect.provide(HttpClient.layerFrom(env)));

describe("HttpClient.upload", () => {
  it("sends the form through XMLHttpRequest with the seed's headers and reports progress", async () => {
    const { env, xhrs, form } = setup((xhr) => {
      xhr.progress(2, 5);
      xhr.progress(5, 5);
      xhr.respond(201, { uuid: "d1" });
    });
    const progress: Array<[number, number]> = [];
    const exit = await Effect.runPromiseExit(
      uploadWith(env, form, { onProgress: (l, t) => progress.push([l, t]) }),
    );
    expect(exit).toEqual(Exit.succeed({ status: 201, body: { uuid: "d1" } }));
    const xhr = xhrs[0];
    expect(xhr?.method).toBe("POST");
    expect(xhr?.url).toBe("http://api.test/api/account/u1/doc/");
    expect(xhr?.body).toBe(form);
    expect(xhr?.headers).toMatchObject({
      "X-API-Key": "test-key",
      Authorization: "Bearer session-1",
      "X-XSRF-TOKEN": "xsrf-1",
      "Time-Zone": "+0;Europe/Lisbon",
    });
    // The browser sets the multipart Content-Type with its boundary.
    expect(xhr?.headers["Content-Type"]).toBeUndefined();
    expect(progress).toEqual([
      [2, 5],
      [5, 5],
    ]);
  });

  it("applies the 401 policy", async () => {
    const { env, decisions, form } = setup((xhr) =>
      xhr.respond(401, { error: "unauthenticated", message: "no" }),
    );
    const exit = await Effect.runPromiseExit(uploadWith(env, form));
    expect(exit).toEqual(Exit.succeed({ status: 401, body: { error: "unauthenticated", message: "no" } }));
    expect(decisions).toEqual([{ signOut: true, redirectTo: "/app?org=o1", sessionRejected: true }]);
  });

  it("sends once more after an XSRF refusal, which comes before the server reads the body", async () => {
    const { env, xhrs, form } = setup((xhr, n) =>
      n === 1 ? xhr.respond(403, { error: "xsrf_mismatch", message: "no" }) : xhr.respond(201, { ok: true }),
    );
    const exit = await Effect.runPromiseExit(uploadWith(env, form));
    expect(exit).toEqual(Exit.succeed({ status: 201, body: { ok: true } }));
    expect(xhrs).toHaveLength(2);
  });

  it("aborts the request when the caller's signal aborts, and when the effect is interrupted", async () => {
    const { env, xhrs, form } = setup(() => undefined);
    const controller = new AbortController();
    const pending = Effect.runPromiseExit(uploadWith(env, form, { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const exit = await pending;
    expect(Exit.isFailure(exit) && JSON.stringify(exit)).toContain("Offline");
    expect(xhrs[0]?.aborted).toBe(true);

    const fiber = Effect.runFork(uploadWith(env, form));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Effect.runPromise(Fiber.interrupt(fiber));
    expect(xhrs[1]?.aborted).toBe(true);
  });

  it("is Offline when the network fails", async () => {
    const { env, form } = setup((xhr) => xhr.onerror?.());
    const exit = await Effect.runPromiseExit(uploadWith(env, form));
    expect(Exit.isFailure(exit) && JSON.stringify(exit)).toContain("Offline");
  });
});
