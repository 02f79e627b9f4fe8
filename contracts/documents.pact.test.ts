import { MatchersV3, type Rules } from "@pact-foundation/pact";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { DocumentsApi } from "../src/services/documents/documents.ts";
import {
  PACT_ACCOUNT,
  PACT_CLIENT,
  PACT_DOCUMENT,
  PACT_UPLOAD_LIMIT,
  ProviderStates,
} from "./provider-states.ts";
import { DOCUMENT_CATEGORIES } from "./schema/documents.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, integer, boolean } = MatchersV3;

const pact = avowPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const ISO_TIME = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";
const SHA256 = "^[0-9a-f]{64}$";
const PRACTITIONER_UUID = "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22";
const CATEGORY = `^(${DOCUMENT_CATEGORIES.join("|")})$`;

const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };
const signedInJson = { ...signedIn, "Content-Type": regex("^application/json", "application/json") };

const docsUrl = `/api/account/${PACT_CLIENT.uuid}/doc`;
const statementUrl = `${docsUrl}/${PACT_DOCUMENT.uuid}`;

/** A document as the SPA relies on it: the state's written statement unless overridden. */
const documentBody = (overrides: Record<string, unknown> = {}) => ({
  uuid: regex(UUID, PACT_DOCUMENT.uuid),
  accountUuid: regex(UUID, PACT_CLIENT.uuid),
  fileName: like(`${PACT_DOCUMENT.title}.txt`),
  category: regex(CATEGORY, "statement"),
  size: integer(Buffer.byteLength(PACT_DOCUMENT.text)),
  contentType: like("text/plain; charset=utf-8"),
  sha256: regex(SHA256, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
  uploadedBy: { uuid: regex(UUID, PRACTITIONER_UUID), firstName: like("Priya"), lastName: like("Shah") },
  uploadedAt: regex(ISO_TIME, "2026-11-22T09:00:00.000Z"),
  origin: regex("^(upload|written)$", "written"),
  extractionStatus: regex("^(pending|done|failed|none)$", "done"),
  extractionFailure: null,
  version: integer(1),
  previousVersionUuid: null,
  seriesUuid: regex(UUID, PACT_DOCUMENT.uuid),
  ...overrides,
});

/**
 * A multipart body as a browser's FormData sends it (the category first, then the file). Pact's
 * `multipartBody()` takes file parts only, so the body is built by hand; the Content-Type header (whose
 * boundary the browser chooses) is matched by a pattern, and the parts by the rules of `multipartRules`.
 */
const BOUNDARY = "----avowPactBoundary7MA4YWxkTrZu0gW";
const multipartBody = (category: string, fileName: string, fileType: string, content: string): Buffer =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${category}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${fileType}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
  );
const multipartHeaders = {
  ...signedIn,
  "Content-Type": regex("^multipart/form-data;\\s*boundary=.+$", `multipart/form-data; boundary=${BOUNDARY}`),
};
/** The file part by its content type, the category by a pattern (the one the interaction sends). */
const multipartRules = (fileType: string, categoryPattern: string): Rules => ({
  body: [
    { path: "$.file", rules: [{ "pact:matcher:type": "contentType", value: fileType }] },
    { path: "$.category", rules: [regex(categoryPattern, "evidence")] },
  ],
});

const run = <A, E>(url: string, use: (documents: DocumentsApi["Service"]) => Effect.Effect<A, E>) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* use(yield* DocumentsApi);
    }),
    { authToken: PACT_ACCOUNT.sessionToken },
  );

const UPLOADED_TEXT = "I confirm that on 3 May I was at home with my sister.";
const HTML = "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>";
const TOO_LARGE = "a".repeat(PACT_UPLOAD_LIMIT + 1);

