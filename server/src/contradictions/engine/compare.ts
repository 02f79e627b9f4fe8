import type { FindingType } from "../../../../contracts/schema/contradictions.ts";
import { APPOSED, bearerName, type Claim } from "./claims.ts";
import { belongingConflict } from "./belonging.ts";
import { coloursConflict } from "./descriptions.ts";
import { DISTINGUISHING, LIGHT_VERB, frameWord } from "./concepts.ts";
import {
  MONTHS,
  dayOfMonthAlone,
  datesConflict,
  datesOverlap,
  hasDate,
  weekdayAlone,
  weekdayOf,
  type DateMention,
} from "./dates.ts";
import { isWorldTown, placesConflict } from "./gazetteer.ts";
import { AWAY, CORRECTION, deniesIn, NEGATION_WORDS, NOT_IN, OUTSIDE } from "./cues.ts";
import { statesIn } from "./flips.ts";
import { sexIn, sexNouns } from "./sexes.ts";
import { STOPWORDS } from "./stopwords.ts";
import { predicatesConflict } from "./predicates.ts";
import { PERSON_TITLES, rolesAligned, rolesConflict } from "./roles.ts";
import { clauseAt, foldedPastNote, inNote, type SentenceInfo } from "./sentence.ts";
import { placeClaim, sentenceStems, toldPlaces, type PlaceDenial } from "./place-denials.ts";
import { clauseWord } from "./propositions.ts";
import { RELATIVES, namesOtherPerson } from "./subjects.ts";
import { fold, perLanguage, type Language, type PerLanguage, type Word } from "./text.ts";
import { findNumbers } from "./numbers.ts";
import { LOCAL_CURRENCY } from "./units.ts";
import { countsPeople, demonymsIn, PERSON_OF_YEARS } from "./value-claims.ts";
import type { ExplanationCode } from "./explanations.ts";

/** A conflict between two aligned claims, before it becomes a finding with passages. */
export interface Conflict {
  readonly left: Claim;
  readonly right: Claim;
  readonly type: FindingType;
  readonly confidence: number;
  readonly code: ExplanationCode;
  readonly params: Readonly<Record<string, string>>;
}

/** Above this many claims sharing a frame word, the word is too common to pair claims by. */
const MAX_POSTING = 256;
/** In a block about a once-only event, each claim meets at most this many other distinct values. */
const MAX_VALUES = 16;

const round = (n: number): number => Math.round(n * 100) / 100;

/** Appends an item (a claim, mostly) to the list under a key (the blocks' and inverted indexes' one shape). */
const addTo = <T>(map: Map<string, T[]>, key: string, item: T): void => {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
};

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
};

const sharedCount = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared;
};

/**
 * Whether two claims of one block are about the same thing. A once-only event of a known subject (a
 * birth, a death, where someone lives) needs nothing more; anything else needs its other words to agree.
 */
/** Whether one frame names a distinguishing word the other lacks. */
const setApart = (a: ReadonlySet<string>, b: ReadonlySet<string>, test = distinguishing): boolean => {
  for (const word of a) if (test(word) && !b.has(word)) return true;
  for (const word of b) if (test(word) && !a.has(word)) return true;
  return false;
};

/** An ordinal in digits ("the 25th", "le 50e"), which frames keep whole: one anniversary is not another. */
const ordinal = (word: string): boolean => /^\d/u.test(word);

/**
 * A frame's labelled places' numbers ("room 214" gives "214#") and its other words, split once per frame
 * (claims meet many others): two tellings that both give a label and share none are apart.
 */
const LABELS = new WeakMap<ReadonlySet<string>, { labels: string[]; rest: ReadonlySet<string> }>();
const labelsOf = (frame: ReadonlySet<string>): { labels: string[]; rest: ReadonlySet<string> } => {
  let split = LABELS.get(frame);
  if (!split) {
    const labels = [...frame].filter((word) => word.endsWith("#"));
    split = {
      labels,
      rest: labels.length > 0 ? new Set([...frame].filter((word) => !word.endsWith("#"))) : frame,
    };
    LABELS.set(frame, split);
  }
  return split;
};

const distinguishing = (word: string): boolean => DISTINGUISHING.has(word) || ordinal(word);
/** A distinguishing word that is not a bare number. */
const rankWord = (word: string): boolean =>
  DISTINGUISHING.has(word) || PAST_ONE.has(word) || /^\d+\p{L}/u.test(word);
/** "Pasada", "vergangenen" as clause words (stemmed): the last season is not this one. */
const PAST_ONE: ReadonlySet<string> = new Set(["pasad", "vergan"]);
/** Words telling one brother or sister from another ("my older brother", "mi hermano menor"), folded. */
const ELDER =
  /(?<![\p{L}])(?:older|younger|elder|eldest|oldest|youngest|mayor|menor|primogenit[oa]|cacula|mais\s+(?:velh|nov)[oa]|alter(?:e|er|en)|altest(?:e|er|en)|junger(?:e|er|en)?|jungst(?:e|er|en)|ainee?|cadet(?:te)?)(?![\p{L}])/gu;
/** Whether two clauses tell different brothers or sisters by age ("my older brother" / "my younger brother"). */
const elderApart = (a: Claim, b: Claim): boolean => {
  const of = (claim: Claim) => new Set(fold(claim.value).match(ELDER) ?? []);
  const x = of(a);
  const y = of(b);
  return x.size !== y.size || [...x].some((word) => !y.has(word));
};

/** Whether two claims are about the same once-only event (a birth, a death, a first arrival). */
const sameOnceEvent = (a: Claim, b: Claim): boolean =>
  a.event?.once === true && b.event?.once === true && a.event.id === b.event.id;

/** Events that name different acts ("arrival" and "departure") keep their values apart. */
const eventsApart = (a: Claim, b: Claim): boolean =>
  a.event !== undefined &&
  b.event !== undefined &&
  a.event.id !== b.event.id &&
  !GENERIC_ACTS.has(a.event.id) &&
  !GENERIC_ACTS.has(b.event.id);

/** Where a journey left from: the capitalised name after "from", "de", "desde", "aus", "von" ("saímos de Donetsk"). */
const ORIGIN = /^\s+(?:from|de|desde|aus|von)\s+(\p{Lu}[\p{L}'’-]+)/u;
const originOf = (claim: Claim): string | undefined => {
  // Right after the verb of leaving: "the Ceuta boat left" names a boat, not where one left from.
  const cue = claim.sentence.events.find((event) => event.id === "departure");
  const name = cue ? ORIGIN.exec(claim.sentence.text.slice(cue.end))?.[1] : undefined;
  return name ? fold(name) : undefined;
};
/** Two departures from different places are two journeys ("Em 2014 saímos de Donetsk", "em 2022 de Kharkiv"). */
const journeysApart = (a: Claim, b: Claim): boolean => {
  if (a.event?.id !== "departure" || b.event?.id !== "departure") return false;
  const left = originOf(a);
  const right = originOf(b);
  return left !== undefined && right !== undefined && left !== right;
};

/** Values that date or time an act, or say how long it lasted. */
const MOMENTS: ReadonlySet<string> = new Set(["date", "time", "duration"]);

/** Events that name no act of their own: "act" (no cue), "incident" ("it happened", "esto pasó"). */
const GENERIC_ACTS: ReadonlySet<string> = new Set(["act", "incident"]);

/** Ordinal words and their rank ("primer", "segundo", "zweiten", "troisième"), folded. */
const ORDINAL_RANK: ReadonlyMap<string, number> = new Map([
  ...[
    "first",
    "primer",
    "primero",
    "primera",
    "primeros",
    "primeras",
    "primeiro",
    "primeira",
    "primeiros",
    "primeiras",
    "premier",
    "premiere",
    "premiers",
    "premieres",
  ].map((w) => [w, 1] as const),
  ...["erste", "ersten", "erster", "erstes", "erstem"].map((w) => [w, 1] as const),
  ...["second", "segundo", "segunda", "seconde", "deuxieme", "zweite", "zweiten", "zweiter", "zweites"].map(
    (w) => [w, 2] as const,
  ),
  ...[
    "third",
    "tercer",
    "tercero",
    "tercera",
    "terceiro",
    "terceira",
    "troisieme",
    "dritte",
    "dritten",
    "dritter",
  ].map((w) => [w, 3] as const),
]);
/** "My first house", "na minha primeira casa": a first thing, not a first day or time ("el primer día"). */
const FIRST_THING = new RegExp(
  `(?<![\\p{L}])(?:${[...ORDINAL_RANK]
    .filter(([, rank]) => rank === 1)
    .map(([word]) => word)
    .join("|")})\\s+` +
    "(?!(?:day|dia|tag|tage|jour|week|semana|woche|semaine|night|noche|noite|nacht|nuit|time|vez|mal|fois|month|mes|monat|mois|year|ano|jahr|an|annee|morning|manana|manha|morgen|matin)(?![\\p{L}]))\\p{L}",
  "u",
);
const firstThing = (claim: Claim): boolean => FIRST_THING.test(fold(claim.value));
const DETERMINERS: ReadonlySet<string> = new Set(
  "the my our his her their this that el la mi su nuestro nuestra este ese aquel o a meu minha nosso nossa seu sua no na num numa do da esse este".split(
    " ",
  ),
);
const RANKS = new WeakMap<Claim["sentence"], ReadonlySet<number>>();
/** The ranks a sentence names ("en el primer piso…" names 1). Portuguese "segunda" alone is Monday. */
const ranksOf = (sentence: Claim["sentence"]): ReadonlySet<number> => {
  let ranks = RANKS.get(sentence);
  if (!ranks) {
    const found = new Set<number>();
    let previous = "";
    sentence.words.forEach((word, index) => {
      const rank = ORDINAL_RANK.get(word.folded);
      // An adverb ("I went first to Nimroz", "primero fui a…") ranks nothing: only "the/my first…" does.
      const adverb = /^(?:first|primero|primeiro|segundo)$/u.test(word.folded) && !DETERMINERS.has(previous);
      // Portuguese "segunda" is Monday, unless a time follows ("na segunda vez").
      const monday =
        sentence.language === "pt" &&
        word.folded === "segunda" &&
        !/^vez(?:es)?$/u.test(sentence.words[index + 1]?.folded ?? "");
      if (rank !== undefined && !adverb && !monday) found.add(rank);
      previous = word.folded;
    });
    ranks = found;
    RANKS.set(sentence, ranks);
  }
  return ranks;
};
/** "En el primer piso… un mes", "en el segundo… dos meses": two sentences that rank what they tell differently. */
const rankedApart = (a: Claim, b: Claim): boolean => {
  const ra = ranksOf(a.sentence);
  const rb = ranksOf(b.sentence);
  return ra.size > 0 && rb.size > 0 && ![...ra].some((rank) => rb.has(rank));
};

const aligned = (a: Claim, b: Claim, cross = false): boolean => {
  if (rankedApart(a, b)) return false;
  const la = labelsOf(a.frame);
  const lb = labelsOf(b.frame);
  if (la.labels.length > 0 && lb.labels.length > 0 && !la.labels.some((word) => lb.labels.includes(word)))
    return false;
  // Past that, a label's number says nothing more: "la cama 12" and "la 12" are one bed.
  const rest = (claim: Claim, split: { labels: string[]; rest: ReadonlySet<string> }): Claim =>
    split.labels.length > 0 ? { ...claim, frame: split.rest } : claim;
  return alignedFrames(rest(a, la), rest(b, lb), cross);
};

/**
 * A count of named things ("eight boxes of crockery", "zwei Stangen Marlboro") told twice by one subject: the
 * thing counted identifies the fact, whatever verbs tell it ("we carried down…", "it came to five boxes").
 * People and times are too common a count for that: their tellings must share their words.
 */
const countOfThings = (claim: Claim): boolean =>
  claim.type === "number" &&
  claim.attribute.startsWith("count:") &&
  claim.attribute !== "count:people" &&
  claim.attribute !== "count:times";

/**
 * The thing that has a count, when a sentence opens with it: "the flat has three rooms", "la casa tiene cinco
 * habitaciones", "die Wohnung hat drei Zimmer", "l'appartement compte trois pièces". Two holders are two facts.
 */
const HOLDER =
  /^(?:the|a|an|my|our|el|la|los|las|un|una|mi|o|os|as|um|uma|meu|minha|der|die|das|ein|eine|meine|unsere|le|les|l'|une|mon|ma|notre)\s*(\p{L}+)\s+(?:\p{L}+\s+)?(?:has|had|have|tiene|tenia|tem|tinha|hat|hatte|compte|comptait|comporte|comportait|a|avait)\s+$/u;
const holderOf = (claim: Claim): string | undefined => {
  const match = HOLDER.exec(claim.sentence.folded.slice(0, claim.valueStart));
  const holder = match?.[1];
  return holder === undefined ? undefined : frameWord(holder, claim.sentence.language);
};
/** Whether each telling's holder, if it names one, is in the other telling's words too. */
const heldAlike = (a: Claim, b: Claim): boolean => {
  const ha = holderOf(a);
  const hb = holderOf(b);
  return (ha === undefined || b.frame.has(ha)) && (hb === undefined || a.frame.has(hb));
};

/** How many of us were somewhere, on both sides ("there was five of us in the kitchen"). */
const groupOfUs = (a: Claim, b: Claim): boolean =>
  a.attribute === "count:people" && a.subject.key === "author" && b.subject.key === "author";

/** What usually happens ("usually", "normalmente", "normalerweise", "d'habitude"), folded. */
const USUALLY: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:usually|normally|generally|as a rule|most nights|most days|most mornings|most evenings|most weeks)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:normalmente|por lo general|habitualmente|generalmente|de normal|de costumbre|suele|solemos|suelen|solian)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:normalmente|geralmente|habitualmente|por norma|costuma|costumamos|costumam|costumavam)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:normalerweise|gewohnlich|ublicherweise|in der regel|meistens|sonst immer)(?![\p{L}])/u,
  // Not "comme d'habitude", which tells one day as like the others.
  fr: /(?<![\p{L}])(?:(?<!comme )d habitude|d ordinaire|normalement|generalement|en general|habituellement)(?![\p{L}])/u,
};
/**
 * What always happens ("always", "every time", "siempre", "sempre", "immer", "jedes Mal", "toujours"), folded;
 * not "as always", "como sempre", "wie immer", which tell one day as like the others.
 */
