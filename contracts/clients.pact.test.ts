import { MatchersV3 } from "@pact-foundation/pact";
import { Cause, Effect, Exit, Option } from "effect";
import { describe, expect, it } from "vitest";
import { ClientsApi } from "../src/services/clients/clients.ts";
import { PACT_ACCOUNT, PACT_CLIENT, ProviderStates } from "./provider-states.ts";
import type { NewClient } from "./schema/clients.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, eachLike, integer } = MatchersV3;

const pact = avowPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const ISO_TIME = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";
const PRACTITIONER_UUID = "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22";

const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };
const signedInJson = { ...signedIn, "Content-Type": regex("^application/json", "application/json") };

const practitionerBody = {
  uuid: regex(UUID, PRACTITIONER_UUID),
  firstName: like("Priya"),
  lastName: like("Shah"),
};

/** The state's client as the SPA relies on it; `invitationSentAt` as given (null, or a time). */
const clientBody = (overrides: Record<string, unknown> = {}) => ({
  uuid: regex(UUID, PACT_CLIENT.uuid),
  email: like(PACT_CLIENT.email),
  firstName: like("José"),
  lastName: like("Álvarez"),
  country2: regex("^[A-Z]{2}$", "ES"),
  language: regex("^(en|es|pt|de|fr)$", "es"),
  status: regex("^(invited|active|disabled)$", "invited"),
  assignedPractitioner: practitionerBody,
  createdAt: regex(ISO_TIME, "2026-11-22T09:00:00.000Z"),
  invitationSentAt: null,
  ...overrides,
});

const newClient: NewClient = {
  email: PACT_CLIENT.newEmail,
  title: "Mr",
  firstName: "Tomás",
  lastName: "Ortega",
  country: "ES",
  language: "es",
  currencyCode: "EUR",
  type: "User",
  sendConnectionEmail: true,
};

const run = <A, E>(url: string, use: (clients: ClientsApi["Service"]) => Effect.Effect<A, E>) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* use(yield* ClientsApi);
    }),
    { authToken: PACT_ACCOUNT.sessionToken },
  );

