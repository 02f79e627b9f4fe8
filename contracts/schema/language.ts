import { Schema } from "effect";

/** The five languages Avow is sold in, one per brand site. */
export const LANGUAGES = ["en", "es", "pt", "de", "fr"] as const;

export const Language = Schema.Literals(LANGUAGES);
export type Language = typeof Language.Type;

/** The seed's default language (§9). */
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as ReadonlyArray<string>).includes(value);
