import { Context, Effect, Layer, Schema } from "effect";
import {
  FacebookLinked,
  FacebookLinkStarted,
  FacebookLinkStatus,
  LinkedProfile,
  type FacebookCallbackRequest,
} from "../../../contracts/schema/facebook.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** A 204 has no body. */
const Empty = Schema.Null;

/** Linking the signed-in client's Facebook profile through the server's OAuth 2.0 provider, and reading linked profiles. */
export class FacebookApi extends Context.Service<
  FacebookApi,
  {
    /** Whether this server has a provider configured (the link button shows only then). */
    readonly status: () => Effect.Effect<FacebookLinkStatus, ApiFailure>;
    /** Starts a link; answers the provider's page to send the browser to. Invalid 409 `facebook_link_off` without a provider. */
    readonly start: (returnTo: string) => Effect.Effect<FacebookLinkStarted, ApiFailure>;
    /** Completes a link with what the provider sent to /callbacks. Invalid 400 `invalid_state` for a used or expired attempt. */
    readonly complete: (callback: FacebookCallbackRequest) => Effect.Effect<FacebookLinked, ApiFailure>;
    /** The linked profile of an account (the caller's own when none is named); NotFound when none is linked. */
    readonly profile: (accountUuid?: string) => Effect.Effect<LinkedProfile, ApiFailure>;
    /** Unlinks the caller's own profile. */
    readonly unlink: () => Effect.Effect<void, ApiFailure>;
  }
>()("avow/services/facebook/FacebookApi") {
  static readonly layer = Layer.effect(
    FacebookApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      return FacebookApi.of({
        status: () =>
          http
            .execute({ method: "GET", url: "/api/account/facebook/status" })
            .pipe(Effect.flatMap(decodeResponse(FacebookLinkStatus))),
        start: (returnTo) =>
          http
            .execute({ method: "POST", url: "/api/account/me/facebook/link", json: { returnTo } })
            .pipe(Effect.flatMap(decodeResponse(FacebookLinkStarted))),
        complete: (callback) =>
          http
            .execute({ method: "POST", url: "/api/account/me/facebook/callback", json: callback })
            .pipe(Effect.flatMap(decodeResponse(FacebookLinked))),
        profile: (accountUuid) =>
          http
            .execute({
              method: "GET",
              url:
                accountUuid === undefined
                  ? "/api/account/facebook/me"
                  : `/api/account/facebook/me?accountUuid=${encodeURIComponent(accountUuid)}`,
            })
            .pipe(Effect.flatMap(decodeResponse(LinkedProfile))),
        unlink: () =>
          http
            .execute({ method: "DELETE", url: "/api/account/me/facebook" })
            .pipe(Effect.flatMap(decodeResponse(Empty)), Effect.asVoid),
      });
    }),
  );
}
