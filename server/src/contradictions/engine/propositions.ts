import { OTHER, plainClaim, subjectFor, type Claim } from "./claims.ts";
import {
  AWAY,
  CORRECTION,
  deniesIn,
  ENGLISH_IRREGULAR,
  FORGOT_TO_SAY,
  NEGATION_WORDS,
  NOT_IN,
  OUTSIDE,
} from "./cues.ts";
import { CLEFT } from "./roles.ts";
import { anchorsUpTo, inNote, negatedAt, partlyNegatedAt, type SentenceInfo } from "./sentence.ts";
import { conceptOf, frameWord, LIGHT_VERB } from "./concepts.ts";
import { STOPWORDS } from "./stopwords.ts";
import type { Language, PerLanguage, Word } from "./text.ts";

/**
 * Whole-sentence propositions, for "the same statement asserted and denied" and curated antonyms: a
 * sentence's key is its content words (numbers kept, negation cues and function words left out, English
 * past forms mapped to their base so "did not see" meets "saw"), with each antonym replaced by its pair.
 */

const ANTONYMS: PerLanguage<ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["alive", "dead"],
    ["married", "single"],
    ["employed", "unemployed"],
    ["guilty", "innocent"],
    ["present", "absent"],
    ["open", "closed"],
    ["sober", "drunk"],
    ["inside", "outside"],
    ["early", "late"],
    ["true", "false"],
    ["awake", "asleep"],
    ["armed", "unarmed"],
    ["legal", "illegal"],
    ["locked", "unlocked"],
    ["alone", "accompanied"],
  ],
  es: [
    ["vivo", "muerto"],
    ["viva", "muerta"],
    ["casado", "soltero"],
    ["casada", "soltera"],
    ["empleado", "desempleado"],
    ["culpable", "inocente"],
    ["presente", "ausente"],
    ["abierta", "cerrada"],
    ["abierto", "cerrado"],
    ["sobrio", "borracho"],
    ["sobria", "borracha"],
    ["dentro", "fuera"],
    ["temprano", "tarde"],
    ["verdad", "mentira"],
    ["despierto", "dormido"],
    ["armado", "desarmado"],
    ["legal", "ilegal"],
    ["solo", "acompanado"],
    ["sola", "acompanada"],
  ],
  pt: [
    ["vivo", "morto"],
    ["viva", "morta"],
    ["casado", "solteiro"],
    ["casada", "solteira"],
    ["empregado", "desempregado"],
    ["culpado", "inocente"],
    ["presente", "ausente"],
    ["aberta", "fechada"],
    ["aberto", "fechado"],
    ["sobrio", "bebado"],
    ["sobria", "bebada"],
    ["dentro", "fora"],
    ["cedo", "tarde"],
    ["verdade", "mentira"],
    ["acordado", "dormindo"],
    ["armado", "desarmado"],
    ["legal", "ilegal"],
    ["sozinho", "acompanhado"],
    ["sozinha", "acompanhada"],
  ],
  de: [
    ["lebendig", "tot"],
    ["verheiratet", "ledig"],
    ["beschaftigt", "arbeitslos"],
    ["schuldig", "unschuldig"],
    ["anwesend", "abwesend"],
    ["offen", "geschlossen"],
    ["nuchtern", "betrunken"],
    ["drinnen", "draussen"],
    ["fruh", "spat"],
    ["wahr", "falsch"],
    ["wach", "eingeschlafen"],
    ["bewaffnet", "unbewaffnet"],
    ["legal", "illegal"],
    ["allein", "begleitet"],
    ["abgeschlossen", "unverschlossen"],
  ],
  fr: [
    ["vivant", "mort"],
    ["vivante", "morte"],
    ["marie", "celibataire"],
    ["mariee", "celibataire"],
    ["employe", "chomeur"],
    ["coupable", "innocent"],
    ["present", "absent"],
    ["presente", "absente"],
    ["ouverte", "fermee"],
    ["ouvert", "ferme"],
    ["sobre", "ivre"],
    ["dedans", "dehors"],
    ["tot", "tard"],
    ["vrai", "faux"],
    ["eveille", "endormi"],
    ["arme", "desarme"],
    ["legal", "illegal"],
    ["seul", "accompagne"],
    ["seule", "accompagnee"],
  ],
};

/**
 * Descriptions with opposite sides, each side with its forms and near synonyms (genders, "hot" beside
 * "warm"): a word on one side against a word on the other is a flip.
 */
const DESCRIPTIONS: PerLanguage<ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["clean tidy spotless", "dirty filthy messy"],
    ["warm hot", "cold freezing"],
    ["small tiny", "large big huge"],
    ["calm polite friendly", "rude aggressive hostile"],
    ["full", "empty"],
    ["cheap", "expensive"],
    ["quiet", "noisy loud"],
  ],
  es: [
    ["limpio limpia limpios limpias", "sucio sucia sucios sucias"],
    ["caliente calientes calido calida caluroso calurosa", "frio fria frios frias helado helada"],
    ["pequeno pequena pequenos pequenas", "grande grandes enorme"],
    ["tranquilo tranquila educado educada amable", "grosero grosera maleducado maleducada agresivo agresiva"],
    ["lleno llena", "vacio vacia"],
    ["barato barata", "carisimo carisima"],
    ["silencioso silenciosa", "ruidoso ruidosa"],
  ],
  pt: [
    ["limpo limpa limpos limpas", "sujo suja sujos sujas"],
    ["quente quentes", "frio fria frios frias gelado gelada"],
    ["pequeno pequena pequenos pequenas", "grande grandes enorme"],
    [
      "calmo calma tranquilo tranquila educado educada simpatico simpatica",
      "rude grosseiro grosseira malcriado malcriada agressivo agressiva",
    ],
    ["cheio cheia", "vazio vazia"],
    ["barato barata", "carissimo carissima"],
    ["silencioso silenciosa", "barulhento barulhenta"],
  ],
  de: [
    ["sauber", "schmutzig dreckig"],
    ["warm heis", "kalt"],
    ["klein", "gros riesig"],
    ["ruhig hoflich freundlich", "unhoflich grob aggressiv unfreundlich"],
    ["voll", "leer"],
    ["billig gunstig", "teuer"],
    ["leise", "laut"],
  ],
  fr: [
    ["propre", "sale"],
    ["chaud chaude", "froid froide glacial glaciale"],
    ["petit petite", "grand grande immense"],
    ["calme poli polie aimable", "impoli impolie grossier grossiere agressif agressive"],
    ["plein pleine", "vide"],
    ["bon marche", "cher chere"],
    ["silencieux silencieuse", "bruyant bruyante"],
  ],
};

