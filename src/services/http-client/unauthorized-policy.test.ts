import { describe, expect, it } from "vitest";
import { isSessionRejection, onUnauthorized } from "./unauthorized-policy.ts";

const page = (pathname: string, search = "") => ({ pathname, search });

describe("the 401 policy (seed §8)", () => {
  it("signs out and sends the browser to /app, keeping the org parameter", () => {
    expect(
      onUnauthorized(page("/login", "?org=5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71&x=1"), "/api/account/me"),
    ).toEqual({
      signOut: true,
      redirectTo: "/app?org=5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71",
    });
  });

  it("goes to plain /app when there is no org parameter", () => {
    expect(onUnauthorized(page("/clients/42"), "/api/account/me/clients")).toEqual({
      signOut: true,
      redirectTo: "/app",
    });
  });

  it("does nothing when already on /app", () => {
    expect(onUnauthorized(page("/app", "?org=x"), "/api/account/me")).toEqual({
      signOut: false,
      redirectTo: null,
    });
    expect(onUnauthorized(page("/app/"), "/api/account/me").signOut).toBe(false);
  });

  it("does nothing for the calls that open or close a session: a wrong password is not an expiry", () => {
    expect(onUnauthorized(page("/login", "?org=o"), "/api/auth/login")).toEqual({
      signOut: false,
      redirectTo: null,
    });
    expect(onUnauthorized(page("/reset-password"), "/api/auth/logout").signOut).toBe(false);
    expect(isSessionRejection("/api/auth/login")).toBe(false);
    expect(isSessionRejection("/api/refdata/org/x/skin")).toBe(false);
    expect(isSessionRejection("/api/account/me")).toBe(true);
  });

  it("does nothing for reference data and tracking requests", () => {
    expect(onUnauthorized(page("/login"), "/api/refdata/org/x/skin").signOut).toBe(false);
    expect(onUnauthorized(page("/login"), "https://api.example/api/tracking/event").signOut).toBe(false);
  });

  it("does nothing for the proof log's public calls and key, which carry no session", () => {
    expect(onUnauthorized(page("/app/clients/42"), "/api/proof/tree-head").signOut).toBe(false);
    expect(onUnauthorized(page("/app/clients/42"), "/.well-known/avow-log-key.json").signOut).toBe(false);
    expect(isSessionRejection("/api/proof/lookup/ab")).toBe(false);
    expect(isSessionRejection("/.well-known/avow-log-key.json")).toBe(false);
    // A certificate is the document's: its 401 is about the session like any other account call.
    expect(isSessionRejection("/api/account/x/doc/y/certificate")).toBe(true);
  });

  it.each([
    "/",
    "/blog",
    "/blog/why-consistency-matters",
    "/confirm-account",
    "/reset-password",
    "/callbacks",
    "/family-interview/abc",
    "/privacy",
    "/terms",
    "/verify",
  ])("does nothing on the public page %s", (pathname) => {
    expect(onUnauthorized(page(pathname), "/api/account/me")).toEqual({ signOut: false, redirectTo: null });
  });

  it("does not mistake a page that merely starts like a public one", () => {
    expect(onUnauthorized(page("/blogger"), "/api/account/me").signOut).toBe(true);
  });
});
