import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { BRANDS, Brands, brandOfLanguage } from "./brand.ts";
import { CurrencyAnswer, CurrencyQuery } from "./currency.ts";

const decodeQuery = Schema.decodeUnknownSync(CurrencyQuery);
const isAnswer = Schema.is(CurrencyAnswer);

describe("the currency call's contract", () => {
  it("takes both parameters as optional, code2 in either case", () => {
    expect(decodeQuery({})).toEqual({});
    expect(decodeQuery({ language: "pt", code2: "br" })).toEqual({ language: "pt", code2: "br" });
    expect(decodeQuery({ code2: "XX" })).toEqual({ code2: "XX" });
  });

  it("refuses malformed values with a sentence that names the field", () => {
    expect(() => decodeQuery({ code2: "E1" })).toThrow(/two-letter country code[\s\S]*code2/);
    expect(() => decodeQuery({ code2: "ESP" })).toThrow(/two-letter country code/);
    expect(() => decodeQuery({ language: "xx" })).toThrow(/must be one of en, es, pt, de, fr[\s\S]*language/);
  });

  it("answers three upper-case letters", () => {
    expect(isAnswer("EUR")).toBe(true);
    for (const bad of ["eur", "EU", "EURO", " EUR", "EUR\n"]) expect(isAnswer(bad), bad).toBe(false);
  });
});

describe("brands and their currencies", () => {
  it("finds the one brand of each language", () => {
    expect(brandOfLanguage("es")).toMatchObject({ id: "avow-es", currency: "EUR" });
    expect(brandOfLanguage("en")).toMatchObject({ id: "avow-en", currency: "GBP" });
  });

  it("refuses a brand list with a language missing or doubled", () => {
    const decode = Schema.decodeUnknownSync(Brands);
    const others = BRANDS.filter((brand) => brand.language !== "en");
    expect(() => decode(others)).toThrow(/exactly one brand for "en", has 0/);
    expect(() => decode([...BRANDS, brandOfLanguage("en")])).toThrow(/exactly one brand for "en", has 2/);
    expect(() => brandOfLanguage("en", others)).toThrow(/No brand/);
  });

  it("refuses a brand without a well-formed currency", () => {
    expect(() =>
      Schema.decodeUnknownSync(Brands)(
        BRANDS.map((brand, i) => (i === 0 ? { ...brand, currency: "pound" } : brand)),
      ),
    ).toThrow(/three-letter currency code/);
  });
});
