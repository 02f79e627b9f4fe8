import {
  APPOSED,
  assertable,
  AUTHOR,
  eventMentionFor,
  IMPLIED_AUTHOR,
  labelSubject,
  subjectFor,
  type Claim,
} from "./claims.ts";
import { isBelongingWord } from "./belonging.ts";
import { conceptOf } from "./concepts.ts";
import { LASTING } from "./cues.ts";
import { GENERIC_EVENT } from "./events.ts";
import { findPlaces, isWorldTown } from "./gazetteer.ts";
import { findNumbers, ROUND_NUMBER_END, type NumberMention } from "./numbers.ts";
import { PERSON_TITLES } from "./roles.ts";
import {
  anchorsOf,
  anchorsUpTo,
  clauseAnchorsOf,
  clauseAt,
  frameAround,
  frameWithin,
  hedgedAt,
  textBeforeValue,
  LABEL_NOUNS,
  LOCATIVE,
  negatedAt,
  pluralNext,
  type SentenceInfo,
} from "./sentence.ts";
import { namedPerson } from "./persons.ts";
import { STOPWORDS } from "./stopwords.ts";
import type { SubjectRef } from "./subjects.ts";
import { fold, perLanguage, phraseRegex, type Language, type PerLanguage } from "./text.ts";
import { UNITS, unitAround } from "./units.ts";

/**
 * Whose an age is when no author or relative is its subject, or when a third person's "is" or "has" tells it
 * (`third`): a person named right before it ("Izan tiene seis años", persons.ts).
 */
const ageSubject = (
  sentence: SentenceInfo,
  subject: SubjectRef,
  position: number,
  third = false,
): SubjectRef | undefined =>
  subject.key === "other" || subject.implied === true || third ? namedPerson(sentence, position) : undefined;