const antonymIndex: PerLanguage<ReadonlyMap<string, { pair: string; side: boolean }>> = (() => {
  const build = (
    pairs: ReadonlyArray<readonly [string, string]>,
    descriptions: ReadonlyArray<readonly [string, string]>,
  ) => {
    const map = new Map<string, { pair: string; side: boolean }>();
    for (const [a, b] of pairs) {
      const pair = `<${a}|${b}>`;
      map.set(a, { pair, side: true });
      if (!map.has(b)) map.set(b, { pair, side: false });
    }
    for (const [a, b] of descriptions) {
      const left = a.split(" ");
      const right = b.split(" ");
      const pair = `<${left[0] ?? a}|${right[0] ?? b}>`;
      for (const word of left) if (!map.has(word)) map.set(word, { pair, side: true });
      for (const word of right) if (!map.has(word)) map.set(word, { pair, side: false });
    }
    return map;
  };
  return {
    en: build(ANTONYMS.en, DESCRIPTIONS.en),
    es: build(ANTONYMS.es, DESCRIPTIONS.es),
    pt: build(ANTONYMS.pt, DESCRIPTIONS.pt),
    de: build(ANTONYMS.de, DESCRIPTIONS.de),
    fr: build(ANTONYMS.fr, DESCRIPTIONS.fr),
  };
})();

/** English past and participle forms to their base, so "did not see" and "saw" share a key. */
/**
 * English past forms to their base: the irregular verbs' table (cues.ts), and regular forms whose base the
 * endings would cut otherwise.
 */
const ENGLISH_BASE: ReadonlyMap<string, string> = new Map([
  ...ENGLISH_IRREGULAR.flatMap(([base, past, participle]) =>
    [past, participle]
      // "Come" is its own participle: a base, not a past; "won" is also "won't".
      .filter((form) => form !== base && form !== "won")
      .map((form) => [form, base] as const),
  ),
  ["signed", "sign"],
  ["called", "call"],
  ["touched", "touch"],
  ["owned", "own"],
  ["owed", "owe"],
  ["borrowed", "borrow"],
  ["threatened", "threaten"],
  ["attacked", "attack"],
  ["visited", "visit"],
  ["worked", "work"],
  ["lived", "live"],
  ["phoned", "phone"],
  ["received", "receive"],
  ["has", "have"],
  ["recognized", "recognize"],
  ["recognised", "recognise"],
  ["entered", "enter"],
]);

/** Words that only carry tense or emphasis, dropped from the key. */
const AUXILIARIES: PerLanguage<ReadonlySet<string>> = {
  en: new Set([
    "did",
    "do",
    "does",
    "don",
    "didn",
    "doesn",
    "wasn",
    "weren",
    "isn",
    "aren",
    "haven",
    "hasn",
    "hadn",
    "won",
    "can",
    "couldn",
    "ever",
    "at",
    "all",
    "any",
    "anything",
    "nothing",
    "someone",
    "anyone",
    "nobody",
    "something",
  ]),
  es: new Set([
    "he",
    "ha",
    "hemos",
    "han",
    "nada",
    "algo",
    "alguien",
    "nadie",
    "nunca",
    "ningun",
    "alguna",
    "ninguna",
    "fui",
    "fuimos",
    "sido",
    "estado",
  ]),
  pt: new Set([
    "tenho",
    "tem",
    "temos",
    "nada",
    "algo",
    "alguem",
    "ninguem",
    "nenhum",
    "nenhuma",
    "algum",
    "alguma",
    "fui",
    "fomos",
    "sido",
  ]),
  de: new Set([
    "habe",
    "hat",
    "haben",
    "etwas",
    "nichts",
    "jemand",
    "niemand",
    "je",
    "jemals",
    "ein",
    "eine",
    "einen",
    "keinen",
    "keine",
    "kein",
  ]),
  fr: new Set(["rien", "quelque", "chose", "quelqu", "personne", "aucun", "aucune", "jamais"]),
};

/**
 * Forms of "to have" (possession carries no content of its own: "I have a passport", "nunca tuve
 * pasaporte", "ich hatte nie einen Pass"), left out of the key like auxiliaries.
 */
const POSSESSION: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["have", "has", "had", "having"]),
  es: new Set(
    "tengo tiene tienes tenemos tienen tenia teniamos tenian tenido tuve tuvo tuvimos tener".split(" "),
  ),
  pt: new Set("tenho tem temos tinha tinhamos tive teve tivemos tido ter".split(" ")),
  de: new Set("habe hat haben hatte hatten gehabt".split(" ")),
  fr: new Set("ai as avons ont avais avait avions eu avoir".split(" ")),
};

/** A proposition claim for a sentence with two or more content words (one for a known subject), or none. */
/** "Never" in each language: a denial that holds for every time, so any one instance contradicts it. */
const UNIVERSAL_NEGATIONS: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["never", "nothing", "nobody"]),
  es: new Set(["nunca", "jamas", "ningun", "ninguna", "ninguno", "nada", "nadie"]),
  pt: new Set(["nunca", "jamais", "nenhum", "nenhuma", "nada", "ninguem"]),
  de: new Set(["nie", "niemals", "kein", "keine", "keinen", "keinem", "keiner", "nichts", "niemand"]),
  fr: new Set(["jamais", "aucun", "aucune", "rien"]),
};

/** Verb forms of the conditional mood, by ending (folded). English and German build it with an auxiliary. */
const CONDITIONAL_FORM: Partial<PerLanguage<RegExp>> = {
  es: /(?:aria|eria|iria)(?:s|mos|is|n)?$/u,
  pt: /(?:aria|eria|iria)(?:s|mos|m)?$/u,
  fr: /(?:rais|rait|rions|riez|raient)$/u,
};

