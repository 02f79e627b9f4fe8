import { MatchersV3 } from "@pact-foundation/pact";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { ContradictionsApi } from "../src/services/contradictions/contradictions.ts";
import {
  PACT_ACCOUNT,
  PACT_CLIENT,
  PACT_CONFLICT,
  PACT_DOCUMENT,
  ProviderStates,
} from "./provider-states.ts";
import { FINDING_STATUSES, FINDING_TYPES } from "./schema/contradictions.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, integer, number, eachLike, eachValueMatches, fromProviderState } = MatchersV3;

const pact = avowPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const ISO_TIME = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";
const SHA256 = "^[0-9a-f]{64}$";
const PRACTITIONER_UUID = "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22";
const TYPE = `^(${FINDING_TYPES.join("|")})$`;
const STATUS = `^(${FINDING_STATUSES.join("|")})$`;
const { first, second } = PACT_CONFLICT;

const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };
const signedInJson = { ...signedIn, "Content-Type": regex("^application/json", "application/json") };

const accountUrl = `/api/account/${PACT_CLIENT.uuid}`;
const reportsUrl = `${accountUrl}/contradiction-reports`;
// The report and finding uuids are the provider's: its state hands them over.
const reportUrl = fromProviderState(
  `${reportsUrl}/\${reportUuid}`,
  `${reportsUrl}/${PACT_CONFLICT.exampleReportUuid}`,
);
const findingUrl = fromProviderState(
  `${reportsUrl}/\${reportUuid}/findings/\${findingUuid}`,
  `${reportsUrl}/${PACT_CONFLICT.exampleReportUuid}/findings/${PACT_CONFLICT.exampleFindingUuid}`,
);

const person = { uuid: regex(UUID, PRACTITIONER_UUID), firstName: like("Priya"), lastName: like("Shah") };

/** One side of a finding as the SPA relies on it. */
const passageBody = (document: { uuid: string; title: string; text: string }, day: string) => ({
  documentUuid: regex(UUID, document.uuid),
  fileName: like(`${document.title}.txt`),
  sentence: like(document.text),
  sentenceStart: integer(0),
  sentenceEnd: integer(document.text.length),
  valueStart: integer(23),
  valueEnd: integer(35),
  value: like(`${day} March 2019`),
  normalised: like(`2019-03-0${day}`),
  language: like("en"),
});

/** A finding as the SPA relies on it: open unless overridden. */
const findingBody = (overrides: Record<string, unknown> = {}) => ({
  uuid: regex(UUID, PACT_CONFLICT.exampleFindingUuid),
  type: regex(TYPE, "date"),
  confidence: number(0.9),
  subject: like("I"),
  attribute: like("arrival"),
  left: passageBody(second, "5"),
  right: passageBody(first, "3"),
  explanation: {
    code: like("date_conflict"),
    params: eachValueMatches({ left: "2019-03-05", right: "2019-03-03" }, like("2019-03-05")),
  },
  status: regex(STATUS, "open"),
  note: null,
  resolvedBy: null,
  resolvedAt: null,
  ...overrides,
});

const input = (document: { uuid: string; title: string; text: string }) => ({
  documentUuid: regex(UUID, document.uuid),
  fileName: like(`${document.title}.txt`),
  sha256: regex(SHA256, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
});

/** The report of `second` checked against `first`. */
const reportBody = (uuid: unknown) => ({
  uuid,
  accountUuid: regex(UUID, PACT_CLIENT.uuid),
  documentUuid: regex(UUID, second.uuid),
  engineVersion: like("1.0.0"),
  createdAt: regex(ISO_TIME, "2026-11-25T10:00:00.000Z"),
  createdBy: person,
  inputs: eachLike(input(second)),
  coverage: {
    documents: integer(2),
    sentences: integer(2),
    claims: integer(2),
    languages: eachLike("en"),
  },
  findings: eachLike(findingBody()),
});

const run = <A, E>(url: string, use: (contradictions: ContradictionsApi["Service"]) => Effect.Effect<A, E>) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* use(yield* ContradictionsApi);
    }),
    { authToken: PACT_ACCOUNT.sessionToken },
  );

const NOTE = "She corrected the date after checking her ticket.";

