import { eld as shared } from "eld/small";
import { isLanguage, type Language } from "./text.ts";

// An instance of our own: the language subset is per instance, and other code may use eld differently.
const detector = shared.newInstance();
detector.setLanguageSubset(["en", "es", "pt", "de", "fr"]);

/** Below this many letters a sentence's own detection is too unsure; it takes its document's language. */
const MIN_LETTERS = 12;

const guess = (text: string, minLetters: number, requireReliable: boolean): Language | "und" => {
  const letters = text.replace(/[^\p{L}]/gu, "").length;
  if (letters < minLetters) return "und";
  const result = detector.detect(text);
  return isLanguage(result.language) && (result.isReliable() || !requireReliable) ? result.language : "und";
};

/**
 * Names are in no language ("General Dynamics perd 374 millions de dollars" reads as English): the text
 * without capitalised words inside sentences is tried first, when enough of it is left to be sure of.
 */
const withoutNames = (text: string): string =>
  text.replace(/(?<=[\p{L}\p{N},;'’]\s*[\s'’])\p{Lu}[\p{L}\p{N}.-]*/gu, " ");

/** The language of a text among the five the engine reads, or "und" when unknown or unreliable. */
export const detectLanguage = (
  text: string,
  minLetters = MIN_LETTERS,
  requireReliable = true,
): Language | "und" => {
  const plain = withoutNames(text);
  if (plain !== text) {
    const language = guess(plain, MIN_LETTERS, true);
    if (language !== "und") return language;
  }
  return guess(text, minLetters, requireReliable);
};

/** A sentence's language: its own when detection is sure, else its document's. */
export const sentenceLanguage = (text: string, documentLanguage: Language | "und"): Language | "und" => {
  const own = detectLanguage(text);
  return own === "und" ? documentLanguage : own;
};