const ALWAYS: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:(?<!as )always|every time|each time)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:(?<!como )siempre|cada vez|todas las veces)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:(?<!como )sempre|cada vez|todas as vezes)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:(?<!wie )immer|jedes mal|jedesmal)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:(?<!comme )toujours|chaque fois|a chaque fois)(?![\p{L}])/u,
};
/** Whether a claim's sentence tells what usually happens. */
const usual = (claim: Claim): boolean =>
  USUALLY[claim.sentence.language].test(claim.sentence.folded.replace(/[’']/gu, " "));
/** Whether a claim's sentence tells a habit: what usually or always happens. */
const habitual = (claim: Claim): boolean =>
  usual(claim) || ALWAYS[claim.sentence.language].test(claim.sentence.folded.replace(/[’']/gu, " "));
/** A group told as what usually is, against one told of the day: "d'habitude on est deux" / "ce soir-là, seule". */
const usualApart = (a: Claim, b: Claim): boolean => usual(a) !== usual(b);

/**
 * Two days told in full, by the speaker or of a relative, that differ in one part only: the day, the month or
 * the year; each the one day of its sentence (a sentence with two days tells two acts).
 */
const nearDays = (a: Claim, b: Claim): boolean => {
  if (a.payload.kind !== "date" || b.payload.kind !== "date") return false;
  if (!/^(?:author|rel:)/u.test(a.subject.key) || !/^(?:author|rel:)/u.test(b.subject.key)) return false;
  const oneDay = (claim: Claim) => claim.sentence.dates.filter((date) => date.day !== undefined).length === 1;
  if (!oneDay(a) || !oneDay(b)) return false;
  const x = a.payload.date;
  const y = b.payload.date;
  if (x.day === undefined || y.day === undefined || x.month === undefined || y.month === undefined)
    return false;
  const years = x.year !== undefined && y.year !== undefined ? Number(x.year !== y.year) : 0;
  return Number(x.day !== y.day) + Number(x.month !== y.month) + years === 1;
};

/** The two sides of a vote or a stand ("54 voted for, 139 against"): their counts are two facts. */
const SIDES: PerLanguage<readonly [ReadonlySet<string>, ReadonlySet<string>]> = (() => {
  const sides = (language: Language, pro: string, contra: string) =>
    [
      new Set(pro.split(" ").map((word) => frameWord(word, language))),
      new Set(contra.split(" ").map((word) => frameWord(word, language))),
    ] as const;
  return {
    en: sides("en", "favour favor", "against"),
    es: sides("es", "favor", "contra"),
    pt: sides("pt", "favor", "contra"),
    de: sides("de", "dafur", "dagegen"),
    fr: sides("fr", "faveur", "contre"),
  };
})();
/** Month names as frame words ("in February", "im März"); English "may" is a modal too. */
const MONTH_WORDS: PerLanguage<ReadonlySet<string>> = (() => {
  const of = (language: Language) =>
    new Set(MONTHS[language].filter((month) => month !== "may").map((month) => frameWord(month, language)));
  return { en: of("en"), es: of("es"), pt: of("pt"), de: of("de"), fr: of("fr") };
})();
/** A sum, a count or a span told in one month and another told in another: "£30 in February", "in March £45". */
const monthsApart = (a: Claim, b: Claim): boolean => {
  if (a.type === "date" || a.type === "time") return false;
  const months = MONTH_WORDS[a.sentence.language];
  if (!holdsAny(a.frame, months) || !holdsAny(b.frame, months)) return false;
  for (const word of a.frame) if (months.has(word) && b.frame.has(word)) return false;
  return true;
};

/** Whether a frame holds any of the words (frames are small; this runs for every candidate pair). */
const holdsAny = (frame: ReadonlySet<string>, words: ReadonlySet<string>): boolean => {
  for (const word of frame) if (words.has(word)) return true;
  return false;
};

const sidesApart = (a: Claim, b: Claim): boolean => {
  const [pro, contra] = SIDES[a.sentence.language];
  return (
    (holdsAny(a.frame, pro) && holdsAny(b.frame, contra)) ||
    (holdsAny(a.frame, contra) && holdsAny(b.frame, pro))
  );
};

/** Whether two tellings of a named person share a word besides the name's own ("Marie Dubois"). */
const sharedBesideName = (a: Claim, b: Claim): boolean => {
  const name = new Set(
    [...a.sentence.named, ...b.sentence.named].flatMap((named) =>
      named.words.map((word) => frameWord(word, a.sentence.language)),
    ),
  );
  for (const word of a.frame) if (b.frame.has(word) && !name.has(word)) return true;
  return false;
};

/**
 * An act named by no cue ("Les miliciens sont entrés dans notre village près de Kikwit en juillet 2023") and a
 * departure from or an arrival at a place they share only the name of ("je suis parti de Kikwit en janvier
 * 2024"): what happened there before one left, or after one came, is another happening, not the same one told
 * twice. (What happened there after one left, with one "still in the town", is the same stay told otherwise.)
 */
const JOURNEY_PLACE =
  /(?<![\p{L}])(?:from|to|into|de|desde|a|hacia|para|em|en|aus|von|nach|in|à|au|vers)\s+(\p{Lu}[\p{L}'’-]+)/gu;
/** A sentence that opens with others as its subject: "the soldiers", "los soldados", "die Rebellen", "les rebelles". */
const OTHERS_FIRST = /^(?:the|el|los|las|os|as|die|der|les)\s+\p{L}{3,}/u;
/** The speaker as a doer ("I", "we", "yo", "eu", "a gente", "ich", "wir", "je", "moi", "nous"), folded. */
const SPEAKER_DOES: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:i|we)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:yo|nosotros|nosotras)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:eu|a gente)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:ich|i|ick|wir)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:je|j|moi|nous)(?![\p{L}])/u,
};
const genericApartFromJourney = (a: Claim, b: Claim): boolean => {
  if (a.type !== "date" || a.event === undefined || b.event === undefined) return false;
  const [act, journey] = GENERIC_ACTS.has(a.event.id) ? [a, b] : [b, a];
  const direction = journey.event?.id;
  if (!GENERIC_ACTS.has(act.event?.id ?? "") || (direction !== "departure" && direction !== "arrival"))
    return false;
  // The journey's place: a name right after its preposition ("de Kikwit", "aus Bunia", "to Goma").
  const place = new Set(
    [...journey.sentence.text.matchAll(JOURNEY_PLACE)].map((match) =>
      frameWord(fold(match[1] ?? ""), journey.sentence.language),
    ),
  );
  const shared = [...a.frame].filter((word) => b.frame.has(word));
  if (shared.length === 0 || !shared.every((word) => place.has(word))) return false;
  // Others' act ("Les rebelles sont entrés…"), the speaker nowhere in it: "Salí de Yibuti" and "Losgefahren
  // sind wir in Plauen" are the journey itself, its verb unknown.
  const folded = foldedPastNote(act.sentence);
  if (!OTHERS_FIRST.test(folded) || SPEAKER_DOES[act.sentence.language].test(folded)) return false;
  const [x, y] = [act.normalised, journey.normalised];
  if (!/^\d{4}/u.test(x) || !/^\d{4}/u.test(y)) return false;
  const length = Math.min(x.length, y.length);
  const [p, q] = [x.slice(0, length), y.slice(0, length)];
  return p !== q && (direction === "departure" ? p < q : p > q);
};

/** Concepts of harm or loss (concepts.ts): an act told with one may be the named event itself. */
const HARM: ReadonlySet<string> = new Set(
  [
    "attack",
    "blows",
    "threat",
    "fall",
    "runover",
    "theft",
    "bite",
    "fire",
    "flood",
    "fight",
    "detention",
  ].map((concept) => `~${concept}`),
);

/**
 * One side a named event with no word of its own ("the collision"), the other an act told by plain words only
 * ("parked up"; not "fell off the ladder", whose fall is a concept).
 */
const namedAgainstTold = (a: Claim, b: Claim): boolean => {
  const named = (claim: Claim) =>
    claim.frame.size === 0 && claim.event !== undefined && !GENERIC_ACTS.has(claim.event.id);
  const told = (claim: Claim) =>
    claim.frame.size > 0 &&
    GENERIC_ACTS.has(claim.event?.id ?? "act") &&
    [...claim.frame].every((word) => !HARM.has(word));
  return (named(a) && told(b)) || (named(b) && told(a));
};

/** A month of a year dated with no event cue (claims.ts): its clause's words say what happened. */
const cuelessMonth = (claim: Claim): boolean =>
  claim.payload.kind === "date" &&
  claim.event?.id === "act" &&
  claim.payload.date.day === undefined &&
  claim.payload.date.month !== undefined;

const alignedFrames = (a: Claim, b: Claim, cross: boolean): boolean => {
  // A relative's name: told outright ("my brother is called Paul") it is one; two names in apposition
  // ("my brother Steve runs…", "my brother Paul drives…") are one relative only if they tell something alike.
  // (An apposed name's frame holds its mark, so it is never empty: two apposed names meet by their words.)
  if (a.attribute === "name" && (a.frame.size === 0 || b.frame.size === 0)) return true;
  // "Mein Bruder Heiko ist 54" and "Mein Bruder Ronny ist 47": two brothers, each with his own age.
  if (a.attribute !== "name") {
    const left = bearerName(a);
    const right = bearerName(b);
    if (left && right && left !== right) return false;
  }
  if (eventsApart(a, b) || journeysApart(a, b) || sidesApart(a, b) || monthsApart(a, b)) return false;
  if (genericApartFromJourney(a, b)) return false;
  // "In my former flat the rent was 520" / "for the present one I pay 690": two times, two things.
  if (a.type !== "date" && a.type !== "time" && thenAndNow(a, b)) return false;
  // One thing's colour: the thing is in the key; one more word of what happened to it is enough.
  if (a.attribute.startsWith("colour:"))
    return sharedCount(a.frame, b.frame) >= 1 && !setApart(a.frame, b.frame);
  // A thing's state: the kind of thing is in the key; "the front door" is not "the back door", and a third
  // person's gear needs one more word in common ("the lad on the back").
  if (a.payload.kind === "state" && b.payload.kind === "state") {
    const [p, q] = [a.payload.qualifier, b.payload.qualifier];
    if (p !== undefined && q !== undefined && p !== q) return false;
    if (setApart(a.frame, b.frame)) return false;
    return (
      a.attribute.startsWith("state:lock") || a.subject.key !== "other" || sharedCount(a.frame, b.frame) >= 1
    );
  }
  if (setApart(a.frame, b.frame, ordinal)) return false;
  if (setApart(a.frame, b.frame) && !sameOnceEvent(a, b)) return false;
  // Who did an act: the acts' own words decide (roles.ts).
  if (a.payload.kind === "role" || b.payload.kind === "role") return rolesAligned(a, b);
  if (a.attribute === "name") {
    const plain = (frame: ReadonlySet<string>) => new Set([...frame].filter((word) => word !== APPOSED));
    return sharedCount(plain(a.frame), plain(b.frame)) >= 1;
  }
  // An age at a named event meets the same event's; an age at no named event ("Selam was nine") meets an age
  // at any event through a shared word ("when the soldiers came").
  if (a.type === "age" && a.attribute.startsWith("age@") && b.attribute.startsWith("age@"))
    return a.event?.id === b.event?.id && !GENERIC_ACTS.has(a.event?.id ?? "act")
      ? true
      : sharedCount(a.frame, b.frame) >= 1;
  if (cross || a.subject.key === "other" || b.subject.key === "other") {
    // An unnamed subject must be recognisably the same: shared content words that make up most of both
    // frames. One shared word is enough for when an act happened and how long it lasted ("the explosion was
    // at noon" / "the explosion, that was at 11 pm"): sums and measures in news text share words by chance.
    const shared = sharedCount(a.frame, b.frame);
    if (shared >= 1 && MOMENTS.has(a.type)) return true;
    return shared >= 2 || (shared >= 1 && jaccard(a.frame, b.frame) >= 0.5);
  }
  if (sameOnceEvent(a, b)) return true;
  // A named third person's counts (news text) meet through one shared word besides the name at least: "il
  // venait de battre deux des records universitaires" is not "il a établi 21 records du monde".
  // (A named whole's total has no frame: "les 19 membres de l'OTAN".)
  if (
    countOfThings(a) &&
    a.subject.key.startsWith("ne:") &&
    a.frame.size > 0 &&
    b.frame.size > 0 &&
    !sharedBesideName(a, b)
  )
    return false;
  // "The only caravan left standing" is not how many the storm overturned: the only one meets by its words.
  if (groupOfUs(a, b) && usualApart(a, b)) return false;
  const exclusive = (claim: Claim) => claim.payload.kind === "number" && claim.payload.exclusive === true;
  if (countOfThings(a) && heldAlike(a, b) && !exclusive(a) && !exclusive(b)) return true;
  // A month with no event cue ("Im Oktober 2019 hat mich mein Onkel freigekauft") is dated by its words:
  // it never meets a telling with none ("Ich wurde im März 2019 verhaftet").
  if ((a.frame.size === 0 || b.frame.size === 0) && (cuelessMonth(a) || cuelessMonth(b))) return false;
  if (a.frame.size === 0 || b.frame.size === 0) {
    // A sum, a duration or a distance is in one block whatever its event: a bare value ("twelve hours a
    // day") meets a described one only through the same event. A date, a time or a count told with no
    // words of its own ("It was the 3rd of October") is the subject's one telling of it.
    const bare =
      a.type === "money" || a.type === "duration" || a.type === "distance" || a.type === "quantity";
    if (bare && a.event?.id !== b.event?.id) return a.frame.size === b.frame.size;
    // "The collision was at twenty past nine" / "I parked up at ten to nine": the time of a named event with no
    // other word, against the time of an everyday act told by its words (no concept of harm or loss), are two
    // moments.
    if (a.type === "time" && namedAgainstTold(a, b)) return false;
    return !bare || Math.max(a.frame.size, b.frame.size) <= 1;
  }
  // A known subject: the shorter telling's words are mostly in the longer one, or, for two days that differ
  // in one part only ("14 March" and "14 April", "2 November 2023" and "2 December 2023"), one word at least.
  const shared = sharedCount(a.frame, b.frame);
  return (
    shared >= 1 &&
    (shared / Math.min(a.frame.size, b.frame.size) >= 0.5 ||
      nearDays(a, b) ||
      (shared >= 2 && groupOfUs(a, b)))
  );
};

/**
 * Words that place a fact relative to another event ("before they sent me for a scan", "after the war",
 * "still"): they set two tellings apart only when the other telling places its fact in time as well.
 */
const RELATIONAL: ReadonlySet<string> = new Set([
  ...["before", "after", "then", "later", "earlier", "first", "still", "since"],
  ...["antes", "despues", "entonces", "mas tarde", "todavia", "desde", "en ese momento"],
  ...["depois", "entao", "mais tarde", "ainda"],
  ...["vorher", "nachher", "vor", "spater", "zuerst", "noch", "seit", "mehr"],
  ...["avant", "apres", "alors", "plus tard", "encore", "depuis", "plus"],
]);

const strongFrames = (claim: Claim): string[] =>
  claim.anchors.frames.filter((frame) => !RELATIONAL.has(frame));

/** Whether a value's sentence places it before something else ("before that", "davor"), up to the value. */
const SEQUENCE = /(?<![\p{L}])(?:before|antes|davor|vorher|avant)(?![\p{L}])/u;
const sequenced = (claim: Claim): boolean => SEQUENCE.test(claim.sentence.folded.slice(0, claim.valueStart));

/** A period set off by a comma after a value: ", in 2018", ", en 2019", ", im Mai 2020", ", au printemps". */
const ADDED_PERIOD = /,\s*(?:in|en|em|no|na|im|am|au|a|à|during|durante|wahrend|pendant)?\s*$/u;

/** Whether two claims sit in the same time frame: no anchors on either side, or overlapping ones. */
const sameTimeFrame = (a: Claim, b: Claim): boolean => {
  const bare = (claim: Claim) => claim.anchors.frames.length === 0 && claim.anchors.dates.length === 0;
  const relativeOnly = (claim: Claim) => strongFrames(claim).length === 0 && claim.anchors.dates.length === 0;
  if ((bare(a) && relativeOnly(b)) || (bare(b) && relativeOnly(a))) return true;
  const fa = a.anchors.frames.join("|");
  const fb = b.anchors.frames.join("|");
  if (fa !== fb) return false;
  const da = a.anchors.dates;
  const db = b.anchors.dates;
  if (da.length === 0 && db.length === 0) return true;
  // A single day by a value ("paid by transfer on 15 February") dates one act: it sets no period the other
  // telling must share. A year or a month does ("in 2019 the rent was…"). Who someone is does not go by acts:
  // "my son Leo was born on 8 June" and "my nephew Leo lives in Leeds" are two people.
  const oneDay = (dates: ReadonlyArray<DateMention>) =>
    dates.length > 0 && dates.every((date) => date.day !== undefined && date.month !== undefined);
  const valued = a.type !== "identity";
  if (valued && ((da.length === 0 && oneDay(db)) || (db.length === 0 && oneDay(da)))) return true;
  // "Stopped exactly once, at the Dover crossing, in 2018" / "In 2018 they pulled me over three times": a
  // period added after the value, set off by a comma, is that sentence's period too ("…, it went up in 2019"
  // dates another act).
  const toldLater = (claim: Claim, others: ReadonlyArray<DateMention>) =>
    claim.sentence.dates.some(
      (date) =>
        date.start >= claim.valueEnd &&
        hasDate(date) &&
        ADDED_PERIOD.test(claim.sentence.folded.slice(claim.valueEnd, date.start)) &&
        others.every((other) => datesOverlap(date, other)),
    );
  if (da.length === 0) return toldLater(a, db);
  if (db.length === 0) return toldLater(b, da);
  return da.some((x) => db.some((y) => datesOverlap(x, y)));
};

const subjectLabel = (a: Claim, b: Claim): string =>
  a.subject.label || b.subject.label || a.sentence.text.slice(0, 40);

/** Whether a claim's sentence tells, besides its own, the very day of another telling. */
const dayBeside = (claim: Claim, day: DateMention): boolean =>
  day.day !== undefined &&
  day.month !== undefined &&
  claim.sentence.dates.some(
    (date) =>
      date.start !== claim.valueStart &&
      date.day === day.day &&
      date.month === day.month &&
      (date.year === undefined || day.year === undefined || date.year === day.year),
  );

/** The conflict between two aligned claims of the same attribute and subject, if their values clash. */
const conflictOf = (left: Claim, right: Claim): Conflict | undefined => {
  const p = left.payload;
  const q = right.payload;
  const base = { left, right };
  const params = {
    subject: subjectLabel(left, right),
    attribute: left.attribute,
    left: left.normalised,
    right: right.normalised,
  };
  const certainty = left.subject.key === "other" || left.subject.key !== right.subject.key ? 0.8 : 1;
  if (p.kind === "date" && q.kind === "date") {
    if (!datesConflict(p.date, q.date)) return undefined;
    // Two days told without their month ("el día 1", "el día 10"), or weekdays alone, are days of each story: with
    // nothing told of what happened on one of them ("la pagué el día 10"), they may be two acts of a month.
    const dayAlone = (date: DateMention) => dayOfMonthAlone(date) || weekdayAlone(date);
    if (dayAlone(p.date) && dayAlone(q.date) && (left.frame.size === 0 || right.frame.size === 0))
      return undefined;
    // "It was broadcast on 24 February, but recorded on 21 February" / "It was recorded on 21 February": the
    // other telling's day is in this sentence too, for another act.
    if (dayBeside(left, q.date) || dayBeside(right, p.date)) return undefined;
    const precise = p.date.day !== undefined && q.date.day !== undefined;
    const once = left.event?.once === true ? 1 : 0.85;
    // A weekday told alone against a whole date: the date's weekday is worked out, so the reader is shown it.
    const [dated, weekday] = weekdayAlone(q.date) ? [left, right] : [right, left];
    if (weekdayAlone(p.date) !== weekdayAlone(q.date) && dated.payload.kind === "date")
      return {
        ...base,
        type: "date",
        confidence: round(0.85 * once * certainty),
        code: "weekday_mismatch",
        params: {
          ...params,
          date: dated.normalised,
          dateWeekday: `W${weekdayOf(dated.payload.date) ?? ""}`,
          weekday: weekday.normalised,
        },
      };
    // An English numeric date either way round ("12/06/2024") is shown as written.
    const shown = (claim: Claim, date: DateMention) =>
      date.month === undefined && date.readings?.length === 2 ? claim.value : claim.normalised;
    return {
      ...base,
      type: "date",
      confidence: round((precise ? 0.95 : 0.9) * once * certainty),
      code: "date_mismatch",
      params: { ...params, left: shown(left, p.date), right: shown(right, q.date) },
    };
  }
  if (p.kind === "time" && q.kind === "time") {
    // Minutes apart on the clock (23:30 and 00:10 are 40 minutes apart).
    const gap = (a: number, b: number) => {
      const d = (((a - b) % 1440) + 1440) % 1440;
      return Math.min(d, 1440 - d);
    };
    // "Half past eleven" may be 11:30 or 23:30: the nearer reading counts.
    const apart =
      p.twelve || q.twelve
        ? Math.min(gap(p.minutes, q.minutes), gap(p.minutes + 720, q.minutes))
        : gap(p.minutes, q.minutes);
    // Three hours when either is approximate, an hour and a half when either is a little after or before one.
    const least = p.approx || q.approx ? 180 : p.near || q.near ? 90 : 30;
    if (!sameTimeFrame(left, right) || apart < least) return undefined;
    // "Depois das quatro" meets only a time before four, "antes das sete" one after seven (every reading of a
    // twelve-hour clock): two bounds never.
    if (p.bound || q.bound) {
      if (p.bound && q.bound) return undefined;
      const [bounded, other] = p.bound ? [p, q] : [q, p];
      const readings = (minutes: number, twelve?: boolean) => (twelve ? [minutes, minutes + 720] : [minutes]);
      const wrongSide = readings(other.minutes, other.twelve).every((o) =>
        readings(bounded.minutes, bounded.twelve).every((b) => {
          const d = ((((o - b) % 1440) + 2160) % 1440) - 720;
          return bounded.bound === "lower" ? d <= -least : d >= least;
        }),
      );
      if (!wrongSide) return undefined;
    }
    return { ...base, type: "time", confidence: round(0.8 * certainty), code: "time_mismatch", params };
  }
  if (p.kind === "polarity" && q.kind === "polarity") {
    if (p.positive === q.positive) return undefined;
    const statement = left.sentence.text;
    if (left.type === "antonym" && fold(left.value) !== fold(right.value)) {
      const antonym = { subject: params.subject, left: left.value, right: right.value };
      return {
        ...base,
        type: "antonym",
        confidence: round(0.7 * certainty),
        code: "antonym_pair",
        params: antonym,
      };
    }
    return {
      ...base,
      type: "negation",
      confidence: round(0.75 * certainty),
      code: "negated_statement",
      params: { subject: params.subject, statement },
    };
  }
  if (p.kind === "predicate" && q.kind === "predicate") {
    const found = predicatesConflict(p.clauses, q.clauses);
    if (!found) return undefined;
    const l = found.left;
    const r = found.right;
    const leftPassage = {
      ...left,
      valueStart: l.start,
      valueEnd: l.end,
      value: left.sentence.text.slice(l.start, l.end),
    };
    const rightPassage = {
      ...right,
      valueStart: r.start,
      valueEnd: r.end,
      value: right.sentence.text.slice(r.start, r.end),
    };
    const subject = params.subject;
    if (found.kind === "antonym" && found.group) {
      const lw = l.antonyms.get(found.group)?.word ?? "";
      const rw = r.antonyms.get(found.group)?.word ?? "";
      return {
        left: leftPassage,
        right: rightPassage,
        type: "antonym",
        confidence: 0.6,
        code: "antonym_pair",
        params: { subject, left: lw, right: rw },
      };
    }
    return {
      left: leftPassage,
      right: rightPassage,
      type: "negation",
      confidence: 0.6,
      code: "negated_statement",
      params: { subject, statement: left.sentence.text },
    };
  }
  if (!sameTimeFrame(left, right)) return undefined;
  // A stay told after "before that" ("Davor hab ich fünf Jahre auf Zeche Hugo malocht") is
  // another stay than one told without.
  if (left.type === "duration" && sequenced(left) !== sequenced(right)) return undefined;
  if (p.kind === "state" && q.kind === "state") {
    // The speaker says they locked it and that they did not; or it was locked, and it was left open.
    const acts = p.act !== undefined && q.act !== undefined && p.act !== q.act;
    const states = p.state !== undefined && q.state !== undefined && p.state !== q.state;
    if (!acts && !states) return undefined;
    return {
      ...base,
      type: "negation",
      confidence: 0.6,
      code: "state_mismatch",
      params: { subject: p.thing || q.thing, left: left.value, right: right.value },
    };
  }
  if (p.kind === "place" && q.kind === "place") {
    if (!placesConflict(p, q)) return undefined;
    const confidence = (left.event?.once ? 0.85 : 0.75) * certainty;
    return { ...base, type: "location", confidence: round(confidence), code: "place_mismatch", params };
  }
  if (p.kind === "label" && q.kind === "label") {
    if (p.value === q.value) return undefined;
    // A denied nationality ("not:ER") meets only the same one asserted; two denials never meet.
    const pDenied = p.value.startsWith("not:");
    const qDenied = q.value.startsWith("not:");
    if (pDenied && (qDenied || p.value.slice(4) !== q.value)) return undefined;
    if (qDenied && q.value.slice(4) !== p.value) return undefined;
    // One thing told in two colours ("a white van" / "a red van"); shades of one colour are not two.
    if (left.attribute.startsWith("colour:")) {
      if (!coloursConflict(p.value, q.value)) return undefined;
      // "The Fiat is blue" / "my wife's car is a red Honda", "Mr Devlin drives a silver Volvo": two vehicles,
      // each someone's. With nobody else named, one vehicle told in two makes and two colours ("a silver Skoda
      // Octavia" / "a black Ford Focus", the driver's car either time) is two descriptions of it.
      if (
        p.make !== undefined &&
        q.make !== undefined &&
        p.make !== q.make &&
        (namesSomeone(left.sentence) || namesSomeone(right.sentence))
      )
        return undefined;
      return {
        ...base,
        type: "identity",
        confidence: 0.6,
        code: "description_mismatch",
        params: { subject: params.subject, left: left.value, right: right.value },
      };
    }
    // A religion or an ethnic group is shown as written; a nationality by its country code.
    const belonging = left.attribute === "religion" || left.attribute === "ethnicity";
    if (belonging && !belongingConflict(p.value, q.value)) return undefined;
    if (belonging || left.attribute === "nationality")
      return {
        ...base,
        type: "identity",
        confidence: 0.7,
        code: belonging ? "belonging_mismatch" : "nationality_mismatch",
        params: belonging
          ? { subject: params.subject, left: left.value, right: right.value }
          : { subject: params.subject, left: params.left, right: params.right },
      };
    const confidence = left.subject.unique ? 0.8 : 0.6;
    return {
      ...base,
      type: "identity",
      confidence,
      code: "name_mismatch",
      params: { subject: params.subject, left: params.left, right: params.right },
    };
  }
  if (p.kind === "role" && q.kind === "role") {
    const person = left.attribute === "person";
    if (!rolesConflict(p, q, person)) return undefined;
    // "…, not Mrs Dupuis" against "it was Mrs Dupuis who": the doer one told, the other denied.
    if (p.denied || q.denied)
      return {
        ...base,
        type: "identity",
        confidence: 0.65,
        code: "doer_denied",
        params: { subject: left.subject.label, doer: (p.denied ? right : left).value },
      };
    const holder = left.attribute === "holder";
    return {
      ...base,
      type: "identity",
      confidence: person ? 0.65 : 0.7,
      code: person ? "relation_mismatch" : holder ? "name_mismatch" : "role_mismatch",
      params: { subject: left.subject.label, left: left.value, right: right.value },
    };
  }
  if (p.kind === "number" && q.kind === "number") {
    if (p.unit !== q.unit && !sameMoney(left, right, p.unit, q.unit)) return undefined;
    // A body's weight changes: "when we got him he weighed two kilos" / "at his six-month check nine kilos".
    if (p.unit === "kg" && (weighedThen(left.sentence) || weighedThen(right.sentence))) return undefined;
    const difference = Math.abs(p.value - q.value) / Math.max(Math.abs(p.value), Math.abs(q.value), 1e-9);
    // A bound ("more than 50 people", "less than a week") meets only a value on its wrong side: beyond it,
    // and clearly beyond when that value is itself approximate.
    const pb = p.bound;
    const qb = q.bound;
    let bounded = false;
    if (pb || qb) {
      if (pb && qb) {
        if (pb === qb) return undefined;
        const lower = pb === "lower" ? p.value : q.value;
        const upper = pb === "upper" ? p.value : q.value;
        if (lower < upper) return undefined;
      } else {
        const bound = pb ? p : q;
        const other = pb ? q : p;
        const margin = other.approx ? 1.5 : 1;
        const beyond =
          bound.bound === "lower" ? other.value * margin <= bound.value : other.value >= bound.value * margin;
        if (!beyond || other.value === bound.value) return undefined;
      }
      bounded = true;
    }
    if ((p.approx || q.approx) && !bounded) {
      const apart =
        left.type === "age"
          ? Math.abs(p.value - q.value) >= Math.max(5, 0.25 * Math.max(p.value, q.value))
          : difference >= 0.5;
      if (!apart) return undefined;
    }
    switch (left.type) {
      case "age":
        return p.value === q.value && !bounded
          ? undefined
          : {
              ...base,
              type: "age",
              confidence: round(0.9 * certainty),
              code: "age_mismatch",
              params: { subject: params.subject, left: params.left, right: params.right },
            };
      case "number":
        return p.value === q.value && !bounded
          ? undefined
          : {
              ...base,
              type: "number",
              confidence: round(0.8 * certainty),
              code: "number_mismatch",
              params: { ...params, unit: p.unit },
            };
      case "money":
        return difference <= 0.01 && !bounded
          ? undefined
          : {
              ...base,
              type: "money",
              confidence: round(0.85 * certainty),
              code: "money_mismatch",
              // "Four grand" against "£2,800": the named currency; "eleven grand" against "six grand": in grand.
              params:
                p.unit === LOCAL_CURRENCY && q.unit === LOCAL_CURRENCY
                  ? {
                      ...params,
                      left: String(p.value / 1000),
                      right: String(q.value / 1000),
                      currency: "grand",
                    }
                  : {
                      ...params,
                      left: String(p.value),
                      right: String(q.value),
                      currency: p.unit === LOCAL_CURRENCY ? q.unit : p.unit,
                    },
            };
      case "duration":
        // "Two years" and "two years and five months": the one is the other, rounder.
        if (p.whole === q.value || q.whole === p.value) return undefined;
        return difference <= 0.1 && !bounded
          ? undefined
          : {
              ...base,
              type: "duration",
              confidence: round(0.75 * certainty),
              code: "duration_mismatch",
              params,
            };
      case "distance":
      case "quantity":
        return difference <= 0.05 && !bounded
          ? undefined
          : {
              ...base,
              type: left.type,
              confidence: round(0.75 * certainty),
              code: "quantity_mismatch",
              params: {
                ...params,
                left: String(round(p.value)),
                right: String(round(q.value)),
                unit: p.unit,
              },
            };
      default:
        return undefined;
    }
  }
  return undefined;
};

/** Claims grouped by (attribute, subject): only claims in one block are ever compared. */
const blocks = (claims: ReadonlyArray<Claim>): Map<string, Claim[]> => {
  const out = new Map<string, Claim[]>();
  for (const claim of claims) {
    // Clause propositions meet through clauseDenials' word index only.
    if (claim.payload.kind === "clause") continue;
    // Dates are one block, as times are, and ages at events: events that name different acts are kept
    // apart when aligning.
    const attribute =
      claim.type === "date" ? "date" : claim.attribute.startsWith("age@") ? "age@" : claim.attribute;
    addTo(out, `${attribute}|${claim.subject.key}`, claim);
    // A named person's age ("Mia war sieben, als…") also meets an age told of "her" by its words ("Als der
    // Hund Mia gebissen hat, war sie schon zwölf"), as it did before the name was read (persons.ts).
    if (claim.type === "age" && claim.subject.key.startsWith("ne:"))
      addTo(out, `${attribute}|other`, { ...claim, subject: { ...claim.subject, key: "other" } });
    // "Twenty-six students" is also how many people there were ("we were eight"): it meets those by its words.
    if (
      claim.payload.kind === "number" &&
      attribute.startsWith("count:") &&
      countsPeople(attribute.slice("count:".length), claim.sentence.language) &&
      !partOfSum(claim)
    )
      addTo(out, `count:people|${claim.subject.key}`, {
        ...claim,
        attribute: "count:people",
        payload: { ...claim.payload, unit: "people" },
      });
    // A value given to the speaker for want of a subject word ("the fire was on the 6th", "the deposit was
    // £900") may be a relative's or someone else's: it also meets other subjects' values, through their words.
    if (CROSSING.has(claim.type) && (claim.subject.implied || claim.subject.key !== "author"))
      addTo(out, `${attribute}${CROSS}`, claim);
  }
  return out;
};

/** "And", between two counts of a sum ("18 Kinder und drei Erwachsene"). */
const SUM_AND = /^\s+[\p{L}-]+\s+(?:and|y|e|et|und)\s+$/u;
/** Whether a count is one part of a sum: another count and "and" right before it, or right after its noun. */
const partOfSum = (claim: Claim): boolean => {
  const { folded, language } = claim.sentence;
  const before = folded.slice(Math.max(0, claim.valueStart - 40), claim.valueStart);
  const last = findNumbers(before, language).at(-1);
  if (last && SUM_AND.test(before.slice(last.end))) return true;
  const after = /^\s+[\p{L}-]+\s+(?:and|y|e|et|und)\s+/u.exec(folded.slice(claim.valueEnd));
  return (
    after !== null && findNumbers(folded.slice(claim.valueEnd + after[0].length), language)[0]?.start === 0
  );
};

/** The blocks where values of an implied speaker meet every other subject's, by their key's ending. */
const CROSS = "|~cross";
const CROSSING: ReadonlySet<string> = new Set(["date", "time", "money", "duration", "distance"]);

/** Weighing verbs ("weighed", "pesaba", "pesava", "wog", "pesait"), folded. */
const WEIGHED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])weigh(?:s|ed|ing)?(?![\p{L}])/u,
  es: /(?<![\p{L}])pes(?:a|aba|aban|o|aron|ado)(?![\p{L}])/u,
  pt: /(?<![\p{L}])pes(?:a|ava|avam|ou|aram|ado)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:wog|wiegt|wogen|gewogen|wiegen)(?![\p{L}])/u,
  fr: /(?<![\p{L}])pes(?:e|ait|aient|a)(?![\p{L}])/u,
};