describe("Contradictions API (consumer: avow-spa, provider: avow-api)", () => {
  it("POST /api/account/{id}/detect-contradictions checks a statement and answers the stored report", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithConflictingStatements)
      .uponReceiving("a practitioner checking their client's statement for contradictions")
      .withRequest("POST", `${accountUrl}/detect-contradictions`, (b) =>
        b.headers(signedInJson).jsonBody({ documentUuid: second.uuid }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(reportBody(regex(UUID, PACT_CONFLICT.exampleReportUuid))),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.detect(PACT_CLIENT.uuid, second.uuid));
        expect(Exit.isSuccess(exit) && exit.value.findings[0]?.type).toBe("date");
      }));

  it("POST /api/account/{id}/detect-contradictions answers 404 for a document the account does not have", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithConflictingStatements)
      .uponReceiving("a practitioner checking a document nobody has")
      .withRequest("POST", `${accountUrl}/detect-contradictions`, (b) =>
        b.headers(signedInJson).jsonBody({ documentUuid: PACT_DOCUMENT.unknownUuid }),
      )
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.detect(PACT_CLIENT.uuid, PACT_DOCUMENT.unknownUuid));
        expect(failureTag(exit)).toBe("NotFound");
      }));

  it("POST /api/account/{id}/detect-contradictions answers 409 text_not_ready while the text is extracted", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithPendingStatement)
      .uponReceiving("a practitioner checking a statement whose text is not extracted yet")
      .withRequest("POST", `${accountUrl}/detect-contradictions`, (b) =>
        b.headers(signedInJson).jsonBody({ documentUuid: PACT_DOCUMENT.uuid }),
      )
      .willRespondWith(409, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("text_not_ready")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.detect(PACT_CLIENT.uuid, PACT_DOCUMENT.uuid));
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"text_not_ready"');
      }));

  it("POST /api/account/{id}/detect-contradictions refuses a reviewer with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.reviewerWithClientStatement)
      .uponReceiving("a reviewer checking a client's statement for contradictions")
      .withRequest("POST", `${accountUrl}/detect-contradictions`, (b) =>
        b.headers(signedInJson).jsonBody({ documentUuid: PACT_DOCUMENT.uuid }),
      )
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.detect(PACT_CLIENT.uuid, PACT_DOCUMENT.uuid));
        expect(failureTag(exit)).toBe("Forbidden");
      }));

  it("GET /api/account/{id}/contradiction-reports answers the account's reports, newest first", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithContradictionReport)
      .uponReceiving("a practitioner listing their client's contradiction reports")
      .withRequest("GET", reportsUrl, (b) => b.headers(signedIn))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          items: eachLike({
            uuid: regex(UUID, PACT_CONFLICT.exampleReportUuid),
            accountUuid: regex(UUID, PACT_CLIENT.uuid),
            documentUuid: regex(UUID, second.uuid),
            engineVersion: like("1.0.0"),
            createdAt: regex(ISO_TIME, "2026-11-25T10:00:00.000Z"),
            findings: integer(1),
            open: integer(1),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.listReports(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.items[0]?.open).toBe(1);
      }));

  it("GET /api/account/{id}/contradiction-reports/{reportUuid} answers the report with its findings", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithContradictionReport)
      .uponReceiving("a practitioner reading a contradiction report of their client")
      .withRequest("GET", reportUrl, (b) => b.headers(signedIn))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(reportBody(fromProviderState("${reportUuid}", PACT_CONFLICT.exampleReportUuid))),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.report(PACT_CLIENT.uuid, PACT_CONFLICT.exampleReportUuid));
        expect(Exit.isSuccess(exit) && exit.value.inputs.length).toBe(1);
      }));

  it("GET /api/account/{id}/contradiction-reports/{reportUuid} answers 404 for a report nobody has", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithConflictingStatements)
      .uponReceiving("a practitioner reading a contradiction report nobody has")
      .withRequest("GET", `${reportsUrl}/${PACT_CONFLICT.unknownReportUuid}`, (b) => b.headers(signedIn))
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.report(PACT_CLIENT.uuid, PACT_CONFLICT.unknownReportUuid));
        expect(failureTag(exit)).toBe("NotFound");
      }));

  it("PUT …/findings/{findingUuid} marks a finding explained with a note", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithContradictionReport)
      .uponReceiving("a practitioner marking a finding explained")
      .withRequest("PUT", findingUrl, (b) =>
        b.headers(signedInJson).jsonBody({ status: "explained", note: NOTE }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          findingBody({
            uuid: fromProviderState("${findingUuid}", PACT_CONFLICT.exampleFindingUuid),
            status: regex(STATUS, "explained"),
            note: like(NOTE),
            resolvedBy: person,
            resolvedAt: regex(ISO_TIME, "2026-11-25T10:05:00.000Z"),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) =>
          c.updateFinding(
            PACT_CLIENT.uuid,
            PACT_CONFLICT.exampleReportUuid,
            PACT_CONFLICT.exampleFindingUuid,
            {
              status: "explained",
              note: NOTE,
            },
          ),
        );
        expect(Exit.isSuccess(exit) && exit.value.status).toBe("explained");
      }));

  it("PUT …/findings/{findingUuid} refuses explained without a note with 400, naming the field", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithContradictionReport)
      .uponReceiving("a practitioner marking a finding explained without a note")
      .withRequest("PUT", findingUrl, (b) => b.headers(signedInJson).jsonBody({ status: "explained" }))
      .willRespondWith(400, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          ...errorBody("invalid_request"),
          fields: { note: like("must say how the finding is explained") },
        }),
      )
      .executeTest(async (mock) => {
        // The SPA's form refuses it first; this is what an outdated or hand-made call meets.
        const exit = await run(mock.url, (c) =>
          c.updateFinding(
            PACT_CLIENT.uuid,
            PACT_CONFLICT.exampleReportUuid,
            PACT_CONFLICT.exampleFindingUuid,
            {
              status: "explained",
            } as never,
          ),
        );
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"note"');
      }));

  it("PUT …/findings/{findingUuid} refuses a reviewer with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.reviewerWithContradictionReport)
      .uponReceiving("a reviewer marking a finding dismissed")
      .withRequest("PUT", findingUrl, (b) => b.headers(signedInJson).jsonBody({ status: "dismissed" }))
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) =>
          c.updateFinding(
            PACT_CLIENT.uuid,
            PACT_CONFLICT.exampleReportUuid,
            PACT_CONFLICT.exampleFindingUuid,
            {
              status: "dismissed",
            },
          ),
        );
        expect(failureTag(exit)).toBe("Forbidden");
      }));
});