describe("Clients API (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/account/me/clients answers a page of the practitioner's clients", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner listing their clients, searching by name")
      .withRequest("GET", "/api/account/me/clients", (b) =>
        b.headers(signedIn).query({ page: "0", size: "20", q: "jose", scope: "my" }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          items: eachLike(clientBody()),
          page: integer(0),
          size: integer(20),
          total: integer(1),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.list({ page: 0, size: 20, q: "jose", scope: "my" }));
        expect(Exit.isSuccess(exit) && exit.value.items[0]?.uuid).toBe(PACT_CLIENT.uuid);
      }));

  it("GET /api/account/me/clients refuses a page size over 100 with 400", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner asking for a page of 101 clients")
      .withRequest("GET", "/api/account/me/clients", (b) => b.headers(signedIn).query({ size: "101" }))
      .willRespondWith(400, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("invalid_request")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.list({ size: 101 }));
        expect(failureTag(exit)).toBe("Invalid");
      }));

  it("POST /api/account/me/clients creates an invited client and emails the invitation", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner creating a client with the connection email")
      .withRequest("POST", "/api/account/me/clients", (b) => b.headers(signedInJson).jsonBody(newClient))
      .willRespondWith(201, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          clientBody({
            uuid: regex(UUID, "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"),
            email: like(newClient.email),
            title: like("Mr"),
            firstName: like("Tomás"),
            lastName: like("Ortega"),
            invitationSentAt: regex(ISO_TIME, "2026-11-22T09:00:00.000Z"),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.create(newClient));
        expect(Exit.isSuccess(exit) && exit.value.status).toBe("invited");
      }));

  it("POST /api/account/me/clients answers 409 email_taken for a known email", () => {
    const taken: NewClient = { ...newClient, email: PACT_CLIENT.email };
    return pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner creating a client whose email the organisation already has")
      .withRequest("POST", "/api/account/me/clients", (b) => b.headers(signedInJson).jsonBody(taken))
      .willRespondWith(409, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("email_taken")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.create(taken));
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"email_taken"');
      });
  });

  it("POST /api/account/me/clients answers 400 naming each wrong field", () => {
    // Sent as a person might type it before the form's own checks: the server checks again, field by field.
    const wrong = { ...newClient, email: "ana.example.org", firstName: " ", country: "XX" };
    return pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving(
        "a practitioner creating a client with a wrong email, an empty first name and no country",
      )
      .withRequest("POST", "/api/account/me/clients", (b) => b.headers(signedInJson).jsonBody(wrong))
      .willRespondWith(400, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          ...errorBody("invalid_request"),
          fields: {
            email: like("must be an email address such as ana@example.org"),
            firstName: like("must not be empty"),
            country: like("must be an ISO 3166-1 alpha-2 country code such as ES"),
          },
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.create(wrong));
        expect(failureTag(exit)).toBe("Invalid");
        const failure = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : Option.none();
        const fields = Option.isSome(failure) && failure.value._tag === "Invalid" ? failure.value.fields : {};
        expect(Object.keys(fields ?? {}).sort()).toEqual(["country", "email", "firstName"]);
      });
  });

  it("POST /api/account/me/clients/{id}/invite sends the invitation again", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner inviting their client again")
      .withRequest("POST", `/api/account/me/clients/${PACT_CLIENT.uuid}/invite`, (b) =>
        b.headers(signedInJson).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(clientBody({ invitationSentAt: regex(ISO_TIME, "2026-11-22T09:00:00.000Z") })),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.invite(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.invitationSentAt).toEqual(expect.any(String));
      }));

  it("POST /api/account/me/clients/{id}/invite answers 409 already_active for a confirmed client", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithActiveClient)
      .uponReceiving("a practitioner inviting a client who has already confirmed")
      .withRequest("POST", `/api/account/me/clients/${PACT_CLIENT.uuid}/invite`, (b) =>
        b.headers(signedInJson).jsonBody({}),
      )
      .willRespondWith(409, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("already_active")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.invite(PACT_CLIENT.uuid));
        expect(JSON.stringify(exit)).toContain('"already_active"');
      }));

  it("POST /api/account/me/clients/{id}/assign-to-me assigns the client to the caller", () =>
    pact
      .addInteraction()
      .given(ProviderStates.adminWithClient)
      .uponReceiving("an admin assigning a client to themselves")
      .withRequest("POST", `/api/account/me/clients/${PACT_CLIENT.uuid}/assign-to-me`, (b) =>
        b.headers(signedInJson).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(clientBody()))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.assignToMe(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.assignedPractitioner?.uuid).toBe(PRACTITIONER_UUID);
      }));

  it("POST /api/account/me/clients/{id}/assign-to-me answers 404 for an unknown client", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner assigning a client nobody has")
      .withRequest("POST", `/api/account/me/clients/${PACT_CLIENT.unknownUuid}/assign-to-me`, (b) =>
        b.headers(signedInJson).jsonBody({}),
      )
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.assignToMe(PACT_CLIENT.unknownUuid));
        expect(failureTag(exit)).toBe("NotFound");
      }));

  it("GET /api/account/{id}/summary answers the client's summary", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner reading their client's summary")
      .withRequest("GET", `/api/account/${PACT_CLIENT.uuid}/summary`, (b) => b.headers(signedIn))
      .willRespondWith(200, (b) => {
        const { createdAt: _createdAt, ...summary } = clientBody();
        return b.headers(jsonResponseHeaders).jsonBody({
          ...summary,
          documentsByCategory: {},
          uploadsCompletedAt: null,
          lastContradictionCheck: null,
          findings: integer(0),
        });
      })
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.summary(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.findings).toBe(0);
      }));

  it("GET /api/account/{id}/summary answers 404 for an unknown account", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner reading the summary of an account nobody has")
      .withRequest("GET", `/api/account/${PACT_CLIENT.unknownUuid}/summary`, (b) => b.headers(signedIn))
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.summary(PACT_CLIENT.unknownUuid));
        expect(failureTag(exit)).toBe("NotFound");
      }));

  it("DELETE /api/account/{uuid} lets an admin delete a client", () =>
    pact
      .addInteraction()
      .given(ProviderStates.adminWithClient)
      .uponReceiving("an admin deleting a client's account")
      .withRequest("DELETE", `/api/account/${PACT_CLIENT.uuid}`, (b) => b.headers(signedIn))
      .willRespondWith(204)
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.remove(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit)).toBe(true);
      }));

  it("DELETE /api/account/{uuid} refuses a practitioner with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner deleting a client's account")
      .withRequest("DELETE", `/api/account/${PACT_CLIENT.uuid}`, (b) => b.headers(signedIn))
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (c) => c.remove(PACT_CLIENT.uuid));
        expect(failureTag(exit)).toBe("Forbidden");
      }));
});
