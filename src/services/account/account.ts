import { Context, Effect, Layer } from "effect";
import { Account } from "../../../contracts/schema/account.ts";
import { Skin, type SkinUpdate } from "../../../contracts/schema/skin.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** The signed-in account (seed §7, Account API). */
export class AccountApi extends Context.Service<
  AccountApi,
  {
    /** The account of the stored session, or of `token` when given (checking a session at start). */
    readonly me: (token?: string) => Effect.Effect<Account, ApiFailure>;
    readonly mySkin: () => Effect.Effect<Skin, ApiFailure>;
    /** Replaces the skin of the account's organisation (admins only: others get Forbidden); answers it as saved. */
    readonly updateSkin: (update: SkinUpdate) => Effect.Effect<Skin, ApiFailure>;
  }
>()("avow/services/account/AccountApi") {
  static readonly layer = Layer.effect(
    AccountApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      return AccountApi.of({
        me: () =>
          http
            .execute({ method: "GET", url: "/api/account/me" })
            .pipe(Effect.flatMap(decodeResponse(Account))),
        mySkin: () =>
          http
            .execute({ method: "GET", url: "/api/account/me/skin" })
            .pipe(Effect.flatMap(decodeResponse(Skin))),
        updateSkin: (update) =>
          http
            .execute({ method: "PUT", url: "/api/account/me/skin", json: update })
            .pipe(Effect.flatMap(decodeResponse(Skin))),
      });
    }),
  );
}
