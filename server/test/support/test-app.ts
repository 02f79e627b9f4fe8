import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config/config.ts";
import type { DatabaseKind, Db } from "../../src/db/database.ts";
import type { Mailer } from "../../src/mail/mailer.ts";
import type { Timestamper } from "../../src/proof/tsa-client.ts";
import { createTestDatabase } from "./databases.ts";
import { TEST_API_KEY } from "./requests.ts";

// The requests a test sends, kept in a module of their own so that light helpers can use them without
// loading the app.
export { apiHeaders, signedInRequest, TEST_API_KEY, xsrfPair, type HttpMethod } from "./requests.ts";

export const FIXED_NOW = new Date("2026-11-22T09:00:00.000Z");

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: Config;
  readonly close: () => Promise<void>;
}

/** A configuration for tests: no SPA, one known API key, a generous rate limit unless overridden. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    AVOW_API_KEYS: TEST_API_KEY,
    AVOW_SPA_DIR: "",
    AVOW_DATA_DIR: "/tmp/avow-test-unused",
    AVOW_PUBLIC_URL: "https://avow.test",
  }),
  rateLimitPerMinute: 10_000,
  ...overrides,
});

/**
 * The whole app on a fresh, migrated database of the given kind. Without a `dataDir` it gets a data folder
 * of its own (the proof log's key, the outbox), removed on close: no app shares another's key or files.
 */
export const createTestApp = async (
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  deps: { readonly mailer?: Mailer; readonly clock?: () => Date; readonly timestamper?: Timestamper } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase(kind);
  const ownDataDir =
    overrides.dataDir === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), "avow-test-")) : null;
  const config = testConfig(ownDataDir === null ? overrides : { ...overrides, dataDir: ownDataDir });
  const app = await buildApp({ db: database.db, config, logger: false, ...deps });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
      if (ownDataDir !== null) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
};

/** A clock a test moves by hand. */
export const manualClock = (start: Date = FIXED_NOW) => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceMinutes: (minutes: number) => {
      now += minutes * 60_000;
    },
  };
};
