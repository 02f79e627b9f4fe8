import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../contracts/schema/brand.ts";
import { LANGUAGES } from "../../contracts/schema/language.ts";
import { currencyOf, currencyOfCountry } from "../src/refdata/currency.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { apiHeaders, createTestApp, type TestApp } from "./support/test-app.ts";

/** The brand fallbacks docs/api.md promises. */
const FALLBACK = { en: "GBP", es: "EUR", pt: "EUR", de: "EUR", fr: "EUR" } as const;

describe("currencyOf (pure)", () => {
  it("answers the package's currency for known countries", () => {
    const expected = {
      ES: "EUR",
      US: "USD",
      GB: "GBP",
      BR: "BRL",
      CH: "CHF",
      PT: "EUR",
      DE: "EUR",
      FR: "EUR",
      MX: "MXN",
    };
    for (const [code2, currency] of Object.entries(expected)) {
      expect(currencyOfCountry(code2), code2).toBe(currency);
      expect(currencyOf(code2.toLowerCase(), "en"), code2).toBe(currency);
    }
  });

  it("gives countries with several legal tenders one answer: the package's main currency", () => {
    // Panama also uses USD, Switzerland has CHE/CHW fund codes, Bhutan also uses INR.
    expect(currencyOfCountry("PA")).toBe("PAB");
    expect(currencyOfCountry("CH")).toBe("CHF");
    expect(currencyOfCountry("BT")).toBe("BTN");
  });

  it("falls back to the brand of the language for unknown or missing countries", () => {
    for (const language of LANGUAGES) {
      expect(currencyOf(undefined, language)).toBe(FALLBACK[language]);
      expect(currencyOf("XX", language)).toBe(FALLBACK[language]);
    }
  });

  it("does not read inherited properties for odd codes", () => {
    expect(currencyOfCountry("__proto__")).toBeUndefined();
    expect(currencyOfCountry("constructor")).toBeUndefined();
  });

  it("has a currency for every brand, matching the documented table", () => {
    expect(Object.fromEntries(BRANDS.map((brand) => [brand.language, brand.currency]))).toEqual(FALLBACK);
  });
});

describe.each(testDatabaseKinds())("GET /api/refdata/currency on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (query: string, headers: Record<string, string> = apiHeaders()) =>
    t.app.inject({ url: `/api/refdata/currency${query}`, headers });

  it("answers the country's currency as text/plain, cached for a day", async () => {
    const res = await get("?language=es&code2=ES");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("EUR");
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("answers known countries whatever the language, in either case", async () => {
    const cases = [
      ["ES", "EUR"],
      ["us", "USD"],
      ["Gb", "GBP"],
      ["br", "BRL"],
      ["CH", "CHF"],
      ["pt", "EUR"],
      ["DE", "EUR"],
      ["fr", "EUR"],
      ["MX", "MXN"],
    ] as const;
    for (const [code2, currency] of cases) {
      for (const language of ["en", "de"]) {
        const res = await get(`?language=${language}&code2=${code2}`);
        expect(res.statusCode, `${language} ${code2}`).toBe(200);
        expect(res.body, `${language} ${code2}`).toBe(currency);
      }
    }
    expect((await get("?code2=us")).body).toBe("USD");
  });

  it("answers the language's brand currency for an unknown, missing or empty code2", async () => {
    for (const language of LANGUAGES) {
      for (const query of [
        `?language=${language}&code2=XX`,
        `?language=${language}`,
        `?language=${language}&code2=`,
      ]) {
        const res = await get(query);
        expect(res.statusCode, query).toBe(200);
        expect(res.body, query).toBe(FALLBACK[language]);
        expect(res.headers["cache-control"], query).toBe("public, max-age=86400");
      }
    }
  });

  it("takes the default language (en) when language is missing or empty", async () => {
    for (const query of ["", "?code2=XX", "?language=&code2=zz"]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toBe("GBP");
    }
  });

  it("answers 400 invalid_request with a readable message for malformed parameters", async () => {
    const cases = [
      ["?code2=E1", "must be a two-letter country code such as ES", "code2"],
      ["?code2=ESP", "must be a two-letter country code such as ES", "code2"],
      ["?language=es&code2=%C3%91A", "must be a two-letter country code such as ES", "code2"],
      ["?language=xx", "must be one of en, es, pt, de, fr", "language"],
      ["?language=ES&code2=ES", "must be one of en, es, pt, de, fr", "language"],
      ["?code2=ES&code2=FR", "code2", "code2"],
    ] as const;
    for (const [query, phrase, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers["content-type"], query).toBe("application/json; charset=utf-8");
      expect(res.headers["cache-control"], query).toBe("no-store");
      const body = res.json();
      // `fields` names the wrong parameter, for forms (docs/api.md, Errors).
      expect(Object.keys(body).sort(), query).toEqual(["error", "fields", "message"]);
      expect(Object.keys(body.fields), query).toEqual([field]);
      expect(body.error, query).toBe("invalid_request");
      expect(body.message, query).toContain("Invalid currency query");
      expect(body.message, query).toContain(phrase);
    }
  });

  it("refuses requests without a valid API key (403)", async () => {
    for (const headers of [{}, { "x-api-key": "nope" }] as Array<Record<string, string>>) {
      const res = await get("?language=es&code2=ES", headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: "invalid_api_key",
        message: "A valid X-API-Key header is required.",
      });
    }
  });

  it("needs no session and answers HEAD too", async () => {
    const res = await t.app.inject({
      method: "HEAD",
      url: "/api/refdata/currency?code2=ES",
      headers: apiHeaders({ authorization: "Bearer not-a-session" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });
});
