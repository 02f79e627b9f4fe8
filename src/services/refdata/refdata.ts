import { Context, Effect, Layer } from "effect";
import { CurrencyAnswer } from "../../../contracts/schema/currency.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { Skin } from "../../../contracts/schema/skin.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** What the currency call takes; either may be left out (the server then falls back, docs/api.md). */
export interface CurrencyParams {
  readonly language?: Language;
  readonly code2?: string;
}

const currencyUrl = (params: CurrencyParams): string => {
  const query = new URLSearchParams();
  if (params.language) query.set("language", params.language);
  if (params.code2) query.set("code2", params.code2);
  const search = query.toString();
  return search === "" ? "/api/refdata/currency" : `/api/refdata/currency?${search}`;
};

/** Reference data: partner skins and currencies (seed §7, Refdata API). */
export class RefdataApi extends Context.Service<
  RefdataApi,
  {
    readonly skinOfOrganisation: (orgUuid: string) => Effect.Effect<Skin, ApiFailure>;
    readonly skinOfDomain: (domain: string) => Effect.Effect<Skin, ApiFailure>;
    /** The ISO 4217 code of a country's currency, or of the language's brand when the country is unknown. */
    readonly currency: (params: CurrencyParams) => Effect.Effect<string, ApiFailure>;
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
        // The answer is text/plain: the client hands it over as a string, decoded like any JSON body.
        currency: (params) =>
          http
            .execute({ method: "GET", url: currencyUrl(params) })
            .pipe(Effect.flatMap(decodeResponse(CurrencyAnswer))),
      });
    }),
  );
}
