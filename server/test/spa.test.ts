import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, createTestApp, type TestApp } from "./support/test-app.ts";

describe("serving the SPA", () => {
  let t: TestApp;
  let spaDir: string;

  beforeAll(async () => {
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-spa-"));
    fs.mkdirSync(path.join(spaDir, "assets"));
    fs.writeFileSync(
      path.join(spaDir, "index.html"),
      "<!doctype html><title>Avow</title><div id=root></div>",
    );
    fs.writeFileSync(path.join(spaDir, "assets", "index-abc123.js"), "console.log(1)");
    fs.writeFileSync(path.join(spaDir, "avow.svg"), "<svg/>");
    t = await createTestApp("sqlite", { spaDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  it.each([
    "/",
    "/app?org=x",
    "/login",
    "/blog",
    "/callbacks",
    "/reset-password",
    "/confirm-account",
    "/family-interview/tok",
  ])("answers index.html for the client route %s (history fallback)", async (url) => {
    const res = await t.app.inject({ url, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<div id=root>");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("sets the XSRF cookie with the page", async () => {
    const res = await t.app.inject({ url: "/app", headers: { accept: "text/html" } });
    expect(res.cookies.some((c) => c.name === "XSRF-TOKEN")).toBe(true);
  });

  it("serves hashed assets with a long, immutable cache", async () => {
    const res = await t.app.inject({ url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves other public files with a short cache", async () => {
    const res = await t.app.inject({ url: "/avow.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing asset with 404, not the page", async () => {
    const res = await t.app.inject({ url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(404);
  });

  it("keeps /api answers JSON, never the page", async () => {
    const res = await t.app.inject({ url: "/api/nope", headers: apiHeaders({ accept: "text/html" }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "not_found", message: "No such API endpoint." });
  });
});
