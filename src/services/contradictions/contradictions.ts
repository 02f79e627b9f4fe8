import { Context, Effect, Layer } from "effect";
import {
  ContradictionReport,
  Finding,
  ReportList,
  type FindingUpdate,
} from "../../../contracts/schema/contradictions.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

const accountPath = (accountUuid: string) => `/api/account/${encodeURIComponent(accountUuid)}`;
const reportPath = (accountUuid: string, reportUuid: string) =>
  `${accountPath(accountUuid)}/contradiction-reports/${encodeURIComponent(reportUuid)}`;

/** Contradiction checks of a client account and their reports; the rules of who may do what are the server's. */
export class ContradictionsApi extends Context.Service<
  ContradictionsApi,
  {
    /**
     * Checks a document against itself and the account's other documents and answers the stored report.
     * Invalid with status 409 when the document's text is not extracted yet (`text_not_ready`) or it has
     * none (`no_text`); NotFound for a document that is not the account's.
     */
    readonly detect: (
      accountUuid: string,
      documentUuid: string,
    ) => Effect.Effect<ContradictionReport, ApiFailure>;
    /** The account's reports, newest first, with their counts of findings. */
    readonly listReports: (accountUuid: string) => Effect.Effect<ReportList, ApiFailure>;
    /** One report with its findings. */
    readonly report: (
      accountUuid: string,
      reportUuid: string,
    ) => Effect.Effect<ContradictionReport, ApiFailure>;
    /** Marks a finding explained (with a note), dismissed, or open again; answers the finding as stored. */
    readonly updateFinding: (
      accountUuid: string,
      reportUuid: string,
      findingUuid: string,
      update: FindingUpdate,
    ) => Effect.Effect<Finding, ApiFailure>;
  }
>()("avow/services/contradictions/ContradictionsApi") {
  static readonly layer = Layer.effect(
    ContradictionsApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      return ContradictionsApi.of({
        detect: (accountUuid, documentUuid) =>
          http
            .execute({
              method: "POST",
              url: `${accountPath(accountUuid)}/detect-contradictions`,
              json: { documentUuid },
            })
            .pipe(Effect.flatMap(decodeResponse(ContradictionReport))),
        listReports: (accountUuid) =>
          http
            .execute({ method: "GET", url: `${accountPath(accountUuid)}/contradiction-reports` })
            .pipe(Effect.flatMap(decodeResponse(ReportList))),
        report: (accountUuid, reportUuid) =>
          http
            .execute({ method: "GET", url: reportPath(accountUuid, reportUuid) })
            .pipe(Effect.flatMap(decodeResponse(ContradictionReport))),
        updateFinding: (accountUuid, reportUuid, findingUuid, update) =>
          http
            .execute({
              method: "PUT",
              url: `${reportPath(accountUuid, reportUuid)}/findings/${encodeURIComponent(findingUuid)}`,
              json: update,
            })
            .pipe(Effect.flatMap(decodeResponse(Finding))),
      });
    }),
  );
}
