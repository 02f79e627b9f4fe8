import { phraseRegex, type Language, type PerLanguage } from "./text.ts";

/** Units a number can carry, by kind, with a factor to a base unit (metres, kilograms, days, …). */
export interface UnitDef {
  readonly kind: "money" | "duration" | "distance" | "quantity";
  readonly base: string;
  readonly factor: number;
  readonly words: PerLanguage<string[]>;
}

const all = (words: string[]): PerLanguage<string[]> => ({
  en: words,
  es: words,
  pt: words,
  de: words,
  fr: words,
});

/** The currency of a sum told in the speaker's own money without naming it ("eleven grand"). */
export const LOCAL_CURRENCY = "LOCAL";

export const UNITS: ReadonlyArray<UnitDef> = [
  {
    kind: "money",
    base: "EUR",
    factor: 1,
    words: {
      en: ["euro", "euros", "eur"],
      // Spoken Spanish "pavos" and French "balles" are euros.
      es: ["euro", "euros", "eur", "pavos"],
      pt: ["euro", "euros", "eur"],
      de: ["euro", "eur"],
      fr: ["euro", "euros", "eur", "balles"],
    },
  },
  {
    kind: "money",
    base: "USD",
    factor: 1,
    words: {
      // "Bucks", and Quebec's "piasses" (read like "$", which stands for dollars).
      en: ["dollar", "dollars", "usd", "us dollars", "bucks"],
      es: ["dolar", "dolares", "usd"],
      pt: ["dolar", "dolares", "usd"],
      de: ["dollar", "usd"],
      fr: ["dollar", "dollars", "usd", "dollars us", "dollars americains", "piasses", "piastres"],
    },
  },
  {
    kind: "money",
    base: "GBP",
    factor: 1,
    words: {
      // "Pounds" in a statement is money far more often than weight ("140 pounds in notes").
      en: ["pound sterling", "pounds sterling", "gbp", "quid", "pounds"],
      es: ["libras", "libra", "libras esterlinas"],
      pt: ["libras", "libra", "libras esterlinas"],
      de: ["pfund sterling", "britische pfund"],
      fr: ["livres sterling", "livre sterling"],
    },
  },
  { kind: "money", base: "BRL", factor: 1, words: all(["reais", "real", "brl"]) },
  // English "four grand": thousands of the speaker's own currency, named nowhere (LOCAL meets any currency).
  {
    kind: "money",
    base: LOCAL_CURRENCY,
    factor: 1000,
    words: { en: ["grand"], es: [], pt: [], de: [], fr: [] },
  },
  // West and Central African francs, before the Swiss franc ("francs CFA" is no "francs").
  {
    kind: "money",
    base: "XOF",
    factor: 1,
    words: all([
      "francs cfa",
      "franc cfa",
      "francos cfa",
      "cfa francs",
      "cfa franc",
      "cfa-franc",
      "cfa-francs",
      "fcfa",
      "cfa",
    ]),
  },
  {
    kind: "money",
    base: "CHF",
    factor: 1,
    words: {
      en: ["swiss francs", "chf"],
      es: ["francos suizos", "chf"],
      pt: ["francos suicos", "chf"],
      de: ["franken", "chf"],
      fr: ["francs suisses", "francs", "chf"],
    },
  },
  // Other currencies statements name: compared only with the same currency.
  { kind: "money", base: "HNL", factor: 1, words: all(["lempiras", "lempira"]) },
  { kind: "money", base: "AOA", factor: 1, words: all(["kwanzas", "kwanza"]) },
  { kind: "money", base: "GTQ", factor: 1, words: all(["quetzales", "quetzal"]) },
  { kind: "money", base: "NGN", factor: 1, words: all(["naira", "nairas"]) },
  { kind: "money", base: "GHS", factor: 1, words: all(["cedis", "cedi"]) },
  {
    kind: "money",
    base: "MXN",
    factor: 1,
    words: { en: ["pesos"], es: ["pesos"], pt: ["pesos"], de: ["pesos"], fr: ["pesos"] },
  },
  {
    kind: "duration",
    base: "day",
    factor: 365,
    words: {
      en: ["year", "years"],
      es: ["ano", "anos"],
      pt: ["ano", "anos"],
      de: ["jahr", "jahre", "jahren", "jahrs"],
      fr: ["an", "ans", "annee", "annees"],
    },
  },
  {
    kind: "duration",
    base: "day",
    factor: 30,
    words: {
      en: ["month", "months"],
      es: ["mes", "meses"],
      pt: ["mes", "meses"],
      de: ["monat", "monate", "monaten"],
      fr: ["mois"],
    },
  },
  {
    // "A fortnight", "una quincena", "uma quinzena", "une quinzaine": two weeks (German says "vierzehn Tage").
    kind: "duration",
    base: "day",
    factor: 14,
    words: {
      en: ["fortnight", "fortnights"],
      es: ["quincena", "quincenas"],
      pt: ["quinzena", "quinzenas"],
      de: [],
      fr: ["quinzaine", "quinzaines"],
    },
  },
  {
    kind: "duration",
    base: "day",
    factor: 7,
    words: {
      en: ["week", "weeks"],
      es: ["semana", "semanas"],
      pt: ["semana", "semanas"],
      de: ["woche", "wochen"],
      fr: ["semaine", "semaines"],
    },
  },
  {
    kind: "duration",
    base: "day",
    factor: 1,
    words: {
      en: ["day", "days"],
      es: ["dia", "dias"],
      pt: ["dia", "dias"],
      de: ["tag", "tage", "tagen"],
      fr: ["jour", "jours", "journee", "journees"],
    },
  },
  {
    kind: "duration",
    base: "day",
    factor: 1 / 24,
    words: {
      en: ["hour", "hours", "hrs"],
      es: ["hora", "horas", "horita", "horitas"],
      pt: ["hora", "horas", "horinha", "horinhas"],
      de: ["stunde", "stunden"],
      fr: ["heure", "heures"],
    },
  },
  {
    // German "eine Viertelstunde", "eine Dreiviertelstunde": a quarter and three quarters of an hour.
    kind: "duration",
    base: "day",
    factor: 1 / 96,
    words: { en: [], es: [], pt: [], de: ["viertelstunde", "viertelstunden"], fr: [] },
  },
  {
    kind: "duration",
    base: "day",
    factor: 3 / 96,
    words: { en: [], es: [], pt: [], de: ["dreiviertelstunde"], fr: [] },
  },
  {
    kind: "duration",
    base: "day",
    factor: 1 / 1440,
    words: {
      en: ["minute", "minutes", "min", "mins"],
      // "Unos minutitos", "uns cinco minutinhos": the same minutes, said fondly.
      es: ["minuto", "minutos", "minutito", "minutitos"],
      pt: ["minuto", "minutos", "minutinho", "minutinhos"],
      de: ["minute", "minuten"],
      fr: ["minute", "minutes"],
    },
  },
  {
    kind: "distance",
    base: "m",
    factor: 1000,
    words: {
      en: ["km", "kilometres", "kilometers", "kilometre", "kilometer"],
      es: ["km", "kilometros", "kilometro"],
      pt: ["km", "quilometros", "quilometro"],
      de: ["km", "kilometer", "kilometern"],
      fr: ["km", "kilometres", "kilometre"],
    },
  },
  {
    kind: "distance",
    base: "m",
    factor: 1609.34,
    words: {
      en: ["miles", "mile", "mi"],
      es: ["millas", "milla"],
      pt: ["milhas", "milha"],
      de: ["meilen", "meile"],
      fr: ["miles", "milles", "mille"],
    },
  },
  {
    kind: "distance",
    base: "m",
    factor: 1,
    words: {
      en: ["metres", "meters", "metre", "meter", "m"],
      es: ["metros", "metro", "m"],
      pt: ["metros", "metro", "m"],
      de: ["meter", "metern", "m"],
      fr: ["metres", "metre", "m"],
    },
  },
  {
    kind: "distance",
    base: "m",
    factor: 0.9144,
    words: { en: ["yards", "yard", "yds"], es: ["yardas"], pt: ["jardas"], de: ["yards"], fr: ["yards"] },
  },
  {
    kind: "distance",
    base: "m",
    factor: 0.3048,
    words: { en: ["feet", "ft"], es: ["pies"], pt: ["pes"], de: ["fuss"], fr: ["pieds"] },
  },
  {
    kind: "distance",
    base: "m",
    factor: 0.01,
    words: all(["cm", "centimetres", "centimeters", "centimetros", "zentimeter", "centimetres"]),
  },
  {
    kind: "quantity",
    base: "kg",
    factor: 1,
    words: {
      en: ["kg", "kilos", "kilograms", "kilogrammes"],
      es: ["kg", "kilos", "kilogramos"],
      pt: ["kg", "quilos", "quilogramas"],
      de: ["kg", "kilo", "kilogramm"],
      fr: ["kg", "kilos", "kilogrammes"],
    },
  },
  {
    kind: "quantity",
    base: "kg",
    factor: 0.4536,
    words: { en: ["lb", "lbs"], es: ["lb"], pt: ["lb"], de: ["lb"], fr: ["lb"] },
  },
  {
    kind: "quantity",
    base: "l",
    factor: 1,
    words: {
      en: ["litres", "liters", "litre", "liter", "l"],
      es: ["litros", "litro"],
      pt: ["litros", "litro"],
      de: ["liter", "l"],
      fr: ["litres", "litre", "l"],
    },
  },
  {
    kind: "quantity",
    base: "%",
    factor: 1,
    words: {
      en: ["%", "percent", "per cent"],
      es: ["%", "por ciento"],
      pt: ["%", "por cento"],
      de: ["%", "prozent"],
      fr: ["%", "pour cent"],
    },
  },
];

