import type { Claim } from "./claims.ts";
import { OTHER, assertable } from "./claims.ts";
import { frameWord } from "./concepts.ts";
import { anchorsOf, frameWithin, type SentenceInfo } from "./sentence.ts";
import { STOPWORDS } from "./stopwords.ts";
import { fold, type Language, type PerLanguage } from "./text.ts";

/**
 * Colours of one thing: "a white van" / "a red van", "la furgoneta era blanca" / "una furgoneta roja", "der
 * rote Anorak" / "die gelbe Jacke", "un scooter noir" / "un scooter blanc". Each colour word (lower-cased, with
 * its accents, in its inflections) and the colour it names.
 */
const COLOURS: PerLanguage<ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["white", "white"],
    ["black", "black"],
    ["red", "red"],
    ["maroon", "red"],
    ["blue", "blue"],
    ["navy", "blue"],
    ["green", "green"],
    ["yellow", "yellow"],
    ["grey", "grey"],
    ["gray", "grey"],
    ["silver", "silver"],
    ["brown", "brown"],
    ["orange", "orange"],
    ["pink", "pink"],
    ["purple", "purple"],
    ["beige", "beige"],
    ["cream", "beige"],
  ],
  es: [
    ["blanc[oa]s?", "white"],
    ["negr[oa]s?", "black"],
    ["roj[oa]s?", "red"],
    ["granates?", "red"],
    ["azul(?:es)?", "blue"],
    ["verdes?", "green"],
    ["amarill[oa]s?", "yellow"],
    ["gris(?:es)?", "grey"],
    ["platead[oa]s?", "silver"],
    ["marr[oó]n(?:es)?", "brown"],
    ["naranjas?", "orange"],
    ["morad[oa]s?", "purple"],
    ["beis|beige", "beige"],
  ],
  pt: [
    ["branc[oa]s?", "white"],
    ["pret[oa]s?", "black"],
    ["vermelh[oa]s?", "red"],
    ["azul|azuis", "blue"],
    ["verdes?", "green"],
    ["amarel[oa]s?", "yellow"],
    ["cinzent[oa]s?|cinza", "grey"],
    ["pratead[oa]s?", "silver"],
    ["castanh[oa]s?|marrom", "brown"],
    ["laranja", "orange"],
    ["rox[oa]s?", "purple"],
    ["bege", "beige"],
  ],
  de: [
    ["wei(?:ß|ss)(?:e[mnrs]?)?", "white"],
    ["schwarz(?:e[mnrs]?)?", "black"],
    ["rot(?:e[mnrs]?)?", "red"],
    ["blau(?:e[mnrs]?)?", "blue"],
    ["grün(?:e[mnrs]?)?", "green"],
    ["gelb(?:e[mnrs]?)?", "yellow"],
    ["grau(?:e[mnrs]?)?", "grey"],
    ["silbern(?:e[mnrs]?)?|silberfarben(?:e[mnrs]?)?", "silver"],
    ["braun(?:e[mnrs]?)?", "brown"],
    ["orange(?:n|[mrs])?", "orange"],
    ["lila", "purple"],
    ["beige(?:n|[mrs])?", "beige"],
  ],
  fr: [
    ["blanc|blanche|blancs|blanches", "white"],
    ["noire?s?", "black"],
    ["rouges?", "red"],
    ["bleue?s?", "blue"],
    ["verte?s?", "green"],
    ["jaunes?", "yellow"],
    ["grise?s?", "grey"],
    ["argentée?s?", "silver"],
    ["marron", "brown"],
    ["orange", "orange"],
    ["violette?s?", "purple"],
    ["beiges?", "beige"],
  ],
};

/** Shades one speaker may give one thing (light grey and white, silver and grey, cream and brown…). */
const NEAR: ReadonlySet<string> = new Set(
  [
    "white grey",
    "grey black",
    "silver grey",
    "silver white",
    "white beige",
    "beige brown",
    "red orange",
    "red pink",
    "pink purple",
    "yellow orange",
    "red purple",
  ].flatMap((pair) => [pair, pair.split(" ").reverse().join(" ")]),
);

/** Whether one thing can be told as both colours. */
export const coloursConflict = (a: string, b: string): boolean => a !== b && !NEAR.has(`${a} ${b}`);

const COLOUR_RE: PerLanguage<RegExp> = Object.fromEntries(
  (Object.entries(COLOURS) as Array<[Language, ReadonlyArray<readonly [string, string]>]>).map(
    ([language, colours]) => [
      language,
      new RegExp(`(?<![\\p{L}-])(?:${colours.map(([word]) => `(${word})`).join("|")})(?![\\p{L}-])`, "gu"),
    ],
  ),
) as PerLanguage<RegExp>;

/** One colour word, whole (for testing a single word). */
const COLOUR_WORD: PerLanguage<RegExp> = Object.fromEntries(
  (Object.entries(COLOURS) as Array<[Language, ReadonlyArray<readonly [string, string]>]>).map(
    ([language, colours]) => [language, new RegExp(`^(?:${colours.map(([word]) => word).join("|")})$`, "u")],
  ),
) as PerLanguage<RegExp>;

