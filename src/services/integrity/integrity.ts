import { Context, Effect, Layer } from "effect";
import { IntegrityView } from "../../../contracts/schema/integrity.ts";
import type { ApiFailure } from "../errors.ts";
import { blobOf, jsonOf } from "../http-client/downloaded-file.ts";
import { HttpClient } from "../http-client/http-client.ts";

const INTEGRITY_URL = "/api/admin/integrity";

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
          http
            .download(fresh ? `${INTEGRITY_URL}?fresh=1` : INTEGRITY_URL)
            .pipe(Effect.flatMap(blobOf), Effect.flatMap(jsonOf(IntegrityView))),
      });
    }),
  );
}
