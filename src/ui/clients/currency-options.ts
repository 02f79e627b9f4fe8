import { localeOfLanguage } from "../../i18n/formatting.ts";
import type { Language } from "../../../contracts/schema/language.ts";

export interface CurrencyOption {
  readonly code: string;
  readonly label: string;
}

const cache = new Map<Language, ReadonlyArray<CurrencyOption>>();

/**
 * The ISO 4217 currencies the browser knows, as "EUR — Euro" in the UI language, sorted by code (people
 * look currencies up by code). `extra` makes sure a code the server gave is listed even if the browser
 * does not know it.
 */
export const currencyOptions = (language: Language, extra?: string): ReadonlyArray<CurrencyOption> => {
  let options = cache.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([localeOfLanguage(language)], { type: "currency", fallback: "code" });
    options = Intl.supportedValuesOf("currency").map((code) => {
      const name = names.of(code) ?? code;
      return { code, label: name === code ? code : `${code} — ${name}` };
    });
    cache.set(language, options);
  }
  return extra && /^[A-Z]{3}$/.test(extra) && !options.some((option) => option.code === extra)
    ? [...options, { code: extra, label: extra }].sort((a, b) => a.code.localeCompare(b.code))
    : options;
};