/** Present-tense "to be/have" right before an age: "I am 34", "tengo 34 años", "ich bin 34", "j'ai 34 ans". */
const AGE_BEFORE: PerLanguage<RegExp> = {
  en: /(?:(?<![\p{L}])(?:am|i m|i'm|i’m|is|are|s|aged|age|turned|just turned)\s+(?:already\s+|only\s+|just\s+|now\s+)?)$/u,
  es: /(?:(?<![\p{L}])(?:tengo|tiene|tienes|tenemos|tienen|edad de|edad es de|cumplio|cumpli|cumple|acaba de cumplir)\s+(?:ya\s+|solo\s+|ahora\s+)?)$/u,
  pt: /(?:(?<![\p{L}])(?:tenho|tem|temos|tens|idade de|fez|fiz|completou|completei|acabou de fazer|estou com|tou com)\s+(?:ja\s+|so\s+|agora\s+)?)$/u,
  de: /(?:(?<![\p{L}])(?:bin|ist|sind|alter von|wurde|wird)\s+(?:schon\s+|erst\s+|jetzt\s+|jetz\s+|gerade\s+)?)$/u,
  fr: /(?:(?<![\p{L}])(?:ai|a|as|avons|ont|age de|fete ses|vient d avoir|a eu)\s+(?:deja\s+|seulement\s+|maintenant\s+)?)$/u,
};
/** A present age by the words before it: "to be/have" (AGE_BEFORE), or "with my" (OWN_AGE_BESIDE). */
const presentAge = (language: Language, before: string): boolean =>
  AGE_BEFORE[language].test(before) || OWN_AGE_BESIDE[language]?.test(before) === true;
const AGE_AFTER: PerLanguage<RegExp> = {
  en: /^(?:[\s-]+years?[\s-]+old|[\s-]+year[\s-]+old|(?=\s*[.,;!]|\s*$|\s+(?:last|this|in|on|and)\s|\s+(?:now|today)(?![\p{L}])))/u,
  es: /^\s+anos(?!\s+(?:de|en|trabajando|viviendo))|^(?=\s*[.,;!]|\s*$|\s+(?:el|este|esta|en|y)\s)/u,
  pt: /^\s+anos(?!\s+(?:de|em|trabalhando|a trabalhar))/u,
  de: /^(?:\s+jahre\s+alt|\s+jahren(?=\s+(?:bin|war|habe|hab|hatte)\s)|\s*(?=[.,;!]|$|\s+und\s))/u,
  fr: /^\s+ans(?!\s+(?:de|que|a))/u,
};
/** A third person's "is" or "has" right before an age. */
const THIRD_PERSON_AGE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:is|s|'s|’s)\s+(?:already\s+|only\s+|just\s+|now\s+)?$/u,
  es: /(?<![\p{L}])(?:tiene|tienen)\s+(?:ya\s+|solo\s+)?$/u,
  pt: /(?<![\p{L}])(?:tem)\s+(?:ja\s+|so\s+)?$/u,
  de: /(?<![\p{L}])(?:ist|sind)\s+(?:schon\s+|erst\s+|jetzt\s+|gerade\s+)?$/u,
  // (French "a" after a word: "mon fils a 12 ans"; an opening "À 81 ans" is "at".)
  fr: /(?<=[\p{L}]{2,}\s+)(?:a|ont)\s+(?:deja\s+|seulement\s+)?$/u,
};
/** "Now", as a time frame of one's age. */
const NOW: ReadonlySet<string> = new Set([
  "now",
  "today",
  "ahora",
  "hoy",
  "agora",
  "hoje",
  "jetzt",
  "heute",
  "maintenant",
]);
const OWN_AGE = /(?<![\p{L}])(?:age|edad|idade|alter|mon age)(?![\p{L}])/u;
/** "3 years ago", "hace 3 años", "há 3 anos", "vor 3 Jahren", "il y a 3 ans": a time anchor, not a duration. */
const AGO_BEFORE = /(?<![\p{L}])(?:hace|ha|vor|il y a|y a|desde hace|depuis)\s+$/u;
/** "Seit", "depuis", "desde hace" right before a number: a state's length so far. */
const ONGOING_BEFORE: Partial<Record<Language, RegExp>> = {
  es: /(?<![\p{L}])desde hace\s+$/u,
  de: /(?<![\p{L}])seit\s+$/u,
  fr: /(?<![\p{L}])depuis\s+$/u,
};
/**
 * How long a state has lasted up to the telling ("seit zwölf Jahren", "depuis neuf ans", "seit guten zwei
 * Wochen"): days or longer (units.ts), compared as a duration.
 */
const ongoingSpan = (sentence: SentenceInfo, start: number, end: number): boolean => {
  const language = sentence.language;
  if (ONGOING_BEFORE[language]?.test(sentence.folded.slice(Math.max(0, start - 16), start)) !== true)
    return false;
  const adjective = NUMBER_ADJECTIVE[language].exec(sentence.folded.slice(end))?.[0].length ?? 0;
  const unit = unitAround(sentence.folded, start, end + adjective, language);
  return unit?.unit.kind === "duration" && unit.unit.factor >= 1;
};

/**
 * "For", "durante", "während", "pendant" right before a duration, or before a bound or hedge on it ("for
 * over two hours before the police came"): how long, whatever follows.
 */
const FOR_BEFORE =
  /(?<![\p{L}])(?:for|durante|wahrend|pendant)\s+(?:(?:well over|just over|over|more than|at least|about|around|nearly|almost|mas de|casi|cerca de|mais de|quase|uber|mehr als|fast|knapp|plus de|pres de|presque|environ)\s+)?$/u;
const AGO_AFTER =
  /^\s*(?:ago|atras|later|earlier|before|after|despues|antes|depois|spater|fruher|vorher|danach|plus tard|plus tot|avant|apres)(?![\p{L}])/u;

const RATE_AFTER =
  /^\s*(?:a|an|per|por|pro|par|la|al|à|a la|au|im|am|each|cada|every|chaque|jeden|jede|todos los|todo el|todas as|todos os)\s+(hour|week|day|month|year|hora|semana|dia|mes|ano|stunde|woche|tag|monat|jahr|heure|semaine|jour|mois|an)(?![\p{L}])/u;
const PERIODS: Readonly<Record<string, string>> = {
  hour: "hour",
  hora: "hour",
  stunde: "hour",
  heure: "hour",
  week: "week",
  semana: "week",
  woche: "week",
  semaine: "week",
  day: "day",
  dia: "day",
  tag: "day",
  jour: "day",
  month: "month",
  mes: "month",
  monat: "month",
  mois: "month",
  year: "year",
  ano: "year",
  jahr: "year",
  an: "year",
};
/** Wages by their period, named before the sum in its clause ("hourly rate", "Monatslohn", "salaire horaire"). */
const WAGE_PERIODS: ReadonlyArray<[RegExp, string]> = [
  [/(?:hourly|per hour|stundenlohn|stundensatz|pro stunde|horaire|par heure|por hora)/u, "hour"],
  [/(?:weekly|wochenlohn|pro woche|hebdomadaire|semanal)/u, "week"],
  [/(?:monthly|monatslohn|monatsgehalt|monatsmiete|pro monat|mensuel|mensual|mensal)/u, "month"],
  [/(?:annual|yearly|jahresgehalt|pro jahr|annuel|anual)/u, "year"],
];
/** The same period as an adjective right after the sum ("1.250 euros mensuales", "800 € mensuels"). */
const WAGE_PERIOD_AFTER =
  /^\s*(?:mensuales|mensual|mensais|mensal|mensuels|mensuel|mensuelles|monatlich)(?![\p{L}])/u;
const wagePeriod = (sentence: SentenceInfo, start: number, unitEnd: number): string | undefined => {
  if (WAGE_PERIOD_AFTER.test(sentence.folded.slice(unitEnd))) return "month";
  const clause = clauseAt(sentence, start);
  const before = sentence.folded.slice(Math.max(clause.start, start - 48), start);
  return WAGE_PERIODS.find(([re]) => re.test(before))?.[1];
};

/** A sum just before a value ("£4 an hour", "8,50 € la hora", "9 dollars de l'heure"). */
const SUM_BEFORE =
  /(?:[$£€]\s*\d[\d.,]*|\d[\d.,]*\s*(?:€|\$|£|euros?|eur|dollars?|dolares|pounds?|libras?|reais|real))\s*$/u;
const HALF_AFTER =
  /^\s*(?:y|e|and|et|und)\s+(?:a\s+half|half|media|medio|meia|meio|demie|demi|halb)(?![\p{L}])/u;

/** One word between an article and its unit: "a whole month", "einen ganzen Monat", "un seul jour". */
const ARTICLE_ADJECTIVE: PerLanguage<RegExp> = {
  en: /^\s+(?:whole|full|entire|single|further)(?=\s)/u,
  es: /^\s+(?:solo|sola|único|unico|única|unica)(?=\s)/u,
  pt: /^\s+(?:so|unico|unica)(?=\s)/u,
  de: /^\s+(?:ganzen|ganze|ganzes|einzigen|einzige|einziger|einziges|einzigem|einzelner|einzelne|einzelnen|einzelnes|einzelnem|vollen|volle)(?=\s)/u,
  fr: /^\s+(?:seul|seule|petit|petite|bon|bonne)(?=\s)/u,
};
/** One word between a number and its unit: "six full days", "deux bonnes heures", "drei volle Stunden". */
const NUMBER_ADJECTIVE: PerLanguage<RegExp> = {
  en: /^\s+(?:whole|full|entire|solid|long|good)(?=\s)/u,
  es: /^\s+(?:largas|largos|buenas|buenos|interminables)(?=\s)/u,
  pt: /^\s+(?:longas|longos|boas|bons|intermináveis|interminaveis)(?=\s)/u,
  de: /^\s+(?:volle|vollen|ganze|ganzen|lange|langen|gute|guten)(?=\s)/u,
  fr: /^\s+(?:bonnes|bons|longues|longs|grosses|gros|petites|petits|pleines|pleins)(?=\s)/u,
};
/** "only one", "solo mordió a una", "só mordeu uma", "hat nur einen": up to two words between ("not only" is a negation). */
const ONLY_BEFORE_RE: PerLanguage<RegExp> = {
  // "just" is also "a moment ago" ("I had just finished a shift"): only right before the article.
  en: /(?<![\p{L}])(?:only\s+(?:\p{L}+\s+){0,2}|just\s+)$/u,
  // "No llevé más que un remolque", "não trouxe senão uma caixa": only one.
  es: /(?<![\p{L}])(?:(?:solo|solamente|nomas|nada\s+mas)\s+(?:\p{L}+\s+){0,2}|no\s+(?:\p{L}+\s+){0,3}?(?:mas\s+que|sino)\s+)$/u,
  pt: /(?<![\p{L}])(?:(?:so|somente|apenas)\s+(?:\p{L}+\s+){0,2}|nao\s+(?:\p{L}+\s+){0,3}?(?:mais\s+(?:do\s+)?que|senao)\s+)$/u,
  de: /(?<![\p{L}])(?:nur|bloss)\s+(?:\p{L}+\s+){0,2}$/u,
  fr: /(?<![\p{L}])(?:seulement|qu)\s+$/u,
};
/**
 * "a single", "una sola", "una nada más", "un tiro, uno nada más", "uma só", "um posto de água só", "un
 * seul": an article that counts.
 */
const ONLY_AFTER_RE: PerLanguage<RegExp> = {
  en: /^\s+single(?=\s)/u,
  es: /^\s+(?:(?:solo|sola|unico|unica)(?=\s)|nada mas(?![\p{L}])|\p{L}+\s*,?\s+(?:(?:uno|una)\s+(?:solo|sola|nada\s+mas)|nada\s+mas)(?![\p{L}]))/u,
  pt: /^\s+(?:(?:so|unico|unica)(?=\s)|\p{L}+\s+(?:(?:de|da|do)\s+\p{L}+\s+)?so(?![\p{L}]))/u,
  de: /^\s+(?:einzigen|einzige|einziger|einziges|einzelner|einzelne|einzelnen|einzelnes)(?=\s)/u,
  fr: /^\s+(?:seul|seule)(?=\s)/u,
};
/** "Una vez", "uma vez", "une fois" right after an article: one time. */
const ONE_TIME_AFTER: Partial<Record<Language, RegExp>> = {
  es: /^\s+vez(?![\p{L}])/u,
  pt: /^\s+vez(?![\p{L}])/u,
  fr: /^\s+fois(?![\p{L}])/u,
};
/** "Solo me he tatuado una vez", "só tinha passado na rua uma vez": "only" further back in the clause. */
const ONLY_FAR: Partial<Record<Language, RegExp>> = {
  es: /(?<![\p{L}])(?:solo|solamente|nomas|unicamente)\s+(?:\p{L}+\s+){0,5}$/u,
  pt: /(?<![\p{L}])(?:so|somente|apenas|unicamente)\s+(?:\p{L}+\s+){0,5}$/u,
  fr: /(?<![\p{L}])(?:seulement|uniquement)\s+(?:\p{L}+\s+){0,5}$/u,
};
/**
 * Words right before "una vez" / "une fois" that make it no count: "otra vez", "mais uma vez", "encore une
 * fois" (again), "de una vez" (at once), "por una vez", "pour une fois" (for once), "cette fois".
 */
const NOT_ONE_TIME_BEFORE =
  /(?<![\p{L}])(?:de|mas|mais|encore|otra|outra|por|pour|para|en|em|a|cette|esta|essa|desta|dessa|era|erase|etait|y|e|et|o|ou)\s+$/u;

/**
 * "Falei com o síndico uma vez", "solo me he tatuado una vez", "je suis passé une fois": "one time" counted,
 * when "only" stands earlier in the clause or the words end the clause after something was told.
 */
const onceCounted = (sentence: SentenceInfo, number: NumberMention): boolean => {
  const times = ONE_TIME_AFTER[sentence.language];
  const match = times?.exec(sentence.folded.slice(number.end));
  if (!match) return false;
  const clause = clauseAt(sentence, number.start);
  const told = sentence.folded.slice(clause.start, number.start).replace(/['’]/gu, " ");
  if (ONLY_FAR[sentence.language]?.test(told)) return true;
  return (
    /^\s*(?:[.,;:!?]|$)/u.test(sentence.folded.slice(number.end + match[0].length)) &&
    (told.match(/\p{L}+/gu)?.length ?? 0) >= 2 &&
    !NOT_ONE_TIME_BEFORE.test(told)
  );
};

/** After a value or a frequency, an article is a rate ("twelve hours a day", "twice a week"), not a value. */
const RATE_BEFORE =
  /(?:times|twice|once|thrice|veces|vez|vezes|mal|fois|hours?|days?|weeks?|months?|horas?|dias?|semanas?|meses|mes|stunden?|tage?n?|wochen?|monate?n?|heures?|jours?|semaines?|mois|euros?|dollars?|\$)\s*$/u;

/**
 * Counted nouns that name one kind of thing, by their singular stem (as countNoun leaves it): people of
 * either sex, counted as one thing ("15 people", "ocho personas", "vier Leute", "cent personnes"),
 * children, and how many times something happened.
 */
const COUNT_UNITS: PerLanguage<ReadonlyMap<string, string>> = {
  en: new Map(
    Object.entries({
      men: "people",
      man: "people",
      women: "people",
      woman: "people",
      person: "people",
      people: "people",
      peopl: "people",
      guy: "people",
      individual: "people",
      lad: "people",
      bloke: "people",
      blok: "people",
      fella: "people",
      fellow: "people",
      passenger: "people",
      children: "child",
      child: "child",
      kid: "child",
      kiddi: "child",
      kiddy: "child",
      tim: "times",
      time: "times",
      occasion: "times",
    }),
  ),
  es: new Map(
    Object.entries({
      hombr: "people",
      mujer: "people",
      persona: "people",
      tipo: "people",
      tio: "people",
      chaval: "people",
      chico: "people",
      muchacho: "people",
      individuo: "people",
      varon: "people",
      hijo: "child",
      nino: "child",
      crio: "child",
      chiquillo: "child",
      vec: "times",
      vez: "times",
      ocasion: "times",
    }),
  ),
  pt: new Map(
    Object.entries({
      homen: "people",
      homem: "people",
      mulher: "people",
      pessoa: "people",
      tipo: "people",
      rapaz: "people",
      rapaze: "people",
      cara: "people",
      gajo: "people",
      moleque: "people",
      sujeito: "people",
      individuo: "people",
      filho: "child",
      crianca: "child",
      miudo: "child",
      vez: "times",
      veze: "times",
      ocasiao: "times",
      ocasio: "times",
    }),
  ),
  de: new Map(
    Object.entries({
      manner: "people",
      mann: "people",
      frau: "people",
      frauen: "people",
      person: "people",
      perso: "people",
      personen: "people",
      leut: "people",
      leute: "people",
      typ: "people",
      typen: "people",
      passagier: "people",
      passagiere: "people",
      fahrgast: "people",
      fahrgaste: "people",
      kerl: "people",
      kerle: "people",
      bursch: "people",
      burschen: "people",
      jung: "people",
      jungs: "people",
      kind: "child",
      kinder: "child",
      mal: "times",
    }),
  ),
  fr: new Map(
    Object.entries({
      homm: "people",
      homme: "people",
      femm: "people",
      femme: "people",
      personn: "people",
      personne: "people",
      gen: "people",
      gar: "people",
      typ: "people",
      individu: "people",
      mec: "people",
      gamin: "people",
      enfant: "child",
      goss: "child",
      minot: "child",
      foi: "times",
      fois: "times",
      repris: "times",
      reprise: "times",
      occasion: "times",
    }),
  ),
};

/** "We were", "there were", and their equivalents right before a number: the size of the speaker's group. */
const GROUP_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:we were|there were)\s+$/u,
  // "Íbamos los cuatro", "íamos os quatro": the whole group, with its article.
  es: /(?<![\p{L}])(?:eramos|ibamos|estabamos|viajabamos|fuimos)\s+(?:(?:los|las)\s+)?$/u,
  pt: /(?<![\p{L}])(?:eramos|estavamos|iamos|viajavamos|fomos|a gente (?:era|tava em|estava em))\s+(?:(?:os|as)\s+)?$/u,
  // "Waren's vier Typen, die…", "waren dat drei": a group of others, told the same way.
  de: /(?<![\p{L}])(?:wir waren|waren wir|waren\s*['’]?\s*s|waren (?:es|dat)|es waren)\s+$/u,
  // "On n'est que deux", "nous n'étions que trois": the group, and no more.
  fr: /(?<![\p{L}])(?:nous etions|on etait|nous sommes|on est|ils etaient|elles etaient|(?:nous n\s*['’]?\s*etions|on n\s*['’]?\s*(?:etait|est)|nous ne sommes|ils n\s*['’]?\s*etaient)(?:\s+qu\s*['’]?)?)\s*$/u,
};
/** What was left, said right after a count's noun: "41 candidates remained", "quedaban", "restavam". */
const REMAINING_AFTER: PerLanguage<RegExp> = {
  en: /^\s+(?:still\s+)?(?:(?:remained|remain)(?=\s*(?:[,.;!?]|$))|remaining|were\s+left|left\s+over)(?![\p{L}])/u,
  es: /^\s+(?:restantes|(?:quedaban|quedaron)(?=\s*(?:[,.;!?]|$)))(?![\p{L}])/u,
  pt: /^\s+(?:restantes|(?:restavam|restaram|sobraram|sobravam)(?=\s*(?:[,.;!?]|$)))(?![\p{L}])/u,
  de: /^\s+(?:noch\s+)?(?:ubrig|verblieben)(?![\p{L}])/u,
  fr: /^\s+(?:restants|restantes|(?:restaient|resterent)(?=\s*(?:[,.;!?]|$)))(?![\p{L}])/u,
};
/** The impersonal words of a group ("there were", "es waren"), which count things too; "we were" counts us. */
const THERE_WERE = /(?<![\p{L}])(?:there were|es waren|waren es)\s+$/u;
/**
 * A group of others told as a cleft or on its own: "eran tres los que le daban", "eram quatro os que",
 * "Eram três, e um deles…" ('#' stands for the number).
 */
const GROUP_CLEFT: Partial<PerLanguage<RegExp>> = {
  es: /(?:(?<![\p{L}])(?:eran|fueron)\s+#\s+(?:los|las)\s+que(?![\p{L}])|^\W*eran\s+#\s*[,.;])/u,
  pt: /(?:(?<![\p{L}])(?:eram|foram)\s+#\s+(?:os|as)\s+que(?![\p{L}])|^\W*eram\s+#\s*[,.;])/u,
};

/** Plural scale words ("thousands", "milhares", "Tausende") and bare ones after "a few" ("paar Hundert"). */
const VAGUE_SCALE =
  /^(?:hundreds|thousands|millions|cientos|centenares|miles|millares|centenas|milhares|hunderte|tausende|centaines|milliers)$/u;
const BARE_SCALE = /^(?:hundred|thousand|hundert|tausend|cent|mille|cien|ciento|mil|cem)$/u;
// Not "unos", "uns": "unos cien metros", "uns cem euros" is about a hundred ("unos cientos" is VAGUE_SCALE).
const FEW_BEFORE =
  /(?<![\p{L}])(?:a few|few|a couple of|several|paar|ein paar|einige|mehrere|quelques|plusieurs|algunos|algunas|varios|varias|alguns|algumas)\s+$/u;

/** A verb in the first person plural just before a bare number: "dormíamos seis", "dormíamos sete". */
const WE_VERB_BEFORE: Partial<PerLanguage<RegExp>> = {
  es: /(?<![\p{L}])\p{L}{2,}(?:abamos|iamos)\s+$/u,
  pt: /(?<![\p{L}])\p{L}{2,}(?:avamos|iamos)\s+$/u,
};
/** A bound or an approximation between "we were" and the number ("éramos unas treinta"). */
const BOUND_OR_APPROX =
  /(?:more than|over|about|around|nearly|almost|only|just|mas de|unos|unas|casi|solo|apenas|mais de|uns|umas|quase|so|mehr als|uber|etwa|ungefahr|fast|nur|bloss|plus de|environ|presque|seulement|juste|que)\s+$/u;
/** German "wir waren zu fünft", "saßen wir zu neunt": the group's size as an ordinal adverb. */
const GERMAN_GROUP =
  /(?:(?<![\p{L}])(?:[\p{L}]+ wir|wir [\p{L}]+|(?:unsere|meine) (?:gruppe|truppe|clique|familie|runde|mannschaft)(?: [\p{L}]+){0,3} (?:war|waren|ist|sind))\s+(?:[\p{L}]+\s+){0,3}?|(?:^|[,;:]\s*))zu\s+(zweit|dritt|viert|funft|sechst|siebt|acht|neunt|zehnt|elft|zwolft)(?![\p{L}])/gu;
const GERMAN_GROUP_SIZE: Readonly<Record<string, number>> = {
  zweit: 2,
  dritt: 3,
  viert: 4,
  funft: 5,
  sechst: 6,
  siebt: 7,
  acht: 8,
  neunt: 9,
  zehnt: 10,
  elft: 11,
  zwolft: 12,
};

/** Numbers that carry a count: the next content word is what is counted ("3 children", "dos hermanos"). */
const countNoun = (sentence: SentenceInfo, end: number): { word: string; end: number } | undefined => {
  const stop = STOPWORDS[sentence.language];
  // "three of the staff", "dos de los vecinos", "zwei von den Gästen": the noun after "of the".
  // "Une centaine de repas", "un centenar de personas": a round number's "de" before what it counts.
  const partitive = (
    ROUND_NUMBER_END.test(sentence.folded.slice(Math.max(0, end - 12), end))
      ? /^\s+(?:de\s+|d\s*['’]\s*)/u
      : PARTITIVE[sentence.language]
  ).exec(sentence.folded.slice(end));
  const from = partitive ? end + partitive[0].length : end;
  const next = sentence.words.find((word) => word.start >= from);
  if (partitive && next && !stop.has(next.folded) && next.folded.length >= 3)
    return { word: singularOf(next.folded, sentence.language), end: next.end };
  if (!next || /\d/u.test(next.folded) || stop.has(next.folded) || next.folded.length < 3) return undefined;
  if (!/^[\s-]*$/u.test(sentence.folded.slice(end, next.start))) return undefined;
  // A word that only describes the noun after it: "nineteen paid-up members", "zwölf aktive Mitglieder".
  const head = sentence.words.find((word) => word.start >= next.end);
  if (
    head &&
    /^\s+$/u.test(sentence.folded.slice(next.end, head.start)) &&
    !stop.has(head.folded) &&
    head.folded.length >= 3 &&
    ((sentence.language === "en" &&
      (next.folded.includes("-") || SEPARATE.has(next.folded)) &&
      /[^s]s$/u.test(head.folded)) ||
      (sentence.language === "de" && !germanNoun(sentence, next.end) && germanNoun(sentence, head.end)))
  )
    return { word: singularOf(head.folded, sentence.language), end: head.end };
  return { word: singularOf(next.folded, sentence.language), end: next.end };
};

/** "Three separate occasions", "nine different deposits": a word that only sets the counted things apart. */
const SEPARATE: ReadonlySet<string> = new Set(["separate", "different", "distinct", "individual"]);

/** "With" right before a number: "with nine other men", "con otros tres", "mit vier anderen Männern". */
const WITH_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:with|alongside)\s+$/u,
  es: /(?<![\p{L}])con\s+$/u,
  pt: /(?<![\p{L}])com\s+$/u,
  de: /(?<![\p{L}])mit\s+$/u,
  fr: /(?<![\p{L}])avec\s+$/u,
};
/** "Other" right after the number: "nine other men", "tres otros presos", "vier anderen Männern". */
const OTHER_AFTER: PerLanguage<RegExp> = {
  en: /^\s+other(?=\s)/u,
  es: /^\s+(?:otros|otras)(?=\s)/u,
  pt: /^\s+(?:outros|outras)(?=\s)/u,
  de: /^\s+(?:anderen|andere|weiteren|weitere)(?=\s)/u,
  fr: /^\s+autres(?=\s)/u,
};
/** The speaker, told as object or subject: "me", "I", "yo", "eu", "ich", "mich", "je", "moi". */
const SPEAKER: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:i|me)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:yo|me|a mi)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:eu|me|mim)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:ich|i|ick|mich|mir)(?![\p{L}])/u,
  // "J'", "m'" with their apostrophe ("M. Roux" is no speaker).
  fr: /(?<![\p{L}])(?:(?:je|moi|me)(?![\p{L}])|[jm]\s*['’])/u,
};
/**
 * The speaker kept or held with N other people ("they put me in a cell with six other men", "war ich mit vier
 * anderen Männern in einer Zelle"): the number and "other" follow "with", the next noun counts people, and
 * the clause tells of the speaker.
 */
const withOthers = (sentence: SentenceInfo, start: number, end: number): boolean => {
  const language = sentence.language;
  if (!WITH_BEFORE[language].test(sentence.folded.slice(Math.max(0, start - 12), start))) return false;
  if (peopleAfter(sentence, end)?.other !== true) return false;
  const clause = clauseAt(sentence, start);
  return SPEAKER[language].test(sentence.folded.slice(clause.start, start));
};

/**
 * The people a number counts, right after it, past "other" ("nine other men", "vier anderen Männern", "five
 * persons"): where they end, and whether "other" was said. None when the noun counts no people.
 */
const peopleAfter = (sentence: SentenceInfo, end: number): { end: number; other: boolean } | undefined => {
  const language = sentence.language;
  const other = OTHER_AFTER[language].exec(sentence.folded.slice(end));
  const noun = countNoun(sentence, end + (other?.[0].length ?? 0));
  if (!noun) return undefined;
  const people =
    countedWordOf(noun.word, noun.word, language) === "people" ||
    countsPeople(countKey(noun.word, language), language);
  return people ? { end: noun.end, other: other !== null } : undefined;
};

/** "Of the", "of my", between a number and the noun it counts out of a whole. */
const PARTITIVE: PerLanguage<RegExp> = {
  en: /^\s+of\s+(?:the|my|our|his|her|their)\s+/u,
  es: /^\s+de\s+(?:los|las|mis|nuestros|nuestras|sus)\s+/u,
  pt: /^\s+d(?:os|as)\s+(?:meus\s+|minhas\s+|nossos\s+|nossas\s+)?/u,
  de: /^\s+(?:von\s+(?:den|meinen|unseren)|der)\s+/u,
  fr: /^\s+(?:des|de\s+mes|de\s+nos|d\s*['’]\s*entre\s+(?:les|eux|elles))\s+/u,
};

/** A counted noun's singular, roughly: its plural ending cut, unless that leaves under three letters. */
const singularOf = (word: string, language: Language): string => {
  // A final "e" goes too, so that both numbers meet: "caisse" and "caisses", "noche" and "noches".
  const singular = word.replace(language === "de" ? /(?:en|n|e|s)$/u : /(?:es|s)$/u, "").replace(/e$/u, "");
  return singular.length >= 3 ? singular : word;
};

/** English plurals that are no "-s" away from their singular. */
const ENGLISH_IRREGULAR: ReadonlyMap<string, string> = new Map([
  ["teeth", "tooth"],
  ["geese", "goose"],
  ["mice", "mouse"],
  ["oxen", "ox"],
]);

/**
 * What a count counts, as one key for its singular, plural and diminutive forms ("Riss" and "Risse",
 * "anel" and "anéis", "cartão" and "cartões", "filhotes" and "filhotinhos", "perro" and "perritos", "cheval"
 * and "chevaux", "puppy" and "puppies"), so that two tellings of one count meet. Not gender: "hijos" and
 * "hijas", "filhos" and "filhas" stay two keys, since the masculine plural may count both.
 */
export const countKey = (word: string, language: Language): string => {
  const cut = (w: string, re: RegExp, by = ""): string => {
    const out = w.replace(re, by);
    return out.length >= 3 ? out : w;
  };
  switch (language) {
    case "en": {
      const w = ENGLISH_IRREGULAR.get(word) ?? word;
      return singularOf(cut(cut(cut(w, /ies$/u, "y"), /(?<=[lr])ves$/u, "f"), /(?<=i)ves$/u, "fe"), "en");
    }
    case "fr":
      // "chevaux" is "cheval"; "bateaux", "jeux" and "feux" lose their "x".
      return singularOf(cut(cut(word, /(?<!e)aux$/u, "al"), /(?<=[ea]u)x$/u), "fr");
    case "de": {
      // A compound joined by a hyphen counts its last part: "Lkw-Ladungen" are "Ladungen".
      const head = /-(\p{L}{3,})$/u.exec(word)?.[1] ?? word;
      // "-en", "-e", "-n" after a vowel, "l" or "r", "-s" not after "s" ("Risse", "Gäste", "Federn", "Autos");
      // then a stem's own final "s", so that "Kurs" and "Kurse", "Preis" and "Preise" meet.
      const stem = cut(cut(head, /(?:en|e|(?<=[aeioulr])n|(?<![s])s)$/u), /e$/u);
      return cut(cut(stem, /ss$/u, "s"), /(?<!s)s$/u);
    }
    default: {
      // Portuguese plurals in "-ões", "-ães", "-éis", "-ais", "-óis", "-ns"; a final "z" as its plural's "c".
      const irregular =
        language === "pt"
          ? cut(cut(cut(word, /(?:oes|aes|aos)$/u, "ao"), /(?<=\p{L}{2}[aeo])is$/u, "l"), /ns$/u, "m")
          : word;
      const singular = singularOf(irregular, language).replace(/z$/u, "c");
      // Diminutives: "-(z)inho", "-(z)inha", "-(c)ito", "-(c)ita", "-ico", "-ica", down to a stem of four
      // letters with its gender's vowel ("cajica" is "caja", "casinha" is "casa").
      const diminutive = language === "pt" ? /z?inh([oa])$/u : /(?:c?it|ic)([oa])$/u;
      const stem = singular.replace(diminutive, "$1");
      const base = stem !== singular && stem.length >= 4 ? stem : singular;
      // A final "o" or "e" after a consonant is no part of the key ("perro", "perr-ito"; "filhote",
      // "filhot-inho"); after a vowel it is ("irmão" is no "irmã").
      return cut(base, /(?<=[^aeiou])[oe]$/u);
    }
  }
};

/** COUNT_UNITS keyed by `countKey`, for the plural and diminutive forms the lists do not hold. */
const COUNT_UNIT_KEYS: PerLanguage<ReadonlyMap<string, string>> = (() => {
  const build = (language: Language) =>
    new Map([...COUNT_UNITS[language]].map(([word, unit]) => [countKey(word, language), unit]));
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

/**
 * Nouns for people of a kind ("players", "alumnos", "Teilnehmer", "bénévoles"), folded plurals: their count is
 * also how many people there were, and meets "we were eight" through the tellings' words (compare.ts).
 */
const PEOPLE_NOUNS: PerLanguage<string> = {
  en: "passengers players athletes students pupils learners participants members volunteers customers clients patients residents tenants workers employees colleagues friends mates teammates adults teenagers runners riders cyclists swimmers climbers hikers dancers singers musicians soldiers officers firefighters pilgrims prisoners detainees inmates witnesses spectators visitors tourists divers fishermen hunters jurors guests choristers technicians apprentices",
  es: "pasajeros jugadores atletas alumnos estudiantes participantes miembros socios voluntarios clientes pacientes inquilinos trabajadores obreros empleados companeros colegas amigos amigas adultos corredores ciclistas nadadores bailarines cantantes musicos soldados agentes bomberos turistas presos detenidos testigos espectadores aficionados visitantes peregrinos pescadores cazadores buzos invitados coristas tecnicos aprendices",
  pt: "passageiros jogadores atletas alunos estudantes participantes membros socios voluntarios clientes pacientes inquilinos trabalhadores operarios funcionarios empregados colegas companheiros amigos amigas adultos corredores ciclistas nadadores bailarinos cantores musicos soldados agentes bombeiros turistas presos detidos testemunhas espectadores adeptos torcedores visitantes peregrinos pescadores cacadores mergulhadores convidados coristas tecnicos aprendizes",
  de: "spieler spielerinnen athleten schuler schulerinnen studenten teilnehmer teilnehmerinnen mitglieder freiwillige helfer kunden patienten mieter arbeiter mitarbeiter kollegen freunde erwachsene laufer radfahrer schwimmer tanzer sanger musiker soldaten polizisten feuerwehrleute touristen gefangene haftlinge zeugen zuschauer besucher pilger fischer jager taucher gaste choristen techniker lehrlinge azubis",
  fr: "passagers joueurs athletes eleves etudiants participants membres benevoles clients patients locataires ouvriers employes salaries collegues amis copains adultes coureurs cyclistes nageurs danseurs chanteurs musiciens soldats agents pompiers touristes detenus prisonniers temoins spectateurs visiteurs pelerins pecheurs chasseurs plongeurs jures invites choristes techniciens apprentis adherents",
};
const PEOPLE_KEYS: PerLanguage<ReadonlySet<string>> = perLanguage(
  (language) => new Set(PEOPLE_NOUNS[language].split(" ").map((word) => countKey(word, language))),
);
/** Whether a count's unit (its noun's key) is a kind of people. */
export const countsPeople = (unit: string, language: Language): boolean => PEOPLE_KEYS[language].has(unit);

/** A copula just before a count: "… were twelve", "… fueron doce", "… eram cinco", "… waren drei". */
const COPULA_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:were|are)\s+(?:only\s+|just\s+)?$/u,
  es: /(?<![\p{L}])(?:fueron|eran|son)\s+(?:solo\s+)?$/u,
  pt: /(?<![\p{L}])(?:foram|eram|sao)\s+(?:so\s+|apenas\s+)?$/u,
  de: /(?<![\p{L}])(?:waren|sind)\s+(?:nur\s+)?$/u,
  fr: /(?<![\p{L}])(?:etaient|sont|furent)\s+(?:seulement\s+)?$/u,
};
/** A sentence opening on a plural determiner and its noun: "Las colmenas…", "Os netos…", "The pews…". */
const PLURAL_OPENING: PerLanguage<RegExp> = {
  en: /^\W*(?:the|my|our)\s+([\p{L}]{3,})/u,
  es: /^\W*(?:los|las|mis|nuestros|nuestras)\s+([\p{L}]{3,})/u,
  pt: /^\W*(?:os|as|meus|minhas|nossos|nossas)\s+([\p{L}]{3,})/u,
  de: /^\W*(?:die|meine|unsere)\s+([\p{L}]{3,})/u,
  fr: /^\W*(?:les|mes|nos)\s+([\p{L}]{3,})/u,
};
/** An article between a copula's count and its noun: "Foram três os caras", "Eran cinco los chicos". */
const ARTICLE_AFTER = /^\s+(?:os|as|los|las|the|les|die)(?=\s)/u;

/**
 * The noun a number counts: the word after it, or with a copula before it, the plural noun the sentence
 * opened on ("Os netos que moram comigo são três"; `subject` then) or the one after an article.
 */
const countedNoun = (
  sentence: SentenceInfo,
  number: { start: number; end: number },
  before: string,
  end: number,
  direct: { word: string; end: number } | undefined,
): { counted: { word: string; start: number; end: number }; subject: boolean } | undefined => {
  const language = sentence.language;
  if (direct) return { counted: { ...direct, start: end }, subject: false };
  if (!COPULA_BEFORE[language].test(before)) return undefined;
  const article = ARTICLE_AFTER.exec(sentence.folded.slice(end));
  if (article) {
    const after = countNoun(sentence, end + article[0].length);
    if (after) return { counted: { ...after, start: end + article[0].length }, subject: false };
  }
  const opening = PLURAL_OPENING[language].exec(sentence.folded);
  const word = opening?.[1];
  if (!opening || !word || STOPWORDS[language].has(word)) return undefined;
  const start = opening[0].length - word.length;
  if (start >= number.start) return undefined;
  return {
    counted: { word: singularOf(word, language), start, end: start + word.length },
    subject: true,
  };
};

const round = (n: number): string => String(Math.round(n * 1000) / 1000);

/** A past age said with its event: the words before the number, and after it (the unit, "when"). */
const AGE_AT_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:at the age of|at age|aged|(?<!(?:it|that|this|there)\s+)(?:was|were)(?:\s+(?:still|only|just|already|then|barely)){0,2}|we were)\s+$/u,
  es: /(?<![\p{L}])(?:a los|con|a la edad de|(?:tenia|tenias|tenian)(?:\s+(?:el|ella))?(?:\s+(?:solo|apenas|ya|entonces|todavia|aun)){0,2})\s+$/u,
  pt: /(?<![\p{L}])(?:aos|com|com a idade de|(?:tinha|tinhas|tinham)(?:\s+(?:ele|ela))?(?:\s+(?:so|apenas|ja|entao|ainda)){0,2})\s+$/u,
  de: /(?<![\p{L}])(?:mit|im alter von|(?<!(?:es|das|dies)\s+)war(?:\s+(?:ich|er|sie|(?:mein|meine|unser|unsere)\s+\p{L}+))?(?:\s+(?:damals|erst|gerade|grad|noch|schon|bereits|da|nur)){0,2})\s+$/u,
  fr: /(?<![\p{L}])(?:a|a l age de|(?:avais|avait|avions|avaient)(?:\s+(?:deja|alors|seulement|que|a peine|encore)){0,2})\s+$/u,
};
/** After an age told at no named event: its unit, then the clause's end, "when", or "at the time". */
const AGE_ALONE_AFTER: PerLanguage<RegExp> = {
  en: /^(?:\s+years?\s+old)?(?=\s*(?:[,.;!]|$|\s+(?:when|at the time|back then|then)(?![\p{L}])))/u,
  es: /^(?:\s+anos)?(?=\s*(?:[,.;!]|$|\s+cuando(?![\p{L}])))/u,
  pt: /^(?:\s+anos)?(?=\s*(?:[,.;!]|$|\s+quando(?![\p{L}])))/u,
  de: /^(?:\s+jahre\s+alt)?(?=\s*(?:[,.;!]|$|\s+(?:als|und)(?![\p{L}])))/u,
  fr: /^\s+ans(?=\s*(?:[,.;!]|$|\s+(?:quand|lorsque|au moment)(?![\p{L}])))/u,
};
const AGE_AT_AFTER: PerLanguage<RegExp> = {
  en: /^(?:\s+years?\s+old|\s+years?)?(?=\s*(?:,\s*)?(?:when|as|after|before|and|at the time|back then|then|,|\.|$))/u,
  es: /^\s+(?:anos|anitos)(?![\p{L}])|^(?=\s*(?:,|\.|;|$|\s+cuando(?![\p{L}])))/u,
  pt: /^\s+(?:anos|aninhos)(?![\p{L}])|^(?=\s*(?:,|\.|;|$|\s+quando(?![\p{L}])))/u,
  de: /^(?:\s+jahren|\s+jahre\s+alt|\s+jahre)?(?=\s*(?:,|\.|als|$|\s+[\p{L}]))/u,
  fr: /^\s+ans(?![\p{L}])/u,
};

/**
 * An age tied to an event of the sentence ("I was 19 when I first came to the UK"): the nearest event cue
 * anywhere in the sentence, for the age is often in one clause and the event in the next. Without an event
 * it is left to the present-tense age ("I am 34") or to nothing.
 */
const ageAtEvent = (
  sentence: SentenceInfo,
  start: number,
  end: number,
  before: string,
  after: string,
): { event: NonNullable<Claim["event"]>; end: number } | undefined => {
  const language = sentence.language;
  const cleaned = before.replace(/[’']/gu, " ");
  if (!AGE_AT_BEFORE[language].test(cleaned)) return undefined;
  const unit = AGE_AT_AFTER[language].exec(after);
  if (!unit) return undefined;
  // "Nach dem Unfall war ich sechs Wochen krankgeschrieben", "I was three days in hospital": a measure, not an
  // age (years may be either: "Ich war zwei Jahre alt", "I was two years old").
  const measure = unitAround(sentence.folded, start, end, language);
  if (measure && !(measure.unit.kind === "duration" && measure.unit.factor === 365)) return undefined;
  // German "mit 28" and French "à 21" need the age to be read as one: "mit 3 Kindern" is not.
  if (
    language === "de" &&
    /mit\s+$/u.test(cleaned) &&
    !/^\s*(?:jahren)?\s*(?:,|\.|$|\s+(?:angetreten|geheiratet|ausgereist|eingereist|angefangen|begonnen|verlassen|gekommen|gestorben|verstorben|nach|aus|zum|zur|als))/u.test(
      after,
    )
  )
    return undefined;
  let best: { start: number; distance: number } | undefined;
  for (const event of sentence.events) {
    const distance = Math.abs(event.start - start);
    if (!best || distance < best.distance) best = { start: event.start, distance };
  }
  // With no event cue ("When the soldiers came, Selam was nine", "Mia was six at the time"), the age is at
  // the act the sentence tells: a generic one, which aligns with another telling's event through its words.
  // Not a present age ("qui a 79 ans"), and nothing after the age but its unit and the clause's end or
  // "when" ("Ich war zwei Jahre in der Türkei" is a stay).
  // "Tenía seis años", "tinha seis anos", "avait six ans": to have years is an age, whatever follows.
  if (!best) {
    const had =
      /(?:tenia|tenias|tenian|tinha|tinhas|tinham|avais|avait|avaient|avions)(?:\s+[\p{L}]+)?\s+$/u.test(
        cleaned,
      );
    const alone = AGE_ALONE_AFTER[language].test(after) || (had && unit[0].length > 0);
    // "In the van we were twenty": with no event, a plural is a group, not an age.
    return presentAge(language, cleaned) || /we were\s+$/u.test(cleaned) || !alone
      ? undefined
      : { event: GENERIC_EVENT, end: end + unit[0].length };
  }
  const mention = eventMentionFor(sentence, best.start);
  if (!mention || mention.event.id === "whereabouts" || mention.event.id === "residence") return undefined;
  return { event: mention.event, end: end + unit[0].length };
};

/**
 * Plain approximations right before a number ("about", "nearly", "unos", "cerca de", "etwa", "environ"):
 * the value is meant roughly, so it is still compared, with a wide tolerance (compare.ts). Bounds ("more
 * than", "at least"), ranges and alternatives are not: they are left out as before.
 */
const APPROXIMATELY: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:about|aboot|around|roughly|approximately|approx|nearly|almost|some|like|near enough|nigh on|close to|getting on for|must (?:have|ve|of) been)\s+$/u,
  es: /(?<![\p{L}])(?:cerca de|alrededor de|en torno(?: a)?|mas o menos|aproximadamente|aprox|unos|unas|casi|a eso de|rondan? (?:los|las)|anda por (?:los|las))\s+$/u,
  pt: /(?<![\p{L}])(?:cerca de|por volta de|em torno de|a volta de|mais ou menos|aproximadamente|uns|umas|quase|perto de|anda pel[oa]s|ronda [oa]s|para ai|pra ai)\s+$/u,
  // Swiss "öppe", "öppis": about.
  de: /(?<![\p{L}])(?:etwa|in etwa|ungefahr|rund|circa|zirka|ca\.?|fast|knapp|beinahe|gut|so|an die|oppe|oppis)\s+$/u,
  fr: /(?<![\p{L}])(?:environ|a peu pres|presque|pres de|quelque|autour de|aux alentours de|aux environs de)\s+$/u,
};
const LOWER_BOUND: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:more than|over|at least|upwards of)\s+$/u,
  es: /(?<![\p{L}])(?:mas de|al menos|por lo menos)\s+$/u,
  pt: /(?<![\p{L}])(?:mais de|pelo menos|no minimo)\s+$/u,
  de: /(?<![\p{L}])(?:mehr als|uber|mindestens|weit uber)\s+$/u,
  fr: /(?<![\p{L}])(?:plus de|au moins|bien plus de)\s+$/u,
};
const UPPER_BOUND: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:less than|fewer than|under|at most|no more than|not even)\s+$/u,
  es: /(?<![\p{L}])(?:menos de|como mucho|como maximo|ni siquiera)\s+$/u,
  pt: /(?<![\p{L}])(?:menos de|no maximo|nem sequer)\s+$/u,
  de: /(?<![\p{L}])(?:weniger als|unter|hochstens|keine|keinen|nicht einmal)\s+$/u,
  fr: /(?<![\p{L}])(?:moins de|au plus|au maximum|pas meme)\s+$/u,
};
const RANGE_AFTER = /^\s*(?:[-–/]|(?:or|to|o|a|ou|oder|bis|und|and|y|e|et)(?![\p{L}]))\s*(?:\d|[\p{L}]+\s)/u;
/**
 * A bound told with a negation, which denies only going past it: "no more than", "no había más de", "não eram
 * mais de", "keine 600 Meter", "pas plus de".
 */
