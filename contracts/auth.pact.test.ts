import { MatchersV3 } from "@pact-foundation/pact";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { AccountApi } from "../src/services/account/account.ts";
import { AuthApi } from "../src/services/auth/auth.ts";
import { EXAMPLE_SKIN } from "./fixtures/example-skin.ts";
import { PACT_ACCOUNT, ProviderStates } from "./provider-states.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import {
  avowPact,
  baseHeaders,
  errorBody,
  jsonResponseHeaders as jsonHeaders,
  skinBody,
} from "./support/pact.ts";

const { like, regex, eachLike } = MatchersV3;

const pact = avowPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const jsonRequest = { ...baseHeaders, "Content-Type": regex("^application/json", "application/json") };
const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };

const accountBody = {
  uuid: regex(UUID, "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22"),
  organisationUuid: regex(UUID, "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71"),
  email: like(PACT_ACCOUNT.email),
  firstName: like("Priya"),
  lastName: like("Shah"),
  country2: regex("^[A-Z]{2}$", "GB"),
  language: regex("^(en|es|pt|de|fr)$", "en"),
  currencyCode: regex("^[A-Z]{3}$", "GBP"),
  roles: eachLike(regex("^ROLE_(USER|PRACTITIONER|REVIEWER|ADMIN)$", "ROLE_PRACTITIONER")),
  status: regex("^(invited|active|disabled)$", "active"),
  createdAt: like("2026-11-22T09:00:00.000Z"),
};
const sessionBody = { token: regex("^[A-Za-z0-9_-]{43}$", "x".repeat(43)), account: accountBody };

const program = <A, E>(
  use: (services: { auth: AuthApi["Service"]; account: AccountApi["Service"] }) => Effect.Effect<A, E>,
) =>
  Effect.gen(function* () {
    const auth = yield* AuthApi;
    const account = yield* AccountApi;
    return yield* use({ auth, account });
  });

