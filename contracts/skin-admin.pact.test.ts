import { MatchersV3 } from "@pact-foundation/pact";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { AccountApi } from "../src/services/account/account.ts";
import type { SkinUpdate } from "./schema/skin.ts";
import { EXAMPLE_SKIN } from "./fixtures/example-skin.ts";
import { PACT_ACCOUNT, ProviderStates } from "./provider-states.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders, skinBody } from "./support/pact.ts";

const { regex } = MatchersV3;

const pact = avowPact();

const signedInJson = {
  ...baseHeaders,
  Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}`,
  "Content-Type": regex("^application/json", "application/json"),
};

/** The example skin as the editor sends it: every field, the secondary text colour included. */
const update: SkinUpdate = { ...EXAMPLE_SKIN };

const saveSkin = (url: string, body: SkinUpdate) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* (yield* AccountApi).updateSkin(body);
    }),
    { authToken: PACT_ACCOUNT.sessionToken },
  );

describe("Skin administration (consumer: avow-spa, provider: avow-api)", () => {
  it("PUT /api/account/me/skin saves an admin's skin and answers it", () =>
    pact
      .addInteraction()
      .given(ProviderStates.adminSignedIn)
      .uponReceiving("an admin saving the organisation's skin")
      .withRequest("PUT", "/api/account/me/skin", (b) => b.headers(signedInJson).jsonBody(update))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(skinBody(true)))
      .executeTest(async (mock) => {
        const exit = await saveSkin(mock.url, update);
        expect(Exit.isSuccess(exit) && exit.value).toEqual(EXAMPLE_SKIN);
      }));

  it("PUT /api/account/me/skin refuses a practitioner with 403", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerSignedIn)
      .uponReceiving("a practitioner trying to save the organisation's skin")
      .withRequest("PUT", "/api/account/me/skin", (b) => b.headers(signedInJson).jsonBody(update))
      .willRespondWith(403, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("forbidden")))
      .executeTest(async (mock) => {
        const exit = await saveSkin(mock.url, update);
        expect(failureTag(exit)).toBe("Forbidden");
        expect(JSON.stringify(exit)).toContain('"forbidden"');
      }));

  it("PUT /api/account/me/skin refuses a malformed colour with 400", () => {
    const bad: SkinUpdate = { ...update, primaryColor: "green" };
    return pact
      .addInteraction()
      .given(ProviderStates.adminSignedIn)
      .uponReceiving("an admin saving a skin with a malformed colour")
      .withRequest("PUT", "/api/account/me/skin", (b) => b.headers(signedInJson).jsonBody(bad))
      .willRespondWith(400, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("invalid_request")))
      .executeTest(async (mock) => {
        const exit = await saveSkin(mock.url, bad);
        expect(failureTag(exit)).toBe("Invalid");
        expect(JSON.stringify(exit)).toContain('"invalid_request"');
      });
  });
});
