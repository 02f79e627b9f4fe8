import { MONTHS, WEEKDAY_NUMBERS } from "./dates.ts";
import { STOPWORDS } from "./stopwords.ts";
import { RELATIVES, type SubjectRef } from "./subjects.ts";
import type { SentenceInfo } from "./sentence.ts";
import { fold, type Language, type PerLanguage } from "./text.ts";

/**
 * A person named as the subject of an age or a birth, in any language: "Izan tiene seis años", "Mrs Pell,
 * whose front room we dressed, was born in 1941", "der alte Herr Thiessen ist zweiundneunzig", "o Valdir
 * tinha sessenta e dois anos". Keyed as French named mentions are (named.ts), by the name's last word, so
 * "Mr Gwilym Rees" meets "Mr Rees". Read for ages and years of birth only: a name alone says little about
 * who did an act, but an age or a birth is the named person's own.
 */

/** Titles and kin words said before a name, and the articles a name may take ("der Hubert", "o Valdir"). */
const LEAD_WORDS: ReadonlySet<string> = new Set(
  (
    "the old young little wee mr mrs ms miss dr mister aunt auntie aunty uncle nan granny grandad grandpa " +
    "el la los don dona senor senora sr sra tio tia abuelo abuela viejo vieja " +
    "o a os seu senhor senhora avo velho velha " +
    "der die den dem alte alter alten junge junger jungen kleine kleiner herr herrn frau onkel tante oma opa " +
    "le les m mme mlle monsieur madame vieux vieille petit petite tonton tata papi mamie"
  ).split(" "),
);

/** The verb a named person's age or birth is told with, right after the name (folded). */
const LINK_VERB: PerLanguage<RegExp> = {
  en: /^(?:is|was|s|has|had|turned|born|aged)(?![\p{L}])/u,
  es: /^(?:tiene|tenia|nacio|nacido|nacida|cumplio|es|era|fue|ya)(?![\p{L}])/u,
  pt: /^(?:tem|tinha|nasceu|nascido|nascida|fez|completou|e|era|foi|ta|esta|ja)(?![\p{L}])/u,
  de: /^(?:ist|is|war|wurde|hat|hatte|geboren|feierte)(?![\p{L}])/u,
  fr: /^(?:a|avait|est|etait|ne|nee|fete|fetait|vient)(?![\p{L}])/u,
};

/** Kin words, weekdays and months are no names even when capitalised ("Mama", "Monday", "Mai"). */
const NOT_NAMES: PerLanguage<ReadonlySet<string>> = (() => {
  const build = (language: Language): ReadonlySet<string> =>
    new Set([
      ...RELATIVES.flatMap((relative) => relative.words[language]).map(fold),
      ...MONTHS[language].map(fold),
      ...WEEKDAY_NUMBERS[language].keys(),
      ...STOPWORDS[language],
    ]);
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();
/** A pronoun that takes the name up again after an aside, or opens a clause about it ("…, que tem 70 anos"). */
const RESUMED: PerLanguage<RegExp> = {
  en: /^(?:he|she|who)\s+/u,
  es: /^(?:el|ella|que)\s+/u,
  pt: /^(?:ele|ela|que)\s+/u,
  de: /^(?:er|sie|der|die)\s+/u,
  fr: /^(?:il|elle|qui)\s+/u,
};
/** A relative clause right after a name: ", who", ", que", ", der", ", qui" (folded). */
const RELATIVE_AFTER: PerLanguage<RegExp> = {
  en: /^\s*,\s*who\s/u,
  es: /^\s*,\s*que\s/u,
  pt: /^\s*,\s*que\s/u,
  de: /^\s*,\s*(?:der|die)\s/u,
  fr: /^\s*,\s*qui\s/u,
};
/** An aside set off by commas between a name and its verb ("Mrs Pell, whose front room we dressed, was"). */
const ASIDE_THEN = /^\s*,(?:[^,]{1,80},)?\s*/u;

/**
 * The person named as the subject of the value at `position`, if any: a run of capitalised words that opens
 * the sentence or a comma's clause after titles and articles only, followed (past an aside) by the verb that
 * tells the age or the birth, with at most three words more before the value.
 */
export const namedPerson = (sentence: SentenceInfo, position: number): SubjectRef | undefined => {
  const { words, text, folded, language } = sentence;
  const notNames = NOT_NAMES[language];
  const nameWord = (index: number): boolean => {
    const word = words[index];
    if (!word || word.end > position || word.text.length < 2) return false;
    if (!/^\p{Lu}\p{Ll}/u.test(word.text)) return false;
    // (Not checked against towns: many first names are towns somewhere, "Yara", "Luca", "Eusebio".)
    return !notNames.has(word.folded) && !LEAD_WORDS.has(word.folded);
  };
  let found: SubjectRef | undefined;
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    if (!first || first.end > position) break;
    if (!nameWord(i)) continue;
    let j = i;
    while (nameWord(j + 1) && /^\s+$/u.test(text.slice(words[j]?.end ?? 0, words[j + 1]?.start ?? 0))) j++;
    const last = words[j];
    i = j;
    if (!last) continue;
    // The verb of the age or the birth right after the name, or after an aside.
    const after = folded.slice(last.end, position).replace(/['’]/gu, " ");
    // Only titles and articles between the clause's opening (or a comma) and the name, unless a relative
    // clause of its own tells it ("a cargo do senhor Abudo, que tem setenta anos").
    const lead = folded.slice(0, first.start);
    const opening = lead.slice(Math.max(lead.lastIndexOf(","), lead.lastIndexOf(":")) + 1);
    const leadWords = opening.split(/[^\p{L}]+/u).filter(Boolean);
    if (!leadWords.every((word) => LEAD_WORDS.has(word)) && !RELATIVE_AFTER[language].test(after)) continue;
    const aside = ASIDE_THEN.exec(after)?.[0] ?? /^\s*/u.exec(after)?.[0] ?? "";
    // "Dean, who was out with me, he's twenty-two": the name taken up by a pronoun after the aside.
    const rest = after.slice(aside.length).replace(RESUMED[language], "");
    if (!LINK_VERB[language].test(rest)) continue;
    if (rest.split(/\s+/u).filter(Boolean).length > 4) continue;
    found = {
      key: `ne:${last.folded}`,
      label: text.slice(first.start, last.end),
      unique: true,
      start: first.start,
    };
  }
  return found;
};
