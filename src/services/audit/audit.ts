import { Context, Effect, Layer } from "effect";
import { AuditPage, type AuditExportFormat } from "../../../contracts/schema/audit.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { fileOf, type DownloadedFile } from "../http-client/downloaded-file.ts";
import { HttpClient } from "../http-client/http-client.ts";

const auditPath = (accountUuid: string) => `/api/account/${encodeURIComponent(accountUuid)}/audit`;

/** An account's audit trail (issue 9): read page by page, and exported whole for anyone to re-check. */
export class AuditApi extends Context.Service<
  AuditApi,
  {
    /** One page of the trail, newest first, with the state of the whole chain. */
    readonly list: (accountUuid: string, page: number, size: number) => Effect.Effect<AuditPage, ApiFailure>;
    /** The whole trail as a file (JSON or CSV), with the name the server gave it, for the page to save. */
    readonly exportTrail: (
      accountUuid: string,
      format: AuditExportFormat,
    ) => Effect.Effect<DownloadedFile, ApiFailure>;
  }
>()("avow/services/audit/AuditApi") {
  static readonly layer = Layer.effect(
    AuditApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      return AuditApi.of({
        list: (accountUuid, page, size) =>
          http
            .execute({ method: "GET", url: `${auditPath(accountUuid)}?page=${page}&size=${size}` })
            .pipe(Effect.flatMap(decodeResponse(AuditPage))),
        exportTrail: (accountUuid, format) =>
          http
            .download(`${auditPath(accountUuid)}/export?format=${format}`)
            .pipe(Effect.flatMap(fileOf(`audit.${format}`))),
      });
    }),
  );
}
