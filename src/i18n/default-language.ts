import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../contracts/schema/language.ts";

/**
 * The language used on localhost (seed §4: "the configured default"): `VITE_DEFAULT_LANGUAGE` at build
 * time, one of en, es, pt, de, fr; en when unset or not one of them.
 */
export const configuredDefaultLanguage = (
  value: unknown = import.meta.env.VITE_DEFAULT_LANGUAGE,
): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
