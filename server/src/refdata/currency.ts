import countryToCurrency from "country-to-currency";
import { brandOfLanguage } from "../../../contracts/schema/brand.ts";
import type { Language } from "../../../contracts/schema/language.ts";

/** The currency the country-to-currency package gives a country (ISO 3166-1 alpha-2, any case), if it knows it. */
export const currencyOfCountry = (code2: string): string | undefined => {
  const code = code2.toUpperCase();
  // Own keys only: a code such as "__proto__" must not reach Object.prototype.
  return Object.hasOwn(countryToCurrency, code)
    ? countryToCurrency[code as keyof typeof countryToCurrency]
    : undefined;
};

/**
 * The ISO 4217 code for a country; when the country is missing or unknown, the default currency of the
 * brand sold in that language (contracts/brands.json).
 */
export const currencyOf = (code2: string | undefined, language: Language): string =>
  (code2 === undefined ? undefined : currencyOfCountry(code2)) ?? brandOfLanguage(language).currency;