const NEGATED_UPPER_BOUND: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:(?:no|not)\s+more\s+than|(?:didn\s+t|did\s+not|never)\s+(?:go\s+)?(?:exceed|go\s+past|go\s+beyond|reach))\s+$/u,
  es: /(?<![\p{L}])no\s+(?:(?:[\p{L}]+\s+){0,2}?mas\s+de|(?:pasaba|paso|pasaban|llegaba|llego|superaba|supero)\s+(?:de|a|los|las)|(?:pasaba|paso|superaba|supero))\s+$/u,
  pt: /(?<![\p{L}])nao\s+(?:(?:[\p{L}]+\s+){0,2}?mais\s+de|(?:passava|passou|passavam|chegava|chegou|ultrapassava|ultrapassou)\s+(?:de|dos|das|aos|as|a|os)|(?:passava|ultrapassava|ultrapassou))\s+$/u,
  de: /(?<![\p{L}])(?:keine|keinen|nicht\s+einmal|nicht\s+mal)\s+$/u,
  fr: /(?<![\p{L}])(?:(?:pas|jamais)\s+plus\s+de|(?:ne|n)\s+(?:depassait|depasse|a\s+pas\s+depasse|faisait)\s+pas|(?:depassait|depasse|faisait)\s+pas)\s+$/u,
};

