import { MatchersV3 } from "@pact-foundation/pact";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { IntegrityApi } from "../src/services/integrity/integrity.ts";
import { PACT_ACCOUNT, ProviderStates } from "./provider-states.ts";
import { INTEGRITY_AREAS } from "./schema/integrity.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, integer, eachLike } = MatchersV3;

const pact = avowPact();

const SHA256 = "^[0-9a-f]{64}$";
const ISO_MS = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$";
const EXAMPLE_SHA256 = "3e211369b19ed9bcd79b6a2ad93fa27b20e50817621e95282d008b3223576b7f";

const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };

/**
 * The check's answer as the SPA relies on it, by type: the counts are the provider's whole instance. The
 * state alters a stored file of the admin's organisation, so there is at least one problem, described.
 */
const problemsBody = {
  checkedAt: regex(ISO_MS, "2026-11-22T09:00:00.000Z"),
  ok: false,
  counts: {
    files: integer(3),
    documents: integer(4),
    leaves: integer(5),
    treeHeads: integer(5),
    reports: integer(1),
    queued: integer(0),
    auditAccounts: integer(2),
  },
  treeSize: integer(5),
  rootHash: regex(SHA256, "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
  problems: eachLike({
    area: regex(`^(${INTEGRITY_AREAS.join("|")})$`, "file"),
    subject: like(EXAMPLE_SHA256),
    problem: like("the stored file's bytes are not the recorded ones"),
  }),
  otherOrganisations: integer(0),
};

const check = (url: string, fresh: boolean) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* (yield* IntegrityApi).check({ fresh });
    }),
    { authToken: PACT_ACCOUNT.sessionToken },
  );

describe("Integrity check (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/admin/integrity?fresh=1 answers an admin what is wrong", () =>
    pact
      .addInteraction()
      .given(ProviderStates.adminWithAlteredFile)
      .uponReceiving("an admin asking for a fresh integrity check after a stored file was altered")
      .withRequest("GET", "/api/admin/integrity", (b) => b.query({ fresh: "1" }).headers(signedIn))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(problemsBody))
      .executeTest(async (mock) => {
        const exit = await check(mock.url, true);
        expect(Exit.isSuccess(exit)).toBe(true);
        if (!Exit.isSuccess(exit)) return;
        expect(exit.value.ok).toBe(false);
        expect(exit.value.problems).toEqual([
          {
            area: "file",
            subject: EXAMPLE_SHA256,
            problem: "the stored file's bytes are not the recorded ones",
          },
        ]);
        expect(exit.value.counts.files).toBe(3);
      }));

  it("GET /api/admin/integrity refuses a practitioner with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner asking for the integrity check")
      .withRequest("GET", "/api/admin/integrity", (b) => b.headers(signedIn))
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const exit = await check(mock.url, false);
        expect(failureTag(exit)).toBe("Forbidden");
        expect(JSON.stringify(exit)).toContain('"forbidden"');
      }));
});
