import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { sendError } from "./errors.ts";

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest();

/**
 * A preParsing hook (so that it runs after the per-route rate limit and before any body is read) that answers 403 unless `X-API-Key` is one of the configured keys. Keys are compared
 * as SHA-256 digests in constant time, so neither their length nor their content leaks through timing.
 */
export const requireApiKey = (keys: ReadonlyArray<string>, exempt: ReadonlySet<string>) => {
  const digests = keys.map(digest);
  return async <P>(request: FastifyRequest, reply: FastifyReply, payload: P): Promise<P> => {
    if (exempt.has(request.routeOptions.url ?? "")) return payload;
    const header = request.headers["x-api-key"];
    const given = typeof header === "string" ? digest(header) : undefined;
    let ok = false;
    for (const key of digests) ok = (given !== undefined && timingSafeEqual(given, key)) || ok;
    if (!ok) {
      await sendError(reply, 403, {
        error: ErrorCodes.invalidApiKey,
        message: "A valid X-API-Key header is required.",
      });
    }
    return payload;
  };
};
