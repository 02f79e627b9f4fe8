import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, installErrorHandler } from "../src/http/errors.ts";
import { redactUrl } from "../src/http/logging.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { apiHeaders, createTestApp, xsrfPair, type TestApp } from "./support/test-app.ts";

describe.each(testDatabaseKinds())("API security on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("gives a browser an XSRF-TOKEN cookie it can read, SameSite=Strict", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    const cookie = res.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.sameSite).toBe("Strict");
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.path).toBe("/");
  });

  it("puts no cookie on an answer a shared cache may keep", async () => {
    const res = await t.app.inject({ url: "/api/refdata/currency?code2=ES", headers: apiHeaders() });
    expect(res.headers["cache-control"]).toContain("public");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("does not replace a well-formed cookie", async () => {
    const res = await t.app.inject({ url: "/api/health", cookies: { "XSRF-TOKEN": "y".repeat(43) } });
    expect(res.cookies.find((c) => c.name === "XSRF-TOKEN")).toBeUndefined();
  });

  it("refuses a state-changing request without the double submit (403), handing out a cookie to retry with", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/anything", headers: apiHeaders() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("xsrf_mismatch");
    expect(res.cookies.find((c) => c.name === "XSRF-TOKEN")?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a header that does not match the cookie", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/anything",
        headers: apiHeaders({ "x-xsrf-token": "a".repeat(43) }),
        cookies: { "XSRF-TOKEN": "b".repeat(43) },
      });
      expect(res.statusCode, method).toBe(403);
      expect(res.json().error).toBe("xsrf_mismatch");
    }
  });

  it("lets a matching double submit through (to the route, here a 404)", async () => {
    const pair = xsrfPair();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: apiHeaders(pair.headers),
      cookies: pair.cookies,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "not_found", message: "No such API endpoint." });
  });

  it("checks the API key before anything else, also on unknown endpoints", async () => {
    const res = await t.app.inject({ url: "/api/no/such/thing" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("invalid_api_key");
  });

  it("sends strict security headers", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("marks API answers not cacheable unless a route says otherwise", async () => {
    const res = await t.app.inject({ url: "/api/no/such/thing", headers: apiHeaders() });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const pair = xsrfPair();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: apiHeaders({ ...pair.headers, "content-type": "application/json" }),
      cookies: pair.cookies,
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_request" });
  });
});

describe("rate limiting", () => {
  it("answers 429 in the error shape once the limit is passed", async () => {
    const t = await createTestApp("sqlite", { rateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await t.app.inject({ url: "/api/health", headers: apiHeaders() });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(last?.json()).toMatchObject({ error: "rate_limited" });
      expect(last?.json().message).toMatch(/Try again in \d+ seconds/);
    } finally {
      await t.close();
    }
  });

  it("counts requests refused for a missing API key too, so guessing keys is throttled", async () => {
    const t = await createTestApp("sqlite", { rateLimitPerMinute: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await t.app.inject({ url: "/api/refdata/org/x/skin", headers: { "x-api-key": `guess-${i}` } }))
            .statusCode,
        );
      }
      expect(codes).toEqual([403, 403, 429]);
    } finally {
      await t.close();
    }
  });
});

describe("the error handler", () => {
  it("keeps a deliberate error's status and code, and hides a crash's details", async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get("/teapot", async () => {
      throw new HttpError(409, "conflict_x", "Already there.");
    });
    app.get("/crash", async () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    const teapot = await app.inject({ url: "/teapot" });
    expect(teapot.statusCode).toBe(409);
    expect(teapot.json()).toEqual({ error: "conflict_x", message: "Already there." });
    const crash = await app.inject({ url: "/crash" });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      error: "internal_error",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(crash.body).not.toContain("secret");
  });
});

describe("log redaction", () => {
  it("masks one-time tokens in paths and query strings", () => {
    expect(redactUrl("/family-interview/abcDEF123?x=1")).toBe("/family-interview/[redacted]?x=1");
    expect(redactUrl("/reset-password?token=s3cret&org=o")).toBe("/reset-password?token=[redacted]&org=o");
    expect(redactUrl("/callbacks?code=c0de&state=st8")).toBe("/callbacks?code=[redacted]&state=[redacted]");
    expect(redactUrl("/api/refdata/org/x/skin")).toBe("/api/refdata/org/x/skin");
  });
});
