/** Small text helpers shared by the engine's extractors: folding, words with offsets, word-list regexes. */

export const LANGUAGES = ["en", "es", "pt", "de", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export type PerLanguage<T> = Readonly<Record<Language, T>>;

/** One value per language, made once ("a pattern compiled from each language's words"). */
export const perLanguage = <T>(make: (language: Language) => T): PerLanguage<T> => ({
  en: make("en"),
  es: make("es"),
  pt: make("pt"),
  de: make("de"),
  fr: make("fr"),
});

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as ReadonlyArray<string>).includes(value);

/** Lower case without accents, same length as the input for Latin text (offsets stay valid). */
export const fold = (text: string): string => {
  const lower = text.toLowerCase();
  const folded = lower.normalize("NFD").replace(/\p{M}/gu, "");
  // Characters whose decomposition changes length (rare outside Latin text) keep the plain lower case.
  return folded.length === text.length ? folded.replace(/ß/g, "s") : lower;
};

export interface Word {
  readonly text: string;
  readonly folded: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}\p{N}]+(?:[-][\p{L}\p{N}]+)*/gu;

/** Words (letters and digits, hyphenated compounds kept whole) with their offsets. */
export const words = (text: string): Word[] => {
  const folded = fold(text);
  const out: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    out.push({ text: match[0], folded: folded.slice(start, end), start, end });
  }
  return out;
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Portuguese pronouns written after a verb and a hyphen ("disse-me", "casou-se", "levaram-no"). */
const CLITIC = "(?:me|te|se|lhes?|nos|vos|[ln]?[oa]s?)";

/**
 * A regex matching any of `phrases` as whole words in folded text. A phrase may end with `*` for a prefix
 * (a stem) and may contain spaces (any run of spaces or apostrophes matches).
 */
export const phraseRegex = (phrases: ReadonlyArray<string>, flags = "gu"): RegExp => {
  const alternatives = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => {
      const stem = phrase.endsWith("*");
      const body = escape(fold(stem ? phrase.slice(0, -1) : phrase)).replace(/ +/g, "[\\s'’]+");
      return stem ? `${body}[\\p{L}]*` : body;
    });
  // A hyphenated compound is one word ("d'après" is not in "l'après-midi"); a Portuguese clitic after a
  // hyphen is not ("disse-me", "casou-se").
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}]|-(?!${CLITIC}(?![\\p{L}]))\\p{L})`,
    flags,
  );
};

/** Whether a folded text contains any match of a (global) regex. */
export const hasMatch = (regex: RegExp, text: string): boolean => {
  regex.lastIndex = 0;
  const found = regex.test(text);
  regex.lastIndex = 0;
  return found;
};

/** Spans of a transcriber's notes in square brackets ("[Interpreted]", "[Dolmetscher]"): they tell nothing of what happened. */
export const noteSpans = (text: string): ReadonlyArray<{ readonly start: number; readonly end: number }> =>
  text.includes("[")
    ? [...text.matchAll(/\[[^\]]*\]/gu)].map((note) => ({
        start: note.index,
        end: note.index + note[0].length,
      }))
    : [];