/** A moment a sentence ties its telling to: "when…", "at birth", "at his six-month check", "à trois mois". */
const MOMENT: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:when|at birth|at (?:his|her|its|the) [\p{L}-]+ (?:check|visit|appointment)|(?:weeks?|months?|years?) old|at \p{L}+ (?:weeks|months))(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:cuando|al nacer|a los \p{L}+ (?:meses|semanas|anos)|en la revision|con \p{L}+ (?:meses|semanas))(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:quando|ao nascer|aos \p{L}+ (?:meses|semanas|anos)|na consulta|com \p{L}+ (?:meses|semanas))(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:als (?:ich|wir|er|sie|es|man)|wenn|bei der geburt|mit \p{L}+ (?:monaten|wochen|jahren)|bei der untersuchung)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:quand|lorsque|a la naissance|a \p{L}+ (?:mois|semaines|ans)|a la visite)(?![\p{L}])/u,
};

/** A weight weighed at a moment the sentence names, which another weighing may well not share. */
const weighedThen = (sentence: SentenceInfo): boolean =>
  WEIGHED[sentence.language].test(sentence.folded) && MOMENT[sentence.language].test(sentence.folded);

/**
 * Two sums in one currency: the same code, or a sum in the speaker's own unnamed money ("four grand") against
 * a plain sum in any currency ("£2,800"); a sum per period keeps its own period.
 */
const sameMoney = (left: Claim, right: Claim, p: string, q: string): boolean =>
  left.type === "money" &&
  right.type === "money" &&
  (p === LOCAL_CURRENCY || q === LOCAL_CURRENCY) &&
  !p.includes("/") &&
  !q.includes("/");

/** Relatives' words in each language ("wife", "mujer", "Frau"…), folded, whatever their case or possessive. */
const RELATIVE_WORDS: PerLanguage<ReadonlySet<string>> = (() => {
  const of = (language: Language) =>
    new Set(RELATIVES.flatMap((relative) => relative.words[language].map((word) => fold(word))));
  return { en: of("en"), es: of("es"), pt: of("pt"), de: of("de"), fr: of("fr") };
})();

/** A title before a name ("Mr Devlin", "el señor Gálvez", "Herr Kaya", "Mme Roux"), folded. */
const TITLED =
  /(?<![\p{L}])(?:(?:mr|mrs|ms|miss|dr|senor|senora|don|dona|senhor|senhora|sr|sra|herr|frau|mme|mlle|monsieur|madame)\.?|m\.)\s+\p{L}/u;

/** Whether a sentence names a relative or a titled person: whose thing it tells may be someone else's. */
const namesSomeone = (sentence: SentenceInfo): boolean =>
  sentence.words.some((word) => RELATIVE_WORDS[sentence.language].has(word.folded)) ||
  TITLED.test(sentence.folded);

/** Whether a pair of the cross block is one implied speaker's date and another subject's. */
const crossPair = (a: Claim, b: Claim): boolean =>
  a.subject.implied === true
    ? b.subject.key !== "author"
    : b.subject.implied === true && a.subject.key !== "author";

