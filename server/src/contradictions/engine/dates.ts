import * as chrono from "chrono-node";
import { fold, type Language, type PerLanguage } from "./text.ts";
import { STOPWORDS } from "./stopwords.ts";
import { UNITS } from "./units.ts";

/**
 * Dates and times in a sentence: chrono-node's locale parsers, keeping only the components the text states
 * (never the ones chrono implies from its reference date), plus a small parser for what chrono's locales
 * miss (a year alone, "março de 2019", "März 2019", "mars 2019", "às 17h").
 */
export interface DateMention {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
  readonly hour?: number;
  readonly minute?: number;
  /**
   * An English numeric date whose day and month could be either way round ("12/04/2021"): both readings,
   * while `month` and `day` stay unknown. It conflicts with another date only when both readings do.
   */
  readonly readings?: ReadonlyArray<{ readonly month: number; readonly day: number }>;
  /** An hour said on a twelve-hour clock with no part of the day ("half past eleven", "halb zehn"): a.m. or p.m. */
  readonly twelve?: boolean;
  /** A weekday told alone ("on a Sunday", "un mercredi matin"), as ISO 8601 numbers it: 1 Monday … 7 Sunday. */
  readonly weekday?: number;
}

// A fixed reference: the engine is deterministic and never reads the clock.
const REFERENCE = new Date(Date.UTC(2000, 0, 1, 12));

const PARSERS: PerLanguage<chrono.Chrono> = {
  en: chrono.en.casual,
  es: chrono.es.casual,
  pt: chrono.pt.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
};

export const MONTHS: PerLanguage<string[]> = {
  en: [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "marco",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  de: [
    "januar",
    "februar",
    "marz",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "dezember",
  ],
  fr: [
    "janvier",
    "fevrier",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "aout",
    "septembre",
    "octobre",
    "novembre",
    "decembre",
  ],
};

/** A month told before its day: "em maio, dia 10", "en mayo, el día 10", "en mai, le 10". */
const MONTH_THEN_DAY: Partial<PerLanguage<RegExp>> = (() => {
  const build = (language: Language, day: string) =>
    new RegExp(
      `(?<![\\p{L}])(${MONTHS[language].join("|")}),?\\s+${day}(\\d{1,2})(?![\\p{N}]|\\s*(?:h|heures?|horas?)(?![\\p{L}]))`,
      "gu",
    );
  return {
    es: build("es", "(?:el\\s+)?dia\\s+"),
    pt: build("pt", "(?:no\\s+|o\\s+)?dia\\s+"),
    fr: build("fr", "le\\s+"),
  };
})();

const monthYearRes: PerLanguage<RegExp> = (() => {
  const build = (language: Language) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])(${MONTHS[language].join("|")})(?:\\s+(?:de|del|of))?\\s+((?:1[6-9]|20)\\d\\d)(?!\\d)`,
      "gu",
    );
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

/** A year alone, after a word that makes it a date ("in 2015", "en 2015", "im Jahr 2015", "en l'an 2015"). */
const YEAR_RE =
  /(?<![\p{L}\p{N}])(in|en|em|im|of|de|del|do|da|no|el|year|ano|jahr|jahre|annee|an|since|desde|seit|depuis|um|around|hacia|vers|circa|ca|until|hasta|bis|jusqu|ate|before|after|antes|depois|despues|vor|nach|avant|apres|by|from|von|the)\s+((?:1[6-9]|20)\d\d)(?![\p{N}]|[.,]\d)/gu;

const BARE_YEAR_RE = /(?<![\p{L}\p{N}.,:/-])(?:19|20)\d\d(?![\p{N}]|[.,:/-]\d)/gu;
/** Words that may follow a year without making it a count ("1975 geboren", "2015 wohnte ich", "in 2019 and"). */
const YEAR_FOLLOWERS = new Set([
  "geboren",
  // "Als ich 2012 zum Nationaldienst musste": a German year before "zum"/"zur" is a date.
  "zum",
  "zur",
  "gestorben",
  "verheiratet",
  "geheiratet",
  "wohnte",
  "lebte",
  "hatte",
  "war",
  "wurde",
  "starb",
  "zog",
  "kam",
  "verdiente",
  "arbeitete",
  "and",
  "y",
  "e",
  "und",
  "et",
  "i",
  "when",
  "cuando",
  "quando",
  "als",
  "quand",
  "in",
  "en",
  "em",
  "im",
  "a",
  "au",
  "nach",
  // Prepositions that open the next phrase ("bin 2015 aus Damaskus geflohen", "left 2019 with my wife").
  "aus",
  "mit",
  "uber",
  "with",
  "from",
  "con",
  "com",
  "avec",
]);

const TIME_RE =
  /(?<![\p{L}\p{N}])(?:at|a las|a la|as|um|a|vers|around|gegen|hacia|por volta das|after|before|gone|till|until|pasadas las|despues de las|antes de las|hasta las|passava das|depois das|antes das|ate as|nach|vor|bis|ab|apres|avant|des|jusqu a|genre)\s+(\d{1,2})(?:(?::|\s?h\s?|\.)(\d{2}))?\s*(h|uhr|horas|heures|am|pm|a\.m\.|p\.m\.)?(?![\p{L}\p{N}])/gu;

/** Hours in words, 1 to 12 (and 13 to 24 in German and French, whose clocks say "einundzwanzig Uhr"). */
const HOUR_WORDS: PerLanguage<string[]> = {
  en: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  es: ["una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"],
  pt: ["uma", "duas", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze"],
  de: [
    ...["eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwolf"],
    ...["dreizehn", "vierzehn", "funfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig"],
    ...["einundzwanzig", "zweiundzwanzig", "dreiundzwanzig"],
  ],
  fr: [
    ...["une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"],
    ...["treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf", "vingt"],
    ...["vingt et une", "vingt-deux", "vingt-trois"],
  ],
};
/** Midnight and noon in the five languages, and their hour. */
const MIDNIGHT_NOON = new Map<string, number>([
  ...["midnight", "medianoche", "meia noite", "meia-noite", "mitternacht", "minuit"].map(
    (w) => [w, 0] as const,
  ),
  ...["noon", "mediodia", "meio dia", "meio-dia", "mittag", "midi"].map((w) => [w, 12] as const),
]);
const MIDNIGHT_NOON_RE = new RegExp(
  `(?<![\\p{L}])(?:at|around|by|till|until|after|before|gone|past|a|al|a la|hacia|as|ao|por volta da|depois da|antes da|passava da|um|gegen|bis|nach|vor|vers|jusqu a|apres|avant)\\s+(${[...MIDNIGHT_NOON.keys()].join("|")})(?![\\p{L}])`,
  "gu",
);

/** A written hour needs its clock word or its part of the day: "a las nueve de la noche", "um neun Uhr". */
const wordTimeRes: PerLanguage<RegExp> = (() => {
  const hours = (language: Language) => HOUR_WORDS[language].join("|");
  return {
    en: new RegExp(
      `(?<![\\p{L}])at\\s+(${hours("en")})(?:\\s+(thirty|fifteen|forty-five))?(?=\\s+(?:o\\s?clock|in the|at night|am|pm|a\\.m\\.|p\\.m\\.))`,
      "gu",
    ),
    // "A las nueve", "sobre las cinco", "hacia la una", "a eso de las cinco"; "eran (casi) las cinco de la tarde"
    // (a copula only before a part of the day or "en punto": "eran las cinco hermanas" tells no time).
    es: new RegExp(
      `(?<![\\p{L}])(?:(?:a|sobre|hacia|a eso de|pasadas|pasaditas|despues de|poco despues de|antes de|poco antes de|hasta)\\s+las?\\s+(${hours("es")})(?:\\s+y\\s+(media|cuarto))?|(?:eran|era|son|es)\\s+(?:casi\\s+)?las?\\s+(${hours("es")})(?:\\s+y\\s+(media|cuarto))?(?=\\s+(?:de\\s+la\\s+(?:manana|tarde|noche|madrugada)|en\\s+punto)))(?![\\p{L}])`,
      "gu",
    ),
    pt: new RegExp(
      // "Às nove da noite", "por volta das onze da noite", and "de noite, lá pelas dez" (the
      // part of the day before it: group 3 is the clock word after it, if any).
      `(?<![\\p{L}])(?:as?|pelas?|por volta das?|perto das?|cerca das?|passava das?|passavam das?|passadas as|depois das?|pouco depois das?|antes das?|pouco antes das?|ate as|umas)\\s+(${hours("pt")})(?:\\s+e\\s+(meia|um quarto))?(?:(?=(\\s+(?:horas|da manha|da tarde|da noite|da madrugada)))|)(?![\\p{L}])`,
      "gu",
    ),
    de: new RegExp(
      `(?<![\\p{L}])(?:um|gegen|war['’ ]?s|war es|es war|kurz nach|kurz vor|gleich nach|nach|vor|bis|ab)\\s+(${hours("de")})(?=\\s+uhr)(?:\\s+uhr\\s+(funfundvierzig|dreisig|funfzehn|zwanzig|vierzig|zehn|funf)(?![\\p{L}]))?`,
      "gu",
    ),
    fr: new RegExp(
      `(?<![\\p{L}])(?:a|vers|il etait|c\\s*['’]\\s*etait|etre|apres|avant|peu apres|peu avant|genre|environ|des|jusqu\\s*['’]?\\s*a|sur les|aux alentours de)\\s+(${hours("fr")})\\s+heures?(?:\\s+et\\s+(demie|quart))?`,
      "gu",
    ),
  };
})();
const HALF: Readonly<Record<string, number>> = {
  thirty: 30,
  fifteen: 15,
  "forty-five": 45,
  // German minutes after "Uhr" ("neunzehn Uhr dreißig").
  funf: 5,
  zehn: 10,
  funfzehn: 15,
  zwanzig: 20,
  dreisig: 30,
  vierzig: 40,
  funfundvierzig: 45,
  media: 30,
  cuarto: 15,
  meia: 30,
  "um quarto": 15,
  demie: 30,
  quart: 15,
};
/** A part of the day after a time: "in the evening", "de la tarde", "da noite", "abends", "du soir". */
const AFTERNOON_AFTER =
  /^\s*(?:uhr\s+)?(?:in the (?:afternoon|evening)|at night|de la (?:tarde|noche)|da (?:tarde|noite)|(?:am\s+)?(?:abends|nachmittags|nachts|mittags)|am (?:abend|nachmittag)|in der nacht|du soir|de l\s?apres-midi)/u;
/**
 * A part of the day just before an hour in words, in its clause: "por la tarde, a eso de las cinco", "de
 * manhã, lá pelas oito", "am Abend so gegen neun", "le soir vers dix heures".
 */
const DAY_PART_BEFORE =
  /(?<![\p{L}])(?:(in the (?:afternoon|evening)|at night|por la (?:tarde|noche)|de (?:tarde|noche|noite)|(?:a|pela|de|a) (?:tarde|noite|noitinha|tardinha|tardezinha)|abends|nachmittags|am (?:(?:spaten|fruhen)\s+)?(?:abend|nachmittag)|le soir|l\s?apres-midi|dans la soiree)|(in the morning|por la manana|de manana|(?:de|pela|a) manha|morgens|vormittags|am (?:morgen|vormittag)|le matin|dans la matinee))[\s,]*(?:(?:a|eso|de|sobre|hacia|las|la|as|pelas|por|volta|das|perto|cerca|ai|so|gegen|um|vers|at|around|about|aux|alentours|des|eram|era|eran|umas|unas|la|ya|ja|pasadas|passava|depois|despues|antes|poco|pouco|cedo|cedinho|just|after|gone|kurz|nach)[\s,]+){0,4}$/u;
