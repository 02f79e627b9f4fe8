import { Context, Effect, Layer, Schema } from "effect";
import { IntegrityView } from "../../../contracts/schema/integrity.ts";
import { Unexpected, type ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient, type DownloadResponse } from "../http-client/http-client.ts";

const INTEGRITY_URL = "/api/admin/integrity";

const decodeView = Schema.decodeUnknownEffect(Schema.fromJsonString(IntegrityView));

/** A 2xx answer's JSON decoded as the contract's view; any other answer as its tagged error. */
const viewOf = (response: DownloadResponse): Effect.Effect<IntegrityView, ApiFailure> => {
  const { blob } = response;
  if (!blob) {
    return decodeResponse(Schema.Null)({ status: response.status, body: response.body }).pipe(
      // decodeResponse fails every non-2xx status; a 2xx without a body cannot happen.
      Effect.flatMap(() => Effect.die(new Error("the integrity check answered without a body"))),
    );
  }
  return Effect.promise(() => blob.text()).pipe(
    Effect.flatMap(decodeView),
    Effect.mapError(
      (error) => new Unexpected({ code: "invalid_response", status: response.status, detail: error.message }),
    ),
  );
};

/** The admins' integrity check (issue 9, docs/integrity.md). */
export class IntegrityApi extends Context.Service<
  IntegrityApi,
  {
    /**
     * The instance's integrity as the caller's organisation may see it. A check less than a minute old is
     * answered again; `fresh` asks for a new one (the server still answers one under ten seconds old).
     * Forbidden for anyone but an admin.
     */
    readonly check: (options: { readonly fresh: boolean }) => Effect.Effect<IntegrityView, ApiFailure>;
  }
>()("avow/services/integrity/IntegrityApi") {
  static readonly layer = Layer.effect(
    IntegrityApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      return IntegrityApi.of({
        // Read as a download, which has no time limit: the check re-hashes every stored file and can take
        // minutes on a large store, where the API calls' 15 s limit (and their retries) would cut it short.
        check: ({ fresh }) =>
          http.download(fresh ? `${INTEGRITY_URL}?fresh=1` : INTEGRITY_URL).pipe(Effect.flatMap(viewOf)),
      });
    }),
  );
}