export const propositionClaims = (sentence: SentenceInfo): Claim[] => {
  if (sentence.guarded || sentence.text.length > 200) return [];
  const language = sentence.language;
  const stop = STOPWORDS[language];
  const negations = NEGATION_WORDS[language];
  const auxiliaries = AUXILIARIES[language];
  const antonyms = antonymIndex[language];
  const key: string[] = [];
  let antonym: { word: string; side: boolean; start: number; end: number } | undefined;
  for (const word of sentence.words) {
    let token = word.folded;
    if (language === "en") token = ENGLISH_BASE.get(token) ?? token;
    const pair = antonyms.get(token);
    if (pair) {
      // Two antonyms in one sentence leave it ambiguous.
      if (antonym) return [];
      antonym = { word: pair.pair, side: pair.side, start: word.start, end: word.end };
      key.push(pair.pair);
      continue;
    }
    if (negations.has(token) || auxiliaries.has(token) || POSSESSION[language].has(token)) continue;
    if (stop.has(token) && !/\d/u.test(token)) continue;
    // Digits stay whole; words go to their concept or stem, so "ameaçado" and "ameaçou" share a key.
    // A conditional ("assinaria", "signerais") keeps its whole form: it never shares a key with a fact.
    key.push(
      /\d/u.test(token) || CONDITIONAL_FORM[language]?.test(token) === true
        ? token
        : frameWord(token, language),
    );
  }
  // One content word is enough beside an antonym of a known subject ("I was sober" / "I was drunk").
  // A short sentence about a known subject may hold one ("I have a passport" / "No tengo pasaporte").
  const known = sentence.subjects.length > 0 && (antonym !== undefined || sentence.words.length <= 8);
  if (key.length < (known ? 1 : 2)) return [];
  // A light verb alone ("je n'ai rien porté") names no act: not "porter plainte".
  if (key.every((word) => word === LIGHT_VERB)) return [];
  const negated =
    negatedAt(sentence, 0) || sentence.clauses.slice(1).some((clause) => negatedAt(sentence, clause.start));
  if (negated && sentence.clauses.some((clause) => partlyNegatedAt(sentence, clause.start))) return [];
  const positive = antonym ? antonym.side !== negated : !negated;
  const subject = subjectFor(sentence, 0);
  const sortedKey = [...new Set(key)].sort().join(" ");
  const universal = negated && sentence.words.some((word) => UNIVERSAL_NEGATIONS[language].has(word.folded));
  // The words to highlight: the antonym, else the negation cue, else the whole sentence.
  const cue = sentence.words.find((word) => negations.has(word.folded));
  const valueStart = antonym?.start ?? (negated && cue ? cue.start : 0);
  const valueEnd = antonym?.end ?? (negated && cue ? cue.end : sentence.text.length);
  return [
    plainClaim(sentence, {
      type: antonym ? "antonym" : "negation",
      attribute: `statement:${sortedKey}`,
      subject,
      valueStart,
      valueEnd,
      normalised: antonym
        ? positive
          ? (antonym.word.slice(1).split("|")[0] ?? "")
          : (antonym.word.slice(0, -1).split("|")[1] ?? "")
        : negated
          ? "negative"
          : "positive",
      payload: { kind: "polarity", key: sortedKey, positive, ...(universal ? { universal } : {}) },
    }),
  ];
};

/**
 * An English verb form to a shared base, so that "stopped", "stops", "stopping" and "stop" meet ("arrived"
 * and "arrive" both become "arriv").
 */
const englishBase = (token: string): string => {
  // A word a concept names as it is stays as it is ("rang" is a call, "ring" is not); a known past keeps its
  // base whole ("took" is "take"): the concepts' lexicons name bases.
  if (conceptOf(token, "en")) return token;
  const known = ENGLISH_BASE.get(token);
  if (known) return known;
  let base = token;
  if (base.length > 5 && base.endsWith("ied")) base = `${base.slice(0, -3)}y`;
  else if (base.length > 4 && base.endsWith("ed")) base = base.slice(0, -2);
  else if (base.length > 5 && base.endsWith("ing")) base = base.slice(0, -3);
  else if (base.length > 4 && base.endsWith("es") && !base.endsWith("ses")) base = base.slice(0, -1);
  // A doubled final consonant ("stopp", "robb") and a final "e" ("arrive") are the same base.
  if (/([b-df-hj-np-tv-z])\1$/u.test(base) && base.length > 3) base = base.slice(0, -1);
  if (base.length > 3 && base.endsWith("e")) base = base.slice(0, -1);
  return base;
};

/**
 * An occasion pointed at ("that time", "esa vez", "nessa vez", "cette fois"; German "Mal" is a stopword): the
 * occasion's word, and the words that point at it just before it.
 */
const THAT_OCCASION: Partial<Record<Language, { readonly word: RegExp; readonly pointer: RegExp }>> = {
  en: { word: /^time$/u, pointer: /^(?:that|this)$/u },
  es: { word: /^vez$/u, pointer: /^(?:esa|esta|aquella)$/u },
  pt: { word: /^vez$/u, pointer: /^(?:essa|esta|aquela|nessa|nesta|naquela)$/u },
  fr: { word: /^fois(?:-la)?$/u, pointer: /^(?:cette|la)$/u },
};

/** Places that only say "at home" in a denial ("never arrested in my country"): not part of the act. */
const GENERIC_PLACES = new Set("country homeland pais land heimatland heimat pays".split(" "));

/** Subject pronouns, folded: an opening that holds one is a clause of its own, no topic ("On m'a volé…"). */
const SUBJECT_PRONOUN: PerLanguage<RegExp> = {
  en: /^(?:i|we|you|he|she|they|it)$/u,
  es: /^(?:yo|nosotros|nosotras|el|ella|ellos|ellas|usted|ustedes)$/u,
  pt: /^(?:eu|nos|ele|ela|eles|elas|voce|voces)$/u,
  de: /^(?:ich|i|wir|du|er|sie|es|man)$/u,
  fr: /^(?:je|j|on|il|elle|ils|elles|nous|vous|tu)$/u,
};

/** Parts of the day and weekdays, folded: an opening clause that starts with one tells when, not what. */
const OCCASION_WORD: PerLanguage<RegExp> = {
  en: /^(?:night|morning|evening|afternoon|day|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/u,
  es: /^(?:noche|manana|tarde|madrugada|dia|lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/u,
  pt: /^(?:noite|manha|tarde|madrugada|dia|segunda|terca|quarta|quinta|sexta|sabado|domingo|segunda-feira|terca-feira|quarta-feira|quinta-feira|sexta-feira)$/u,
  de: /^(?:nacht|morgen|abend|nachmittag|vormittag|tag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/u,
  fr: /^(?:nuit|matin|soir|soiree|apres-midi|matinee|jour|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)$/u,
};

/**
 * A clause that only tells when ("Mardi soir", "le matin du brouillard", "the night of the storm"): short,
 * naming no one as its subject, with a part of the day or a weekday first among its content words. (Fillers
 * such as "bon", "euh" are blanked out before, see hesitations.ts.)
 */
const occasionAside = (sentence: SentenceInfo, words: ReadonlyArray<Word>): boolean => {
  const language = sentence.language;
  if (words.length > 7 || words.some((word) => SUBJECT_PRONOUN[language].test(word.folded))) return false;
  const content = words.filter((word) => !STOPWORDS[language].has(word.folded));
  // Not a clause of function words only: "Lo | que se llevaron fue la bici" opens a relative clause.
  return OCCASION_WORD[language].test(content[0]?.folded ?? "");
};

/** A pronoun that takes up a topic set before it: "j'en ai pas", "no lo grabó", "isso nunca teve". */
const RESUMPTIVE: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:it|that|them|any)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:lo|la|los|las|eso)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:o|a|os|as|isso|disso)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:das|den|die|davon|welche)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:en|y|le|la|l|les|ca)(?![\p{L}])/u,
};

