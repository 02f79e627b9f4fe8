import { MatchersV3 } from "@pact-foundation/pact";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { FacebookApi } from "../src/services/facebook/facebook.ts";
import { PACT_ACCOUNT, PACT_CLIENT, PACT_FACEBOOK, ProviderStates } from "./provider-states.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, boolean, fromProviderState } = MatchersV3;

const pact = avowPact();

const ISO_TIME = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";
const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };
const signedInJson = { ...signedIn, "Content-Type": regex("^application/json", "application/json") };

/** A linked profile as the SPA relies on it. */
const profileBody = {
  providerId: like(PACT_FACEBOOK.providerId),
  name: like(PACT_FACEBOOK.name),
  profileUrl: regex("^https?://\\S+$", PACT_FACEBOOK.profileUrl),
  linkedAt: regex(ISO_TIME, "2026-11-26T12:00:00.000Z"),
};

const run = <A, E>(url: string, use: (facebook: FacebookApi["Service"]) => Effect.Effect<A, E>) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* use(yield* FacebookApi);
    }),
    { authToken: PACT_ACCOUNT.sessionToken },
  );

describe("Facebook link API (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/account/facebook/status says whether the link is on", () =>
    pact
      .addInteraction()
      .given(ProviderStates.clientWithPractitioner)
      .uponReceiving("a client asking whether profiles can be linked")
      .withRequest("GET", "/api/account/facebook/status", (b) => b.headers(signedIn))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody({ enabled: boolean(true) }))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (f) => f.status());
        expect(exit).toEqual(Exit.succeed({ enabled: true }));
      }));

  it("POST /api/account/me/facebook/link answers the provider's page", () =>
    pact
      .addInteraction()
      .given(ProviderStates.clientWithPractitioner)
      .uponReceiving("a client starting to link their Facebook profile")
      .withRequest("POST", "/api/account/me/facebook/link", (b) =>
        b.headers(signedInJson).jsonBody({ returnTo: "/app" }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          authorizationUrl: regex(
            "^https?://.+[?&]code_challenge_method=S256(&.*)?$",
            "https://www.facebook.com/v19.0/dialog/oauth?response_type=code&client_id=1&state=s&code_challenge=c&code_challenge_method=S256",
          ),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (f) => f.start("/app"));
        expect(Exit.isSuccess(exit) && exit.value.authorizationUrl).toContain("code_challenge_method=S256");
      }));

  it("POST /api/account/me/facebook/link refuses a professional with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner starting to link a Facebook profile")
      .withRequest("POST", "/api/account/me/facebook/link", (b) =>
        b.headers(signedInJson).jsonBody({ returnTo: "/app" }),
      )
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        expect(failureTag(await run(mock.url, (f) => f.start("/app")))).toBe("Forbidden");
      }));

  it("POST /api/account/me/facebook/callback completes the link and says where to return", () =>
    pact
      .addInteraction()
      .given(ProviderStates.clientStartedFacebookLink)
      .uponReceiving("a client coming back from the provider with a code")
      .withRequest("POST", "/api/account/me/facebook/callback", (b) =>
        b.headers(signedInJson).jsonBody({
          // The provider's code and Avow's state are made during the state: handed over by it.
          code: fromProviderState("${code}", PACT_FACEBOOK.exampleCode),
          state: fromProviderState("${state}", PACT_FACEBOOK.exampleState),
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({ profile: profileBody, returnTo: like("/app") }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (f) =>
          f.complete({ code: PACT_FACEBOOK.exampleCode, state: PACT_FACEBOOK.exampleState }),
        );
        expect(Exit.isSuccess(exit) && exit.value.profile.name).toBe(PACT_FACEBOOK.name);
      }));

  it("POST /api/account/me/facebook/callback answers 400 invalid_state for a state it never issued", () =>
    pact
      .addInteraction()
      .given(ProviderStates.clientWithPractitioner)
      .uponReceiving("a client coming back with a state Avow never issued")
      .withRequest("POST", "/api/account/me/facebook/callback", (b) =>
        b
          .headers(signedInJson)
          .jsonBody({ code: PACT_FACEBOOK.exampleCode, state: PACT_FACEBOOK.exampleState }),
      )
      .willRespondWith(400, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("invalid_state")))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (f) =>
          f.complete({ code: PACT_FACEBOOK.exampleCode, state: PACT_FACEBOOK.exampleState }),
        );
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"invalid_state"');
      }));

  it("GET /api/account/facebook/me answers a client's linked profile to their practitioner", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithLinkedClient)
      .uponReceiving("a practitioner reading their client's linked Facebook profile")
      .withRequest("GET", "/api/account/facebook/me", (b) =>
        b.headers(signedIn).query({ accountUuid: PACT_CLIENT.uuid }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(profileBody))
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (f) => f.profile(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.providerId).toBe(PACT_FACEBOOK.providerId);
      }));

  it("GET /api/account/facebook/me answers 404 when the client has linked none", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithClient)
      .uponReceiving("a practitioner reading the profile of a client who linked none")
      .withRequest("GET", "/api/account/facebook/me", (b) =>
        b.headers(signedIn).query({ accountUuid: PACT_CLIENT.uuid }),
      )
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        expect(failureTag(await run(mock.url, (f) => f.profile(PACT_CLIENT.uuid)))).toBe("NotFound");
      }));

  it("DELETE /api/account/me/facebook unlinks the caller's profile", () =>
    pact
      .addInteraction()
      .given(ProviderStates.clientWithLinkedProfile)
      .uponReceiving("a client unlinking their Facebook profile")
      .withRequest("DELETE", "/api/account/me/facebook", (b) => b.headers(signedIn))
      .willRespondWith(204)
      .executeTest(async (mock) => {
        expect(Exit.isSuccess(await run(mock.url, (f) => f.unlink()))).toBe(true);
      }));

  it("DELETE /api/account/me/facebook answers 404 when nothing is linked", () =>
    pact
      .addInteraction()
      .given(ProviderStates.clientWithPractitioner)
      .uponReceiving("a client unlinking a profile they never linked")
      .withRequest("DELETE", "/api/account/me/facebook", (b) => b.headers(signedIn))
      .willRespondWith(404, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("not_found")))
      .executeTest(async (mock) => {
        expect(failureTag(await run(mock.url, (f) => f.unlink()))).toBe("NotFound");
      }));
});