/** Candidate pairs inside a block: every pair for a small block, else pairs sharing a frame word or value. */
const candidatePairs = (block: ReadonlyArray<Claim>): Array<[Claim, Claim]> => {
  const pairs: Array<[Claim, Claim]> = [];
  const focus = block.filter((claim) => claim.sentence.doc === 0);
  if (focus.length === 0) return pairs;
  if (block.length <= 32) {
    for (let i = 0; i < block.length; i++)
      for (let j = i + 1; j < block.length; j++) {
        const a = block[i];
        const b = block[j];
        if (a && b) pairs.push([a, b]);
      }
    return pairs;
  }
  // Large blocks: each focus claim meets the claims that share a frame word (capped), and for once-only
  // events one representative of each other value (capped): near-linear in the block's size.
  const postings = new Map<string, Claim[]>();
  const byValue = new Map<string, Claim>();
  for (const claim of block) {
    for (const word of claim.frame) addTo(postings, word, claim);
    if (!byValue.has(claim.normalised)) byValue.set(claim.normalised, claim);
  }
  const seen = new Set<string>();
  const indexOf = new Map(block.map((claim, i) => [claim, i]));
  const add = (a: Claim, b: Claim) => {
    if (a === b) return;
    const ia = indexOf.get(a) ?? 0;
    const ib = indexOf.get(b) ?? 0;
    const key = ia < ib ? `${ia}:${ib}` : `${ib}:${ia}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push(ia < ib ? [a, b] : [b, a]);
  };
  for (const claim of focus) {
    for (const word of claim.frame) {
      const list = postings.get(word) ?? [];
      if (list.length > MAX_POSTING) continue;
      for (const other of list) add(claim, other);
    }
    if (claim.event?.once) {
      let n = 0;
      for (const other of byValue.values()) {
        if (other.normalised === claim.normalised) continue;
        if (++n > MAX_VALUES) break;
        add(claim, other);
      }
    }
  }
  return pairs;
};

/** At most this many words more on the asserted side of a "never" (its when, where, how). */
const MAX_EXTRA_WORDS = 3;

/**
 * "I never signed it" against "I signed it the day I saw the flat": a universal denial meets any assertion
 * of the same subject whose words hold all of its own, and a few more (which only say when or how). The
 * assertions are found through the denial's rarest word, so the cost stays near-linear.
 */
const universalDenials = (claims: ReadonlyArray<Claim>): Conflict[] => {
  const out: Conflict[] = [];
  const postings = new Map<string, Claim[]>();
  const denials: Array<{ claim: Claim; words: string[] }> = [];
  for (const claim of claims) {
    const p = claim.payload;
    if (p.kind !== "polarity") continue;
    const words = p.key.split(" ");
    if (!p.positive) {
      if (p.universal && words.length >= (claim.subject.key === "other" ? 3 : 1))
        denials.push({ claim, words });
      continue;
    }
    for (const word of words) addTo(postings, `${claim.subject.key}|${word}`, claim);
  }
  for (const { claim: denial, words } of denials) {
    const lists = words.map((word) => postings.get(`${denial.subject.key}|${word}`) ?? []);
    const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
    if (rarest.length > MAX_POSTING) continue;
    for (const assertion of rarest) {
      if (denial.sentence.doc !== 0 && assertion.sentence.doc !== 0) continue;
      if (assertion.payload.kind !== "polarity") continue;
      const asserted = new Set(assertion.payload.key.split(" "));
      if (asserted.size <= words.length || asserted.size - words.length > MAX_EXTRA_WORDS) continue;
      if (!words.every((word) => asserted.has(word))) continue;
      if (rankedApart(denial, assertion)) continue;
      const [left, right] =
        assertion.sentence.doc === 0 &&
        (denial.sentence.doc !== 0 || assertion.sentence.index < denial.sentence.index)
          ? [assertion, denial]
          : [denial, assertion];
      out.push({
        left,
        right,
        type: "negation",
        confidence: round(0.65 * (denial.subject.key === "other" ? 0.8 : 1)),
        code: "negated_statement",
        params: { subject: subjectLabel(left, right), statement: left.sentence.text },
      });
    }
  }
  return out;
};

/** "I am", "soy", "sou", "ich bin", "ich gehöre zu", "je suis": the speaker says what they are (folded). */
const OWN_COPULA: PerLanguage<RegExp> = {
  en: /^\W*(?:i\s+am|i\s*['’]?\s*m)(?![\p{L}])/u,
  es: /^\W*(?:yo\s+)?(?:no\s+)?soy(?![\p{L}])/u,
  pt: /^\W*(?:eu\s+)?(?:nao\s+)?sou(?![\p{L}])/u,
  de: /^\W*ich\s+(?:bin|gehore)(?![\p{L}])/u,
  fr: /^\W*(?:je\s+(?:ne\s+|n\s*['’]\s*)?suis|j\s*['’]\s*appartiens)(?![\p{L}])/u,
};
/** Words of certainty or feeling, which "I am not" denies of one matter and "I am" asserts of another. */
const NO_LABEL =
  /^(?:sure|certain|seguro|segura|sicher|sur|certo|certa|aware|consciente|afraid|happy|sorry)$/u;
const ownCopula = (claim: Claim): boolean => {
  const copula = OWN_COPULA[claim.sentence.language];
  const clause = clauseAt(claim.sentence, claim.valueStart);
  return copula.test(claim.sentence.folded) || copula.test(claim.sentence.folded.slice(clause.start));
};
/**
 * A denial of one label the speaker says they are: "je ne suis pas rom", "I am ethnic Lao, not Hmong", "ich
 * gehöre zu den Hmong, nicht zu den Khmu". One word is enough when both sides say "I am" outright.
 */
const labelDenial = (denial: Claim): boolean =>
  denial.subject.key === "author" &&
  denial.payload.kind === "clause" &&
  !denial.payload.words.some((word) => NO_LABEL.test(word)) &&
  ownCopula(denial);

/**
 * A clause that only denies a place, with no verb of its own, after the clause it places ("I picked the car
 * up in town, not at the airport", "… e não no aeroporto", "… nicht am Flughafen", "… et non à l'aéroport",
 * "En ningún parque."), folded.
 */
const PLACE_DENIAL: PerLanguage<RegExp> = {
  en: /^[\s,;:–—-]*(?:(?:and|but)\s+)?(?:(?:not|never)\s+(?:at|in|on|inside|near)|nowhere\s+near)\s/u,
  es: /^[\s,;:–—-]*(?:y\s+)?(?:no\s+(?:en|dentro\s+de|junto\s+a)|en\s+ningun[oa]?)\s/u,
  pt: /^[\s,;:–—-]*(?:e\s+)?(?:nao\s+(?:no|na|nos|nas|em|num|numa|dentro\s+d[oa])|em\s+nenhum[a]?)\s/u,
  de: /^[\s,;:–—-]*(?:und\s+)?(?:nicht\s+(?:am|im|an|auf|in|beim|vor)|nirgend(?:s|wo))\s/u,
  fr: /^[\s,;:–—-]*(?:et\s+)?(?:(?:non|pas)\s+(?:a|au|aux|dans|sur|devant)|nulle\s+part)\s/u,
};

/** At most this many content words in a place's denial ("not at the back kitchen"). */
const MAX_PLACE_DENIAL = 3;

const shortDenial = (denial: Claim, form: PerLanguage<RegExp>): boolean =>
  denial.payload.kind === "clause" &&
  denial.payload.words.length <= MAX_PLACE_DENIAL &&
  form[denial.sentence.language].test(fold(denial.value).replace(/[’']/gu, " "));
const placeDenial = (denial: Claim): boolean => shortDenial(denial, PLACE_DENIAL);
const correctionDenial = (denial: Claim): boolean => shortDenial(denial, CORRECTION);

/** A clause that only says what "it" is ("It's a Longines", "Es ist eine Longines", "C'était un hélico"), folded. */
const COPULA_HOST: PerLanguage<RegExp> = {
  en: /^[\s,;:–—-]*(?:it|that|this)\s+(?:s|is|was)\s/u,
  es: /^[\s,;:–—-]*(?:(?:eso|esto)\s+)?(?:es|era|fue)\s/u,
  pt: /^[\s,;:–—-]*(?:(?:isso|isto)\s+)?(?:e|era|foi)\s/u,
  de: /^[\s,;:–—-]*(?:es|das)\s+(?:ist|war)\s/u,
  fr: /^[\s,;:–—-]*(?:c\s+est|c\s+etait|ce\s+sont|c\s+etaient)\s/u,
};
const copulaHost = (claim: Claim): boolean =>
  claim.payload.kind === "clause" &&
  claim.payload.words.length <= 2 &&
  COPULA_HOST[claim.sentence.language].test(fold(claim.value).replace(/[’']/gu, " "));
/** "To be" in each language, folded, as words. */
const TO_BE: PerLanguage<string> = {
  en: "is|was|were|are",
  es: "es|era|fue|son|eran",
  pt: "e|era|foi|sao|eram",
  de: "ist|war|sind|waren",
  fr: "est|etait|sont|etaient",
};
/** Whether the other side says the corrected word is what something was ("… ist eine Zenith"). */
const copulaBefore = (assertion: Claim, denial: Claim): boolean => {
  const last = /(\p{L}+)[^\p{L}]*$/u.exec(fold(denial.value))?.[1];
  if (last === undefined) return false;
  const language = assertion.sentence.language;
  // "Is" or "was", then up to two words, then the word: "ist eine Zenith", "was a Longines".
  const text = fold(assertion.value).replace(/[’']/gu, " ");
  for (const match of text.matchAll(COPULA_AT[language])) {
    const words = text.slice(match.index + match[0].length).split(/\s+/u, 3);
    for (const [i, word] of words.entries()) {
      if (word.startsWith(last) && !/^\p{L}/u.test(word.slice(last.length))) return true;
      if (i === 2 || !/^[\p{L}-]+$/u.test(word)) break;
    }
  }
  return false;
};
/** "To be" with the space after it, built once per language. */
const COPULA_AT: PerLanguage<RegExp> = (() => {
  const build = (language: Language) => new RegExp(`(?<![\\p{L}])(?:${TO_BE[language]})\\s+`, "gu");
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

/** "Instead of", "en lugar de", "em vez de", "statt", "au lieu de": what follows is what was not, folded. */
const INSTEAD: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:instead\s+of|rather\s+than)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:en\s+(?:lugar|vez)\s+de)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:em\s+vez\s+de|ao\s+inves\s+de|em\s+lugar\s+de)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:statt|anstatt|anstelle)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:au\s+lieu\s+d|a\s+la\s+place\s+d|plutot\s+que)/u,
};

/**
 * Verbs of knowing, remembering and perceiving, whose object a short denial leaves out ("I don't remember",
 * "no sé", "não me lembro", "weiß ich nicht", "je sais pas"): a one-word denial of them says nothing of what
 * the other statement remembers or saw. Folded, as words.
 */
const ELIDED_OBJECT: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:know|knew|known|remember(?:ed)?|recall(?:ed)?|recollect|understand|understood|think|thought|believe|believed|see|saw|seen|hear|heard|notice(?:d)?|want(?:ed)?|like|liked|care|mind|sure)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:se|sabia|sabe|sabemos|supe|recuerdo|recordaba|acuerdo|acordaba|entiendo|entendi|creo|creia|pienso|vi|veia|oi|oia|quiero|queria|seguro|segura)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:sei|sabia|soube|lembro|lembrava|recordo|entendo|entendi|acho|achava|creio|penso|vi|via|ouvi|ouvia|quero|queria|certeza)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:weiss?|wusste|gewusst|erinnere|erinnert|erinnern|verstehe|verstanden|glaube|glaubte|denke|dachte|gesehen|sah|gehort|horte|will|wollte|sicher)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:sais|savais|su|souviens|souvenais|rappelle|rappelais|comprends|compris|crois|croyais|pense|pensais|vu|voyais|entendu|veux|voulais|sur|sure)(?![\p{L}])/u,
};

/** A clause that is one capitalised word after another ("el encargado, Manolo,"): a name, not an act. */
const apposedName = (claim: Claim): boolean =>
  claim.payload.kind === "clause" &&
  claim.payload.words.length === 1 &&
  claim.valueStart > 0 &&
  /^[\s,;:–—-]*\p{Lu}/u.test(claim.value);

/** "Again", "wieder", "de nuevo", "de novo", "à nouveau": a state come back, so it was once lacking. Folded. */
const AGAIN: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:again|came back|come back|returned)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:de nuevo|otra vez|volvio|volvieron|recupere|recupero)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:de novo|outra vez|novamente|voltou|voltaram|recuperei|recuperou)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:wieder|zuruck|zuruckgekommen)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:a nouveau|de nouveau|encore une fois|revenu|revenue|retrouve|retrouvee)(?![\p{L}])/u,
};
/**
 * "Kein Gefühl im Daumen" / "später war das Gefühl wieder da": what came back was lacking before, so the
 * asserted clause tells a later time than the denial, unless the denial says "again" too.
 */
const backAgain = (denial: Claim, assertion: Claim): boolean => {
  const again = AGAIN[assertion.sentence.language];
  const told = (claim: Claim) => again.test(fold(claim.value).replace(/[’']/gu, " "));
  return told(assertion) && !told(denial);
};

/** A denial against what the other statement asserts, the focus document's passage on the left. */
const negatedStatement = (denial: Claim, assertion: Claim, confidence: number): Conflict => {
  const [left, right] = assertion.sentence.doc === 0 ? [assertion, denial] : [denial, assertion];
  return {
    left,
    right,
    type: "negation",
    confidence,
    code: "negated_statement",
    params: { subject: subjectLabel(left, right), statement: left.sentence.text },
  };
};

/** First-person possessives, folded: "our lane", "mi casa", "meu carro", "unser Hof", "notre rue". */
const POSSESSIVE_WORD =
  /^(?:my|our|mi|mis|nuestro|nuestra|nuestros|nuestras|meu|minha|meus|minhas|nosso|nossa|mein|meine|meinem|meinen|meiner|meines|unser|unsere|unserem|unseren|unserer|mon|ma|mes|notre|nos)(?![\p{L}])/u;
/**
 * A clause given to the speaker only for "my" or "our" in it or before it ("The driver who came up our
 * lane…", "Dans notre rue, quatre maisons ont brûlé"): its doer may be anyone, so it meets a denial told of
 * someone else ("It weren't Gary that came up the lane", "aucune maison n'a brûlé").
 */
const possessiveSpeaker = (claim: Claim): boolean =>
  claim.subject.key === "author" &&
  POSSESSIVE_WORD.test(claim.sentence.folded.slice(claim.subject.start)) &&
  !claim.sentence.subjects.some(
    (subject) =>
      subject.key === "author" &&
      subject.start >= claim.valueStart &&
      subject.start < claim.valueEnd &&
      !POSSESSIVE_WORD.test(claim.sentence.folded.slice(subject.start)),
  );

/** At most this many words more on the asserted side of a denied clause (its when, where, how, who). */
const MAX_CLAUSE_EXTRA = 6;
/** Clause words of giving back or refunding ("back", "devolver", "reembolsar", "zurück", "rendre"), stemmed. */
const GIVING_BACK =
  /^(?:back|refund|repai|devol|devuel|reemb|reinte|zuruck|erstat|rembou|rendu|rend|restit)/u;
/**
 * Acts of keeping back or still owing what was due ("kept back", "retuvo", "einbehalten", "retenu"; "still
 * waiting for my share", "todavía me debe", "ainda me deve", "schuldet mir noch", "me les doit encore"):
 * they deny the giving themselves. Folded.
 */
const WITHHELD: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:(?:kept|keep|keeps|keeping|held|holding)\s+(?:\p{L}+\s+){0,3}?back|withh[eo]ld\p{L}*|retained|still\s+(?:waiting|owe|owes|owed|owing))(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:retuv\p{L}*|retenid\p{L}*|(?:todavia|aun|sigo|sigue|siguen)\s+(?:me\s+|nos\s+)?(?:debe|deben|debiendo|esperando))(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:reteve|retiveram|retid\p{L}*|ainda\s+(?:me\s+|nos\s+)?(?:deve|devem|espero|esperando|estou\s+a\s+espera))(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:einbehalten|zuruckbehalten|behielt\s+(?:\p{L}+\s+){0,4}?ein|schuldet\s+(?:\p{L}+\s+){0,4}?noch|warte\s+(?:\p{L}+\s+){0,4}?noch)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:retenu\p{L}*|gardee?s?\s+pour\s+(?:lui|elle|eux|elles)|(?:doit|doivent)\s+(?:\p{L}+\s+){0,2}?(?:encore|toujours)|attends\s+(?:encore|toujours))(?![\p{L}])/u,
};

/**
 * A denied clause against an asserted clause of another statement: "I did not report the threats to the
 * police" / "when I went to the police station to report the threats"; "I was never arrested in my country"
 * / "after my arrest in 2017"; "nobody trained me on that press" / "my supervisor trained me on the press".
 * The asserted clause holds every word of the denied one and a few more; a plain denial needs the same time
 * frame, a "never" with no time of its own holds for every time, a "nobody" for every doer. A denial of
 * having relatives ("I have no sisters") meets any telling about such a relative ("my sister Leila").
 * Assertions are found through the denial's rarest word, so the cost stays near-linear.
 */
const clauseDenials = (claims: ReadonlyArray<Claim>): Conflict[] => {
  const out: Conflict[] = [];
  const postings = new Map<string, Claim[]>();
  const relatives = new Map<string, Claim[]>();
  const denials: Claim[] = [];
  // Each sentence's asserted clauses, for the act a place's denial belongs to.
  const bySentence = new Map<string, Claim[]>();
  const sentenceKey = (doc: number, index: number) => `${doc}:${index}`;
  for (const claim of claims) {
    const p = claim.payload;
    if (p.kind !== "clause") continue;
    if (!p.positive) {
      denials.push(claim);
      continue;
    }
    addTo(bySentence, sentenceKey(claim.sentence.doc, claim.sentence.index), claim);
    for (const word of p.words) addTo(postings, word, claim);
    if (claim.subject.key.startsWith("rel:")) addTo(relatives, claim.subject.key, claim);
  }
  const push = (denial: Claim, assertion: Claim, confidence: number) =>
    out.push(negatedStatement(denial, assertion, confidence));
  const wordsOfSentence = (claim: Claim): string[] =>
    (bySentence.get(sentenceKey(claim.sentence.doc, claim.sentence.index)) ?? []).flatMap((told) =>
      told.payload.kind === "clause" ? told.payload.words : [],
    );
  for (const denial of denials) {
    const p = denial.payload;
    if (p.kind !== "clause") continue;
    if (p.kin) {
      for (const relative of p.kin) {
        const told = (relatives.get(`rel:${relative}`) ?? []).find(
          (claim) =>
            claim.sentence.doc !== denial.sentence.doc &&
            (claim.sentence.doc === 0 || denial.sentence.doc === 0),
        );
        if (told && denial.subject.key === "author") {
          push(denial, told, 0.6);
          break;
        }
      }
      continue;
    }
    if (p.words.length === 1 && labelDenial(denial)) {
      const word = p.words[0] ?? "";
      const told = (postings.get(word) ?? []).find(
        (assertion) =>
          assertion.payload.kind === "clause" &&
          assertion.payload.words.length <= 3 &&
          assertion.subject.key === "author" &&
          assertion.sentence.doc !== denial.sentence.doc &&
          (assertion.sentence.doc === 0 || denial.sentence.doc === 0) &&
          ownCopula(assertion) &&
          sameTimeFrame(denial, assertion),
      );
      if (told) push(denial, told, 0.6);
      continue;
    }
    // Asserted clauses of the other statement holding every given word, through the rarest one (capped).
    const holding = (words: ReadonlyArray<string>): Claim[] => {
      const lists = words.map((word) => postings.get(word) ?? []);
      const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a), lists[0] ?? []);
      if (rarest.length > MAX_POSTING) return [];
      return rarest.filter((assertion) => {
        const q = assertion.payload;
        return (
          q.kind === "clause" &&
          assertion.sentence.doc !== denial.sentence.doc &&
          (assertion.sentence.doc === 0 || denial.sentence.doc === 0) &&
          words.every((word) => q.words.includes(word))
        );
      });
    };
    const placeOnly = placeDenial(denial);
    const correction = !placeOnly && correctionDenial(denial);
    if (placeOnly || correction) {
      // The act it places: the clauses before it in its sentence, or the sentence before ("En ningún parque.").
      const own = (bySentence.get(sentenceKey(denial.sentence.doc, denial.sentence.index)) ?? []).filter(
        (claim) => claim.valueEnd <= denial.valueStart,
      );
      const host =
        own.length > 0
          ? own
          : (bySentence.get(sentenceKey(denial.sentence.doc, denial.sentence.index - 1)) ?? []);
      const denied = new Set(p.words);
      const act = new Set(
        host
          .flatMap((claim) => (claim.payload.kind === "clause" ? claim.payload.words : []))
          .filter((word) => !denied.has(word) && word !== LIGHT_VERB),
      );
      // "It's a Longines, not a Zenith": the act is being it, so the other side must say it is a Zenith.
      const named = correction && host.length === 1 && host[0] !== undefined && copulaHost(host[0]);
      const told = holding(p.words).find(
        (assertion) =>
          (assertion.subject.key === denial.subject.key ||
            assertion.subject.key === "other" ||
            denial.subject.key === "other") &&
          assertion.payload.kind === "clause" &&
          (assertion.payload.words.some((word) => act.has(word)) ||
            // "Nos greniers ont été brûlés par des chasseurs, pas par les djihadistes" / "Ceux qui ont brûlé
            // nos greniers, c'étaient les djihadistes": a correction's act may be told in the other clause.
            (correction && wordsOfSentence(assertion).some((word) => act.has(word))) ||
            (named && copulaBefore(assertion, denial))) &&
          // "Statt der vegetarischen Lasagne…": the other statement denies it too.
          !(correction && INSTEAD[assertion.sentence.language].test(assertion.sentence.folded)) &&
          sameTimeFrame(denial, assertion),
      );
      if (told) {
        push(denial, told, 0.5);
        continue;
      }
    }
    // "I didn't finish" / "I finished in the end": one act of the speaker's, denied and told in a few words.
    if (
      p.words.length === 1 &&
      !placeOnly &&
      denial.subject.key === "author" &&
      p.words[0] !== LIGHT_VERB &&
      !ELIDED_OBJECT[denial.sentence.language].test(fold(denial.value).replace(/[’']/gu, " "))
    ) {
      const told = holding(p.words).find(
        (assertion) =>
          assertion.payload.kind === "clause" &&
          assertion.payload.words.length <= 3 &&
          !apposedName(assertion) &&
          assertion.subject.key === "author" &&
          !rankedApart(denial, assertion) &&
          sameTimeFrame(denial, assertion),
      );
      if (told) {
        push(denial, told, 0.45);
        continue;
      }
    }
    const minimum = p.universal || p.nobody ? 1 : 2;
    // Another's denial in two words ("The driver did not stop") meets only a telling of those two words and at
    // most one more, in a sentence that denies nothing ("The driver stopped"); longer, any telling of them.
    const shortOther = denial.subject.key === "other" && minimum === 2 && p.words.length === 2;
    if (p.words.length < (denial.subject.key === "other" && !shortOther ? minimum + 1 : minimum)) continue;
    const lists = p.words.map((word) => postings.get(word) ?? []);
    const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
    if (rarest.length > MAX_POSTING) continue;
    // A "never" with no time of its own denies every time.
    const always =
      p.universal === true && denial.anchors.dates.length === 0 && strongFrames(denial).length === 0;
    const matched = new Set<Claim>();
    for (const assertion of rarest) {
      const q = assertion.payload;
      if (q.kind !== "clause") continue;
      if (assertion.sentence.doc === denial.sentence.doc) continue;
      if (assertion.sentence.doc !== 0 && denial.sentence.doc !== 0) continue;
      if (
        !p.nobody &&
        !p.agentless &&
        assertion.subject.key !== denial.subject.key &&
        !(possessiveSpeaker(assertion) && denial.subject.key === "other") &&
        !(possessiveSpeaker(denial) && assertion.subject.key === "other")
      )
        continue;
      // "The first time… the pharmacy apologised" / "The second time, nobody apologised": two times.
      if (rankedApart(denial, assertion) || backAgain(denial, assertion)) continue;
      // Numbers on the asserted side say when or how many: they are not counted as more words.
      const extra = q.words.filter((word) => !/\d/u.test(word)).length - p.words.length;
      if (extra > (shortOther ? 1 : MAX_CLAUSE_EXTRA)) continue;
      // Two words are little to go on: the other sentence must deny nothing ("vom Dieter … nix zu sehen"), and
      // the clause must not set the act outside the place ("It happened outside the shed").
      if (
        shortOther &&
        (deniesIn(assertion.sentence.language, assertion.sentence.folded.replace(/[’']/gu, " ")) ||
          OUTSIDE[assertion.sentence.language].test(fold(assertion.value).replace(/[’']/gu, " ")))
      )
        continue;
      const asserted = new Set(q.words);
      if (!p.words.every((word) => asserted.has(word))) continue;
      if (!always && !sameTimeFrame(denial, assertion)) continue;
      // "In my country" does not deny what happened in a place the other side names ("arrested in France").
      if (
        p.placeBound &&
        /(?<![\p{L}])(?:in|en|em|no|na|a|à|au|aux|nach|aus|im)\s+\p{Lu}/u.test(assertion.value)
      )
        continue;
      push(denial, assertion, round(0.6 * (denial.subject.key === "other" ? 0.8 : 1)));
      matched.add(assertion);
    }
    // Told with other words ("no se me facilitó informe alguno" / "me entregó el informe de alta"): at least
    // two of the denial's words, and most of them, in one asserted clause that they make a third of; with a
    // lower confidence, for the act may be worded as another act.
    // A person's own telling, a relative's, or (narrowed below) another's; not what a narrator tells.
    if (
      denial.subject.key !== "author" &&
      !denial.subject.key.startsWith("rel:") &&
      denial.subject.key !== "other"
    )
      continue;
    // "Un anillo de oro blanco sin ningún adorno": another's clause that only goes without a thing.
    if (shortOther || (denial.subject.key === "other" && p.lacking !== undefined)) continue;
    const counts = new Map<Claim, number>();
    for (const list of lists) {
      if (list.length > MAX_POSTING) continue;
      for (const claim of list) counts.set(claim, (counts.get(claim) ?? 0) + 1);
    }
    for (const [assertion, shared] of counts) {
      if (matched.has(assertion)) continue;
      const q = assertion.payload;
      if (q.kind !== "clause") continue;
      if (assertion.sentence.doc === denial.sentence.doc) continue;
      if (assertion.sentence.doc !== 0 && denial.sentence.doc !== 0) continue;
      // The other side may tell it of nobody in particular ("I saw no doctor" / "the doctor examined me"); a
      // passive denial with no doer meets anyone's telling ("the police were not called" / "I called them").
      // A clause given to the speaker only because "I" comes later in its sentence ("A loja tinha CNPJ no
      // site e eu conferi") may be another's: a denial of any ("o site não mostrava CNPJ nenhum") meets it.
      const subjectOk =
        p.nobody ||
        p.agentless ||
        assertion.subject.key === denial.subject.key ||
        assertion.subject.key === "other" ||
        (p.universal === true && denial.subject.key === "other" && assertion.subject.implied === true);
      if (!subjectOk) continue;
      const content = p.words.filter((word) => word !== LIGHT_VERB).length;
      // A denial of any ("never", "nobody") in a few words meets a telling that shares one of them ("They never
      // gave me a key" / "I had my own key"), when that telling denies nothing itself and the denial is no
      // supposition ("Je ne signerais jamais ce contrat").
      const least =
        (p.universal === true || p.nobody === true) &&
        content <= 3 &&
        !deniesIn(assertion.sentence.language, assertion.sentence.folded.replace(/[’']/gu, " ")) &&
        !SUPPOSED[denial.sentence.language].test(denial.sentence.text)
          ? 1
          : 2;
      if (shared < least || shared * 2 < content || (!p.nobody && shared * 3 < q.words.length)) continue;
      // One shared word is little: it must be what the act was done to, not its doer or the act ("My husband
      // never hit me" / "My husband shouted at me"; "it has never been clamped" / "the Fiat was clamped"), and
      // the "never" does not reach past another time the telling names ("Quand je suis arrivé, je ne
      // comprenais rien au règlement" / "Aujourd'hui … j'explique le règlement").
      if (shared === 1) {
        const objects = deniedObjects(denial);
        if (!p.words.some((word) => objects.has(word) && q.words.includes(word))) continue;
        if (!sameTimeFrame(denial, assertion)) continue;
      }
      // Another's act told with other words: only a denial of any ("no nurse", "never", "was not called") or
      // with all but one word shared, for third parties in news text deny and assert many things of one topic.
      if (denial.subject.key === "other" && !p.universal && !p.nobody && !p.agentless && content - shared > 1)
        continue;
      // "Keine 400 Meter": a number the denial holds and the other side does not tell is a bound, not the act.
      if (p.words.some((word) => /\d/u.test(word) && !q.words.includes(word))) continue;
      // "The club took my deposit" / "…never gave me back the deposit": giving back is an act of its own.
      if (p.words.some((word) => GIVING_BACK.test(word)) && !q.words.some((word) => GIVING_BACK.test(word)))
        continue;
      // "The committee kept back my deposit" / "…never gave me back the deposit": keeping back is not giving,
      // nor is still owing ("I am still waiting for my share" / "he has not yet paid me my share").
      if (WITHHELD[assertion.sentence.language].test(assertion.sentence.folded)) continue;
      // "my first husband" and "my second husband" are two; "in my first flat" is not "in this flat". Bare
      // numbers only tell when or how many ("le 4 mars"): ordinals and ranks set two things apart.
      if (setApart(new Set(p.words), new Set(q.words), rankWord) || elderApart(denial, assertion)) continue;
      if (
        firstThing(denial) !== firstThing(assertion) ||
        rankedApart(denial, assertion) ||
        backAgain(denial, assertion)
      )
        continue;
      if (!always && !sameTimeFrame(denial, assertion)) continue;
      push(denial, assertion, round(0.45 * (denial.subject.key === "other" ? 0.8 : 1)));
    }
  }
  return out;
};

/**
 * The words a denial tells its act was done to: after the negation and the verb that follows it ("They never
 * gave me a key", "No le dije nada al conserje"); in German, between the doer and the verb at the end ("Er hat
 * mir nie einen Schlüssel gegeben").
 */
const deniedObjects = (denial: Claim): ReadonlySet<string> => {
  const known = DENIED_OBJECTS.get(denial);
  if (known) return known;
  const found = objectsOf(denial);
  DENIED_OBJECTS.set(denial, found);
  return found;
};
/** Each denial's objects, worked out once however many tellings it is met with. */
const DENIED_OBJECTS = new WeakMap<Claim, ReadonlySet<string>>();
const objectsOf = (denial: Claim): ReadonlySet<string> => {
  const sentence = denial.sentence;
  const language = sentence.language;
  const negations = NEGATION_WORDS[language];
  const stop = STOPWORDS[language];
  const ws = sentence.words.filter(
    (word) => word.start >= denial.valueStart && word.end <= denial.valueEnd && !inNote(sentence, word.start),
  );
  const negation = ws.findIndex((word) => negations.has(word.folded));
  const said = ws[negation];
  if (!said) return new Set();
  const content = (list: ReadonlyArray<Word>) =>
    list.filter((word) => !stop.has(word.folded) && !negations.has(word.folded));
  // "Nobody offered me a hotel", "no cash", "aucun garagiste", "ningún papel": the words after a denied doer or
  // thing are all the act's; after "never" or "not", the first is the verb.
  const after = content(ws.slice(negation + 1));
  const objects =
    language === "de"
      ? content(ws).slice(1, -1)
      : NO_ONE_OR_NONE[language].has(said.folded)
        ? after
        : after.slice(1);
  return new Set(objects.map((word) => clauseWord(word.folded, language)));
};
/** Negations that deny a doer or a thing, not the act: "nobody", "no", "nadie", "ningún", "aucun" (folded). */
const NO_ONE_OR_NONE: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["no", "nobody", "nothing", "none", "noone"]),
  es: new Set(["nadie", "nada", "ningun", "ninguno", "ninguna"]),
  pt: new Set(["ninguem", "nada", "nenhum", "nenhuma"]),
  de: new Set(["kein", "keine", "keinen", "keinem", "keiner", "keines", "niemand", "nichts", "nix"]),
  fr: new Set(["aucun", "aucune", "rien", "personne"]),
};

/** A supposition in a sentence, as written: "would never", "nunca firmaría", "nunca assinaria", "würde nie", "ne signerais jamais". */
const SUPPOSED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:would|wouldn['’]t|['’]d\s+never|could|might)(?![\p{L}])/iu,
  es: /\p{L}(?:aría|ería|iría)(?:s|mos|is|n)?(?![\p{L}])/iu,
  pt: /\p{L}(?:aria|eria|iria)(?:s|mos|m)?(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:würde|würden|würdest|hätte|hätten|könnte|könnten)(?![\p{L}])/iu,
  fr: /\p{L}{2}(?:rais|rait|rions|riez|raient)(?![\p{L}])/iu,
};

/** Two tellings of one doer, or one of them names none. */
const oneDoer = (a: Claim, b: Claim): boolean =>
  a.subject.key === b.subject.key || a.subject.key === "other" || b.subject.key === "other";
/** Two tellings of one occasion: neither a habit, not told of different dates, in one time frame. */
const oneOccasion = (a: Claim, b: Claim): boolean =>
  !habitual(a) && !habitual(b) && !datedApart(a, b) && sameTimeFrame(a, b);

/** Words of losing or lacking a thing ("it disappeared", "the power was off", "gestohlen"), folded. */
const LOST: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:lost|stolen|disappeared|vanished|gone|missing|off|out|cut|lacked|lacking|deprived)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:perdi|perdio|perdido|robaron|robado|desaparecio|desaparecido|se fue|cortaron|cortada|cortado|falta|faltaba|carecio|carecia|carecian|privado|privada)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:perdi|perdeu|perdido|roubaram|roubado|desapareceu|desaparecido|sumiu|fora|cortaram|cortada|cortado|faltava|falta|privado|privada|carecia|careceu)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:verloren|gestohlen|geklaut|verschwunden|weg|fehlte|fehlt|abgestellt|ausgefallen|mangelte)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:perdu|perdue|vole|volee|disparu|disparue|coupe|coupee|manquait|manque|prive|privee|prives|privees)(?![\p{L}])/u,
};
/**
 * What one statement says was gone without against the other telling it had or done: "Bajé sin arnés" /
 * "Llevaba el arnés puesto"; "J'ai accouché sans péridurale" / "J'ai eu la péridurale vers minuit"; "Saí
 * de lá sem receita nenhuma" / "A médica passou-me a receita"; "sans clignoter" / "J'ai mis mon
 * clignotant". The asserted clause holds the thing's word and does not go without it too; the two are of
 * one doer (or one side names none) and in one time frame; the asserted side tells no loss or denial, and
 * neither side a habit.
 */
const lackingDenials = (claims: ReadonlyArray<Claim>): Conflict[] => {
  const out: Conflict[] = [];
  const postings = new Map<string, Claim[]>();
  const lacking: Claim[] = [];
  for (const claim of claims) {
    const p = claim.payload;
    if (p.kind !== "clause") continue;
    if (p.lacking !== undefined) lacking.push(claim);
    if (!p.positive) continue;
    for (const word of p.words) addTo(postings, word, claim);
  }
  for (const without of lacking) {
    const p = without.payload;
    if (p.kind !== "clause" || p.lacking === undefined) continue;
    const thing = p.lacking;
    const list = postings.get(thing) ?? [];
    if (list.length > MAX_POSTING) continue;
    const told = list.find(
      (assertion) =>
        assertion.payload.kind === "clause" &&
        assertion.payload.lacking !== thing &&
        assertion.sentence.doc !== without.sentence.doc &&
        (assertion.sentence.doc === 0 || without.sentence.doc === 0) &&
        oneDoer(assertion, without) &&
        !LOST[assertion.sentence.language].test(assertion.sentence.folded) &&
        !deniesIn(assertion.sentence.language, assertion.sentence.folded.replace(/[’']/gu, " ")) &&
        // "I always wear a helmet" / "That day I rode without a helmet": a habit and one day.
        oneOccasion(without, assertion),
    );
    if (told) out.push(negatedStatement(without, told, 0.45));
  }
  return out;
};

/**
 * One thing told in opposite states: "A bolsa tava fechada" / "a bolsa tava aberta"; "The stewards opened the
 * side gate" / "kept that side gate shut"; "Die Rundumleuchte war eingeschaltet" / "war aus". Both clauses
 * are asserted; the word nearest one side's state (the thing) is among the other's words; they are of one
 * subject (or one side names none) and of one time, and neither tells a habit.
 */
const stateFlips = (claims: ReadonlyArray<Claim>): Conflict[] => {
  const out: Conflict[] = [];
  interface Told {
    readonly claim: Claim;
    readonly pair: number;
    readonly side: boolean;
    /** The state's words as written ("fechada", "switched off"). */
    readonly written: string;
    readonly thing: ReadonlyArray<string>;
    /** The thing's word nearest the state, when the clause has one. */
    readonly head: string | undefined;
  }
  const index = new Map<string, Told[]>();
  const told: Told[] = [];
  for (const claim of claims) {
    const p = claim.payload;
    // A denial may deny the doer or the act rather than the state ("It weren't the driver opened it").
    if (p.kind !== "clause" || !p.positive) continue;
    const language = claim.sentence.language;
    const part = claim.sentence.folded.slice(claim.valueStart, claim.valueEnd).replace(/[’']/gu, " ");
    for (const state of statesIn(language, part)) {
      const own = new Set(state.words.split(" ").map((word) => clauseWord(word, language)));
      // Short words ("iba", "was") are verbs and fillers more often than the thing.
      const thing = p.words.filter((word) => !own.has(word) && word !== LIGHT_VERB && word.length >= 4);
      if (thing.length === 0) continue;
      const at = claim.valueStart + state.index;
      const written = claim.sentence.text.slice(at, at + state.words.length);
      // The thing's own word: the nearest before the state ("the kitchen window was open"), else after it
      // ("opened the side gate").
      const kept = new Set(thing);
      const placed = claim.sentence.words.filter(
        (word) =>
          word.start >= claim.valueStart &&
          word.end <= claim.valueEnd &&
          kept.has(clauseWord(word.folded, language)),
      );
      const near =
        placed.filter((word) => word.end <= at).at(-1) ??
        placed.find((word) => word.start >= at + state.words.length);
      const head = near ? clauseWord(near.folded, language) : undefined;
      const entry = { claim, pair: state.pair, side: state.side, written, thing, head };
      told.push(entry);
      for (const word of thing) addTo(index, `${language}|${state.pair}|${word}`, entry);
    }
  }
  for (const a of told) {
    if (a.claim.sentence.doc !== 0) continue;
    const language = a.claim.sentence.language;
    const seen = new Set<Told>();
    for (const word of a.thing) {
      for (const b of index.get(`${language}|${a.pair}|${word}`) ?? []) {
        if (seen.has(b)) continue;
        seen.add(b);
        if (b.side === a.side || b.claim.sentence.doc === 0) continue;
        const [x, y] = [a.claim, b.claim];
        if (
          // One thing: the word nearest one side's state is among the other's words, not only another word
          // of the clause ("The kitchen window was open" / "the kitchen door was shut" are two things).
          !(
            (a.head !== undefined && b.thing.includes(a.head)) ||
            (b.head !== undefined && a.thing.includes(b.head))
          ) ||
          setApart(new Set(a.thing), new Set(b.thing)) ||
          !oneDoer(x, y) ||
          rankedApart(x, y) ||
          !oneOccasion(x, y)
        )
          continue;
        out.push({
          left: x,
          right: y,
          type: "antonym",
          confidence: 0.5,
          code: "antonym_pair",
          params: { subject: subjectLabel(x, y), left: a.written, right: b.written },
        });
      }
    }
  }
  return out;
};

/** The nouns of a person's sex as clause words: never words of the act. */
const SEX_NOUN_WORDS = perLanguage(
  (language) => new Set(sexNouns(language).map((noun) => clauseWord(noun, language))),
);

/**
 * A person said to be the one, after "was", "by" or their kin and an article: "(the one who…) was a tall man
 * in a grey tracksuit", "taken by a teenage girl", "fue una señora", "foi um rapaz", "war ein junger Mann",
 * "c'était une dame", "par un monsieur" (folded, apostrophes as spaces). The adjectives may stand between the
 * article and the noun.
 */
const SAID_TO_BE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:was|were|is|by)\s+(?:an?|one|some|this|that)\s+(?:[\p{L}-]+\s+){0,3}$/u,
  es: /(?<![\p{L}])(?:fue|era|es|por)\s+(?:un|una)\s+(?:[\p{L}-]+\s+){0,3}$/u,
  pt: /(?<![\p{L}])(?:foi|era|por)\s+(?:um|uma)\s+(?:[\p{L}-]+\s+){0,3}$/u,
  de: /(?<![\p{L}])(?:war|ist|von)\s+(?:ein|eine|einem|einer)\s+(?:[\p{L}-]+\s+){0,3}$/u,
  fr: /(?<![\p{L}])(?:etait|est|par)\s+(?:un|une)\s+(?:[\p{L}-]+\s+){0,3}$/u,
};
/**
 * Where a description of a person ends: a relative pronoun, a conjunction or a gerund that starts another act
 * ("a girl in a grey tracksuit chucking the popcorn"), folded.
 */
const DESCRIPTION_END: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:who|that|which|and|but|\p{L}{3,}ing)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:que|quien|quienes|y|pero|\p{L}{2,}(?:ando|iendo))(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:que|quem|e|mas|\p{L}{2,}(?:ando|endo|indo))(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:der|die|das|und|aber)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:qui|que|et|mais)(?![\p{L}])/u,
};

/** A cleft's opening that names the one ("It was a young woman…", "Fue una chica…", "C'était un homme…"). */
const CLEFT_OPENING: PerLanguage<RegExp> = {
  en: /^[\s,;:.-]*(?:and\s+)?(?:it|that)\s+(?:was|were|s)\s/u,
  es: /^[\s,;:.-]*(?:y\s+)?(?:fue|era)\s/u,
  pt: /^[\s,;:.-]*(?:e\s+)?(?:foi|era)\s/u,
  de: /^[\s,;:.-]*(?:und\s+)?(?:es|das)\s+war\s/u,
  fr: /^[\s,;:.-]*(?:et\s+)?(?:c\s+etait|c\s+est|ce\s+fut)\s/u,
};
/** A clause that opens on "to be": what the one was ("…, was a young lad", "…, c'était un grand"). */
const COPULA_OPENING: PerLanguage<RegExp> = {
  en: /^[\s,;:-]*(?:was|is|were)\s/u,
  es: /^[\s,;:-]*(?:era|fue|es)\s/u,
  pt: /^[\s,;:-]*(?:era|foi|e)\s/u,
  de: /^[\s,;:-]*(?:war|ist|wars)\s/u,
  fr: /^[\s,;:-]*(?:c\s+etait|c\s+est|etait|est)\s/u,
};
/** A clause that opens on a relative pronoun: the act of the one a cleft names ("who took my wallet"). */
const RELATIVE_OPENING: PerLanguage<RegExp> = {
  en: /^[\s,;:-]*(?:who|that)\s/u,
  es: /^[\s,;:-]*(?:que|quien|el\s+que|la\s+que)\s/u,
  pt: /^[\s,;:-]*(?:que|quem)\s/u,
  de: /^[\s,;:-]*(?:der|die|das)\s/u,
  fr: /^[\s,;:-]*(?:qui|qu)\s/u,
};

/**
 * The words that describe the person said to be the one ("a tall man of about forty in a grey tracksuit"),
 * as clause words: they tell who, not what was done. None when the person is not said to be the one.
 */
const describedWords = (
  language: Language,
  part: string,
  sex: { readonly index: number; readonly length: number },
): ReadonlySet<string> => {
  const before = SAID_TO_BE[language].exec(part.slice(0, sex.index));
  if (!before) return new Set();
  const from = before.index + before[0].search(/\s/u) + 1;
  const rest = part.slice(sex.index + sex.length);
  const end = DESCRIPTION_END[language].exec(rest);
  const span = part.slice(from, sex.index + sex.length + (end ? end.index : rest.length));
  return new Set((span.match(/[\p{L}\p{N}-]+/gu) ?? []).map((word) => clauseWord(word, language)));
};

/** A trait of the one who did an act, where it is told in a clause: a sex, or a nationality. */
interface TraitTold {
  /** "male" or "female"; a country's code. */
  readonly value: string;
  readonly index: number;
  readonly length: number;
}

/** A trait as written ("woman", "Dutch") and as its value ("female", "NL"). */
interface TraitWritten {
  readonly trait: string;
  readonly written: string;
}

/** A person's sex in a folded part, when only one is told there. */
const sexTrait = (language: Language, part: string): TraitTold | undefined => {
  const sex = sexIn(language, part);
  return sex ? { value: sex.sex, index: sex.index, length: sex.length } : undefined;
};

/** A nationality in a folded part, when only one country is told there ("a Dutch boy", "un rapaz brasileiro"). */
const nationalityTrait = (_language: Language, part: string): TraitTold | undefined => {
  const found = demonymsIn(part);
  const [first] = found;
  if (!first || found.some((other) => other.code !== first.code)) return undefined;
  return { value: first.code, index: first.index, length: first.length };
};

/**
 * The words after a number that make it a person's age by themselves: "years old", "year-old", "Jahre alt".
 * Bare "twenty years" may be how long.
 */
const AGE_OLD: PerLanguage<RegExp> = {
  en: /^[\s-]+years?[\s-]+old(?![\p{L}])/u,
  es: /^(?!)/u,
  pt: /^(?!)/u,
  de: /^\s+(?:jahre|johr|joahr)\s+alt(?![\p{L}])/u,
  fr: /^(?!)/u,
};
/** The years, if any, after a number that a person's noun and "of" make an age ("un chaval de veinte años"). */
const AGE_YEARS_AFTER: PerLanguage<RegExp> = {
  en: /^(?:[\s-]+years?)?(?![\p{L}])/u,
  es: /^(?:\s+y\s+(?:pico|tantos))?(?:\s+anos)?(?![\p{L}])/u,
  pt: /^(?:\s+e\s+(?:poucos|tal|tantos))?(?:\s+anos)?(?![\p{L}])/u,
  de: /^(?:\s+(?:jahren|jahre|johr|joahr))?(?![\p{L}])/u,
  fr: /^(?:\s+ans)?(?![\p{L}])/u,
};
/** "Had" or "aged" before a number, or a person's noun and "of" (PERSON_OF_YEARS): the number is an age. */
const AGE_HAD: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])aged\s+$/u,
  es: /(?<![\p{L}])(?:tenia|tiene|tendria|tendra|con)\s+(?:unos\s+|casi\s+|apenas\s+|solo\s+)?$/u,
  pt: /(?<![\p{L}])(?:tinha|tem|teria|com)\s+(?:uns\s+|quase\s+|apenas\s+|so\s+)?$/u,
  de: /(?!)/u,
  fr: /(?<![\p{L}])(?:avait|a|aurait|age\s+de|agee\s+de)\s+(?:environ\s+|presque\s+|a\s+peine\s+|seulement\s+)?$/u,
};
/** The years that close an age after AGE_HAD: "tenía catorce años" (not "tenía catorce"); English "aged 81" needs none. */
const AGE_YEARS_NEEDED: PerLanguage<RegExp> = {
  en: /^(?:[\s-]+years?)?(?![\p{L}])/u,
  es: /^(?:\s+y\s+(?:pico|tantos))?\s+anos(?![\p{L}])/u,
  pt: /^(?:\s+e\s+(?:poucos|tal|tantos))?\s+anos(?![\p{L}])/u,
  de: /^\s+(?:jahren|jahre)(?![\p{L}])/u,
  fr: /^\s+ans(?![\p{L}])/u,
};
/** A year of birth told of a person, folded: "born in 1981", "nacida en 2001", "nasceu em 1968", "1961 geboren". */
const BORN_IN: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])born\s+(?:in\s+)?(\d{4})(?![\p{L}\d])/gu,
  es: /(?<![\p{L}])(?:nacid[oa]s?|nacio|naci)\s+en\s+(?:el\s+(?:ano\s+)?)?(\d{4})(?![\p{L}\d])/gu,
  pt: /(?<![\p{L}])(?:nascid[oa]s?|nasceu|nasci)\s+em\s+(\d{4})(?![\p{L}\d])/gu,
  de: /(?<![\p{L}])(?:(?:geboren|jahrgang)\s+(?:im\s+jahr\s+|in\s+)?(\d{4})|(\d{4})\s+geboren)(?![\p{L}\d])/gu,
  fr: /(?<![\p{L}])(?:ne|nee|nes|nees)\s+en\s+(\d{4})(?![\p{L}\d])/gu,
};
/** "In his seventies": a decade of a person's life (English), as its first year. */
const DECADE_OF_LIFE =
  /(?<![\p{L}])in\s+(?:his|her|their)\s+(?:(?:early|mid|late)[\s-]+)?(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)(?![\p{L}])/u;
const DECADES = [
  "twenties",
  "thirties",
  "forties",
  "fifties",
  "sixties",
  "seventies",
  "eighties",
  "nineties",
];

/** A person's age in a folded part, when one is told there ("a young lassie of nineteen", "de ochenta años"). */
const ageTrait = (language: Language, part: string, rest = ""): TraitTold | undefined => {
  const found: TraitTold[] = [];
  for (const number of findNumbers(part, language)) {
    if (number.article || !Number.isInteger(number.value) || number.value <= 0 || number.value >= 120)
      continue;
    // The years may be told past the clause's end ("tenía setenta | y tantos años").
    const following = part.slice(number.end) + rest;
    const preceding = part.slice(Math.max(0, number.start - 32), number.start);
    const after =
      AGE_OLD[language].exec(following) ??
      (PERSON_OF_YEARS[language].test(preceding) ? AGE_YEARS_AFTER[language].exec(following) : null) ??
      (AGE_HAD[language].test(preceding) ? AGE_YEARS_NEEDED[language].exec(following) : null);
    if (!after) continue;
    found.push({
      value: String(number.value),
      index: number.start,
      length: Math.min(part.length, number.end + after[0].length) - number.start,
    });
  }
  for (const born of part.matchAll(BORN_IN[language])) {
    const year = Number(born[1] ?? born[2]);
    if (year < 1900 || year > 2100) continue;
    found.push({ value: `b${year}`, index: born.index, length: born[0].length });
  }
  const decade = language === "en" ? DECADE_OF_LIFE.exec(part) : null;
  if (decade)
    found.push({
      value: String(20 + 10 * DECADES.indexOf(decade[1] ?? "")),
      index: decade.index,
      length: decade[0].length,
    });
  const [first] = found;
  if (!first || found.length > 1) return undefined;
  return first;
};
/** Two ages of one doer too far apart for any guess: one half as much again as the other, and eight years. */
const agesApart = (a: string, b: string): boolean => {
  const [x, y] = [Number(a), Number(b)].sort((m, n) => m - n) as [number, number];
  return y >= 1.5 * x && y - x >= 8;
};
/** Words of an age, never of the act: the number's words and "years", "old" (by their clause words). */
const AGE_TRAIT_WORDS = perLanguage(
  (language) =>
    new Set(
      {
        en: "year years old aged",
        es: "anos ano pico tantos",
        pt: "anos ano poucos tal tantos",
        de: "jahre jahren johr joahr alt",
        fr: "ans an",
      }[language]
        .split(" ")
        .map((word) => clauseWord(word, language)),
    ),
);

/**
 * One act told of two different doers, told apart by a trait: a man and a woman ("A woman in a red coat
 * grabbed my bag" / "The man who grabbed my bag ran off", "Me atendió una chica muy joven" / "Me atendió un
 * señor mayor"), two nationalities ("The guy that nicked the chargers was a Dutch boy" / "It was a German
 * fella that made off wi' the chargers", "Quem me roubou foi um holandês" / "…foi um rapaz brasileiro"), or
 * two ages far apart ("The lad who smashed the window was fourteen years old" / "…was a man of fifty").
 * Both clauses are asserted, of one subject (or one side names none), and share at least two words of the
 * act besides the trait's words, and half of the shorter's; a sentence that tells two values of the trait is
 * left out, as are habits, ranks, other days and times. A person said to be the one ("… was a tall man in a
 * grey tracksuit", "taken by a teenage girl") is described by the words after the noun too: they may be
 * shared, but one shared word is of the act itself, and the share is measured against the act without them.
 */
const doerTraits = (
  claims: ReadonlyArray<Claim>,
  /** The trait in a folded part; `after` is the text that follows it in its sentence ("…setenta | y tantos años"). */
  find: (language: Language, part: string, after?: string) => TraitTold | undefined,
  /** Words of the trait, never words of the act (the nouns of both sexes, the demonyms). */
  traitWord: (language: Language, word: string) => boolean,
  /** The finding for two values that differ, or nothing when they may tell one doer (two close ages). */
  conflict: (x: Claim, y: Claim, a: TraitWritten, b: TraitWritten) => Conflict | undefined,
  /** Whether a value is a date of its own (a year of birth), which sets no time frame for the act. */
  dated: (value: string) => boolean = () => false,
): Conflict[] => {
  const out: Conflict[] = [];
  interface Told {
    readonly claim: Claim;
    readonly trait: string;
    /** The trait as written ("woman", "señor"; "Dutch"), and as its value ("female"; "NL"). */
    readonly written: string;
    /** The clause's words besides the trait's: the act, and the description of the one said to be it. */
    readonly act: ReadonlyArray<string>;
    /** The act alone, without the words describing the one said to be its doer. */
    readonly core: ReadonlySet<string>;
  }
  const index = new Map<string, Told[]>();
  const told: Told[] = [];
  // The clause told right after each clause of a sentence, for a cleft's act ("It was a woman | who took…").
  const next = new Map<Claim, Claim>();
  const before = new Map<Claim, Claim>();
  let previous: Claim | undefined;
  for (const claim of claims) {
    if (claim.payload.kind !== "clause") continue;
    if (previous?.sentence === claim.sentence && previous.valueEnd <= claim.valueStart) {
      next.set(previous, claim);
      before.set(claim, previous);
    }
    previous = claim;
  }
  const folded = (claim: Claim) =>
    claim.sentence.folded.slice(claim.valueStart, claim.valueEnd).replace(/[’']/gu, " ");
  /** Whether each sentence tells one value of the trait at most. */
  const singleIn = new Map<SentenceInfo, boolean>();
  // "Der Bauer, | der uns angeschrien hat, | war ein junger Bursche, | etwa zwanzig Jahre alt": the act told in
  // the relative clause before "to be" (at most two clauses back from the trait).
  const relativeAct = (claim: Claim, language: Language): ReadonlyArray<string> => {
    let copula = COPULA_OPENING[language].test(folded(claim));
    let back = before.get(claim);
    for (let step = 0; back && step < 2; step++, back = before.get(back)) {
      const text = folded(back);
      if (RELATIVE_OPENING[language].test(text))
        return copula && back.payload.kind === "clause" && back.payload.positive ? back.payload.words : [];
      copula ||= COPULA_OPENING[language].test(text);
    }
    return [];
  };

  for (const claim of claims) {
    const p = claim.payload;
    if (p.kind !== "clause" || !p.positive) continue;
    const language = claim.sentence.language;
    // A sentence with two values of the trait in it leaves open which of them did the act (read once per
    // sentence: its clauses come one after another).
    let single = singleIn.get(claim.sentence);
    if (single === undefined) {
      single = find(language, claim.sentence.folded.replace(/[’']/gu, " ")) !== undefined;
      singleIn.set(claim.sentence, single);
    }
    if (!single) continue;
    const part = folded(claim);
    const trait = find(language, part, claim.sentence.folded.slice(claim.valueEnd, claim.valueEnd + 24));
    if (!trait) continue;
    const described = describedWords(language, part, trait);
    // The trait's own words ("woman", "Dutch", "de veinte años") are who, not what was done.
    const traitWords = new Set(
      (part.slice(trait.index, trait.index + trait.length).match(/[\p{L}\p{N}-]+/gu) ?? []).map((word) =>
        clauseWord(word, language),
      ),
    );
    const after = next.get(claim);
    const cleft =
      CLEFT_OPENING[language].test(part) &&
      after?.payload.kind === "clause" &&
      after.payload.positive &&
      RELATIVE_OPENING[language].test(folded(after))
        ? after.payload.words
        : [];
    const act = [...p.words, ...cleft, ...relativeAct(claim, language)].filter(
      (word) => !traitWord(language, word) && !traitWords.has(word) && word !== LIGHT_VERB,
    );
    const core = new Set(act.filter((word) => !described.has(word)));
    if (act.length < 2) continue;
    const at = claim.valueStart + trait.index;
    const written = claim.sentence.text.slice(at, at + trait.length);
    const entry = { claim, trait: trait.value, written, act, core };
    told.push(entry);
    for (const word of act) addTo(index, `${language}|${word}`, entry);
  }
  for (const a of told) {
    if (a.claim.sentence.doc !== 0) continue;
    const language = a.claim.sentence.language;
    const counts = new Map<Told, number>();
    for (const word of a.act)
      for (const b of index.get(`${language}|${word}`) ?? []) counts.set(b, (counts.get(b) ?? 0) + 1);
    for (const [b, shared] of counts) {
      if (b.claim.sentence.doc === 0 || a.trait === b.trait) continue;
      // Two words shared, one of them of the act itself, and half of the shorter act's words without the
      // description of the one who did it.
      if (
        shared < 2 ||
        shared * 2 < Math.min(a.core.size, b.core.size) ||
        ![...a.core].some((word) => b.core.has(word))
      )
        continue;
      const [x, y] = [a.claim, b.claim];
      if (
        !oneDoer(x, y) ||
        // "A young man" and "a new girl" describe; "the next job" sets two acts apart.
        setApart(a.core, b.core) ||
        rankedApart(x, y) ||
        (dated(a.trait) || dated(b.trait) ? habitual(x) || habitual(y) : !oneOccasion(x, y))
      )
        continue;
      const found = conflict(x, y, a, b);
      if (found) out.push(found);
    }
  }
  return out;
};

/** One act told of a man and of a woman (see `doerTraits`). */
const doerSexes = (claims: ReadonlyArray<Claim>): Conflict[] =>
  doerTraits(
    claims,
    sexTrait,
    (language, word) => SEX_NOUN_WORDS[language].has(word),
    (x, y, a, b) => ({
      left: x,
      right: y,
      type: "identity",
      confidence: 0.5,
      code: "role_mismatch",
      params: { subject: x.value.trim(), left: a.written, right: b.written },
    }),
  );

/** Demonyms as clause words, per language: words of who did it, never of the act. */
const DEMONYM_WORDS = perLanguage(() => new Map<string, boolean>());

/** One act told of doers of two nationalities (see `doerTraits`): shown by the countries' codes. */
const doerNationalities = (claims: ReadonlyArray<Claim>): Conflict[] =>
  doerTraits(
    claims,
    nationalityTrait,
    (language, word) => {
      const cache = DEMONYM_WORDS[language];
      let known = cache.get(word);
      if (known === undefined) {
        known = SEX_NOUN_WORDS[language].has(word) || demonymsIn(word).some((d) => d.length === word.length);
        if (cache.size >= 50_000) cache.clear();
        cache.set(word, known);
      }
      return known;
    },
    (x, y, a, b) => ({
      left: x,
      right: y,
      type: "identity",
      confidence: 0.5,
      code: "nationality_mismatch",
      params: { subject: x.value.trim(), left: a.trait, right: b.trait },
    }),
  );

/**
 * Two ages of one doer, or an age and a year of birth ("b1981"), that tell two people, as a finding's code and
 * params (`subject` left out); undefined when they may be one. An age told in a sentence dated by one year is
 * that year's: "in 2019 … then aged 81" against "born in 1974" (45). An age told at no date was reached by
 * the telling, which came no later than its document's upload: "a man aged seventy-eight" against "born in
 * 1981" (at most 45 by 2026). Too small an age is none: the statement may be years older than its upload.
 * Two years of birth are compared as the ages they give by the later upload.
 */
const doerAgesJudged =
  (toldBy: ReadonlyArray<Telling | undefined>) =>
  (
    a: string,
    b: string,
    x: Claim,
    y: Claim,
  ): { code: ExplanationCode; type: FindingType; params: Record<string, string> } | undefined => {
    const bornA = a.startsWith("b");
    const bornB = b.startsWith("b");
    if (!bornA && !bornB)
      return agesApart(a, b)
        ? { code: "age_mismatch", type: "age", params: { left: a, right: b } }
        : undefined;
    const telling = (claim: Claim) => toldBy[claim.sentence.doc]?.year;
    if (bornA && bornB) {
      const year = Math.max(telling(x) ?? 0, telling(y) ?? 0);
      const [p, q] = [year - Number(a.slice(1)), year - Number(b.slice(1))];
      return year > 0 && p > 0 && q > 0 && agesApart(String(p), String(q))
        ? {
            code: "date_mismatch",
            type: "date",
            params: { attribute: "birth.date", left: a.slice(1), right: b.slice(1) },
          }
        : undefined;
    }
    const [age, born, told] = bornA ? [Number(b), Number(a.slice(1)), y] : [Number(a), Number(b.slice(1)), x];
    const years = new Set(
      told.sentence.dates.flatMap((date) => (hasDate(date) && date.year !== undefined ? [date.year] : [])),
    );
    if (years.size > 1) return undefined;
    const [dated] = years;
    const birthYear = String(born);
    if (dated !== undefined) {
      const full = dated - born;
      return full > 0 && agesApart(String(age), String(full))
        ? {
            code: "age_birth_mismatch",
            type: "age",
            params: { birthYear, year: String(dated), age: String(age), expected: `${full - 1}–${full}` },
          }
        : undefined;
    }
    const year = telling(told);
    if (year === undefined || year <= born) return undefined;
    const most = year - born;
    return age > most + 1 && agesApart(String(age), String(most))
      ? {
          code: "age_beyond_telling",
          type: "age",
          params: { birthYear, year: String(year), age: String(age), most: String(most) },
        }
      : undefined;
  };

/** One act's doer told with two ages far apart (see `doerTraits`): "fourteen years old" / "a man of fifty". */
const doerAges = (claims: ReadonlyArray<Claim>, toldBy: ReadonlyArray<Telling | undefined>): Conflict[] => {
  const judge = doerAgesJudged(toldBy);
  return doerTraits(
    claims,
    ageTrait,
    (language, word) =>
      SEX_NOUN_WORDS[language].has(word) ||
      AGE_TRAIT_WORDS[language].has(word) ||
      /\d/u.test(word) ||
      findNumbers(word, language).some((number) => number.start === 0 && number.end === word.length),
    (x, y, a, b) => {
      const judged = judge(a.trait, b.trait, x, y);
      return judged
        ? {
            left: x,
            right: y,
            type: judged.type,
            confidence: 0.5,
            code: judged.code,
            params: { subject: x.value.trim(), ...judged.params },
          }
        : undefined;
    },
    (value) => value.startsWith("b"),
  );
};

/**
 * Content words of a sentence as frame words: no stopword, short word, number, word of a date, word of a
 * transcriber's note ("[Interpreted]"), name, or relative's word ("the neighbours' oak" and "the
 * neighbours' hedge", "chez Sandrine" and "Sandrine m'a envoyé" share whose, not what happened).
 */
const contentWords = (sentence: SentenceInfo): Set<string> =>
  new Set(
    sentence.words
      .filter(
        (word) =>
          word.folded.length >= 4 &&
          !/\d/u.test(word.folded) &&
          !STOPWORDS[sentence.language].has(word.folded) &&
          !MONTHS[sentence.language].includes(word.folded) &&
          !sentence.dates.some((date) => word.start >= date.start && word.start < date.end) &&
          !inNote(sentence, word.start) &&
          !sentence.named.some((named) => named.words.includes(word.folded)),
      )
      .map((word) => frameWord(word.folded, sentence.language))
      .filter((word) => !RELATIVE_STEMS[sentence.language].has(word)),
  );

/** Amounts a statement may tell once only: a sum of money, a distance, a duration. */
const AMOUNTS: ReadonlySet<string> = new Set(["money", "distance", "duration", "number"]);

/** Two sentences that each tell a month or a year, none the other's: "in February" and "in March". */
const datedApart = (a: Claim, b: Claim): boolean => {
  const told = (claim: Claim) =>
    claim.sentence.dates.filter((date) => date.month !== undefined || date.year !== undefined);
  const [da, db] = [told(a), told(b)];
  return da.length > 0 && db.length > 0 && !da.some((x) => db.some((y) => datesOverlap(x, y)));
};
/** What was before: "my former flat", "la vivienda anterior", "meine frühere Wohnung" (folded). */
const FORMERLY: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:former|previous|old|earlier)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:anterior|antiguo|antigua)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:anterior|antigo|antiga)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:fruher(?:e|en|er)|vorherig\p{L}*|alte|alten)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:ancien|ancienne|precedent|precedente)(?![\p{L}])/u,
};
/** What is now: "my present address", "la actual", "die jetzige Wohnung", "mon nouveau logement" (folded). */
const NOWADAYS: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:present|current|new)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:actual|nuevo|nueva)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:atual|novo|nova)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:jetzig\p{L}*|aktuell\p{L}*|neue|neuen)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:actuel|actuelle|nouveau|nouvelle|nouvel)(?![\p{L}])/u,
};
/** One sentence tells what was before, the other what is now: two sums of two times. */
const thenAndNow = (a: Claim, b: Claim): boolean => {
  const [x, y] = [fold(a.sentence.text), fold(b.sentence.text)];
  const language = a.sentence.language;
  return (
    (FORMERLY[language].test(x) && NOWADAYS[language].test(y)) ||
    (NOWADAYS[language].test(x) && FORMERLY[language].test(y))
  );
};

/** Words of paying and of money, as frame words: they say that a sum was paid, not for what. */
const MONEY_WORDS: PerLanguage<ReadonlySet<string>> = (() => {
  const words: PerLanguage<string> = {
    en: "paid pay pays paying cost costs charged charge charges owe owed owes spent spend total amount money cash euros euro pounds quid dollars francs",
    es: "pague pago pagamos pagar pagado pagaron costo costaron cobro cobraron cobrar cobrado gaste total importe dinero euros dolares pesos efectivo",
    pt: "paguei pagou pagamos pagar pago pagaram custou custaram cobrou cobraram cobrar gastei total valor dinheiro euros reais dolares",
    de: "bezahlt zahlte zahlen zahle gekostet kostete kostet verlangt insgesamt betrag summe euro franken bargeld",
    fr: "paye payee payer payes coute coutait facture montant total argent euros francs balles",
  };
  const of = (language: Language) =>
    new Set(words[language].split(" ").map((word) => frameWord(word, language)));
  return { en: of("en"), es: of("es"), pt: of("pt"), de: of("de"), fr: of("fr") };
})();
/** The words that set one of a kind apart in an amount's sentence ("next", "other", "siguiente"), sorted, as one string. */
const NEW: ReadonlySet<string> = new Set(
  "new nuevo nueva novo nova neue neuen neuer nouveau nouvelle nouvel".split(" "),
);
const kindApart = (claim: Claim): string =>
  [
    ...new Set(
      claim.sentence.words
        // "The last two miles": said of the amount itself.
        .filter(
          (word) =>
            word.start > claim.valueEnd ||
            (word.end <= claim.valueStart &&
              !/^\s*$/u.test(claim.sentence.text.slice(word.end, claim.valueStart))),
        )
        .map((word) => word.folded)
        // "The new pump", "das neue Fenster": the thing paid for, not another of its kind.
        .filter((word) => /^\p{L}+$/u.test(word) && !NEW.has(word) && distinguishing(word)),
    ),
  ]
    .sort()
    .join(" ");
/** A sentence told by the person: "I", "my", "we", "me"… (folded). */
const OWN_TELLING =
  /(?<![\p{L}])(?:i|me|my|we|us|our|yo|mi|mis|nos|nosotros|nuestro|nuestra|eu|mim|meu|minha|nosso|nossa|ich|mich|mir|mein|meine|meinen|meinem|wir|uns|unser|unsere|je|j|m|moi|mon|ma|mes|nous|notre|on)(?![\p{L}])/u;
const ownTelling = (sentence: SentenceInfo): boolean =>
  OWN_TELLING.test(sentence.folded.replace(/[’']/gu, " ")) ||
  (sentence.language === "es" && /\p{L}{2,}é(?![\p{L}])/u.test(sentence.text)) ||
  (sentence.language === "es" && /\p{L}{2,}(?:amos|imos)(?![\p{L}])/u.test(sentence.folded)) ||
  (sentence.language === "pt" && /\p{L}+(?:ei|amos|emos|imos)(?![\p{L}])/u.test(sentence.folded));

/**
 * An amount's sentence's content words (`content`, from contentWords) outside the amount itself, other than words of paying and names
 * ("Istanbul", "Mill Road": where, not what for; German writes every noun with a capital, so only towns).
 */
const amountWords = (claim: Claim, content: ReadonlySet<string>): Set<string> => {
  const sentence = claim.sentence;
  const named = (word: Word, index: number) =>
    /^\p{Lu}/u.test(word.text) && (sentence.language === "de" ? isWorldTown(word.folded) : index > 0);
  const inSum = new Set(
    sentence.words
      .filter(
        (word, index) => (word.start >= claim.valueStart && word.end <= claim.valueEnd) || named(word, index),
      )
      .map((word) => frameWord(word.folded, sentence.language)),
  );
  return new Set(
    [...content].filter((word) => !inSum.has(word) && !MONEY_WORDS[sentence.language].has(word)),
  );
};

/** Relatives' words as frame words: "the neighbours'" says whose, not what happened. */
const RELATIVE_STEMS: PerLanguage<ReadonlySet<string>> = (() => {
  const of = (language: Language) =>
    new Set([...RELATIVE_WORDS[language]].map((word) => frameWord(word, language)));
  return { en: of("en"), es: of("es"), pt: of("pt"), de: of("de"), fr: of("fr") };
})();

/** "Another", "otro", "outra", "ein anderer", "une autre": one more of a kind, not the one. */
const ANOTHER: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])another(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:otro|otra)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:outro|outra)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:ein|eine|einen|einem|noch ein|noch eine)\s+(?:anderer|andere|anderes|anderen|weiterer|weitere|weiteres|weiteren)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:un|une)\s+autre(?![\p{L}])/u,
};

/** Whether a sentence tells "another" of one of `words` ("another email", "otra factura", "eine weitere Mail"). */
const anotherOf = (sentence: SentenceInfo, words: ReadonlySet<string>): boolean => {
  const match = ANOTHER[sentence.language].exec(sentence.folded);
  if (!match) return false;
  const end = match.index + match[0].length;
  return sentence.words
    .filter((word) => word.start >= end)
    .slice(0, 2)
    .some((word) => words.has(frameWord(word.folded, sentence.language)));
};

/** The longest sentence whose one date may stand for a statement's one event, in words. */
const MAX_SOLE_WORDS = 40;

/**
 * Whether a statement's one date (a month at least) or one clock time may stand for its one event, told by
 * the person.
 */
const soleCandidate = (claim: Claim): boolean => {
  if (claim.payload.kind === "date") {
    const date = claim.payload.date;
    if (date.month === undefined && date.readings === undefined && !weekdayAlone(date)) return false;
  } else if (claim.payload.kind !== "time" && !AMOUNTS.has(claim.type)) return false;
  // The person's own telling or a relative's, in a sentence of a statement's length (news text runs long and
  // dates many people's acts), and not "my cousin", "a friend": no relative the engine tracks is no author.
  if (!/^(?:author|rel:)/u.test(claim.subject.key)) return false;
  if (claim.sentence.words.length > MAX_SOLE_WORDS) return false;
  return !(claim.subject.key === "author" && namesOtherPerson(claim.sentence));
};

/**
 * Two statements that each give one date only, for the same person, and share a word of what they tell:
 * each date is the statement's date of its one event ("La agresión tuvo lugar el viernes 17 de noviembre" /
 * "Declaro que los hechos ocurrieron el viernes 10 de noviembre"), however differently each tells the event.
 * `soles` holds each document's one date claim, if it has one date only (doc 0 is the focus); the same goes
 * for one clock time ("I got home at ten past eleven" / "it was gone midnight when I got in").
 */
export const soleValueConflicts = (soles: ReadonlyArray<Claim | undefined>): Conflict[] => {
  const focus = soles[0];
  if (!focus || !soleCandidate(focus)) return [];
  const out: Conflict[] = [];
  const focusWords = contentWords(focus.sentence);
  const focusAmount = AMOUNTS.has(focus.type) ? amountWords(focus, focusWords) : undefined;
  for (const other of soles.slice(1)) {
    if (!other || !soleCandidate(other) || other.subject.key !== focus.subject.key) continue;
    if (other.type !== focus.type) continue;
    // Counts of one kind of thing only: "nine of us" and "sixty people", not people and casks.
    if (focus.type === "number" && other.attribute !== focus.attribute) continue;
    if (rankedApart(focus, other)) continue;
    if (eventsApart(focus, other) || genericApartFromJourney(focus, other)) continue;
    // "Office 12" and "office 13" are two places, whatever happened there.
    const [la, lb] = [labelsOf(focus.frame).labels, labelsOf(other.frame).labels];
    if (la.length > 0 && lb.length > 0 && !la.some((label) => lb.includes(label))) continue;
    const otherWords = contentWords(other.sentence);
    if (focusAmount) {
      // Two amounts share a word of what they were for, not "paid" or "euros": "the bill" and "service and all".
      if (sharedCount(focusAmount, amountWords(other, otherWords)) < 1 || !sameTimeFrame(focus, other))
        continue;
      if (datedApart(focus, other) || monthsApart(focus, other) || thenAndNow(focus, other)) continue;
      // "Normally there are two of us" / "that night I was alone": what is usual, and what was.
      if (usualApart(focus, other)) continue;
      // "That job" and "the next job": two of a kind. And a distance or a duration is the person's own
      // telling on one side at least (news text tells many measures, each of its own thing).
      if (kindApart(focus) !== kindApart(other)) continue;
      if (focus.type !== "money" && !ownTelling(focus.sentence) && !ownTelling(other.sentence)) continue;
    } else if (sharedCount(focusWords, otherWords) < 1) continue;
    // "Another email arrived on the 12th": another of the thing both tell, not the one the other dates.
    const shared = new Set([...focusWords].filter((word) => otherWords.has(word)));
    if (anotherOf(focus.sentence, shared) || anotherOf(other.sentence, shared)) continue;
    const conflict = conflictOf(focus, other);
    if (conflict)
      out.push({
        ...conflict,
        confidence: round(conflict.confidence * 0.7),
        ...(conflict.code === "weekday_mismatch" || AMOUNTS.has(focus.type)
          ? {}
          : {
              code: focus.type === "date" ? "sole_date_mismatch" : "sole_time_mismatch",
              params: {
                subject: conflict.params["subject"] ?? "",
                left: focus.normalised,
                right: other.normalised,
              },
            }),
      });
  }
  return out;
};

/**
 * Two statements that each tell one colour of one kind of thing ("the van that hit us was a white Ford
 * Transit" / "it was a silver Vauxhall Vivaro that went into the side of us"), for the same subject, that
 * share a word of what they tell or name nobody whose thing it might be: the one thing told in two colours,
 * however differently each tells the rest.
 * `soles` holds each document's colour claims, one per kind of thing told in one colour only (doc 0 is the
 * focus).
 */
export const soleColourConflicts = (soles: ReadonlyArray<ReadonlyArray<Claim>>): Conflict[] => {
  const out: Conflict[] = [];
  const links = new Map<Claim, Set<string>>();
  const linksOf = (claim: Claim): Set<string> => {
    const known = links.get(claim);
    if (known) return known;
    const words = linkWords(claim);
    links.set(claim, words);
    return words;
  };
  for (const focus of soles[0] ?? []) {
    if (focus.sentence.words.length > MAX_SOLE_WORDS) continue;
    for (const others of soles.slice(1))
      for (const other of others) {
        if (other.attribute !== focus.attribute || other.subject.key !== focus.subject.key) continue;
        if (other.sentence.words.length > MAX_SOLE_WORDS) continue;
        if (eventsApart(focus, other) || setApart(focus.frame, other.frame)) continue;
        // With no word in common, only when neither names anyone or anyone's ("my wife's car", "Mr Gálvez's
        // van", "my car": two vehicles, each someone's).
        if (
          sharedCount(linksOf(focus), linksOf(other)) < 1 &&
          [focus.sentence, other.sentence].some(
            (sentence) => namesSomeone(sentence) || POSSESSIVE[sentence.language].test(sentence.folded),
          )
        )
          continue;
        const conflict = conflictOf(focus, other);
        if (conflict) out.push({ ...conflict, confidence: round(conflict.confidence * 0.8) });
      }
  }
  return out;
};
/** A possessive determiner: "my car", "mi coche", "o meu carro", "mein Auto", "ma voiture". */
const POSSESSIVE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:my|our|your|his|her|their)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:meu|minha|meus|minhas|teu|tua|seu|sua|seus|suas|nosso|nossa|nossos|nossas)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|sein|seine|seinen|ihr|ihre|ihren|dein|deine)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:mon|ma|mes|notre|nos|ton|ta|tes|son|sa|ses|leur|leurs|votre|vos)(?![\p{L}])/u,
};

/** A colour claim's sentence's content words, without its colour or the kind of thing coloured. */
const linkWords = (claim: Claim): Set<string> => {
  const words = contentWords(claim.sentence);
  words.delete(claim.attribute.slice("colour:".length));
  const colour = claim.sentence.words.filter(
    (word) => word.start >= claim.valueStart && word.end <= claim.valueEnd,
  );
  for (const word of colour) words.delete(frameWord(word.folded, claim.sentence.language));
  return words;
};

/**
 * A place one statement denies and the other tells (place-denials.ts): "It didn't happen at the skatepark" /
 * "Got jumped at the skatepark"; "I have never been to Mount Hagen" / "I hid at my uncle's house in Mount
 * Hagen". The other statement's sentences are found through the denied place's rarest stem. Being somewhere
 * is the speaker's own; an elliptical denial (", not at the airport") meets only the act it places.
 */
export const placeDenialConflicts = (
  denials: ReadonlyArray<PlaceDenial>,
  sentences: ReadonlyArray<SentenceInfo>,
): Conflict[] => {
  if (denials.length === 0) return [];
  const out: Conflict[] = [];
  const wanted = new Set(denials.flatMap((denial) => denial.phrase.stems));
  const postings = new Map<string, SentenceInfo[]>();
  for (const sentence of sentences)
    for (const stem of sentenceStems(sentence)) {
      if (!wanted.has(stem)) continue;
      const list = postings.get(stem);
      if (list) list.push(sentence);
      else postings.set(stem, [sentence]);
    }
  for (const denial of denials) {
    const stems = denial.phrase.stems;
    const lists = stems.map((stem) => postings.get(stem) ?? []);
    const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a), lists[0] ?? []);
    if (rarest.length > MAX_POSTING) continue;
    const doc = denial.sentence.doc;
    const denied = placeClaim(denial.sentence, denial.clause, denial.phrase, false, denial.universal);
    const always = denial.universal && denied.anchors.dates.length === 0 && strongFrames(denied).length === 0;
    for (const sentence of rarest) {
      if (sentence.doc === doc || (sentence.doc !== 0 && doc !== 0)) continue;
      if (denial.kind === "ellipsis" && ![...sentenceStems(sentence)].some((stem) => denial.act.has(stem)))
        continue;
      const told = toldPlaces(sentence, stems)
        .map(({ phrase, clause }) => placeClaim(sentence, clause, phrase, true, false))
        .find(
          (claim) =>
            (denial.kind !== "presence" || claim.subject.key === "author") &&
            (always || sameTimeFrame(denied, claim)),
        );
      if (!told) continue;
      out.push(negatedStatement(denied, told, 0.5));
      break;
    }
  }
  return out;
};

/** Articles before a name: "the", "el", "o", "der", "le"… (folded). */
const ARTICLES: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["the", "a", "an"]),
  es: new Set(["el", "la", "los", "las", "un", "una"]),
  pt: new Set(["o", "a", "os", "as", "um", "uma"]),
  de: new Set(["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem"]),
  fr: new Set(["le", "la", "les", "l", "un", "une"]),
};
/** Prepositions: a name after one is where or with what, not who (folded). */
const PREPOSITIONS: PerLanguage<ReadonlySet<string>> = {
  en: new Set("at in on with to from by for of into onto about".split(" ")),
  es: new Set("en a al con de del por para desde hacia sin".split(" ")),
  pt: new Set("em no na nos nas a ao aos com de do da dos das por pelo pela para sem".split(" ")),
  de: new Set(
    "beim im am zum zur mit bei von vom in an auf aus nach fur ins ans durch gegen ohne uber unter".split(
      " ",
    ),
  ),
  fr: new Set("a au aux en dans chez avec de du des par pour sur sans".split(" ")),
};

/** German articles and possessives before a noun (folded). */
const GERMAN_DETERMINER =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|unserer|sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem)$/u;

/**
 * Who a clause names first, as the word the clause index keeps: the first word written with a capital that is
 * no function word or title ("Manolo", "Herr Pohl", "die Chefin", "Don Ignacio"), when the clause keeps it.
 */
const firstNamed = (
  claim: Claim,
  words: ReadonlyArray<string>,
): { readonly key: string; readonly name: string } | undefined => {
  const sentence = claim.sentence;
  const language = sentence.language;
  const first = sentence.words.find(
    (word) =>
      word.start >= claim.valueStart &&
      word.end <= claim.valueEnd &&
      /^\p{Lu}/u.test(word.text) &&
      !STOPWORDS[language].has(word.folded) &&
      !PERSON_TITLES[language].has(word.folded),
  );
  if (!first) return undefined;
  // "Beim TÜV war ich nicht", "mit der Sparkasse nichts zu tun": a place or a body, not who was there.
  const before = sentence.words.filter((word) => word.end <= first.start && word.start >= claim.valueStart);
  const head = [...before]
    .reverse()
    .find((word) => !ARTICLES[language].has(word.folded) && !PERSON_TITLES[language].has(word.folded));
  if (head && PREPOSITIONS[language].has(head.folded)) return undefined;
  const key = clauseWord(first.folded, language);
  if (!words.includes(key)) return undefined;
  // As written, with a title before it and the capitalised words after it: "Herr Pohl", "Haider Franz".
  const title = before.at(-1);
  let end = first.end;
  for (const word of sentence.words) {
    if (word.start <= first.start || word.end > claim.valueEnd) continue;
    if (!/^\p{Lu}/u.test(word.text) || !/^\s+$/u.test(sentence.text.slice(end, word.start))) break;
    end = word.end;
  }
  if (title && PERSON_TITLES[language].has(title.folded))
    return { key, name: sentence.text.slice(title.start, end) };
  // A German noun keeps its article or possessive ("die Chefin", "meine Schwester"), written in lower case.
  if (title && language === "de" && GERMAN_DETERMINER.test(title.folded) && title.end + 1 === first.start)
    return { key, name: `${title.text.toLowerCase()} ${sentence.text.slice(first.start, end)}` };
  return { key, name: sentence.text.slice(first.start, end) };
};

/** Whether a sentence writes a word (by its clause key) with a capital. */
const capitalIn = (sentence: SentenceInfo, key: string): boolean =>
  sentence.words.some((w) => /^\p{Lu}/u.test(w.text) && clauseWord(w.folded, sentence.language) === key);

/**
 * Whether a sentence denies something from a person's name on, up to its next full stop or semicolon ("war
 * vom Dieter im Gang weit und breit nix zu sehen"): it does not name them in the act.
 */
const deniedFrom = (sentence: SentenceInfo, key: string): boolean => {
  const language = sentence.language;
  const word = sentence.words.find((w) => clauseWord(w.folded, language) === key);
  if (!word) return false;
  const rest = sentence.folded.slice(word.start).replace(/[’']/gu, " ");
  const part = rest.slice(0, /[;.!?]/u.exec(rest)?.index ?? rest.length);
  return deniesIn(language, part);
};

/** Touching, as a denial of any act on a thing: "never touched", "ni lo toqué", "nem mexi", "nicht angerührt", "pas touché" (folded). */
const TOUCH: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:touch|touched|laid\s+a\s+finger|lay\s+a\s+finger)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:toque|tocado|tocar)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:toquei|tocado|tocar|mexi|mexido|mexer)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:angeruhrt|angefasst|beruhrt|anfassen|anruhren)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:touche|touchee|touches|toucher)(?![\p{L}])/u,
};
/** The speaker as a clause's subject: "I", "yo", "eu", "ich", "je"; a Spanish or Portuguese verb of "I" ("corté", "fechei"). */
const ownClause = (claim: Claim): boolean => {
  const language = claim.sentence.language;
  const text = fold(claim.value).replace(/[’']/gu, " ");
  if (/(?<![\p{L}])(?:i|yo|eu|ich|je|j)(?![\p{L}])/u.test(text))
    return language !== "pt" || /(?<![\p{L}])eu(?![\p{L}])/u.test(text);
  if (language === "es") return /\p{L}{2,}é(?![\p{L}])/u.test(claim.value);
  if (language === "pt") return /\p{L}{2,}ei(?![\p{L}])/u.test(text);
  return false;
};

/** Someone named in what happened on one side, and said not to have been there on the other. */
const absentPerson = (denial: Claim, assertion: Claim, name: string): Conflict => {
  const [left, right] = assertion.sentence.doc === 0 ? [assertion, denial] : [denial, assertion];
  return {
    left,
    right,
    type: "identity",
    confidence: 0.45,
    code: "absent_person",
    params: { subject: name, name },
  };
};

/**
 * A denial that someone or something had any part ("Sandra never showed her face", "a los de la UME no los
 * vimos en toda la noche", "die Suppe hab ich gar nicht angerührt") against the other statement naming them
 * in the act the denial's own sentence tells ("Sandra brought the food herself" / "The food was dropped off by
 * two lads in a van; Sandra never showed her face"): who or what is denied, and a word of the act, in one
 * asserted sentence of the other statement, in the same time frame. Found through the rarest denied word.
 * A person named as not there or away ("Manolo ni estaba ese día", "Herr Pohl war im Urlaub") need only be
 * named on the other side (where they were not may go untold there), and the act may be told in the sentence
 * before ("Bekommen hab ich die Tabletten von einer Aushilfe. Die Chefin war gar nicht da.").
 */
const absenceDenials = (claims: ReadonlyArray<Claim>): Conflict[] => {
  const out: Conflict[] = [];
  const sentenceKey = (claim: Claim) => `${claim.sentence.doc}:${claim.sentence.index}`;
  const wordsOf = (list: ReadonlyArray<Claim>) =>
    list.flatMap((claim) => (claim.payload.kind === "clause" ? claim.payload.words : []));
  const told = new Map<string, Claim[]>();
  const every = new Map<string, Claim[]>();
  const postings = new Map<string, Claim[]>();
  type Absence = {
    denial: Claim;
    absent: ReadonlyArray<string>;
    person?: string;
    plain?: Absence;
    /** The speaker's own "I never touched it": any act of theirs on it is against it. */
    untouched?: boolean;
  };
  const absences: Absence[] = [];
  // Who did what, by sentence: the doer named in one statement's act, another doer in the other's.
  const doers = new Map<string, Claim[]>();
  const byName = new Map<string, Claim[]>();
  for (const claim of claims) {
    const p = claim.payload;
    if (p.kind === "role" && claim.attribute === "role") {
      addTo(doers, sentenceKey(claim), claim);
      for (const word of p.name ?? []) addTo(byName, frameWord(word, claim.sentence.language), claim);
    }
    if (p.kind !== "clause") continue;
    addTo(every, sentenceKey(claim), claim);
    if (!p.positive) {
      if (p.absent === undefined) {
        // "Declan wasn't even on site", "Dr. Hahn war gar nicht im Haus": someone not in a place.
        if (!NOT_IN[claim.sentence.language].test(fold(claim.value).replace(/[’']/gu, " "))) continue;
        const named = firstNamed(claim, p.words);
        if (named !== undefined) absences.push({ denial: claim, absent: [named.key], person: named.name });
        continue;
      }
      const named = firstNamed(claim, p.absent);
      // Read as a person first, then as a thing ("Geröntgt wurde da nix" opens with a verb).
      const plain = {
        denial: claim,
        absent: p.absent,
        ...(p.nobody !== true && ownClause(claim) && TOUCH[claim.sentence.language].test(fold(claim.value))
          ? { untouched: true }
          : {}),
      };
      absences.push(
        named === undefined ? plain : { denial: claim, absent: [named.key], person: named.name, plain },
      );
      continue;
    }
    addTo(told, sentenceKey(claim), claim);
    for (const word of p.words) addTo(postings, word, claim);
    const away = AWAY[claim.sentence.language].test(fold(claim.value).replace(/[’']/gu, " "));
    const named = away ? firstNamed(claim, p.words) : undefined;
    if (named !== undefined) absences.push({ denial: claim, absent: [named.key], person: named.name });
  }
  // Sentences that tell someone away themselves: "Malcolm was on holiday" does not meet "Malcolm was off sick".
  const awayIn = new Set(
    absences
      .filter((a) => a.person !== undefined)
      .map((a) => `${sentenceKey(a.denial)}|${a.absent.join(" ")}`),
  );
  const meet = ({ denial, absent, person, untouched }: Absence): Conflict | undefined => {
    const own = denial.payload.kind === "clause" ? denial.payload.words : [];
    const before =
      person !== undefined ? (told.get(`${denial.sentence.doc}:${denial.sentence.index - 1}`) ?? []) : [];
    const act = new Set(
      wordsOf([
        ...(every.get(sentenceKey(denial)) ?? []).filter((claim) => claim !== denial),
        ...before,
      ]).filter(
        (word) =>
          !absent.includes(word) && word !== LIGHT_VERB && !(person !== undefined && own.includes(word)),
      ),
    );
    const lists = absent.map((word) => postings.get(word) ?? []);
    const rarest = lists.reduce((a, b) => (b.length < a.length ? b : a));
    if (rarest.length > MAX_POSTING) return undefined;
    const seen = new Set<string>();
    const doing = person === undefined ? [] : (byName.get(absent[0] ?? "") ?? []);
    for (const candidate of [...rarest, ...(doing.length > MAX_POSTING ? [] : doing)]) {
      if (candidate.sentence.doc === denial.sentence.doc) continue;
      if (candidate.sentence.doc !== 0 && denial.sentence.doc !== 0) continue;
      const key = sentenceKey(candidate);
      if (seen.has(key)) continue;
      seen.add(key);
      if (awayIn.has(`${key}|${absent.join(" ")}`)) continue;
      if (person !== undefined && deniedFrom(candidate.sentence, absent[0] ?? "")) continue;
      const clauses = told.get(key) ?? [];
      const words = new Set(wordsOf(clauses));
      // The act the denial's sentence tells, or being there itself ("the manager came to talk to me" / "the
      // manager never even showed up").
      const there = clauses.some(
        (claim) =>
          claim.payload.kind === "clause" &&
          claim.payload.present !== undefined &&
          absent.every(
            (word) => claim.payload.kind === "clause" && claim.payload.present?.includes(word) === true,
          ),
      );
      // "O táxi era conduzido pelo senhor Armindo" / "quem ia ao volante era o Rui; o senhor Armindo estava de
      // folga": the person is the doer named on one side, and the other side names another doer.
      const namedDoer =
        person !== undefined &&
        (doers.get(key) ?? []).some(
          (role) =>
            role.payload.kind === "role" &&
            role.payload.name?.some((word) => absent.includes(frameWord(word, role.sentence.language))) ===
              true,
        );
      const otherDoer =
        namedDoer &&
        [sentenceKey(denial), `${denial.sentence.doc}:${denial.sentence.index - 1}`].some(
          (at) => (doers.get(at) ?? []).length > 0,
        );
      // Named as written, with a capital: "Geröntgt wurde da nix" opens with a verb, not a person.
      if (person !== undefined && !namedDoer && !capitalIn(candidate.sentence, absent[0] ?? "")) continue;
      // "Le compteur de gaz, j'y ai pas touché" / "J'ai coupé le gaz au compteur": the speaker's own act on it.
      const actedOn =
        untouched === true &&
        clauses.some(
          (claim) =>
            claim.payload.kind === "clause" &&
            ownClause(claim) &&
            absent.every((word) => claim.payload.kind === "clause" && claim.payload.words.includes(word)) &&
            claim.payload.words.some((word) => !absent.includes(word)) &&
            !ELIDED_OBJECT[claim.sentence.language].test(fold(claim.value).replace(/[’']/gu, " ")),
        );
      if (
        !(namedDoer || absent.every((word) => words.has(word))) ||
        !(there || otherDoer || actedOn || [...act].some((word) => words.has(word)))
      )
        continue;
      if (INSTEAD[candidate.sentence.language].test(candidate.sentence.folded)) continue;
      // "The first time the pharmacy apologised" / "the second time nobody from the pharmacy did".
      if (rankedApart(denial, candidate) || !sameTimeFrame(denial, candidate)) continue;
      return person === undefined
        ? negatedStatement(denial, candidate, 0.45)
        : absentPerson(denial, candidate, person);
    }
    return undefined;
  };
  for (const absence of absences) {
    const found = meet(absence) ?? (absence.plain ? meet(absence.plain) : undefined);
    if (found) out.push(found);
  }
  return out;
};

/** Staying behind, somewhere or with someone: "stayed behind", "se quedó en", "ficou em", "ist geblieben", "est restée à" (folded). */
const STAYED: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:(?:stayed|remained)\s+(?:behind|back|in|at|with|on)|(?:was|were|got)\s+left\s+behind)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:se\s+)?(?:quedo|quedaron)\s+(?:en|con|alli|alla|atras)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:ficou|ficaram)\s+(?:em|no|na|nos|nas|com|la|ali|para\s+tras|pra\s+tras)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:geblieben|blieb|blieben|zuruckgeblieben)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:reste|restee|restes|restees)\s+(?:a|au|aux|en|dans|chez|avec|la|la-bas|derriere)(?![\p{L}])/u,
};
/** Staying with the speaker, which is going along: "stayed with me", "se quedó conmigo", "blieb bei mir". */
const STAYED_WITH_ME =
  /(?<![\p{L}])(?:with\s+(?:me|us)|conmigo|con\s+nosotros|comigo|connosco|conosco|bei\s+(?:mir|uns)|mit\s+(?:mir|uns)|avec\s+(?:moi|nous))(?![\p{L}])/u;
/** Going along with the speaker: "came with me", "se vino conmigo", "veio connosco", "hat mich begleitet", "a fait le voyage avec moi". */
const WENT_WITH_ME: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:(?:came|went|travelled|traveled|fled|left|crossed|escaped|walked|made\s+it|got\s+out)\s+(?:[\p{L}-]+\s+){0,4}?with\s+(?:me|us)|(?:accompanied|followed)\s+(?:me|us)|(?:brought|took)\s+(?:him|her|them)\s+with\s+(?:me|us))(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:(?:vino|vinieron|salio|salieron|viajo|viajaron|huyo|huyeron|cruzo|cruzaron|fue|fueron|camino|caminaron|llego|llegaron)\s+(?:[\p{L}-]+\s+){0,4}?(?:conmigo|con\s+nosotros|con\s+nosotras)|(?:me|nos)\s+acompano)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:(?:veio|vieram|saiu|sairam|viajou|viajaram|fugiu|fugiram|atravessou|atravessaram|foi|foram|chegou|chegaram)\s+(?:[\p{L}-]+\s+){0,4}?(?:comigo|connosco|conosco|com\s+a\s+gente)|(?:me|nos)\s+acompanhou|acompanhou-(?:me|nos))(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:mit\s+(?:mir|uns)\s+(?:[\p{L}-]+\s+){0,4}?(?:gekommen|geflohen|gefluchtet|gegangen|gefahren|gereist|ausgereist|losgegangen|aufgebrochen)|(?:hat|haben|hatte|hatten)\s+(?:mich|uns)\s+(?:[\p{L}-]+\s+){0,5}?begleitet|(?:kam|kamen|floh|flohen|ging|gingen|reiste|reisten)\s+mit\s+(?:mir|uns))(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:(?:venu|venue|venus|venues|parti|partie|partis|parties|quitte|fui|fuie|fait\s+(?:tout\s+)?le\s+voyage|voyage|arrive|arrivee|arrives|passe|traverse)\s+(?:[\p{L}-]+\s+){0,4}?avec\s+(?:moi|nous)|(?:m|nous)\s+a\s+accompagnee?s?)(?![\p{L}])/u,
};

/** "My" and the word after it at a clause's start: "mon cousin", "a minha avó", "[Interpreted] My dog" (folded). */
const OWN_SUBJECT =
  /^[\s,;:–—-]*(?:\[[^\]]*\]\s*)?(?:(?:o|a|os|as)\s+)?(?:my|our|mi|mis|nuestro|nuestra|meu|minha|meus|minhas|nosso|nossa|mein|meine|unser|unsere|mon|ma|mes|notre|nos)\s+([\p{L}-]+)/u;
/** A label written at a sentence's start, as it reads inside one: "My sister" is "my sister"; names keep their capital. */
const midSentence = (label: string): string => {
  const first = fold(label.split(/\s+/u)[0] ?? "");
  return POSSESSIVE_WORD.test(first) || /^(?:the|el|la|los|las|o|a|os|as|der|die|das|le|les|l)$/u.test(first)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
};

/**
 * A relative who stayed behind on one side and went along with the speaker on the other: "Mon frère est resté
 * à Maradi avec notre mère" / "Mon frère a quitté Maradi avec moi"; "Mein Vater ist in Baquba geblieben" /
 * "Mein Vater hat mich bis zur Grenze begleitet". Staying with the speaker is going along.
 */
const stayedOrWent = (claims: ReadonlyArray<Claim>): Conflict[] => {
  const stayed = new Map<string, Claim[]>();
  const went = new Map<string, Claim[]>();
  for (const claim of claims) {
    if (claim.payload.kind !== "clause" || !claim.payload.positive) continue;
    const language = claim.sentence.language;
    const text = fold(claim.value).replace(/[’']/gu, " ");
    // A relative, or anyone or anything of the speaker's named at the clause's start ("mon cousin", "my dog").
    const own = OWN_SUBJECT.exec(text);
    const key = claim.subject.key.startsWith("rel:") ? claim.subject.key : own ? `own:${own[1]}` : undefined;
    if (key === undefined) continue;
    const stay = STAYED[language].exec(text);
    if (stay && !STAYED_WITH_ME.test(text.slice(stay.index, stay.index + stay[0].length + 20)))
      addTo(stayed, key, claim);
    else if (WENT_WITH_ME[language].test(text)) addTo(went, key, claim);
  }
  const out: Conflict[] = [];
  for (const [key, stays] of stayed)
    for (const stay of stays) {
      const along = (went.get(key) ?? []).find(
        (claim) =>
          claim.sentence.doc !== stay.sentence.doc &&
          (claim.sentence.doc === 0 || stay.sentence.doc === 0) &&
          sameTimeFrame(stay, claim),
      );
      if (!along) continue;
      const [left, right] = stay.sentence.doc === 0 ? [stay, along] : [along, stay];
      out.push({
        left,
        right,
        type: "negation",
        confidence: 0.5,
        code: "stayed_or_went",
        params: { subject: subjectLabel(left, right), person: midSentence(subjectLabel(left, right)) },
      });
    }
  return out;
};

/** "I" said right before an age's verb ("yo tenía", "eu tinha", "I was", "ich war", "j'avais"), folded. */
const SAID_AS_I = /(?<![\p{L}])(?:yo|eu|i|ich|je|j)(?:\s*['’]?\s*\p{L}+){1,2}\s+$/u;

/** The latest day a document can have been told on: its upload (EngineDocument's `toldBy`). */
export interface Telling {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Words that may set an age after the telling, anywhere in its sentence (folded): a future ("will be",
 * "cumplirá", "vai fazer", "wird", "aura"), a coming time ("next year", "que viene", "nächstes Jahr",
 * "l'an prochain", "in two years"), or a birthday ahead. A present often tells the future ("el año que viene
 * tengo 30", "nächstes Jahr bin ich 30"), so the whole sentence is read, not the verb alone.
 */
const AGE_AHEAD: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:will|ll|shall|gonna|going to|next|coming|turns|turning|in (?:a|an|one|two|three|\p{L}+) (?:years?|months?|weeks?|days?)|by the time|birthday|until|till)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:cumplira|cumplire|cumpliras|cumpliremos|cumpliran|cumpla|va a cumplir|voy a cumplir|vas a cumplir|van a cumplir|tendra|tendre|tendras|sera|proximo|proxima|que viene|dentro de|cumpleanos|hasta)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:fara|farei|faras|farao|fizer|vai fazer|vou fazer|vais fazer|vao fazer|completara|completar|tera|terei|teras|sera|proximo|proxima|que vem|daqui a|aniversario|ate)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:wird|werd|werde|wirst|werden|nachste[nmrs]?|kommende[nmrs]?|ubernachste[nmrs]?|in (?:einem|zwei|drei|\p{L}+) (?:jahr|jahren|monat|monaten|wochen?)|geburtstag|bis)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:aura|aurai|auras|aurons|auront|va avoir|vais avoir|vas avoir|vont avoir|fera|ferai|prochain|prochaine|dans (?:un|deux|trois|\p{L}+) (?:ans?|mois|semaines?)|anniversaire|jusqu)(?![\p{L}])/u,
};

/** The age a person born on `born` has at most on `telling` (one less while the birthday has not come). */
const mostAgeBy = (born: DateMention, telling: Telling): number => {
  const full = telling.year - (born.year ?? telling.year);
  if (born.month === undefined) return full;
  const before =
    telling.month < born.month ||
    (telling.month === born.month && born.day !== undefined && telling.day < born.day);
  return full - (before ? 1 : 0);
};

/**
 * A year of birth against an age:
 * - told at a dated time: "I was born in 1998" / "when they took me in 2021 I was nineteen" (2021 − 1998 is
 *   22 or 23). The age's sentence must date it with one year only; with the months of both, the age is known
 *   exactly, else it may be one year less (the birthday not yet come).
 * - told at no date: the age was reached by the telling, and the telling came no later than the document's
 *   upload (`toldBy`), so an age beyond what the year of birth allows by then is a conflict: "Mi madre tiene
 *   ochenta y cuatro años" in 2026 against "Mamá nació en 1949" (at most 77). Too small an age is none: the
 *   statement may be years older than its upload. An age the sentence may set ahead ("next year I'll be
 *   30", AGE_AHEAD) is left out.
 */
const birthAgeConflicts = (
  claims: ReadonlyArray<Claim>,
  toldBy: ReadonlyArray<Telling | undefined>,
): Conflict[] => {
  const births = new Map<string, Claim[]>();
  for (const claim of claims)
    if (
      claim.type === "date" &&
      claim.event?.id === "birth" &&
      claim.payload.kind === "date" &&
      claim.payload.date.year !== undefined &&
      claim.subject.implied !== true &&
      /^(?:author|rel:|ne:)/u.test(claim.subject.key)
    )
      addTo(births, claim.subject.key, claim);
  if (births.size === 0) return [];
  const out: Conflict[] = [];
  for (const age of claims) {
    const p = age.payload;
    if (age.type !== "age" || p.kind !== "number" || p.unit !== "year") continue;
    if (p.approx === true || p.bound !== undefined) continue;
    if (age.subject.implied === true) continue;
    // "Cuando detuvieron a mi hermano, en 2020, tenía diecinueve años": "tenía" may be his, unless "yo tenía".
    // (A named person's age is told right after the name: persons.ts.)
    if (
      !age.subject.key.startsWith("ne:") &&
      age.sentence.subjects.some((subject) => subject.key !== age.subject.key) &&
      !SAID_AS_I.test(age.sentence.folded.slice(Math.max(0, age.valueStart - 25), age.valueStart))
    )
      continue;
    const years = new Map<number, DateMention>();
    for (const date of age.sentence.dates)
      if (hasDate(date) && date.year !== undefined) years.set(date.year, date);
    if (years.size > 1) continue;
    const [dated] = years.values();
    // Told at no date: bounded by the upload, unless the sentence may set the age ahead of it.
    const telling =
      dated === undefined && !AGE_AHEAD[age.sentence.language].test(age.sentence.folded)
        ? toldBy[age.sentence.doc]
        : undefined;
    if (dated === undefined && telling === undefined) continue;
    for (const birth of births.get(age.subject.key) ?? []) {
      if (birth.sentence.doc === age.sentence.doc || (birth.sentence.doc !== 0 && age.sentence.doc !== 0))
        continue;
      if (birth.payload.kind !== "date" || birth.payload.date.year === undefined) continue;
      const born = birth.payload.date;
      const [left, right] = age.sentence.doc === 0 ? [age, birth] : [birth, age];
      const subject = subjectLabel(left, right);
      if (telling !== undefined) {
        if ((born.year ?? 0) > telling.year) continue;
        const most = mostAgeBy(born, telling);
        if (p.value <= most) continue;
        out.push({
          left,
          right,
          type: "age",
          confidence: 0.8,
          code: "age_beyond_telling",
          params: {
            subject,
            birthYear: String(born.year),
            year: String(telling.year),
            age: String(p.value),
            most: String(most),
          },
        });
        break;
      }
      if (dated?.year === undefined) continue;
      const full = dated.year - (born.year ?? dated.year);
      const exact =
        born.month !== undefined && dated.month !== undefined && born.month !== dated.month
          ? full - (dated.month < born.month ? 1 : 0)
          : undefined;
      const fits = exact === undefined ? p.value === full || p.value === full - 1 : p.value === exact;
      if (fits || full < 0) continue;
      out.push({
        left,
        right,
        type: "age",
        confidence: 0.8,
        code: "age_birth_mismatch",
        params: {
          subject,
          birthYear: String(born.year),
          year: String(dated.year),
          age: String(p.value),
          expected: exact === undefined ? `${full - 1}–${full}` : String(exact),
        },
      });
      break;
    }
  }
  return out;
};

/** Every conflict between aligned claims where at least one side is in the focus document (doc 0). */
export const compareClaims = (
  claims: ReadonlyArray<Claim>,
  toldBy: ReadonlyArray<Telling | undefined> = [],
): Conflict[] => {
  const out: Conflict[] = [
    ...universalDenials(claims),
    ...clauseDenials(claims),
    ...lackingDenials(claims),
    ...stateFlips(claims),
    ...doerSexes(claims),
    ...doerNationalities(claims),
    ...doerAges(claims, toldBy),
    ...absenceDenials(claims),
    ...stayedOrWent(claims),
    ...birthAgeConflicts(claims, toldBy),
  ];
  for (const [key, block] of blocks(claims)) {
    if (block.length < 2) continue;
    const cross = key.endsWith(CROSS);
    for (const [a, b] of candidatePairs(block)) {
      if (cross && !crossPair(a, b)) continue;
      const sa = a.sentence;
      const sb = b.sentence;
      if (sa.doc !== 0 && sb.doc !== 0) continue;
      if (sa.doc === sb.doc && sa.index === sb.index) continue;
      // A date with no event cue meets only another statement's dates (one statement dates many acts).
      if (sa.doc === sb.doc && a.type === "date" && (a.event?.id === "act" || b.event?.id === "act"))
        continue;
      if (a.normalised === b.normalised) continue;
      // The focus document's passage goes left; inside the focus document, the earlier one.
      const [left, right] = sb.doc === 0 && (sa.doc !== 0 || sb.index < sa.index) ? [b, a] : [a, b];
      const kind = left.payload.kind;
      if (kind !== "polarity" && kind !== "predicate" && !aligned(left, right, cross)) continue;
      const conflict = conflictOf(left, right);
      if (conflict) out.push(conflict);
    }
  }
  return out;
};