/** Object pronouns that open a clause taking up a topic: "les" of "Les bouteilles, les a-t-il vues ?". */
const OPENING_OBJECT: PerLanguage<ReadonlySet<string>> = {
  en: new Set(),
  es: new Set("lo la los las".split(" ")),
  pt: new Set(),
  de: new Set(),
  fr: new Set("l le la les".split(" ")),
};

/**
 * A clause that opens with its own subject, a denial or an object pronoun ("je ne les ai pas vérifiées", "no
 * las revisé"): what it takes up is the long topic before it ("Les bouteilles de gaz des camping-cars, …"),
 * not a clause of its own before a "que" ("Des études suggèrent que la vaccination…"). A correction with no
 * verb ("Im Karton lag ein Lieferschein, nicht die Quittung") takes up nothing.
 */
const opensOwnClause = (language: Language, words: ReadonlyArray<Word>, text: string): boolean => {
  const first = words[0]?.folded ?? "";
  return (
    (SUBJECT_PRONOUN[language].test(first) ||
      NEGATION_WORDS[language].has(first) ||
      OPENING_OBJECT[language].has(first)) &&
    !CORRECTION[language].test(text)
  );
};

/** "There was no…", "no había…", "não havia…", "es gab kein…", "il n'y avait pas…": no one's act. */
const EXISTENTIAL: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])there\s+(?:was|were|is|are|has been|had been)(?:\s+no|n\s*t)(?![\p{L}])/u,
  es: /(?<![\p{L}])no\s+(?:habia|hubo|hay|ha habido)(?![\p{L}])/u,
  pt: /(?<![\p{L}])nao\s+(?:havia|houve|ha|existia)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:(?:es\s+gab|gab\s+es|gibt\s+es|es\s+gibt)\s+(?:\p{L}+\s+){0,4}?(?:kein|keine|keinen|nicht)|(?:hat|hatte)\s+es\s+(?:\p{L}+\s+){0,6}?(?:kein\p{L}*|nicht|nie)\s+(?:\p{L}+\s+){0,3}?gegeben)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:il\s+)?(?:n\s+)?y\s+(?:avait|a|a eu|avait eu)\s+(?:pas|aucun|aucune|jamais)(?![\p{L}])/u,
};

/**
 * A denial in the passive ("the police were not called", "no fue avisada", "não foram facultadas", "wurde
 * nicht angeboten", "wurde nicht mitgenommen", "dass sie nie abgeholt wurde", "n'a pas été contactée", "eine
 * Zahlung erfolgte nicht"), folded with apostrophes as spaces; and a doer named after it ("by", "por", "von",
 * "par"), which makes it that doer's.
 */
const PASSIVE_DENIAL: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:was|were|is|are|has|have|had)(?:\s+not|\s+never|n\s+t)\s+(?:been\s+|ever\s+been\s+)?\p{L}+(?:ed|en|wn)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:no|nunca)\s+(?:(?:me|te|le|les|nos|se)\s+)?(?:fue|fueron|ha\s+sido|han\s+sido|habia\s+sido|habian\s+sido)\s+(?:\p{L}+(?:ad|id)(?:o|a|os|as)|\p{L}*(?:hech|dich|vist|puest|abiert|escrit|rot|vuelt|cubiert|impres|suelt)(?:o|a|os|as))(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:nao|nunca)\s+(?:(?:me|lhe|lhes|nos)\s+)?(?:foi|foram|tinha\s+sido|tinham\s+sido)\s+(?:\p{L}+(?:ad|id)(?:o|a|os|as)|entregue|entregues|aceite|aceites|aceito|aceita|pago|paga|pagos|pagas|ganho|gasto|gasta|feito|feita|feitos|feitas|dito|dita|visto|vista|posto|posta|postos|postas|aberto|aberta|escrito|escrita|coberto|coberta|impresso|impressa|eleito|eleita|preso|presa|solto|solta|suspenso|suspensa)(?![\p{L}])/u,
  // An act told as a noun that did not take place: "Eine Prüfung … erfolgte nicht", "… hat nicht stattgefunden".
  de: /(?<![\p{L}])(?:(?:wurde|wurden)\s+(?:\p{L}+\s+){0,6}?(?:nicht|nie|niemals)\s+(?:\p{L}+\s+){0,3}?(?:\p{L}{0,5}ge\p{L}+(?:t|en)|\p{L}+iert)|(?:nicht|nie|niemals)\s+(?:\p{L}+\s+){0,3}?(?:\p{L}{0,5}ge\p{L}+(?:t|en)|\p{L}+iert)\s+(?:wurde|wurden|worden)|(?:erfolgte|erfolgten)\s+(?:\p{L}+\s+){0,6}?(?:nicht|nie|niemals)|(?:nicht|nie|niemals)\s+(?:\p{L}+\s+){0,3}?(?:erfolgt|stattgefunden)|(?:fand|fanden)\s+(?:\p{L}+\s+){0,6}?(?:nicht|nie|niemals)\s+statt)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:n|ne)\s+(?:(?:m|me|t|te|l|le|la|les|lui|leur|nous|vous)\s+)?(?:a|ont|avait|avaient)\s+(?:pas|jamais)\s+ete\s+\p{L}+(?:e|ee|es|ees|i|ie|is|ies|u|ue|us|ues|t|te|ts|tes)(?![\p{L}])/u,
};
const BY_AGENT: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])by(?![\p{L}])/u,
  es: /(?<![\p{L}])por(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:por|pelo|pela|pelos|pelas)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:von|vom|durch)(?![\p{L}])/u,
  fr: /(?<![\p{L}])par(?![\p{L}])/u,
};

/** Subjects that deny for everyone ("nobody trained me", "nadie me vio"): any subject's telling meets them. */
const NOBODY: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["nobody", "noone"]),
  es: new Set(["nadie"]),
  pt: new Set(["ninguem"]),
  de: new Set(["niemand"]),
  fr: new Set(["personne"]),
};

