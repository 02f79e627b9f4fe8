/**
 * Crash safety of uploads, against the real server process: `node server/src/main.ts` on a temporary data
 * folder, uploads running concurrently while the server is killed with SIGKILL at random moments and
 * started again. Afterwards every upload the server acknowledged (201) is listed with its SHA-256, nothing
 * is listed that was not uploaded whole, every listed document's stored file has its digest, and no
 * temporary file remains.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { createOrganisation, signedInAccount } from "../support/accounts.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 6);
const WORKERS = 4;
const XSRF = "c".repeat(43);
const BANNER = /Avow is running on http:\/\/localhost:(\d+)/;

interface Attempt {
  readonly sha256: string;
  readonly size: number;
  acknowledged?: { uuid: string; sha256: string };
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** A PNG signature then random bytes (stored as image/png: no extraction), or UTF-8 text (extracted). */
const randomFile = (): Buffer => {
  const size = 1024 + Math.floor(Math.random() * 1.5 * 1024 * 1024);
  if (Math.random() < 0.7) {
    return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), randomBytes(size)]);
  }
  return Buffer.from(
    randomBytes(size / 2)
      .toString("base64")
      .replace(/(.{76})/g, "$1\n"),
  );
};

const startServer = (dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> =>
  new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    const child = spawn(process.execPath, [path.join(ROOT, "server/src/main.ts")], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: "0",
        HOST: "127.0.0.1",
        AVOW_DATA_DIR: dataDir,
        AVOW_SPA_DIR: "",
        AVOW_DEMO: "off",
        AVOW_RATE_LIMIT: "100000",
        LOG_LEVEL: "error",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = BANNER.exec(output);
      if (match) {
        child.stdout?.off("data", onData);
        resolve({ child, baseUrl: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before ready:\n${output}`)),
    );
  });

const kill = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

describe("uploads survive the server being killed at any moment", () => {
  let dataDir: string;
  let clientUuid: string;
  let token: string;
  let server: ChildProcess | undefined;
  const attempts: Attempt[] = [];

  const headers = () => ({
    "x-api-key": "avow-dev",
    authorization: `Bearer ${token}`,
    "x-xsrf-token": XSRF,
    cookie: `XSRF-TOKEN=${XSRF}`,
  });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-crash-"));
    // The server migrates on start; the account and session are made first, in the same database file.
    const { db } = openDatabase(`sqlite:${path.join(dataDir, "avow.sqlite")}`);
    await migrateToLatest(db);
    const org = await createOrganisation(db);
    const client = await signedInAccount(db, org, "ROLE_USER");
    clientUuid = client.uuid;
    token = client.token;
    await db.destroy();
  });
  afterAll(async () => {
    if (server) await kill(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadLoop = async (baseUrl: string, stop: { stopped: boolean }) => {
    while (!stop.stopped) {
      const content = randomFile();
      const attempt: Attempt = { sha256: sha256(content), size: content.length };
      attempts.push(attempt);
      const form = new FormData();
      form.append("category", "evidence");
      form.append("file", new Blob([content]), "file.bin");
      try {
        const res = await fetch(`${baseUrl}/api/account/${clientUuid}/doc/`, {
          method: "POST",
          headers: headers(),
          body: form,
        });
        if (res.status === 201) {
          const doc = (await res.json()) as { uuid: string; sha256: string };
          attempt.acknowledged = { uuid: doc.uuid, sha256: doc.sha256 };
        }
      } catch {
        // The server died under this upload: no answer, no promise made.
      }
    }
  };

  it("keeps every acknowledged upload whole, lists nothing half-written and leaves no temporary file", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const started = await startServer(dataDir);
      server = started.child;
      const stop = { stopped: false };
      const workers = Array.from({ length: WORKERS }, () => uploadLoop(started.baseUrl, stop));
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 900));
      await kill(started.child);
      stop.stopped = true;
      await Promise.all(workers);
    }

    const tmp = path.join(dataDir, "documents", "tmp");
    const leftBehind = fs.existsSync(tmp) ? fs.readdirSync(tmp).length : 0;
    const final = await startServer(dataDir);
    server = final.child;
    const res = await fetch(`${final.baseUrl}/api/account/${clientUuid}/doc`, { headers: headers() });
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as { items: Array<{ uuid: string; sha256: string; size: number }> })
      .items;

    const acknowledged = attempts.filter((a) => a.acknowledged);
    expect(acknowledged.length).toBeGreaterThan(0);
    const byUuid = new Map(listed.map((doc) => [doc.uuid, doc]));
    for (const attempt of acknowledged) {
      const doc = byUuid.get(attempt.acknowledged?.uuid ?? "");
      expect(doc, "an acknowledged upload is missing").toBeDefined();
      expect(doc?.sha256).toBe(attempt.sha256);
      expect(doc?.size).toBe(attempt.size);
    }
    // Every listed document is a whole file someone uploaded (an upload whose row was committed just
    // before the kill may be listed without its 201 having reached the client).
    const uploaded = new Set(attempts.map((a) => `${a.sha256}:${a.size}`));
    for (const doc of listed) expect(uploaded.has(`${doc.sha256}:${doc.size}`)).toBe(true);
    for (const doc of listed) {
      const stored = path.join(dataDir, "documents", "objects", doc.sha256.slice(0, 2), doc.sha256);
      expect(sha256(fs.readFileSync(stored))).toBe(doc.sha256);
    }
    expect(fs.readdirSync(tmp)).toEqual([]);
    console.log(
      `crash test: ${ROUNDS} kills, ${attempts.length} uploads tried, ${acknowledged.length} acknowledged, ` +
        `${listed.length} listed (${listed.length - acknowledged.length} committed without their 201 arriving), ` +
        `${leftBehind} temporary files left by the last kill and removed at start-up`,
    );
  }, 120_000);
});
