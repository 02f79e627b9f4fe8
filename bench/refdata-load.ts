/**
 * Throughput of the skin look-up (the first API call every skinned page makes) on the real app and an
 * SQLite file, beside a bare Fastify route on the same machine, so that the ratio says what Avow's hooks,
 * validation and database cost. On 2 cores the load generator shares the CPU: compare within one run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/config/config.ts";
import { openDatabase } from "../server/src/db/database.ts";
import { migrateToLatest } from "../server/src/db/migrate.ts";
import { DEMO_ORGANISATIONS, seedDemoData } from "../server/src/demo/demo-data.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const load = async (url: string, headers: Record<string, string>) => {
  const result = await autocannon({ url, connections: 20, duration: SECONDS, headers });
  return {
    "req/s (mean)": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-bench-"));
const { db } = openDatabase(`sqlite:${path.join(dataDir, "bench.sqlite")}`);
await migrateToLatest(db);
await seedDemoData(db, new Date());
const config = {
  ...loadConfig({ AVOW_SPA_DIR: "", AVOW_DATA_DIR: dataDir }),
  rateLimitPerMinute: 10_000_000,
};
const app = await buildApp({ db, config, logger: false });
const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

const bare = Fastify({ logger: false });
const skin = DEMO_ORGANISATIONS[0]?.skin;
bare.get("/skin", async () => skin);
const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

const org = DEMO_ORGANISATIONS[0]?.uuid ?? "";
const rows = {
  "bare fastify (static JSON)": await load(`${bareUrl}/skin`, {}),
  "GET /api/refdata/org/{uuid}/skin": await load(`${appUrl}/api/refdata/org/${org}/skin`, {
    "x-api-key": "avow-dev",
  }),
};
console.table(rows);
const ratio =
  rows["GET /api/refdata/org/{uuid}/skin"]["req/s (mean)"] /
  rows["bare fastify (static JSON)"]["req/s (mean)"];
console.log(
  `skin look-up throughput is ${(ratio * 100).toFixed(0)}% of a bare Fastify route; server RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB (load generator included)`,
);

await app.close();
await bare.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