/** A night named just before an hour ("de noche", "à noite", "at night", "nachts", "la nuit"), folded. */
const NIGHT_WORD = /(?<![\p{L}])(?:night|noche|noite|nachts|nacht|nuit)(?![\p{L}])[^.;]*$/u;
const dayPartBefore = (before: string): "afternoon" | "morning" | undefined => {
  const match = DAY_PART_BEFORE.exec(before.slice(-60));
  return match ? (match[1] !== undefined ? "afternoon" : "morning") : undefined;
};

/** A night told by the two days it spans: "la noche del 8 al 9", "la nuit du 8 au 9", "a noite de 8 para 9". */
const NIGHT_ACROSS =
  /(?<![\p{L}])(?:noche|nuit|noite|nacht|night)\s+(?:del|du|de|vom|of(?:\s+the)?)\s+\d{1,2}\S*\s+(?:al|au|para|a|auf(?:\s+den)?|zum|to(?:\s+the)?)\s+\d/u;

/** A number that goes on past a time chrono read ("1.500 euros", "200 metres"): no time at all. */
const NOT_A_TIME_AFTER =
  /^(?:[.,]?\d|\s\d{3}(?!\d)|\s*(?:euros?|eur|dollars?|dolares|dolar|reais|libras?|pounds|metres|meters|metros?|m|km|kilometres|kilometers|kilometros|quilometros|kilometer|metre|meter|metern|kg|kilos?|%|personas|pessoas|people|personnes|personen)(?![\p{L}]))/u;

const DURATION_WORDS =
  /(?<![\p{L}])(?:years?|months?|weeks?|days?|hours?|minutes?|anos?|meses|mes|semanas?|dias?|horas?|minutos?|jahren?|jahre|monaten?|monate|wochen?|tagen?|tage|stunden?|minuten?|ans|annees?|mois|semaines?|jours?|heures?|ago|hace|vor|il y a)(?![\p{L}])/u;

const certain = (components: chrono.ParsedComponents, key: chrono.Component): number | undefined =>
  components.isCertain(key) ? (components.get(key) ?? undefined) : undefined;

/**
 * Feasts on a fixed day, by their folded names (not "Christmas" or "Noël" alone, which name a season).
 * The year, if any, comes from elsewhere: "Christmas Eve" and "27 December" are days of one month.
 */
const HOLIDAYS: PerLanguage<ReadonlyMap<string, readonly [number, number]>> = {
  en: new Map([
    ["christmas eve", [12, 24]],
    ["christmas day", [12, 25]],
    ["boxing day", [12, 26]],
    ["new year s eve", [12, 31]],
    ["new year s day", [1, 1]],
    ["bonfire night", [11, 5]],
    ["guy fawkes night", [11, 5]],
    ["halloween", [10, 31]],
    ["all saints day", [11, 1]],
    ["armistice day", [11, 11]],
    ["st patrick s day", [3, 17]],
    ["saint patrick s day", [3, 17]],
    ["st george s day", [4, 23]],
    ["valentine s day", [2, 14]],
    ["hogmanay", [12, 31]],
    ["bastille day", [7, 14]],
    ["burns night", [1, 25]],
    ["st andrew s day", [11, 30]],
    ["saint andrew s day", [11, 30]],
    ["st david s day", [3, 1]],
    ["saint david s day", [3, 1]],
    ["remembrance day", [11, 11]],
    ["veterans day", [11, 11]],
    ["epiphany", [1, 6]],
    ["candlemas", [2, 2]],
    ["all souls day", [11, 2]],
    ["st stephen s day", [12, 26]],
    ["midsummer s day", [6, 24]],
    ["midsummer s eve", [6, 23]],
    ["michaelmas", [9, 29]],
    ["canada day", [7, 1]],
    ["australia day", [1, 26]],
    ["anzac day", [4, 25]],
    ["waitangi day", [2, 6]],
    ["juneteenth", [6, 19]],
    ["bloomsday", [6, 16]],
    ["lammas", [8, 1]],
    ["st swithin s day", [7, 15]],
    ["glorious twelfth", [8, 12]],
    ["gathering day of puck fair", [8, 10]],
  ]),
  es: new Map([
    ["nochebuena", [12, 24]],
    ["dia de navidad", [12, 25]],
    ["nochevieja", [12, 31]],
    ["dia de ano nuevo", [1, 1]],
    ["dia de reyes", [1, 6]],
    ["manana de reyes", [1, 6]],
    ["noche de reyes", [1, 5]],
    ["virgen de agosto", [8, 15]],
    ["santiago apostol", [7, 25]],
    ["noche de san juan", [6, 23]],
    ["dia de san juan", [6, 24]],
    ["dia de todos los santos", [11, 1]],
    ["dia de difuntos", [11, 2]],
    ["dia de la hispanidad", [10, 12]],
    ["dia del pilar", [10, 12]],
    ["dia de san valentin", [2, 14]],
    ["primero de mayo", [5, 1]],
    ["dia del trabajador", [5, 1]],
    ["dia de la asuncion", [8, 15]],
    ["dia de la inmaculada", [12, 8]],
    ["dia de canarias", [5, 30]],
    ["dia de sant jordi", [4, 23]],
    ["sant jordi", [4, 23]],
    ["dia de san jorge", [4, 23]],
    ["diada de sant jordi", [4, 23]],
    ["dia de andalucia", [2, 28]],
    ["dia de la constitucion", [12, 6]],
    ["dia de los santos inocentes", [12, 28]],
    ["dia de los inocentes", [12, 28]],
    ["dia de las velitas", [12, 7]],
    ["noche de las velitas", [12, 7]],
    ["dia de velitas", [12, 7]],
    ["dia de los muertos", [11, 2]],
    ["dia de san jose", [3, 19]],
    ["dia de la candelaria", [2, 2]],
    ["dia de san isidro", [5, 15]],
    ["dia del carmen", [7, 16]],
    ["dia de la virgen del carmen", [7, 16]],
    ["dia de santiago", [7, 25]],
    ["dia de la virgen de guadalupe", [12, 12]],
    ["dia de la almudena", [11, 9]],
    ["dia de la pachamama", [8, 1]],
    ["dia de la caridad del cobre", [9, 8]],
    ["dia de la virgen de la caridad", [9, 8]],
    ["dia de san fermin", [7, 7]],
    ["dia de la raza", [10, 12]],
  ]),
  pt: new Map([
    ["vespera de natal", [12, 24]],
    ["consoada", [12, 24]],
    ["dia de natal", [12, 25]],
    ["vespera de ano novo", [12, 31]],
    ["dia de ano novo", [1, 1]],
    ["dia de todos os santos", [11, 1]],
    ["dia de todos-os-santos", [11, 1]],
    ["todos-os-santos", [11, 1]],
    ["dia de finados", [11, 2]],
    ["dia do trabalhador", [5, 1]],
    ["dia de portugal", [6, 10]],
    ["dia de reis", [1, 6]],
    ["dia de tiradentes", [4, 21]],
    ["feriado de tiradentes", [4, 21]],
    ["dia do trabalho", [5, 1]],
    ["dia de santo antonio", [6, 13]],
    ["noite de sao joao", [6, 23]],
    ["dia de sao joao", [6, 24]],
    ["dia da implantacao da republica", [10, 5]],
    ["dia de nossa senhora aparecida", [10, 12]],
    ["dia da padroeira", [10, 12]],
    ["dia da consciencia negra", [11, 20]],
    ["dia de sao pedro", [6, 29]],
    ["dia da restauracao", [12, 1]],
    ["dia da imaculada conceicao", [12, 8]],
    ["dia da liberdade", [4, 25]],
    ["dia de camoes", [6, 10]],
    ["dia de sao jorge", [4, 23]],
    ["dia de iemanja", [2, 2]],
    ["noite da virada", [12, 31]],
    ["virada do ano", [12, 31]],
    ["dia da proclamacao da republica", [11, 15]],
  ]),
  de: new Map([
    ["heiligabend", [12, 24]],
    ["heiligen abend", [12, 24]],
    ["erster weihnachtstag", [12, 25]],
    ["ersten weihnachtstag", [12, 25]],
    ["zweiter weihnachtstag", [12, 26]],
    ["zweiten weihnachtstag", [12, 26]],
    ["silvester", [12, 31]],
    ["neujahr", [1, 1]],
    ["neujahrstag", [1, 1]],
    ["dreikonigstag", [1, 6]],
    ["tag der arbeit", [5, 1]],
    ["maria himmelfahrt", [8, 15]],
    ["mariae himmelfahrt", [8, 15]],
    ["tag der deutschen einheit", [10, 3]],
    ["reformationstag", [10, 31]],
    ["allerheiligen", [11, 1]],
    ["allerseelen", [11, 2]],
    ["martinstag", [11, 11]],
    ["nikolaustag", [12, 6]],
    ["valentinstag", [2, 14]],
    ["heilige drei konige", [1, 6]],
    ["walpurgisnacht", [4, 30]],
    ["johannistag", [6, 24]],
    ["sankt martin", [11, 11]],
    ["mariae empfangnis", [12, 8]],
    ["maria empfangnis", [12, 8]],
    ["stephanstag", [12, 26]],
    ["stefanitag", [12, 26]],
    ["halloween", [10, 31]],
    ["silvesterabend", [12, 31]],
    ["silvesternacht", [12, 31]],
    ["nikolausabend", [12, 5]],
    ["josefitag", [3, 19]],
    ["krampusnacht", [12, 5]],
    ["krampustag", [12, 5]],
    ["barbaratag", [12, 4]],
  ]),
  fr: new Map([
    ["reveillon de noel", [12, 24]],
    ["veille de noel", [12, 24]],
    ["jour de noel", [12, 25]],
    ["saint-sylvestre", [12, 31]],
    ["saint sylvestre", [12, 31]],
    ["jour de l an", [1, 1]],
    ["fete du travail", [5, 1]],
    ["quatorze juillet", [7, 14]],
    ["fete de la musique", [6, 21]],
    ["chandeleur", [2, 2]],
    ["la saint-nicolas", [12, 6]],
    ["la saint nicolas", [12, 6]],
    ["la saint-jean", [6, 24]],
    ["toussaint", [11, 1]],
    ["jour des morts", [11, 2]],
    ["saint-valentin", [2, 14]],
    ["saint valentin", [2, 14]],
    ["assomption", [8, 15]],
    ["armistice", [11, 11]],
    ["la sainte-catherine", [11, 25]],
    ["la sainte catherine", [11, 25]],
    ["la saint-martin", [11, 11]],
    ["la saint martin", [11, 11]],
    ["la saint-patrick", [3, 17]],
    ["la saint patrick", [3, 17]],
    ["epiphanie", [1, 6]],
    ["jour des rois", [1, 6]],
    ["fete des rois", [1, 6]],
    ["la saint-etienne", [12, 26]],
    ["la saint-vincent", [1, 22]],
    ["la saint vincent", [1, 22]],
    ["halloween", [10, 31]],
    ["la sainte-barbe", [12, 4]],
    ["la sainte barbe", [12, 4]],
    ["la saint-jean-baptiste", [6, 24]],
  ]),
};
/**
 * One regex per language for feasts' folded names, longest first: a space may be any spaces, "new year s"
 * may be written with its apostrophe, and "jour de l an" as "jour de l'an".
 */
