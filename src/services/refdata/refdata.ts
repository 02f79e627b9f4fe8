import { Context, Effect, Layer } from "effect";
import { Skin } from "../../../contracts/schema/skin.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** Reference data: partner skins (seed §7, Refdata API). */
export class RefdataApi extends Context.Service<
  RefdataApi,
  {
    readonly skinOfOrganisation: (orgUuid: string) => Effect.Effect<Skin, ApiFailure>;
    readonly skinOfDomain: (domain: string) => Effect.Effect<Skin, ApiFailure>;
  }
>()("avow/services/refdata/RefdataApi") {
  static readonly layer = Layer.effect(
    RefdataApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      const getSkin = (url: string) =>
        http.execute({ method: "GET", url }).pipe(Effect.flatMap(decodeResponse(Skin)));
      return RefdataApi.of({
        skinOfOrganisation: (orgUuid) => getSkin(`/api/refdata/org/${encodeURIComponent(orgUuid)}/skin`),
        skinOfDomain: (domain) => getSkin(`/api/refdata/skin/domain/${encodeURIComponent(domain)}`),
      });
    }),
  );
}