/** Words for relatives one may say one has none of, with the relatives they name. */
const KIN: PerLanguage<ReadonlyMap<string, ReadonlyArray<string>>> = (() => {
  const sisters = ["sister"];
  const brothers = ["brother"];
  const siblings = ["brother", "sister"];
  const children = ["son", "daughter"];
  const map = (entries: Record<string, string[]>) => new Map(Object.entries(entries));
  return {
    en: map({
      sister: sisters,
      sisters,
      brother: brothers,
      brothers,
      sibling: siblings,
      siblings,
      child: children,
      children,
      kids: children,
      son: ["son"],
      sons: ["son"],
      daughter: ["daughter"],
      daughters: ["daughter"],
    }),
    es: map({
      hermana: sisters,
      hermanas: sisters,
      hermano: brothers,
      hermanos: siblings,
      hijos: children,
      hijo: ["son"],
      hija: ["daughter"],
      hijas: ["daughter"],
    }),
    pt: map({
      irma: sisters,
      irmas: sisters,
      irmao: brothers,
      irmaos: siblings,
      filhos: children,
      filho: ["son"],
      filha: ["daughter"],
      filhas: ["daughter"],
    }),
    de: map({
      schwester: sisters,
      schwestern: sisters,
      bruder: brothers,
      geschwister: siblings,
      kind: children,
      kinder: children,
      sohn: ["son"],
      sohne: ["son"],
      tochter: ["daughter"],
      tochtern: ["daughter"],
    }),
    fr: map({
      soeur: sisters,
      soeurs: sisters,
      sœur: sisters,
      sœurs: sisters,
      frere: brothers,
      freres: siblings,
      enfant: children,
      enfants: children,
      fils: ["son"],
      fille: ["daughter"],
      filles: ["daughter"],
    }),
  };
})();

/**
 * Verbs that deny another ("refused the offer" is "did not accept the offer"), by folded prefix: a refusal
 * becomes the accepting word with its clause's polarity turned over.
 */
const REFUSALS: PerLanguage<{ readonly accept: RegExp; readonly refuse: RegExp }> = {
  en: { accept: /^accept/u, refuse: /^(?:refus|reject|turned?\s*down)/u },
  es: { accept: /^acept/u, refuse: /^(?:rechaz|rehus)/u },
  pt: { accept: /^aceit/u, refuse: /^(?:recus|rejeit)/u },
  de: { accept: /^(?:angenommen|annehm|nahm)/u, refuse: /^(?:abgelehnt|ablehn|lehnte)/u },
  fr: { accept: /^accept/u, refuse: /^(?:refus|rejet)/u },
};

/**
 * Words of being there, seeing, meeting, touching, ordering or having (folded tokens): denied, they say that
 * someone or something had no part in what happened ("Sandra never showed her face", "a los de la UME no los
 * vimos", "ao pavilhão nem chegámos a ir", "der Tobias war gar nicht da", "je n'ai jamais été à la MAIF").
 */
const PRESENCE: PerLanguage<RegExp> = {
  en: /^(?:see|saw|seen|show|showed|shown|face|there|come|came|turn|turned|touch|touched|touching|go|went|gone|been|have|had|order|ordered|wear|wore|worn|eat|ate|eaten|taste|tasted|near|present|involved|with|stay|stayed|sleep|slept|spend|spent|sat|wait|waited)$/u,
  es: /^(?:ver|vi|vimos|vio|vieron|visto|estaba|estaban|estuvo|estuve|estuvimos|vino|vinieron|venir|aparecio|aparecieron|llego|llegado|llegaba|toque|toco|tocamos|tocado|tocaron|tocar|pedimos|pedi|pidio|pedido|fui|fuimos|fue|ir|llevaba|lleve|llevamos|comi|comimos|probamos|probe|probado|tuve|tenia|alli|ahi|presente|con|dormimos|dormi|pasamos|pase|quedamos|quede|esperamos|espere)$/u,
  pt: /^(?:ver|vi|vimos|viu|viram|visto|estava|estavam|esteve|estive|veio|vieram|vir|apareceu|apareceram|chegado|chegava|toquei|tocou|tocamos|tocado|tocaram|mexi|mexeu|mexeram|mexido|mexemos|pedimos|pedi|pediu|fui|fomos|foi|ir|chegamos|chegou|levava|comi|comemos|provamos|provei|tive|tinha|la|ali|presente|com|fez|nada|dormimos|dormi|passamos|passei|ficamos|fiquei|esperamos|esperei)$/u,
  de: /^(?:gesehen|sah|sahen|da|dabei|gekommen|kam|kamen|aufgetaucht|angeruhrt|beruhrt|angefasst|angelangt|bestellt|gegessen|probiert|getragen|gehabt|dort|anwesend|mit|gemacht|nichts|geschlafen|ubernachtet|geblieben|gewartet|verbracht)$/u,
  fr: /^(?:vu|vus|vue|vues|voir|ete|venu|venue|venus|touche|touches|touchee|toucher|commande|mange|goute|porte|eu|la|present|presente|avec|fait|rien|intervenu|dormi|passe|reste|restes|restee|attendu)$/u,
};
/** The time a denial spans ("all night", "en toda la noche", "den ganzen Abend", "ce soir-là"), folded tokens. */
const SPAN: PerLanguage<RegExp> = {
  en: /^(?:night|day|evening|week|morning|all|whole|time|that|up)$/u,
  es: /^(?:noche|dia|tarde|semana|manana|toda|todo|nunca|esa|ese|conmigo)$/u,
  pt: /^(?:noite|dia|tarde|semana|manha|toda|todo|nunca|essa|esse|nem|comigo)$/u,
  de: /^(?:nacht|tag|abend|woche|morgen|ganzen|ganze|gar|uberhaupt|damals)$/u,
  fr: /^(?:nuit|jour|soir|soiree|semaine|matin|tout|toute|jamais|ce|cette)$/u,
};