/** A bound said after the value (and its unit): "two minutes, no more", "deux minutes, pas plus", "zwei Minuten, höchstens" (folded). */
const UPPER_BOUND_AFTER: PerLanguage<RegExp> = {
  en: /^(?:(?:\s+[\p{L}-]+){1,2}\s*,|\s*,?)\s*(?:no\s+more|not\s+more|tops|at\s+most|at\s+the\s+most|max)(?![\p{L}])/u,
  es: /^(?:(?:\s+[\p{L}-]+){1,2}\s*,|\s*,?)\s*(?:no\s+mas|como\s+mucho|a\s+lo\s+sumo|maximo|como\s+maximo)(?![\p{L}])/u,
  pt: /^(?:(?:\s+[\p{L}-]+){1,2}\s*,|\s*,?)\s*(?:nao\s+mais|no\s+maximo|quando\s+muito)(?![\p{L}])/u,
  de: /^(?:(?:\s+[\p{L}-]+){1,2}\s*,|\s*,?)\s*(?:nicht\s+mehr|hochstens|maximal)(?![\p{L}])/u,
  fr: /^(?:(?:\s+[\p{L}-]+){1,2}\s*,|\s*,?)\s*(?:pas\s+plus|au\s+plus|tout\s+au\s+plus|grand\s+max|maximum)(?![\p{L}])/u,
};

/**
 * "With my" before an age, one's own told beside an act: "con mis 41 años", "com os meus 41 anos", "mit meinen
 * 52 Jahren", "à mes 41 ans". (English says "at 52", which AGE_BEFORE does not read as the present age.)
 */
const OWN_AGE_BESIDE: Partial<PerLanguage<RegExp>> = {
  es: /(?<![\p{L}])con mis\s+$/u,
  pt: /(?<![\p{L}])com (?:os )?meus\s+$/u,
  de: /(?<![\p{L}])mit meinen\s+$/u,
  fr: /(?<![\p{L}])a mes\s+$/u,
};
const AGE_YEARS = /^\s+(?:anos|jahren|ans)(?![\p{L}])|^\s*[,.;]/u;

/**
 * Whether a number may be compared, and whether it was said approximately: not negated, not guarded, and
 * either unhedged or only approximated (never a bound or a range).
 */
const numberStance = (
  sentence: SentenceInfo,
  start: number,
  end: number,
): { comparable: boolean; approx: boolean; bound?: "lower" | "upper" } => {
  const before = textBeforeValue(sentence, start, 24);
  // One's age told beside the act is not what a denial of the act denies: "Mit meinen 52 Jahren hab ich so
  // was noch nie erlebt" still says 52.
  const beside =
    OWN_AGE_BESIDE[sentence.language]?.test(before) === true &&
    AGE_YEARS.test(sentence.folded.slice(end, end + 12));
  const range = RANGE_AFTER.test(sentence.folded.slice(end));
  if (
    !range &&
    end <= sentence.openUntil &&
    (NEGATED_UPPER_BOUND[sentence.language].test(before) ||
      UPPER_BOUND_AFTER[sentence.language].test(sentence.folded.slice(end)))
  )
    return { comparable: true, approx: false, bound: "upper" };
  if (beside ? end > sentence.openUntil : !assertable(sentence, start, end, false))
    return { comparable: false, approx: false };
  // A bound: "more than 50", "más de", "mais de", "mehr als", "plus de"; "less than", "menos de"…
  if (!range && LOWER_BOUND[sentence.language].test(before))
    return { comparable: true, approx: false, bound: "lower" };
  if (!range && UPPER_BOUND[sentence.language].test(before))
    return { comparable: true, approx: false, bound: "upper" };
  if (!hedgedAt(sentence, start, end)) return { comparable: true, approx: false };
  const approx = APPROXIMATELY[sentence.language].test(before) && !range;
  return { comparable: approx, approx };
};

/** The span of "we were" before a group's size, with any bound or approximation after it. */
const groupPhrase = (sentence: SentenceInfo, start: number): { start: number; end: number } => {
  const before = sentence.folded.slice(Math.max(0, start - 40), start);
  const bare = before.replace(BOUND_OR_APPROX, "");
  const match = GROUP_BEFORE[sentence.language].exec(bare);
  return match ? { start: start - before.length + match.index, end: start } : { start, end: start };
};

/** "In total", "in all", "en total", "ao todo", "insgesamt", "au total": a group's size told whole. */
const IN_TOTAL: PerLanguage<RegExp> = {
  en: /^\s*,?\s*(?:in total|in all|altogether|all told)(?![\p{L}])/u,
  es: /^\s*,?\s*(?:en total|en todo)(?![\p{L}])/u,
  pt: /^\s*,?\s*(?:no total|ao todo|em todo)(?![\p{L}])/u,
  de: /^\s*,?\s*(?:insgesamt|im ganzen|alles in allem)(?![\p{L}])/u,
  fr: /^\s*,?\s*(?:au total|en tout)(?![\p{L}])/u,
};
/**
 * The words after a group's number that only say who its members are: "(nine) other men", "(five) persons in
 * total", "(vier) anderen Männern". They tell nothing of where or when.
 */
const companyAfter = (sentence: SentenceInfo, end: number): { start: number; end: number } => {
  const language = sentence.language;
  const last =
    peopleAfter(sentence, end)?.end ??
    end + (OTHER_AFTER[language].exec(sentence.folded.slice(end))?.[0].length ?? 0);
  const total = IN_TOTAL[language].exec(sentence.folded.slice(last));
  return { start: end, end: last + (total?.[0].length ?? 0) };
};

/** The size of the speaker's group ("we were twelve"): the author's count of people in that clause. */
const groupClaim = (
  sentence: SentenceInfo,
  event: Claim["event"],
  start: number,
  end: number,
  value: number,
  approx: { approx?: boolean; bound?: "lower" | "upper" },
  numbers: ReadonlyArray<NumberMention>,
): Claim => ({
  sentence,
  event,
  anchors: anchorsOf(sentence),
  subject: AUTHOR,
  type: "number",
  attribute: "count:people",
  // The words that say "we were" ("a gente era", "ils étaient") say nothing of where or when, and another
  // count's words are its own ("avec deux autres hommes ; on était trois").
  frame: frameAround(sentence, start, end, [
    groupPhrase(sentence, start),
    companyAfter(sentence, end),
    ...otherCounts(sentence, start, numbers),
  ]),
  valueStart: start,
  valueEnd: end,
  value: sentence.text.slice(start, end),
  normalised: String(value),
  payload: { kind: "number", value, unit: "people", ...approx },
});

/** The other numbers of a sentence (`numbers`, its own) with the two words after each: what they count. */
const otherCounts = (
  sentence: SentenceInfo,
  start: number,
  numbers: ReadonlyArray<NumberMention>,
): Array<{ start: number; end: number }> =>
  numbers
    .filter((number) => number.start !== start && !number.article)
    .map((number) => {
      const next = sentence.words.filter((word) => word.start >= number.end).slice(0, 2);
      return { start: number.start, end: next[next.length - 1]?.end ?? number.end };
    });

/**
 * How many times, said in one word: "once", "twice", "thrice"; "zweimal", "fünfmal", "nur einmal". English
 * "once" that opens a clause ("once I arrived") or is idiomatic ("at once", "once again") is left out, and
 * so is German "einmal" unless it counts ("nur einmal", "ein einziges Mal").
 */
const TIMES_WORD: Partial<Record<string, RegExp>> = {
  en: /(?<![\p{L}])(once|twice|thrice)(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?:((?:nur|bloss|genau|exakt) einmal|(?:nur|bloss|genau) (?:das|dies) eine mal|(?:nur )?ein einziges mal|ein einziges)|(zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwolf|\d+)(?:-)?mal)(?![\p{L}])/gu,
};
const TIMES_VALUE: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };
const ONCE_IDIOM_BEFORE = /(?:^|[,;:]|(?<![\p{L}])(?:at|all at|for|more than|than)\s*)\s*$/u;
const ONCE_IDIOM_AFTER =
  /^\s*(?:again|more|upon|and for all|in a while|i|we|he|she|they|you|it|the|my|our|his|her|their|that|this)(?![\p{L}])/u;

const timesClaims = (sentence: SentenceInfo): Claim[] => {
  const re = TIMES_WORD[sentence.language];
  if (!re) return [];
  const out: Claim[] = [];
  re.lastIndex = 0;
  for (const match of sentence.folded.matchAll(re)) {
    const start = match.index;
    const end = start + match[0].length;
    const word = match[1] ?? match[2] ?? "";
    // German "zweimal", "12-mal": the number's own value ("nur einmal" is one).
    const value =
      sentence.language === "de" ? (match[1] ? 1 : findNumbers(word, "de")[0]?.value) : TIMES_VALUE[word];
    if (!value) continue;
    // "Only the once", "just the once": always a count.
    if (
      word === "once" &&
      !/(?<![\p{L}])the\s+$/u.test(sentence.folded.slice(Math.max(0, start - 8), start))
    ) {
      const before = sentence.folded.slice(Math.max(0, start - 16), start);
      if (ONCE_IDIOM_BEFORE.test(before) || ONCE_IDIOM_AFTER.test(sentence.folded.slice(end))) continue;
    }
    const stance = numberStance(sentence, start, end);
    if (!stance.comparable || !assertable(sentence, start, end, false)) continue;
    const mention = eventMentionFor(sentence, start);
    const subject = subjectFor(sentence, start, mention);
    out.push({
      sentence,
      event: mention?.event,
      anchors: anchorsUpTo(sentence, start),
      subject: subject.key === "other" ? AUTHOR : subject,
      type: "number",
      attribute: "count:times",
      frame: frameAround(sentence, start, end, mention ? [mention] : []),
      valueStart: start,
      valueEnd: end,
      value: sentence.text.slice(start, end),
      normalised: String(value),
      payload: { kind: "number", value, unit: "times", ...(stance.approx ? { approx: true } : {}) },
    });
  }
  return out;
};

/** Duration unit words per language (units.ts), for durations said in two parts. */
const durationWords = (language: Language): string =>
  UNITS.filter((unit) => unit.kind === "duration")
    .flatMap((unit) => unit.words[language])
    .sort((x, y) => y.length - x.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"))
    .join("|");
const CONNECTOR = "(?:and|y|e|und|et)";
/** A second part after a duration ("and fifty minutes", "y tres meses", "und elf Monate"), and one before. */
const COMPOUND: PerLanguage<{ readonly after: RegExp; readonly before: RegExp }> = (() => {
  const build = (language: Language) => {
    const words = durationWords(language);
    return {
      after: new RegExp(
        `^\\s*,?\\s*${CONNECTOR}\\s+(?:[\\p{L}\\d-]+\\s+){1,4}?(?:${words})(?![\\p{L}])`,
        "u",
      ),
      before: new RegExp(`(?:${words})\\s*,?\\s*${CONNECTOR}\\s+$`, "u"),
    };
  };
  return { en: build("en"), es: build("es"), pt: build("pt"), de: build("de"), fr: build("fr") };
})();

/** Small numbers glued to a flat's kind ("two-bed", "deux-pièces", "Dreizimmerwohnung"). */
const FLAT_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ["one un ein", 1],
    ["two deux zwei", 2],
    ["three trois drei", 3],
    ["four quatre vier", 4],
    ["five cinq funf", 5],
    ["six sechs", 6],
  ].flatMap(([words, value]) =>
    String(words)
      .split(" ")
      .map((word) => [word, Number(value)]),
  ),
);
const FLAT_NUMBER =
  "one|two|three|four|five|six|un|deux|trois|quatre|cinq|six|ein|zwei|drei|vier|funf|sechs|\\d";
/**
 * A flat's kind told by its rooms, each by its own convention: "a two-bed flat", "un deux-pièces", "un T3",
 * "um T2", "eine Dreizimmerwohnung". Group 1 is the number; the attribute names the convention.
 */
const FLAT_KINDS: PerLanguage<ReadonlyArray<readonly [RegExp, string]>> = {
  en: [
    [
      new RegExp(
        `(?<![\\p{L}\\d])(${FLAT_NUMBER})[\\s-]bed(?:room)?(?:ed)?\\s+(?:flat|house|apartment|place|home|maisonette|bungalow)(?![\\p{L}])`,
        "gu",
      ),
      "flat:bed",
    ],
    [
      new RegExp(
        `(?<![\\p{L}\\d])(${FLAT_NUMBER})[\\s-]room(?:ed)?\\s+(?:flat|house|apartment|place|home)(?![\\p{L}])`,
        "gu",
      ),
      "flat:room",
    ],
  ],
  es: [],
  pt: [
    [/(?<![\p{L}\d])(?:um|uma|o|num|no|do|de|apartamento|casa|andar)\s+t([0-6])(?![\p{L}\d])/gu, "flat:T"],
  ],
  de: [[new RegExp(`(?<![\\p{L}\\d])(${FLAT_NUMBER})[\\s-]?zimmer[\\s-]?wohnung`, "gu"), "flat:zimmer"]],
  fr: [
    // "un deux-pièces"; "fait trois pièces", "un appartement de trois pièces" (not "deux pièces d'identité",
    // "trois pièces de rechange" or "cassé en deux pièces").
    [new RegExp(`(?<![\\p{L}\\d])(${FLAT_NUMBER})-pieces?(?![\\p{L}])`, "gu"), "flat:T"],
    [
      new RegExp(
        `(?<![\\p{L}])(?:un|le|du|mon|son|ce|fait|faisait|appartement|appart|logement)(?:\\s+de)?\\s+(${FLAT_NUMBER})\\s+pieces?(?![\\p{L}])(?!\\s+(?:d|de|du|des)(?![\\p{L}]))`,
        "gu",
      ),
      "flat:T",
    ],
    [
      /(?<![\p{L}\d])(?:un|une|le|du|en|d|appartement|appart|logement|mon|son|ce)\s+[tf]([1-6])(?![\p{L}\d])/gu,
      "flat:T",
    ],
  ],
};

/** A flat's kind as a count of its rooms, the speaker's unless a relative's: "a two-bed flat", "um T2". */
const flatClaims = (sentence: SentenceInfo): Claim[] => {
  const out: Claim[] = [];
  for (const [re, attribute] of FLAT_KINDS[sentence.language]) {
    re.lastIndex = 0;
    for (const match of sentence.folded.matchAll(re)) {
      const word = match[1] ?? "";
      const value = /^\d$/u.test(word) ? Number(word) : FLAT_NUMBERS[word];
      if (value === undefined) continue;
      const start = match.index;
      const end = match.index + match[0].length;
      if (!assertable(sentence, start, end, true)) continue;
      const said = subjectFor(sentence, start);
      out.push({
        sentence,
        type: "number",
        attribute,
        subject: said.key.startsWith("rel:") ? said : AUTHOR,
        event: undefined,
        frame: frameAround(sentence, start, end, [], false),
        anchors: anchorsUpTo(sentence, start),
        valueStart: start,
        valueEnd: end,
        value: sentence.text.slice(start, end),
        normalised: String(value),
        payload: { kind: "number", value, unit: attribute.slice(5) },
      });
    }
  }
  return out;
};

/**
 * One thing said to be the only one: "the only caravan", "only our caravan", "la única escalera", "o único
 * cofre", "die einzige Kasse", "nur unseren Wohnwagen", "la seule caravane", "seule notre caravane". Read as
 * a count of one, by the words before its noun (folded).
 */
const THE_ONLY: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:the only|(?:my|our|his|her|their) only|only (?:my|our|his|her|their))(?=\s)/gu,
  es: /(?<![\p{L}])(?:(?:el|la) unic[oa]|(?:mi|nuestr[oa]|su) unic[oa])(?=\s)/gu,
  pt: /(?<![\p{L}])(?:(?:o|a) unic[oa]|(?:o|a) (?:meu|minha|nosso|nossa) unic[oa])(?=\s)/gu,
  de: /(?<![\p{L}])(?:(?:der|die|das|den|dem) einzigen?|nur (?:unser|unsere|unseren|unserem|mein|meine|meinen|meinem))(?=\s)/gu,
  fr: /(?<![\p{L}])(?:(?:le|la) seule?|seule? (?:notre|mon|ma))(?=\s)/gu,
};

/** The counts of one that THE_ONLY finds, as numbers that count (see `onlyOne` below). */
const onlyOnes = (sentence: SentenceInfo): NumberMention[] =>
  [...sentence.folded.matchAll(THE_ONLY[sentence.language])].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: 1,
    article: true,
    only: true,
  }));

