import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { ErrorCodes } from "../../contracts/schema/error.ts";
import type { Config } from "./config/config.ts";
import type { Db } from "./db/database.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { requireApiKey } from "./http/api-key.ts";
import { installErrorHandler, notFound } from "./http/errors.ts";
import { logRedaction, requestSerializer } from "./http/logging.ts";
import { issueXsrfCookie, requireXsrf } from "./http/xsrf.ts";
import { refdataRoutes } from "./refdata/refdata.routes.ts";
import { serveSpa } from "./spa/spa.ts";
import path from "node:path";
import { accountRoutes } from "./accounts/account.routes.ts";
import { auditRoutes } from "./audit/audit.routes.ts";
import type { AppContext } from "./app-context.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import type { AuthThrottles } from "./auth/auth.service.ts";
import { prepareTimingDummy } from "./auth/passwords.ts";
import { deleteExpiredSessions } from "./auth/session.repository.ts";
import { createThrottle } from "./auth/throttle.ts";
import { clientRoutes } from "./clients/client.routes.ts";
import { contradictionRoutes } from "./contradictions/contradiction.routes.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createDocumentStorage } from "./documents/document-storage.ts";
import { documentRoutes } from "./documents/document.routes.ts";
import { createExtractionQueue } from "./documents/extraction/extraction-queue.ts";
import { facebookRoutes } from "./facebook/facebook.routes.ts";
import { familyInterviewRoutes } from "./family-interviews/family-interview.routes.ts";
import { certificateRoutes } from "./proof/certificate.routes.ts";
import { integrityRoutes } from "./proof/integrity.routes.ts";
import { loadOrCreateLogKey } from "./proof/log-key.ts";
import { createProofLog, type ProofLog } from "./proof/proof-log.ts";
import { createTsaClient, type Timestamper } from "./proof/tsa-client.ts";
import { proofRoutes, wellKnownKeyRoutes } from "./proof/proof.routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once no background work (mail, text extraction) is left, including work it started. */
    backgroundSettled: () => Promise<void>;
    /** The proof log (its public key, and sequencing on demand for tests and provider states). */
    proofLog: ProofLog;
  }
}

export interface AppDeps {
  readonly db: Db;
  readonly config: Config;
  /** Outgoing mail; by default SMTP_URL's server, or .eml files in <data dir>/outbox. */
  readonly mailer?: Mailer;
  /** The time source; tests pass their own. */
  readonly clock?: () => Date;
  /** Fastify logger options; false silences it (tests). */
  readonly logger?: FastifyServerOptions["logger"];
  readonly version?: string;
  /** Time-stamps the proof log's tree heads; by default AVOW_TSA_URL's authority, or none. */
  readonly timestamper?: Timestamper;
}

const SESSION_SWEEP_MS = 15 * 60_000;

/** Routes under /api that answer without an API key: a load balancer's health probe carries none. */
const API_KEY_EXEMPT = new Set(["/api/health"]);

