import {
  APPROXIMATION_AFTER_RE,
  APPROXIMATION_RE,
  MODAL_RE,
  NEGATION_RE,
  GERMAN_SUBJUNCTIVE,
  PORTUGUESE_GOING_TO,
  PORTUGUESE_IF,
  RANGE_CONNECTOR_RE,
  REPORTED_RE,
  SI_IF,
} from "./cues.ts";
import { frameWord } from "./concepts.ts";
import { findNumbers } from "./numbers.ts";
import { findDates, hasDate, type DateMention } from "./dates.ts";
import { findEvents, type EventMention } from "./events.ts";
import { STOPWORDS } from "./stopwords.ts";
import { findNamed, type NamedMention } from "./named.ts";
import {
  carriedRelative,
  findSubjects,
  type KinNames,
  type Perspective,
  type SubjectRef,
} from "./subjects.ts";
import {
  fold,
  hasMatch,
  noteSpans,
  perLanguage,
  phraseRegex,
  words,
  type Language,
  type PerLanguage,
  type Word,
} from "./text.ts";

/** A sentence with what every extractor needs: words, clauses, cues, subjects, events and dates. */
export interface SentenceInfo {
  readonly doc: number;
  readonly index: number;
  readonly text: string;
  readonly folded: string;
  readonly start: number;
  readonly end: number;
  readonly language: Language;
  readonly words: ReadonlyArray<Word>;
  /** Clause boundaries (offsets into the sentence), from punctuation and coordinating words. */
  readonly clauses: ReadonlyArray<{ readonly start: number; readonly end: number }>;
  /** Reported speech, a condition or modal, or a question: nothing in it is the author's plain assertion. */
  readonly guarded: boolean;
  /**
   * Where the guard starts: 0 when the whole sentence is guarded, the sentence's length when nothing is.
   * A later clause that reports what someone else says ("…, although she says she was provoked") guards only
   * itself and what follows: the clauses before it are still the author's own assertions.
   */
  readonly openUntil: number;
  readonly subjects: ReadonlyArray<SubjectRef>;
  /** Named third parties (French only for now), for values with no author or relative as subject. */
  readonly named: ReadonlyArray<NamedMention>;
  readonly events: ReadonlyArray<EventMention>;
  readonly dates: ReadonlyArray<DateMention>;
  /** Time-frame words ("now", "as a child", "then"), folded, for claims other than dates. */
  readonly frames: ReadonlyArray<string>;
}

const CLAUSE_WORDS: PerLanguage<RegExp> = {
  en: phraseRegex(["but", "and", "while", "whereas", "although", "because", "which", "who", "then"]),
  es: phraseRegex(["pero", "y", "e", "mientras", "aunque", "porque", "que", "luego", "sino"]),
  pt: phraseRegex(["mas", "e", "enquanto", "embora", "porque", "que", "depois", "porem"]),
  // "dann" opens a clause only after "und" or a comma, which cut already ("war dann 2017" is one clause).
  de: phraseRegex(["aber", "und", "wahrend", "obwohl", "weil", "dass", "sondern"]),
  fr: phraseRegex(["mais", "et", "tandis", "alors que", "bien que", "parce que", "qui", "que", "puis"]),
};

const TIME_FRAMES: PerLanguage<RegExp> = {
  en: phraseRegex([
    "now",
    "today",
    "currently",
    "nowadays",
    // "At the moment I've only the two dogs" / "last summer I was minding nine": two times.
    "at the moment",
    "right now",
    "these days",
    "last summer",
    "last winter",
    "this summer",
    "this winter",
    "then",
    "at the time",
    "back then",
    "as a child",
    "when i was",
    "last year",
    "this year",
    "next year",
    "before",
    "after",
    "formerly",
    "previously",
    "still",
    "anymore",
    "any more",
    "used to",
    "ago",
    "later",
    "earlier",
    "at first",
    "first",
    "since",
  ]),
  es: phraseRegex([
    "ahora",
    "hoy",
    "actualmente",
    "hoy en dia",
    "en este momento",
    "el verano pasado",
    "el invierno pasado",
    "entonces",
    "en ese momento",
    "de nino",
    "de nina",
    "cuando era",
    "cuando tenia",
    "el ano pasado",
    "este ano",
    "antes",
    "despues",
    "anteriormente",
    "todavia",
    "ya no",
    "solia",
    "hace",
    "mas tarde",
    "al principio",
    "desde",
  ]),
  pt: phraseRegex([
    "agora",
    "hoje",
    "atualmente",
    "hoje em dia",
    "neste momento",
    "no verao passado",
    "no inverno passado",
    "entao",
    "na epoca",
    "naquela altura",
    "quando crianca",
    "quando era",
    "quando tinha",
    "no ano passado",
    "este ano",
    "antes",
    "depois",
    "anteriormente",
    "ainda",
    "ja nao",
    "costumava",
    "ha",
    "mais tarde",
    "no inicio",
    "desde",
  ]),
  de: phraseRegex([
    "jetzt",
    "heute",
    "derzeit",
    "zurzeit",
    "im moment",
    "letzten sommer",
    "letzten winter",
    "damals",
    "inzwischen",
    "als kind",
    "als ich",
    "letztes jahr",
    "dieses jahr",
    "vorher",
    "nachher",
    "fruher",
    "früher",
    "noch",
    "nicht mehr",
    "mehr",
    "vor",
    "spater",
    "später",
    "zuerst",
    "seit",
  ]),
  fr: phraseRegex([
    "maintenant",
    "aujourd hui",
    "actuellement",
    "de nos jours",
    "en ce moment",
    "l ete dernier",
    "l hiver dernier",
    "alors",
    "a l epoque",
    // "Étant enfant", "dans mon enfance": not "un seul enfant", who is a child and no time.
    "etant enfant",
    "etant petit",
    "etant petite",
    "enfance",
    "quand j etais",
    "quand j avais",
    "l annee derniere",
    "cette annee",
    "avant",
    "apres",
    "auparavant",
    "encore",
    "ne plus",
    "plus",
    "il y a",
    "plus tard",
    "au debut",
    "depuis",
  ]),
};

const clausesOf = (
  text: string,
  folded: string,
  language: Language,
  dates: ReadonlyArray<DateMention> = [],
): { start: number; end: number }[] => {
  const cuts = new Set<number>([0, text.length]);
  // A comma or colon between digits is part of a number or a time ("8,50 €", "23:15"), not a clause break.
  for (const match of text.matchAll(/(?<!\d)[,:]|[,:](?!\d)|[;()—–]|\s-\s/gu)) cuts.add(match.index);
  const re = CLAUSE_WORDS[language];
  re.lastIndex = 0;
  for (const match of folded.matchAll(re)) cuts.add(match.index);
  // A time or a day is never cut: "las diez y cuarto", "dos y media", "sábado, dia 12" stay whole ("y" and
  // "e" open clauses elsewhere); a comma inside a day still cuts.
  for (const date of dates)
    for (const cut of cuts)
      if (cut > date.start && cut < date.end && /^[\s\p{L}]/u.test(text.slice(cut, cut + 1)))
        cuts.delete(cut);
  const sorted = [...cuts].sort((a, b) => a - b);
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const start = sorted[i] ?? 0;
    const end = sorted[i + 1] ?? text.length;
    if (end > start) out.push({ start, end });
  }
  return out;
};