/** Number claims: ages, counts, sums of money, durations, distances and other quantities. */
/**
 * The speaker alone ("I went alone", "estaba sola en casa", "eu ia sozinho", "ich bin ganz allein los", "j'étais
 * tout seul"): a group of one, against "there were five of us". Folded; the word sits in group 1.
 */
const ALONE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?<!(?:leave|left|let|leaving|letting)\s+(?:me|us)\s+(?:all\s+)?)(alone|on my own|by myself|on me own)(?![\p{L}])/gu,
  es: /(?<![\p{L}])(?:estaba|estuve|iba|fui|vine|llegue|sali|me quede|viaje|andaba|me fui)\s+(?:yo\s+)?(solo|sola|solito|solita)(?=\s*(?:[,.;:!?]|$)|\s+(?:en|por|desde|hasta|todo|toda|con\s+mi\s+alma)(?![\p{L}]))/gu,
  pt: /(?<![\p{L}])(sozinho|sozinha)(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?<!nicht\s+(?:ganz\s+)?)(?:ganz\s+)?(allein|alleine)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(tout seul|toute seule|(?<=(?:j\s*['’]?\s*etais|je\s+suis|j\s*['’]?\s*y\s+suis\s+alle)\s+)seule?)(?![\p{L}])/gu,
};
/**
 * Only the speaker and one other ("just me and my boy", "solo yo y mi hermano", "só eu e a Júlia", "nur ich
 * und mein Bruder", "juste moi et ma sœur"): a group of two. Folded; the phrase sits in group 1.
 */
const JUST_TWO: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:just|only)\s+((?:me|i)\s+and\s+(?:my\s+|our\s+|the\s+)?\p{L}+)(?![\p{L}])/gu,
  es: /(?<![\p{L}])(?:solo|solamente|nomas)\s+((?:yo|mi)\s+y\s+(?:mi\s+|el\s+|la\s+)?\p{L}+)(?![\p{L}])/gu,
  pt: /(?<![\p{L}])(?:so|somente|apenas)\s+(eu\s+e\s+(?:o\s+|a\s+)?(?:meu\s+|minha\s+)?\p{L}+)(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?:nur|bloss)\s+(ich\s+und\s+(?:mein|meine|der|die)?\s*\p{L}+)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:juste|seulement|que)\s+(moi\s+et\s+(?:mon\s+|ma\s+|le\s+|la\s+)?\p{L}+)(?![\p{L}])/gu,
};

/** The speaker's group told as alone or as "just me and…", where the clause is the speaker's and asserted. */
const aloneClaims = (sentence: SentenceInfo, numbers: ReadonlyArray<NumberMention>): Claim[] => {
  const out: Claim[] = [];
  const folded = sentence.folded;
  for (const [form, value] of [
    [ALONE, 1],
    [JUST_TWO, 2],
  ] as const) {
    const re = form[sentence.language];
    re.lastIndex = 0;
    for (const match of folded.matchAll(re)) {
      const word = match[1] ?? "";
      const start = match.index + match[0].length - word.length;
      const end = start + word.length;
      // A group told with its number ("two of us") is that number's claim.
      if (numbers.some((number) => Math.abs(number.start - end) < 12 || Math.abs(start - number.end) < 12))
        continue;
      const subject = subjectFor(sentence, start);
      if (subject.key !== "author" || subject.implied === true) continue;
      if (!assertable(sentence, start, end, false) || negatedAt(sentence, start)) continue;
      out.push(groupClaim(sentence, undefined, start, end, value, {}, numbers));
    }
  }
  return out;
};

/** Whether an English word ending at `end` is a plural noun's form ("cards", "feet"; not "aboard"). */
const pluralNoun = (sentence: SentenceInfo, end: number): boolean => {
  if (sentence.language !== "en") return true;
  const word = sentence.words.find((one) => one.end === end)?.folded ?? "";
  return /[^s]s$/u.test(word) || ENGLISH_IRREGULAR.has(word) || /^(?:feet|sheep|fish|cattle)$/u.test(word);
};

/** Whether a noun ending at `end` ends its phrase: a stop word, a mark or the sentence's end comes next. */
const nounEnds = (sentence: SentenceInfo, end: number): boolean => {
  const next = sentence.words.find((word) => word.start >= end);
  return (
    next === undefined ||
    !/^[\s-]*$/u.test(sentence.folded.slice(end, next.start)) ||
    STOPWORDS[sentence.language].has(next.folded) ||
    AFTER_NOUN[sentence.language]?.test(next.folded) === true
  );
};
/** Whether a German word ending at `end` is written with a capital (a noun), not opening its sentence. */
const germanNoun = (sentence: SentenceInfo, end: number): boolean => {
  if (sentence.language !== "de") return false;
  const word = sentence.words.find((one) => one.end === end);
  return word !== undefined && word.start > 0 && /^\p{Lu}/u.test(sentence.text.slice(word.start));
};
/** Words that follow a noun without describing it: "eight bottles out", "drei Autos draußen". */
const AFTER_NOUN: Partial<PerLanguage<RegExp>> = {
  en: /^(?:out|up|down|left|over|inside|outside|around|ready|waiting|missing|parked|stacked|lined)$/u,
  de: /^(?:da|drin|draussen|drinnen|ubrig|bereit)$/u,
};

/**
 * What a count counts, as compared: a concept of counted things ("room", "bedroom"), a known unit's word, or
 * the noun's key (`raw` is the noun as written, `word` its singular).
 */
const countedWordOf = (raw: string, word: string, language: Language): string => {
  const key = countKey(raw, language);
  const known = COUNT_UNITS[language].get(word) ?? COUNT_UNIT_KEYS[language].get(key);
  const concept = conceptOf(known ?? word, language);
  return concept && COUNTED_CONCEPTS.has(concept) ? concept : (known ?? key);
};

/**
 * Between the two numbers of a share: "three in ten", "one in every five", "3 out of 10", "tres de cada diez",
 * "quatre ruches sur dix" (the thing counted may come between; not in German, where "eine Gruppe von zwölf" is a
 * group).
 */
const SHARE_BETWEEN: PerLanguage<RegExp> = {
  en: /^\s+(?:in|(?:[\p{L}-]+\s+)?out\s+of)\s+(?:every\s+)?$/u,
  es: /^\s+(?:[\p{L}-]+\s+)?(?:de\s+cada|sobre)\s+$/u,
  pt: /^\s+(?:(?:[\p{L}-]+\s+)?(?:em\s+cada|de\s+cada|sobre)|em)\s+$/u,
  de: /^\s+(?:von|aus)\s+(?:je\s+)?$/u,
  fr: /^\s+(?:[\p{L}-]+\s+)?sur\s+$/u,
};

