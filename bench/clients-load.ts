/**
 * The client list under load: `GET /api/account/me/clients` (20 per page, with a search term, scope `all`)
 * over 100,000 clients of one organisation, at 50 concurrent connections, on the real app and an SQLite
 * file, beside a bare Fastify route in the same run. The search is a LIKE '%term%' on the folded search
 * column, so every request scans the organisation's rows; the figures say what that costs.
 * On 2 cores the load generator shares the CPU with the server: compare within one run.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import { insertAccount } from "../server/src/accounts/account.repository.ts";
import { buildApp } from "../server/src/app.ts";
import { insertSession } from "../server/src/auth/session.repository.ts";
import { hashToken, newToken } from "../server/src/auth/tokens.ts";
import { DEV_API_KEY, loadConfig } from "../server/src/config/config.ts";
import { openDatabase } from "../server/src/db/database.ts";
import { migrateToLatest } from "../server/src/db/migrate.ts";
import { insertOrganisation } from "../server/src/organisations/organisation.repository.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 100_000;
const BATCH = 1_000;
const CONNECTIONS = 50;
const FIRST = ["Ana", "José", "María", "Zoé", "Liam", "Noah", "Émile", "Sofia", "Jürgen", "Inês"];
const LAST = ["Álvarez", "Silva", "Müller", "Dubois", "Smith", "García", "Rossi", "Novak", "Costa", "Brown"];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-bench-clients-"));
const { db } = openDatabase(`sqlite:${path.join(dataDir, "bench.sqlite")}`);
await migrateToLatest(db);

const now = new Date().toISOString();
const organisationUuid = randomUUID();
await insertOrganisation(db, { uuid: organisationUuid, name: "Bench organisation", createdAt: now });
const practitionerUuid = randomUUID();
await insertAccount(db, {
  uuid: practitionerUuid,
  organisationUuid,
  email: "practitioner@bench.example",
  firstName: "Priya",
  lastName: "Shah",
  country2: "GB",
  language: "en",
  currencyCode: "GBP",
  status: "active",
  passwordHash: null,
  roles: ["ROLE_PRACTITIONER"],
  now,
});

// 100,000 clients through the repository (so the search columns are filled as in production), in
// batches of 1,000 per transaction: one commit per batch instead of one per row.
const started = performance.now();
for (let batch = 0; batch < CLIENTS / BATCH; batch++) {
  await db.transaction().execute(async (tx) => {
    for (let i = batch * BATCH; i < (batch + 1) * BATCH; i++) {
      await insertAccount(tx, {
        uuid: randomUUID(),
        organisationUuid,
        email: `client-${i}@bench.example`,
        firstName: FIRST[i % FIRST.length] ?? "Ana",
        lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length] ?? "Silva"}${i % 7 === 0 ? "-Pérez" : ""}`,
        country2: "ES",
        language: "es",
        currencyCode: "EUR",
        status: "invited",
        passwordHash: null,
        roles: ["ROLE_USER"],
        assignedPractitionerUuid: i % 2 === 0 ? practitionerUuid : null,
        now,
      });
    }
  });
}
const seeded = performance.now() - started;

const token = newToken();
await insertSession(db, {
  token_hash: hashToken(token),
  account_uuid: practitionerUuid,
  created_at: now,
  last_seen_at: now,
  expires_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
});

const config = {
  ...loadConfig({ AVOW_SPA_DIR: "", AVOW_DATA_DIR: dataDir }),
  // One address, thousands of requests a second: lift the /api rate limit and the sign-in throttles.
  rateLimitPerMinute: 10_000_000,
  authAttemptsPerAccount: 10_000_000,
  authAttemptsPerAddress: 10_000_000,
};
const app = await buildApp({ db, config, logger: false });
const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

const bare = Fastify({ logger: false });
const samplePage = await app.inject({
  url: "/api/account/me/clients?scope=all&size=20&q=alvarez",
  headers: { "x-api-key": DEV_API_KEY, authorization: `Bearer ${token}` },
});
const sample = samplePage.json() as { total: number };
bare.get("/clients", async () => sample);
const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

const load = async (url: string, headers: Record<string, string>) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    "req/s (mean)": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

const queries = {
  "search 'alvarez' (scope all)": "?scope=all&size=20&page=0&q=alvarez",
  "search 'jose' (scope my)": "?scope=my&size=20&page=3&q=jose",
};
const rows: Record<string, Awaited<ReturnType<typeof load>>> = {
  "bare fastify (static JSON page)": await load(`${bareUrl}/clients`, {}),
};
for (const [label, query] of Object.entries(queries)) {
  rows[`GET /api/account/me/clients, ${label}`] = await load(`${appUrl}/api/account/me/clients${query}`, {
    "x-api-key": DEV_API_KEY,
    authorization: `Bearer ${token}`,
  });
}
console.log(
  `${CLIENTS.toLocaleString("en")} clients seeded in ${(seeded / 1000).toFixed(1)} s; 'alvarez' matches ${sample.total}; ` +
    `${CONNECTIONS} connections, ${SECONDS} s each; ${os.cpus().length} CPUs`,
);
console.table(rows);

await app.close();
await bare.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
