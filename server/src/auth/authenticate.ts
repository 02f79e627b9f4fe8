import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context.ts";
import { unauthenticated } from "../http/errors.ts";
import { authenticate, type AuthContext } from "./auth.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The verified session, set by requireSession; null on routes that do not ask for one. */
    auth: AuthContext | null;
  }
}

/** The bearer token of an `Authorization: Bearer …` header, if well formed. */
export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
};

/** A preHandler for routes that need a signed-in account: 401 unauthenticated otherwise. */
export const requireSession = (ctx: AppContext) => async (request: FastifyRequest, _reply: FastifyReply) => {
  const token = bearerToken(request);
  const auth = token ? await authenticate(ctx, token) : null;
  if (!auth) throw unauthenticated();
  request.auth = auth;
};

/** The session a requireSession route runs with. */
export const sessionOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthenticated();
  return request.auth;
};
