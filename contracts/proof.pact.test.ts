import { MatchersV3 } from "@pact-foundation/pact";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { LOG_KEY_URL, ProofApi } from "../src/services/proof/proof.ts";
import { LOG_ENTRY_KINDS } from "./proof/log-format.ts";
import { PACT_ACCOUNT, PACT_CLIENT, PACT_DOCUMENT, PACT_PROOF, ProviderStates } from "./provider-states.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, integer, atLeastLike } = MatchersV3;

const pact = avowPact();

const SHA256 = "^[0-9a-f]{64}$";
/** ISO 8601 UTC with milliseconds, as the log writes every time it signs or records. */
const ISO_MS = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$";
const KIND = `^(${LOG_ENTRY_KINDS.join("|")})$`;
const REFERENCE = "^[0-9a-z-]{1,64}$";
/**
 * Standard base64 of an Ed25519 signature (64 bytes), raw key (32 bytes) and SubjectPublicKeyInfo (44 bytes,
 * whose fixed 12-byte Ed25519 prefix is the 16 characters "MCowBQYDK2VwAyEA").
 */
const SIGNATURE = "^[A-Za-z0-9+/]{86}==$";
const RAW_KEY = "^[A-Za-z0-9+/]{43}=$";
const SPKI = "^MCowBQYDK2VwAyEA[A-Za-z0-9+/]{43}=$";

const EXAMPLE_ROOT = "9f1b4c8e2d7a6053b1e4f7a8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192";
const EXAMPLE_KEY_ID = "4d3c2b1a0f9e8d7c6b5a49382716054f3e2d1c0b9a8f7e6d5c4b3a2918070605";
const EXAMPLE_REFERENCE = "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a";

/** A signed tree head as the SPA relies on it (no RFC 3161 token where the provider has no authority set). */
const treeHeadBody = {
  treeSize: integer(1),
  rootHash: regex(SHA256, EXAMPLE_ROOT),
  timestamp: regex(ISO_MS, "2026-11-22T09:00:01.000Z"),
  signature: regex(SIGNATURE, `${"Q".repeat(86)}==`),
  keyId: regex(SHA256, EXAMPLE_KEY_ID),
  timestampToken: null,
};

const entryBody = (sha256: string) => ({
  kind: regex(KIND, "document"),
  sha256: regex(SHA256, sha256),
  recordedAt: regex(ISO_MS, "2026-11-22T09:00:00.000Z"),
  reference: regex(REFERENCE, EXAMPLE_REFERENCE),
});

/** An audit path: hashes, and none at all in a one-leaf tree. */
const hashes = atLeastLike(regex(SHA256, EXAMPLE_ROOT), 0, 1);

const publicKeyBody = {
  algorithm: "Ed25519",
  publicKey: regex(RAW_KEY, `${"K".repeat(43)}=`),
  spki: regex(SPKI, `MCowBQYDK2VwAyEA${"K".repeat(43)}=`),
  keyId: regex(SHA256, EXAMPLE_KEY_ID),
};

const run = <A, E>(
  url: string,
  use: (proof: ProofApi["Service"]) => Effect.Effect<A, E>,
  authToken?: string,
) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* use(yield* ProofApi);
    }),
    authToken === undefined ? {} : { authToken },
  );

