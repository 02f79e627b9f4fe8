import { findNumbers } from "./numbers.ts";
import { STOPWORDS } from "./stopwords.ts";
import type { SubjectRef } from "./subjects.ts";
import { noteSpans, type Language, type Word } from "./text.ts";

/**
 * Named third parties (French news text: "le président Laurent Gbagbo", "M. Lopez Obrador", "l'OTAN",
 * "Boeing"): runs of capitalised words, keyed by their last word so "Mr Lopez Obrador" meets "M. Lopez
 * Obrador". Only read in French for now; the author and relatives (subjects.ts) always come first.
 */
export interface NamedMention extends SubjectRef {
  readonly end: number;
  /** Whether the name is a clause's subject (not after a preposition: "de Boeing", "par l'ONU"). */
  readonly subjectPosition: boolean;
  /** Folded words of the name, left out of the claims' frames. */
  readonly words: ReadonlyArray<string>;
}

/** Titles written before a name, skipped when finding a name and where it stands. */
export const TITLES: ReadonlySet<string> = new Set(
  (
    "m mme mmes mlle mr mrs ms dr me mgr st ste sir lord president presidente premier premiere ministre " +
    "secretaire general generale leader chef capitaine commandant colonel lieutenant sergent prince " +
    "princesse roi reine pape juge journaliste docteur professeur professeure directeur directrice " +
    "porte-parole ancien ancienne defunt defunte senateur senatrice depute deputee gouverneur maire " +
    "conseiller conseillere commissaire ambassadeur ambassadrice acteur actrice chanteur chanteuse " +
    "ecrivain ecrivaine artiste realisateur realisatrice entraineur joueur joueuse champion championne"
  ).split(" "),
);
/** Lowercase nationality adjectives after a title: "le président ivoirien Laurent Gbagbo". */
const NATIONALITY_SUFFIX = /(?:ain|aine|ien|ienne|ais|aise|ois|oise|ol|ole|and|ande|ite|in|ine|ique|e)$/u;
/** Words that start many sentences with a capital and are no name. */
const STARTERS = new Set(
  (
    "ailleurs pourtant cependant ensuite enfin hier aujourd demain selon apres avant depuis lors bien tous " +
    "toutes tout toute chaque plusieurs certains certaines deux trois quatre cinq six sept huit neuf dix " +
    "mais donc or ni car puis alors quand lorsque si comme pendant durant malgre contre vers chez sans " +
    "sous sur dans par pour avec entre parmi environ presque seul seule seuls seules autre autres ici " +
    "la-bas voici voila cela ceci celui celle ceux celles il elle ils elles on nous vous je tu " +
    "une un des les le la quelques aucun aucune nul nulle beaucoup peu plus moins tres non oui grace " +
    "afin ainsi aussi encore deja jamais toujours souvent parfois recemment actuellement desormais " +
    // "Personne n'a vérifié la sangle", "Rien n'a été volé": nobody and nothing.
    "personne rien " +
    // Words of hesitation and of speech: "Euh, deux enfants…", "Bah, on était trois".
    "euh heu euhm ben bah beh bon hein ouais mouais bref wesh"
  ).split(" "),
);
const PREPOSITIONS = new Set(
  (
    "de du des d a au aux en par pour avec chez contre sur sous dans vers entre parmi sans envers " +
    "selon malgre apres avant depuis pendant durant outre via comme que qu"
  ).split(" "),
);
const DETERMINERS = new Set("le la les l un une des ce cet cette ces son sa ses leur leurs notre".split(" "));

const capitalised = (word: Word): boolean => /^\p{Lu}/u.test(word.text);

/** Named mentions of one French sentence, in order; `carried` is a name an opening "Il"/"Elle" stands for. */
export const findNamed = (
  language: Language,
  text: string,
  words: ReadonlyArray<Word>,
  clauses: ReadonlyArray<{ readonly start: number; readonly end: number }>,
  carried?: NamedMention,
): NamedMention[] => {
  if (language !== "fr") return [];
  const stop = STOPWORDS.fr;
  const out: NamedMention[] = [];
  const first = words[0];
  if (carried && first && (first.folded === "il" || first.folded === "elle"))
    out.push({ ...carried, start: first.start, end: first.end, subjectPosition: true });
  // A transcriber's note ("[Interprète]") names no one.
  const notes = noteSpans(text);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word || !capitalised(word)) continue;
    if (notes.some((note) => word.start >= note.start && word.start < note.end)) continue;
    const folded = word.folded;
    if (TITLES.has(folded) || stop.has(folded)) continue;
    // A capitalised opening word is a name only when it is no common sentence starter or adverb.
    const opening = i === 0 || /[.!?:«"“]\s*$/u.test(text.slice(0, word.start));
    if (opening && (STARTERS.has(folded) || folded.endsWith("ment") || folded.length < 3)) continue;
    // "Onze points de suture", "Dix-huit médailles": a number, wherever it stands.
    if (findNumbers(folded, language).some((number) => number.start === 0 && number.end === folded.length))
      continue;
    let j = i;
    while (j + 1 < words.length) {
      const next = words[j + 1];
      const current = words[j];
      if (!next || !current || !capitalised(next) || stop.has(next.folded)) break;
      if (!/^\s*$/u.test(text.slice(current.end, next.start).replace(/[.]/gu, ""))) break;
      j++;
    }
    const last = words[j];
    if (!last) continue;
    const run = words.slice(i, j + 1);
    out.push({
      key: `ne:${last.folded}`,
      label: text.slice(word.start, last.end),
      unique: true,
      start: word.start,
      end: last.end,
      subjectPosition: inSubjectPosition(words, i, clauses),
      words: run.map((w) => w.folded),
    });
    i = j;
  }
  return out;
};

/** Whether the name starting at word `index` opens its clause (after determiners and titles only). */
const inSubjectPosition = (
  words: ReadonlyArray<Word>,
  index: number,
  clauses: ReadonlyArray<{ readonly start: number; readonly end: number }>,
): boolean => {
  const start = words[index]?.start ?? 0;
  const clause = clauses.find((c) => start >= c.start && start < c.end) ?? { start: 0, end: Infinity };
  for (let k = index - 1; k >= 0; k--) {
    const word = words[k];
    if (!word || word.start < clause.start) return true;
    const folded = word.folded;
    if (TITLES.has(folded) || folded === "des" || (DETERMINERS.has(folded) && !PREPOSITIONS.has(folded)))
      continue;
    // A nationality right after a title: "le président ivoirien Laurent Gbagbo".
    const previous = words[k - 1];
    if (previous && TITLES.has(previous.folded) && !capitalised(word) && NATIONALITY_SUFFIX.test(folded))
      continue;
    if (["mais", "et", "puis", "alors", "ainsi", "or"].includes(folded)) return true;
    return false;
  }
  return true;
};

/** A crude French stem for matching words across two sentences: folded, no plural, six letters at most. */
export const stem = (folded: string): string => {
  const singular = folded.length > 4 ? folded.replace(/(?:s|x)$/u, "") : folded;
  return singular.length > 6 ? singular.slice(0, 6) : singular;
};
