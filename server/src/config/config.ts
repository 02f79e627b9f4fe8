import path from "node:path";

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** `sqlite:<file>` or a `postgres://` URL. */
  readonly databaseUrl: string;
  readonly apiKeys: ReadonlyArray<string>;
  readonly demo: boolean;
  /** Requests per minute and client address on /api. */
  readonly rateLimitPerMinute: number;
  /** Where the built SPA lives; undefined serves only the API. */
  readonly spaDir: string | undefined;
  /** Whether cookies carry the Secure attribute (set when the server sits behind https). */
  readonly secureCookies: boolean;
  readonly trustProxy: boolean;
  readonly logLevel: string;
}

/** The development API key, also the SPA's default (`VITE_API_KEY`). Never use it in production. */
export const DEV_API_KEY = "avow-dev";

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const parsePort = (raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be 0-65535, got "${raw}"`);
  return port;
};

const parsePositiveInt = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a positive whole number`);
  return value;
};

const parseFlag = (name: string, raw: string | undefined, fallback: boolean): boolean => {
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "on", "yes"].includes(raw.toLowerCase())) return true;
  if (["0", "false", "off", "no"].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be on or off, got "${raw}"`);
};

/** Reads the configuration documented in README.md from an environment (process.env by default). */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config => {
  const dataDir = path.resolve(cwd, env.AVOW_DATA_DIR || "./data");
  const databaseUrl = env.DATABASE_URL || `sqlite:${path.join(dataDir, "avow.sqlite")}`;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with sqlite: or postgres://");
  }
  const apiKeys = (env.AVOW_API_KEYS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "");
  const spaDir = env.AVOW_SPA_DIR === "" ? undefined : path.resolve(cwd, env.AVOW_SPA_DIR ?? "./dist");
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || "127.0.0.1",
    dataDir,
    databaseUrl,
    apiKeys: apiKeys.length > 0 ? apiKeys : [DEV_API_KEY],
    demo: parseFlag("AVOW_DEMO", env.AVOW_DEMO, true),
    rateLimitPerMinute: parsePositiveInt("AVOW_RATE_LIMIT", env.AVOW_RATE_LIMIT, 600),
    spaDir,
    secureCookies: parseFlag("AVOW_SECURE_COOKIES", env.AVOW_SECURE_COOKIES, false),
    trustProxy: parseFlag("AVOW_TRUST_PROXY", env.AVOW_TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || "info",
  };
};
