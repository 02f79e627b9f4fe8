import { brandOfHost, LOCAL_HOSTS, hostNameOf } from "../../contracts/schema/brand.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../contracts/schema/language.ts";

/**
 * The seed's language rule (§4): the skin's language if a skin applies; otherwise the brand site's
 * language for this host; localhost uses the configured default (en) unless a brand was chosen there with
 * `?brand=`; any other host, en.
 */
export const chooseLanguage = (input: {
  readonly skinLanguage: Language | null;
  readonly host: string;
  readonly configuredDefault?: Language;
  /** On this machine: the brand chosen with `?brand=`, if any. */
  readonly chosenBrandLanguage?: Language | null;
}): Language => {
  if (input.skinLanguage) return input.skinLanguage;
  if (LOCAL_HOSTS.has(hostNameOf(input.host))) {
    return input.chosenBrandLanguage ?? input.configuredDefault ?? DEFAULT_LANGUAGE;
  }
  return brandOfHost(input.host)?.language ?? DEFAULT_LANGUAGE;
};

/** The language i18next reports as one of the five, English when it is anything else (while loading, say). */
export const uiLanguageOf = (language: string): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;
