import type { LocaleData } from "i18n-iso-countries";
import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import es from "i18n-iso-countries/langs/es.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import pt from "i18n-iso-countries/langs/pt.json" with { type: "json" };
import type { Language } from "../../contracts/schema/language.ts";

/*
 * Country names in the five brand languages, about 6 kB of JSON each. Only the package's data is used, not
 * its functions: its Node entry (what Vitest loads) registers all 78 languages while its browser entry
 * registers none, so code relying on registerLocale would pass the tests whether or not it registered
 * anything; and its runtime (CommonJS, plus the diacritics package) adds some 18 kB for nothing needed here.
 * Import this module only from the screens that show countries, never from the shell, so the home page's
 * first load does not carry it.
 */
const DATA: Readonly<Record<Language, LocaleData>> = { en, es, pt, de, fr };

export interface CountryOption {
  readonly code: string;
  readonly name: string;
}

/** A country's entry is its official name, or that name followed by aliases ("UK", "Great Britain"). */
const officialName = (entry: string | ReadonlyArray<string> | undefined): string | undefined =>
  typeof entry === "string" ? entry : entry?.[0];

const cache = new Map<Language, ReadonlyArray<CountryOption>>();

/** Every ISO 3166-1 country as a select option, named in the language and sorted as its readers expect. */
export const countryOptions = (language: Language): ReadonlyArray<CountryOption> => {
  const known = cache.get(language);
  if (known) return known;
  // Code-point order would put Österreich and Égypte after Zimbabwe; the collator files them under O and E.
  const collator = new Intl.Collator(language);
  const options = Object.entries(DATA[language].countries)
    .flatMap(([code, entry]) => {
      const name = officialName(entry);
      return name ? [{ code, name }] : [];
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, options);
  return options;
};

/** A country's name in the language (ES in German: Spanien), or undefined for a code that names no country. */
export const countryName = (code: string, language: Language): string | undefined => {
  const key = code.toUpperCase();
  return /^[A-Z]{2}$/.test(key) && Object.hasOwn(DATA[language].countries, key)
    ? officialName(DATA[language].countries[key])
    : undefined;
};
