/** Spoken hesitations read past: "at, um, eleven grand" is "at eleven grand". */

import { STOPWORDS } from "./stopwords.ts";
import { fold, perLanguage, type Language, type PerLanguage } from "./text.ts";

/**
 * Sounds that carry no meaning when set off by commas or dots, per language. English "what" counts only
 * between two commas ("at, what, twenty past six").
 */
const HESITATIONS: PerLanguage<string> = {
  en: "er|erm|uh|uhm|um|umm|hmm",
  es: "eh|ehm|em|mmm",
  pt: "hum|hmm|ahn|hã",
  de: "äh|ähm|öh|öhm|hm|hmm",
  fr: "euh|heu|hum",
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
 * breaks into a phrase, after a function word ("at, um, eleven grand", "The, er, the suit"), goes with its
 * commas; after any other word it still ends a clause ("ni lo toqué, eh, cuando subí…" keeps its comma). A
 * word said again after it is read once ("um, äh, um halb sechs").
 */
export const withoutHesitations = (text: string, language: Language): string => {
  const re = HESITATION_RE[language];
  re.lastIndex = 0;
  if (!re.test(text)) return text;
  re.lastIndex = 0;
  return [...text.matchAll(re)].reduce((out, pause) => {
    const at = pause.index;
    const end = at + pause[0].length;
    const before = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.exec(text.slice(0, at))?.[0];
    const after = /^[\p{L}\p{N}]+/u.exec(text.slice(end))?.[0];
    // The word said again: the first saying goes too ("um, äh, um halb sechs").
    if (before && after && fold(before) === fold(after))
      return out.slice(0, at - before.length) + " ".repeat(end - at + before.length) + out.slice(end);
    // The last pause stays as it was written: "seventy-one    , he'd never…".
    if (before !== undefined && !STOPWORDS[language].has(fold(before))) {
      const last =
        at + Math.max(pause[0].lastIndexOf(","), pause[0].lastIndexOf("…"), pause[0].lastIndexOf("."));
      return out.slice(0, at) + " ".repeat(last - at) + out.slice(last);
    }
    return out.slice(0, at) + " ".repeat(end - at) + out.slice(end);
  }, text);
};
