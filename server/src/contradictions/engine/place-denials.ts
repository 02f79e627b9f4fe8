import { subjectFor, type Claim } from "./claims.ts";
import { stemOf } from "./concepts.ts";
import { NEGATION_WORDS, OUTSIDE } from "./cues.ts";
import { anchorsOf, clauseAnchorsOf, negatedAt, type SentenceInfo } from "./sentence.ts";
import { STOPWORDS } from "./stopwords.ts";
import type { Language, PerLanguage, Word } from "./text.ts";

/**
 * A place denied in one statement and told in the other: "It didn't happen at the skatepark" / "Got jumped
 * at the skatepark in St Pauls"; "I have never been to Mount Hagen" / "I hid at my uncle's house in Mount
 * Hagen"; "… y nunca en la sacristía" / "el cepillo se guardaba en la sacristía"; "Das war nicht im
 * Skatepark"; "Ce n'était pas au bowl". Pure functions; the comparison is in compare.ts.
 */

/**
 * Words that put something in a place, folded, one word each (apostrophes cut words: "l'annexe" is "l",
 * "annexe"). Not "outside", "near", "vor", "devant": "I stayed outside the yard" does not tell "in the yard".
 */
const PREPOSITIONS: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["at", "in", "on", "inside", "to", "into"]),
  es: new Set(["en", "al", "dentro"]),
  pt: new Set(["em", "no", "na", "nos", "nas", "num", "numa", "ao", "pelo", "pela", "dentro"]),
  de: new Set(["im", "am", "an", "auf", "in", "bei", "beim", "ins", "zum", "zur"]),
  fr: new Set(["a", "au", "aux", "dans", "sur", "chez", "en", "par"]),
};

/** Words between a preposition and its place: articles, possessives, the "de"/"a" of a two-word preposition. */
const DETERMINERS: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["the", "a", "an", "my", "our", "his", "her", "their", "your", "that", "this", "of"]),
  es: new Set([
    "el",
    "la",
    "los",
    "las",
    "un",
    "una",
    "mi",
    "mis",
    "su",
    "sus",
    "nuestro",
    "nuestra",
    "de",
    "a",
  ]),
  pt: new Set([
    "o",
    "a",
    "os",
    "as",
    "um",
    "uma",
    "meu",
    "minha",
    "seu",
    "sua",
    "nosso",
    "nossa",
    "do",
    "da",
    "de",
  ]),
  de: new Set([
    "der",
    "die",
    "das",
    "dem",
    "den",
    "des",
    "ein",
    "eine",
    "einem",
    "einer",
    "mein",
    "meinem",
    "meiner",
    "unserem",
    "unserer",
    "unser",
    "seinem",
    "seiner",
    "ihrem",
    "ihrer",
  ]),
  fr: new Set([
    "le",
    "la",
    "les",
    "l",
    "un",
    "une",
    "mon",
    "ma",
    "mes",
    "notre",
    "nos",
    "son",
    "sa",
    "ses",
    "leur",
    "d",
  ]),
};

/** Words that join the parts of one place's name: "Vila Nova de Milfontes", "the bottom of the combe". */
const CONNECTORS: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["of", "the"]),
  es: new Set(["de", "del", "la", "el", "los", "las"]),
  pt: new Set(["de", "do", "da", "dos", "das"]),
  de: new Set(["von", "vom", "der", "des"]),
  fr: new Set(["de", "du", "des", "d", "la", "l"]),
};

/** Words after a preposition that say when or how, not where ("not at night", "en efectivo", "à pied"). */
const NOT_PLACES: PerLanguage<ReadonlySet<string>> = {
  en: new Set(
    "time times moment night morning evening afternoon day days week weeks month months year years weekend noon midnight first last end all fact cash person writing hurry once purpose foot board touch charge front way case contact detail general particular least most english public private advance return exchange".split(
      " ",
    ),
  ),
  es: new Set(
    "momento noche manana tarde dia dias semana semanas mes meses ano anos fin vez veces principio final efectivo persona serio absoluto todo nada pie mano cambio general concreto particular publico privado seguida punto hora horas madrugada mediodia medianoche contacto".split(
      " ",
    ),
  ),
  pt: new Set(
    "momento noite manha tarde dia dias semana semanas mes meses ano anos fim vez vezes principio final dinheiro especie pessoa serio nada pe mao troca geral concreto particular publico privado hora horas madrugada meio contacto contato".split(
      " ",
    ),
  ),
  de: new Set(
    "moment nacht morgen abend nachmittag tag tage woche wochen monat monaten jahr jahren wochenende mittag mitternacht ende anfang zeit bar person fuss fusse hand ganzen allgemeinen grunde stunde stunden uhr kontakt".split(
      " ",
    ),
  ),
  fr: new Set(
    "moment nuit matin soir soiree apres-midi jour jours semaine semaines mois an ans annee annees week-end midi minuit fin debut fois temps especes personne pied main echange general particulier public prive heure heures retard avance contact tout rien cours train".split(
      " ",
    ),
  ),
};