describe("Documents API (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/account/{id}/doc answers the client's documents", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientStatement)
      .uponReceiving("a practitioner listing their client's documents")
      .withRequest("GET", docsUrl, (b) => b.headers(signedIn))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({ items: MatchersV3.eachLike(documentBody()) }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.list(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.items[0]?.uuid).toBe(PACT_DOCUMENT.uuid);
      }));

  it("GET /api/account/{id}/doc answers 404 for an account nobody has", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner listing the documents of an account nobody has")
      .withRequest("GET", `/api/account/${PACT_CLIENT.unknownUuid}/doc`, (b) => b.headers(signedIn))
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.list(PACT_CLIENT.unknownUuid));
        expect(failureTag(exit)).toBe("NotFound");
      }));

  it("POST /api/account/{uuid}/doc/ stores an uploaded file (multipart: file, category)", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner uploading a text file for their client")
      .withRequest("POST", `${docsUrl}/`, (b) =>
        b
          .headers(multipartHeaders)
          .body(
            `multipart/form-data; boundary=${BOUNDARY}`,
            multipartBody("evidence", "note.txt", "text/plain", UPLOADED_TEXT),
          )
          .matchingRules(multipartRules("text/plain", CATEGORY)),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          documentBody({
            uuid: regex(UUID, "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a"),
            fileName: like("note.txt"),
            category: regex(CATEGORY, "evidence"),
            size: integer(Buffer.byteLength(UPLOADED_TEXT)),
            origin: regex("^(upload|written)$", "upload"),
            extractionStatus: regex("^(pending|done|failed|none)$", "pending"),
            seriesUuid: regex(UUID, "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a"),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const progress: number[] = [];
        const file = new File([UPLOADED_TEXT], "note.txt", { type: "text/plain" });
        const exit = await run(mock.url, (d) =>
          d.upload(PACT_CLIENT.uuid, file, "evidence", { onProgress: (loaded) => progress.push(loaded) }),
        );
        expect(Exit.isSuccess(exit) && exit.value.origin).toBe("upload");
        expect(progress.length).toBeGreaterThan(0);
      }));

  it("POST /api/account/{uuid}/doc/ refuses HTML named .pdf with 415", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner uploading an HTML page named .pdf")
      .withRequest("POST", `${docsUrl}/`, (b) =>
        b
          .headers(multipartHeaders)
          .body(
            `multipart/form-data; boundary=${BOUNDARY}`,
            multipartBody("evidence", "report.pdf", "application/pdf", HTML),
          )
          .matchingRules(multipartRules("text/html", CATEGORY)),
      )
      .willRespondWith(415, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(errorBody("unsupported_media_type")),
      )
      .executeTest(async (mock) => {
        const file = new File([HTML], "report.pdf", { type: "application/pdf" });
        const exit = await run(mock.url, (d) => d.upload(PACT_CLIENT.uuid, file, "evidence"));
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"unsupported_media_type"');
      }));

  it("POST /api/account/{uuid}/doc/ refuses an unknown category with 400", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner uploading a file with an unknown category")
      .withRequest("POST", `${docsUrl}/`, (b) =>
        b
          .headers(multipartHeaders)
          .body(
            `multipart/form-data; boundary=${BOUNDARY}`,
            multipartBody("diary", "note.txt", "text/plain", UPLOADED_TEXT),
          )
          .matchingRules(multipartRules("text/plain", "^diary$")),
      )
      .willRespondWith(400, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("invalid_request")))
      .executeTest(async (mock) => {
        const file = new File([UPLOADED_TEXT], "note.txt", { type: "text/plain" });
        // The SPA offers the fixed categories only; this is what an outdated SPA would meet.
        const exit = await run(mock.url, (d) => d.upload(PACT_CLIENT.uuid, file, "diary" as "other"));
        expect(failureTag(exit)).toBe("Invalid");
      }));

  it("POST /api/account/{uuid}/doc/ refuses a file over the limit with 413", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner uploading a file over the upload limit")
      .withRequest("POST", `${docsUrl}/`, (b) =>
        b
          .headers(multipartHeaders)
          .body(
            `multipart/form-data; boundary=${BOUNDARY}`,
            multipartBody("evidence", "big.txt", "text/plain", TOO_LARGE),
          )
          .matchingRules(multipartRules("text/plain", CATEGORY)),
      )
      .willRespondWith(413, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("payload_too_large")))
      .executeTest(async (mock) => {
        const file = new File([TOO_LARGE], "big.txt", { type: "text/plain" });
        const exit = await run(mock.url, (d) => d.upload(PACT_CLIENT.uuid, file, "evidence"));
        expect(JSON.stringify(exit)).toContain('"payload_too_large"');
      }));

  it("POST /api/account/{uuid}/doc/ refuses a reviewer with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.reviewerWithClientStatement)
      .uponReceiving("a reviewer uploading a file for a client")
      .withRequest("POST", `${docsUrl}/`, (b) =>
        b
          .headers(multipartHeaders)
          .body(
            `multipart/form-data; boundary=${BOUNDARY}`,
            multipartBody("evidence", "note.txt", "text/plain", UPLOADED_TEXT),
          )
          .matchingRules(multipartRules("text/plain", CATEGORY)),
      )
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const file = new File([UPLOADED_TEXT], "note.txt", { type: "text/plain" });
        const exit = await run(mock.url, (d) => d.upload(PACT_CLIENT.uuid, file, "evidence"));
        expect(failureTag(exit)).toBe("Forbidden");
      }));

  it("GET /api/account/{id}/doc/{docUuid}/file answers the stored bytes as an attachment", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientStatement)
      .uponReceiving("a practitioner downloading their client's written statement")
      .withRequest("GET", `${statementUrl}/file`, (b) => b.headers(signedIn))
      .willRespondWith(200, (b) =>
        b
          .headers({
            "Content-Type": regex("^text/plain(;.*)?$", "text/plain; charset=utf-8"),
            "Content-Disposition": regex(
              '^attachment; filename="[^"]*"; filename\\*=UTF-8\'\'\\S+$',
              `attachment; filename="${PACT_DOCUMENT.title}.txt"; filename*=UTF-8''What%20happened.txt`,
            ),
            "X-Content-Type-Options": "nosniff",
          })
          .body("text/plain", Buffer.from(PACT_DOCUMENT.text)),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.download(PACT_CLIENT.uuid, PACT_DOCUMENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.fileName).toBe("What happened.txt");
        expect(Exit.isSuccess(exit) && (await exit.value.blob.text())).toBe(PACT_DOCUMENT.text);
      }));

  it("GET /api/account/{id}/doc/{docUuid}/file answers 404 for a document nobody has", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner downloading a document nobody has")
      .withRequest("GET", `${docsUrl}/${PACT_DOCUMENT.unknownUuid}/file`, (b) => b.headers(signedIn))
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.download(PACT_CLIENT.uuid, PACT_DOCUMENT.unknownUuid));
        expect(failureTag(exit)).toBe("NotFound");
      }));

  it("DELETE /api/account/{uuid}/doc/{docUuid} deletes a document", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientStatement)
      .uponReceiving("a practitioner deleting their client's document")
      .withRequest("DELETE", statementUrl, (b) => b.headers(signedIn))
      .willRespondWith(204)
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.remove(PACT_CLIENT.uuid, PACT_DOCUMENT.uuid));
        expect(Exit.isSuccess(exit)).toBe(true);
      }));

  it("DELETE /api/account/{uuid}/doc/{docUuid} refuses a reviewer with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.reviewerWithClientStatement)
      .uponReceiving("a reviewer deleting a client's document")
      .withRequest("DELETE", statementUrl, (b) => b.headers(signedIn))
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.remove(PACT_CLIENT.uuid, PACT_DOCUMENT.uuid));
        expect(failureTag(exit)).toBe("Forbidden");
      }));

  it("POST /api/account/{uuid}/statements saves a new version of a written statement", () => {
    const statement = {
      title: PACT_DOCUMENT.title,
      text: "On 3 May I was at home, with my sister.",
      replaces: PACT_DOCUMENT.uuid,
    };
    return pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClientStatement)
      .uponReceiving("a practitioner saving a new version of their client's statement")
      .withRequest("POST", `/api/account/${PACT_CLIENT.uuid}/statements`, (b) =>
        b.headers(signedInJson).jsonBody(statement),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          documentBody({
            uuid: regex(UUID, "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b"),
            size: integer(Buffer.byteLength(statement.text)),
            extractionStatus: regex("^(pending|done|failed|none)$", "pending"),
            version: integer(2),
            previousVersionUuid: regex(UUID, PACT_DOCUMENT.uuid),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.writeStatement(PACT_CLIENT.uuid, statement));
        expect(Exit.isSuccess(exit) && exit.value.previousVersionUuid).toBe(PACT_DOCUMENT.uuid);
      });
  });

  it("POST /api/account/me/upload-complete records that a client has finished uploading", () =>
    pact
      .addInteraction()
      .given(ProviderStates.clientWithPractitioner)
      .uponReceiving("a client saying they have finished uploading")
      .withRequest("POST", "/api/account/me/upload-complete", (b) => b.headers(signedInJson).jsonBody({}))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          uploadsCompletedAt: regex(ISO_TIME, "2026-11-22T09:00:00.000Z"),
          practitionerNotified: boolean(true),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.completeUploads());
        expect(Exit.isSuccess(exit) && exit.value.practitionerNotified).toBe(true);
      }));

  it("POST /api/account/me/upload-complete refuses a professional with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner saying they have finished uploading")
      .withRequest("POST", "/api/account/me/upload-complete", (b) => b.headers(signedInJson).jsonBody({}))
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (d) => d.completeUploads());
        expect(failureTag(exit)).toBe("Forbidden");
      }));
});