const feastNamesRe = (names: PerLanguage<ReadonlyMap<string, unknown>>): PerLanguage<RegExp> => {
  const build = (language: Language): RegExp =>
    new RegExp(
      `(?<![\\p{L}-])(?:${[...names[language].keys()]
        .sort((a, b) => b.length - a.length)
        .map((name) =>
          name
            .replace(/ s /gu, "['’ ]s ")
            .replace(/ l /gu, " l['’ ]?")
            .replace(/ l an$/u, " l['’ ]?an")
            .replace(/ /gu, "\\s+"),
        )
        .join("|")})(?![\\p{L}-])`,
      "gu",
    );
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
};
const HOLIDAY_RES = feastNamesRe(HOLIDAYS);

/**
 * Feasts that move with Easter, by their folded names, with their distance in days from Easter Sunday. Told
 * with a year ("Easter Monday 2024", "Pfingstsonntag 2023") they are one day; told without, any of the days
 * they can fall on (Good Friday: 20 March to 23 April), so only a day outside them contradicts them.
 * Left out: the names that also mean a season or a weekend ("Easter", "Pascua", "Ostern", "Pâques",
 * "Whitsun", "carnaval").
 */
const MOVABLE_FEASTS: PerLanguage<ReadonlyMap<string, number>> = {
  en: new Map([
    ["easter sunday", 0],
    ["easter day", 0],
    ["easter monday", 1],
    ["easter saturday", -1],
    ["holy saturday", -1],
    ["good friday", -2],
    ["maundy thursday", -3],
    ["holy thursday", -3],
    ["palm sunday", -7],
    ["mothering sunday", -21],
    ["ash wednesday", -46],
    ["shrove tuesday", -47],
    ["pancake day", -47],
    ["ascension day", 39],
    ["whit saturday", 48],
    ["whit sunday", 49],
    ["whitsunday", 49],
    ["pentecost", 49],
    ["whit monday", 50],
    ["corpus christi", 60],
  ]),
  es: new Map([
    ["domingo de resurreccion", 0],
    ["domingo de pascua", 0],
    ["lunes de pascua", 1],
    ["sabado santo", -1],
    ["sabado de gloria", -1],
    ["viernes santo", -2],
    ["jueves santo", -3],
    ["domingo de ramos", -7],
    ["miercoles de ceniza", -46],
    ["martes de carnaval", -47],
    ["domingo de pentecostes", 49],
    ["pentecostes", 49],
    ["lunes de pentecostes", 50],
    ["corpus christi", 60],
    ["dia del corpus", 60],
    ["jueves de corpus", 60],
  ]),
  pt: new Map([
    ["domingo de pascoa", 0],
    ["segunda-feira de pascoa", 1],
    ["sabado de aleluia", -1],
    ["sabado santo", -1],
    ["sexta-feira santa", -2],
    ["quinta-feira santa", -3],
    ["domingo de ramos", -7],
    ["quarta-feira de cinzas", -46],
    ["terca-feira de carnaval", -47],
    ["domingo de pentecostes", 49],
    ["pentecostes", 49],
    ["corpo de deus", 60],
    ["sabado de carnaval", -50],
    ["domingo de carnaval", -49],
    ["segunda-feira de carnaval", -48],
  ]),
  de: new Map([
    ["ostersonntag", 0],
    ["ostermontag", 1],
    ["karsamstag", -1],
    ["ostersamstag", -1],
    ["karfreitag", -2],
    ["grundonnerstag", -3],
    ["palmsonntag", -7],
    ["aschermittwoch", -46],
    ["faschingsdienstag", -47],
    ["fastnachtsdienstag", -47],
    ["rosenmontag", -48],
    ["christi himmelfahrt", 39],
    ["himmelfahrt", 39],
    ["vatertag", 39],
    ["pfingstsamstag", 48],
    ["pfingstsonntag", 49],
    ["pfingstmontag", 50],
    ["fronleichnam", 60],
  ]),
  fr: new Map([
    ["dimanche de paques", 0],
    ["jour de paques", 0],
    ["lundi de paques", 1],
    ["samedi saint", -1],
    ["vendredi saint", -2],
    ["jeudi saint", -3],
    ["dimanche des rameaux", -7],
    ["mercredi des cendres", -46],
    ["mardi gras", -47],
    ["jeudi de l ascension", 39],
    ["ascension", 39],
    ["dimanche de pentecote", 49],
    ["pentecote", 49],
    ["lundi de pentecote", 50],
    ["fete-dieu", 60],
  ]),
};
const MOVABLE_RES = feastNamesRe(MOVABLE_FEASTS);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as a UTC date. */
export const easterSunday = (year: number): Date => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
};

const DAY_MS = 86_400_000;

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}
const dayOf = (date: Date): Day => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const shiftDay = (day: Day, by: number): Day =>
  dayOf(new Date(Date.UTC(day.year, day.month - 1, day.day) + by * DAY_MS));

/** A movable feast's day in a year. */
const feastDay = (year: number, offset: number): Day =>
  dayOf(new Date(easterSunday(year).getTime() + offset * DAY_MS));

/** The n-th given weekday (0 is Sunday) of a month: Remembrance Sunday is the second Sunday of November. */
const nthWeekday = (year: number, month: number, weekday: number, n: number): Day => {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return { year, month, day: 1 + ((weekday - first + 7) % 7) + 7 * (n - 1) };
};
/** The last Monday of a month. */
const lastMonday =
  (month: number) =>
  (year: number): Day => {
    const fifth = nthWeekday(year, month, 1, 5);
    return fifth.day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
      ? fifth
      : nthWeekday(year, month, 1, 4);
  };
/** Advent Sunday: the fourth Sunday before Christmas, from 27 November to 3 December. */
const adventSunday = (year: number): Day => {
  const third = new Date(Date.UTC(year, 11, 3));
  return shiftDay({ year, month: 12, day: 3 }, -third.getUTCDay());
};

/**
 * Every day a feast can fall on (over 1900–2099, leap years included), in calendar order, by the feast's
 * rule for a year; `key` names the rule for the cache.
 */
const dayWindow = (() => {
  const cache = new Map<string, ReadonlyArray<{ month: number; day: number }>>();
  return (key: string, rule: (year: number) => Day): ReadonlyArray<{ month: number; day: number }> => {
    const known = cache.get(key);
    if (known) return known;
    const days = new Map<number, { month: number; day: number }>();
    for (let year = 1900; year < 2100; year++) {
      const { month, day } = rule(year);
      days.set(month * 100 + day, { month, day });
    }
    const window = [...days.entries()].sort(([a], [b]) => a - b).map(([, day]) => day);
    cache.set(key, window);
    return window;
  };
})();

/**
 * Feasts on a weekday of their month or of Advent, by their folded names, with their day in a year. Left
 * out: the ones that differ by country under one name (Mother's Day, Thanksgiving in Canada, August's "bank holiday").
 */
const RULE_FEASTS: PerLanguage<ReadonlyMap<string, (year: number) => Day>> = (() => {
  const advent = (weeks: number) => (year: number) => shiftDay(adventSunday(year), 7 * weeks);
  return {
    en: new Map([
      ["remembrance sunday", (year: number) => nthWeekday(year, 11, 0, 2)],
      ["thanksgiving day", (year: number) => nthWeekday(year, 11, 4, 4)],
      ["advent sunday", advent(0)],
      ["first sunday of advent", advent(0)],
      // The two May bank holidays are the same in all four nations (August's is not).
      ["early may bank holiday", (year: number) => nthWeekday(year, 5, 1, 1)],
      ["spring bank holiday", lastMonday(5)],
      ["late may bank holiday", lastMonday(5)],
    ]),
    es: new Map([["primer domingo de adviento", advent(0)]]),
    pt: new Map([["primeiro domingo do advento", advent(0)]]),
    de: new Map([
      ["erster advent", advent(0)],
      ["ersten advent", advent(0)],
      ["zweiter advent", advent(1)],
      ["zweiten advent", advent(1)],
      ["dritter advent", advent(2)],
      ["dritten advent", advent(2)],
      ["vierter advent", advent(3)],
      ["vierten advent", advent(3)],
      ["totensonntag", advent(-1)],
      ["ewigkeitssonntag", advent(-1)],
      ["volkstrauertag", advent(-2)],
      ["muttertag", (year: number) => nthWeekday(year, 5, 0, 2)],
      ["erntedankfest", (year: number) => nthWeekday(year, 10, 0, 1)],
    ]),
    fr: new Map([["premier dimanche de l avent", advent(0)]]),
  };
})();
const RULE_RES = feastNamesRe(RULE_FEASTS);

