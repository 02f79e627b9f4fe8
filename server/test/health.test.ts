import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "./support/databases.ts";
import { createTestApp } from "./support/test-app.ts";

describe.each(testDatabaseKinds())("GET /api/health on %s", (kind) => {
  it("says the server and database are up, without an API key (load balancers carry none)", async () => {
    const t = await createTestApp(kind);
    try {
      const res = await t.app.inject({ url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok", database: "up", version: "dev" });
      expect(res.headers["cache-control"]).toBe("no-store");
    } finally {
      await t.close();
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const t = await createTestApp(kind);
    await t.db.destroy();
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable", database: "down" });
    await t.app.close();
    // Its database is gone, so t.close() cannot run: the app's own data folder goes by hand.
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });
});