/** The first person just before a reporting verb: "ich dachte", "je pensais", "I thought", "yo creía". */
const FIRST_PERSON_BEFORE = /(?<![\p{L}])(?:ich|je|j|i|yo|eu)\s*['’]?\s*$/u;

/**
 * Where a sentence's guard starts (see `SentenceInfo.openUntil`): questions, conditions and modals guard it
 * whole, and so does reported speech at its start or after what it reports ("I left in May, he said"). A
 * reporting verb in a later clause that is followed by what it reports guards from that clause on.
 */
const FORMAL_ASSERTION: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])i\s+(?:wish|would like|want)\s+to\s+(?:confirm|state|declare|clarify|add|correct|report|make clear|point out|stress)(?![\p{L}])/gu,
  es: /(?<![\p{L}])(?:quiero|quisiera|deseo)\s+(?:dejar claro|aclarar|hacer constar|manifestar|precisar|declarar|confirmar)(?![\p{L}])/gu,
  pt: /(?<![\p{L}])(?:quero|queria|gostaria de|desejo)\s+(?:deixar claro|esclarecer|declarar|confirmar|precisar|acrescentar)(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?:ich\s+)?(?:mochte|will|wollte)\s+(?:ich\s+)?(?:klarstellen|betonen|erganzen|bestatigen|festhalten|erklaren)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:je\s+)?(?:tiens a|voudrais|souhaite|veux)\s+(?:preciser|confirmer|declarer|souligner|ajouter|rectifier)(?![\p{L}])/gu,
};

/**
 * What only looks like a modal: "pas sur la péniche" (on, not sure), "j'allais au travail", "iba a cuarto"
 * (going somewhere, no plan: a plan has an infinitive after it).
 */
const MODAL_LOOKALIKES: PerLanguage<RegExp> = {
  // "Must have been sixty people": a guess at a number, told as about that number (no modal).
  en: /(?<![\p{L}])must\s+(?:have|ve|of)\s+been(?=\s+(?:(?:about|around|over|nearly|easily|at\s+least|a|an|some|well\s+over)\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen))/gu,
  es: /(?<![\p{L}])(?:voy|iba)\s+a(?!\s+\p{L}+(?:ar|er|ir)(?:lo|la|los|las|le|les|me|te|se|nos)?(?![\p{L}]))/gu,
  pt: /(?!)/gu,
  de: /(?!)/gu,
  fr: /(?<![\p{L}])(?:pas\s+sur(?=\s+(?:le|la|les|l|un|une|des|du|son|sa|ses|mon|ma|mes|ce|cet|cette|notre|nos|leur|leurs)(?![\p{L}]))|(?:vais|allais)(?!\s+(?:\p{L}+\s+)?\p{L}+(?:er|ir|re|oir)(?![\p{L}])))/gu,
};

/** What opens a relative or causal clause. */
const SUBORDINATE: PerLanguage<RegExp> = {
  en: /^[\s,;:]*(?:which|who|whom|that|because|before|until|so)(?![\p{L}])/u,
  es: /^[\s,;:]*(?:que|quien|quienes|donde|porque|antes de que|hasta que|para que)(?![\p{L}])/u,
  pt: /^[\s,;:]*(?:que|quem|onde|porque|antes que|ate que|para que)(?![\p{L}])/u,
  de: /^[\s,;:]*(?:der|die|das|den|dem|deren|dessen|welche|welcher|welches|weil|bevor|damit|bis|als|nachdem)(?![\p{L}])/u,
  fr: /^[\s,;:]*(?:qui|que|qu|dont|parce que|avant que|pour que|jusqu)(?![\p{L}])/u,
};

/** German verbs of writing or noting that also report ("schrieb er", "notiert"), and things one writes. */
const WRITING = /^(?:schrieben|schrieb|geschrieben|notierte|notiert|notierten|aufgeschrieben|eingetragen)$/u;
const WRITTEN_THING =
  /(?<![\p{L}])(?:rechnung|rechnungen|brief|briefe|nachricht|nachrichten|mail|e-mail|email|sms|zettel|quittung|kundigung|bewerbung|einkaufsliste|angebot|\p{L}*meldung|formular|antrag)(?![\p{L}])/u;

/** Words of a condition or of what would have been (folded, except German subjunctives and "si"). */
const CONDITION: PerLanguage<RegExp> = {
  // "Had we been wearing life jackets, …": a condition told by inversion.
  en: /(?<![\p{L}])(?:if|unless|would|could|otherwise)(?![\p{L}])|^(?:had|were|should)\s+(?:i|we|you|he|she|they|it|the|my|our)(?![\p{L}])/u,
  // "De haber recibido el aviso, lo habría denunciado": "de haber" + participle is "if I had".
  es: /(?<![\p{L}])(?:podria|podrian|seria|habria|hubiera|hubiese|de haber(?:lo|la|los|las|me|le|les)?)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:caso|poderia|poderiam|seria|teria|tivesse|fosse)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:wenn|falls|sofern)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:s il|s ils|pourrait|pourraient|serait|aurait|aurais)(?![\p{L}])/u,
};

/** Where a sentence's first condition is, if any. */
const firstCondition = (text: string, folded: string, language: Language): number | undefined => {
  const lower = text.toLowerCase();
  const at = [
    CONDITION[language].exec(folded)?.index,
    language === "es" || language === "fr" ? SI_IF.exec(lower)?.index : undefined,
    language === "pt" ? PORTUGUESE_IF.exec(folded)?.index : undefined,
    language === "de" ? GERMAN_SUBJUNCTIVE.exec(lower)?.index : undefined,
  ].filter((index): index is number => index !== undefined);
  return at.length > 0 ? Math.min(...at) : undefined;
};

/**
 * A tag that closes a statement as a habit of speech ("…, visse?", "…, innit?", "…, gell?"): it asks nothing.
 * Not the tags that check a fact ("…, right?", "¿verdad?", "oder?", "n'est-ce pas ?"). Folded.
 */
const TAG_QUESTION: PerLanguage<RegExp> = perLanguage((language) => {
  const tags = {
    en: "innit|you know|you see|eh|aye|like",
    es: "sabes|sabe|me entiende|me entiendes|viste|oiste|oyo|eh",
    pt: "ne|sabe|visse|viu|percebe|percebes|entende|oxe",
    de: "gell|gelle|gel|ne|wa|weisst du|wissen sie|weisch",
    fr: "hein|tu vois|vous voyez|tu sais|vous savez|quoi",
  }[language];
  return new RegExp(`[,;]\\s*¿?\\s*(?:${tags})\\s*\\?[\\s?!.]*$`, "u");
});

