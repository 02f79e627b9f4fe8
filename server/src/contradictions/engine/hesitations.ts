/** Spoken hesitations read past: "at, um, eleven grand" is "at eleven grand". */

import { findNumbers } from "./numbers.ts";
import { STOPWORDS } from "./stopwords.ts";
import { fold, perLanguage, type Language, type PerLanguage } from "./text.ts";

/**
 * Sounds and fillers that carry no meaning when set off by commas or dots ("esto…", "Moment", "attendez"),
 * per language. English "what" counts only between two commas ("at, what, twenty past six").
 */
const HESITATIONS: PerLanguage<string> = {
  en: "er|erm|uh|uhm|um|umm|hmm|you know",
  es: "eh|ehm|em|mmm|esto|este|a ver|bueno|pues",
  pt: "hum|hmm|ahn|hã|pronto|pá|sabe",
  de: "äh|ähm|öh|öhm|hm|hmm|na ja|naja|moment",
  fr: "euh|heu|hum|bon|ben|bah|attendez|voyons",
};
const PAUSE = "(?:\\s*(?:,|…|\\.\\.\\.)\\s*)";
const HESITATION_RE: PerLanguage<RegExp> = perLanguage((language) => {
  const sound = `(?:${HESITATIONS[language]})(?![\\p{L}\\p{N}])`;
  const between = language === "en" ? `(?:${sound}|what(?=\\s*,))` : sound;
  return new RegExp(
    // Inside a sentence, between pauses ("the, er, the suit"; "crue, euh, on"), or opening it ("Er, the coaster").
    `(?:(?<=[\\p{L}\\p{N}])${PAUSE}(?<![\\p{L}\\p{N}])${between}(?:${PAUSE}${sound})*${PAUSE}|^\\s*${sound}${PAUSE})`,
    "giu",
  );
});

/**
 * A sentence with its spoken hesitations blanked out, same length (offsets stay valid). A hesitation that
 * breaks into a phrase, after a function word or before a number ("at, um, eleven grand", "The, er, the
 * suit", "Marqué, eh, catorce estacas"), goes with its commas; after any other word it still ends a clause
 * ("ni lo toqué, eh, cuando subí…" keeps its comma). A word said again after it is read once ("um, äh, um
 * halb sechs").
 */
export const withoutHesitations = (text: string, language: Language): string => {
  // matchAll reads a copy of the pattern: no lastIndex to reset.
  return [...text.matchAll(HESITATION_RE[language])].reduce((out, pause) => {
    const at = pause.index;
    const end = at + pause[0].length;
    const before = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.exec(text.slice(0, at))?.[0];
    const after = /^[\p{L}\p{N}]+/u.exec(text.slice(end))?.[0];
    // The word said again: the first saying goes too ("um, äh, um halb sechs").
    if (before && after && fold(before) === fold(after))
      return out.slice(0, at - before.length) + " ".repeat(end - at + before.length) + out.slice(end);
    // The last pause stays as it was written: "seventy-one    , he'd never…".
    if (
      before !== undefined &&
      !STOPWORDS[language].has(fold(before)) &&
      !(after !== undefined && findNumbers(fold(after), language).some((number) => number.start === 0))
    ) {
      const last =
        at + Math.max(pause[0].lastIndexOf(","), pause[0].lastIndexOf("…"), pause[0].lastIndexOf("."));
      return out.slice(0, at) + " ".repeat(last - at) + out.slice(last);
    }
    return out.slice(0, at) + " ".repeat(end - at) + out.slice(end);
  }, text);
};
