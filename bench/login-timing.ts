/**
 * Whether a sign-in reveals that an email has an account: the time of a wrong password for a real account
 * beside the time of an unknown email (both answer 401 alike). Prints medians and 90th percentiles.
 */
import { buildApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/config/config.ts";
import { openDatabase } from "../server/src/db/database.ts";
import { migrateToLatest } from "../server/src/db/migrate.ts";
import { seedDemoData } from "../server/src/demo/demo-data.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const XSRF = "x".repeat(43);

const { db } = openDatabase("sqlite::memory:");
await migrateToLatest(db);
await seedDemoData(db, new Date(), "Demo-Password-1");
// Throttling off: this measures the answer's timing, not the limiter.
const config = {
  ...loadConfig({ AVOW_SPA_DIR: "", AVOW_DATA_DIR: "/tmp/avow-bench-unused" }),
  authAttemptsPerAccount: 1e9,
  authAttemptsPerAddress: 1e9,
  rateLimitPerMinute: 1e9,
};
const app = await buildApp({ db, config, logger: false });

const attempt = async (email: string): Promise<number> => {
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "x-api-key": "avow-dev", "x-xsrf-token": XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
    payload: { email, password: "Wrong-Password-1" },
  });
  if (res.statusCode !== 401) throw new Error(`expected 401, got ${res.statusCode}: ${res.body}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

const wrongPassword: number[] = [];
const unknownEmail: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  wrongPassword.push(await attempt("practitioner@demo.avow.test"));
  unknownEmail.push(await attempt(`nobody-${i}@example.org`));
}
console.table({
  "wrong password (account exists)": {
    "p50 ms": +percentile(wrongPassword, 0.5).toFixed(1),
    "p90 ms": +percentile(wrongPassword, 0.9).toFixed(1),
  },
  "unknown email": {
    "p50 ms": +percentile(unknownEmail, 0.5).toFixed(1),
    "p90 ms": +percentile(unknownEmail, 0.9).toFixed(1),
  },
});
await app.close();
await db.destroy();
