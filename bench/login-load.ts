/**
 * A sign-in storm: 20 concurrent `POST /api/auth/login` over 200 accounts on the real app and an SQLite
 * file, while a second load generator polls `GET /api/health`. It says how many Argon2id checks per
 * second the machine sustains and whether hashing (on libuv's thread pool) slows everything else down,
 * by comparing the health probe's latency during the storm with its idle latency in the same run.
 * On 2 cores the load generator shares the CPU with the server: compare within one run.
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { insertAccount } from "../server/src/accounts/account.repository.ts";
import { buildApp } from "../server/src/app.ts";
import { hashPassword } from "../server/src/auth/passwords.ts";
import { DEV_API_KEY, loadConfig } from "../server/src/config/config.ts";
import { openDatabase } from "../server/src/db/database.ts";
import { migrateToLatest } from "../server/src/db/migrate.ts";
import { insertOrganisation } from "../server/src/organisations/organisation.repository.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IDLE_SECONDS = 3;
const ACCOUNTS = 200;
const SIGN_IN_CONNECTIONS = 20;
const HEALTH_CONNECTIONS = 2;
const PASSWORD = "Bench-Password-1";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-bench-login-"));
const { db } = openDatabase(`sqlite:${path.join(dataDir, "bench.sqlite")}`);
await migrateToLatest(db);

// One organisation, 200 active accounts. They share one hash (salt included): verifying costs the same
// whatever the salt, and it spares ~4 s of hashing at start-up.
const now = new Date().toISOString();
const organisationUuid = randomUUID();
await insertOrganisation(db, { uuid: organisationUuid, name: "Bench organisation", createdAt: now });
const passwordHash = await hashPassword(PASSWORD);
const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench-${String(i).padStart(3, "0")}@example.org`);
for (const email of emails) {
  await insertAccount(db, {
    uuid: randomUUID(),
    organisationUuid,
    email,
    firstName: "Bench",
    lastName: "Person",
    country2: "PT",
    language: "en",
    currencyCode: "EUR",
    status: "active",
    passwordHash,
    roles: ["ROLE_PRACTITIONER"],
    now,
  });
}

const config = {
  ...loadConfig({ AVOW_SPA_DIR: "", AVOW_DATA_DIR: dataDir }),
  // Every request comes from 127.0.0.1 and each account signs in many times a second: lift the per-account
  // and per-address sign-in throttles and the /api rate limit so that they never answer 429 and the
  // figures measure Argon2id, not the throttles.
  authAttemptsPerAccount: 10_000_000,
  authAttemptsPerAddress: 10_000_000,
  rateLimitPerMinute: 10_000_000,
};
const app = await buildApp({ db, config, logger: false });
const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

// The XSRF double submit: the same well-formed token (43 base64url characters) in cookie and header.
const xsrf = randomBytes(32).toString("base64url");
const signInHeaders = {
  "x-api-key": DEV_API_KEY,
  "content-type": "application/json",
  cookie: `XSRF-TOKEN=${xsrf}`,
  "x-xsrf-token": xsrf,
};

let next = 0;
const signInStorm = () =>
  autocannon({
    url: `${appUrl}/api/auth/login`,
    connections: SIGN_IN_CONNECTIONS,
    duration: SECONDS,
    method: "POST",
    headers: signInHeaders,
    requests: [
      {
        // Each request signs in the next of the 200 accounts, round robin over all connections.
        setupRequest: (request) => {
          const email = emails[next++ % emails.length];
          return { ...request, body: JSON.stringify({ email, password: PASSWORD }) };
        },
      },
    ],
  });

const health = (duration: number) =>
  autocannon({ url: `${appUrl}/api/health`, connections: HEALTH_CONNECTIONS, duration });

// 2xx per second: for the sign-in row, successful sign-ins per second.
const row = (result: autocannon.Result) => ({
  "2xx/s": Math.round(result["2xx"] / result.duration),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  "max ms": result.latency.max,
  "2xx": result["2xx"],
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

const idle = await health(IDLE_SECONDS);
const [storm, busy] = await Promise.all([signInStorm(), health(SECONDS)]);

// The hash carries its parameters ($argon2id$v=19$m=…,t=…,p=…$…): print what the server really uses.
const argon2Parameters = /^\$(argon2\w+)\$v=\d+\$(m=\d+),(t=\d+),(p=\d+)\$/.exec(passwordHash);
console.log(
  `Argon2 parameters: ${argon2Parameters ? `${argon2Parameters[1]} ${argon2Parameters[2]} KiB, ${argon2Parameters[3]}, ${argon2Parameters[4]}` : passwordHash.split("$").slice(0, 4).join("$")}; ` +
    `${os.cpus().length} CPUs; UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}; ${SECONDS} s storm`,
);
const rows = {
  [`GET /api/health, idle (${HEALTH_CONNECTIONS} conn)`]: row(idle),
  [`POST /api/auth/login (${SIGN_IN_CONNECTIONS} conn)`]: row(storm),
  [`GET /api/health, during storm (${HEALTH_CONNECTIONS} conn)`]: row(busy),
};
console.table(rows);
console.log(
  `sign-ins: ${Math.round(storm["2xx"] / storm.duration)}/s, p99 ${storm.latency.p99} ms (${SIGN_IN_CONNECTIONS} concurrent); ` +
    `/api/health p99: idle ${idle.latency.p99} ms, during sign-in storm ${busy.latency.p99} ms` +
    (storm.non2xx > 0 ? `; ${storm.non2xx} sign-ins were not 2xx` : ""),
);

await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