describe("Proof log API (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/proof/tree-head answers the latest signed tree head", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone asking for the proof log's latest signed tree head")
      .withRequest("GET", "/api/proof/tree-head", (b) => b.headers(baseHeaders))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(treeHeadBody))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.treeHead());
        expect(Exit.isSuccess(exit) && exit.value.treeSize).toBeGreaterThanOrEqual(1);
      }));

  it("GET /api/proof/lookup/{sha256} finds a recorded document", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone looking up the fingerprint of a recorded document")
      .withRequest("GET", `/api/proof/lookup/${PACT_PROOF.sha256}`, (b) => b.headers(baseHeaders))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          recorded: true,
          leafIndex: integer(0),
          recordedAt: regex(ISO_MS, "2026-11-22T09:00:00.000Z"),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.lookup(PACT_PROOF.sha256));
        expect(Exit.isSuccess(exit) && exit.value.recorded).toBe(true);
      }));

  it("GET /api/proof/lookup/{sha256} says a fingerprint was never recorded", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone looking up a fingerprint the log never recorded")
      .withRequest("GET", `/api/proof/lookup/${PACT_PROOF.unknownSha256}`, (b) => b.headers(baseHeaders))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody({ recorded: false }))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.lookup(PACT_PROOF.unknownSha256));
        expect(Exit.isSuccess(exit) && exit.value).toEqual({ recorded: false });
      }));

  it("GET /api/proof/lookup/{sha256} refuses what is not a SHA-256 with 400", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone looking up something that is not a SHA-256")
      .withRequest("GET", "/api/proof/lookup/not-a-hash", (b) => b.headers(baseHeaders))
      .willRespondWith(400, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("invalid_request")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.lookup("not-a-hash"));
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"invalid_request"');
      }));

  it("GET /api/proof/inclusion?leafIndex= answers the entry, its audit path and the signed head", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone asking for the inclusion proof of the first leaf at the latest signed size")
      .withRequest("GET", "/api/proof/inclusion", (b) => b.headers(baseHeaders).query({ leafIndex: "0" }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          leafIndex: integer(0),
          treeSize: integer(1),
          entry: entryBody(PACT_PROOF.sha256),
          auditPath: hashes,
          treeHead: treeHeadBody,
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.inclusion(0));
        if (!Exit.isSuccess(exit)) throw new Error(`inclusion failed: ${JSON.stringify(exit)}`);
        expect(exit.value.leafIndex).toBe(0);
        expect(exit.value.treeHead.treeSize).toBe(exit.value.treeSize);
      }));

  it("GET /api/proof/inclusion?leafIndex= refuses a leaf outside the signed log with 400", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone asking for the inclusion proof of a leaf beyond the signed log")
      .withRequest("GET", "/api/proof/inclusion", (b) =>
        b.headers(baseHeaders).query({ leafIndex: "999999999" }),
      )
      .willRespondWith(400, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("proof_out_of_range")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.inclusion(999_999_999));
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"proof_out_of_range"');
      }));

  it("GET /api/proof/consistency?first= answers the proof from a signed size to the latest", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone asking for the consistency proof from size 1 to the latest signed size")
      .withRequest("GET", "/api/proof/consistency", (b) => b.headers(baseHeaders).query({ first: "1" }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({ first: integer(1), second: integer(1), proof: hashes }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.consistency(1));
        expect(Exit.isSuccess(exit) && exit.value.first).toBe(1);
      }));

  it("GET /.well-known/avow-log-key.json publishes the log's key, outside /api", () =>
    pact
      .addInteraction()
      .given(ProviderStates.proofLogWithDocument)
      .uponReceiving("anyone fetching the proof log's public key")
      // Outside /api: no header is required (the SPA's usual ones are sent and ignored).
      .withRequest("GET", LOG_KEY_URL)
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(publicKeyBody))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (p) => p.publicKey());
        expect(Exit.isSuccess(exit) && exit.value.algorithm).toBe("Ed25519");
      }));

  it("GET /api/account/{id}/doc/{docUuid}/certificate answers the document's certificate as a JSON attachment", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientStatement)
      .uponReceiving("a practitioner downloading the certificate of their client's written statement")
      .withRequest("GET", `/api/account/${PACT_CLIENT.uuid}/doc/${PACT_DOCUMENT.uuid}/certificate`, (b) =>
        b.headers({ ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            ...jsonResponseHeaders,
            "Content-Disposition": regex(
              '^attachment; filename="[^"]*\\.avow-certificate\\.json"; filename\\*=UTF-8\'\'\\S+\\.avow-certificate\\.json$',
              `attachment; filename="${PACT_DOCUMENT.title}.txt.avow-certificate.json"; filename*=UTF-8''What%20happened.txt.avow-certificate.json`,
            ),
          })
          .jsonBody({
            format: "avow-certificate/1",
            fileName: like(`${PACT_DOCUMENT.title}.txt`),
            size: integer(Buffer.byteLength(PACT_DOCUMENT.text)),
            entry: entryBody("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            leafIndex: integer(0),
            auditPath: hashes,
            treeHead: treeHeadBody,
            publicKey: publicKeyBody,
            verifyUrl: regex("^https?://\\S+/verify$", "https://avow.example/verify"),
            issuedAt: regex(ISO_MS, "2026-11-22T10:00:00.000Z"),
          }),
      )
      .executeTest(async (mock) => {
        const exit = await run(
          mock.url,
          (p) => p.certificate(PACT_CLIENT.uuid, PACT_DOCUMENT.uuid),
          PACT_ACCOUNT.sessionToken,
        );
        expect(Exit.isSuccess(exit) && exit.value.fileName).toBe("What happened.txt.avow-certificate.json");
        expect(Exit.isSuccess(exit) && exit.value.certificate.format).toBe("avow-certificate/1");
      }));

  it("GET /api/account/{id}/doc/{docUuid}/certificate.pdf answers the same certificate as a PDF attachment", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientStatement)
      .uponReceiving("a practitioner downloading the PDF certificate of their client's written statement")
      .withRequest("GET", `/api/account/${PACT_CLIENT.uuid}/doc/${PACT_DOCUMENT.uuid}/certificate.pdf`, (b) =>
        b.headers({ ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` }),
      )
      // The PDF's bytes are the server's (its tests read them back); the contract is the type and the name.
      .willRespondWith(200, (b) =>
        b.headers({
          "Content-Type": regex("^application/pdf$", "application/pdf"),
          "Content-Disposition": regex(
            '^attachment; filename="[^"]*\\.avow-certificate\\.pdf"; filename\\*=UTF-8\'\'\\S+\\.avow-certificate\\.pdf$',
            `attachment; filename="${PACT_DOCUMENT.title}.txt.avow-certificate.pdf"; filename*=UTF-8''What%20happened.txt.avow-certificate.pdf`,
          ),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(
          mock.url,
          (p) => p.certificatePdf(PACT_CLIENT.uuid, PACT_DOCUMENT.uuid),
          PACT_ACCOUNT.sessionToken,
        );
        expect(Exit.isSuccess(exit) && exit.value.fileName).toBe("What happened.txt.avow-certificate.pdf");
      }));
});