const CURRENCY_SYMBOLS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:r\$)\s*$/u, "BRL"],
  [/(?:us\$|\$)\s*$/u, "USD"],
  [/€\s*$/u, "EUR"],
  [/£\s*$/u, "GBP"],
];
const CURRENCY_AFTER: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\s*€/u, "EUR"],
  [/^\s*\$/u, "USD"],
  [/^\s*£/u, "GBP"],
];

const unitRes: PerLanguage<ReadonlyArray<{ unit: UnitDef; re: RegExp }>> = (() => {
  const build = (language: Language) =>
    UNITS.filter((unit) => unit.words[language].length > 0).map((unit) => ({
      unit,
      re: new RegExp(`^\\s*(?:de\\s+|d'|of\\s+)?(?:${phraseRegex(unit.words[language], "u").source})`, "u"),
    }));
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

export interface UnitMatch {
  readonly unit: UnitDef;
  /** Currency code for money, else the base unit. */
  readonly code: string;
  readonly start: number;
  readonly end: number;
}

/** The unit written right after (or, for currency symbols, right before) a number in a folded sentence. */
export const unitAround = (
  folded: string,
  start: number,
  end: number,
  language: Language,
): UnitMatch | undefined => {
  const before = folded.slice(Math.max(0, start - 4), start);
  for (const [re, code] of CURRENCY_SYMBOLS)
    if (re.test(before))
      return { unit: UNITS[0] as UnitDef, code, start: start - (before.length - before.search(re)), end };
  const after = folded.slice(end, end + 40);
  for (const [re, code] of CURRENCY_AFTER) {
    const match = re.exec(after);
    if (match) return { unit: UNITS[0] as UnitDef, code, start, end: end + match[0].length };
  }
  for (const { unit, re } of unitRes[language]) {
    const match = re.exec(after);
    if (match)
      return { unit, code: unit.kind === "money" ? unit.base : unit.base, start, end: end + match[0].length };
  }
  return undefined;
};
