import { describe, expect, it } from "vitest";
import {
  isRelativeUrl,
  readCookie,
  requestHeaders,
  timeZoneHeader,
  type HeaderEnvironment,
} from "./request-headers.ts";

const env = (overrides: Partial<HeaderEnvironment> = {}): HeaderEnvironment => ({
  apiKey: "avow-dev",
  now: new Date("2026-11-22T10:00:00Z"),
  timeZone: "Europe/Paris",
  authToken: null,
  xsrfToken: null,
  ...overrides,
});

describe("Time-Zone header", () => {
  it("gives the offset in minutes east of UTC, signed, then the IANA zone", () => {
    const paris = { getTimezoneOffset: () => -60 } as Date;
    const newYork = { getTimezoneOffset: () => 300 } as Date;
    const utc = { getTimezoneOffset: () => 0 } as Date;
    const kathmandu = { getTimezoneOffset: () => -345 } as Date;
    expect(timeZoneHeader(paris, "Europe/Paris")).toBe("+60;Europe/Paris");
    expect(timeZoneHeader(newYork, "America/New_York")).toBe("-300;America/New_York");
    expect(timeZoneHeader(utc, "UTC")).toBe("+0;UTC");
    expect(timeZoneHeader(kathmandu, "Asia/Kathmandu")).toBe("+345;Asia/Kathmandu");
  });

  it("is on every request, GET or not", () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      expect(requestHeaders(method, "/api/x", env())["Time-Zone"]).toMatch(/^[+-]\d+;Europe\/Paris$/);
    }
  });
});

describe("X-API-Key header", () => {
  it("is on every request", () => {
    expect(requestHeaders("GET", "/api/refdata/x", env({ apiKey: "k1" }))["X-API-Key"]).toBe("k1");
    expect(requestHeaders("POST", "https://other.example/x", env({ apiKey: "k2" }))["X-API-Key"]).toBe("k2");
  });
});

describe("Authorization header", () => {
  it("carries the session token as a bearer token when there is one", () => {
    expect(requestHeaders("GET", "/api/account/me", env({ authToken: "t0k" })).Authorization).toBe(
      "Bearer t0k",
    );
  });

  it("is absent without a session", () => {
    expect(requestHeaders("GET", "/api/account/me", env())).not.toHaveProperty("Authorization");
  });
});

describe("X-XSRF-TOKEN header", () => {
  const withCookie = env({ xsrfToken: "abc" });

  it("is sent on non-GET requests to relative URLs", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(requestHeaders(method, "/api/account/me/clients", withCookie)["X-XSRF-TOKEN"]).toBe("abc");
    }
    expect(requestHeaders("post", "api/relative", withCookie)["X-XSRF-TOKEN"]).toBe("abc");
  });

  it("is not sent on GET", () => {
    expect(requestHeaders("GET", "/api/account/me", withCookie)).not.toHaveProperty("X-XSRF-TOKEN");
  });

  it("is not sent to absolute or protocol-relative URLs, so the token never leaves our origin", () => {
    expect(requestHeaders("POST", "https://evil.example/api", withCookie)).not.toHaveProperty("X-XSRF-TOKEN");
    expect(requestHeaders("POST", "//evil.example/api", withCookie)).not.toHaveProperty("X-XSRF-TOKEN");
  });

  it("is not sent when there is no cookie", () => {
    expect(requestHeaders("POST", "/api/x", env())).not.toHaveProperty("X-XSRF-TOKEN");
  });
});

describe("isRelativeUrl", () => {
  it("tells our own paths from other origins", () => {
    expect(isRelativeUrl("/api/x")).toBe(true);
    expect(isRelativeUrl("api/x")).toBe(true);
    expect(isRelativeUrl("http://localhost:3000/api")).toBe(false);
    expect(isRelativeUrl("HTTPS://x.example")).toBe(false);
    expect(isRelativeUrl("//x.example")).toBe(false);
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; XSRF-TOKEN=t%2Bk; b=2", "XSRF-TOKEN")).toBe("t+k");
    expect(readCookie("XSRF-TOKEN=x", "XSRF-TOKEN")).toBe("x");
  });

  it("answers null when absent or malformed", () => {
    expect(readCookie("", "XSRF-TOKEN")).toBeNull();
    expect(readCookie("NOT-XSRF-TOKEN=1", "XSRF-TOKEN")).toBeNull();
    expect(readCookie("XSRF-TOKEN=%E0%A4%A", "XSRF-TOKEN")).toBeNull();
  });
});
