import type { Language, PerLanguage } from "./text.ts";

/**
 * Numbers in a sentence: digits with each locale's separators ("1,250.5" in English, "1.250,5" in the
 * others, "10 000" in French) and scale words ("2 millones", "27,5 milliards"), and numbers written as
 * words (0–999,999 and round numbers: "twenty-five", "veinticinco", "vinte e cinco", "fünfundzwanzig",
 * "quatre-vingt-dix").
 */
export interface NumberMention {
  readonly start: number;
  readonly end: number;
  readonly value: number;
  /**
   * An article read as "one" ("a month", "un mes", "uma semana", "einen Monat", "un an"): a number only
   * before a unit of time, distance or money (value-claims.ts checks), never a count or an age.
   */
  readonly article?: boolean;
  /** Said to be the only one ("the only caravan", "die einzige Kasse"): an article that counts. */
  readonly only?: boolean;
  /** A round number told as such ("une centaine de repas", "un centenar de metros"): about that many. */
  readonly approx?: boolean;
}

const UNITS: PerLanguage<Record<string, number>> = {
  en: {
    zero: 0,
    both: 2,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  },
  es: {
    cero: 0,
    ambos: 2,
    ambas: 2,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    trece: 13,
    catorce: 14,
    quince: 15,
    dieciseis: 16,
    diecisiete: 17,
    dieciocho: 18,
    diecinueve: 19,
    veinte: 20,
    veintiuno: 21,
    veintiun: 21,
    veintidos: 22,
    veintitres: 23,
    veinticuatro: 24,
    veinticinco: 25,
    veintiseis: 26,
    veintisiete: 27,
    veintiocho: 28,
    veintinueve: 29,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    sesenta: 60,
    setenta: 70,
    ochenta: 80,
    noventa: 90,
    cien: 100,
    ciento: 100,
    doscientos: 200,
    doscientas: 200,
    trescientos: 300,
    trescientas: 300,
    cuatrocientos: 400,
    cuatrocientas: 400,
    quinientos: 500,
    quinientas: 500,
    seiscientos: 600,
    seiscientas: 600,
    setecientos: 700,
    setecientas: 700,
    ochocientos: 800,
    ochocientas: 800,
    novecientos: 900,
    novecientas: 900,
  },
  pt: {
    zero: 0,
    ambos: 2,
    ambas: 2,
    dois: 2,
    duas: 2,
    tres: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    onze: 11,
    doze: 12,
    treze: 13,
    catorze: 14,
    quatorze: 14,
    quinze: 15,
    dezasseis: 16,
    dezesseis: 16,
    dezassete: 17,
    dezessete: 17,
    dezoito: 18,
    dezanove: 19,
    dezenove: 19,
    vinte: 20,
    trinta: 30,
    quarenta: 40,
    cinquenta: 50,
    sessenta: 60,
    setenta: 70,
    oitenta: 80,
    noventa: 90,
    cem: 100,
    cento: 100,
    duzentos: 200,
    duzentas: 200,
    trezentos: 300,
    trezentas: 300,
    quatrocentos: 400,
    quatrocentas: 400,
    quinhentos: 500,
    quinhentas: 500,
    seiscentos: 600,
    seiscentas: 600,
    setecentos: 700,
    setecentas: 700,
    oitocentos: 800,
    oitocentas: 800,
    novecentos: 900,
    novecentas: 900,
  },
  de: {
    null: 0,
    beide: 2,
    beiden: 2,
    zwei: 2,
    zwo: 2,
    // Bavarian and Austrian "zwoa", "zwee" further north, Swiss "zwöi", "drüü", "füüf", "sibe", "nüün".
    zwoa: 2,
    zwee: 2,
    zwoi: 2,
    drei: 3,
    dru: 3,
    druu: 3,
    fuuf: 5,
    sibe: 7,
    nuun: 9,
    vier: 4,
    funf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwolf: 12,
    dreizehn: 13,
    vierzehn: 14,
    funfzehn: 15,
    sechzehn: 16,
    siebzehn: 17,
    achtzehn: 18,
    neunzehn: 19,
    zwanzig: 20,
    dreissig: 30,
    dreisig: 30,
    vierzig: 40,
    funfzig: 50,
    sechzig: 60,
    siebzig: 70,
    achtzig: 80,
    neunzig: 90,
  },
  fr: {
    zero: 0,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    treize: 13,
    quatorze: 14,
    quinze: 15,
    seize: 16,
    vingt: 20,
    vingts: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    septante: 70,
    huitante: 80,
    octante: 80,
    nonante: 90,
  },
};

