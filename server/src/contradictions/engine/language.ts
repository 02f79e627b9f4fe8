import { eld as shared } from "eld/small";
import { isLanguage, type Language } from "./text.ts";

// An instance of our own: the language subset is per instance, and other code may use eld differently.
const detector = shared.newInstance();
detector.setLanguageSubset(["en", "es", "pt", "de", "fr"]);

/** Below this many letters a sentence's own detection is too unsure; it takes its document's language. */
const MIN_LETTERS = 12;

/** The language of a text among the five the engine reads, or "und" when unknown or unreliable. */
export const detectLanguage = (
  text: string,
  minLetters = MIN_LETTERS,
  requireReliable = true,
): Language | "und" => {
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  if (letters < minLetters) return "und";
  const result = detector.detect(text);
  return isLanguage(result.language) && (result.isReliable() || !requireReliable) ? result.language : "und";
};

/** A sentence's language: its own when detection is sure, else its document's. */
export const sentenceLanguage = (text: string, documentLanguage: Language | "und"): Language | "und" => {
  const own = detectLanguage(text);
  return own === "und" ? documentLanguage : own;
};