/** A holiday named after its feast ("les vacances de la Toussaint", "the Whit Monday weekend"): a period. */
const FEAST_PERIOD =
  /(?<![\p{L}])(?:holidays?|half-term|week|weekend|vacances|semaine|week-end|vacaciones|puente|semana|ferias|ferien|woche|wochenende)\s+(?:(?:of|de|du|des|da|do|del|von|der|vor|nach)\s+)?(?:(?:the|la|le|l|el|a|o)\s*['’]?\s*)?$/u;

/** "The eve of", "la veille de", "la víspera de", "a véspera de", "am Vorabend von": the day before a feast. */
const FEAST_EVE =
  /(?<![\p{L}])(?:(?:the\s+)?(?:eve|night before|day before)\s+(?:of\s+)?|(?:la\s+)?(?:veille|vispera)\s+(?:de\s+(?:la\s+|l\s*['’]\s*)?|del?\s+|du\s+)|(?:a\s+|na\s+)?vespera\s+(?:de|do|da|dos)\s+|(?:am\s+)?(?:vorabend|tag vor)\s+(?:von|des|der|dem)?\s*)(?:(?:the|el|la|le|o|a)\s+)?$/u;

/** A winter just before a year ("winter of", "invierno de", "inverno de", "Winter", "hiver"), folded. */
const WINTER_BEFORE =
  /(?<![\p{L}])(?:winter|invierno|inverno|hiver)\s+(?:(?:of|de|del|do|d|von|im)\s*['’]?\s*)?(?:\d{4}\s*(?:-|–|\/|para|a|al|to|bis|auf|au|y|e|et|und)\s*)?$/u;

/**
 * Where a feast's day starts, with the eve before it ("la veille de la Toussaint": one day earlier), or
 * undefined when the feast names a holiday period ("les vacances de la Toussaint").
 */
const feastBounds = (folded: string, at: number): { start: number; eve: -1 | 0 | 1 } | undefined => {
  const before = folded.slice(Math.max(0, at - 30), at);
  if (FEAST_PERIOD.test(before)) return undefined;
  const eve = FEAST_EVE.exec(before);
  if (eve) return { start: at - eve[0].length, eve: 1 };
  const after = FEAST_AFTER.exec(before);
  return after ? { start: at - after[0].length, eve: -1 } : { start: at, eve: 0 };
};

/** "The day after", "le lendemain de", "al día siguiente de", "no dia seguinte a", "am Tag nach": a day later. */
const FEAST_AFTER =
  /(?<![\p{L}])(?:(?:the\s+)?day after\s+|(?:le\s+)?lendemain\s+(?:de\s+(?:la\s+|l\s*['’]\s*)?|du\s+)|(?:el\s+|al\s+)?dia siguiente\s+(?:a\s+(?:la\s+)?|al\s+|de\s+(?:la\s+)?|del\s+)|(?:o\s+|no\s+)?dia seguinte\s+(?:a|ao|à|de|do|da)\s+|(?:am\s+)?tag nach\s+(?:dem|der)?\s*)(?:(?:the|el|la|le|o|a)\s+)?$/u;

/** A year told right after a feast: "Easter Monday 2024", "el Jueves Santo de 2023", "Pfingsten, 2022". */
const FEAST_YEAR = /^\s*,?\s*(?:(?:de|del|do|of|in|en|em|von|im)\s+)?(\d{4})(?![\p{N}])/u;

/** "am 02.08.", "vom 5.8.": a day and a month after a preposition, not a time ("um 14.30") or a year. */
const GERMAN_DAY_MONTH =
  /(?<![\p{L}])(?:am|vom|den|zum|bis zum|seit dem|ab dem)\s+((\d{1,2})\.(\d{1,2})\.)(?![\p{N}]|\s*(?:\d|uhr))/gu;

/** "the week of", "la semaine du", "die Woche vom", "la semana del", "a semana de" just before a day. */
const WEEK_OF = /(?<![\p{L}])(?:week of|semaine du|woche vom|semana del|semana de|semana do)\s+(?:the\s+)?$/u;

/**
 * Whether a plural noun comes right after a number ("7 marchas", "3 cottages", "4 Zimmer" with its capital):
 * what the number counts. Function words and the words of the clock ("horas", "Uhr", "menos") are no such noun.
 */
const NOT_COUNTED = new Set(
  (
    "hours hrs horas heures stunden minutes minutos minuten uhr oclock menos pasadas passadas despues depois " +
    "apres antes alors puis vers sous sans dans chez jamais toujours pues entonces ademas moins plus mais " +
    "always perhaps towards afterwards abends morgens nachts mittags fruh"
  ).split(" "),
);
const countedAfter = (rest: string, language: Language): boolean => {
  const next = /^\s+(\p{L}+)(?![\p{L}])/u.exec(rest)?.[1];
  if (!next) return false;
  const folded = fold(next);
  if (folded.length < 4 || NOT_COUNTED.has(folded) || STOPWORDS[language].has(folded)) return false;
  return language === "de" ? /^\p{Lu}\p{Ll}/u.test(next) : /[sx]$/u.test(folded);
};

/** ISO 8601 numbers of the days of the week, by their folded names. */
export const WEEKDAY_NUMBERS: PerLanguage<ReadonlyMap<string, number>> = (() => {
  const of = (names: string) => new Map(names.split(" ").map((name, i) => [name, i + 1] as const));
  return {
    en: of("monday tuesday wednesday thursday friday saturday sunday"),
    es: of("lunes martes miercoles jueves viernes sabado domingo"),
    // "Segunda", "terça", "quarta", "quinta" and "sexta" alone are also ordinals ("a segunda vez") or a farm.
    pt: of("segunda-feira terca-feira quarta-feira quinta-feira sexta-feira sabado domingo"),
    de: new Map([...of("montag dienstag mittwoch donnerstag freitag samstag sonntag"), ["sonnabend", 6]]),
    fr: of("lundi mardi mercredi jeudi vendredi samedi dimanche"),
  };
})();

/** Days of the week, folded, as regex alternatives (Portuguese with and without "-feira"). */
const WEEKDAYS: PerLanguage<string> = (() => {
  const of = (language: Language) =>
    [...WEEKDAY_NUMBERS[language].keys()].map((name) => name.replace("-feira", "(?:-feira)?")).join("|");
  return { en: of("en"), es: of("es"), pt: of("pt"), de: of("de"), fr: of("fr") };
})();

const weekdayRes = (pattern: (weekdays: string) => string): PerLanguage<RegExp> => {
  const build = (language: Language) => new RegExp(pattern(WEEKDAYS[language]), "u");
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
};
/** A weekday anywhere in a text. */
const WEEKDAY_WORD = weekdayRes((days) => `(?<![\\p{L}])(?:${days})(?![\\p{L}])`);
/** A weekday just before a day ("na segunda, dia 3", "am Samstag, dem 19.", "Saturday the 21st"). */
const WEEKDAY_BEFORE = weekdayRes(
  (days) => `(?<![\\p{L}])(?:${days})\\s*,?\\s*(?:(?:dia|dem|der|den|the|le|el|o)\\s+)?$`,
);

/**
 * A day of the month told without its month ("on the 22nd", "el martes 4", "no dia 9, uma quinta-feira",
 * "am 22.", "le dimanche 3"): the month is the one the story is in. The day sits in group 1. Each form needs
 * a word that makes the number a day ("on", "dia", a weekday, German "am" with its ordinal dot); a bare "the
 * 22nd" or "le 22" may be a floor or a bus.
 */
const DAY_ONLY: PerLanguage<RegExp> = (() => {
  const build = (language: Language, body: string): RegExp => {
    const months = MONTHS[language].join("|");
    // Not a day and month, a numeric date or a count of something.
    const tail = `(?![\\p{N}]|[./-]\\d|\\s*(?:of\\s+|de\\s+|del\\s+)?(?:${months})(?![\\p{L}]))`;
    return new RegExp(
      body
        .replace(/TAIL/gu, tail)
        .replace(/MONTHS/gu, months)
        .replace(/WD/gu, `(?:${WEEKDAYS[language]})`),
      "gu",
    );
  };
  return {
    en: build(
      "en",
      "(?<![\\p{L}])(?:on\\s+(?:WD\\s+)?|WD\\s+)the\\s+(\\d{1,2})(?:st|nd|rd|th)TAIL(?=\\s*(?:[.,;:!?)]|$|\\s(?:and|but|at|in|when|i|we|it|that|or|so|because|around|about)(?![\\p{L}])))",
    ),
    es: build(
      "es",
      "(?<![\\p{L}])(?:WD|el\\s+dia|(?:WD\\s+)dia)\\s+(\\d{1,2})TAIL|(?<![\\p{L}])el\\s+(\\d{1,2}),?\\s+(?:un\\s+|el\\s+)?WDTAIL",
    ),
    pt: build(
      "pt",
      "(?<![\\p{L}])(?:(?:no|o|ao|do|pelo)\\s+dia|WD(?:,?\\s+dia)?)\\s+(\\d{1,2})TAIL|(?<![\\p{L}])(?:a|em)\\s+(\\d{1,2}),?\\s+(?:uma?\\s+|num\\s+|numa\\s+)?WD",
    ),
    de: build(
      "de",
      "(?<![\\p{L}])(?:am|vom|dem|den)\\s+(\\d{1,2})\\.(?![\\p{N}]|\\d|\\s*(?:(?:MONTHS)(?![\\p{L}])|uhr))",
    ),
    fr: build(
      "fr",
      "(?<![\\p{L}])WD\\s+(\\d{1,2})(?:er)?TAIL|(?<![\\p{L}])le\\s+(\\d{1,2})(?:er)?,?\\s+(?:un\\s+)?WD",
    ),
  };
})();

/** Whether chrono's reading names a day (or both readings of an ambiguous one). */
const hasDay = (
  day: number | undefined,
  month: number | undefined,
  readings: ReadonlyArray<unknown> | undefined,
): boolean => (day !== undefined && month !== undefined) || readings !== undefined;

/** Every date and time the sentence states, in order, without overlaps. */
/** The days of the month in words, 1 to 31, each with its value (folded; cardinals and ordinals). */
const DAY_WORDS: PerLanguage<ReadonlyMap<string, number>> = (() => {
  const compose = (
    units: ReadonlyArray<string>,
    teens: ReadonlyArray<string>,
    twenty: string,
    twentyJoin: (unit: string) => ReadonlyArray<string>,
    thirty: string,
    thirtyOne: ReadonlyArray<string>,
  ): Map<string, number> => {
    const map = new Map<string, number>();
    units.forEach((word, k) => word.split("/").forEach((w) => map.set(w, k + 1)));
    teens.forEach((word, k) => word.split("/").forEach((w) => map.set(w, k + 10)));
    map.set(twenty, 20);
    units
      .slice(0, 9)
      .forEach((word, k) =>
        word.split("/").forEach((w) => twentyJoin(w).forEach((joined) => map.set(joined, k + 21))),
      );
    map.set(thirty, 30);
    thirtyOne.forEach((word) => map.set(word, 31));
    return map;
  };
  const en = compose(
    "one/first two/second three/third four/fourth five/fifth six/sixth seven/seventh eight/eighth nine/ninth".split(
      " ",
    ),
    "ten/tenth eleven/eleventh twelve/twelfth thirteen/thirteenth fourteen/fourteenth fifteen/fifteenth sixteen/sixteenth seventeen/seventeenth eighteen/eighteenth nineteen/nineteenth".split(
      " ",
    ),
    "twenty",
    (unit) => [`twenty-${unit}`, `twenty ${unit}`],
    "thirty",
    ["thirty-one", "thirty one", "thirty-first", "thirty first"],
  );
  en.set("twentieth", 20);
  en.set("thirtieth", 30);
  // English days in words are ordinals ("the ninth"): "one May morning" is no date.
  for (const word of [...en.keys()]) if (!/(?:st|nd|rd|th)$/u.test(word)) en.delete(word);
  const es = compose(
    "uno/primero dos tres cuatro cinco seis siete ocho nueve".split(" "),
    "diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve".split(" "),
    "veinte",
    (unit) => [`veinti${unit}`, `veinte y ${unit}`],
    "treinta",
    ["treinta y uno"],
  );
  es.set("veintiun", 21);
  const pt = compose(
    "um/primeiro dois tres quatro cinco seis sete oito nove".split(" "),
    "dez onze doze treze catorze/quatorze quinze dezesseis/dezasseis dezessete/dezassete dezoito dezenove/dezanove".split(
      " ",
    ),
    "vinte",
    (unit) => [`vinte e ${unit}`],
    "trinta",
    ["trinta e um"],
  );
  const de = new Map<string, number>();
  const deStems =
    "erst zweit dritt viert funft sechst siebt/siebent acht neunt zehnt elft zwolft dreizehnt vierzehnt funfzehnt sechzehnt siebzehnt achtzehnt neunzehnt".split(
      " ",
    );
  const deUnits = "ein zwei drei vier funf sechs sieben acht neun".split(" ");
  const deOrdinal = (stem: string, value: number) =>
    ["e", "en", "er"].forEach((ending) => de.set(`${stem}${ending}`, value));
  deStems.forEach((stems, k) => stems.split("/").forEach((stem) => deOrdinal(stem, k + 1)));
  deOrdinal("zwanzigst", 20);
  deUnits.forEach((unit, k) => deOrdinal(`${unit}undzwanzigst`, k + 21));
  deOrdinal("dreisigst", 30);
  deOrdinal("einunddreisigst", 31);
  const fr = compose(
    "un/premier deux trois quatre cinq six sept huit neuf".split(" "),
    "dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf".split(" "),
    "vingt",
    (unit) => (unit === "un" ? ["vingt et un", "vingt-et-un"] : [`vingt-${unit}`, `vingt ${unit}`]),
    "trente",
    ["trente et un", "trente-et-un"],
  );
  for (const [word, value] of [...fr]) if (word.includes("-")) fr.set(word.replace(/-/gu, " "), value);
  return { en, es, pt, de, fr };
})();

/** A day in words before its month: "the ninth of February", "el veinticinco de marzo", "am dritten Februar". */
const DAY_WORD_RES: PerLanguage<RegExp> = (() => {
  const build = (language: Language, before: string, between: string) => {
    const days = [...DAY_WORDS[language].keys()].sort((a, b) => b.length - a.length).join("|");
    const months = [...MONTHS[language], ...(language === "de" ? ["janner"] : [])].join("|");
    return new RegExp(
      `(?<![\\p{L}])${before}(${days})\\s+${between}(${months})(?:,?\\s+(?:de\\s+|del\\s+)?((?:1[6-9]|20)\\d\\d))?(?![\\p{L}\\p{N}])`,
      "gu",
    );
  };
  return {
    en: build("en", "(?:the\\s+)?", "(?:of\\s+)?"),
    es: build("es", "(?:el\\s+(?:dia\\s+)?)?", "de\\s+"),
    pt: build("pt", "(?:(?:no\\s+|o\\s+)?dia\\s+|a\\s+)?", "de\\s+"),
    de: build("de", "(?:(?:am|dem|den|der|vom)\\s+)?", ""),
    fr: build("fr", "(?:le\\s+)?", ""),
  };
})();

const MONTH_FIRST_WORD_DAY = new RegExp(
  `(?<![\\p{L}])(${MONTHS.en.join("|")})\\s+(?:the\\s+)?(${[...DAY_WORDS.en.keys()]
    .sort((a, b) => b.length - a.length)
    .join("|")})(?:,?\\s+((?:1[6-9]|20)\\d\\d))?(?![\\p{L}\\p{N}])`,
  "gu",
);

/** Days of the month written in words before a month name, as date mentions. */
const wordDays = (text: string, folded: string, language: Language): DateMention[] => {
  const out: DateMention[] = [];
  // Each as its text, day word, month word, year and index.
  const matches = [
    ...[...folded.matchAll(DAY_WORD_RES[language])].map((match) => ({
      all: match[0],
      dayWord: match[1] ?? "",
      monthWord: match[2] ?? "",
      year: match[3],
      index: match.index,
    })),
    // American order: "February ninth", "on March the twelfth".
    ...(language === "en"
      ? [...folded.matchAll(MONTH_FIRST_WORD_DAY)].map((match) => ({
          all: match[0],
          dayWord: match[2] ?? "",
          monthWord: match[1] ?? "",
          year: match[3],
          index: match.index,
        }))
      : []),
  ];
  for (const match of matches) {
    const day = DAY_WORDS[language].get(match.dayWord);
    const monthWord = match.monthWord;
    const month = monthWord === "janner" ? 1 : MONTHS[language].indexOf(monthWord) + 1;
    if (!day || month <= 0) continue;
    const start = match.index;
    const end = start + match.all.length;
    // English months are capitalised: "the first march" is a protest, not a date.
    const monthAt = start + match.all.indexOf(monthWord);
    if (language === "en" && !/\p{Lu}/u.test(text.charAt(monthAt))) continue;
    out.push({
      start,
      end,
      text: text.slice(start, end),
      ...(match.year ? { year: Number(match.year) } : {}),
      month,
      day,
    });
  }
  return out;
};

/**
 * A unit of distance, money or weight (two letters or more, units.ts) right after a number: with
 * NOT_A_TIME_AFTER, what makes a time chrono read no time ("a 4 milhas da Nazaré", "à 6 milles").
 */
const MEASURE_AFTER: PerLanguage<RegExp> = (() => {
  const of = (language: Language) => {
    const words = UNITS.filter((unit) => unit.kind !== "duration")
      .flatMap((unit) => unit.words[language])
      .filter((word) => word.length >= 2)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"));
    return new RegExp(`^\\s*(?:${words.join("|")})(?![\\p{L}])`, "u");
  };
  return { en: of("en"), es: of("es"), pt: of("pt"), de: of("de"), fr: of("fr") };
})();

/**
 * A span of days that ends or starts a date: "dans la nuit du 3 au 4 novembre", "la noche del 3 al 4 de
 * noviembre", "the night of the 3rd to the 4th of November", "in der Nacht vom 3. auf den 4. November",
 * "from 8 to 24 February". Folded; the two numbers are the first and last day.
 */
const DAY_SPAN =
  /(?<![\d.,])(\d{1,2})(?:er|re|e|o|a|º|ª|st|nd|rd|th|\.)?\s*(?:-|–|au|al|a|ao|para|to|till|until|and|y|e|et|und|bis(?:\s+(?:zum|den))?|auf\s+den|zum)\s*(?:the\s+)?(\d{1,2})(?:er|re|e|o|a|º|ª|st|nd|rd|th|\.)?(?!\d)/gu;

/** A date read as one day of a span of days: any day of the span, each a reading (see `readings`). */
const daySpan = (m: DateMention, text: string, folded: string): DateMention => {
  if (m.day === undefined || m.month === undefined || m.readings) return m;
  const from = Math.max(0, m.start - 30);
  for (const match of folded.slice(from, m.end).matchAll(DAY_SPAN)) {
    const first = Number(match[1]);
    const last = Number(match[2]);
    const start = from + match.index;
    const end = start + match[0].length;
    // The span's last day is the date's (chrono read "4 de noviembre"), or its first (chrono read "3 au 4
    // novembre" as the 3rd); either way the span touches the date.
    const touches = (last === m.day && end > m.start) || (first === m.day && start >= m.start);
    if (!touches || first >= last || last > 31) continue;
    const month = m.month;
    const readings = Array.from({ length: last - first + 1 }, (_, i) => ({ month, day: first + i }));
    const { day: _day, ...rest } = m;
    const begin = Math.min(m.start, start);
    return { ...rest, start: begin, text: text.slice(begin, m.end), readings };
  }
  return m;
};

/** English "the morning of", "the night of" just before a day's number or its weekday (not folded). */
const ENGLISH_DAY_PART_OF =
  /(?<![\p{L}])(?:morning|afternoon|evening|night)\s+of(?=\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:the\s+)?\d)/giu;

export const findDates = (text: string, language: Language): DateMention[] => {
  const folded = fold(text);
  // Clocks read aloud ("half past eleven", "Viertel nach eins", "minuit et quart") before any part of them.
  const clocks = clockPhrases(folded, text, language);
  // Days in words ("le dix-sept décembre"), which chrono reads as a month alone, or not at all.
  const spelled = wordDays(text, folded, language);
  const out: DateMention[] = [...clocks, ...spelled];
  // "1.º de Maio", "2.ª feira": the ordinal's marks, blanked so that offsets stay.
  const marked = text.replace(/(\d)\.?[ºª]/gu, (mark, digit: string) => digit + " ".repeat(mark.length - 1));
  // Scots "the 9th o' March": "of" (as long, so that offsets stay).
  // "The morning of 28 September 2023", "the night of Thursday 28 September": chrono reads the part of the
  // day and the date after it as one time with nothing certain, so the part of the day is blanked (the hour
  // readers take it from the folded text).
  const plain =
    language === "en"
      ? marked
          .replace(/(?<=\d(?:st|nd|rd|th)?\s+)o['’](?=\s+\p{Lu})/gu, "of")
          .replace(ENGLISH_DAY_PART_OF, (part) => " ".repeat(part.length))
      : marked;
  for (const result of PARSERS[language].parse(plain, REFERENCE)) {
    if (spelled.some((m) => result.index < m.end && m.start < result.index + result.text.length)) continue;
    // Relative expressions ("yesterday", "last Tuesday") need the statement's date, which the engine lacks.
    if (!/\d/.test(result.text)) continue;
    // chrono's word boundaries are ASCII: in "el día 10" it reads "a 10" ("at 10") inside "día".
    if (/\p{L}/u.test(text[result.index - 1] ?? "")) continue;
    // "£1,200 a month", "3.500 a": the tail of a bigger number is no hour ("200 a" read as 2 a.m.).
    if (/\d[.,]$/u.test(text.slice(Math.max(0, result.index - 2), result.index))) continue;
    // "for 5 years", "hace 3 años": chrono reads durations as dates relative to its reference.
    if (DURATION_WORDS.test(fold(result.text))) continue;
    // "à 21 ans", "a los 20 años", "at 19 years": an age, which chrono may read as an hour.
    const following = folded.slice(result.index + result.text.length, result.index + result.text.length + 12);
    if (/^\s*(?:ans|anos|years?|jahren?|jahre)(?![\p{L}])/u.test(following)) continue;
    const start = result.start;
    let year = certain(start, "year");
    let month = certain(start, "month");
    let day = certain(start, "day");
    let hour = certain(start, "hour");
    let minute = certain(start, "minute");
    // "le bateau de 9 h 15": chrono reads the "h" as a time zone and shifts the hour into another day.
    let resultLength = result.text.length;
    const zoned = /^(?:\p{L}+\s+)?(\d{1,2})\s+h$/iu.exec(result.text.trimEnd());
    if (zoned && language !== "en") {
      resultLength = zoned[0].length;
      const minutes = /^\s*(\d{2})(?![\p{N}])/u.exec(text.slice(result.index + resultLength));
      [year, month, day] = [undefined, undefined, undefined];
      hour = Number(zoned[1]);
      minute = minutes ? Number(minutes[1]) : 0;
      resultLength += minutes ? minutes[0].length : 0;
    }
    // English numeric dates are ambiguous between day-first and month-first ("12/04/2021", British "1/9"):
    // keep the year, and both readings.
    let readings: Array<{ month: number; day: number }> | undefined;
    if (language === "en" && /^\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?$/.test(result.text.trim())) {
      if (month !== undefined && day !== undefined && month <= 12 && day <= 12 && month !== day) {
        readings = [
          { month, day },
          { month: day, day: month },
        ];
        month = undefined;
        day = undefined;
      }
    }
    if (year !== undefined && (year < 1600 || year > 2100)) year = undefined;
    // A year is stated only when written: four digits, a numeric date, or an apostrophe year ("'98").
    if (year !== undefined && !/\d{4}|\d[/.-]\d{1,2}[/.-]\d{2}|['’]\d{2}/.test(result.text)) year = undefined;
    if (
      year === undefined &&
      month === undefined &&
      day === undefined &&
      hour === undefined &&
      readings === undefined
    )
      continue;
    // French "est" and "et" are read as time zones (EST, ET): "la 22 est arrivée" is no time at all.
    const told = text.slice(result.index, result.index + resultLength);
    let resultText = language === "fr" ? told.replace(/\s+(?:est|et)$/iu, "") : told;
    if (/^\d{1,2}$/u.test(resultText)) continue;
    // "office 12 on 3 May": a bare number before "on", "le", "am" + a date is no hour of it.
    let resultStart = result.index;
    let clock = hour;
    const bare = /^\d{1,2}\s+(?:on|le|el|am|em|no|the)\s+/iu.exec(resultText);
    if (bare && hasDay(day, month, readings)) {
      resultText = resultText.slice(bare[0].length);
      resultStart += bare[0].length;
      clock = undefined;
    }
    // "La noche del 8 al 9", "la nuit du 8 au 9": a night across two days, no hour of it.
    if (clock !== undefined && NIGHT_ACROSS.test(fold(resultText))) clock = undefined;
    const resultEnd = resultStart + resultText.length;
    const timeOnly = year === undefined && month === undefined && day === undefined && readings === undefined;
    if (timeOnly && clocks.some((m) => result.index < m.end && m.start < resultEnd)) continue;
    // "no dia 16, quinta": a day of the month and its weekday, no hour (see DAY_ONLY).
    if (timeOnly && WEEKDAY_WORD[language].test(folded.slice(resultStart, resultEnd))) continue;
    // "uma bike de 7 marchas", "at 3 cottages": a bare number before a plural noun counts it, no hour.
    if (timeOnly && /^\D*\d{1,2}$/u.test(resultText) && countedAfter(text.slice(resultEnd), language))
      continue;
    const mention: DateMention = {
      start: resultStart,
      end: resultEnd,
      text: resultText,
      ...(year !== undefined ? { year } : {}),
      ...(month !== undefined ? { month } : {}),
      ...(day !== undefined ? { day } : {}),
      ...(clock !== undefined ? { hour: clock, minute: minute ?? 0 } : {}),
      ...(readings ? { readings } : {}),
    };
    out.push(mention);
  }
  const overlaps = (start: number, end: number) => out.some((m) => start < m.end && m.start < end);
  // Days named by their feast ("Christmas Eve", "Heiligabend", "le réveillon de Noël"): one day each.
  for (const match of folded.matchAll(HOLIDAY_RES[language])) {
    const day = HOLIDAYS[language].get(match[0].replace(/\s+/gu, " ").replace(/['’]/gu, " "));
    const end = match.index + match[0].length;
    // "La veille de la fête de la Musique", "the eve of Bonfire Night": the day before.
    const bounds = feastBounds(folded, match.index);
    if (!day || overlaps(match.index, end) || !bounds) continue;
    const start = bounds.start;
    // "le jour de l'Assomption 2023", "Heiligabend 2021": the feast's day in that year.
    const yearTold = FEAST_YEAR.exec(folded.slice(end));
    const year = yearTold ? Number(yearTold[1]) : undefined;
    const dated = year !== undefined && year >= 1600 && year <= 2100;
    const told = new Date(Date.UTC(dated ? year : 2001, day[0] - 1, day[1] - bounds.eve));
    const last = end + (dated && yearTold ? yearTold[0].length : 0);
    out.push({
      start,
      end: last,
      text: text.slice(start, last),
      ...(dated ? { year: told.getUTCFullYear() } : {}),
      month: told.getUTCMonth() + 1,
      day: told.getUTCDate(),
    });
  }
  // Feasts on a weekday of their month ("Remembrance Sunday", "der erste Advent", "Muttertag"): their day in
  // the year told after them, else each day they can fall on.
  for (const match of folded.matchAll(RULE_RES[language])) {
    const rule = RULE_FEASTS[language].get(match[0].replace(/\s+/gu, " ").replace(/['’]/gu, " "));
    const bounds = feastBounds(folded, match.index);
    if (!rule || overlaps(match.index, match.index + match[0].length) || !bounds) continue;
    const start = bounds.start;
    const yearTold = FEAST_YEAR.exec(folded.slice(match.index + match[0].length));
    const end = match.index + match[0].length + (yearTold ? yearTold[0].length : 0);
    const year = yearTold ? Number(yearTold[1]) : undefined;
    const base = { start, end, text: text.slice(start, end) };
    const shifted = (y: number) => shiftDay(rule(y), -bounds.eve);
    out.push(
      year !== undefined && year >= 1600 && year <= 2100
        ? { ...base, ...shifted(year) }
        : { ...base, readings: dayWindow(`${match[0]}/${bounds.eve}`, shifted) },
    );
  }
  // Feasts that move with Easter ("Good Friday", "el Jueves Santo", "Rosenmontag", "le lundi de Pâques"):
  // one day in the year told after them, else each day they can fall on.
  for (const match of folded.matchAll(MOVABLE_RES[language])) {
    const offset = MOVABLE_FEASTS[language].get(match[0].replace(/\s+/gu, " ").replace(/['’]/gu, " "));
    const bounds = feastBounds(folded, match.index);
    if (offset === undefined || overlaps(match.index, match.index + match[0].length) || !bounds) continue;
    const start = bounds.start;
    const told = FEAST_YEAR.exec(folded.slice(match.index + match[0].length));
    const end = match.index + match[0].length + (told ? told[0].length : 0);
    const day = offset - bounds.eve;
    const year = told ? Number(told[1]) : undefined;
    const base = { start, end, text: text.slice(start, end) };
    out.push(
      year !== undefined && year >= 1600 && year <= 2100
        ? { ...base, ...feastDay(year, day) }
        : { ...base, readings: dayWindow(`easter${day}`, (y) => feastDay(y, day)) },
    );
  }
  // German "am 02.08." (a day and a month, no year), which chrono does not read.
  if (language === "de")
    for (const match of folded.matchAll(GERMAN_DAY_MONTH)) {
      const day = Number(match[2]);
      const month = Number(match[3]);
      const start = match.index + match[0].length - (match[1] ?? "").length;
      const end = match.index + match[0].length;
      if (day < 1 || day > 31 || month < 1 || month > 12 || overlaps(start, end)) continue;
      out.push({ start, end, text: text.slice(start, end), month, day });
    }
  // A month and then its day: "em maio, dia 10", "en mayo, el día 10", "en mai, le 10".
  const monthThenDay = MONTH_THEN_DAY[language];
  if (monthThenDay)
    for (const match of folded.matchAll(monthThenDay)) {
      const month = MONTHS[language].indexOf(match[1] ?? "") + 1;
      const day = Number(match[2]);
      const start = match.index;
      const end = start + match[0].length;
      if (day < 1 || day > 31 || month < 1 || overlaps(start, end)) continue;
      out.push({ start, end, text: text.slice(start, end), month, day });
    }
  // A day of the month with no month ("on the 22nd", "no dia 9", "am 22."): the month is the story's.
  for (const match of folded.matchAll(DAY_ONLY[language])) {
    const day = Number(match[1] ?? match[2]);
    const start = match.index;
    const end = start + match[0].length;
    if (day < 1 || day > 31 || overlaps(start, end)) continue;
    // German "am 22. Geburtstag": an ordinal before a noun, which German writes with a capital.
    if (language === "de" && /^\s+\p{Lu}/u.test(text.slice(end))) continue;
    out.push({ start, end, text: text.slice(start, end), day });
  }
  const monthYear = monthYearRes[language];
  monthYear.lastIndex = 0;
  for (const match of folded.matchAll(monthYear)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(start, end)) continue;
    const month = MONTHS[language].indexOf(match[1] ?? "") + 1;
    out.push({ start, end, text: text.slice(start, end), year: Number(match[2]), month });
  }
  YEAR_RE.lastIndex = 0;
  for (const match of folded.matchAll(YEAR_RE)) {
    const yearText = match[2] ?? "";
    const start = match.index + match[0].length - yearText.length;
    const end = start + yearText.length;
    if (overlaps(start, end)) continue;
    out.push({ start, end, text: yearText, year: Number(yearText) });
  }
  // A bare year ("Ich bin 1975 geboren", "2015 wohnte ich"), unless a unit or a number follows ("2000 Euro").
  BARE_YEAR_RE.lastIndex = 0;
  for (const match of folded.matchAll(BARE_YEAR_RE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(start, end)) continue;
    const next = /^\s*([\p{L}€$£%]+)/u.exec(folded.slice(end))?.[1];
    // A German year opening its sentence before a verb (lower case, where nouns are capitalised) is a date.
    const verbAfter =
      language === "de" && start === 0 && /^\s+\p{Ll}/u.test(text.slice(end)) && next !== undefined;
    if (next !== undefined && !YEAR_FOLLOWERS.has(next) && !verbAfter) continue;
    out.push({ start, end, text: match[0], year: Number(match[0]) });
  }
  TIME_RE.lastIndex = 0;
  for (const match of folded.matchAll(TIME_RE)) {
    const hourText = match[1] ?? "";
    const suffix = match[3];
    // A bare number after "a"/"at" is a time only with a time word or minutes ("às 17h", "at 5 pm", "um 17.30").
    if (suffix === undefined && match[2] === undefined) continue;
    const start = match.index + match[0].indexOf(hourText);
    const end = match.index + match[0].length;
    if (overlaps(start, end)) continue;
    let hour = Number(hourText);
    if ((suffix === "pm" || suffix === "p.m.") && hour < 12) hour += 12;
    if ((suffix === "am" || suffix === "a.m.") && hour === 12) hour = 0;
    if (hour > 23) continue;
    out.push({ start, end, text: text.slice(start, end), hour, minute: Number(match[2] ?? 0) });
  }
  // Midnight and noon, after a time preposition: "at midnight", "a medianoche", "um Mitternacht", "à midi".
  MIDNIGHT_NOON_RE.lastIndex = 0;
  for (const match of folded.matchAll(MIDNIGHT_NOON_RE)) {
    const word = match[1] ?? "";
    const start = match.index + match[0].length - word.length;
    const end = start + word.length;
    if (overlaps(start, end)) continue;
    const hour = MIDNIGHT_NOON.get(word) ?? 0;
    out.push({ start, end, text: text.slice(start, end), hour, minute: 0 });
  }
  const wordTime = wordTimeRes[language];
  wordTime.lastIndex = 0;
  for (const match of folded.matchAll(wordTime)) {
    // The Spanish copula's hour and half sit in groups 3 and 4 ("eran las cinco y media de la tarde").
    const copula = language === "es" && match[1] === undefined;
    const hourText = (copula ? match[3] : match[1]) ?? "";
    const halfText = (copula ? match[4] : match[2]) ?? "";
    const start = match.index + match[0].indexOf(hourText, match[0].length - hourText.length - 20);
    const end = match.index + match[0].length;
    if (overlaps(start, end)) continue;
    const hour = HOUR_WORDS[language].indexOf(hourText) + 1;
    if (hour <= 0) continue;
    const partBefore = dayPartBefore(folded.slice(0, start));
    // Portuguese: an hour with no clock word after it needs its part of the day before it; "umas cinco horas"
    // with none is how long something took.
    if (
      language === "pt" &&
      partBefore === undefined &&
      (match[3] === undefined || (/^umas\s/u.test(match[0]) && /horas/u.test(match[3])))
    )
      continue;
    // With no part of the day after it, an hour in words may be a.m. or p.m. ("a las nueve"), unless the part
    // of the day comes just before it ("por la tarde, a eso de las cinco").
    const partAfter = dayPartAfter(folded.slice(end));
    const before = hour < 12 && partAfter === undefined ? partBefore : undefined;
    const twelve = hour <= 12 && partAfter === undefined && before === undefined;
    out.push({
      start,
      end,
      text: text.slice(start, end),
      // "De noche, a eso de las dos": the small hours of a night are before noon.
      hour:
        before === "afternoon" && !(NIGHT_WORD.test(folded.slice(Math.max(0, start - 60), start)) && hour < 6)
          ? hour + 12
          : hour,
      minute: HALF[halfText] ?? 0,
      ...(twelve ? { twelve } : {}),
    });
  }
  // A weekday just before a day belongs to it ("na segunda, dia 3 de março", "am Samstag, dem 19. August",
  // "Saturday the 21st of June"): it is part of the date, not a word of what happened.
  const mentions = out
    .map((m) => {
      if (m.day === undefined || m.start === 0) return m;
      const weekday = WEEKDAY_BEFORE[language].exec(folded.slice(Math.max(0, m.start - 24), m.start));
      if (!weekday) return m;
      const start = m.start - weekday[0].length;
      return { ...m, start, text: text.slice(start, m.end) };
    })
    .map((m) => daySpan(m, text, folded))
    // "In the winter of 2022", "no inverno de 2022 para 2023": a winter spans two years, so its year is
    // no year of its days (January 2023 may be in the winter of 2022).
    .filter(
      (m) =>
        !(m.year !== undefined && m.month === undefined && m.day === undefined) ||
        !WINTER_BEFORE.test(folded.slice(Math.max(0, m.start - 30), m.start)),
    )
    // "De 5 para 6 de janeiro": the span's first day is no hour.
    .filter(
      (m, _, all) =>
        hasDate(m) ||
        !all.some((span) => span.readings && span !== m && span.start < m.end && m.start < span.end),
    )
    .map((m) =>
      // "La semaine du 10 avril", "the week of 10 April": a week, known to its month only.
      m.day !== undefined && WEEK_OF.test(folded.slice(Math.max(0, m.start - 16), m.start))
        ? (({ day: _day, ...rest }) => rest)(m)
        : m,
    )
    .filter(
      (m) =>
        hasDate(m) ||
        !(NOT_A_TIME_AFTER.test(folded.slice(m.end)) || MEASURE_AFTER[language].test(folded.slice(m.end))),
    )
    .filter((m) => hasDate(m) || !/\d{3}\s*$/u.test(m.text))
    .map((m) => {
      // "à 7 h 30": chrono stops at the hour.
      // "um 19 Uhr 30": German minutes after "Uhr".
      const minutes =
        m.hour !== undefined && !hasDate(m)
          ? (/uhr$/iu.test(m.text) ? /^\s+(\d{2})(?![\d.,])/u : /^\s?h\s?(\d{2})(?!\d)/u).exec(
              folded.slice(m.end),
            )
          : null;
      return minutes
        ? {
            ...m,
            end: m.end + minutes[0].length,
            text: text.slice(m.start, m.end + minutes[0].length),
            minute: Number(minutes[1]),
          }
        : m;
    })
    .map((m) => {
      // "nine in the evening", "7 Uhr abends", "21 h du soir" (already past noon is left as it is).
      if (m.hour === undefined || m.hour >= 12 || /(?:am|pm|a\.m\.|p\.m\.)\s*$/u.test(fold(m.text))) return m;
      const after = AFTERNOON_AFTER.exec(folded.slice(m.end));
      if (!after) return m;
      const { twelve: _twelve, ...rest } = m;
      return { ...rest, hour: m.hour + 12 };
    })
    .sort((a, b) => a.start - b.start)
    .reduce<DateMention[]>((merged, m: DateMention) => {
      // "en octubre de 2022, el día 9", "em maio de 2021, dia 8": a month and year, then the day, is one day.
      const last = merged[merged.length - 1];
      if (
        last &&
        last.year !== undefined &&
        last.month !== undefined &&
        last.day === undefined &&
        last.hour === undefined &&
        m.day !== undefined &&
        m.month === undefined &&
        m.year === undefined &&
        m.hour === undefined &&
        /^\s*,\s*$/u.test(text.slice(last.end, m.start))
      ) {
        merged[merged.length - 1] = {
          ...last,
          end: m.end,
          text: text.slice(last.start, m.end),
          day: m.day,
        };
        return merged;
      }
      merged.push(m);
      return merged;
    }, []);
  // A weekday told alone ("on a Sunday morning", "un mercredi", "an einem Sonntagmorgen"): the day of the week.
  // Beside a day of the month, a weekday is that day's ("the 3rd of February, a Tuesday", "un viernes, el 14
  // de julio") or another day of the same story ("that Sunday"): never a date of its own.
  const alone = mentions.some((m) => m.day !== undefined)
    ? []
    : weekdaysAlone(text, folded, language).filter(
        (w) => !mentions.some((m) => w.start < m.end && m.start < w.end),
      );
  return alone.length === 0 ? mentions : [...mentions, ...alone].sort((a, b) => a.start - b.start);
};

/** A weekday, with a part of the day joined to it in German ("Sonntagmorgen", "Samstagabend"). */
const WEEKDAY_ALONE: PerLanguage<RegExp> = (() => {
  const build = (language: Language) =>
    new RegExp(
      `(?<![\\p{L}-])(${[...WEEKDAY_NUMBERS[language].keys()].join("|").replace(/-feira/gu, "[- ]feira")})` +
        (language === "de" ? "(?:morgen|abend|nachmittag|vormittag|mittag|nacht|fruh)?" : "") +
        "(?![\\p{L}-])",
      "gu",
    );
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();
/**
 * Before a weekday, the words of a habit ("every Sunday", "los lunes", "ao domingo", "jeden Montag", "le
 * dimanche") or of a range ("from Monday", "de lunes a viernes"): no one day.
 */
const HABIT_BEFORE =
  /(?<![\p{L}])(?:every|each|from|until|till|todos los|todas las|cada|los|las|desde|hasta|todos os|todas as|ao|aos|as|os|de|ate|jeden|jede|von|bis|ab|tous les|chaque|le|les|du|au|jusqu\s*['’]\s*au)\s+$/u;
/** After an English weekday, a noun it names ("Sunday school", "the Sunday papers"): no day. */
const WEEKDAY_NOUN_AFTER =
  /^\s+(?:school|league|roast|lunch|dinner|best|papers?|service|market|shift|club|team|trading)(?![\p{L}])/u;

/** The weekdays a text tells alone, one day each: not a habit, a range, a list of days or a name ("Domingo"). */
const weekdaysAlone = (text: string, folded: string, language: Language): DateMention[] => {
  // Romance languages write weekdays in lower case: "Domingo" inside a sentence is a name.
  const found = [...folded.matchAll(WEEKDAY_ALONE[language])].filter(
    (match) =>
      language === "en" ||
      language === "de" ||
      !/\p{Lu}/u.test(text[match.index] ?? "") ||
      !/\S/u.test(text.slice(0, match.index)),
  );
  return found.flatMap((match, i) => {
    const start = match.index;
    const end = start + match[0].length;
    const weekday = WEEKDAY_NUMBERS[language].get((match[1] ?? "").replace(" ", "-"));
    if (weekday === undefined) return [];
    // "Saturday or Sunday", "lunes y martes", "samedi, dimanche": several days, none of them the one.
    const near = (other: RegExpMatchArray | undefined) =>
      other !== undefined && Math.abs((other.index ?? start - 30) - start) < 30;
    if (near(found[i - 1]) || near(found[i + 1])) return [];
    if (HABIT_BEFORE.test(folded.slice(Math.max(0, start - 24), start))) return [];
    if (language === "en" && WEEKDAY_NOUN_AFTER.test(folded.slice(end))) return [];
    return [{ start, end, text: text.slice(start, end), weekday }];
  });
};

/** The ISO weekday of a date: told alone, or worked out from a day, a month and a year. */
export const weekdayOf = (date: DateMention): number | undefined => {
  if (date.weekday !== undefined) return date.weekday;
  if (date.year === undefined || date.month === undefined || date.day === undefined) return undefined;
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
};

/** A day of the month told without its month or year ("on the 22nd", "el día 10"): the story's month. */
export const dayOfMonthAlone = (date: DateMention): boolean =>
  date.day !== undefined &&
  date.month === undefined &&
  date.year === undefined &&
  date.readings === undefined;

/** A weekday told alone, with no day, month, year or hour. */
export const weekdayAlone = (date: DateMention): boolean =>
  date.weekday !== undefined && !hasDate(date) && date.hour === undefined;

/** Minutes in words, for "ten past five", "zwanzig nach drei", "las dos y diez", "dix heures vingt". */
const MINUTE_WORDS: PerLanguage<Readonly<Record<string, number>>> = {
  en: {
    five: 5,
    ten: 10,
    quarter: 15,
    "a quarter": 15,
    twenty: 20,
    "twenty-five": 25,
    "twenty five": 25,
    half: 30,
  },
  es: { cinco: 5, diez: 10, cuarto: 15, veinte: 20, veinticinco: 25, media: 30 },
  pt: { cinco: 5, dez: 10, "um quarto": 15, quinze: 15, vinte: 20, "vinte e cinco": 25, meia: 30 },
  de: { funf: 5, zehn: 10, viertel: 15, zwanzig: 20 },
  fr: {
    cinq: 5,
    dix: 10,
    quart: 15,
    "le quart": 15,
    quinze: 15,
    vingt: 20,
    "vingt-cinq": 25,
    demie: 30,
    demi: 30,
    trente: 30,
  },
};

/** A part of the day that fixes a morning hour: "in the morning", "de la mañana", "da manhã", "morgens", "du matin". */
const MORNING_AFTER =
  /^\s*(?:uhr\s+)?(?:in the morning|a\.?m\.?|de la (?:manana|madrugada)|da (?:manha|madrugada)|(?:am\s+)?(?:morgens|fruh|fruh morgens|in der fruh|nachts)|am morgen|am vormittag|du matin)(?![\p{L}])/u;

/** The part of the day said right after a time, if any: it fixes the half of a twelve-hour clock. */
/** "E pouco", "y pico", "y algo" right after an hour: a little after it ("às quatro e pouco", "las nueve y pico"). */
export const A_LITTLE_AFTER = /^\s+(?:e\s+pouco|y\s+(?:pico|algo))(?![\p{L}])/u;

const dayPartAfter = (told: string): "afternoon" | "morning" | undefined => {
  // Past "e pouco", "y pico": "às quatro e pouco da madrugada".
  const after = told.replace(A_LITTLE_AFTER, "");
  return AFTERNOON_AFTER.test(after) ? "afternoon" : MORNING_AFTER.test(after) ? "morning" : undefined;
};

const alternatives = (words: ReadonlyArray<string>): string =>
  [...words].sort((a, b) => b.length - a.length).join("|");

type ClockPattern = { re: RegExp; read: (m: RegExpMatchArray) => [string, number] };

const CLOCK_PATTERNS = new Map<Language, ReadonlyArray<ClockPattern>>();

/** The clock-phrase patterns of a language (see clockPhrases), compiled once. */
const clockPatterns = (language: Language): ReadonlyArray<ClockPattern> => {
  const known = CLOCK_PATTERNS.get(language);
  if (known) return known;
  const hours = HOUR_WORDS[language];
  const minutes = MINUTE_WORDS[language];
  const hourAlt = `${alternatives(hours)}|\\d{1,2}|${alternatives([...MIDNIGHT_NOON.keys()])}`;
  const minuteAlt = alternatives(Object.keys(minutes));
  const patterns: ClockPattern[] = [];
  // Not inside a compound number ("dix-neuf" holds "neuf").
  const b = "(?<![\\p{L}\\p{N}-])";
  const e = "(?![\\p{L}\\p{N}])";
  if (language === "en") {
    patterns.push(
      // British "half six": half past six.
      { re: new RegExp(`${b}half\\s+(${alternatives(hours)})${e}`, "gu"), read: (m) => [m[1] ?? "", 30] },
      {
        re: new RegExp(
          `${b}(${minuteAlt}|\\d{1,2})(?:\\s+minutes)?\\s+(past|after|to)\\s+(${hourAlt})${e}`,
          "gu",
        ),
        read: (m) => {
          const n = minutes[m[1] ?? ""] ?? Number(m[1]);
          return [m[3] ?? "", m[2] === "to" ? -n : n];
        },
      },
      {
        re: new RegExp(
          `${b}(${alternatives(hours)})(?:\\s+o['’\\s]?clock|(?=\\s+(?:in the (?:morning|afternoon|evening)|at night)))${e}`,
          "gu",
        ),
        read: (m) => [m[1] ?? "", 0],
      },
      // "Just after twelve, dinner time", "gone eleven": an hour in words alone after "just after", "gone",
      // "till", closing its clause.
      {
        re: new RegExp(
          `(?<=(?<![\\p{L}])(?:just after|just before|shortly after|shortly before|just gone|gone|till|until)\\s+)(${alternatives(hours)})(?=\\s*(?:[,.;!?]|$))`,
          "gu",
        ),
        read: (m) => [m[1] ?? "", 0],
      },
    );
  } else if (language === "de") {
    patterns.push(
      {
        re: new RegExp(`${b}(${minuteAlt})\\s+(nach|vor)\\s+(halb\\s+)?(${hourAlt})${e}`, "gu"),
        read: (m) => {
          const n = minutes[m[1] ?? ""] ?? 0;
          return [m[4] ?? "", (m[3] ? -30 : 0) + (m[2] === "vor" ? -n : n)];
        },
      },
      { re: new RegExp(`${b}halb\\s+(${hourAlt})${e}`, "gu"), read: (m) => [m[1] ?? "", -30] },
      {
        re: new RegExp(`${b}(?:drei\\s?viertel)\\s+(${hourAlt})${e}`, "gu"),
        read: (m) => [m[1] ?? "", -15],
      },
      // "Gegen fünf", "kurz nach zehn", "so um acht": an hour in words alone after "at" or "about", closing its
      // clause or before a part of the day or a verb's particle ("ging kurz nach zehn los"); "acht Uhr" is chrono's.
      {
        re: new RegExp(
          `(?<=(?<![\\p{L}])(?:gegen|um|so gegen|so um|kurz nach|kurz vor|nach|vor)\\s+)(${alternatives(hours)})(?=\\s*(?:[,.;!]|$)|\\s+(?:abends|morgens|nachmittags|mittags|nachts|in der nacht|am abend|am morgen|los|ab|an|raus|weg|heim|zuruck)(?![\\p{L}]))`,
          "gu",
        ),
        read: (m) => [m[1] ?? "", 0],
      },
    );
  } else if (language === "es") {
    patterns.push({
      re: new RegExp(`${b}(?:la|las)\\s+(${alternatives(hours)})\\s+(y|menos)\\s+(${minuteAlt})${e}`, "gu"),
      read: (m) => {
        const n = minutes[m[3] ?? ""] ?? 0;
        return [m[1] ?? "", m[2] === "menos" ? -n : n];
      },
    });
    // "A las nueve y pico": the hour, a little after it (claims.ts reads the "y pico").
    patterns.push({
      re: new RegExp(
        `${b}(?:la|las)\\s+(${alternatives(hours)})(?=\\s+y\\s+(?:pico|algo)(?![\\p{L}]))`,
        "gu",
      ),
      read: (m) => [m[1] ?? "", 0],
    });
  } else if (language === "pt") {
    patterns.push(
      {
        re: new RegExp(
          `(?:${b}(?:as|a)\\s+|(?<=(?<![\\p{L}])(?:das|pelas)\\s+))(${alternatives(hours)})\\s+e\\s+(${minuteAlt})${e}`,
          "gu",
        ),
        read: (m) => [m[1] ?? "", minutes[m[2] ?? ""] ?? 0],
      },
      {
        re: new RegExp(`${b}(${minuteAlt})\\s+para\\s+(?:as|a)\\s+(${alternatives(hours)})${e}`, "gu"),
        read: (m) => [m[2] ?? "", -(minutes[m[1] ?? ""] ?? 0)],
      },
      // "Às quatro e pouco": the hour, a little after it (claims.ts reads the "e pouco").
      {
        re: new RegExp(
          `(?:${b}(?:as|a)\\s+|(?<=(?<![\\p{L}])(?:das|pelas)\\s+))(${alternatives(hours)})(?=\\s+e\\s+pouco(?![\\p{L}]))`,
          "gu",
        ),
        read: (m) => [m[1] ?? "", 0],
      },
      // "Eram umas oito e meia": the hour and its minutes after "it was" (a hedge before them stays before).
      {
        re: new RegExp(
          `(?<=(?<![\\p{L}])(?:eram|era|sao|foi)\\s+(?:umas\\s+|as\\s+|tipo\\s+)?)(${alternatives(hours)})\\s+e\\s+(${minuteAlt})${e}`,
          "gu",
        ),
        read: (m) => [m[1] ?? "", minutes[m[2] ?? ""] ?? 0],
      },
      // "Eram cinco da tarde", "eram três e um quarto da manhã": the hour after "it was", before a part of the day.
      {
        re: new RegExp(
          `${b}(?:eram|era|sao|foi)\\s+(?:as\\s+)?(${alternatives(hours)})(?=\\s+(?:horas|da manha|da tarde|da noite|da madrugada))`,
          "gu",
        ),
        read: (m) => [m[1] ?? "", 0],
      },
      {
        re: new RegExp(`${b}(meia[- ]noite|meio[- ]dia)\\s+e\\s+(${minuteAlt})${e}`, "gu"),
        read: (m) => [(m[1] ?? "").replace(" ", "-"), minutes[m[2] ?? ""] ?? 0],
      },
    );
  } else {
    patterns.push(
      {
        re: new RegExp(`${b}(minuit|midi)\\s+(et|moins)\\s+(${minuteAlt})${e}`, "gu"),
        read: (m) => {
          const n = minutes[m[3] ?? ""] ?? 0;
          return [m[1] ?? "", m[2] === "moins" ? -n : n];
        },
      },
      {
        re: new RegExp(
          `${b}(${alternatives(hours)}|\\d{1,2})\\s+heures?\\s+(moins\\s+)?(${minuteAlt})${e}`,
          "gu",
        ),
        read: (m) => {
          const n = minutes[m[3] ?? ""] ?? 0;
          return [m[1] ?? "", m[2] ? -n : n];
        },
      },
    );
  }
  CLOCK_PATTERNS.set(language, patterns);
  return patterns;
};

/**
 * Times of day told as a clock is read aloud, which chrono's locales miss: "half past eleven", "ten past
 * five", "two in the morning", "halb zehn", "Viertel nach eins", "Viertel vor zwölf", "la una y media",
 * "las ocho menos cuarto", "um quarto para as nove", "minuit et quart", "dix heures moins le quart". An hour
 * in words with no part of the day may be a.m. or p.m. (`twelve`).
 */
/** English "N to M" that is a span of days: a month after it ("the night of 3 to 4 March"). */
const SPAN_MONTH_AFTER = new RegExp(
  `^(?:st|nd|rd|th)?\\s*(?:of\\s+)?(?:${MONTHS.en.join("|")})(?![\\p{L}])`,
  "u",
);
const spanNotClock = (folded: string, end: number): boolean =>
  SPAN_MONTH_AFTER.test(folded.slice(end).trimStart());

const clockPhrases = (folded: string, text: string, language: Language): DateMention[] => {
  const out: DateMention[] = [];
  const hours = HOUR_WORDS[language];
  const hourOf = (word: string): number | undefined => {
    if (/^\d+$/u.test(word)) {
      const n = Number(word);
      return n >= 0 && n <= 24 ? n % 24 : undefined;
    }
    const noonOrMidnight = MIDNIGHT_NOON.get(word);
    if (noonOrMidnight !== undefined) return noonOrMidnight;
    const index = hours.indexOf(word);
    return index >= 0 ? index + 1 : undefined;
  };
  const push = (start: number, end: number, hourWord: string, offset: number) => {
    const hour = hourOf(hourWord);
    if (hour === undefined) return;
    let total = (((hour * 60 + offset) % 1440) + 1440) % 1440;
    const named = MIDNIGHT_NOON.has(hourWord);
    // "At five in the afternoon", or "am späten Nachmittag, gegen fünf": the part of the day after or before.
    const part = named
      ? undefined
      : (dayPartAfter(folded.slice(end)) ?? dayPartBefore(folded.slice(0, start)));
    if (part === "afternoon" && total < 720) total += 720;
    if (part === "morning" && total >= 720 && hour !== 12) total -= 720;
    const twelve = !named && part === undefined && hour <= 12;
    out.push({
      start,
      end,
      text: text.slice(start, end),
      hour: Math.floor(total / 60),
      minute: total % 60,
      ...(twelve ? { twelve } : {}),
    });
  };
  const patterns = clockPatterns(language);
  for (const { re, read } of patterns) {
    re.lastIndex = 0;
    for (const match of folded.matchAll(re)) {
      const start = match.index;
      const end = start + match[0].length;
      if (out.some((m) => start < m.end && m.start < end)) continue;
      // "The night of 3 to 4 March": a span of days, not three minutes to four.
      if (language === "en" && /\sto\s/u.test(match[0]) && spanNotClock(folded, end)) continue;
      const [hourWord, offset] = read(match);
      push(start, end, hourWord, offset);
    }
  }
  return out;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** ISO-like text of what is known: "2019", "2019-03", "2019-03-03", "--03-03" (no year), "---22" (a day alone). */
export const isoDate = (date: DateMention): string => {
  const year = date.year !== undefined ? pad(date.year, 4) : "-";
  // A movable feast told without its year: the first and last day it can fall on ("--03-20/--04-23").
  const readings = date.readings ?? [];
  const [earliest, latest] = [readings[0], readings[readings.length - 1]];
  if (date.month === undefined && date.year === undefined && readings.length > 2 && earliest && latest)
    return `--${pad(earliest.month)}-${pad(earliest.day)}/--${pad(latest.month)}-${pad(latest.day)}`;
  if (date.month === undefined)
    return date.day !== undefined && date.year === undefined ? `---${pad(date.day)}` : year;
  // A span of days in one month ("du 3 au 4 novembre"): its first and last day, as ISO 8601 writes an interval.
  const first = date.readings?.[0];
  const last = date.readings?.[date.readings.length - 1];
  if (date.day === undefined && first && last && first.month === date.month && last.month === date.month)
    return `${year}-${pad(date.month)}-${pad(first.day)}/${pad(last.day)}`;
  if (date.day === undefined) return `${year}-${pad(date.month)}`;
  return `${year}-${pad(date.month)}-${pad(date.day)}`;
};

export const isoTime = (date: DateMention): string => `${pad(date.hour ?? 0)}:${pad(date.minute ?? 0)}`;

export const hasDate = (date: DateMention): boolean =>
  date.year !== undefined ||
  date.month !== undefined ||
  date.day !== undefined ||
  date.readings !== undefined;

/**
 * Whether two dates cannot both be true: a component both state differs, and every larger one both state
 * agrees ("March 2019" holds "3 March 2019": containment is compatible).
 */
export const datesConflict = (a: DateMention, b: DateMention): boolean => {
  // A weekday told alone conflicts only with another weekday, told or worked out from a whole date.
  if (weekdayAlone(a) || weekdayAlone(b)) {
    const [x, y] = [weekdayOf(a), weekdayOf(b)];
    return x !== undefined && y !== undefined && x !== y;
  }
  if (a.year !== undefined && b.year !== undefined && a.year !== b.year) return true;
  // An ambiguous "12/04/2021" conflicts only when neither of its readings fits the other date.
  if (a.readings || b.readings) {
    const of = (date: DateMention): DateMention[] =>
      date.readings ? date.readings.map((reading) => ({ ...date, ...reading, readings: undefined })) : [date];
    return of(a).every((x) => of(b).every((y) => datesConflict(x, y)));
  }
  if (a.month !== undefined && b.month !== undefined && a.month !== b.month) return true;
  // A day told without its month ("on the 22nd") is a day of the month the other telling names, if any.
  if ((a.month === undefined && !dayOfMonthAlone(a)) || (b.month === undefined && !dayOfMonthAlone(b)))
    return false;
  return a.day !== undefined && b.day !== undefined && a.day !== b.day;
};

/** Whether two dates can be the same time frame (for comparing other claims under them). */
export const datesOverlap = (a: DateMention, b: DateMention): boolean => !datesConflict(a, b);