/** "Minus", "except", "sin", "menos", "sem", "ohne", "abzüglich", "sauf", "moins": what a clause leaves out (folded). */
const EXCEPT: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["minus", "except", "excluding", "bar"]),
  es: new Set(["menos", "excepto", "salvo", "descontando"]),
  pt: new Set(["menos", "exceto", "salvo", "descontando", "tirando"]),
  de: new Set(["abzuglich", "ausser"]),
  fr: new Set(["moins", "sauf", "hormis", "excepte"]),
};
/** "Without", "sin", "sem", "ohne", "sans": what the clause's doer went without (folded). */
const WITHOUT: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["without"]),
  es: new Set(["sin"]),
  pt: new Set(["sem"]),
  de: new Set(["ohne"]),
  fr: new Set(["sans"]),
};
/** Whether a clause denies before a position ("I didn't go without…", not "sem receita nenhuma"). */
const deniedBefore = (sentence: SentenceInfo, start: number, end: number): boolean => {
  const part = sentence.folded.slice(start, end).replace(/[’']/gu, " ");
  return deniesIn(sentence.language, part);
};
/** Where the first "que" after a clause opens what a later clause says (Spanish, Portuguese, French). */
const subordinateAfter = (sentence: SentenceInfo, from: number): number => {
  const at = sentence.words.find(
    (word) => word.start >= from && (word.folded === "que" || word.folded === "qu"),
  );
  return at?.start ?? sentence.text.length;
};
/** A change told with the lack: "already", "no longer", "ya", "já", "schon", "nicht mehr", "déjà" (folded). */
const ALREADY: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:already|anymore|any more|no longer|by then)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:ya)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:ja)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:schon|nicht mehr|bereits)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:deja|plus)(?![\p{L}])/u,
};
/** Words between "without" and the thing: "sin ningún monitor", "sem nenhuma receita", "ohne jede Leine". */
const WITHOUT_DETERMINER =
  /^(?:a|an|any|the|his|her|their|its|my|our|un|una|uno|ningun|ninguna|ninguno|mi|su|sus|um|uma|nenhum|nenhuma|o|a|os|as|meu|minha|seu|sua|ein|eine|einen|jede|jeden|jedes|meine|meinen|seine|seinen|ihre|ihren|le|la|les|l|un|une|aucun|aucune|mon|ma|mes|son|sa|ses|meme|even|ni|siquiera|sequer|nem|auch|being|been|having|able|to|ser|estar|haber|sido|ter|sein|haben|etre|avoir|ete|poder|conseguir|pouvoir)$/u;
/** "Not enough", "pas assez", "no lo bastante", "nicht genug", "não o suficiente": short of a degree (folded). */
const ENOUGH: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])enough(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:bastante|suficiente|suficientemente)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:suficiente|suficientemente|bastante)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:genug|ausreichend)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:assez|suffisamment)(?![\p{L}])/u,
};

/** "Even", stressing a denial ("wasn't even there", "ni siquiera estaba", "nem sequer", "nicht einmal"). */
const EVEN: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["even"]),
  es: new Set(["siquiera"]),
  pt: new Set(["sequer"]),
  de: new Set(["einmal", "mal"]),
  fr: new Set(["meme"]),
};

