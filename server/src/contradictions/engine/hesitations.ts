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
/**
 * A doubt taken back at once ("I think, no, I'm sure of it", "creo, no, seguro", "acho, não, tenho a certeza",
 * "glaube ich, nein, sicher", "je crois, non, j'en suis sûr"): the speaker is sure, so it is read past.
 */
const DOUBT_TAKEN_BACK: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])I\s+think\s*,?\s*no\s*,?\s*(?:I['’]?m|I\s+am)\s+(?:sure|certain|positive)(?:\s+of\s+it)?(?![\p{L}])/giu,
  es: /(?<![\p{L}])creo\s*,?\s*no\s*,?\s*(?:estoy\s+)?(?:segur[oa]|de\s+seguro)(?![\p{L}])/giu,
  pt: /(?<![\p{L}])acho(?:\s+eu)?\s*,?\s*n[ãa]o\s*,?\s*(?:tenho\s+(?:a\s+)?certeza|de\s+certeza|com\s+certeza)(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:glaub(?:e)?\s+ich|ich\s+glaub(?:e)?)\s*,?\s*nein\s*,?\s*(?:ganz\s+)?(?:sicher|bestimmt)(?![\p{L}])/giu,
  fr: /(?<![\p{L}])je\s+crois\s*,?\s*non\s*,?\s*(?:j['’]\s*en\s+suis\s+)?s[ûu]re?(?![\p{L}])/giu,
};

/**
 * Words that open a sentence set off by a comma and say nothing of its facts: calls to listen ("Look,", "Mire,",
 * "Olhe,", "Écoutez,"), sighs and regional interjections ("Boudu,", "Peuchère,", "Uai,", "Tja,", "Och,").
 * Left in, they read as the sentence's subject or a word of its clause. Never "no" or "yes": they answer. After
 * an interpreter's mark too ("[Interprète] Bon, …").
 */
const OPENERS: PerLanguage<string> = {
  en: "well|look|listen|honestly|frankly|right|so|anyway|aye|och|oh|ah|see|mind you|to be honest|truth be told",
  es: "mire|mira|mirá|oiga|oye|hombre|vamos|vaya|venga|ojo|joder|pucha|che|verá|vea|la verdad|o sea|ay",
  pt: "olhe|olha|ó|ora|então|bem|epá|uai|cara|nossa|vixe|bah|opa|veja|enfim|quer dizer|ai",
  de: "also|tja|ach|mensch|gell|nu|jo|ja mei|oh|ehrlich gesagt|schauen sie|hören sie",
  fr: "boudu|peuchère|pardi|tiens|écoutez|écoute|bref|enfin|alors|donc|franchement|ma foi|dame|wesh|ouais|voilà|eh bien|oh|ah",
};
const OPENER_RE: PerLanguage<RegExp> = perLanguage(
  (language) =>
    new RegExp(
      `(?<=^\\s*(?:\\[[^\\]]*\\]\\s*)?)(?:(?:${OPENERS[language]}|${HESITATIONS[language]})(?![\\p{L}\\p{N}])\\s*(?:,|…|\\.\\.\\.)\\s*)+`,
      "iu",
    ),
);

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
 * suit", "Marqué, eh, catorce estacas", "rondaba, eh, los cuarenta"), goes with its commas; after any other word it still ends a clause
 * ("ni lo toqué, eh, cuando subí…" keeps its comma). A word said again after it is read once ("um, äh, um
 * halb sechs"). A doubt taken back at once is read past too.
 */
export const withoutHesitations = (written: string, language: Language): string => {
  const text = written
    .replace(DOUBT_TAKEN_BACK[language], (doubt) => " ".repeat(doubt.length))
    .replace(OPENER_RE[language], (opener) => " ".repeat(opener.length));
  // matchAll reads a copy of the pattern: no lastIndex to reset.
  return [...text.matchAll(HESITATION_RE[language])].reduce((out, pause) => {
    const at = pause.index;
    const end = at + pause[0].length;
    const before = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.exec(text.slice(0, at))?.[0];
    const after = /^[\p{L}\p{N}]+/u.exec(text.slice(end))?.[0];
    // A number next, or an article and a number ("rondaba, eh, los cuarenta decibelios").
    const numberNext = (word: string | undefined) =>
      word !== undefined && findNumbers(fold(word), language).some((number) => number.start === 0);
    const thenNumber =
      numberNext(after) ||
      (after !== undefined &&
        STOPWORDS[language].has(fold(after)) &&
        numberNext(/^[\p{L}\p{N}]+\s+([\p{L}\p{N}]+)/u.exec(text.slice(end))?.[1]));
    // The word said again: the first saying goes too ("um, äh, um halb sechs").
    if (before && after && fold(before) === fold(after))
      return out.slice(0, at - before.length) + " ".repeat(end - at + before.length) + out.slice(end);
    // The last pause stays as it was written: "seventy-one    , he'd never…".
    if (before !== undefined && !STOPWORDS[language].has(fold(before)) && !thenNumber) {
      const last =
        at + Math.max(pause[0].lastIndexOf(","), pause[0].lastIndexOf("…"), pause[0].lastIndexOf("."));
      return out.slice(0, at) + " ".repeat(last - at) + out.slice(last);
    }
    return out.slice(0, at) + " ".repeat(end - at) + out.slice(end);
  }, text);
};
