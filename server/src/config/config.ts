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
  /** Where links in emails point (`AVOW_PUBLIC_URL`). */
  readonly publicUrl: string;
  /** SMTP server for outgoing mail; undefined writes .eml files to <dataDir>/outbox. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The demo accounts' password; undefined makes a random one, printed once. */
  readonly demoPassword: string | undefined;
  readonly sessionIdleMinutes: number;
  readonly sessionMaxHours: number;
  readonly resetTokenMinutes: number;
  readonly confirmTokenDays: number;
  /** Sign-in and reset attempts allowed per account, and per client address, in each window. */
  readonly authAttemptsPerAccount: number;
  readonly authAttemptsPerAddress: number;
  readonly authWindowMinutes: number;
  /** The largest document an upload may carry, in bytes (`AVOW_MAX_UPLOAD_MB`, 50 MiB by default). */
  readonly maxUploadBytes: number;
  /** How long a family interview link works (`AVOW_INTERVIEW_LINK_DAYS`, 14 by default). */
  readonly interviewLinkDays: number;
  /** Requests per minute and client address on each family interview link call (`AVOW_INTERVIEW_RATE_LIMIT`). */
  readonly interviewRateLimitPerMinute: number;
  /** Requests per minute and client address on each public proof log call (`AVOW_PROOF_RATE_LIMIT`). */
  readonly proofRateLimitPerMinute: number;
  /** An RFC 3161 time-stamping authority for the proof log's tree heads (`AVOW_TSA_URL`); undefined: none. */
  readonly tsaUrl: string | undefined;
  /** The OAuth 2.0 provider clients link their profile with (`AVOW_FACEBOOK_*`); undefined turns it off. */
  readonly facebook: FacebookProviderConfig | undefined;
}

/** An OAuth 2.0 provider's endpoints and Avow's registration with it (decision 0029). */
export interface FacebookProviderConfig {
  readonly authorizationUrl: string;
  readonly tokenUrl: string;
  /** Answers the profile for the access token: OpenID Connect's `sub`/`name`/`profile`, or Facebook's `id`/`name`/`link`. */
  readonly userinfoUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Space-separated, as sent in `scope`. */
  readonly scopes: string;
  /** `<AVOW_PUBLIC_URL>/callbacks`, registered with the provider. */
  readonly redirectUri: string;
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

const parsePublicUrl = (raw: string | undefined): string => {
  const value = raw || "http://localhost:3000";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`AVOW_PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`AVOW_PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
};

const parseSmtpUrl = (raw: string | undefined): string | undefined => {
  if (raw === undefined || raw === "") return undefined;
  if (!/^smtps?:\/\//.test(raw)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  return raw;
};

const FACEBOOK_URLS = {
  authorizationUrl: "AVOW_FACEBOOK_AUTHORIZATION_URL",
  tokenUrl: "AVOW_FACEBOOK_TOKEN_URL",
  userinfoUrl: "AVOW_FACEBOOK_USERINFO_URL",
} as const;

const parseEndpoint = (name: string, value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href;
};

/** The profile-link provider: all of its settings, or none (the link is off); some but not all is an error. */
const parseFacebook = (env: NodeJS.ProcessEnv, publicUrl: string): FacebookProviderConfig | undefined => {
  const required = {
    ...FACEBOOK_URLS,
    clientId: "AVOW_FACEBOOK_CLIENT_ID",
    clientSecret: "AVOW_FACEBOOK_CLIENT_SECRET",
  };
  const given = Object.values(required).filter((name) => (env[name] ?? "") !== "");
  if (given.length === 0) return undefined;
  const missing = Object.values(required).filter((name) => (env[name] ?? "") === "");
  if (missing.length > 0) {
    throw new ConfigError(`The Facebook link needs all of its settings; missing: ${missing.join(", ")}`);
  }
  const value = (name: string) => env[name] ?? "";
  return {
    authorizationUrl: parseEndpoint(FACEBOOK_URLS.authorizationUrl, value(FACEBOOK_URLS.authorizationUrl)),
    tokenUrl: parseEndpoint(FACEBOOK_URLS.tokenUrl, value(FACEBOOK_URLS.tokenUrl)),
    userinfoUrl: parseEndpoint(FACEBOOK_URLS.userinfoUrl, value(FACEBOOK_URLS.userinfoUrl)),
    clientId: value(required.clientId),
    clientSecret: value(required.clientSecret),
    scopes: (env.AVOW_FACEBOOK_SCOPES || "public_profile")
      .trim()
      .split(/[\s,]+/)
      .join(" "),
    redirectUri: `${publicUrl}/callbacks`,
  };
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
  const publicUrl = parsePublicUrl(env.AVOW_PUBLIC_URL);
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
    publicUrl,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.AVOW_MAIL_FROM || "Avow <no-reply@avow.example>",
    demoPassword: env.AVOW_DEMO_PASSWORD || undefined,
    sessionIdleMinutes: parsePositiveInt("AVOW_SESSION_IDLE_MINUTES", env.AVOW_SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: parsePositiveInt("AVOW_SESSION_MAX_HOURS", env.AVOW_SESSION_MAX_HOURS, 12),
    resetTokenMinutes: parsePositiveInt("AVOW_RESET_TOKEN_MINUTES", env.AVOW_RESET_TOKEN_MINUTES, 30),
    confirmTokenDays: parsePositiveInt("AVOW_CONFIRM_TOKEN_DAYS", env.AVOW_CONFIRM_TOKEN_DAYS, 7),
    authAttemptsPerAccount: parsePositiveInt(
      "AVOW_AUTH_ATTEMPTS_PER_ACCOUNT",
      env.AVOW_AUTH_ATTEMPTS_PER_ACCOUNT,
      5,
    ),
    authAttemptsPerAddress: parsePositiveInt(
      "AVOW_AUTH_ATTEMPTS_PER_ADDRESS",
      env.AVOW_AUTH_ATTEMPTS_PER_ADDRESS,
      30,
    ),
    authWindowMinutes: parsePositiveInt("AVOW_AUTH_WINDOW_MINUTES", env.AVOW_AUTH_WINDOW_MINUTES, 15),
    maxUploadBytes: parsePositiveInt("AVOW_MAX_UPLOAD_MB", env.AVOW_MAX_UPLOAD_MB, 50) * 1024 * 1024,
    interviewLinkDays: parsePositiveInt("AVOW_INTERVIEW_LINK_DAYS", env.AVOW_INTERVIEW_LINK_DAYS, 14),
    interviewRateLimitPerMinute: parsePositiveInt(
      "AVOW_INTERVIEW_RATE_LIMIT",
      env.AVOW_INTERVIEW_RATE_LIMIT,
      30,
    ),
    proofRateLimitPerMinute: parsePositiveInt("AVOW_PROOF_RATE_LIMIT", env.AVOW_PROOF_RATE_LIMIT, 120),
    tsaUrl: env.AVOW_TSA_URL ? parseEndpoint("AVOW_TSA_URL", env.AVOW_TSA_URL) : undefined,
    facebook: parseFacebook(env, publicUrl),
  };
};