/** Whether a clause tells someone away or not there: "était en congé", "n'était pas là", "wasn't at work". */
const awayClause = (sentence: SentenceInfo, clause: { start: number; end: number }): boolean => {
  const language = sentence.language;
  const text = sentence.folded.slice(clause.start, clause.end).replace(/[’']/gu, " ");
  if (AWAY[language].test(text) || NOT_IN[language].test(text)) return true;
  return (
    negatedAt(sentence, clause.start) &&
    sentence.words.some(
      (word) => word.start >= clause.start && word.end <= clause.end && PRESENCE[language].test(word.folded),
    )
  );
};

/** A folded word as a clause keeps it: English verbs to their base, then its concept or stem. */
export const clauseWord = (token: string, language: Language): string =>
  frameWord(language === "en" ? englishBase(token) : token, language);

/** Possession worded with "got" in English ("I haven't got any sisters"). */
const GOT = new Set(["got", "gotten"]);

/**
 * Clause propositions, for a denial inside a longer telling: each clause of a plain sentence with its content
 * words (stems and concepts; English verbs to their base), its own polarity, whether the denial holds for
 * every time ("never") or every doer ("nobody"), and the relatives it says one has none of ("no sisters").
 * compare.ts meets a denied clause with an asserted clause of another statement that holds all its words.
 */
/** A cleft's denial ("it wasn't Darren", "no fue el vecino", "não foi o Zé", "es war nicht der Sepp", "c'est pas lui"), folded. */
const CLEFT_DENIAL: PerLanguage<RegExp> = {
  en: /^[\s,;:–—-]*(?:(?:and|but)\s+)?(?:it|that)\s+(?:wasn\s+t|was\s+not|weren\s+t|isn\s+t|is\s+not)\s+\S+(?:\s+\S+){0,2}\s*$/u,
  es: /^[\s,;:–—-]*(?:(?:y|pero)\s+)?no\s+(?:fue|era|es)\s+\S+(?:\s+\S+){0,2}\s*$/u,
  pt: /^[\s,;:–—-]*(?:(?:e|mas)\s+)?nao\s+(?:foi|era|e)\s+\S+(?:\s+\S+){0,2}\s*$/u,
  de: /^[\s,;:–—-]*(?:(?:und|aber)\s+)?(?:es|das)\s+(?:war|ist)\s+nicht\s+\S+(?:\s+\S+){0,2}\s*$/u,
  fr: /^[\s,;:–—-]*(?:(?:et|mais)\s+)?(?:ce\s+n\s+(?:est|etait)\s+pas|c\s+(?:est|etait)\s+pas)\s+\S+(?:\s+\S+){0,2}\s*$/u,
};
/** The sentence's clauses, with a cleft's denial joined to the act it names right after it. */
const cleftJoined = (
  sentence: SentenceInfo,
): ReadonlyArray<{ readonly start: number; readonly end: number }> => {
  const out: Array<{ start: number; end: number }> = [];
  const text = (clause: { start: number; end: number }) =>
    sentence.folded.slice(clause.start, clause.end).replace(/[’']/gu, " ");
  for (let i = 0; i < sentence.clauses.length; i++) {
    const clause = sentence.clauses[i];
    if (!clause) continue;
    const next = sentence.clauses[i + 1];
    if (
      next &&
      CLEFT_DENIAL[sentence.language].test(text(clause)) &&
      // The act opens as a cleft's does in roles.ts ("who", "quien", "quem", ", der", "qui").
      CLEFT[sentence.language].close.test(text(next))
    ) {
      out.push({ start: clause.start, end: next.end });
      i++;
    } else out.push({ start: clause.start, end: clause.end });
  }
  return out;
};

/**
 * Forgetting, folded ("forgot", "olvidé", "esqueci-me", "oublié"; "didn't forget"). German puts the act after a
 * comma, in a clause of its own.
 */
const FORGOT: PerLanguage<RegExp | undefined> = {
  en: /^(?:forgot|forgotten|forget)$/u,
  es: /^(?:olvide|olvido|olvidamos|olvidaron|olvidado|olvida)$/u,
  pt: /^(?:esqueci|esqueceu|esquecemos|esqueceram|esquecido|esqueco|esquece)(?:-(?:me|se|nos))?$/u,
  de: undefined,
  fr: /^(?:oublie|oubliee|oublies|oubliees)$/u,
};
/** Words that may stand between forgetting and its act: "forgot to", "olvidé de", "esqueci-me de", "oublié de m'". */
const FORGOT_LINK: PerLanguage<ReadonlySet<string>> = {
  en: new Set(["to"]),
  es: new Set(["de", "me", "se", "le"]),
  pt: new Set(["de", "me", "se", "nos"]),
  de: new Set(),
  fr: new Set(["de", "d", "m", "me", "s", "se", "l", "le", "la", "les", "y", "en"]),
};
/** An infinitive: English after "to"; Romance by its ending ("cerrar", "ligar", "compter", "prendre"). */
const INFINITIVE: PerLanguage<RegExp> = {
  en: /^\p{L}+$/u,
  es: /^\p{L}+(?:ar|er|ir)(?:lo|la|los|las|le|les|se|me)?$/u,
  pt: /^\p{L}+(?:ar|er|ir)$/u,
  de: /^$/u,
  fr: /^\p{L}+(?:er|ir|re)$/u,
};

/**
 * Forgetting to do an act, at `at` in a clause's words: the act not done ("forgot to lock the van"). Not
 * forgetting to say or mention a thing, which tells nothing of it.
 */
const forgotAct = (language: Language, words: ReadonlyArray<Word>, at: number): boolean => {
  const forgetting = FORGOT[language];
  const token = words[at]?.folded ?? "";
  if (!forgetting?.test(token)) return false;
  let next = at + 1;
  if (language === "en" && words[next]?.folded !== "to") return false;
  while (words[next] && FORGOT_LINK[language].has(words[next]?.folded ?? "")) next++;
  const verb = words[next]?.folded ?? "";
  const said = words
    .slice(at, next + 1)
    .map((word) => word.folded)
    .join(" ");
  return INFINITIVE[language].test(verb) && !FORGOT_TO_SAY[language].test(said);
};

export const clauseClaims = (sentence: SentenceInfo): Claim[] => {
  if (sentence.openUntil === 0 || sentence.text.length > 300) return [];
  const language = sentence.language;
  const stop = STOPWORDS[language];
  const negations = NEGATION_WORDS[language];
  const auxiliaries = AUXILIARIES[language];
  const out: Claim[] = [];
  // "It wasn't Darren who knocked…": a cleft's denial and the act it names are one clause.
  const clauses = cleftJoined(sentence);
  // A transcriber's note ("[Interprète]") is no word of the clause.
  const wordsOf = (clause: { readonly start: number; readonly end: number }) =>
    sentence.words.filter(
      (word) => word.start >= clause.start && word.end <= clause.end && !inNote(sentence, word.start),
    );
  const clauseText = (clause: { readonly start: number; readonly end: number }) =>
    sentence.folded.slice(clause.start, clause.end).replace(/[’']/gu, " ");
  // A topic set before the clause that speaks of it ("Plainte, j'en ai pas déposé", "Des gants, on ne m'en a
  // jamais fourni"): a short clause of one or two content words joins the clause after it that takes it up.
  // Up to six words when it names no one as its subject ("La robe de la mariée, je ne l'ai pas livrée"). When
  // the occasion is told around it ("Mardi soir, les poubelles, je les ai pas sorties", "La correspondance,
  // le matin du brouillard, je l'ai pas attendue"), the occasion is no topic and does not part them.
  const asides = clauses.map((clause) => occasionAside(sentence, wordsOf(clause)));
  const topicAt = clauses.length > 1 ? asides.slice(0, 3).indexOf(false) : -1;
  const topicClause = topicAt >= 0 && topicAt < clauses.length - 1 ? clauses[topicAt] : undefined;
  const topicWords = topicClause ? wordsOf(topicClause) : [];
  const topic =
    topicClause &&
    topicWords.length > 0 &&
    topicWords.length <= 6 &&
    // Past an occasion, only a clause that names no one as its subject ("Ce soir-là, je l'ai fermé" is the act).
    !(
      (topicWords.length > 4 || topicAt > 0) &&
      topicWords.some((word) => SUBJECT_PRONOUN[language].test(word.folded))
    ) &&
    !negatedAt(sentence, topicClause.start)
      ? topicWords.filter((word) => !stop.has(word.folded) && !/\d/u.test(word.folded))
      : [];
  for (const [index, clause] of clauses.entries()) {
    // What a later clause reports someone else saying is not the author's ("…, aunque dice que…").
    if (clause.end > sentence.openUntil) break;
    const own = wordsOf(clause);
    // The clause folded, apostrophes as spaces: read by most of the tests below.
    const said = clauseText(clause);
    const resumed =
      index > topicAt &&
      asides.slice(topicAt + 1, index).every(Boolean) &&
      topic.length > 0 &&
      (topic.length <= 2 || (topic.length <= 4 && opensOwnClause(language, own, said))) &&
      RESUMPTIVE[language].test(said);
    const words = resumed ? [...topic, ...own] : own;
    if (words.length === 0) continue;
    // Named third parties' acts (no author or relative in the sentence) are predicates.ts's, which keeps who
    // did what to whom ("Lyon a battu Marseille").
    // Someone told away or not there is kept ("Madame Roux n'était pas là ce jour-là", "Kevin était en
    // congé"): the other statement may name them in the act.
    if (
      sentence.subjects.length === 0 &&
      sentence.named.some((mention) => mention.start < clause.end && mention.end > clause.start) &&
      !awayClause(sentence, clause) &&
      // "…, pas un Canadair": a correction names what it was not.
      !(index > 0 && CORRECTION[language].test(said))
    )
      continue;
    // "Personne ne m'a montré…": French "nobody" as a subject.
    const negated =
      negatedAt(sentence, clause.start) ||
      (language === "fr" && /(?<![\p{L}])personne\s+(?:ne|n)(?![\p{L}])/u.test(said)) ||
      // Spoken French drops the "ne": "Personne a appelé les pompiers", "Personne m'a prévenu".
      (language === "fr" &&
        /^[\s,;:–—-]*personne\s+(?:a|avait|est|etait|m|l|nous|leur|lui)(?![\p{L}])/u.test(said)) ||
      // "…, pas les rebelles": a French correction with no verb (and so no "ne").
      (language === "fr" && index > 0 && CORRECTION.fr.test(said));
    if (negated && partlyNegatedAt(sentence, clause.start)) continue;
    // "N'était pas assez en état", "not fit enough": a degree short of enough, no denial of the state.
    if (negated && ENOUGH[language].test(said)) continue;
    const key = new Set<string>();
    let placeBound = false;
    let kin: string[] | undefined;
    let other = false;
    let possession = false;
    let universal = false;
    let nobody = false;
    let refused = false;
    // Words of being there, seeing, touching or having, and of the time a denial spans ("all night").
    const presence = new Set<string>();
    let absenceVerb = false;
    let lacking: string | undefined;
    // Where "without" stands: a denial after it ("sem receita nenhuma") is part of the lack.
    let lackingFrom: number | undefined;
    // "Forgot to lock the van", "j'ai oublié de compter": the act was not done.
    let forgot = false;
    for (const [at, word] of words.entries()) {
      const token = word.folded;
      if (forgotAct(language, words, at)) {
        forgot = !forgot;
        continue;
      }
      // "What the tickets cost, minus the fee": what follows is left out of what the clause tells.
      if (EXCEPT[language].has(token)) break;
      // "Subí sin arnés", "sans clignoter": what follows is what the doer went without, not what they had.
      if (WITHOUT[language].has(token)) {
        const thing = words
          .slice(at + 1)
          .find((next) => !WITHOUT_DETERMINER.test(next.folded) && !auxiliaries.has(next.folded));
        if (
          thing &&
          !stop.has(thing.folded) &&
          !negations.has(thing.folded) &&
          !/\d/u.test(thing.folded) &&
          // "Sans effet de serre, la température serait…": a supposition (a modal word guards the whole
          // sentence already); "já sem os meninos": a change.
          !sentence.words.some(
            (other) =>
              // "…, Fermín decía que ya lo arreglaría": what someone said would be is no supposition of this.
              other.start < subordinateAfter(sentence, clause.end) &&
              CONDITIONAL_FORM[language]?.test(other.folded) === true,
          ) &&
          !ALREADY[language].test(sentence.folded.slice(0, clause.end))
        ) {
          lacking = clauseWord(thing.folded, language);
          lackingFrom = word.start;
        }
        // German "ohne" also ends what the clause tells ("…, ohne Pfand").
        if (language === "de") break;
        continue;
      }
      const isPresence = PRESENCE[language].test(token);
      if (isPresence) absenceVerb = true;
      // "Ce jour-là", "cette nuit-là": the time a denial spans.
      if (isPresence || SPAN[language].test(token.replace(/-(?:la|ci)$/u, "")))
        presence.add(clauseWord(token, language));
      const refusal = REFUSALS[language];
      if (refusal.refuse.test(token) || refusal.accept.test(token)) {
        if (refusal.refuse.test(token)) refused = !refused;
        key.add("<accept>");
        continue;
      }
      if (UNIVERSAL_NEGATIONS[language].has(token)) universal = true;
      if (NOBODY[language].has(token)) nobody = true;
      // "No llegué a usar el extintor", "nunca chegou a ir ao chão": reaching the act is the act.
      if (
        (language === "es" ? /^lleg/u : language === "pt" ? /^cheg/u : undefined)?.test(token) === true &&
        words[at + 1]?.folded === "a" &&
        /(?:ar|er|ir)$/u.test(words[at + 2]?.folded ?? "")
      )
        continue;
      if (
        POSSESSION[language].has(token) ||
        (language === "en" && GOT.has(token)) ||
        // "Warmes Wasser gab es nicht": German "there was" names no act.
        (language === "de" && (token === "gab" || token === "gibt") && words[at + 1]?.folded === "es") ||
        (language === "de" && (token === "gab" || token === "gibt") && words[at - 1]?.folded === "es")
      ) {
        possession = true;
        continue;
      }
      if (negations.has(token) || auxiliaries.has(token) || EVEN[language].has(token)) continue;
      if (stop.has(token) && !/\d/u.test(token)) continue;
      // "Esa vez no hicimos cumbre", "that time", "cette fois": which occasion, not what was done.
      const occasion = THAT_OCCASION[language];
      if (occasion?.word.test(token) && occasion.pointer.test(words[at - 1]?.folded ?? "")) continue;
      if (GENERIC_PLACES.has(token)) {
        placeBound = true;
        continue;
      }
      const relatives = KIN[language].get(token);
      if (relatives) kin = [...(kin ?? []), ...relatives];
      else if (
        !/^(?:just|only|solo|solamente|apenas|so|nur|seulement|que)$/u.test(token) &&
        !/\d/u.test(token)
      )
        other = true;
      if (/\d/u.test(token) || CONDITIONAL_FORM[language]?.test(token) === true) key.add(token);
      else key.add(clauseWord(token, language));
    }
    // A denial of having forgotten is the act done: "I didn't forget to lock it".
    const denies = negated !== forgot;
    const absent = absenceVerb ? [...key].filter((word) => !presence.has(word)).sort() : [];
    if (key.size === 0) continue;
    // A denial made only of a light verb ("je n'ai rien fait", "ich habe nichts gemacht") names no act.
    if (denies && [...key].every((word) => word === LIGHT_VERB)) continue;
    // "There was no lead on the dog", "es gab keine Anzeige": a denial of there being any, by anyone.
    if (denies && EXISTENTIAL[language].test(said)) nobody = true;
    // The clause's subject is said in it or before it ("The driver stopped, … gave me" is the driver's).
    const subject = sentence.subjects.some((told) => told.start < clause.end)
      ? subjectFor(sentence, clause.start)
      : OTHER;
    // A thing's passive with no doer ("the police were never called"); not a person's ("I was never
    // arrested", "my car has never been clamped"), which says to whom.
    const agentless =
      denies &&
      !nobody &&
      subject.key === "other" &&
      key.size >= 2 &&
      PASSIVE_DENIAL[language].test(said) &&
      !BY_AGENT[language].test(said);
    const positive = denies === refused;
    out.push({
      sentence,
      type: "negation",
      attribute: "clause",
      subject,
      event: undefined,
      frame: new Set(),
      anchors: anchorsUpTo(sentence, clause.start),
      valueStart: clause.start,
      valueEnd: clause.end,
      value: sentence.text.slice(clause.start, clause.end),
      normalised: positive ? "positive" : "negative",
      payload: {
        kind: "clause",
        words: [...key].sort(),
        positive,
        ...(denies && universal ? { universal: true } : {}),
        ...(denies && nobody ? { nobody: true } : {}),
        ...(agentless ? { agentless: true } : {}),
        ...(denies && possession && kin && !other ? { kin } : {}),
        ...(placeBound ? { placeBound } : {}),
        ...(lacking !== undefined &&
        (!denies || !deniedBefore(sentence, clause.start, lackingFrom ?? clause.end))
          ? { lacking }
          : {}),
        ...(absent.length > 0 && absent.length <= 2
          ? denies
            ? { absent }
            : // "I stayed outside the yard": not there.
              OUTSIDE[language].test(sentence.folded.slice(clause.start, clause.end))
              ? {}
              : { present: absent }
          : {}),
      },
    });
  }
  return out;
};
