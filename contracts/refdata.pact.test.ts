import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { RefdataApi, type CurrencyParams } from "../src/services/refdata/refdata.ts";
import { EXAMPLE_SKIN, EXAMPLE_SKIN_WITHOUT_SECONDARY_TEXT } from "./fixtures/example-skin.ts";
import { PACT_PARTNER_DOMAIN, ProviderStates } from "./provider-states.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import {
  avowPact,
  baseHeaders as requestHeaders,
  currencyBodyRules,
  errorBody,
  jsonResponseHeaders as jsonHeaders,
  skinBody,
  textResponseHeaders as textHeaders,
} from "./support/pact.ts";

const pact = avowPact();

const EXAMPLE_ORG = "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71";
const UNKNOWN_ORG = "99999999-9999-4999-8999-999999999999";

const skinOfOrganisation = (uuid: string) =>
  Effect.gen(function* () {
    return yield* (yield* RefdataApi).skinOfOrganisation(uuid);
  });
const skinOfDomain = (domain: string) =>
  Effect.gen(function* () {
    return yield* (yield* RefdataApi).skinOfDomain(domain);
  });

const currency = (params: CurrencyParams) =>
  Effect.gen(function* () {
    return yield* (yield* RefdataApi).currency(params);
  });

describe("Refdata API (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/refdata/org/{orgUuid}/skin answers the organisation's skin", () =>
    pact
      .addInteraction()
      .given(ProviderStates.organisationWithSkin, { orgUuid: EXAMPLE_ORG })
      .uponReceiving("a request for an organisation's skin")
      .withRequest("GET", `/api/refdata/org/${EXAMPLE_ORG}/skin`, (b) => b.headers(requestHeaders))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(skinBody(true)))
      .executeTest(async (mock) => {
        const exit = await runAgainst(mock.url, skinOfOrganisation(EXAMPLE_ORG));
        expect(exit).toEqual(Exit.succeed(EXAMPLE_SKIN));
      }));

  it("GET /api/refdata/org/{orgUuid}/skin answers 404 for an unknown organisation", () =>
    pact
      .addInteraction()
      .given(ProviderStates.noOrganisation, { orgUuid: UNKNOWN_ORG })
      .uponReceiving("a request for the skin of an unknown organisation")
      .withRequest("GET", `/api/refdata/org/${UNKNOWN_ORG}/skin`, (b) => b.headers(requestHeaders))
      .willRespondWith(404, (b) => b.headers(jsonHeaders).jsonBody(errorBody("skin_not_found")))
      .executeTest(async (mock) => {
        expect(failureTag(await runAgainst(mock.url, skinOfOrganisation(UNKNOWN_ORG)))).toBe("NotFound");
      }));

  it("GET /api/refdata/org/{orgUuid}/skin answers 400 for a malformed uuid", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for a skin with a malformed organisation uuid")
      .withRequest("GET", "/api/refdata/org/not-a-uuid/skin", (b) => b.headers(requestHeaders))
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(errorBody("invalid_request")))
      .executeTest(async (mock) => {
        expect(failureTag(await runAgainst(mock.url, skinOfOrganisation("not-a-uuid")))).toBe("Invalid");
      }));

  it("GET /api/refdata/skin/domain/{domain} answers the partner's skin", () =>
    pact
      .addInteraction()
      .given(ProviderStates.domainWithSkin, { domain: PACT_PARTNER_DOMAIN })
      .uponReceiving("a request for the skin served on a partner's domain")
      .withRequest("GET", `/api/refdata/skin/domain/${PACT_PARTNER_DOMAIN}`, (b) => b.headers(requestHeaders))
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(skinBody(false)))
      .executeTest(async (mock) => {
        const exit = await runAgainst(mock.url, skinOfDomain(PACT_PARTNER_DOMAIN));
        expect(Exit.isSuccess(exit)).toBe(true);
        if (Exit.isSuccess(exit)) {
          expect(exit.value).toEqual(EXAMPLE_SKIN_WITHOUT_SECONDARY_TEXT);
        }
      }));

  it("GET /api/refdata/skin/domain/{domain} answers 404 for a domain nobody serves", () =>
    pact
      .addInteraction()
      .given(ProviderStates.noDomain, { domain: "nobody.partner.example" })
      .uponReceiving("a request for the skin of an unknown domain")
      .withRequest("GET", "/api/refdata/skin/domain/nobody.partner.example", (b) => b.headers(requestHeaders))
      .willRespondWith(404, (b) => b.headers(jsonHeaders).jsonBody(errorBody("skin_not_found")))
      .executeTest(async (mock) => {
        expect(failureTag(await runAgainst(mock.url, skinOfDomain("nobody.partner.example")))).toBe(
          "NotFound",
        );
      }));

  it("GET /api/refdata/currency answers the country's currency as text", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the currency of a country")
      .withRequest("GET", "/api/refdata/currency", (b) =>
        b.query({ language: "es", code2: "ES" }).headers(requestHeaders),
      )
      .willRespondWith(200, (b) =>
        b.body("text/plain", Buffer.from("EUR")).headers(textHeaders).matchingRules(currencyBodyRules("EUR")),
      )
      .executeTest(async (mock) => {
        expect(await runAgainst(mock.url, currency({ language: "es", code2: "ES" }))).toEqual(
          Exit.succeed("EUR"),
        );
      }));

  it("GET /api/refdata/currency answers the brand's currency for a country code nobody has", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the currency of an unknown country")
      .withRequest("GET", "/api/refdata/currency", (b) =>
        b.query({ language: "en", code2: "XX" }).headers(requestHeaders),
      )
      .willRespondWith(200, (b) =>
        b.body("text/plain", Buffer.from("GBP")).headers(textHeaders).matchingRules(currencyBodyRules("GBP")),
      )
      .executeTest(async (mock) => {
        expect(await runAgainst(mock.url, currency({ language: "en", code2: "XX" }))).toEqual(
          Exit.succeed("GBP"),
        );
      }));

  it("GET /api/refdata/currency answers the brand's currency without a country", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the currency of a language, without a country")
      .withRequest("GET", "/api/refdata/currency", (b) => b.query({ language: "de" }).headers(requestHeaders))
      .willRespondWith(200, (b) =>
        b.body("text/plain", Buffer.from("EUR")).headers(textHeaders).matchingRules(currencyBodyRules("EUR")),
      )
      .executeTest(async (mock) => {
        expect(await runAgainst(mock.url, currency({ language: "de" }))).toEqual(Exit.succeed("EUR"));
      }));

  it("GET /api/refdata/currency answers 400 for a malformed country code", () =>
    pact
      .addInteraction()
      .uponReceiving("a request for the currency of a malformed country code")
      .withRequest("GET", "/api/refdata/currency", (b) =>
        b.query({ language: "es", code2: "E1" }).headers(requestHeaders),
      )
      .willRespondWith(400, (b) => b.headers(jsonHeaders).jsonBody(errorBody("invalid_request")))
      .executeTest(async (mock) => {
        expect(failureTag(await runAgainst(mock.url, currency({ language: "es", code2: "E1" })))).toBe(
          "Invalid",
        );
      }));
});