/** Makes of vehicles: "a white Ford Transit" is a white vehicle, as "a white van" is. Lower-cased. */
const MAKES: ReadonlySet<string> = new Set(
  (
    "ford vauxhall opel volkswagen vw seat fiat toyota mercedes bmw audi renault peugeot citroën citroen " +
    "skoda škoda nissan honda hyundai kia mazda volvo dacia chevrolet jeep tesla suzuki mitsubishi subaru " +
    "lancia porsche iveco scania piaggio vespa yamaha kawasaki ducati deere massey land rover mini smart " +
    "rolls bentley jaguar lexus cupra alfa jcb kubota claas fendt daf"
  ).split(" "),
);

/** Words that join two colours into one thing's ("red and white", "schwarz-weiß", "bleu et blanc"). */
const JOINED = /^\s*(?:and|y|e|und|et|or|o|ou|oder|-|\/)\s*$/u;

/** "To be" (and "with", "in") before a colour told of the clause's thing: "was white", "era una azul". */
const COPULA_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:is|was|were|are)\s+(?:all\s+)?(?:an?\s+)?$/u,
  es: /(?<![\p{L}])(?:es|era|eran|son|fue)\s+(?:de\s+color\s+)?(?:una?\s+)?$/u,
  pt: /(?<![\p{L}])(?:e|é|era|eram|sao|são|foi)\s+(?:de\s+cor\s+)?(?:uma?\s+)?$/u,
  de: /(?<![\p{L}])(?:ist|war|waren|sind)\s+(?:(?:der|die|das|ein|eine)\s+)?$/u,
  fr: /(?<![\p{L}])(?:est|était|etait|étaient|sont)\s+(?:une?\s+)?$/u,
};