describe("Auth and Account APIs (consumer: avow-spa, provider: avow-api)", () => {
  it("POST /api/auth/login signs in", () =>
    pact
      .addInteraction()
      .given(ProviderStates.activeAccount)
      .uponReceiving("a sign-in with the right password")
      .withRequest("POST", "/api/auth/login", (b) =>
        b.headers(jsonRequest).jsonBody({ email: PACT_ACCOUNT.email, password: PACT_ACCOUNT.password }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(sessionBody))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) => auth.login({ email: PACT_ACCOUNT.email, password: PACT_ACCOUNT.password })),
        );
        expect(Exit.isSuccess(exit) && exit.value.account.roles).toEqual(["ROLE_PRACTITIONER"]);
      }));

  it("POST /api/auth/login answers 401 for a wrong password", () =>
    pact
      .addInteraction()
      .given(ProviderStates.activeAccount)
      .uponReceiving("a sign-in with a wrong password")
      .withRequest("POST", "/api/auth/login", (b) =>
        b.headers(jsonRequest).jsonBody({ email: PACT_ACCOUNT.email, password: "Wrong-Password-1" }),
      )
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(errorBody("invalid_credentials")))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) => auth.login({ email: PACT_ACCOUNT.email, password: "Wrong-Password-1" })),
        );
        expect(failureTag(exit)).toBe("Unauthorized");
      }));

  it("POST /api/auth/login answers 400 for a malformed email", () =>
    pact
      .addInteraction()
      .uponReceiving("a sign-in with a malformed email")
      .withRequest("POST", "/api/auth/login", (b) =>
        b.headers(jsonRequest).jsonBody({ email: "not-an-email", password: "x" }),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(errorBody("invalid_request")))
      .executeTest(async (mock) => {
        expect(
          failureTag(
            await runAgainst(
              mock.url,
              program(({ auth }) => auth.login({ email: "not-an-email", password: "x" })),
            ),
          ),
        ).toBe("Invalid");
      }));

  it("POST /api/auth/logout ends the session", () =>
    pact
      .addInteraction()
      .given(ProviderStates.signedIn)
      .uponReceiving("a sign-out")
      .withRequest("POST", "/api/auth/logout", (b) =>
        b
          .headers({ ...signedIn, "Content-Type": regex("^application/json", "application/json") })
          .jsonBody({}),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        // As the SPA signs out: storage already cleared, the token passed explicitly.
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) => auth.logout(PACT_ACCOUNT.sessionToken)),
        );
        expect(Exit.isSuccess(exit)).toBe(true);
      }));

  it("POST /api/auth/logout answers 401 without a session", () =>
    pact
      .addInteraction()
      .uponReceiving("a sign-out without a session")
      .withRequest("POST", "/api/auth/logout", (b) => b.headers(jsonRequest).jsonBody({}))
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(errorBody("unauthenticated")))
      .executeTest(async (mock) => {
        expect(
          failureTag(
            await runAgainst(
              mock.url,
              program(({ auth }) => auth.logout()),
            ),
          ),
        ).toBe("Unauthorized");
      }));

  it("POST /api/auth/confirm-account sets the password and signs in", () =>
    pact
      .addInteraction()
      .given(ProviderStates.invitedAccount)
      .uponReceiving("an account confirmation with a strong password")
      .withRequest("POST", "/api/auth/confirm-account", (b) =>
        b
          .headers(jsonRequest)
          .jsonBody({ token: PACT_ACCOUNT.confirmationToken, password: PACT_ACCOUNT.password }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(sessionBody))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) =>
            auth.confirmAccount({ token: PACT_ACCOUNT.confirmationToken, password: PACT_ACCOUNT.password }),
          ),
        );
        expect(Exit.isSuccess(exit)).toBe(true);
      }));

  it("POST /api/auth/confirm-account refuses a weak password, naming the rules", () =>
    pact
      .addInteraction()
      .given(ProviderStates.invitedAccount)
      .uponReceiving("an account confirmation with a weak password")
      .withRequest("POST", "/api/auth/confirm-account", (b) =>
        b.headers(jsonRequest).jsonBody({ token: PACT_ACCOUNT.confirmationToken, password: "weak" }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({ ...errorBody("weak_password"), rules: eachLike(like("length")) }),
      )
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) =>
            auth.confirmAccount({ token: PACT_ACCOUNT.confirmationToken, password: "weak" }),
          ),
        );
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain("weak_password");
      }));

  it("POST /api/auth/confirm-account refuses a used link", () =>
    pact
      .addInteraction()
      .given(ProviderStates.usedConfirmation)
      .uponReceiving("an account confirmation with a used token")
      .withRequest("POST", "/api/auth/confirm-account", (b) =>
        b
          .headers(jsonRequest)
          .jsonBody({ token: PACT_ACCOUNT.confirmationToken, password: PACT_ACCOUNT.password }),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(errorBody("invalid_token")))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) =>
            auth.confirmAccount({ token: PACT_ACCOUNT.confirmationToken, password: PACT_ACCOUNT.password }),
          ),
        );
        expect(JSON.stringify(exit)).toContain("invalid_token");
      }));

  it("POST /api/auth/reset-password/request is accepted whatever the email", () =>
    pact
      .addInteraction()
      .uponReceiving("a password reset request")
      .withRequest("POST", "/api/auth/reset-password/request", (b) =>
        b.headers(jsonRequest).jsonBody({ email: "someone@example.org" }),
      )
      .willRespondWith(202)
      .executeTest(async (mock) => {
        expect(
          Exit.isSuccess(
            await runAgainst(
              mock.url,
              program(({ auth }) => auth.requestPasswordReset({ email: "someone@example.org" })),
            ),
          ),
        ).toBe(true);
      }));

  it("POST /api/auth/reset-password sets a new password", () =>
    pact
      .addInteraction()
      .given(ProviderStates.resetToken)
      .uponReceiving("a password reset with a valid token")
      .withRequest("POST", "/api/auth/reset-password", (b) =>
        b.headers(jsonRequest).jsonBody({ token: PACT_ACCOUNT.resetToken, password: "Brand-New-Pass-9" }),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) =>
            auth.resetPassword({ token: PACT_ACCOUNT.resetToken, password: "Brand-New-Pass-9" }),
          ),
        );
        expect(Exit.isSuccess(exit)).toBe(true);
      }));

  it("POST /api/auth/reset-password refuses an unknown token", () =>
    pact
      .addInteraction()
      .uponReceiving("a password reset with an unknown token")
      .withRequest("POST", "/api/auth/reset-password", (b) =>
        b.headers(jsonRequest).jsonBody({ token: PACT_ACCOUNT.resetToken, password: "Brand-New-Pass-9" }),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(errorBody("invalid_token")))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ auth }) =>
            auth.resetPassword({ token: PACT_ACCOUNT.resetToken, password: "Brand-New-Pass-9" }),
          ),
        );
        expect(failureTag(exit)).toBe("Invalid");
      }));

  it("GET /api/account/me answers the signed-in account", () =>
    pact
      .addInteraction()
      .given(ProviderStates.signedIn)
      .uponReceiving("a request for the signed-in account")
      .withRequest("GET", "/api/account/me", (b) => b.headers(signedIn))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(accountBody))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ account }) => account.me()),
          { authToken: PACT_ACCOUNT.sessionToken },
        );
        expect(Exit.isSuccess(exit) && exit.value.email).toBe(PACT_ACCOUNT.email);
      }));

  it("GET /api/account/me answers 401 without a session", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the signed-in account without a session")
      .withRequest("GET", "/api/account/me", (b) => b.headers(baseHeaders))
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(errorBody("unauthenticated")))
      .executeTest(async (mock) => {
        expect(
          failureTag(
            await runAgainst(
              mock.url,
              program(({ account }) => account.me()),
            ),
          ),
        ).toBe("Unauthorized");
      }));

  it("GET /api/account/me/skin answers the organisation's skin", () =>
    pact
      .addInteraction()
      .given(ProviderStates.signedIn)
      .uponReceiving("a request for the signed-in account's skin")
      .withRequest("GET", "/api/account/me/skin", (b) => b.headers(signedIn))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(skinBody(false)))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ account }) => account.mySkin()),
          { authToken: PACT_ACCOUNT.sessionToken },
        );
        expect(Exit.isSuccess(exit) && exit.value.title).toBe(EXAMPLE_SKIN.title);
      }));

  it("GET /api/account/me/skin answers 404 when the organisation has no skin", () =>
    pact
      .addInteraction()
      .given(ProviderStates.signedInWithoutSkin)
      .uponReceiving("a request for the skin of an organisation without one")
      .withRequest("GET", "/api/account/me/skin", (b) => b.headers(signedIn))
      .willRespondWith(404, (b) => b.headers(jsonHeaders).jsonBody(errorBody("skin_not_found")))
      .executeTest(async (mock) => {
        const exit = await runAgainst(
          mock.url,
          program(({ account }) => account.mySkin()),
          { authToken: PACT_ACCOUNT.sessionToken },
        );
        expect(failureTag(exit)).toBe("NotFound");
      }));
});
