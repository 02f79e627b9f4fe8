import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import {
  ConsistencyProof,
  HashLookup,
  InclusionProof,
  LogPublicKey,
  Sha256Hex,
  SignedTreeHead,
} from "../../../contracts/schema/proof.ts";
import type { AppContext } from "../app-context.ts";
import { decodeInput } from "../http/validate.ts";

const encodeHead = Schema.encodeSync(SignedTreeHead);
const encodeInclusion = Schema.encodeSync(InclusionProof);
const encodeConsistency = Schema.encodeSync(ConsistencyProof);
const encodeLookup = Schema.encodeSync(HashLookup);
const encodeKey = Schema.encodeSync(LogPublicKey);

/** A leaf index or tree size as a URL carries it: a whole number from 0, without leading zeros. */
const Count = Schema.String.check(
  Schema.isPattern(/^(0|[1-9]\d{0,14})$/, { message: "must be a whole number from 0" }),
);

const InclusionQuery = Schema.Struct({ leafIndex: Count, treeSize: Schema.optionalKey(Count) });
const ConsistencyQuery = Schema.Struct({ first: Count, second: Schema.optionalKey(Count) });
const LookupParams = Schema.Struct({ sha256: Sha256Hex });

const numberOr = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);

/**
 * The proof log's public calls (docs/proof.md): anyone with the API key may read signed heads and ask
 * for proofs; no session, and a tighter rate limit per address than the rest of the API.
 */
export const proofRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const limited = {
    config: { rateLimit: { max: ctx.config.proofRateLimitPerMinute, timeWindow: "1 minute" } },
  };

  api.get("/proof/tree-head", limited, async () => encodeHead(await ctx.proofLog.latestTreeHead()));

  api.get("/proof/inclusion", limited, async (request) => {
    const query = decodeInput(InclusionQuery, request.query, "inclusion query");
    return encodeInclusion(await ctx.proofLog.inclusion(Number(query.leafIndex), numberOr(query.treeSize)));
  });

  api.get("/proof/consistency", limited, async (request) => {
    const query = decodeInput(ConsistencyQuery, request.query, "consistency query");
    return encodeConsistency(await ctx.proofLog.consistency(Number(query.first), numberOr(query.second)));
  });

  api.get("/proof/lookup/:sha256", limited, async (request) => {
    const { sha256 } = decodeInput(LookupParams, request.params, "content hash");
    return encodeLookup(await ctx.proofLog.lookup(sha256));
  });
};

/**
 * The log's public key at a well-known address outside /api, so that anyone can fetch it without an API
 * key: as JSON (raw key, SPKI and fingerprint) and as the PEM that `openssl` reads.
 */
export const wellKnownKeyRoutes = (ctx: AppContext) => async (app: FastifyInstance) => {
  const limited = {
    config: { rateLimit: { max: ctx.config.proofRateLimitPerMinute, timeWindow: "1 minute" } },
  };
  // The key changes only if it is lost and replaced; an hour's cache is harmless and spares the server.
  const cache = "public, max-age=3600";
  app.get("/.well-known/avow-log-key.json", limited, async (_request, reply) =>
    reply.header("cache-control", cache).send(encodeKey(ctx.proofLog.key.publicKey)),
  );
  app.get("/.well-known/avow-log-key.pem", limited, async (_request, reply) =>
    reply
      .header("cache-control", cache)
      .type("application/x-pem-file; charset=utf-8")
      .send(ctx.proofLog.key.spkiPem),
  );
};
