/**
 * Starts the real Avow server, as a user would (`node server/src/main.ts`), for the browser tests: the
 * built SPA from ./dist, a fresh SQLite database in a temporary data folder, and the demo organisations.
 * The port is chosen by the operating system (PORT=0) and read back from the start-up banner.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The demo logins' password in the browser tests. */
export const E2E_DEMO_PASSWORD = "E2e-Demo-Password-1";

export interface TestServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly baseUrl: string;
  /** The server's data folder; emails land in its `outbox/` (no SMTP_URL in tests). */
  readonly dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  readonly output: () => string;
  /** Stops the server and removes its data folder. Safe to call twice. */
  readonly stop: () => Promise<void>;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const BANNER = /Avow is running on http:\/\/localhost:(\d+)/;

const waitForExit = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

export const startServer = async (
  options: {
    readonly logLevel?: string;
    /** More environment for the server (a fixed PORT, a provider's AVOW_FACEBOOK_*), over the defaults. */
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<TestServer> => {
  const spaDir = path.join(repoRoot, "dist");
  if (!fs.existsSync(path.join(spaDir, "index.html"))) {
    throw new Error(
      `The browser tests need the built SPA, and ${path.join(spaDir, "index.html")} is missing. ` +
        "Run `npm run build` first (`npm test` builds before it runs the browser tests).",
    );
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-e2e-data-"));
  // The server reads DATABASE_URL before AVOW_DATA_DIR: drop it so a developer's or CI's PostgreSQL is never touched.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  // Likewise a configured mail server: the tests read emails from the outbox folder.
  delete inherited.SMTP_URL;
  const child = spawn(process.execPath, [path.join(repoRoot, "server/src/main.ts")], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      AVOW_DATA_DIR: dataDir,
      AVOW_SPA_DIR: spaDir,
      AVOW_DEMO: "on",
      AVOW_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      LOG_LEVEL: options.logLevel ?? "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  let output = "";
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => (output += chunk));
  child.stderr?.on("data", (chunk: string) => (output += chunk));

  // Should the test process end without calling stop() (a crash, Ctrl-C), take the server down with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(child.pid, "SIGTERM");
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        process.kill(child.pid, "SIGKILL");
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s. Its output:\n${output}`),
          ),
        START_TIMEOUT_MS,
      );
      const onData = () => {
        const match = BANNER.exec(output);
        if (!match) return;
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        resolve(Number(match[1]));
      };
      child.stdout?.on("data", onData);
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(
            `The server exited (code ${code}, signal ${signal}) before it was ready. Its output:\n${output}`,
          ),
        );
      });
    });
    return { baseUrl: `http://127.0.0.1:${port}`, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
