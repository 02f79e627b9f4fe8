import { Context, Effect, Layer, Schema } from "effect";
import {
  SessionResponse,
  type ConfirmAccountRequest,
  type LoginRequest,
  type PasswordResetRequest,
  type ResetPasswordRequest,
} from "../../../contracts/schema/auth.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

const Empty = Schema.Null;

/** Signing in and out, confirming an invitation, resetting a password. */
export class AuthApi extends Context.Service<
  AuthApi,
  {
    readonly login: (request: LoginRequest) => Effect.Effect<SessionResponse, ApiFailure>;
    /** Ends the session of `token` (default: the stored one). */
    readonly logout: (token?: string) => Effect.Effect<void, ApiFailure>;
    readonly confirmAccount: (request: ConfirmAccountRequest) => Effect.Effect<SessionResponse, ApiFailure>;
    readonly requestPasswordReset: (request: PasswordResetRequest) => Effect.Effect<void, ApiFailure>;
    readonly resetPassword: (request: ResetPasswordRequest) => Effect.Effect<void, ApiFailure>;
  }
>()("avow/services/auth/AuthApi") {
  static readonly layer = Layer.effect(
    AuthApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      const post = <S extends Schema.ConstraintDecoder<unknown>>(
        url: string,
        json: unknown,
        schema: S,
        authToken?: string,
      ) =>
        http
          .execute({ method: "POST", url, json, ...(authToken ? { authToken } : {}) })
          .pipe(Effect.flatMap(decodeResponse(schema)));
      return AuthApi.of({
        login: (request) => post("/api/auth/login", request, SessionResponse),
        logout: (token) => post("/api/auth/logout", {}, Empty, token).pipe(Effect.asVoid),
        confirmAccount: (request) => post("/api/auth/confirm-account", request, SessionResponse),
        requestPasswordReset: (request) =>
          post("/api/auth/reset-password/request", request, Empty).pipe(Effect.asVoid),
        resetPassword: (request) => post("/api/auth/reset-password", request, Empty).pipe(Effect.asVoid),
      });
    }),
  );
}
