import { Effect, Exit } from "effect";
import { describe, expect, it, vi } from "vitest";
import { HttpClient, type ApiRequest, type HttpClientEnvironment } from "./http-client.ts";
import type { UnauthorizedDecision } from "./unauthorized-policy.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const setup = (
  fetchImpl: HttpClientEnvironment["fetch"],
  page = { pathname: "/login", search: "?org=o1" },
  authToken: () => string | null = () => "session-1",
) => {
  const decisions: Array<UnauthorizedDecision & { sessionRejected: boolean }> = [];
  const env: HttpClientEnvironment = {
    baseUrl: "http://api.test",
    apiKey: "test-key",
    fetch: fetchImpl,
    now: () => new Date("2026-11-22T10:00:00Z"),
    timeZone: () => "Europe/Lisbon",
    authToken,
    cookies: () => "XSRF-TOKEN=xsrf-1",
    page: () => page,
    applyUnauthorized: (decision, sessionRejected) => decisions.push({ ...decision, sessionRejected }),
    timeoutMs: 1000,
  };
  const run = <A, E>(effect: Effect.Effect<A, E, HttpClient>) =>
    Effect.runPromiseExit(Effect.provide(effect, HttpClient.layerFrom(env)));
  return { run, decisions };
};

const exec = (request: ApiRequest) =>
  Effect.gen(function* () {
    const http = yield* HttpClient;
    return yield* http.execute(request);
  });

describe("HttpClient", () => {
  it("sends the seed's headers and a JSON body, and parses JSON answers", async () => {
    const fetchImpl = vi.fn<HttpClientEnvironment["fetch"]>(async () => json(201, { ok: true }));
    const { run } = setup(fetchImpl);
    const exit = await run(exec({ method: "POST", url: "/api/x", json: { a: 1 } }));
    expect(exit).toEqual(Exit.succeed({ status: 201, body: { ok: true } }));
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("http://api.test/api/x");
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      "X-API-Key": "test-key",
      Authorization: "Bearer session-1",
      "X-XSRF-TOKEN": "xsrf-1",
      "Content-Type": "application/json",
    });
    expect((init?.headers as Record<string, string>)["Time-Zone"]).toMatch(/;Europe\/Lisbon$/);
  });

  it("applies the 401 policy with the current page and the request URL", async () => {
    const { run, decisions } = setup(async () => json(401, { error: "unauthorized", message: "no" }));
    await run(exec({ method: "GET", url: "/api/account/me" }));
    expect(decisions).toEqual([{ signOut: true, redirectTo: "/app?org=o1", sessionRejected: true }]);
  });

  it("does not treat a refused sign-in as a lost session", async () => {
    const { run, decisions } = setup(async () => json(401, { error: "invalid_credentials", message: "no" }));
    await run(exec({ method: "POST", url: "/api/auth/login", json: {} }));
    expect(decisions).toEqual([{ signOut: false, redirectTo: null, sessionRejected: false }]);
  });

  it("retries a GET that got no answer, then gives up as Offline", async () => {
    const fetchImpl = vi.fn<HttpClientEnvironment["fetch"]>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { run } = setup(fetchImpl);
    const exit = await run(exec({ method: "GET", url: "/api/x" }));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(JSON.stringify(exit)).toContain("Offline");
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it("never retries a write, which might have reached the server", async () => {
    const fetchImpl = vi.fn<HttpClientEnvironment["fetch"]>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { run } = setup(fetchImpl);
    await run(exec({ method: "POST", url: "/api/x" }));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("aborts the fetch when the caller gives up on the request", async () => {
    let seen: AbortSignal | undefined;
    const { run } = setup(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          seen = init?.signal ?? undefined;
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const exit = await run(Effect.timeout(exec({ method: "GET", url: "/api/slow" }), "20 millis"));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(seen?.aborted).toBe(true);
  });

  it("treats a fault in building the request as a defect, not as being offline", async () => {
    const fetchImpl = vi.fn<HttpClientEnvironment["fetch"]>(async () => json(200, {}));
    const { run } = setup(fetchImpl, { pathname: "/", search: "" }, () => {
      throw new Error("storage unavailable");
    });
    const exit = await run(exec({ method: "GET", url: "/api/x" }));
    expect(Exit.isFailure(exit) && exit.cause.reasons[0]?._tag).toBe("Die");
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("sends a write once more when the XSRF cookie was missing, now that the refusal set it", async () => {
    let calls = 0;
    const fetchImpl = vi.fn<HttpClientEnvironment["fetch"]>(async () =>
      ++calls === 1 ? json(403, { error: "xsrf_mismatch", message: "no" }) : json(200, { ok: true }),
    );
    const { run } = setup(fetchImpl);
    expect(await run(exec({ method: "POST", url: "/api/auth/login", json: {} }))).toEqual(
      Exit.succeed({ status: 200, body: { ok: true } }),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("does not repeat other refusals", async () => {
    const fetchImpl = vi.fn<HttpClientEnvironment["fetch"]>(async () =>
      json(403, { error: "invalid_api_key", message: "no" }),
    );
    const { run } = setup(fetchImpl);
    await run(exec({ method: "POST", url: "/api/x", json: {} }));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("keeps a non-JSON answer as text and an empty one as null", async () => {
    const { run } = setup(async (input) =>
      String(input).endsWith("/text")
        ? new Response("EUR", { status: 200 })
        : new Response(null, { status: 204 }),
    );
    const text = await run(exec({ method: "GET", url: "/text" }));
    const empty = await run(exec({ method: "DELETE", url: "/x" }));
    expect(text).toEqual(Exit.succeed({ status: 200, body: "EUR" }));
    expect(empty).toEqual(Exit.succeed({ status: 204, body: null }));
  });
});