const MULTIPLIERS: PerLanguage<Record<string, number>> = {
  en: { hundred: 100, thousand: 1000, million: 1e6, millions: 1e6, billion: 1e9, billions: 1e9 },
  es: { mil: 1000, millon: 1e6, millones: 1e6, millardo: 1e9, millardos: 1e9 },
  pt: { mil: 1000, milhao: 1e6, milhoes: 1e6, bilhao: 1e9, bilhoes: 1e9, milhar: 1000, milhares: 1000 },
  de: {
    hundert: 100,
    tausend: 1000,
    million: 1e6,
    millionen: 1e6,
    mio: 1e6,
    milliarde: 1e9,
    milliarden: 1e9,
    mrd: 1e9,
  },
  fr: { cent: 100, cents: 100, mille: 1000, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9 },
};

/** "One" is also an article in four of the languages: alone it is no number there. */
const ONE: PerLanguage<string[]> = {
  en: ["one"],
  es: ["uno", "un", "una"],
  pt: ["um", "uma"],
  de: ["eins", "ein", "eine"],
  fr: ["un", "une"],
};
const ARTICLES: Partial<PerLanguage<RegExp>> = {
  en: /(?<![\p{L}'’])an?(?![\p{L}'’])/gu,
  de: /(?<![\p{L}])(?:einen|einem|einer)(?![\p{L}])/gu,
};
const CONNECTORS: PerLanguage<string[]> = { en: ["and"], es: ["y"], pt: ["e"], de: ["und"], fr: ["et"] };

/** A German compound ("fünfundzwanzig", "zweihundertdreißig") split into number words, or undefined. */
const splitGerman = (word: string): string[] | undefined => {
  const atoms = [
    ...Object.keys(UNITS.de),
    ...Object.keys(MULTIPLIERS.de),
    "und",
    "ein",
    "eins",
    "sech",
    "sieb",
  ].sort((a, b) => b.length - a.length);
  const out: string[] = [];
  let rest = word;
  while (rest.length > 0) {
    const atom = atoms.find((candidate) => rest.startsWith(candidate));
    if (!atom) return undefined;
    out.push(atom === "sech" ? "sechs" : atom === "sieb" ? "sieben" : atom);
    rest = rest.slice(atom.length);
  }
  return out;
};

const wordValue = (word: string, language: Language): { value: number; multiplier: boolean } | undefined => {
  if (ONE[language].includes(word)) return { value: 1, multiplier: false };
  const unit = UNITS[language][word];
  if (unit !== undefined) return { value: unit, multiplier: false };
  const multiplier = MULTIPLIERS[language][word];
  if (multiplier !== undefined) return { value: multiplier, multiplier: true };
  return undefined;
};

/** The value of a run of number words, or undefined when it is not one number. */
const parseWords = (tokens: ReadonlyArray<string>, language: Language): number | undefined => {
  let total = 0;
  let current = 0;
  let any = false;
  for (const token of tokens) {
    if (CONNECTORS[language].includes(token)) continue;
    const parts =
      language === "de" && wordValue(token, language) === undefined ? splitGerman(token) : [token];
    if (!parts) return undefined;
    for (const part of parts) {
      if (part === "und") continue;
      // French "quatre-vingt(s)" is 80: four times twenty.
      if (
        language === "fr" &&
        (part === "vingt" || part === "vingts") &&
        current > 1 &&
        current < 5 &&
        current % 1 === 0
      ) {
        current *= 20;
        any = true;
        continue;
      }
      const value = wordValue(part, language);
      if (!value) return undefined;
      any = true;
      if (value.multiplier) {
        if (value.value === 100) current = (current || 1) * 100;
        else {
          total += (current || 1) * value.value;
          current = 0;
        }
      } else current += value.value;
    }
  }
  return any ? total + current : undefined;
};