const guardStart = (
  text: string,
  folded: string,
  language: Language,
  clauses: ReadonlyArray<{ readonly start: number; readonly end: number }>,
): number => {
  if (/[?¿]/u.test(folded.replace(TAG_QUESTION[language], ""))) return 0;
  // A modal guards the whole sentence, unless it comes after a semicolon or a dash: "No puse denuncia;
  // total, no iba a servir de nada" asserts its first part.
  const modal = MODAL_RE[language];
  modal.lastIndex = 0;
  // "I wish to confirm that…", "I would like to state that…": a formal way to assert, no wish.
  const modalAt = modal.exec(
    folded
      .replace(FORMAL_ASSERTION[language], (phrase) => "_".repeat(phrase.length))
      // "Her will names me as executor": the testament, not the future.
      .replace(/(?<=(?<![\p{L}])(?:her|his|my|the|a|their|your|our|s)\s+)will(?![\p{L}])/gu, "____")
      .replace(MODAL_LOOKALIKES[language], (phrase) => "_".repeat(phrase.length)),
  )?.index;
  modal.lastIndex = 0;
  let open = text.length;
  const conditionAt = firstCondition(text, folded, language);
  // A condition first met in a later clause, after a whole clause, guards from that clause on: "Only three
  // dogs were on the lead, thank God, with more I could never have held them" asserts its first clause.
  const conditionClause =
    conditionAt !== undefined && (modalAt === undefined || conditionAt <= modalAt)
      ? clauses.find((part) => conditionAt >= part.start && conditionAt < part.end)
      : undefined;
  if (
    conditionClause !== undefined &&
    conditionClause.start > 0 &&
    (folded.slice(0, conditionClause.start).match(/[\p{L}\p{N}]+/gu) ?? []).length >= 4
  )
    open = conditionClause.start;
  else {
    if (modalAt !== undefined) {
      const cut = Math.max(text.lastIndexOf(";", modalAt), text.lastIndexOf("—", modalAt));
      // A modal inside a relative or causal clause ("drei Ringe, die sie zum Goldschmied bringen wollte")
      // guards that clause and what follows, not the clause it hangs on.
      const clause = clauses.find((part) => modalAt >= part.start && modalAt < part.end);
      const subordinate =
        clause !== undefined && clause.start > 0 && SUBORDINATE[language].test(folded.slice(clause.start));
      if (cut <= 0 && !subordinate) return 0;
      open = Math.max(cut, subordinate ? clause.start : 0);
    }
    if ((language === "es" || language === "fr") && SI_IF.test(text.toLowerCase())) return 0;
    if (language === "pt" && PORTUGUESE_IF.test(folded)) return 0;
    // "Ia ficar até depois do Réveillon": a plan, from its clause on; "nunca vou esquecer" is no plan.
    const plan = language === "pt" ? PORTUGUESE_GOING_TO.exec(folded) : null;
    if (plan && !/(?:nunca|nao|jamais)\s+$/u.test(folded.slice(Math.max(0, plan.index - 8), plan.index))) {
      const clause = clauses.find((part) => plan.index >= part.start && plan.index < part.end);
      if (!clause || clause.start === 0) return 0;
      open = Math.min(open, clause.start);
    }
    if (language === "de" && GERMAN_SUBJUNCTIVE.test(text.toLowerCase())) return 0;
  }
  const re = REPORTED_RE[language];
  re.lastIndex = 0;
  for (const match of reportedSpeechText(folded, text, language).matchAll(re)) {
    const clause = clauses.find((part) => match.index >= part.start && match.index < part.end);
    // "die Rechnung geschrieben", "eine Nachricht notiert": writing a thing is an act, not a report.
    if (clause && WRITING.test(match[0]) && WRITTEN_THING.test(folded.slice(clause.start, clause.end)))
      continue;
    // What it reports follows it, up to the next punctuation ("…, he said." reports what came before);
    // one's own thought set off by a comma reports what follows ("…, ich dachte, das kriegen wir hin").
    const after = folded.slice(match.index + match[0].length);
    const rest = /^[^,;:.!()—–]*/u.exec(after)?.[0] ?? "";
    const thought =
      FIRST_PERSON_BEFORE.test(folded.slice(Math.max(0, match.index - 6), match.index)) &&
      (/^\s*[,:]\s*([^.;!?]*)/u.exec(after)?.[1]?.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 2;
    const reports = (rest.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 2 || thought;
    // "…, und seitdem haben wir nichts von ihm gehört": a denied hearing reports nothing.
    if (
      clause &&
      clause.start > 0 &&
      !reports &&
      hasMatch(NEGATION_RE[language], folded.slice(clause.start, clause.end))
    )
      continue;
    if (!clause || clause.start === 0 || !reports) return 0;
    open = Math.min(open, clause.start);
  }
  re.lastIndex = 0;
  return open;
};

/**
 * "According to my notes", "según consta en mi parte", "laut meinem Dienstbuch", "d'après mon carnet", "laut
 * unserem Eintrag", "d'après notre registre": the speaker's own records (or their office's) are the speaker's
 * telling, not someone else's.
 */
const RECORD_NOUNS = [
  "notes records diary log logbook sheet book file report calendar phone inventory list entry entries",
  "notas apuntes agenda parte diario registro libreta cuaderno movil informe inventario lista anotacion anotaciones",
  "apontamentos registo registro caderno caderneta telemovel celular relatorio inventario lista anotacao anotacoes",
  "notizen aufzeichnungen \\p{L}*buch \\p{L}*kalender unterlagen handy \\p{L}*bericht inventar \\p{L}*liste eintrag eintragung",
  "carnet journal registre calendrier telephone rapport cahier inventaire liste notes note inscription",
]
  .join(" ")
  .replaceAll(" ", "|");
const OWN_RECORD = new RegExp(
  "(?<![\\p{L}])(?:according to|segun|segundo|laut|selon|d\\W*apres)(?=\\s+(?:(?:consta|figura|pone|esta)\\s+en\\s+|o\\s+|a\\s+|os\\s+|as\\s+)?" +
    `(?:my|our|mi|mis|nuestro|nuestra|nuestros|nuestras|meu|minha|meus|minhas|nosso|nossa|nossos|nossas|meinem|meiner|meinen|unserem|unserer|unseren|mon|ma|mes|notre|nos)\\s+(?:${RECORD_NOUNS})(?![\\p{L}]))`,
  "gu",
);

/**
 * "I heard the bang", "escuché un golpe", "den Knall gehört": a sound the speaker heard is the speaker's own
 * perception, not hearsay ("I heard he had left").
 */
const SOUNDS = {
  en: "bang|bangs|shot|shots|gunshot|gunshots|gunfire|noise|noises|scream|screams|screaming|shout|shouts|shouting|crash|explosion|explosions|alarm|alarms|dog|dogs|knock|knocking|siren|sirens|glass|screech|thud|bell|cry|cries|crying|brakes|thump|bark|barking",
  es: "golpe|golpes|ruido|ruidos|disparo|disparos|tiro|tiros|explosion|grito|gritos|estruendo|frenazo|alarma|sirena|perro|perros|portazo",
  de: "knall|schuss|schusse|schrei|schreie|larm|krach|alarm|sirene|hund|hunde|klopfen|explosion|bremsen|quietschen",
};
const SOUND_HEARD: Partial<Record<Language, RegExp>> = {
  en: new RegExp(
    `(?<![\\p{L}])heard(?=\\s+(?:(?:the|a|an|some|them|those|these|two|three|several|loud)\\s+){0,2}(?:${SOUNDS.en})(?![\\p{L}]))`,
    "gu",
  ),
  es: new RegExp(
    `(?<![\\p{L}])escuche(?=\\s+(?:(?:el|la|los|las|un|una|unos|unas|dos|tres|varios)\\s+){0,2}(?:${SOUNDS.es})(?![\\p{L}]))`,
    "gu",
  ),
  // "Den Knall habe ich um 20 Uhr gehört": the sound comes first, a few words before the participle.
  de: new RegExp(
    `(?<=(?<![\\p{L}])(?:${SOUNDS.de})(?:\\s+[\\p{L}\\p{N}:.]+){0,5}\\s+)gehort(?![\\p{L}])`,
    "gu",
  ),
  // "J'ai entendu le pin se coucher", "ouvi o portão bater": a thing heard, not "entendu dire que…".
  fr: /(?<![\p{L}])entendu(?=\s+(?:le|la|les|l|un|une|des|du)(?:\s+|\s*['’]\s*)(?![^.;!?]{0,40}(?<![\p{L}])(?:dire|que|qu)(?![\p{L}])))/gu,
  pt: /(?<![\p{L}])ouvi(?=\s+(?:o|a|os|as|um|uma|uns|umas)\s+(?![^.;!?]{0,40}(?<![\p{L}])(?:dizer|que)(?![\p{L}])))/gu,
};

/**
 * The folded text in which reporting verbs are looked for. "I reported the theft" is an act, not reported
 * speech ("it was reported that…"), and a first-person declaration ("Declaro que…", "Je déclare avoir…") is
 * the speaker's own statement, and so is "I swear", "je jure".
 */
const reportedSpeechText = (foldedText: string, text: string, language: Language): string => {
  const heard = SOUND_HEARD[language];
  const folded = (heard ? foldedText.replace(heard, (cue) => "p".padEnd(cue.length, "_")) : foldedText)
    .replace(OWN_RECORD, (cue) => "p".padEnd(cue.length, "_"))
    // "Le lundi d'après": "after", not "according to".
    .replace(/(?<![\p{L}])d\W*apres(?=\s*(?:[,.;:!?)]|$))/gu, (cue) => "a".padEnd(cue.length, "_"))
    // "Como já disse ao perito", "wie gesagt", "comme je l'ai dit": the speaker's own telling, said again.
    .replace(
      /(?<![\p{L}])(?:como\s+(?:eu\s+)?(?:ja\s+)?(?:lhe\s+|lhes\s+|te\s+)?disse|wie\s+(?:ich\s+)?(?:schon\s+|bereits\s+)?(?:gesagt|sagte)|comme\s+(?:je|j)[\s'’]*(?:l[\s'’]*)?(?:ai\s+)?(?:deja\s+)?dit|comme\s+je\s+(?:le\s+)?disais)(?![\p{L}])/gu,
      (cue) => "i".padEnd(cue.length, "_"),
    )
    // "Ehrlich gesagt", "to tell the truth", "à vrai dire", "a decir verdad", "pra falar a verdade": the
    // speaker's own frankness, no one's report.
    .replace(
      /(?<![\p{L}])(?:(?:ehrlich|offen|kurz|gelinde|ganz ehrlich)\s+gesagt|to\s+tell\s+(?:you\s+)?the\s+truth|truth\s+be\s+told|a\s+vrai\s+dire|a\s+decir\s+verdad|(?:pra|para)\s+(?:falar|dizer)\s+a\s+verdade|verdade\s+seja\s+dita|la\s+verdad\s+sea\s+dicha)(?![\p{L}])/gu,
      (cue) => "h".padEnd(cue.length, "_"),
    )
    // "A assembleia contou com quinze condóminos": to have, not to tell.
    .replace(/(?<![\p{L}])(?:conta|contou|contava|contam|contaram)(?=\s+com\s)/gu, (verb) =>
      "t".padEnd(verb.length, "_"),
    )
    // "L'incendie s'est déclaré": broke out, not declared.
    .replace(/(?<=(?<![\p{L}])s\s*['’]?\s*(?:est|etait)\s+)declaree?(?![\p{L}])/gu, (verb) =>
      "b".padEnd(verb.length, "_"),
    )
    // "Der Ofen gehört der Frau Rettig": belongs, not heard.
    .replace(
      /(?<![\p{L}])gehort(?=\s+(?:dem|der|den|mir|dir|ihm|ihr|uns|euch|ihnen|meinem|meiner|seinem|seiner|ihrem|ihrer|unserem|unserer)(?![\p{L}]))/gu,
      (verb) => "b".padEnd(verb.length, "_"),
    )
    // "Ich habe das Datum sofort notiert": the speaker's own note.
    .replace(
      /(?<=(?<![\p{L}])(?:ich|wir)\s+(?:habe|hab|hatte|haben|hatten)\s+(?:[\p{L}\p{N}.]+\s+){0,5})(?:notiert|aufgeschrieben|eingetragen)(?![\p{L}])/gu,
      (verb) => "w".padEnd(verb.length, "_"),
    )
    // "La vivienda cuenta con un baño": "contar con" is to have, not to tell.
    .replace(/(?<![\p{L}])(?:cuenta|cuentan|contaba|contaban)(?=\s+con\s)/gu, (verb) =>
      "t".padEnd(verb.length, "_"),
    )
    // "No segundo dia", "o segundo andar": the ordinal, not "segundo o relatório" (according to).
    .replace(
      /(?<![\p{L}])segundo(?!\s+(?:o|a|os|as|ele|ela|eles|elas|me|consta|dizem|disse|informa|informou)(?![\p{L}]))/gu,
      (word) => "s".padEnd(word.length, "_"),
    )
    // "Laut gebellt", "ganz laut": loud, not "laut Polizei", "laut dem Bericht" (according to).
    .replace(/(?<![\p{L}])laut(?=\s+(\p{L}))/gu, (word, _first: string, index: number) => {
      const next = text.slice(index + word.length).trimStart();
      return /^(?:\p{Lu}|(?:dem|der|den|des|einem|einer|meinem|meiner|seinem|seiner|ihrem|ihrer|unserem|unserer)(?![\p{L}]))/u.test(
        next,
      )
        ? word
        : "l".padEnd(word.length, "_");
    })
    // "My insurance claim", "the claims": the noun, not "she claims that".
    .replace(
      /(?<=(?<![\p{L}])(?:the|a|an|my|our|his|her|their|your|this|that|insurance|any|no)\s+)claims?(?![\p{L}])/gu,
      (word) => "c".padEnd(word.length, "_"),
    );
  return language === "en"
    ? folded
        .replace(/(?<![\p{L}])reported(?=\s+(?:the|a|an|it|him|her|them|my|his|this)\s)/gu, "notified")
        // "After the accident had been reported", "it was reported to the police": a thing told to someone
        // (not "it was reported that…").
        .replace(
          /(?<=(?<![\p{L}])(?:been|was|were|is|are|be|being|got)\s+)reported(?![\p{L}])(?!\s+(?:that|as|to\s+(?:be|have)))/gu,
          (cue) => "n".padEnd(cue.length, "_"),
        )
        // "He told me about the phone": an act of telling, not what was told.
        .replace(
          /(?<![\p{L}])(?:told|tells|tell|telling)(?=\s+(?:me|us|him|her|them|you)\s+about\s)/gu,
          (cue) => "n".padEnd(cue.length, "_"),
        )
        .replace(/(?<![\p{L}])i\s+(?:swear|swore|insist)(?![\p{L}])/gu, "i attest")
        // "Like I told the adjuster, …", "as I said", "I'll say it again": the speaker's own telling.
        .replace(
          /(?<![\p{L}])(?:(?:like|as)\s+i\s+(?:told|said|say)|i\s*(?:ll|will)\s+say\s+it\s+again)(?![\p{L}])/gu,
          (cue) => "i".padEnd(cue.length, "_"),
        )
        // "The clock said ten past five", "the tracking says delivered": a reading, not someone's word.
        .replace(
          /(?<=(?<![\p{L}])(?:clock|watch|meter|app|invoice|receipt|tracking|advert|ad|label|sign|plate|badge|screen|display|ticket|dashboard|speedometer|thermometer|scales|timestamp|cctv)\s+)(?:said|says|say)(?![\p{L}])/gu,
          (cue) => "r".padEnd(cue.length, "_"),
        )
        // "All told I wired him $1,200": in all.
        .replace(/(?<![\p{L}])all\s+told(?![\p{L}])/gu, (cue) => "a".padEnd(cue.length, "_"))
    : language === "es" && /(?<![\p{L}])declaro(?![\p{L}])/u.test(text.toLowerCase())
      ? folded.replace(/(?<![\p{L}])declaro(?![\p{L}])/gu, "manifiesto")
      : language === "fr"
        ? folded
            .replace(/(?<![\p{L}])(?:je|j)\s*['’ ]?\s*(?:declare|jure|insiste)(?![\p{L}])/gu, "je atteste")
            // "J'te jure", "je vous jure": swearing to the listener.
            .replace(/(?<![\p{L}])(?:je|j)\s*['’ ]?\s*(?:te|t|vous)\s*['’ ]?\s*jure(?![\p{L}])/gu, (cue) =>
              "a".padEnd(cue.length, "_"),
            )
            // "Je soussignée, Claire Martin, déclare…": the signer's name between.
            .replace(/(?<=(?<![\p{L}])soussignee?\s*(?:,[^,.;]{1,60},)?\s*)declare(?![\p{L}])/gu, "atteste")
        : folded;
};

/** Analyses one sentence of a document. */
/** Time-frame words of folded text up to `end`, once each and sorted. French "plus de 100" is a bound, not "no longer". */
const timeFramesIn = (folded: string, language: Language, end = folded.length): string[] => {
  const frames = new Set<string>();
  const frameRe = TIME_FRAMES[language];
  frameRe.lastIndex = 0;
  for (const match of folded.slice(0, end).matchAll(frameRe))
    if (
      !(match[0] === "plus" && /^\s+d/u.test(folded.slice(match.index + 4))) &&
      !thereIs(folded, match) &&
      !clockVor(folded, match) &&
      !nextStep(folded, match)
    )
      frames.add(match[0]);
  return [...frames].sort();
};

/** "…, then let me go", "and then I rang": "then" as the next step of a story, no time of its own. */
const nextStep = (folded: string, match: RegExpMatchArray): boolean =>
  match[0] === "then" &&
  /(?:,|(?<![\p{L}])and)\s*$/u.test(folded.slice(0, match.index)) &&
  /^\s+\p{L}/u.test(folded.slice((match.index ?? 0) + 4));

/** German "vor" inside a clock time ("Viertel vor drei", "zehn vor acht", "5 vor 12"): no "ago". */
const clockVor = (folded: string, match: RegExpMatchArray): boolean =>
  match[0] === "vor" &&
  /(?<![\p{L}])(?:viertel|funf|zehn|zwanzig|\d{1,2})\s+$/u.test(folded.slice(0, match.index)) &&
  /^\s+(?:eins|ein|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|mitternacht|\d{1,2})(?![\p{L}\d])/u.test(
    folded.slice((match.index ?? 0) + match[0].length),
  );

/** "Ago" words that also say "there is": "il y a", "há", "hace". */
const AGO_OR_THERE_IS = new Set(["il y a", "ha", "hace"]);
/** A span of time after "ago" ("il y a deux ans", "há muito tempo", "hace un rato"). */
const SPAN_AFTER =
  /^[^,;.!?]{0,24}?(?<![\p{L}])(?:ans?|annees?|mois|semaines?|jours?|heures?|minutes?|longtemps|anos?|meses|mes|semanas?|dias?|horas?|minutos?|tempo|anos|años|rato|tiempo)(?![\p{L}])/u;
/** Whether a time-frame match is "there is" ("il y a eu un seul retrait", "hace calor"), not "ago". */
const thereIs = (folded: string, match: RegExpMatchArray): boolean =>
  AGO_OR_THERE_IS.has(match[0]) && !SPAN_AFTER.test(folded.slice((match.index ?? 0) + match[0].length));

export const analyseSentence = (
  doc: number,
  index: number,
  text: string,
  start: number,
  language: Language,
  carried?: NamedMention,
  perspective?: Perspective,
  kin?: KinNames,
  previous?: SubjectRef,
): SentenceInfo => {
  const folded = fold(text);
  const sentenceWords = words(text);
  const dates = findDates(text, language);
  const clauses = clausesOf(text, folded, language, dates);
  const openUntil = guardStart(text, folded, language, clauses);
  return {
    doc,
    index,
    text,
    folded,
    start,
    end: start + text.length,
    language,
    words: sentenceWords,
    clauses,
    guarded: openUntil < text.length,
    openUntil,
    subjects: carriedRelative(
      findSubjects(folded, text, language, perspective, kin),
      text,
      language,
      previous,
    ),
    named: findNamed(language, text, sentenceWords, clauses, carried),
    events: findEvents(folded, language),
    dates,
    frames: timeFramesIn(folded, language),
  };
};

/** The clause holding a position. */
export const clauseAt = (sentence: SentenceInfo, position: number): { start: number; end: number } =>
  sentence.clauses.find((clause) => position >= clause.start && position < clause.end) ?? {
    start: 0,
    end: sentence.text.length,
  };

/** Whether the clause holding a value negates it ("I was not born in 1980"). */
/** A denial of all or every, not of any ("not all", "no todos", "nem todos", "nicht alle", "toutes… ne… pas"). */
const NOT_ALL: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])not\s+(?:all|every|everyone|everybody|everything)(?![\p{L}])/u,
  es: /(?<![\p{L}])no\s+(?:todos|todas|todo\s+el|toda\s+la)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:nem|nao)\s+(?:todos|todas|todo\s+o|toda\s+a)(?![\p{L}])/u,
  de: /(?<![\p{L}])nicht\s+(?:alle|jeder|jede|jedes|jeden|alles)(?![\p{L}])/u,
  fr: /(?:^|[\s,;:])(?:tous|toutes)\s+(?:les\s+|ces\s+)?(?:\p{L}+\s+){0,6}?(?:ne|n)\s+(?:\p{L}+\s+){0,2}?pas(?![\p{L}])|(?<![\p{L}])pas\s+(?:tous|toutes|tout\s+le|toute\s+la)(?![\p{L}])/u,
};
/**
 * Whether the clause at a position denies only of all ("Not all the windows were locked"): that is no denial
 * of the act, which some may have done, nor its telling.
 */
export const partlyNegatedAt = (sentence: SentenceInfo, position: number): boolean => {
  const clause = clauseAt(sentence, position);
  return NOT_ALL[sentence.language].test(
    sentence.folded.slice(clause.start, clause.end).replace(/[’']/gu, " "),
  );
};

export const negatedAt = (sentence: SentenceInfo, position: number): boolean => {
  const clause = clauseAt(sentence, position);
  const part = sentence.folded.slice(clause.start, clause.end);
  if (sentence.language === "fr") {
    return (
      /(?<![\p{L}])(?:ne|n)\s+(?:[\p{L}'’]+\s+){0,3}?(?:pas|jamais|rien|plus|aucun|aucune|personne)(?![\p{L}])/u.test(
        part.replace(/[’']/g, " "),
      ) ||
      /(?<![\p{L}])(?:jamais|aucun|aucune|nulle\s+part)(?![\p{L}])/u.test(part) ||
      // "Non", "moi non plus", "la facture est restée non payée"; not "les collèges non mixtes", where "non"
      // only makes a word of a noun's kind.
      /(?:^|[^\p{L}\s]\s*|(?<![\p{L}])(?:et|mais|ou|moi|toi|lui|elle|nous|vous|eux|elles|est|etait|sont|etaient|reste|restee|restes|restees|ete|fut|que|ca|c)\s+)non(?![\p{L}])/u.test(
        part,
      ) ||
      // Spoken French drops "ne": "j'en ai pas déposé", "c'est pas lui", "y avait pas de laisse".
      // (Or an object pronoun before the verb: "la salle m'a pas rendu un centime".)
      /(?<![\p{L}])(?:j|je|tu|il|elle|on|c|ca|y|nous|vous|ils|elles|m|t|s|l|me|te|se|lui|leur|en)\s+(?:[\p{L}]+\s+){0,2}?pas(?![\p{L}])/u.test(
        part.replace(/[’']/g, " "),
      )
    );
  }
  // "came in with no lights": the lights are lacking, the act is not denied.
  // "No llevé más que un remolque": only one, not a denial.
  const read =
    sentence.language === "en"
      ? part.replace(/(?<![\p{L}])with\s+no(?![\p{L}])/gu, "with a")
      : sentence.language === "es"
        ? part.replace(/(?<![\p{L}])no(?=\s+(?:[\p{L}]+\s+){0,3}?(?:mas\s+que|sino)\s)/gu, "__")
        : sentence.language === "pt"
          ? part.replace(
              /(?<![\p{L}])nao(?=\s+(?:[\p{L}]+\s+){0,3}?(?:mais\s+(?:do\s+)?que|senao)\s)/gu,
              "___",
            )
          : part;
  return hasMatch(NEGATION_RE[sentence.language], read) || /n['’]t(?![\p{L}])/u.test(read);
};

/**
 * The folded text just before a value, as its hedges and bounds are read: apostrophes as spaces, without a
 * currency sign ("roughly £3,000", "mais de R$ 500") or an article before a scale word ("just over a thousand").
 */
export const textBeforeValue = (sentence: SentenceInfo, start: number, width: number): string =>
  sentence.folded
    .slice(Math.max(0, start - width), start)
    .replace(/[’']/gu, " ")
    // Spoken hesitations between a hedge and its value: "about, er, four hundred", "environ, euh, trente".
    .replace(FILLERS_BEFORE[sentence.language], " ")
    .replace(/(?:[\p{Sc}]|r\$|us\$)\s*$/u, "")
    // "Handed over £2,800", "forked over": a verb's particle, no bound.
    .replace(/(?<=(?<![\p{L}])(?:hand|fork|pass|sign|turn)(?:ed|s|ing)?\s+)over\s+$/u, " ")
    .replace(/(?<![\p{L}])(?:a|an|un|una|um|uma|ein|eine|une)\s+$/u, "");

/** Hesitations between an approximation and its value, with their commas (not after a bound: "until, er, five"). */
const FILLERS_BEFORE: PerLanguage<RegExp> = perLanguage((language) => {
  const { hedges, fillers } = {
    en: { hedges: "about|around|roughly|approximately|nearly|almost|like|some", fillers: "er|erm|uh|uhm|um" },
    es: { hedges: "unos|unas|cerca de|alrededor de|casi|como", fillers: "eh|ehm" },
    pt: { hedges: "uns|umas|cerca de|quase|por volta de|tipo", fillers: "hum|hmm" },
    de: { hedges: "etwa|ungefahr|rund|circa|fast|so", fillers: "ah|ahm|hm|hmm" },
    fr: { hedges: "environ|a peu pres|presque|dans les|genre", fillers: "euh|heu" },
  }[language];
  return new RegExp(
    `(?<=(?<![\\p{L}])(?:${hedges}))(?:[\\s,]*(?<![\\p{L}])(?:${fillers})(?![\\p{L}])[\\s,]*)+$`,
    "u",
  );
});

/** An approximation or bound right before a value ("about", "más de"). */
const HEDGE_BEFORE = perLanguage(
  (language) => new RegExp(`(?:${APPROXIMATION_RE[language].source})\\s*$`, "u"),
);
/** The upper end of a range or an alternative before a value: "2 or 3", "3 a 5", "zwei oder drei". */
const RANGE_BEFORE = perLanguage(
  (language) =>
    new RegExp(`[\\p{L}\\p{N}]\\s*(?:[-–/]|(?:${RANGE_CONNECTOR_RE[language].source}))\\s*$`, "u"),
);
/** Nothing but a range's or an alternative's connector: the text between "two" and "three" in "two or three". */
const CONNECTOR_ONLY = perLanguage(
  (language) => new RegExp(`^\\s*(?:[-–/]|(?:${RANGE_CONNECTOR_RE[language].source}))\\s*$`, "u"),
);
/** An approximation right after a value ("30 or so", "30 más o menos"). */
const HEDGE_AFTER = perLanguage(
  (language) => new RegExp(`^\\s*(?:${APPROXIMATION_AFTER_RE[language].source})`, "u"),
);
/** Hedges after a comma, for the whole clause before them ("…across, near enough"): the words of HEDGE_AFTER. */
const CLAUSE_HEDGE = perLanguage(
  (language) => new RegExp(`^\\s*,\\s*(?:${APPROXIMATION_AFTER_RE[language].source})`, "u"),
);
/** The lower end of a range or an alternative after a value: "3 to 5", "drei oder vier". */
const RANGE_AFTER_VALUE = perLanguage(
  (language) =>
    new RegExp(
      `^\\s*(?:[-–/]|(?:${RANGE_CONNECTOR_RE[language].source}))\\s*(?:\\d|[\\p{L}]+(?:\\s|$))`,
      "u",
    ),
);

/** Whether a value is hedged: an approximation or bound just before it, or a range or hedge just after. */
export const hedgedAt = (sentence: SentenceInfo, start: number, end: number): boolean => {
  const language = sentence.language;
  const before = textBeforeValue(sentence, start, 28);
  if (HEDGE_BEFORE[language].test(before.trimEnd() + " ") || HEDGE_BEFORE[language].test(before)) return true;
  if (/[~≈±]\s*$|\bc\.\s*$/u.test(before)) return true;
  if (
    RANGE_BEFORE[language].test(before) &&
    /(?:\d|[\p{L}]{3,})\s*(?:[-–/]|[\p{L}]{1,7})\s*$/u.test(before) &&
    /\d\s*(?:[-–/]|[\p{L}]{1,7})\s*$/u.test(before)
  )
    return true;
  // "Two or three kilometres", "dos o tres veces": the other end in words.
  if (RANGE_BEFORE[language].test(before)) {
    const last = findNumbers(before, language).at(-1);
    if (last && !last.article && CONNECTOR_ONLY[language].test(before.slice(last.end))) return true;
  }
  const after = sentence.folded.slice(end, end + 28);
  // "So zwanzig, fünfundzwanzig Säcke", "twenty, twenty-five bags": two guesses told one after the other
  // (numbers are read only when a comma stands beside the value: this runs for every value).
  const commaBefore = /,\s*$/u.test(before);
  const commaAfter = /^\s*,/u.test(after);
  if (commaBefore || commaAfter) {
    const said = sentence.folded.slice(start, end);
    const only = findNumbers(said, language)[0];
    // A bare number only, not a date ("le samedi 7 février 2026, dix jours avant").
    const value = only && only.start === 0 && only.end === said.length ? only.value : undefined;
    const guesses = (low: number, high: number): boolean =>
      low > 0 && high > low && high <= 3 * low && (low < 1600 || low > 2100);
    if (value !== undefined && commaBefore) {
      const previous = findNumbers(before, language).at(-1);
      if (
        previous &&
        !previous.article &&
        /^\s*,\s*$/u.test(before.slice(previous.end)) &&
        guesses(previous.value, value)
      )
        return true;
    }
    if (value !== undefined && commaAfter) {
      const next = findNumbers(after, language)[0];
      if (
        next &&
        !next.article &&
        /^\s*,\s*$/u.test(after.slice(0, next.start)) &&
        guesses(value, next.value)
      )
        return true;
    }
  }
  if (HEDGE_AFTER[language].test(after)) return true;
  // A hedge that closes the value's clause: "a metre and a half across, near enough", "tres horas, más o menos".
  const clauseTail = /^[^,;.!?]{0,24}/u.exec(sentence.folded.slice(end))?.[0] ?? "";
  if (CLAUSE_HEDGE[language].test(sentence.folded.slice(end + clauseTail.length))) return true;
  if (/^\s*[-–]\s*\d/u.test(after)) return true;
  if (RANGE_AFTER_VALUE[language].test(after) && /^\s*(?:[-–/]\s*)?[\p{L}]*\s*\d/u.test(after)) return true;
  // "Six ou sept à table": the other end in words.
  if (RANGE_AFTER_VALUE[language].test(after)) {
    const next = findNumbers(after, language)[0];
    if (next && !next.article && CONNECTOR_ONLY[language].test(after.slice(0, next.start))) return true;
  }
  return /^\s*(?:s|'s)?\s*(?:ish)/u.test(after) && language === "en";
};

/**
 * Words that say nothing about which fact a value belongs to, left out of frames: verbs that only carry a
 * value ("I spent two years", "they kept me a month", "I paid / he got $3,000", "fiquei", "verbrachte"),
 * parts of the day (they belong to the time itself: "at ten in the morning"), and emphasis ("only", "whole").
 */
/** Also weekdays (part of a date, not of what happened) and English particles ("went up", "burned down"). */
const FRAME_NEUTRAL: PerLanguage<ReadonlySet<string>> = {
  en: new Set(
    "spent spend spending got get gets kept keep paid pay pays gave give given took take taken stayed stay remained made lasted last whole entire full only just still already exactly more less fewer over least most morning afternoon evening night noon midnight dawn clock has have had having monday tuesday wednesday thursday friday saturday sunday up down off went like finally eventually saw seen heard watched".split(
      " ",
    ),
  ),
  es: new Set(
    "mas menos eramos ibamos estabamos viajabamos habia hubo pague pago pagaron pagamos pagar di dio dimos dieron pase paso pasamos pasaron estuve estuvimos quede quedamos duro tarde noche madrugada manana mediodia medianoche solo apenas entero entera todo toda justo tengo tiene tienes tenemos tienen tenia teniamos tenian tenido tuve tuvo tuvimos tener lunes martes miercoles jueves viernes sabado domingo vi oi finalmente".split(
      " ",
    ),
  ),
  pt: new Set(
    "mais menos eramos estavamos iamos havia houve paguei pagou pagamos pagaram dei deu demos deram passei passou passamos fiquei ficou ficamos estive estivemos durou manha tarde noite madrugada meio-dia meia-noite apenas so inteiro inteira todo toda tenho tem temos tinha tinhamos tive teve tivemos tido ter segunda-feira terca-feira quarta-feira quinta-feira sexta-feira sabado domingo vi ouvi finalmente".split(
      " ",
    ),
  ),
  de: new Set(
    "mehr weniger mindestens waren gab bezahlt gezahlt zahlte zahlten bezahlte gab gaben gegeben verbracht verbrachte blieb blieben geblieben dauerte gedauert morgens abends nachts mittags morgen abend nacht mittag uhr nur ganz ganze ganzen genau schon habe hat haben hatte hatten gehabt montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag um gegen hab gesehen gehort schliesslich endlich erst".split(
      " ",
    ),
  ),
  fr: new Set(
    "plus moins etions etait paye payee payes donne donnee passe reste restee restes dure matin soir nuit midi minuit apres-midi heures heure seulement entier entiere tout toute juste deja ai avons ont avais avait avions eu avoir compte comptait comporte comprend lundi mardi mercredi jeudi vendredi samedi dimanche vu entendu finalement".split(
      " ",
    ),
  ),
};

/**
 * Content words of the clause around a value, without the value, function words, or given spans. A value
 * whose clause says little else ("…, c'était trois cents euros", "…, en Cartagena, tuvo lugar el 15 de
 * enero") belongs to what the sentence set out before it: its frame reaches back, clause by clause, until it
 * holds two words, never past `floor`. A count does not (`extend` false): its attribute already names what is
 * counted.
 */
export const frameAround = (
  sentence: SentenceInfo,
  valueStart: number,
  valueEnd: number,
  exclude: ReadonlyArray<{ start: number; end: number }>,
  extend = true,
  floor = 0,
): Set<string> => {
  const clause = clauseAt(sentence, valueStart);
  let from = clause.start;
  const frame = frameBetween(sentence, from, clause.end, valueStart, valueEnd, exclude);
  // It never reaches back past `floor`: another value's clause tells another fact.
  while (extend && frame.size < 2 && from > floor) {
    // Only the clause before is read: the words already in the frame are not read again.
    const previous = clauseAt(sentence, from - 1);
    if (previous.start < floor) break;
    for (const word of frameBetween(sentence, previous.start, from, valueStart, valueEnd, exclude))
      frame.add(word);
    from = previous.start;
  }
  return frame;
};

/** Nouns whose number names one of them: "room 214", "bureau 12", "Gleis 4" (folded). */
export const LABEL_NOUNS: ReadonlySet<string> = new Set(
  (
    "room flat apartment office bus line platform gate bed ward cell house number " +
    "habitacion piso oficina despacho autobus linea cama celda casa numero " +
    "quarto apartamento escritorio sala autocarro onibus linha cela " +
    "zimmer wohnung buro linie gleis bett zelle haus nummer " +
    "chambre appartement bureau ligne quai lit cellule maison"
  ).split(" "),
);

/** A word that may be the counted noun: a plural ("guests", "Zimmer" capitalised in German). */
export const pluralNext = (sentence: SentenceInfo, end: number): boolean => {
  const next = /^\s+([\p{L}]+)/u.exec(sentence.text.slice(end))?.[1];
  if (!next) return false;
  return sentence.language === "de" ? /^\p{Lu}/u.test(next) : /[sx]$/u.test(next);
};

/** A locative preposition (and article) just before a number: "in 214", "aus 407", "de la 312". */
export const LOCATIVE: PerLanguage<RegExp> = {
  en: /(?:(?<![\p{L}])(?:in|at|to|from|near)\s+(?:the\s+)?)$/u,
  es: /(?:(?<![\p{L}])(?:en|a|de|desde)\s+(?:el\s+|la\s+)?)$/u,
  pt: /(?:(?<![\p{L}])(?:em|no|na|a|para|de|do|da)\s+)$/u,
  de: /(?:(?<![\p{L}])(?:in|im|nach|aus|bei)\s+(?:der\s+)?)$/u,
  fr: /(?:(?<![\p{L}])(?:a|au|aux|en|de|du|pres de)\s+)$/u,
};

/** The frame words between two positions, without the given spans (a value, its event). */
export const frameWithin = (
  sentence: SentenceInfo,
  from: number,
  to: number,
  exclude: ReadonlyArray<{ start: number; end: number }>,
): Set<string> => frameBetween(sentence, from, to, from, from, exclude);

/** Spans of a transcriber's notes in square brackets ("[Interpreted]", "[Dolmetscher]"), per sentence. */
const NOTES = new WeakMap<SentenceInfo, ReadonlyArray<{ start: number; end: number }>>();
/** Whether a position is inside a transcriber's note: such a note tells nothing of what happened. */
export const inNote = (sentence: SentenceInfo, position: number): boolean => {
  if (!sentence.text.includes("[")) return false;
  let spans = NOTES.get(sentence);
  if (!spans) {
    spans = noteSpans(sentence.text);
    NOTES.set(sentence, spans);
  }
  return spans.some((span) => position >= span.start && position < span.end);
};

/** The folded sentence past a transcriber's note that opens it ("[Interpreted] The van…" is "the van…"). */
export const foldedPastNote = (sentence: SentenceInfo): string =>
  sentence.folded.replace(/^\s*\[[^\]]*\]\s*/u, "");

const frameBetween = (
  sentence: SentenceInfo,
  from: number,
  to: number,
  valueStart: number,
  valueEnd: number,
  exclude: ReadonlyArray<{ start: number; end: number }>,
): Set<string> => {
  const stop = STOPWORDS[sentence.language];
  const out = new Set<string>();
  let previous: string | undefined;
  for (const word of sentence.words) {
    const before = previous;
    previous = word.folded;
    if (word.start < from || word.end > to) continue;
    if (word.start < valueEnd && valueStart < word.end) continue;
    if (exclude.some((span) => word.start < span.end && span.start < word.end)) continue;
    if (inNote(sentence, word.start)) continue;
    // An ordinal sets one thing apart from another of its kind ("the 25th anniversary", "le 50e").
    if (/^\d+(?:st|nd|rd|th|e|er|eme|º|ª|o|a|te|ten)$/u.test(word.folded)) {
      out.add(word.folded);
      continue;
    }
    // "office 12" and "office 13", "la chambre 22": a label's number keeps two places apart.
    if (/^\d{1,4}$/u.test(word.folded) && LABEL_NOUNS.has(before ?? "")) {
      out.add(`${word.folded}#`);
      continue;
    }
    // "The guest in 214", "der Gast aus 407": three digits after "in", "aus", "de", with no plural noun
    // after them (not "in 300 metres"), name a room.
    if (
      /^\d{3}$/u.test(word.folded) &&
      LOCATIVE[sentence.language].test(sentence.folded.slice(Math.max(0, word.start - 24), word.start)) &&
      !pluralNext(sentence, word.end)
    ) {
      out.add(`${word.folded}#`);
      continue;
    }
    if (/\d/u.test(word.folded) || stop.has(word.folded) || word.folded.length < 2) continue;
    if (FRAME_NEUTRAL[sentence.language].has(word.folded)) continue;
    out.add(frameWord(word.folded, sentence.language));
  }
  return out;
};

/** Time anchors of a sentence other than a claim's own value: its dates, and its time-frame words. */
export const anchorsOf = (
  sentence: SentenceInfo,
  except?: DateMention,
): { dates: DateMention[]; frames: ReadonlyArray<string> } => ({
  dates: sentence.dates.filter((date) => date !== except && hasDate(date)),
  frames: sentence.frames,
});

/**
 * Time anchors up to the end of the clause holding a position: an opening "In 2015," still dates what
 * follows, but "… and she still looks after them" says nothing of the clause before it.
 */
export const anchorsUpTo = (
  sentence: SentenceInfo,
  position: number,
): { dates: DateMention[]; frames: ReadonlyArray<string> } => {
  const end = clauseAt(sentence, position).end;
  return {
    dates: sentence.dates.filter((date) => hasDate(date) && date.start < end),
    frames: timeFramesIn(sentence.folded, sentence.language, end),
  };
};

/**
 * Time anchors of the clause holding a position only: for a named third party in news text, whose long
 * sentences date other clauses ("Boeing, dont le siège social est à Chicago, a supprimé … en 2006").
 */
export const clauseAnchorsOf = (
  sentence: SentenceInfo,
  position: number,
): { dates: DateMention[]; frames: ReadonlyArray<string> } => {
  const clause = clauseAt(sentence, position);
  const frames: string[] = [];
  const frameRe = TIME_FRAMES[sentence.language];
  frameRe.lastIndex = 0;
  for (const match of sentence.folded.slice(clause.start, clause.end).matchAll(frameRe))
    if (!thereIs(sentence.folded.slice(clause.start, clause.end), match)) frames.push(match[0]);
  return {
    dates: sentence.dates.filter(
      (date) => hasDate(date) && date.start >= clause.start && date.end <= clause.end,
    ),
    frames: [...new Set(frames)].sort(),
  };
};