/**
 * Words a denial of a place may hold besides it, folded: the incident's own verbs ("it didn't happen at",
 * "eso no fue en", "das war nicht im", "ça s'est pas passé à") and being somewhere ("I've never been to",
 * "nunca estuve en", "je n'ai jamais mis les pieds au"). Any other word makes it the denial of an act.
 */
const INCIDENT: PerLanguage<ReadonlySet<string>> = {
  en: new Set(
    "happen happened happens occur occurred occurs take took taken place was were is be down it that this there even really actually all did didn t do don does doesn wasn weren isn have haven has hasn had hadn".split(
      " ",
    ),
  ),
  es: new Set("fue fueron paso pasaron ocurrio sucedio eso esto aquello ahi alli ni siquiera".split(" ")),
  pt: new Set("foi foram aconteceu ocorreu passou isso isto aquilo ali la nem sequer".split(" ")),
  de: new Set(
    "war waren ist sind passiert geschehen stattgefunden fand statt das es dort da gar uberhaupt".split(" "),
  ),
  fr: new Set(
    "etait etaient est c ce ca cela passe passee produit produite arrive arrivee lieu eu y du tout la".split(
      " ",
    ),
  ),
};
const PRESENCE: PerLanguage<ReadonlySet<string>> = {
  en: new Set("been set foot feet ever i we".split(" ")),
  es: new Set("estuve estuvimos pise pisamos puse pusimos pies".split(" ")),
  pt: new Set("estive estivemos pisei pisamos pus pusemos pes".split(" ")),
  de: new Set("gewesen je jemals ich wir".split(" ")),
  fr: new Set("mis pieds suis sommes alle allee alles allees je j nous on".split(" ")),
};
/** First-person words that make a presence denial the speaker's ("I", "ich", "je", or a first-person verb). */
const FIRST_PERSON: PerLanguage<RegExp> = {
  en: /^(?:i|we)$/u,
  es: /^(?:yo|nosotros|estuve|estuvimos|pise|pisamos|puse|pusimos)$/u,
  pt: /^(?:eu|nos|estive|estivemos|pisei|pisamos|pus|pusemos)$/u,
  de: /^(?:ich|i|ick|wir)$/u,
  fr: /^(?:je|j|nous|on)$/u,
};
/** "Never" in each language: a denial for every time. */
const NEVER: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["never"]),
  es: new Set(["nunca", "jamas"]),
  pt: new Set(["nunca", "jamais"]),
  de: new Set(["nie", "niemals"]),
  fr: new Set(["jamais"]),
};
/** A clause opening on its negation, with no verb: ", pas à Aix", "y nunca en la sacristía", "not at the airport". */
const OPENS_NEGATED: PerLanguage<RegExp> = {
  en: /^[\s,;:–—-]*(?:(?:and|but)\s+)?(?:not|never)\s/u,
  es: /^[\s,;:–—-]*(?:(?:y|pero)\s+)?(?:no|nunca|jamas)\s/u,
  pt: /^[\s,;:–—-]*(?:(?:e|mas)\s+)?(?:nao|nunca|jamais)\s/u,
  de: /^[\s,;:–—-]*(?:(?:und|aber)\s+)?(?:nicht|nie|niemals)\s/u,
  fr: /^[\s,;:–—-]*(?:(?:et|mais)\s+)?(?:pas|non|jamais)\s/u,
};
const clauseNegated = (sentence: SentenceInfo, clause: { readonly start: number; readonly end: number }) =>
  negatedAt(sentence, clause.start) ||
  OPENS_NEGATED[sentence.language].test(
    sentence.folded.slice(clause.start, clause.end).replace(/[’']/gu, " "),
  );

/** Negative determiners before the place ("en ningún parque", "em nenhuma loja", "in keinem Laden"). */
const NO_DETERMINERS = new Set(
  "no any ningun ninguna ninguno nenhum nenhuma kein keine keinem keinen keiner aucun aucune".split(" "),
);

/** A place phrase: the span from its preposition to its last word, and its words' stems. */
interface PlacePhrase {
  readonly start: number;
  readonly end: number;
  readonly first: number;
  readonly last: number;
  readonly stems: ReadonlyArray<string>;
}

const joinedTo = (sentence: SentenceInfo, a: Word, b: Word): boolean =>
  /^[\s'’]*$/u.test(sentence.text.slice(a.end, b.start));

/** The place phrases of a sentence: a preposition, its determiners, then one to four words of the place. */
const placePhrases = (sentence: SentenceInfo, denied = false): PlacePhrase[] => {
  const language = sentence.language;
  const words = sentence.words;
  const out: PlacePhrase[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const preposition = words[i];
    if (!preposition) continue;
    const opens =
      PREPOSITIONS[language].has(preposition.folded) ||
      (denied && language === "en" && preposition.folded === "near");
    if (!opens) continue;
    let j = i + 1;
    // "dentro de", "junto a", "dentro do": the second word of the preposition.
    while (j < words.length && j - i <= 3) {
      const word = words[j];
      const before = words[j - 1];
      if (!word || !before || !joinedTo(sentence, before, word)) break;
      if (!DETERMINERS[language].has(word.folded) && !NO_DETERMINERS.has(word.folded)) break;
      j += 1;
    }
    const stems: string[] = [];
    let first = -1;
    let last = -1;
    let k = j;
    while (k < words.length && stems.length < 4) {
      const word = words[k];
      const before = words[k - 1];
      if (!word || !before || !joinedTo(sentence, before, word)) break;
      const folded = word.folded;
      if (stems.length > 0 && CONNECTORS[language].has(folded)) {
        k += 1;
        continue;
      }
      if (STOPWORDS[language].has(folded) || NEGATION_WORDS[language].has(folded) || folded.length < 2) break;
      if (/^\d+$/u.test(folded) && stems.length === 0) break;
      if (first < 0) first = k;
      last = k;
      stems.push(stemOf(folded, language));
      k += 1;
    }
    const head = words[first];
    if (first < 0 || !head || NOT_PLACES[language].has(head.folded)) continue;
    // A connector the phrase ended on is not part of it ("in the kitchen of").
    out.push({
      start: preposition.start,
      end: words[last]?.end ?? head.end,
      first,
      last,
      stems: [...new Set(stems)],
    });
    i = last;
  }
  return out;
};

/** How a denial places its act: elliptical (", not at the airport"), the incident's, or the speaker's being there. */
type DenialKind = "ellipsis" | "incident" | "presence";

export interface PlaceDenial {
  readonly sentence: SentenceInfo;
  readonly clause: { readonly start: number; readonly end: number };
  readonly phrase: PlacePhrase;
  readonly kind: DenialKind;
  readonly universal: boolean;
  /** The act an elliptical denial places: the stems of the clauses before it, or of the sentence before. */
  readonly act: ReadonlySet<string>;
}

/** Content stems of a span of a sentence, without stopwords, negations and the given words. */
const contentStems = (
  sentence: SentenceInfo,
  from: number,
  to: number,
  leave: ReadonlySet<string> = new Set(),
): Set<string> => {
  const language = sentence.language;
  const out = new Set<string>();
  for (const word of sentence.words) {
    if (word.start < from || word.end > to) continue;
    const folded = word.folded;
    if (folded.length < 3 || STOPWORDS[language].has(folded) || NEGATION_WORDS[language].has(folded))
      continue;
    if (/\d/u.test(folded) || INCIDENT[language].has(folded) || PRESENCE[language].has(folded)) continue;
    const stem = stemOf(folded, language);
    if (!leave.has(stem)) out.add(stem);
  }
  return out;
};

/**
 * The places a sentence denies: a negated clause whose only words besides one place phrase are the
 * incident's verbs or being there, or nothing at all after the clause it places.
 */
export const placeDenials = (sentence: SentenceInfo, previous: SentenceInfo | undefined): PlaceDenial[] => {
  const language = sentence.language;
  const out: PlaceDenial[] = [];
  // Not near a place is not in it either ("nowhere near the back").
  const phrases = placePhrases(sentence, true);
  if (phrases.length === 0) return out;
  for (const clause of sentence.clauses) {
    if (clause.end > sentence.openUntil) break;
    if (!clauseNegated(sentence, clause)) continue;
    const inside = phrases.filter((phrase) => phrase.start >= clause.start && phrase.end <= clause.end);
    if (inside.length !== 1) continue;
    const phrase = inside[0];
    if (!phrase) continue;
    const words = sentence.words.filter((word) => word.start >= clause.start && word.end <= clause.end);
    let universal = false;
    let negation = -1;
    let incident = false;
    let presence = false;
    let firstPerson = false;
    let other = false;
    for (const word of words) {
      const folded = word.folded;
      if (FIRST_PERSON[language].test(folded)) firstPerson = true;
      if (word.start >= phrase.start && word.end <= phrase.end) continue;
      if (NEVER[language].has(folded)) universal = true;
      if (NEGATION_WORDS[language].has(folded) || NO_DETERMINERS.has(folded)) {
        if (negation < 0) negation = word.start;
        continue;
      }
      if (PRESENCE[language].has(folded)) presence = true;
      else if (INCIDENT[language].has(folded)) incident = true;
      else if (!STOPWORDS[language].has(folded) && !/^\d+$/u.test(folded)) other = true;
    }
    if (other) continue;
    // The place is what is denied: it comes after the negation, or opens the clause ("Na Roosevelt não
    // aconteceu nada", "pela garagem não passou ninguém"), or stands anywhere before it in German ("am ZOB war
    // ich gar nicht").
    const opening = words.every((word) => word.start >= phrase.start || STOPWORDS[language].has(word.folded));
    if (negation >= 0 && phrase.start < negation && language !== "de" && !opening) continue;
    const kind: DenialKind = presence ? "presence" : incident ? "incident" : "ellipsis";
    if (kind === "presence" && !firstPerson) continue;
    let act = new Set<string>();
    if (kind === "ellipsis") {
      const leave = new Set(phrase.stems);
      act = contentStems(sentence, 0, clause.start, leave);
      if (act.size === 0 && previous && clause.start === 0)
        act = contentStems(previous, 0, previous.openUntil, leave);
      if (act.size === 0) continue;
    }
    out.push({ sentence, clause, phrase, kind, universal, act });
  }
  return out;
};

/**
 * The asserted place phrases of a sentence holding every stem of a denied phrase: said plainly (not
 * negated, reported or supposed), with the clause's span for the passage.
 */
export const toldPlaces = (
  sentence: SentenceInfo,
  stems: ReadonlyArray<string>,
): Array<{
  readonly phrase: PlacePhrase;
  readonly clause: { readonly start: number; readonly end: number };
}> =>
  placePhrases(sentence).flatMap((phrase) => {
    if (phrase.end > sentence.openUntil) return [];
    if (!stems.every((stem) => phrase.stems.includes(stem))) return [];
    // "Outside the yard", "fuera de la casa", "à l'extérieur de la cour": near the place, not in it.
    if (
      OUTSIDE[sentence.language].test(
        sentence.folded.slice(Math.max(0, phrase.start - 14), phrase.start + 16),
      )
    )
      return [];
    const clause = sentence.clauses.find((c) => c.start <= phrase.start && phrase.start < c.end) ?? {
      start: 0,
      end: sentence.text.length,
    };
    if (clauseNegated(sentence, clause)) return [];
    return [{ phrase, clause }];
  });

/** The stems of a sentence's words, for finding the sentences that may tell a denied place. */
export const sentenceStems = (sentence: SentenceInfo): Set<string> => {
  const language: Language = sentence.language;
  return new Set(
    sentence.words
      .filter((word) => word.folded.length >= 2 && !STOPWORDS[language].has(word.folded))
      .map((word) => stemOf(word.folded, language)),
  );
};

/** A denial or a telling as a claim, for the finding's passages and time frames. */
export const placeClaim = (
  sentence: SentenceInfo,
  clause: { readonly start: number; readonly end: number },
  phrase: PlacePhrase,
  positive: boolean,
  universal: boolean,
): Claim => ({
  sentence,
  type: "negation",
  attribute: "place",
  subject: subjectFor(sentence, clause.start),
  event: undefined,
  frame: new Set(),
  // A denial's time is its own clause's ("it didn't happen at the skatepark, …, when I was walking home").
  anchors: positive ? anchorsOf(sentence) : clauseAnchorsOf(sentence, clause.start),
  valueStart: clause.start,
  valueEnd: Math.max(clause.end, phrase.end),
  value: sentence.text.slice(clause.start, Math.max(clause.end, phrase.end)),
  normalised: positive ? "positive" : "negative",
  payload: { kind: "clause", words: [...phrase.stems].sort(), positive, ...(universal ? { universal } : {}) },
});
