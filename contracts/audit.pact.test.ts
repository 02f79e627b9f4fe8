import { MatchersV3 } from "@pact-foundation/pact";
import { Effect, Exit, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { AuditApi } from "../src/services/audit/audit.ts";
import { PACT_ACCOUNT, PACT_CLIENT, PACT_DOCUMENT, ProviderStates } from "./provider-states.ts";
import { AUDIT_ACTOR_ROLES, AuditExport } from "./schema/audit.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, eachLike, boolean, integer } = MatchersV3;

const pact = avowPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const ISO_TIME = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$";
const HASH = "^[0-9a-f]{64}$";
const ACTION = "^[a-z][a-z_]*\\.[a-z][a-z_]*$";
const ROLE = `^(${AUDIT_ACTOR_ROLES.join("|")})$`;
const PRACTITIONER_UUID = "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22";

const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };
const auditUrl = (accountUuid: string) => `/api/account/${accountUuid}/audit`;

const run = <A, E>(url: string, use: (api: AuditApi["Service"]) => Effect.Effect<A, E>) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* use(yield* AuditApi);
    }),
    { authToken: PACT_ACCOUNT.sessionToken },
  );

describe("Audit trail API (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/account/{id}/audit answers a page of the trail, newest first, and whether the chain holds", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientAuditTrail)
      .uponReceiving("a practitioner reading the first page of their client's audit trail")
      .withRequest("GET", auditUrl(PACT_CLIENT.uuid), (b) =>
        b.query({ page: "0", size: "50" }).headers(signedIn),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          // Every event of the state is the practitioner's, about the client's statement (which still exists).
          items: eachLike({
            seq: integer(2),
            occurredAt: regex(ISO_TIME, "2026-11-28T10:00:00.000Z"),
            action: regex(ACTION, "document.downloaded"),
            actor: {
              role: regex(ROLE, "practitioner"),
              account: {
                uuid: regex(UUID, PRACTITIONER_UUID),
                firstName: like("Priya"),
                lastName: like("Shah"),
              },
            },
            subject: regex(UUID, PACT_DOCUMENT.uuid),
            details: like({}),
            document: { uuid: regex(UUID, PACT_DOCUMENT.uuid), fileName: like(`${PACT_DOCUMENT.title}.txt`) },
          }),
          page: 0,
          size: 50,
          total: integer(2),
          chainValid: boolean(true),
          brokenAt: null,
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.list(PACT_CLIENT.uuid, 0, 50));
        expect(Exit.isSuccess(exit) && exit.value).toMatchObject({ page: 0, size: 50, chainValid: true });
        expect(Exit.isSuccess(exit) && exit.value.items[0]?.document?.uuid).toBe(PACT_DOCUMENT.uuid);
      }));

  it("GET /api/account/{id}/audit answers 404 for an account the caller cannot know", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientAuditTrail)
      .uponReceiving("a practitioner reading the audit trail of an account nobody has")
      .withRequest("GET", auditUrl(PACT_CLIENT.unknownUuid), (b) =>
        b.query({ page: "0", size: "50" }).headers(signedIn),
      )
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.list(PACT_CLIENT.unknownUuid, 0, 50));
        expect(failureTag(exit)).toBe("NotFound");
      }));

  it("GET /api/account/{id}/audit/export?format=json answers the whole trail with its hashes, as a file", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientAuditTrail)
      .uponReceiving("a practitioner exporting their client's audit trail as JSON")
      .withRequest("GET", `${auditUrl(PACT_CLIENT.uuid)}/export`, (b) =>
        b.query({ format: "json" }).headers(signedIn),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            ...jsonResponseHeaders,
            "Content-Disposition": regex(
              '^attachment; filename="avow-audit-[^"]+\\.json".*$',
              `attachment; filename="avow-audit-${PACT_CLIENT.uuid}-2026-11-28.json"`,
            ),
          })
          .jsonBody({
            format: "avow-audit-export/1",
            accountUuid: regex(UUID, PACT_CLIENT.uuid),
            exportedAt: regex(ISO_TIME, "2026-11-28T10:05:00.000Z"),
            chainValid: boolean(true),
            problems: [],
            events: eachLike({
              seq: integer(1),
              occurredAt: regex(ISO_TIME, "2026-11-28T10:00:00.000Z"),
              accountUuid: regex(UUID, PACT_CLIENT.uuid),
              actorUuid: regex(UUID, PRACTITIONER_UUID),
              actorRole: regex(ROLE, "practitioner"),
              action: regex(ACTION, "statement.written"),
              subject: regex(UUID, PACT_DOCUMENT.uuid),
              details: like({}),
              prevHash: regex(HASH, "0".repeat(64)),
              hash: regex(HASH, "a".repeat(64)),
            }),
          }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.exportTrail(PACT_CLIENT.uuid, "json"));
        expect(Exit.isSuccess(exit)).toBe(true);
        if (!Exit.isSuccess(exit)) return;
        expect(exit.value.fileName).toMatch(/^avow-audit-.*\.json$/);
        // What the browser saves is the contract's export, events and all.
        const saved = Schema.decodeUnknownSync(Schema.fromJsonString(AuditExport))(
          await exit.value.blob.text(),
        );
        expect(saved).toMatchObject({ accountUuid: PACT_CLIENT.uuid, chainValid: true, problems: [] });
        expect(saved.events.length).toBeGreaterThan(0);
      }));

  it("GET /api/account/{id}/audit/export answers 404 for an account the caller cannot know", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientAuditTrail)
      .uponReceiving("a practitioner exporting the audit trail of an account nobody has")
      .withRequest("GET", `${auditUrl(PACT_CLIENT.unknownUuid)}/export`, (b) =>
        b.query({ format: "csv" }).headers(signedIn),
      )
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.exportTrail(PACT_CLIENT.unknownUuid, "csv"));
        expect(failureTag(exit)).toBe("NotFound");
      }));
});