/** Builds the whole HTTP application. It does not listen: main.ts and the tests decide where. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { db, config } = deps;
  const app = Fastify({
    logger:
      deps.logger === undefined
        ? { level: config.logLevel, redact: logRedaction, serializers: { req: requestSerializer } }
        : deps.logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  installErrorHandler(app);
  app.decorateRequest("auth", null);

  const clock = deps.clock ?? (() => new Date());
  const pending = new Set<Promise<unknown>>();
  const background: AppContext["background"] = (label, work) => {
    const task = work()
      .catch((error: unknown) => app.log.error({ err: error, task: label }, "background task failed"))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
  const storage = createDocumentStorage(config.dataDir);
  const { key: logKey } = loadOrCreateLogKey(config.dataDir, (message) => app.log.warn(message));
  const proofLog = createProofLog({
    db,
    key: logKey,
    clock,
    background,
    log: {
      info: (fields, message) => app.log.info(fields, message),
      warn: (fields, message) => app.log.warn(fields, message),
      error: (fields, message) => app.log.error(fields, message),
    },
    ...(deps.timestamper
      ? { timestamper: deps.timestamper }
      : config.tsaUrl
        ? { timestamper: createTsaClient(config.tsaUrl) }
        : {}),
  });
  const ctx: AppContext = {
    db,
    config,
    clock,
    background,
    storage,
    extraction: createExtractionQueue({
      db,
      storage,
      clock,
      background,
      log: (fields, message) => app.log.warn(fields, message),
    }),
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, "outbox"),
        log: (line) => app.log.info(line),
      }),
    proofLog,
  };
  app.decorate("proofLog", proofLog);
  app.decorate("backgroundSettled", async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  // Before the first request: what a stop left behind is cleared, and interrupted extractions resume.
  app.addHook("onReady", async () => {
    const swept = await storage.sweepTemporaryFiles();
    const resumed = await ctx.extraction.resumePending();
    if (swept > 0 || resumed > 0) app.log.info({ swept, resumed }, "documents: start-up recovery");
  });
  // The proof log rebuilds its tree, checks it against the last signed head, and sequences what waits.
  app.addHook("onReady", () => proofLog.start());
  app.addHook("onClose", () => proofLog.stop());
  // Sessions nobody presents again are swept now and then (each request checks its own anyway).
  const sweep = setInterval(() => {
    const now = clock();
    const idleBefore = new Date(now.getTime() - config.sessionIdleMinutes * 60_000).toISOString();
    ctx.background("session sweep", () => deleteExpiredSessions(db, now.toISOString(), idleBefore));
  }, SESSION_SWEEP_MS);
  sweep.unref();
  // Mail still being sent when the server stops is sent before it closes.
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  const throttlePair = () => {
    const windowMs = config.authWindowMinutes * 60_000;
    const now = () => clock().getTime();
    return {
      account: createThrottle({ limit: config.authAttemptsPerAccount, windowMs, now }),
      address: createThrottle({ limit: config.authAttemptsPerAddress, windowMs, now }),
    };
  };
  const throttles: AuthThrottles = { login: throttlePair(), reset: throttlePair() };
  prepareTimingDummy();
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // Partner logos live on partners' own hosts; embedding them must not need their cooperation.
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  const rateLimit = {
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({
      statusCode: 429,
      error: ErrorCodes.rateLimited,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  };
  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, rateLimit);
      // preParsing: after the rate limit (a per-route onRequest hook), so refused requests count too.
      api.addHook("preParsing", requireApiKey(config.apiKeys, API_KEY_EXEMPT));
      api.addHook("preParsing", requireXsrf);
      api.addHook("onSend", async (request, reply, payload) => {
        // API answers are personal or short-lived unless a route says otherwise.
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        // Never a cookie on an answer a shared cache may keep: it would hand one token to everyone.
        if (!/\bpublic\b/.test(String(reply.getHeader("cache-control")))) {
          issueXsrfCookie(request, reply, config.secureCookies);
        }
        return payload;
      });
      await api.register(healthRoutes(db, deps.version ?? "dev"));
      await api.register(refdataRoutes(db));
      await api.register(authRoutes(ctx, throttles));
      await api.register(accountRoutes(ctx));
      await api.register(clientRoutes(ctx));
      await api.register(documentRoutes(ctx));
      await api.register(contradictionRoutes(ctx));
      await api.register(facebookRoutes(ctx));
      await api.register(familyInterviewRoutes(ctx));
      await api.register(auditRoutes(ctx));
      await api.register(proofRoutes(ctx));
      await api.register(certificateRoutes(ctx));
      await api.register(integrityRoutes(ctx));
      api.all("/*", async () => {
        throw notFound("No such API endpoint.");
      });
    },
    { prefix: "/api" },
  );

  // The log's public key, outside /api: fetched without an API key.
  await app.register(async (wellKnown) => {
    await wellKnown.register(fastifyRateLimit, rateLimit);
    await wellKnown.register(wellKnownKeyRoutes(ctx));
  });

  if (config.spaDir) await serveSpa(app, config.spaDir, config.secureCookies);
  return app;
};
