import { fold } from "./text.ts";

/** A sentence of a document: its text (trimmed) and its offsets into the document's text. */
export interface Segment {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Abbreviations after which Intl.Segmenter wrongly ends a sentence (folded, without the final dot). The
 * lists are shared by all languages: an abbreviation of one language is rarely a sentence end in another.
 */
const ABBREVIATIONS = new Set([
  // titles
  "dr",
  "dra",
  "drs",
  "sr",
  "sra",
  "srta",
  "sres",
  "mr",
  "mrs",
  "ms",
  "prof",
  "profa",
  "st",
  "jr",
  "mme",
  "mlle",
  "mm",
  "me",
  "hr",
  "fr",
  "frl",
  "dipl",
  "ing",
  "lic",
  "gen",
  "col",
  "sgt",
  "capt",
  "gov",
  "sen",
  "rep",
  "pres",
  // references and common words
  "art",
  "arts",
  "no",
  "nr",
  "num",
  "nº",
  "vol",
  "pag",
  "pg",
  "pp",
  "cap",
  "ca",
  "approx",
  "etc",
  "vs",
  "cf",
  "av",
  "avda",
  "bd",
  "bld",
  "ste",
  "tel",
  "fig",
  "ex",
  "inc",
  "ltd",
  "co",
  "corp",
  "dept",
  "univ",
  "abs",
  "bzw",
  "ggf",
  "usw",
  "vgl",
  "evtl",
  "inkl",
  "str",
  "geb",
  "ev",
  "ua",
  "sog",
  "ab",
  "tlf",
  "aprox",
  "pte",
  "cia",
  "ud",
  "uds",
  "vd",
  "vds",
  "sta",
  "sto",
  "exmo",
  "exma",
  "min",
  "max",
  "mio",
  "mrd",
  "bzgl",
]);

/**
 * Months' short forms (German and English), abbreviations only before a year or a lower-case word ("Dez.
 * 2019", "3 Sept. last year"): "ficámos até às dez. A seguir…" and "cayó al mar. Luego…" end a sentence.
 */
const MONTH_ABBREVIATIONS: ReadonlySet<string> = new Set(
  "jan feb mar apr jun jul aug sep sept oct okt nov dec dez".split(" "),
);

const MONTH_START =
  /^(jan|feb|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|januar|februar|marz|juni|juli|august|september|oktober|dezember)/;

const segmenters = new Map<string, Intl.Segmenter>();
const segmenterFor = (language: string): Intl.Segmenter => {
  const key = language === "und" ? "en" : language;
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(key, { granularity: "sentence" });
    segmenters.set(key, segmenter);
  }
  return segmenter;
};

/** Abbreviations that are ordinary words in other languages: French "Me" (Maître) is English "me". */
const ONLY_IN: Readonly<Record<string, string>> = { me: "fr" };

/** Whether a raw segment ends where a sentence cannot end, given what follows it. */
const endsInsideSentence = (segment: string, next: string, language: string): boolean => {
  const trimmed = segment.trimEnd();
  if (!trimmed.endsWith(".")) return false;
  // A full stop at the end of a line ends the sentence: people start a new line for a new sentence, and an
  // abbreviation is almost never left alone at a line's end.
  if (segment.slice(trimmed.length).includes("\n")) return false;
  const lastWord = /([\p{L}\p{N}º]+)\.$/u.exec(trimmed)?.[1];
  if (lastWord === undefined) return false;
  const folded = fold(lastWord);
  const nextFolded = fold(next.trimStart());
  // "z. B.", "M. Dupont", "J. Smith": initials and one-letter abbreviations.
  if (/^\p{L}$/u.test(lastWord)) return true;
  if (ABBREVIATIONS.has(folded) && (ONLY_IN[folded] === undefined || ONLY_IN[folded] === language))
    return true;
  if (MONTH_ABBREVIATIONS.has(folded)) return /^[\p{N}\p{Ll}]/u.test(next.trimStart());
  // Ordinals and numbered items: "am 3. März", "der 2. Weltkrieg", "art. 5. diz", "1. Punkt".
  if (/^\d{1,2}$/.test(lastWord)) {
    if (MONTH_START.test(nextFolded)) return true;
    if (/^\p{Ll}/u.test(next.trimStart())) return true;
    // A segment that is only the number ("1. ") is an item label, not a sentence.
    if (trimmed === `${lastWord}.`) return true;
  }
  return false;
};

/** Splits a text into sentences: Intl.Segmenter, then a merge pass over abbreviations and ordinals. */
export const splitSentences = (text: string, language: string): Segment[] => {
  const raw: { text: string; start: number }[] = [];
  for (const part of segmenterFor(language).segment(text))
    raw.push({ text: part.segment, start: part.index });
  const merged: { text: string; start: number }[] = [];
  for (let i = 0; i < raw.length; i++) {
    const current = raw[i];
    if (!current) continue;
    const previous = merged[merged.length - 1];
    const before = raw[i - 1];
    if (previous && before && endsInsideSentence(before.text, current.text, language)) {
      previous.text += current.text;
    } else {
      merged.push({ text: current.text, start: current.start });
    }
  }
  const out: Segment[] = [];
  for (const part of merged) {
    const leading = part.text.length - part.text.trimStart().length;
    const body = part.text.trim();
    if (!/[\p{L}\p{N}]/u.test(body)) continue;
    const start = part.start + leading;
    out.push({ text: body, start, end: start + body.length });
  }
  return out;
};