/** The thing a clause opens on: "the van", "la furgoneta", "o trator", "der Radfahrer", "le scooter". */
const CLAUSE_THING: PerLanguage<RegExp> = {
  en: /^\W*(?:the|a|an|my|our|his|her|their)\s+(\p{L}+)/u,
  es: /^\W*(?:el|la|los|las|un|una|mi|nuestro|nuestra|su)\s+(\p{L}+)/u,
  pt: /^\W*(?:o|a|os|as|um|uma|meu|minha|nosso|nossa)\s+(\p{L}+)/u,
  de: /^\W*(?:der|die|das|den|dem|ein|eine|einen|mein|meine|meinen|unser|unsere)\s+(\p{L}+)/u,
  fr: /^\W*(?:le|la|les|l['’]|un|une|mon|ma|notre|son|sa)\s*(\p{L}+)/u,
};

/** Words for colour itself: "de color rojo", "de cor azul", "de couleur noire" name the thing before them. */
const COLOUR_NOUN = /^(?:color|cor|colour|couleur|farbe)$/u;
/** Words between a determiner and the thing that say which one ("the first tent", "a primeira tenda"). */
const WHICH: ReadonlySet<string> = new Set(
  (
    "first last other second next primero primera primer ultimo ultima otro otra segundo segunda primeiro " +
    "primeira outro outra erste ersten erster letzte letzten andere anderen zweite premier premiere dernier " +
    "derniere autre deuxieme"
  ).split(" "),
);

/** Whether the language puts a colour before its noun (English, German) or after it. */
const BEFORE_NOUN: PerLanguage<boolean> = { en: true, es: false, pt: false, de: true, fr: false };

/** The thing a colour at `start`–`end` is told of, lower-cased, with where it stands; undefined if unclear. */
const thingOf = (
  sentence: SentenceInfo,
  start: number,
  end: number,
): { word: string; start: number; end: number } | undefined => {
  const language = sentence.language;
  const lower = sentence.text.toLowerCase();
  const stop = STOPWORDS[language];
  const words = sentence.words;
  const index = words.findIndex((word) => word.start === start);
  const noun = (i: number) => {
    const word = words[i];
    if (!word) return undefined;
    const text = lower.slice(word.start, word.end);
    if (stop.has(word.folded) || word.folded.length < 3 || /\d/u.test(text)) return undefined;
    return { word: text, start: word.start, end: word.end };
  };
  // Attributive: the noun next to the colour ("a white van", "una furgoneta roja", "die gelbe Jacke"); after
  // "de color", the word before it ("un Seat Ibiza de color rojo").
  const colourNoun =
    !BEFORE_NOUN[language] &&
    COLOUR_NOUN.test(words[index - 1]?.folded ?? "") &&
    words[index - 2]?.folded === "de";
  const beside = BEFORE_NOUN[language] ? noun(index + 1) : noun(colourNoun ? index - 3 : index - 1);
  const gap = beside
    ? BEFORE_NOUN[language]
      ? lower.slice(end, beside.start)
      : lower.slice(beside.end, start)
    : "";
  // A make just before the colour, past its model ("una Citroën Berlingo blanca", "un Fiat 500 blanco", "un
  // Seat Ibiza de color rojo"), or right after it in English and German ("a white Ford Transit").
  const near = BEFORE_NOUN[language] ? [index + 1] : [1, 2, 3, 4].map((back) => index - back);
  const make = near
    .map((i) => words[i])
    .find((word) => word !== undefined && MAKES.has(lower.slice(word.start, word.end)));
  // Only inside one phrase: nothing but words and numbers between the make and the colour.
  const between = make
    ? BEFORE_NOUN[language]
      ? lower.slice(end, make.start)
      : lower.slice(make.end, start)
    : "";
  if (make && /^[\s\p{L}\d-]*$/u.test(between))
    return { word: lower.slice(make.start, make.end), start: make.start, end: make.end };
  if (beside && (colourNoun || /^\s+$/u.test(gap)) && !COLOUR_WORD[language].test(beside.word)) return beside;
  // Told of the clause's thing after "to be": "the van that hit us was white", "o trator era vermelho".
  const clauseStart =
    sentence.clauses.find((clause) => clause.start <= start && start < clause.end)?.start ?? 0;
  if (!COPULA_BEFORE[language].test(lower.slice(Math.max(clauseStart, start - 30), start))) return undefined;
  const opening = CLAUSE_THING[language].exec(lower.slice(0, start));
  const first = opening?.[1];
  // "A primeira tenda…": the word after "primeira".
  const which = first !== undefined && WHICH.has(fold(first));
  const after =
    which && opening ? /^\s+(\p{L}+)/u.exec(lower.slice(opening.index + opening[0].length)) : null;
  const word = which ? after?.[1] : first;
  if (!opening || !word || stop.has(fold(word)) || word.length < 3) return undefined;
  const at =
    which && after
      ? opening.index + opening[0].length + after.index + after[0].length - word.length
      : opening.index + opening[0].length - word.length;
  return { word, start: at, end: at + word.length };
};

/** The concept a van, a car or a lorry is (concepts.ts). */
const VEHICLE = frameWord("car", "en");

/** The key of a thing: a vehicle make is a vehicle; otherwise its concept or stem ("~vehicle", "jack"). */
const thingKey = (word: string, language: Language): string =>
  MAKES.has(word) || MAKES.has(word.split("-")[0] ?? word) ? VEHICLE : frameWord(word, language);

/**
 * Colour claims: the colour one thing is told in, keyed by the thing ("colour:~vehicle", "colour:jack"). Of
 * nobody in particular: two tellings meet only when their other words agree (compare.ts). Two colours joined
 * ("red and white") or two things of one kind in one sentence ("a red van and a white van") are left out.
 */
export const colourClaims = (sentence: SentenceInfo): Claim[] => {
  if (sentence.guarded) return [];
  const language = sentence.language;
  const lower = sentence.text.toLowerCase();
  const re = COLOUR_RE[language];
  const found: Array<{
    start: number;
    end: number;
    colour: string;
    key: string;
    thing: { start: number; end: number };
    make?: string;
  }> = [];
  const matches = [...lower.matchAll(re)];
  for (const [i, match] of matches.entries()) {
    const start = match.index;
    const end = start + match[0].length;
    const group = match.slice(1).findIndex((part) => part !== undefined);
    const colour = COLOURS[language][group]?.[1];
    if (!colour) continue;
    // "Red and white", "schwarz-weiß": one thing in two colours.
    const previous = matches[i - 1];
    const next = matches[i + 1];
    if (previous && JOINED.test(lower.slice(previous.index + previous[0].length, start))) continue;
    if (next && JOINED.test(lower.slice(end, next.index))) continue;
    if (!assertable(sentence, start, end, true)) continue;
    const thing = thingOf(sentence, start, end);
    if (!thing) continue;
    found.push({
      start,
      end,
      colour,
      key: thingKey(thing.word, language),
      thing,
      ...(MAKES.has(thing.word) ? { make: thing.word } : {}),
    });
  }
  const out: Claim[] = [];
  for (const value of found) {
    if (found.some((other) => other !== value && other.key === value.key)) continue;
    // The whole sentence tells which thing it is ("the van that hit us was white"): its words, not the clause's.
    const frame = frameWithin(sentence, 0, sentence.text.length, [value, value.thing]);
    frame.delete(value.key);
    out.push({
      sentence,
      type: "identity",
      attribute: `colour:${value.key}`,
      // A thing's colour is nobody's in particular: two tellings meet by their other words.
      subject: OTHER,
      event: undefined,
      frame,
      anchors: anchorsOf(sentence),
      valueStart: value.start,
      valueEnd: value.end,
      value: sentence.text.slice(value.start, value.end),
      normalised: value.colour,
      payload: { kind: "label", value: value.colour, ...(value.make ? { make: value.make } : {}) },
    });
  }
  return out;
};
