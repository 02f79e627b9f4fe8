/**
 * Upload throughput and the server's memory: 10 sequential uploads of 100 MB, then 5 at once, to the real
 * server (`node server/src/main.ts`, SQLite, a temporary data folder) over HTTP on 127.0.0.1. Prints MB/s
 * (bytes of files over wall time) and the server's resident memory (RSS, from /proc) before and at its peak,
 * which shows whether uploads are streamed (RSS grows by a few MB) or buffered (it would grow by 100s).
 * The files are a PNG signature and random bytes: stored as image/png, so no text extraction runs.
 * On 2 cores the client shares the CPU with the server: compare within one run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { insertAccount } from "../server/src/accounts/account.repository.ts";
import { insertSession } from "../server/src/auth/session.repository.ts";
import { hashToken, newToken } from "../server/src/auth/tokens.ts";
import { openDatabase } from "../server/src/db/database.ts";
import { migrateToLatest } from "../server/src/db/migrate.ts";
import { insertOrganisation } from "../server/src/organisations/organisation.repository.ts";

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 100) * MB;
const SEQUENTIAL = 10;
const CONCURRENT = 5;
const XSRF = "b".repeat(43);
const root = path.resolve(import.meta.dirname, "..");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-bench-uploads-"));
const now = new Date().toISOString();
const { db } = openDatabase(`sqlite:${path.join(dataDir, "avow.sqlite")}`);
await migrateToLatest(db);
const organisationUuid = randomUUID();
await insertOrganisation(db, { uuid: organisationUuid, name: "Bench organisation", createdAt: now });
const clientUuid = randomUUID();
await insertAccount(db, {
  uuid: clientUuid,
  organisationUuid,
  email: "client@bench.example",
  firstName: "Ana",
  lastName: "Silva",
  country2: "PT",
  language: "pt",
  currencyCode: "EUR",
  status: "active",
  passwordHash: null,
  roles: ["ROLE_USER"],
  now,
});
const token = newToken();
await insertSession(db, {
  token_hash: hashToken(token),
  account_uuid: clientUuid,
  created_at: now,
  last_seen_at: now,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
});
await db.destroy();

// One file of random bytes on disk; each upload puts a PNG signature and its own 16 bytes in front of it,
// so every upload is a different document, read from disk by the client as it goes.
const bodyFile = path.join(dataDir, "random.bin");
{
  const out = fs.openSync(bodyFile, "w");
  for (let written = 0; written < SIZE - 24; written += 8 * MB) {
    fs.writeSync(out, randomBytes(Math.min(8 * MB, SIZE - 24 - written)));
  }
  fs.closeSync(out);
}
const randomPart = await fs.openAsBlob(bodyFile);
const uploadBody = () => new Blob([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), randomBytes(16), randomPart]);

const start = (): Promise<{ child: ChildProcess; baseUrl: string }> =>
  new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [path.join(root, "server/src/main.ts")], {
      cwd: root,
      env: {
        ...env,
        PORT: "0",
        AVOW_DATA_DIR: dataDir,
        AVOW_SPA_DIR: "",
        AVOW_DEMO: "off",
        AVOW_MAX_UPLOAD_MB: String(Math.ceil(SIZE / MB) + 1),
        LOG_LEVEL: "error",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Avow is running on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, baseUrl: `http://127.0.0.1:${match[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const { child, baseUrl } = await start();
const pid = child.pid ?? 0;

const upload = async (): Promise<void> => {
  const form = new FormData();
  form.append("category", "evidence");
  form.append("file", uploadBody(), "bench.png");
  const res = await fetch(`${baseUrl}/api/account/${clientUuid}/doc/`, {
    method: "POST",
    headers: {
      "x-api-key": "avow-dev",
      authorization: `Bearer ${token}`,
      "x-xsrf-token": XSRF,
      cookie: `XSRF-TOKEN=${XSRF}`,
    },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
};

const measure = async (label: string, uploads: number, run: () => Promise<void>) => {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const mb = (uploads * SIZE) / MB;
  console.log(
    `${label.padEnd(34)} ${(mb / seconds).toFixed(1).padStart(6)} MB/s  ` +
      `(${mb.toFixed(0)} MB in ${seconds.toFixed(1)} s)  server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB ` +
      `(+${(peak - before).toFixed(0)} MB)`,
  );
};

try {
  await upload(); // warm-up: the first upload loads the multipart parser and opens the store's folders
  console.log(`Uploads of ${SIZE / MB} MB to ${baseUrl} (SQLite, data in ${dataDir}):`);
  await measure(`${SEQUENTIAL} sequential`, SEQUENTIAL, async () => {
    for (let i = 0; i < SEQUENTIAL; i++) await upload();
  });
  await measure(`${CONCURRENT} concurrent`, CONCURRENT, async () => {
    await Promise.all(Array.from({ length: CONCURRENT }, () => upload()));
  });
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