// Groups of three digits after a point, a comma, a space, or (Swiss German and French) an apostrophe: "2'950".
const DIGITS =
  /(?<![\p{L}\p{N}.,])(\d{1,3}(?:[.,\u00a0\u202f '’]\d{3})+|\d+)(?:([.,])(\d+))?(?![\p{N}]|[.,]\d)/gu;

/** A number written with digits, read with the language's separators; undefined when ambiguous. */
const parseDigits = (
  integer: string,
  separator: string | undefined,
  fraction: string | undefined,
  language: Language,
): number | undefined => {
  const decimalMark = language === "en" ? "." : ",";
  let whole = integer;
  const grouping = /[.,\u00a0\u202f '’]/u.exec(integer)?.[0];
  if (grouping !== undefined) {
    if (grouping === decimalMark) return undefined;
    if ((grouping === "'" || grouping === "’") && language !== "de" && language !== "fr") return undefined;
    whole = integer.replace(/[.,\u00a0\u202f '’]/gu, "");
  }
  let value = Number(whole);
  if (separator !== undefined && fraction !== undefined) {
    if (separator === decimalMark) value += Number(`0.${fraction}`);
    // "1.80 m" in Spanish is common; "1.250" (three digits) is a thousands group in every language but English.
    else if (fraction.length !== 3) value += Number(`0.${fraction}`);
    else value = value * 1000 + Number(fraction);
  }
  return Number.isFinite(value) ? value : undefined;
};

const SCALE_AFTER = (language: Language): RegExp =>
  new RegExp(
    `^\\s+(${Object.keys(MULTIPLIERS[language])
      .filter((w) => w !== "cent" && w !== "cents" && w !== "hundert")
      .join("|")}|mil millones|mil milhoes|k)(?![\\p{L}])`,
    "u",
  );

const scaleRes: PerLanguage<RegExp> = {
  en: SCALE_AFTER("en"),
  es: SCALE_AFTER("es"),
  pt: SCALE_AFTER("pt"),
  de: SCALE_AFTER("de"),
  fr: SCALE_AFTER("fr"),
};

/** Every number in a (folded) sentence, in order. */
/**
 * Dozens: "a dozen", "two dozen", "half a dozen", "una docena", "dos docenas", "meia dúzia", "ein halbes
 * Dutzend", "une demi-douzaine" (folded). Group 1 is a half, group 2 a count of dozens; "dozens of" is vague.
 */
const DOZEN: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:(half a|a half)\s+|([\p{L}\d]+)\s+)?dozen(?![\p{L}])/gu,
  es: /(?<![\p{L}])(?:(media)\s+|([\p{L}\d]+)\s+)?docenas?(?![\p{L}])/gu,
  pt: /(?<![\p{L}])(?:(meia)\s+|([\p{L}\d]+)\s+)?duzias?(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?:(?:ein\s+)?(halbes)\s+|([\p{L}\d]+)\s+)?dutzend(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:(demi-|une demi-)|([\p{L}\d]+)\s+)?douzaines?(?![\p{L}])/gu,
};

/** What makes a count of dozens vague ("a couple of dozen" is some two dozen, not a dozen). */
const VAGUE_DOZENS =
  /^(?:of|couple|few|several|some|many|unas|unos|algunas|algunos|varias|pocas|umas|uns|algumas|varias|poucas|de|paar|einige|mehrere|quelques|plusieurs)$/u;

/** The numbers read so far, with one read over them in their place ("two dozen" for "two"). */
const replacing = (found: NumberMention[], mention: NumberMention): NumberMention[] => [
  ...found.filter((m) => !(m.start < mention.end && mention.start < m.end)),
  mention,
];

/** The dozens of a text, replacing the numbers read inside them ("two dozen" is 24, not 2 and 12). */
const dozens = (folded: string, language: Language, found: NumberMention[]): NumberMention[] => {
  let out = found;
  for (const match of folded.matchAll(DOZEN[language])) {
    const word = match[2];
    const counted =
      word === undefined
        ? undefined
        : /^\d+$/u.test(word)
          ? Number(word)
          : ONE[language].includes(word) || word === "a" || word === "one"
            ? 1
            : wordValue(word, language)?.value;
    // "Dozens", "docenas de", "des douzaines de": many, no number.
    if (match[1] === undefined && counted === undefined && /s$/u.test(match[0])) continue;
    // "A couple of dozen", "a few dozen", "unas docenas", "ein paar Dutzend", "quelques douzaines": some dozens.
    if (word !== undefined && VAGUE_DOZENS.test(word)) continue;
    const start = match.index + (word !== undefined && counted === undefined ? word.length + 1 : 0);
    const end = match.index + match[0].length;
    const value = match[1] !== undefined ? 6 : (counted ?? 1) * 12;
    out = replacing(out, { start, end, value });
  }
  return out;
};

/**
 * Half an hour, a day or a year, and one and a half: "half an hour", "media hora", "meia hora", "eine halbe
 * Stunde", "une demi-heure", "anderthalb Stunden"; half or a quarter of a mile or a kilometre ("half a mile",
 * "medio kilómetro", "meia milha", "einen halben Kilometer", "un demi-kilomètre"). Each ends right before its
 * unit's word.
 */
const HALVES: PerLanguage<ReadonlyArray<readonly [RegExp, number]>> = {
  en: [
    [
      /(?<![\p{L}])half\s+an?(?=\s+(?:hour|day|week|month|year|mile|kilometre|kilometer|km)(?![\p{L}]))/gu,
      0.5,
    ],
    [/(?<![\p{L}])(?:a|one)\s+quarter\s+of\s+an?(?=\s+(?:hour|mile)(?![\p{L}]))/gu, 0.25],
    [/(?<![\p{L}])three\s+quarters\s+of\s+an?(?=\s+(?:hour|mile)(?![\p{L}]))/gu, 0.75],
  ],
  es: [
    [/(?<![\p{L}])(?:una\s+)?media(?=\s+hora(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:un\s+)?cuarto(?=\s+de\s+hora(?![\p{L}]))/gu, 0.25],
    [/(?<![\p{L}])tres\s+cuartos(?=\s+de\s+hora(?![\p{L}]))/gu, 0.75],
    [/(?<![\p{L}])(?:un\s+)?medio(?=\s+(?:ano|kilometro|km)(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:una\s+)?media(?=\s+milla(?![\p{L}]))/gu, 0.5],
  ],
  pt: [
    [/(?<![\p{L}])(?:uma\s+)?meia(?=\s+hora(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:um\s+)?quarto(?=\s+de\s+hora(?![\p{L}]))/gu, 0.25],
    [/(?<![\p{L}])tres\s+quartos(?=\s+de\s+hora(?![\p{L}]))/gu, 0.75],
    [/(?<![\p{L}])(?:um\s+)?meio(?=\s+(?:ano|quilometro|km)(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:uma\s+)?meia(?=\s+milha(?![\p{L}]))/gu, 0.5],
  ],
  de: [
    [/(?<![\p{L}])(?:(?:eine|einer|ne)\s+)?halben?(?=\s+(?:stunde|meile)(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:(?:einen|einem)\s+)?halben(?=\s+kilometer(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:(?:eine|einer|ne)\s+)?dreiviertel(?=\s+stunde(?![\p{L}]))/gu, 0.75],
    [/(?<![\p{L}])(?:(?:einen|einem)\s+)?halben(?=\s+tag(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:(?:ein|einem)\s+)?halbes?(?=\s+jahr(?![\p{L}]))/gu, 0.5],
    [
      /(?<![\p{L}])(?:anderthalb|eineinhalb)(?=\s+(?:stunden|tage|wochen|monate|jahre|kilometer|km|meter|kilo|liter)(?![\p{L}]))/gu,
      1.5,
    ],
    // "Zweieinhalb Stunden", "dreieinhalb Jahre".
    ...["zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwolf"].map(
      (word, index) =>
        [
          new RegExp(
            `(?<![\\p{L}])${word}einhalb(?=\\s+(?:minuten|stunden|tage|wochen|monate|jahre|kilometer|km|meter|kilo|liter)(?![\\p{L}]))`,
            "gu",
          ),
          index + 2.5,
        ] as const,
    ),
  ],
  fr: [
    [/(?<![\p{L}])(?:une\s+)?demi-(?=(?:heure|journee)(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:un\s+)?demi-(?=kilometre(?![\p{L}]))/gu, 0.5],
    [/(?<![\p{L}])(?:un\s+)?quart\s+d\s*['’]?\s*(?=heure(?![\p{L}]))/gu, 0.25],
    [/(?<![\p{L}])trois\s+quarts\s+d\s*['’]?\s*(?=heure(?![\p{L}]))/gu, 0.75],
  ],
};

/** The halves of a text, replacing the numbers and articles read inside them ("eine halbe" is not "eine"). */
const halves = (folded: string, language: Language, found: NumberMention[]): NumberMention[] => {
  let out = found;
  for (const [re, value] of HALVES[language])
    for (const match of folded.matchAll(re)) {
      const start = match.index;
      const end = start + match[0].length;
      out = replacing(out, { start, end, value });
    }
  return out;
};

export const findNumbers = (folded: string, language: Language): NumberMention[] => {
  const out: NumberMention[] = [];
  DIGITS.lastIndex = 0;
  for (const match of folded.matchAll(DIGITS)) {
    let value = parseDigits(match[1] ?? "", match[2], match[3], language);
    if (value === undefined) continue;
    let end = match.index + match[0].length;
    const scale = scaleRes[language].exec(folded.slice(end));
    if (scale) {
      const word = scale[1] ?? "";
      const factor =
        word === "k" ? 1000 : word.startsWith("mil mil") ? 1e9 : (MULTIPLIERS[language][word] ?? 1);
      value *= factor;
      end += scale[0].length;
    }
    out.push({ start: match.index, end, value });
  }
  // Runs of number words ("twenty five", "vingt-cinq", "treinta y cinco").
  const tokenRe = /[\p{L}]+/gu;
  let run: { start: number; end: number; tokens: string[]; ends: number[] } | undefined;
  const flush = () => {
    if (!run) return;
    let tokens = run.tokens;
    while (tokens.length > 0 && CONNECTORS[language].includes(tokens[tokens.length - 1] ?? ""))
      tokens = tokens.slice(0, -1);
    // A connector left over at the end ("siebenundsiebzig und hab") is no part of the number.
    const end = run.ends[tokens.length - 1] ?? run.end;
    const onlyOne = tokens.length === 1 && ONE[language].includes(tokens[0] ?? "") && language !== "en";
    const value = onlyOne ? 1 : parseWords(tokens, language);
    const start = run.start;
    if (value !== undefined && !out.some((m) => m.start < end && start < m.end))
      out.push({ start, end, value, ...(onlyOne ? { article: true } : {}) });
    run = undefined;
  };
  for (const match of folded.matchAll(tokenRe)) {
    const token = match[0];
    const isNumberWord =
      wordValue(token, language) !== undefined ||
      (language === "de" && token.length > 4 && splitGerman(token) !== undefined) ||
      (run !== undefined && CONNECTORS[language].includes(token));
    const gapOk = run !== undefined && /^[\s-]*$/u.test(folded.slice(run.end, match.index));
    if (isNumberWord && (run === undefined || gapOk)) {
      if (!run)
        run = {
          start: match.index,
          end: match.index + token.length,
          tokens: [token],
          ends: [match.index + token.length],
        };
      else {
        run.end = match.index + token.length;
        run.tokens.push(token);
        run.ends.push(run.end);
      }
    } else {
      flush();
      if (isNumberWord && !CONNECTORS[language].includes(token))
        run = {
          start: match.index,
          end: match.index + token.length,
          tokens: [token],
          ends: [match.index + token.length],
        };
    }
  }
  flush();
  // Articles that are not number words: English "a"/"an", German "einen"/"einem"/"einer".
  const articleRe = ARTICLES[language];
  if (articleRe)
    for (const match of folded.matchAll(articleRe))
      if (!out.some((m) => m.start < match.index + match[0].length && match.index < m.end))
        out.push({ start: match.index, end: match.index + match[0].length, value: 1, article: true });
  return collectives(folded, language, halves(folded, language, dozens(folded, language, out))).sort(
    (a, b) => a.start - b.start,
  );
};

/**
 * Round numbers told as such, before "de" and what they count: "une trentaine de kilomètres", "une centaine de
 * repas", "un centenar de personas", "una veintena de cajas", "uma dezena de caixas", "uma centena de metros"
 * (folded). About that many. The mention ends at the round number's word; what it counts follows "de"
 * (value-claims.ts skips it). Not "quinzaine" or "quarantaine" (a fortnight, a quarantine), nor plurals ("des
 * centaines": many).
 */
const COLLECTIVE: Partial<PerLanguage<{ re: RegExp; values: Readonly<Record<string, number>> }>> = {
  fr: {
    re: /(?<![\p{L}])une\s+(dizaine|vingtaine|trentaine|cinquantaine|soixantaine|centaine)\s+(?:de|d)(?:\s+|\s*['’]\s*)(?=\p{L})/gu,
    values: { dizaine: 10, vingtaine: 20, trentaine: 30, cinquantaine: 50, soixantaine: 60, centaine: 100 },
  },
  es: {
    re: /(?<![\p{L}])(?:una\s+(decena|veintena|treintena)|un\s+(centenar))\s+de\s+(?=\p{L})/gu,
    values: { decena: 10, veintena: 20, treintena: 30, centenar: 100 },
  },
  pt: {
    re: /(?<![\p{L}])uma\s+(dezena|vintena|centena)\s+de\s+(?=\p{L})/gu,
    values: { dezena: 10, vintena: 20, centena: 100 },
  },
};

/** The words of round numbers, each language's, as a mention's end ("une centaine", "un centenar"). */
export const ROUND_NUMBER_END = new RegExp(
  `(?<![\\p{L}])(?:${Object.values(COLLECTIVE)
    .flatMap((collective) => Object.keys(collective.values))
    .join("|")})$`,
  "u",
);

const collectives = (folded: string, language: Language, found: NumberMention[]): NumberMention[] => {
  const collective = COLLECTIVE[language];
  if (!collective) return found;
  let out = found;
  for (const match of folded.matchAll(collective.re)) {
    const word = match[1] ?? match[2] ?? "";
    const value = collective.values[word];
    if (value === undefined) continue;
    const end = match.index + match[0].indexOf(word) + word.length;
    out = replacing(out, { start: match.index, end, value, approx: true });
  }
  return out;
};