export const numberClaims = (sentence: SentenceInfo): Claim[] => {
  const out: Claim[] = [...timesClaims(sentence), ...flatClaims(sentence)];
  const language = sentence.language;
  const found = findNumbers(sentence.folded, language);
  const exclusive = onlyOnes(sentence).filter(
    (one) => !found.some((number) => number.start < one.end && one.start < number.end),
  );
  const numbers = [...found, ...exclusive].sort((a, b) => a.start - b.start);
  out.push(...aloneClaims(sentence, numbers));
  if (language === "de")
    for (const match of sentence.folded.matchAll(GERMAN_GROUP)) {
      const word = match[1] ?? "";
      const start = match.index + match[0].length - word.length;
      if (!assertable(sentence, start, start + word.length, false)) continue;
      out.push(
        groupClaim(
          sentence,
          undefined,
          start,
          start + word.length,
          GERMAN_GROUP_SIZE[word] ?? 0,
          {},
          numbers,
        ),
      );
    }
  // "Three in ten", "tres de cada diez", "quatre sur dix": a share, told as a percentage (the second number
  // counts nothing).
  const shares = new Map<(typeof numbers)[number], (typeof numbers)[number]>();
  const denominators = new Set<(typeof numbers)[number]>();
  numbers.forEach((number, k) => {
    const next = numbers[k + 1];
    if (!next || !Number.isInteger(number.value) || !(next.value > number.value)) return;
    if (!SHARE_BETWEEN[language].test(sentence.folded.slice(number.end, next.start))) return;
    // "Eins von elf Häusern" is one of them, not a share.
    if (language === "de" && number.value === 1) return;
    // "Three in ten days" is a count in a time, "drei von 10 Euro" a part of a sum.
    if (unitAround(sentence.folded, next.start, next.end, language)) return;
    shares.set(number, next);
    denominators.add(next);
  });
  for (const number of numbers) {
    if (sentence.dates.some((date) => number.start < date.end && date.start < number.end)) continue;
    if (denominators.has(number)) continue;
    const whole = shares.get(number);
    if (whole) {
      // Hedged, bounded, denied or supposed as any number is ("about three in ten", "if one in five…").
      const stance = numberStance(sentence, number.start, whole.end);
      if (!stance.comparable) continue;
      const approx = stance.bound ? { bound: stance.bound } : stance.approx ? { approx: true } : {};
      const percent = (number.value / whole.value) * 100;
      const subject = subjectFor(sentence, number.start);
      // The thing counted is the share's ("quatre ruches sur dix"): only the two numbers are left out.
      const between = { start: number.end, end: whole.start };
      const numbersOf = [
        { start: number.start, end: number.end },
        { start: whole.start, end: whole.end },
      ];
      const counted = frameAround(sentence, number.start, number.end, numbersOf);
      for (const word of frameAround(sentence, between.start, between.end, numbersOf)) counted.add(word);
      out.push({
        sentence,
        // As for sums, with no subject word it is the speaker's telling.
        subject: subject.key === "other" && sentence.named.length === 0 ? IMPLIED_AUTHOR : subject,
        event: eventMentionFor(sentence, number.start)?.event,
        anchors: anchorsOf(sentence),
        type: "quantity",
        attribute: "quantity.quantity",
        frame: counted,
        valueStart: number.start,
        valueEnd: whole.end,
        value: sentence.text.slice(number.start, whole.end),
        normalised: `${round(percent)} %`,
        payload: { kind: "number", value: percent, unit: "%", ...approx },
      });
      continue;
    }
    // "Treinta por ciento": the hundred of the percentage is no number of its own.
    if (
      /(?<![\p{L}])(?:por|pour|per)\s+$/u.test(sentence.folded.slice(0, number.start)) &&
      /^(?:ciento|cento|cent)$/u.test(sentence.folded.slice(number.start, number.end))
    )
      continue;
    // "Seit zwölf Jahren", "depuis neuf ans", "desde hace diez años": how long a state has lasted so far.
    const ongoing = ongoingSpan(sentence, number.start, number.end);
    const stance = ongoing
      ? { comparable: assertable(sentence, number.start, number.end, false), approx: false }
      : numberStance(sentence, number.start, number.end);
    if (!stance.comparable) continue;
    const approx = stance.bound
      ? { bound: stance.bound }
      : stance.approx || number.approx === true
        ? { approx: true }
        : {};
    const before = sentence.folded.slice(Math.max(0, number.start - 24), number.start);
    const after = sentence.folded.slice(number.end, number.end + 30);
    if (
      /[#№]\s*$|n[ºo°]\s*$/u.test(before) ||
      /^(?:st|nd|rd|th|º|ª|er|e|eme|o|a|te|ten)(?![\p{L}])/u.test(after)
    )
      continue;
    // "Uns milhares de reais", "ein paar Hundert Euro", "a few hundred": a magnitude, not a value.
    const said = sentence.folded.slice(number.start, number.end);
    if (VAGUE_SCALE.test(said) || (BARE_SCALE.test(said) && FEW_BEFORE.test(before))) continue;
    const subject = subjectFor(sentence, number.start);
    const mention = eventMentionFor(sentence, number.start);
    const base = {
      sentence,
      subject,
      event: mention?.event,
      anchors: anchorsOf(sentence),
    };
    const value = sentence.text.slice(number.start, number.end);
    // An age at an event: "I was 19 when I came", "at the age of 25", "a los 20 años", "mit 28", "à 21 ans".
    const atEvent = number.article
      ? undefined
      : ageAtEvent(sentence, number.start, number.end, before, after);
    if (atEvent) {
      if (number.value > 0 && number.value < 130 && Number.isInteger(number.value)) {
        const person = ageSubject(sentence, subject, number.start);
        // The name is who, not what happened: "Mia was six when we moved" is not "Mia was four when she
        // started nursery".
        const named = person ? [{ start: person.start, end: person.start + person.label.length }] : [];
        out.push({
          ...base,
          subject: person ?? subject,
          event: atEvent.event,
          // The age at an event does not change with the time frame the sentence speaks of.
          anchors: { dates: [], frames: [] },
          type: "age",
          attribute: `age@${atEvent.event.id}`,
          // What the sentence tells besides the age, for an age at no named event (see compare.ts).
          frame: frameWithin(sentence, 0, sentence.text.length, [
            { start: number.start, end: atEvent.end },
            ...named,
          ]),
          valueStart: number.start,
          valueEnd: atEvent.end,
          value: sentence.text.slice(number.start, atEvent.end),
          normalised: String(number.value),
          payload: { kind: "number", value: number.value, unit: "year", ...approx },
        });
      }
      continue;
    }
    // Ages.
    if (
      !number.article &&
      presentAge(language, before) &&
      AGE_AFTER[language].test(after) &&
      !AGO_BEFORE.test(before) &&
      !/il y\s+$/u.test(before.slice(0, -2))
    ) {
      // "Mi nieto Álvaro tiene nueve años", "Our Kelly's twenty-six": a third person's age, not the speaker's
      // (unless it is the speaker's age that "is": "my age is 34").
      const third =
        subject.key === "author" && THIRD_PERSON_AGE[language].test(before) && !OWN_AGE.test(before);
      const person = ageSubject(sentence, subject, number.start, third);
      if (third && !person) continue;
      if (number.value > 0 && number.value < 130 && Number.isInteger(number.value)) {
        const unitEnd = number.end + (AGE_AFTER[language].exec(after)?.[0].length ?? 0);
        // One's age now is told in its own clause ("I'm 68, and I've raced pigeons since…"); "now" is when
        // any statement tells an age.
        const own = clauseAnchorsOf(sentence, number.start);
        out.push({
          ...base,
          subject: person ?? subject,
          anchors: { dates: own.dates, frames: own.frames.filter((frame) => !NOW.has(frame)) },
          type: "age",
          attribute: "age",
          frame: new Set(),
          valueStart: number.start,
          valueEnd: unitEnd,
          value: sentence.text.slice(number.start, unitEnd),
          normalised: String(number.value),
          payload: { kind: "number", value: number.value, unit: "year", ...approx },
        });
      }
      continue;
    }
    // "a whole month", "einen ganzen Monat", "un seul jour": the article's unit may follow one such word.
    const articleEnd = number.article
      ? number.end + (ARTICLE_ADJECTIVE[language].exec(sentence.folded.slice(number.end))?.[0].length ?? 0)
      : number.end;
    // "six full days", "deux bonnes heures", "drei volle Stunden": a unit may follow one such word too.
    const adjective = number.article
      ? undefined
      : NUMBER_ADJECTIVE[language].exec(sentence.folded.slice(number.end))?.[0].length;
    let unit =
      (adjective === undefined
        ? undefined
        : unitAround(sentence.folded, number.start, number.end + adjective, language)) ??
      unitAround(sentence.folded, number.start, articleEnd, language);
    // "only one brother", "um só irmão", "une seule fois", "nur einen Bruder": an article that counts.
    const onlyOne =
      number.article &&
      !unit &&
      (number.only === true ||
        ONLY_BEFORE_RE[language].test(before.replace(/['’]/gu, " ")) ||
        ONLY_AFTER_RE[language].test(sentence.folded.slice(number.end)) ||
        onceCounted(sentence, number));
    if (
      number.article &&
      !onlyOne &&
      (!unit ||
        unit.unit.kind === "quantity" ||
        // "one day" / "un día" / "um dia" / "un jour" opens a story; it is not how long something took.
        (unit.unit.kind === "duration" && unit.unit.factor === 1) ||
        RATE_BEFORE.test(before))
    )
      continue;
    if (unit) {
      if (
        unit.unit.kind === "duration" &&
        ((AGO_BEFORE.test(before) && !ongoing) ||
          // "five days before they let me go" places an act; "for five days before…" and "stayed five days
          // before…" are how long.
          (AGO_AFTER.test(sentence.folded.slice(unit.end)) &&
            !FOR_BEFORE.test(before) &&
            !LASTING[language].test(
              sentence.folded.slice(clauseAt(sentence, number.start).start, number.start),
            )))
      )
        continue;
      // "A man of eighty years", "un señor de setenta años", "ein Mann von achtzig Jahren", "N Jahre alt": a
      // person's age, not how long anything lasted.
      if (
        unit.unit.kind === "duration" &&
        unit.unit.factor === 365 &&
        (PERSON_OF_YEARS[language].test(before) ||
          /^\s*alt(?![\p{L}])/u.test(sentence.folded.slice(unit.end)))
      )
        continue;
      // A rate ("40 hours a week", "3 veces por semana") is not a duration; a sum per period is a wage, a
      // rent or a levy, compared only with a sum per the same period ("200 dollars a month").
      const rate = RATE_AFTER.exec(sentence.folded.slice(unit.end));
      if (rate && unit.unit.kind !== "money") continue;
      const kind = unit.unit.kind;
      // "two hours and a half", "dos horas y media", "duas horas e meia", "une heure et demie".
      const half = kind !== "money" ? HALF_AFTER.exec(sentence.folded.slice(unit.end)) : null;
      // "two hours and ten minutes", "drei Jahre und elf Monate": a duration in two parts is their sum, when
      // the second is a smaller unit; else it is not compared by its first part.
      const tail =
        kind === "duration" && !half ? COMPOUND[language].after.exec(sentence.folded.slice(unit.end)) : null;
      let parts = 0;
      if (tail) {
        const firstEnd = unit.end;
        const tailEnd = firstEnd + tail[0].length;
        const second = numbers.find((other) => other.start >= firstEnd && other.end <= tailEnd);
        const secondUnit = second && unitAround(sentence.folded, second.start, second.end, language);
        if (
          !second ||
          !secondUnit ||
          secondUnit.unit.kind !== "duration" ||
          secondUnit.unit.factor >= unit.unit.factor
        )
          continue;
        parts = second.value * secondUnit.unit.factor;
        unit = { ...unit, end: secondUnit.end };
      } else if (
        !half &&
        ((kind === "duration" && unit.unit.factor === 1 / 24) ||
          (kind === "distance" && unit.unit.base === "m" && unit.unit.factor === 1))
      ) {
        // "Une heure cinquante-cinq", "two hours ten", "an hour and twenty": minutes told bare after the hours,
        // at the clause's end or before a preposition ("une heure cinquante-cinq aux urgences"; not "two hours
        // 15 people"); and centimetres after the metres ("quatre mètres cinquante", "un metro ochenta").
        const firstEnd = unit.end;
        const metres = kind === "distance";
        const smaller = numbers.find(
          (other) =>
            other.start > firstEnd &&
            /^\s+(?:(?:and|y|e|et|und)\s+)?$/u.test(sentence.folded.slice(firstEnd, other.start)),
        );
        if (
          smaller &&
          Number.isInteger(smaller.value) &&
          smaller.value > 0 &&
          smaller.value < (metres ? 100 : 60) &&
          !unitAround(sentence.folded, smaller.start, smaller.end, language) &&
          /^\s*(?:[,.;!?]|$|(?:a|au|aux|en|dans|chez|sur|at|in|on|with|al|con|em|no|na|nos|nas|com|im|am|bei|auf|mit|de|of|wide|long|high|tall|breit|lang|hoch)\s)/u.test(
            sentence.folded.slice(smaller.end),
          )
        ) {
          parts = metres ? smaller.value / 100 : smaller.value / 1440;
          unit = { ...unit, end: smaller.end };
        }
      }
      // The period of a rate after a sum ("£4 an hour", "8 € la hora") is not a duration.
      if (kind === "duration" && SUM_BEFORE.test(before)) continue;
      // Its second part ("… und elf Monate") and "half an hour" are not whole durations either.
      if (
        kind === "duration" &&
        (COMPOUND[language].before.test(before) || /(?<![\p{L}])half\s+$/u.test(before))
      )
        continue;
      // "Soixante-quatre euros quatre-vingt-dix", "twelve pounds fifty", "vinte reais e cinquenta centavos": the
      // cents after the currency word.
      let cents = 0;
      if (kind === "money" && unit.end > number.end) {
        const gap =
          /^\s+(?:(?:et|e|y|and|und|con|com)\s+)?/u.exec(sentence.folded.slice(unit.end))?.[0].length ?? 0;
        const at = unit.end + gap;
        const next = gap > 0 ? numbers.find((other) => other.start === at) : undefined;
        if (next && Number.isInteger(next.value) && next.value > 0 && next.value < 100) {
          const named = /^\s*(?:centimes?|cents?|centimos|centavos|pence)(?![\p{L}])/u.exec(
            sentence.folded.slice(next.end),
          );
          if (named || !unitAround(sentence.folded, next.start, next.end, language)) {
            cents = next.value / 100;
            unit = { ...unit, end: next.end + (named?.[0].length ?? 0) };
          }
        }
      }
      const amount = (number.value + cents + (half ? 0.5 : 0)) * unit.unit.factor + parts;
      if (half) unit = { ...unit, end: unit.end + half[0].length };
      const frame = frameAround(
        sentence,
        number.start,
        unit.end + (rate?.[0].length ?? 0),
        mention ? [mention] : [],
      );
      const normalised =
        kind === "money"
          ? unit.unit.factor !== 1
            ? `${round(amount)}`
            : `${round(number.value + cents)} ${unit.code}`
          : `${round(amount)} ${unit.unit.base}`;
      const type =
        kind === "money"
          ? "money"
          : kind === "duration"
            ? "duration"
            : kind === "distance"
              ? "distance"
              : "quantity";
      // A wage named before its sum: "a Stundenlohn of 13,50 €", "un salaire mensuel de 1 200 €".
      const named = kind === "money" && !rate ? wagePeriod(sentence, number.start, unit.end) : undefined;
      if (rate || named) {
        const period = named ?? PERIODS[rate?.[1] ?? ""] ?? "";
        if (!period) continue;
        const rateEnd = unit.end + (rate?.[0].length ?? 0);
        out.push({
          ...base,
          type: "money",
          attribute: `money.per-${period}`,
          frame,
          valueStart: Math.min(number.start, unit.start),
          valueEnd: rateEnd,
          value: sentence.text.slice(Math.min(number.start, unit.start), rateEnd),
          normalised: `${normalised}/${period}`,
          payload: { kind: "number", value: amount, unit: `${unit.code}/${period}`, ...approx },
        });
        continue;
      }
      out.push({
        ...base,
        // A sum, a stay or a distance with no subject word ("the deposit was £1,150") is the speaker's telling,
        // unless the sentence names someone else ("with a diameter of 1,430 miles, Pluto…").
        subject: subject.key === "other" && sentence.named.length === 0 ? IMPLIED_AUTHOR : subject,
        type,
        // A stay's own start ("for four years, since my divorce in 2019") is no time frame of it.
        anchors: kind === "duration" ? withoutStart(sentence, base.anchors, ongoing) : base.anchors,
        // One block per kind, whatever the event: "I paid the smuggler $3,000" and "the smuggler got $8,000
        // from me", or "I spent two years in prison" and "I was in prison for six months", align by their words.
        attribute: `${kind}.${kind === "money" ? "amount" : kind}`,
        frame,
        valueStart: Math.min(number.start, unit.start),
        valueEnd: Math.max(number.end, unit.end),
        value: sentence.text.slice(Math.min(number.start, unit.start), Math.max(number.end, unit.end)),
        normalised,
        payload: {
          kind: "number",
          value: amount,
          unit: unit.code,
          ...approx,
          ...(parts > 0 ? { whole: number.value * unit.unit.factor } : {}),
        },
      });
      continue;
    }
    // Counts: a whole number of something, not a year or a house number.
    if (!Number.isInteger(number.value) || (number.value >= 1600 && number.value <= 2100)) continue;
    // How many we were: "there were twelve of us", "éramos ocho", "nous étions six", "wir waren 15".
    const following = countNoun(sentence, number.end);
    // "There were thirty-two cards in the box", "es waren drei Autos": a group's words before a thing's count
    // (not before a word that may describe people: "there were three young men").
    const thing =
      following !== undefined &&
      countedWordOf(following.word, following.word, language) !== "people" &&
      pluralNoun(sentence, following.end) &&
      // A German noun is written with a capital: "es waren sieben Fuhren Weizen".
      (nounEnds(sentence, following.end) || germanNoun(sentence, following.end));
    // "They kept me in one room with nine other men", "mit vier anderen Männern": the speaker and the others, a
    // group one larger.
    if (!number.article && withOthers(sentence, number.start, number.end)) {
      out.push(groupClaim(sentence, base.event, number.start, number.end, number.value + 1, approx, numbers));
      continue;
    }
    if (
      !number.article &&
      ((GROUP_BEFORE[language].test(before.replace(BOUND_OR_APPROX, "")) &&
        !(thing && THERE_WERE.test(before.replace(BOUND_OR_APPROX, "")))) ||
        (following === undefined && WE_VERB_BEFORE[language]?.test(before) === true) ||
        (language === "en" && /^\s+of\s+(?:us|them|['’]?em)(?![\p{L}])/u.test(after)) ||
        GROUP_CLEFT[language]?.test(`${sentence.folded.slice(0, number.start)}#${after}`) === true)
    ) {
      out.push(groupClaim(sentence, base.event, number.start, number.end, number.value, approx, numbers));
      continue;
    }
    if (identifierAt(sentence, number.start, number.end, before)) continue;
    // "Las colmenas que se llevó el agua fueron doce", "Foram três os caras": counted by a copula.
    const countFrom = onlyOne ? articleEnd : number.end;
    const predicate = countedNoun(
      sentence,
      number,
      before,
      countFrom,
      onlyOne ? countNoun(sentence, articleEnd) : following,
    );
    const counted = predicate?.counted;
    if (!counted) continue;
    // Things counted under two names of one concept ("three rooms", "five bedrooms"; "Zimmer", "Räume").
    const raw = /[\p{L}-]+$/u.exec(sentence.folded.slice(counted.start, counted.end))?.[0] ?? counted.word;
    const noun = { ...counted, word: countedWordOf(raw, counted.word, language) };
    // "Only 41 candidates remained", "quedaban tres sillas": what was left after some went, at a later moment.
    if (REMAINING_AFTER[language].test(sentence.folded.slice(noun.end, noun.end + 30))) continue;
    // A named whole's total ("les 19 membres de l'OTAN", "l'OTAN compte 16 membres") is one value per
    // name, whatever else the clause says: its frame is left empty so the two align on their own.
    const people = noun.word === "people";
    const owned = subjectFor(sentence, number.start, { end: noun.end });
    const definite = /(?<![\p{L}])(?:les|des)\s+$/u.test(before);
    const total =
      owned.key.startsWith("ne:") &&
      ((definite && owned.start > noun.end) ||
        (owned.start < number.start &&
          /(?<![\p{L}])(?:compte|comptait|comprend|comprenait|regroupe|regroupait)\s+$/u.test(before)));
    const frame = total
      ? new Set<string>()
      : predicate?.subject
        ? frameAround(sentence, number.start, number.end, [counted, ...(mention ? [mention] : [])])
        : frameAround(sentence, number.start, noun.end, mention ? [mention] : [], false);
    out.push({
      ...base,
      // What one saw or had is counted from the speaker's side: "three men got out" and "I saw two men";
      // so are one's relatives ("unsere drei Töchter", "my two brothers": the number is inside the mention).
      subject: total
        ? owned
        : subject.key === "other" ||
            (subject.key.startsWith("rel:") &&
              subject.start <= number.start &&
              number.end <= subject.start + subject.label.length)
          ? AUTHOR
          : subject,
      anchors: total ? clauseAnchorsOf(sentence, number.start) : anchorsUpTo(sentence, number.start),
      type: "number",
      attribute: `count:${people ? "people" : noun.word}`,
      frame,
      valueStart: number.start,
      valueEnd: number.end,
      value,
      normalised: String(number.value),
      payload: {
        kind: "number",
        value: number.value,
        unit: noun.word,
        ...approx,
        ...(number.only ? { exclusive: true } : {}),
      },
    });
  }
  return out;
};

/** "Since", "desde", "seit", "depuis" in the clause before a date: the date starts a stay. */
const SINCE = /(?<![\p{L}])(?:since|desde|seit|depuis)(?![\p{L}])/u;
const withoutStart = (
  sentence: SentenceInfo,
  anchors: Claim["anchors"],
  ongoing = false,
): Claim["anchors"] => ({
  dates: anchors.dates.filter(
    (date) => !SINCE.test(sentence.folded.slice(clauseAt(sentence, date.start).start, date.start)),
  ),
  // "Seit", "depuis", "desde hace" that tell the stay's length are no time frame of it either.
  frames: ongoing ? anchors.frames.filter((frame) => !ONGOING_FRAMES.has(frame)) : anchors.frames,
});
const ONGOING_FRAMES: ReadonlySet<string> = new Set(["seit", "depuis", "desde", "hace", "desde hace"]);

/** Concepts whose words count one kind of thing (see concepts.ts): rooms, vehicles. */
const COUNTED_CONCEPTS: ReadonlySet<string> = new Set(["~room", "~vehicle"]);

/** A noun or singular article that makes the number after it a label: "room 214", "la 22", "Zimmer 4". */
const LABEL_BEFORE: PerLanguage<RegExp> = (() => {
  const nouns = [...LABEL_NOUNS].join("|");
  // Besides the label nouns, abbreviations ("no. 12", "Nr. 4") and singular articles ("la 22", "el 312").
  const build = (extra: string) => new RegExp(`(?<![\\p{L}])(?:${extra}|${nouns})\\s+$`, "u");
  return {
    en: build("no\\.?|nr\\.?"),
    es: build("la|el"),
    pt: build("o"),
    de: build("nr\\.?"),
    fr: build("la|le"),
  };
})();

/**
 * A number in digits that names a room, a flat or a bus, not a count: after a label noun or a singular
 * article ("room 214", "la 22", "el de la 312"), or three digits after "in", "aus", "de" with no plural
 * noun after them ("the guest in 214 checked out", "der Gast aus 407 reiste ab").
 */
const identifierAt = (sentence: SentenceInfo, start: number, end: number, before: string): boolean => {
  if (!/^\d+$/u.test(sentence.text.slice(start, end))) return false;
  if (LABEL_BEFORE[sentence.language].test(before) && !pluralNext(sentence, end)) return true;
  return end - start >= 3 && LOCATIVE[sentence.language].test(before) && !pluralNext(sentence, end);
};

/** Words that join two names into one plural phrase: "and", "or", a comma, a slash. */
const JOINER =
  /^[\s,;/&-]*(?:(?:and|or|y|o|e|ou|und|oder|et|sowie|as well as|then|luego|depois|dann|puis)[\s,]*)?$/u;

/** Whether two places of a sentence stand side by side in one phrase, so that neither is a single value. */
const joined = (
  sentence: SentenceInfo,
  a: { readonly start: number; readonly end: number },
  b: { readonly start: number; readonly end: number },
): boolean => {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  if (second.start - first.end > 40) return false;
  const between = sentence.folded.slice(first.end, second.start);
  // "in Madrid, then in Paris", "de Madrid a Paris", "from Lyon to Dakar": a list or a route.
  return (
    JOINER.test(between) ||
    /^\s*(?:,\s*)?(?:(?:then|luego|depois|dann|puis)\s+)?(?:to|a|para|nach|bis|vers|in|en|em)\s*$/u.test(
      between,
    ) ||
    between.length < 4
  );
};

/** Place claims: where a once-only event happened or where someone lives ("nací en Madrid", "I live in Paris"). */
export const placeClaims = (sentence: SentenceInfo): Claim[] => {
  const out: Claim[] = [];
  const places = findPlaces(sentence.folded);
  for (const place of places) {
    const before = sentence.folded.slice(Math.max(0, place.start - 16), place.start);
    if (!birthplaceNamed(sentence, place.start) && !LOCATIVE[sentence.language].test(before)) continue;
    if (!assertable(sentence, place.start, place.end, false)) continue;
    const mention = eventMentionFor(sentence, place.start, "place");
    if (!mention || !mention.event.placed) continue;
    // Two places joined in one phrase ("Madrid and Paris", "Lyon ou Dakar") make the claim plural: leave it.
    if (places.some((other) => other !== place && joined(sentence, place, other))) continue;
    const frame = frameAround(sentence, place.start, place.end, [mention]);
    const subject = subjectFor(sentence, place.start, mention);
    out.push({
      sentence,
      type: "location",
      attribute: `${mention.event.id}.place`,
      subject,
      event: mention.event,
      frame,
      anchors: subject.key.startsWith("ne:") ? clauseAnchorsOf(sentence, place.start) : anchorsOf(sentence),
      valueStart: place.start,
      valueEnd: place.end,
      value: sentence.text.slice(place.start, place.end),
      normalised: place.city
        ? `${sentence.text.slice(place.start, place.end)} (${place.country})`
        : place.country,
      payload: { kind: "place", name: place.name, city: place.city, country: place.country },
    });
  }
  return out;
};

/** A preposition right before an unknown place, with no article ("born in Glasgow", "nacido en Getafe"). */
const BARE_LOCATIVE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:in|at|near)\s+$/u,
  es: /(?<![\p{L}])(?:en)\s+$/u,
  pt: /(?<![\p{L}])(?:em)\s+$/u,
  de: /(?<![\p{L}])(?:in)\s+$/u,
  fr: /(?<![\p{L}])(?:a)\s+$/u,
};
/** A birthplace named as such before it: "my place of birth is", "mein Geburtsort ist", "lieu de naissance : ". */
const BIRTHPLACE_IS: PerLanguage<RegExp> = {
  en: /(?:birthplace|place of birth)\s*(?:is|was|:)\s+$/u,
  es: /lugar de nacimiento\s*(?:es|fue|:)\s+$/u,
  pt: /(?:local de nascimento|naturalidade)\s*(?:e|foi|:)\s+$/u,
  de: /geburtsort\s*(?:ist|war|:)\s+$/u,
  fr: /lieu de naissance\s*(?:,\s*c\s*['’]\s*est|est|etait|:)\s+$/u,
};
const birthplaceNamed = (sentence: SentenceInfo, start: number): boolean =>
  BIRTHPLACE_IS[sentence.language].test(sentence.folded.slice(Math.max(0, start - 40), start));
/** A capitalised name of one or two words, each with its hyphenated parts ("Saint-Étienne", "Stoke-on-Trent"). */
const NAME_WORD = "\\p{Lu}[\\p{Ll}'’]+(?:-(?:\\p{Ll}+-)*\\p{Lu}?[\\p{Ll}'’]+)*";
const CAPITALISED = new RegExp(`(?<![\\p{L}])${NAME_WORD}(?:\\s+${NAME_WORD})?`, "gu");

/**
 * Places outside the gazetteer: a capitalised name right after a bare preposition, tied to a once-only
 * event that has one place (a birth, a death). Such a name is only compared with another unknown name.
 */
export const unknownPlaceClaims = (sentence: SentenceInfo): Claim[] => {
  const out: Claim[] = [];
  const known = findPlaces(sentence.folded);
  const stop = STOPWORDS[sentence.language];
  const candidates = [...sentence.text.matchAll(CAPITALISED)].filter((match) => {
    const name = sentence.folded.slice(match.index, match.index + match[0].length);
    return match.index > 0 && !stop.has(name.split(/\s+/u)[0] ?? "");
  });
  for (const match of candidates) {
    const start = match.index;
    const end = start + match[0].length;
    const here = { start, end };
    if (known.some((place) => joined(sentence, here, place))) continue;
    if (
      candidates.some(
        (other) =>
          other !== match &&
          joined(sentence, here, { start: other.index, end: other.index + other[0].length }),
      )
    )
      continue;
    const before = sentence.folded.slice(Math.max(0, start - 8), start);
    if (!birthplaceNamed(sentence, start) && !BARE_LOCATIVE[sentence.language].test(before)) continue;
    if (!assertable(sentence, start, end, false)) continue;
    const mention = eventMentionFor(sentence, start, "place");
    if (!mention || !mention.event.placed) continue;
    const name = sentence.folded.slice(start, end).replace(/['’]/gu, " ");
    const town = isWorldTown(name);
    if (!mention.event.once && !town) continue;
    if (sentence.dates.some((date) => date.start < end && start < date.end)) continue;
    const found = subjectFor(sentence, start, mention);
    if (!town && (found.key === "other" || found.key.startsWith("ne:"))) continue;
    // "O casamento foi num hotel em Braga": an act told with nobody named is the speaker's to tell.
    const subject = found.key === "other" && sentence.named.length === 0 ? IMPLIED_AUTHOR : found;
    out.push({
      sentence,
      type: "location",
      attribute: `${mention.event.id}.place`,
      subject,
      event: mention.event,
      frame: frameAround(sentence, start, end, [mention]),
      anchors: anchorsOf(sentence),
      valueStart: start,
      valueEnd: end,
      value: match[0],
      normalised: match[0],
      payload: { kind: "place", name, city: name, country: `?${name}` },
    });
  }
  return out;
};

/** "is called X", "se llama X", "chama-se X", "heißt X", "s'appelle X", "name is X". */
/** "The name of my father is X": the relative between the name noun and the verb. */
const withNameOf = (cues: RegExp, nameOf: string): RegExp =>
  new RegExp(`${cues.source}|(?<![\\p{L}])${nameOf}(?![\\p{L}])`, "gu");
const NAME_CUES: PerLanguage<RegExp> = {
  en: withNameOf(
    phraseRegex(["name is", "is called", "was called", "named"]),
    "name of my \\p{L}+ (?:is|was)",
  ),
  es: withNameOf(
    phraseRegex(["se llama", "me llamo", "se llamaba", "llamado", "llamada", "nombre es"]),
    "nombre de mi \\p{L}+ (?:es|era)",
  ),
  pt: withNameOf(
    phraseRegex(["chama-se", "se chama", "me chamo", "chamo-me", "chamado", "chamada", "nome e"]),
    "nome d[oa] (?:meu|minha) \\p{L}+ (?:e|era)",
  ),
  de: withNameOf(
    phraseRegex(["heißt", "heisst", "heiße", "heisse", "hieß", "hiess", "namens", "name ist"]),
    "name (?:meines|meiner) \\p{L}+ (?:ist|war)",
  ),
  fr: withNameOf(
    phraseRegex(["s appelle", "m appelle", "s appelait", "nomme", "nommee", "nom est", "prenom est"]),
    "(?:pre)?nom de (?:mon|ma) \\p{L}+ (?:est|etait)",
  ),
};

const DEMONYMS: ReadonlyArray<readonly [string, string]> = Object.entries({
  ES: "spanish spaniard espanol espanola espanhol espanhola spanier spanierin spanisch espagnol espagnole",
  PT: "portuguese portugues portuguesa portugiese portugiesin portugais portugaise",
  BR: "brazilian brasileno brasilena brasileiro brasileira brasilianer brasilianerin bresilien bresilienne",
  FR: "french frances francesa frances francesa franzose franzosin francais francaise",
  DE: "german aleman alemana alemao alema deutscher deutsche allemand allemande",
  IT: "italian italiano italiana italiener italienerin italien italienne",
  GB: "british britanico britanica britanico brite britin britannique english ingles inglesa englander anglais anglaise",
  US: "american estadounidense norteamericano norteamericana americano americana amerikaner amerikanerin americain americaine",
  MX: "mexican mexicano mexicana mexikaner mexikanerin mexicain mexicaine",
  AR: "argentinian argentine argentino argentina argentinier argentinierin argentin",
  CO: "colombian colombiano colombiana kolumbianer kolumbianerin colombien colombienne",
  VE: "venezuelan venezolano venezolana venezuelano venezuelana venezolaner venezuelien venezuelienne",
  MA: "moroccan marroqui marroquino marroquina marokkaner marokkanerin marocain marocaine",
  CH: "swiss suizo suiza suico suica schweizer schweizerin suisse",
  AT: "austrian austriaco austriaca osterreicher osterreicherin autrichien autrichienne",
  BE: "belgian belga belgier belgierin belge",
  PL: "polish polaco polaca polones polonesa pole polin polonais polonaise",
  RO: "romanian rumano rumana romeno romena rumane rumanin roumain roumaine",
  UA: "ukrainian ucraniano ucraniana ukrainer ukrainerin ukrainien ukrainienne",
  RU: "russian ruso rusa russo russa russe",
  CN: "chinese chino china chines chinesa chinese chinesin chinois chinoise",
  AO: "angolan angoleno angolena angolano angolana angolaner angolais angolaise",
  CV: "cape verdean caboverdiano caboverdiana cabo-verdiano cabo-verdiana kapverdier capverdien capverdienne",
  SN: "senegalese senegales senegalesa senegalese senegalesin senegalais senegalaise",
  DZ: "algerian argelino argelina algerier algerierin algerien algerienne",
  TR: "turkish turco turca turke turkin turkisch turc turque",
  NL: "dutch holandes holandesa neerlandes niederlander niederlanderin neerlandais neerlandaise hollandais",
  IE: "irish irlandes irlandesa ire irin irlandais irlandaise",
  // Countries many claimants come from; German adjectives by their stem ("syrisch" for "syrischer").
  SY: "syrian sirio syrer syrerin syrisch syrien syrienne",
  IQ: "iraqi iraqui iraquiano iraquiana iraker irakerin irakisch irakien irakienne",
  IR: "iranian irani iraniano iraniana iraner iranerin iranisch iranien iranienne",
  AF: "afghan afgano afgana afegao afega afghanisch afghane afghanin",
  ER: "eritrean eritreo eritreu eritreia eritreer eritreerin eritreisch erythreen erythreenne eritreen eritreenne",
  ET: "ethiopian etiope athiopier athiopierin athiopisch ethiopien ethiopienne",
  SO: "somali somaliano somaliana somalier somalierin somalisch somalien somalienne",
  SD: "sudanese sudanes sudanesa sudanesin sudanesisch soudanais soudanaise",
  NG: "nigerian nigeriano nigeriana nigerianer nigerianerin nigerianisch nigeriane",
  GN: "guinean guineano guineana guineense guineer guineerin guineisch guineen guineenne",
  ML: "malian maliense malinense malier malierin malisch malien malienne",
  CI: "ivorian marfileno marfilena ivoriano ivoriana marfinense ivorer ivorerin ivorisch ivoirien ivoirienne",
  CM: "cameroonian camerunes camerunesa camaronense kameruner kamerunerin kamerunisch camerounais camerounaise",
  CD: "congolese congoleno congolena congoles congolesa kongolese kongolesin kongolesisch congolais congolaise",
  PK: "pakistani paquistani paquistanes paquistanesa pakistaner pakistanerin pakistanisch pakistanais pakistanaise",
  BD: "bangladeshi bangladesi bengali bangladescher bangladescherin bangladeschisch bangladais bangladaise",
  AL: "albanian albanes albanesa albaner albanerin albanisch albanais albanaise",
  GE: "georgian georgiano georgiana georgier georgierin georgisch georgien georgienne",
  EG: "egyptian egipcio egipcia agypter agypterin agyptisch egyptien egyptienne",
  HT: "haitian haitiano haitiana haitianer haitianerin haitianisch haitien haitienne",
  HN: "honduran hondureno hondurena hondurenho hondurenha honduraner honduranerin hondurien hondurienne",
  SV: "salvadoran salvadoreno salvadorena salvadorenho salvadorenha salvadorianer salvadorianerin salvadorien salvadorienne",
  GT: "guatemalan guatemalteco guatemalteca guatemalteke guatemaltekin guatemalteque",
  NI: "nicaraguan nicaraguense nicaraguaner nicaraguanerin nicaraguayen nicaraguayenne",
  CU: "cuban cubano cubana kubaner kubanerin kubanisch cubain cubaine",
  PE: "peruvian peruano peruana peruaner peruanerin peruanisch peruvien peruvienne",
  EC: "ecuadorian ecuatoriano ecuatoriana equatoriano equatoriana ecuadorianer ecuadorianerin equatorien equatorienne",
  LB: "lebanese libanes libanesa libanese libanesin libanesisch libanais libanaise",
  YE: "yemeni iemenita jemenit jemenitin jemenitisch yemenite",
  MZ: "mozambican mozambiqueno mozambiquena mocambicano mocambicana mosambikaner mosambikanerin mozambicain mozambicaine",
  TN: "tunisian tunecino tunecina tunisino tunisina tunesier tunesierin tunesisch tunisien tunisienne",
  LY: "libyan libio libyer libyerin libysch libyen libyenne",
  GM: "gambian gambiano gambiana gambier gambierin gambisch gambien gambienne",
  // More countries, in the five languages (masculine and feminine; German nouns and adjective stems).
  BO: "bolivian boliviano boliviana bolivianer bolivianerin bolivianisch bolivien bolivienne",
  CL: "chilean chileno chilena chilener chilenerin chilenisch chilien chilienne",
  UY: "uruguayan uruguayo uruguaya uruguaio uruguaia uruguayer uruguayerin uruguayen uruguayenne",
  PY: "paraguayan paraguayo paraguaya paraguaio paraguaia paraguayer paraguayerin paraguayen paraguayenne",
  DO: "dominicano dominicana dominikaner dominikanerin dominicain dominicaine",
  BY: "belarusian bielorruso bielorrusa bielorrusso bielorrussa belarusse belarussin weissrusse weissrussin belarussisch bielorusse",
  MD: "moldovan moldavo moldava moldauer moldauerin moldawier moldawierin moldave",
  RS: "serbian serbio serbia servio servia serbe serbin serbisch",
  BA: "bosnian bosnio bosnia bosnio bosnier bosnierin bosnisch bosniaque",
  HR: "croatian croata kroate kroatin kroatisch croate",
  XK: "kosovar kosovarin kosovarisch",
  MK: "macedonian macedonio macedonia macedonio mazedonier mazedonierin mazedonisch macedonien macedonienne",
  BG: "bulgarian bulgaro bulgara bulgare bulgarin bulgarisch",
  GR: "greek griego griega grego grega grieche griechin griechisch grec grecque",
  HU: "hungarian hungaro hungara ungar ungarin ungarisch hongrois hongroise",
  CZ: "czech checo checa tcheco tcheca tscheche tschechin tschechisch tcheque",
  SK: "slovak eslovaco eslovaca slowake slowakin slowakisch slovaque",
  LT: "lithuanian lituano lituana litauer litauerin litauisch lituanien lituanienne",
  LV: "latvian leton letona letao leta lette lettin lettisch letton lettone",
  EE: "estonian estonio estonia estoniano estoniana estin estnisch estonien estonienne",
  AM: "armenian armenio armenia armenio armenier armenierin armenisch armenien armenienne",
  AZ: "azerbaijani azerbaiyano azerbaiyana azerbaijano azerbaijana aserbaidschaner aserbaidschanerin azerbaidjanais azerbaidjanaise",
  KZ: "kazakh kazajo kazaja cazaque kasache kasachin kasachisch kazakh kazakhe",
  UZ: "uzbek uzbeko uzbeka usbeque usbeke usbekin usbekisch ouzbek ouzbeke",
  TJ: "tajik tayiko tayika tadjique tadschike tadschikin tadschikisch tadjik tadjike",
  IN: "indian indio india indiano indiana inder inderin indisch indien indienne",
  LK: "sri lankan esrilanques srilankes cingales sri-lanker srilankais srilankaise",
  NP: "nepalese nepali nepales nepalesa nepalese nepalesin nepalesisch nepalais nepalaise",
  VN: "vietnamese vietnamita vietnamese vietnamesin vietnamesisch vietnamien vietnamienne",
  PH: "filipino filipina philippiner philippinerin philippinisch philippin philippine",
  PS: "palestinian palestino palestina palestiniano palestiniana palastinenser palastinenserin palestinien palestinienne",
  JO: "jordanian jordano jordana jordaniano jordaniana jordanier jordanierin jordanisch jordanien jordanienne",
  SA: "saudi saudita saudiano saudiana saudi-araber saoudien saoudienne",
  SS: "south sudanese sursudanes sul-sudanes sudsudanese sudsudanesin sud-soudanais",
  TD: "chadian chadiano chadiana tchadiano tschader tschaderin tschadisch tchadien tchadienne",
  NE: "nigerien nigerino nigerina nigerino nigrer nigrerin nigrisch nigerienne",
  BF: "burkinabe burkinabes burkinabe",
  TG: "togolese togoles togolesa togoles togoer togoerin togoisch togolais togolaise",
  BJ: "beninese benines beninesa beninense beniner beninerin beninisch beninois beninoise",
  GH: "ghanaian ghanes ghanesa ganes ganesa ghanaer ghanaerin ghanaisch ghaneen ghaneenne",
  LR: "liberian liberiano liberiana liberianer liberianerin liberianisch liberien liberienne",
  SL: "sierra leonean sierraleones sierraleonesa sierra-leonese sierra-leoner sierra-leonais sierra-leonaise",
  GW: "bissau-guinean guineano-bissauense bissau-guineense guinee-bissauien",
  MR: "mauritanian mauritano mauritana mauritanier mauritanierin mauritanisch mauritanien mauritanienne",
  KE: "kenyan keniano keniana queniano queniana kenianer kenianerin kenianisch kenyan kenyane",
  UG: "ugandan ugandes ugandesa ugandense ugander uganderin ugandisch ougandais ougandaise",
  TZ: "tanzanian tanzano tanzana tanzaniano tanzaniana tansanier tansanierin tansanisch tanzanien tanzanienne",
  RW: "rwandan ruandes ruandesa ruandes ruander ruanderin ruandisch rwandais rwandaise",
  BI: "burundian burundes burundesa burundiano burundier burundierin burundisch burundais burundaise",
  ZW: "zimbabwean zimbabuense simbabwer simbabwerin simbabwisch zimbabween zimbabweenne",
  ZA: "south african sudafricano sudafricana sul-africano sul-africana sudafrikaner sudafrikanerin sudafricain sudafricaine",
  CA: "canadian canadiense canadense kanadier kanadierin kanadisch canadien canadienne",
  AU: "australian australiano australiana australier australierin australisch australien australienne",
  JP: "japanese japones japonesa japaner japanerin japanisch japonais japonaise",
  KR: "korean coreano coreana koreaner koreanerin koreanisch coreen coreenne",
  TH: "thai tailandes tailandesa tailandes thailander thailanderin thailandisch thailandais thailandaise",
  SE: "swedish sueco sueca schwede schwedin schwedisch suedois suedoise",
  NO: "norwegian noruego noruega noruegues norueguesa norweger norwegerin norwegisch norvegien norvegienne",
  DK: "danish danes danesa dinamarques dinamarquesa dane danin danisch danois danoise",
  FI: "finnish finlandes finlandesa finlandes finne finnin finnisch finlandais finlandaise",
}).flatMap(([code, words]) =>
  words
    .split(" ")
    .filter((word) => word.length > 0)
    .map((word) => [word, code] as const),
);
const DEMONYM_BY_WORD = new Map(DEMONYMS);
/** German nationality adjectives inflect ("syrischer", "die syrische"): their stems end in "isch". */
const DEMONYM_RE = phraseRegex(
  [...DEMONYM_BY_WORD.keys()].map((word) => (word.endsWith("isch") ? `${word}*` : word)),
);
const demonymCode = (word: string): string | undefined =>
  DEMONYM_BY_WORD.get(word) ?? DEMONYM_BY_WORD.get(word.replace(/(?<=isch)(?:e|er|en|es|em)$/u, ""));
/** The demonyms in a folded text, with their countries' codes: "a dutch boy", "um rapaz brasileiro". */
export const demonymsIn = (folded: string): Array<{ index: number; length: number; code: string }> =>
  [...folded.matchAll(DEMONYM_RE)].flatMap((match) => {
    const code = demonymCode(match[0]);
    return code ? [{ index: match.index, length: match[0].length, code }] : [];
  });

/** A person's noun and "of" before years: "a man of", "un señor de", "uma senhora de", "ein Mann von", "un homme de". */
export const PERSON_OF_YEARS: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:man|woman|lad|boy|girl|lady|gentleman|chap|fella|fellow|bloke|child|kid|person)\s+of\s+(?:about\s+|around\s+|some\s+)?$/u,
  es: /(?<![\p{L}])(?:hombre|mujer|senor|senora|chico|chica|chaval|chavala|nino|nina|muchacho|muchacha|joven|anciano|anciana|persona)\s+de\s+(?:unos\s+|unas\s+|casi\s+)?$/u,
  pt: /(?<![\p{L}])(?:homem|mulher|senhor|senhora|rapaz|rapariga|moco|moca|menino|menina|jovem|idoso|idosa|pessoa)\s+de\s+(?:uns\s+|umas\s+|quase\s+)?$/u,
  de: /(?<![\p{L}])(?:mann|frau|junge|madchen|bursche|bursch|kind|herr|dame|person|alter|alte)\s+von\s+(?:etwa\s+|ungefahr\s+|rund\s+)?$/u,
  fr: /(?<![\p{L}])(?:homme|femme|monsieur|dame|garcon|fille|gamin|gamine|gars|jeune|enfant|personne)\s+de\s+(?:environ\s+|presque\s+)?$/u,
};

/** "I am X", "soy X", "sou X", "ich bin X", "je suis X", and nationality nouns. */
const NATIONALITY_BEFORE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:am|i m|is|nationality is|citizen is)\s+(?:a\s+|an\s+)?$/u,
  es: /(?<![\p{L}])(?:soy|es|nacionalidad|de nacionalidad)\s+(?:un\s+|una\s+)?$/u,
  // Not "é um": folded, it is "and a" too.
  pt: /(?<![\p{L}])(?:sou|e|nacionalidade)\s+$/u,
  de: /(?<![\p{L}])(?:bin|ist|staatsangehorigkeit|staatsburger)\s+(?:ein\s+|eine\s+)?$/u,
  fr: /(?<![\p{L}])(?:suis|est|nationalite)\s+(?:un\s+|une\s+)?$/u,
};

/** A nationality noun after a demonym: "Eritrean citizen", "syrischer Staatsangehöriger", "nationalité". */
const NATIONALITY_AFTER =
  /^\s+(?:citizen|national|citizenship|nationality|staatsangehorige[rn]?|staatsburger(?:in)?|staatsangehorigkeit|staatsburgerschaft)(?![\p{L}])/u;
/** A nationality noun before a demonym: "ciudadano venezolano", "cidadão angolano", "citoyen guinéen". */
const NATIONALITY_NOUN_BEFORE =
  /(?<![\p{L}])(?:nationality|citizenship|nacionalidad|ciudadano|ciudadana|nacionalidade|cidadao|cidada|staatsangehorigkeit|staatsburgerschaft|nationalite|citoyen|citoyenne)\s+$/u;
/** A country after "citizen of": "citizen of Eritrea", "ciudadano de Venezuela", "Staatsbürger des Irak". */
const CITIZEN_OF =
  /(?<![\p{L}])(?:citizen of|national of|nationality of|ciudadano de|ciudadana de|cidadao de|cidada de|cidadao do|cidadao da|staatsburger(?:in)? (?:des|der|von)|staatsangehorige[r]? (?:des|der|von)|citoyen(?:ne)? (?:de|du|d)|ressortissant(?:e)? (?:de|du|d))\s*(?:(?:the|el|la|o|a)\s+|l\s*)?$/u;

/** Capitalised words that name no person: days and months (English capitalises them). */
const NOT_NAMES: ReadonlySet<string> = new Set(
  (
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july " +
    "august september october november december"
  ).split(" "),
);
/** Particles inside a surname ("de Vries", "van Dijk", "von Arnim", "da Silva"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set([
  "de",
  "da",
  "do",
  "dos",
  "van",
  "von",
  "der",
  "den",
  "del",
]);

/**
 * The person a nationality is told of when no subject word says who ("Mr Kovács, who owns the flat, is
 * Polish", "lá embaixo mora o seu Jorge, que é angolano"): the first name told before the value, after a
 * title or inside the sentence (in German, which capitalises every noun, only after a title), keyed by its
 * last word like a named third party ("ne:kovacs"). Places, demonyms, days and months are no names.
 */
const namedBearer = (sentence: SentenceInfo, position: number): SubjectRef | undefined => {
  const language = sentence.language;
  const titles = PERSON_TITLES[language];
  const capital = (index: number) => /^\p{Lu}/u.test(sentence.words[index]?.text ?? "");
  const places = findPlaces(sentence.folded);
  for (let i = 0; i < sentence.words.length; i++) {
    const word = sentence.words[i];
    if (!word || word.end > position) break;
    if (!capital(i) || titles.has(word.folded)) continue;
    const before = sentence.words[i - 1]?.folded ?? "";
    const titled =
      titles.has(before) || (NAME_PARTICLES.has(before) && titles.has(sentence.words[i - 2]?.folded ?? ""));
    if (!titled && (i === 0 || language === "de")) continue;
    if (STOPWORDS[language].has(word.folded) || NOT_NAMES.has(word.folded) || demonymCode(word.folded))
      continue;
    if (places.some((place) => place.start <= word.start && word.end <= place.end)) continue;
    let last = i;
    while (
      sentence.words[last + 1] !== undefined &&
      (sentence.words[last + 1]?.end ?? Infinity) <= position &&
      (capital(last + 1) || (NAME_PARTICLES.has(sentence.words[last + 1]?.folded ?? "") && capital(last + 2)))
    )
      last++;
    const end = sentence.words[last];
    if (!end) return undefined;
    return {
      key: `ne:${end.folded}`,
      label: sentence.text.slice(word.start, end.end),
      unique: true,
      start: word.start,
    };
  }
  return undefined;
};

/**
 * Nationality claims: a demonym after "to be" or with a nationality noun ("I am Cuban", "soy de
 * nacionalidad venezolana", "syrischer Staatsangehöriger"), or a country after "citizen of". One per clause
 * (two in one clause are a list). A denied one ("I never held Eritrean citizenship", "não tenho
 * nacionalidade angolana") is kept as a denial: it meets only the same nationality asserted.
 */
const nationalityClaims = (sentence: SentenceInfo): Claim[] => {
  const language = sentence.language;
  const folded = sentence.folded;
  const found: Array<{ start: number; end: number; code: string; explicit: boolean }> = [];
  DEMONYM_RE.lastIndex = 0;
  for (const match of folded.matchAll(DEMONYM_RE)) {
    const code = demonymCode(match[0]);
    if (!code) continue;
    const before = folded.slice(Math.max(0, match.index - 30), match.index);
    const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 30);
    const noun =
      NATIONALITY_AFTER.test(after) || NATIONALITY_NOUN_BEFORE.test(before.replace(/(?:de|la)\s+$/u, ""));
    if (!noun && !NATIONALITY_BEFORE[language].test(before)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, code, explicit: noun });
  }
  for (const place of findPlaces(folded)) {
    if (place.city !== null) continue;
    if (!CITIZEN_OF.test(folded.slice(Math.max(0, place.start - 30), place.start))) continue;
    found.push({ start: place.start, end: place.end, code: place.country, explicit: true });
  }
  const out: Claim[] = [];
  if (sentence.guarded) return out;
  for (const value of found) {
    const clause = clauseAt(sentence, value.start);
    if (found.some((other) => other !== value && clauseAt(sentence, other.start).start === clause.start))
      continue;
    const negated = negatedAt(sentence, value.start);
    // A denial must name the nationality as such ("never held Eritrean citizenship"), not just "I am not X".
    if (negated && !value.explicit) continue;
    if (!negated && !assertable(sentence, value.start, value.end, false)) continue;
    const said = labelSubject(sentence, value.start);
    const subject = said.key === "other" ? namedBearer(sentence, value.start) : said;
    if (!subject) continue;
    out.push({
      sentence,
      type: "identity",
      attribute: "nationality",
      subject,
      event: undefined,
      frame: new Set(),
      anchors: anchorsOf(sentence),
      valueStart: value.start,
      valueEnd: value.end,
      value: sentence.text.slice(value.start, value.end),
      normalised: negated ? `not ${value.code}` : value.code,
      payload: { kind: "label", value: negated ? `not:${value.code}` : value.code },
    });
  }
  return out;
};

/** "Is", "es", "é", "est" after a relative: "mi mamá es Caridad Valdés", "my brother is Karim." */
const NAMING_COPULA =
  /^\s+(?:is|was|es|era|e|é|foi|est|etait|était)\s+(\p{Lu}\p{Ll}+)(\s+\p{Lu}\p{Ll}+)?(?=[\s,.;!?]|$)(?!\s+(?:and|y|e|et)\s+\p{Lu})/u;

/**
 * A relative's name after "to be": two capitalised words ("mi mamá es Caridad Valdés"), or one that ends its
 * clause ("my brother is Karim."). Not in German, which capitalises every noun ("mein Vater ist Lehrer"), and
 * never a nationality, a faith or a place ("my husband is Kurdish", "my father is Catholic").
 */
const copulaNames = (sentence: SentenceInfo): Claim[] => {
  const out: Claim[] = [];
  const language = sentence.language;
  if (language === "de" || sentence.guarded) return out;
  for (const subject of sentence.subjects) {
    if (!subject.key.startsWith("rel:")) continue;
    const after = subject.start + subject.label.length;
    const match = NAMING_COPULA.exec(sentence.text.slice(after));
    const first = match?.[1];
    if (!match || !first) continue;
    const rest = sentence.text.slice(after + match[0].length);
    if (!match[2] && !/^\s*(?:[.;!?]|$)/u.test(rest)) continue;
    const word = fold(first);
    if (STOPWORDS[language].has(word) || DEMONYM_BY_WORD.has(word) || isBelongingWord(word, language))
      continue;
    if (findPlaces(fold(match[0])).length > 0) continue;
    const start = after + match[0].length - first.length - (match[2]?.length ?? 0);
    const end = start + first.length + (match[2]?.length ?? 0);
    if (!assertable(sentence, start, end, false)) continue;
    out.push(nameClaim(sentence, subject, start, end, new Set()));
  }
  return out;
};

/** A relative's name: its first word, folded, is what two tellings compare. */
const nameClaim = (
  sentence: SentenceInfo,
  subject: Claim["subject"],
  start: number,
  end: number,
  frame: Set<string>,
): Claim => {
  const value = sentence.text.slice(start, end);
  const first = value.split(/\s+/u)[0] ?? value;
  return {
    sentence,
    type: "identity",
    attribute: "name",
    subject,
    event: undefined,
    frame,
    anchors: { dates: [], frames: [] },
    valueStart: start,
    valueEnd: end,
    value,
    normalised: first,
    payload: { kind: "label", value: fold(first) },
  };
};

/** Identity claims: a person's name after a naming verb, and a nationality after "to be". */
export const identityClaims = (sentence: SentenceInfo): Claim[] => {
  const out: Claim[] = [];
  if (sentence.guarded) return out;
  const language: Language = sentence.language;
  const nameRe = NAME_CUES[language];
  nameRe.lastIndex = 0;
  for (const match of sentence.folded.replace(/[’']/g, " ").matchAll(nameRe)) {
    const rest = sentence.text.slice(match.index + match[0].length);
    const name = /^\s+((?:\p{Lu}[\p{L}'-]+)(?:\s+\p{Lu}[\p{L}'-]+)?)/u.exec(rest);
    if (!name || !name[1]) continue;
    const start = match.index + match[0].length + (name[0].length - name[1].length);
    const end = start + name[1].length;
    if (!assertable(sentence, start, end, false)) continue;
    // The subject named before the cue ("my father is called"), or inside it ("the name of my father is").
    const subject = subjectFor(sentence, match.index + match[0].length - 1);
    if (subject.key === "other") continue;
    out.push(nameClaim(sentence, subject, start, end, new Set()));
  }
  // A relative's first name in apposition: "my sister Sarah", "mi hermana Lucía", "meine Schwester Anna".
  // Its frame leaves out values and the word after each ("41 anos", "quarante-neuf ans"): two brothers'
  // ages are no shared fact.
  let values: Array<{ start: number; end: number }> | undefined;
  const valueSpans = () =>
    (values ??= findNumbers(sentence.folded, language).map((number) => ({
      start: number.start,
      end: number.end + (/^\s*[\p{L}]+/u.exec(sentence.folded.slice(number.end))?.[0].length ?? 0),
    })));
  for (const subject of sentence.subjects) {
    if (!subject.key.startsWith("rel:")) continue;
    // German datives and accusatives ("meiner Schwester Geld") put a capitalised noun there too.
    if (sentence.language === "de" && !/^mein(?:e)?\s/u.test(fold(subject.label))) continue;
    const after = subject.start + subject.label.length;
    // "my husband, Joaquim", and with an article after the comma: "o meu marido, o Joaquim".
    const name =
      /^(?:,\s+(?:o|a|el|la|le|der|die)|,?)\s+(\p{Lu}\p{Ll}+)(?=[\s,.;!?]|$)(?!\s+(?:and|y|e|und|et)\s+\p{Lu})/u.exec(
        sentence.text.slice(after),
      );
    if (!name || !name[1]) continue;
    const start = after + name[0].length - name[1].length;
    const end = start + name[1].length;
    if (STOPWORDS[language].has(fold(name[1])) || DEMONYM_BY_WORD.has(fold(name[1]))) continue;
    if (findPlaces(fold(name[1])).length > 0) continue;
    if (!assertable(sentence, start, end, false)) continue;
    // "My brother Steve runs the weighbridge", "my brother Paul drives the lorry": one may have two
    // brothers, so a name in apposition keeps what the sentence says of its bearer (see compare.ts).
    out.push(
      nameClaim(
        sentence,
        subject,
        start,
        end,
        new Set([
          APPOSED,
          ...frameWithin(sentence, 0, sentence.text.length, [{ start: subject.start, end }, ...valueSpans()]),
        ]),
      ),
    );
  }
  out.push(...copulaNames(sentence), ...nationalityClaims(sentence));
  return out;
};
