import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contracts/schema/language.ts";
import { countryName, countryOptions } from "./countries.ts";

const codesOf = (options: ReadonlyArray<{ code: string }>) => options.map((option) => option.code);
const namesOf = (options: ReadonlyArray<{ name: string }>) => options.map((option) => option.name);

describe("countryName", () => {
  it.each([
    ["en", "Spain", "Germany", "United Kingdom"],
    ["es", "España", "Alemania", "Reino Unido"],
    ["pt", "Espanha", "Alemanha", "Reino Unido"],
    ["de", "Spanien", "Deutschland", "Vereinigtes Königreich"],
    ["fr", "Espagne", "Allemagne", "Royaume-Uni"],
  ] as const)("names ES, DE and GB in %s", (language, spain, germany, britain) => {
    expect(countryName("ES", language)).toBe(spain);
    expect(countryName("DE", language)).toBe(germany);
    expect(countryName("GB", language)).toBe(britain);
  });

  it("reads the code case-insensitively and gives the official name, not an alias", () => {
    expect(countryName("es", "en")).toBe("Spain");
    expect(countryName("US", "en")).toBe("United States of America");
  });

  it("gives undefined for a code that names no country", () => {
    expect(countryName("ZZ", "en")).toBeUndefined();
    expect(countryName("UK", "en")).toBeUndefined();
    expect(countryName("ESP", "en")).toBeUndefined();
    expect(countryName("", "en")).toBeUndefined();
  });
});

describe("countryOptions", () => {
  it.each(LANGUAGES)("lists every country once, with a name, in %s", (language) => {
    const options = countryOptions(language);
    expect(options.length).toBeGreaterThanOrEqual(249);
    expect(new Set(codesOf(options)).size).toBe(options.length);
    for (const { code, name } of options) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name).not.toBe("");
    }
  });

  it("sorts German names with Ö under O, not after Z", () => {
    const names = namesOf(countryOptions("de"));
    const austria = names.indexOf("Österreich");
    expect(names[austria - 1]).toBe("Oman");
    expect(names.at(-1)).not.toBe("Österreich");
    expect(names.indexOf("Ägypten")).toBeLessThan(names.indexOf("Albanien"));
  });

  it("sorts Spanish names by letter, accents aside", () => {
    const names = namesOf(countryOptions("es"));
    expect(names.indexOf("Eslovenia")).toBeLessThan(names.indexOf("España"));
    expect(names.indexOf("España")).toBeLessThan(names.indexOf("Estados Unidos"));
    // Code-point order would put Bélgica after every other B.
    expect(names.indexOf("Bélgica")).toBeLessThan(names.indexOf("Belice"));
  });

  it("sorts French and Portuguese accented initials with their letter", () => {
    const french = namesOf(countryOptions("fr"));
    expect(french.indexOf("Égypte")).toBeLessThan(french.indexOf("Espagne"));
    expect(french.indexOf("Égypte")).toBeGreaterThan(french.indexOf("Danemark"));
    const portuguese = namesOf(countryOptions("pt"));
    expect(portuguese.indexOf("Áustria")).toBeLessThan(portuguese.indexOf("Azerbaijão"));
  });

  it("pairs each name with its code", () => {
    const options = countryOptions("de");
    expect(options.find((option) => option.code === "AT")?.name).toBe("Österreich");
    expect(options.find((option) => option.code === "GB")?.name).toBe("Vereinigtes Königreich");
  });
});
