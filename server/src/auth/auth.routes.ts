import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import {
  ConfirmAccountRequest,
  LoginRequest,
  PasswordResetRequest,
  ResetPasswordRequest,
  SessionResponse,
} from "../../../contracts/schema/auth.ts";
import type { AppContext } from "../app-context.ts";
import { decodeInput } from "../http/validate.ts";
import {
  confirmAccount,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  type AuthThrottles,
} from "./auth.service.ts";
import { requireSession, sessionOf } from "./authenticate.ts";

const encodeSession = Schema.encodeSync(SessionResponse);

/** Signing in and out, confirming an invitation, resetting a password. */
export const authRoutes = (ctx: AppContext, throttles: AuthThrottles) => async (api: FastifyInstance) => {
  api.post("/auth/login", async (request) => {
    const body = decodeInput(LoginRequest, request.body, "sign-in request");
    return encodeSession(await login(ctx, throttles, body, request.ip));
  });

  api.post("/auth/logout", { preHandler: requireSession(ctx) }, async (request, reply) => {
    await logout(ctx, sessionOf(request).tokenHash);
    return reply.code(204).send();
  });

  api.post("/auth/confirm-account", async (request) => {
    const body = decodeInput(ConfirmAccountRequest, request.body, "confirmation");
    return encodeSession(await confirmAccount(ctx, body));
  });

  api.post("/auth/reset-password/request", async (request, reply) => {
    const body = decodeInput(PasswordResetRequest, request.body, "reset request");
    await requestPasswordReset(ctx, throttles, body, request.ip);
    return reply.code(202).send();
  });

  api.post("/auth/reset-password", async (request, reply) => {
    const body = decodeInput(ResetPasswordRequest, request.body, "password reset");
    await resetPassword(ctx, body);
    return reply.code(204).send();
  });
};
