import type { FindingType } from "../../../../contracts/schema/contradictions.ts";
import { A_LITTLE_AFTER, hasDate, isoDate, isoTime, weekdayAlone, type DateMention } from "./dates.ts";
import { EVENT_BY_ID, GENERIC_EVENT, type EventDef } from "./events.ts";
import {
  anchorsOf,
  clauseAt,
  foldedPastNote,
  frameAround,
  frameWithin,
  hedgedAt,
  negatedAt,
  type SentenceInfo,
} from "./sentence.ts";
import type { PredicateClause } from "./predicates.ts";
import { subjectAt, type SubjectRef } from "./subjects.ts";
import { namedPerson } from "./persons.ts";
import { fold, type Language, type PerLanguage } from "./text.ts";
import { LASTING } from "./cues.ts";

/** The value a claim asserts, by kind; each kind has its own comparison (compare.ts). */
export type ClaimValue =
  | { readonly kind: "date"; readonly date: DateMention }
  | {
      readonly kind: "time";
      readonly minutes: number;
      readonly approx?: boolean;
      /** Said a little after or before the hour ("just gone nine", "pasadas las seis"): within 90 minutes. */
      readonly near?: boolean;
      /** Said as a bound: "depois das quatro" (after: lower), "antes das sete" (before: upper). */
      readonly bound?: "lower" | "upper";
      /** Said on a twelve-hour clock with no part of the day: it may be twelve hours later. */
      readonly twelve?: boolean;
    }
  | {
      readonly kind: "number";
      readonly value: number;
      readonly unit: string;
      /** Said as an approximation ("about 30 km"): only a clearly different value contradicts it. */
      readonly approx?: boolean;
      /** Said as a bound: "more than 50" (lower) or "less than 50" (upper). */
      readonly bound?: "lower" | "upper";
      /** A duration in two parts ("two years and five months"): its first part, which a rounder telling may give. */
      readonly whole?: number;
      /** Said to be the only one ("the only caravan"): it aligns by its words, not by its thing alone. */
      readonly exclusive?: boolean;
    }
  | { readonly kind: "place"; readonly name: string; readonly city: string | null; readonly country: string }
  | {
      readonly kind: "label";
      readonly value: string;
      /** A described vehicle's make ("a blue Fiat"): two makes are two vehicles, whatever their colours. */
      readonly make?: string;
    }
  | {
      readonly kind: "polarity";
      readonly key: string;
      readonly positive: boolean;
      /** Denied for every time ("never", "nunca", "jamais", "nie"): a denial of any instance. */
      readonly universal?: boolean;
    }
  | { readonly kind: "predicate"; readonly clauses: ReadonlyArray<PredicateClause> }
  | {
      /** A thing's state at the incident (states.ts): locked or not, worn or not. */
      readonly kind: "state";
      /** The thing as written ("van", "casco"). */
      readonly thing: string;
      /** Locked or worn (true), or not (false); undefined when only the speaker's own act is told. */
      readonly state?: boolean;
      /** Whether the speaker says they locked it themselves ("I locked it" / "I didn't lock it"). */
      readonly act?: boolean;
      /** The word that says which one ("front" door, "Zimmer"tür): two different ones are two things. */
      readonly qualifier?: string;
    }
  | {
      readonly kind: "clause";
      /** The clause's content words, sorted. */
      readonly words: ReadonlyArray<string>;
      readonly positive: boolean;
      /** A denial for every time ("never"). */
      readonly universal?: boolean;
      /** A denial for every doer ("nobody"). */
      readonly nobody?: boolean;
      /** A denial in the passive that names no doer ("the police were not called"): of whoever would do it. */
      readonly agentless?: boolean;
      /** A denial of having such relatives ("no sisters"): the relatives it names. */
      readonly kin?: ReadonlyArray<string>;
      /** Said of one's own country ("never arrested in my country"): not of a place the other side names. */
      readonly placeBound?: boolean;
      /**
       * A denial that someone or something was there, seen, touched or had ("Sandra never showed her face",
       * "a los de la UME no los vimos", "die Suppe hab ich gar nicht angerührt"): who or what it denies.
       */
      readonly absent?: ReadonlyArray<string>;
      /** Told as being there, seeing or having ("the manager came to talk to me"): who or what was there. */
      readonly present?: ReadonlyArray<string>;
      /** What an asserted clause says its doer went without ("sin arnés", "sans clignoter"), as a clause word. */
      readonly lacking?: string;
    }
  | {
      /** Who did an act (roles.ts), or a named person's relation: any of a relation, a name, "a stranger". */
      readonly kind: "role";
      /** A relation to the speaker ("neighbour", "brother-in-law", "owner/son"). */
      readonly relation?: string;
      /** The name's words, folded ("doyle"; "grace", "ellis"). */
      readonly name?: ReadonlyArray<string>;
      readonly stranger: boolean;
      /** Said to be no family ("not related to us", "sin ningún parentesco"). */
      readonly nonkin: boolean;
      /** Said of the one doer ("the man who", "it was … who"); two claims conflict only if one is. */
      readonly definite: boolean;
      /** Said not to be the doer ("…, not Mrs Dupuis"): meets only the same person told as the doer. */
      readonly denied?: boolean;
      /** Relatives the act was done to ("@son" for "hit my son"): acts on different people are apart. */
      readonly objects: string;
    };

/** One thing a sentence asserts: who, which single-valued attribute, which value, where it is written. */
export interface Claim {
  readonly sentence: SentenceInfo;
  readonly type: FindingType;
  readonly attribute: string;
  readonly subject: SubjectRef;
  readonly event: EventDef | undefined;
  readonly frame: ReadonlySet<string>;
  /** Dates and time-frame words around the claim (not its own value), to keep time frames apart. */
  readonly anchors: { readonly dates: ReadonlyArray<DateMention>; readonly frames: ReadonlyArray<string> };
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly value: string;
  readonly normalised: string;
  readonly payload: ClaimValue;
}

/** A claim with no event, frame or time anchors (a proposition, a membership): its value is its span. */
export const plainClaim = (
  sentence: SentenceInfo,
  fields: Pick<
    Claim,
    "type" | "attribute" | "subject" | "valueStart" | "valueEnd" | "normalised" | "payload"
  >,
): Claim => ({
  sentence,
  event: undefined,
  frame: new Set(),
  anchors: { dates: [], frames: [] },
  value: sentence.text.slice(fields.valueStart, fields.valueEnd),
  ...fields,
});

const AUTHOR: SubjectRef = { key: "author", label: "I", unique: true, start: 0 };
const OTHER: SubjectRef = { key: "other", label: "", unique: false, start: 0 };
const IMPLIED_AUTHOR: SubjectRef = { ...AUTHOR, implied: true };

/**
 * Relative clauses set off by commas ("Mon mari, qui est mon garant, est français", "my brother, who lives
 * with me, was born in 1990"): a subject inside one is not the subject of what follows it.
 */
const ASIDE =
  /,\s*(?:who|which|whom|whose|que|quien|quienes|cuyo|cuya|qui|dont|der|die|das|den|dem|welcher|welche)\s[^,;:.!?]{2,80},/gu;
const ASIDES = new WeakMap<SentenceInfo, ReadonlyArray<{ start: number; end: number }>>();
const asidesOf = (sentence: SentenceInfo): ReadonlyArray<{ start: number; end: number }> => {
  let found = ASIDES.get(sentence);
  if (!found) {
    found = [...sentence.folded.matchAll(ASIDE)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    ASIDES.set(sentence, found);
  }
  return found;
};

/**
 * The subject of a value: a relative or the author when the sentence names one, else "other". A statement
 * with no subject word at all (common in Spanish and Portuguese) is the author's when it has a first-person
 * event; otherwise it stays "other" and must align by its words.
 */
export const subjectFor = (
  sentence: SentenceInfo,
  position: number,
  owner?: { readonly end: number },
): SubjectRef => {
  const asides = asidesOf(sentence);
  const subject = subjectAt(
    asides.length === 0
      ? sentence.subjects
      : sentence.subjects.filter(
          (one) =>
            !asides.some(
              (aside) => aside.start < one.start && one.start < aside.end && aside.end <= position,
            ),
        ),
    position,
  );
  if (subject) return subject;
  // A name right after the event or the counted noun it owns: "le siège social de Boeing", "membres de l'OTAN".
  if (owner) {
    const rest = sentence.folded.slice(owner.end, owner.end + 12);
    const link = /^\s+(?:de|du|des|d)(?:\s+|\s*['’]\s*)(?:(?:la|le|les)\s+|l\s*['’]\s*)?/u.exec(rest);
    const named = link && sentence.named.find((mention) => mention.start === owner.end + link[0].length);
    if (named) return { key: named.key, label: named.label, unique: true, start: named.start };
  }
  // A named third party in subject position before the value ("Boeing, dont le siège social est à…").
  let named: SubjectRef | undefined;
  for (const mention of sentence.named)
    if (mention.subjectPosition && mention.start <= position) named = mention;
  if (named) return { key: named.key, label: named.label, unique: true, start: named.start };
  return OTHER;
};

/** A third person's "to be" right before a label ("is", "es", "é", "ist", "est", and their pasts). */
const THIRD_PERSON_COPULA =
  /(?<![\p{L}])(?:is|was|es|era|e|foi|ist|war|est|etait)\s+(?:(?:a|an|ein|eine|un|una|une)\s+)?$/u;
/** What "my" may own and still be the speaker's label: "my nationality is…", "my family is…", "ma religion est…". */
const OWN_LABEL =
  /(?<![\p{L}])(?:nationality|citizenship|nacionalidad|ciudadania|nacionalidade|cidadania|staatsangehorigkeit|staatsburgerschaft|nationalite|citoyennete|religion|religiao|faith|fe|glaube|ethnicity|etnia|ethnie|tribe|tribu|stamm|family|familia|familie|famille)(?![\p{L}])/u;

/**
 * The subject of a label (a nationality, a faith, an ethnic group). "My landlord is Hungarian", "My boss is
 * Catholic": a third person's "to be" after "my" tells of whom "my" owns ("other"), unless that is the
 * speaker's nationality, faith or family ("my nationality is…"), or of a relative told before the speaker.
 */
export const labelSubject = (sentence: SentenceInfo, position: number): SubjectRef => {
  const said = subjectFor(sentence, position);
  if (
    said.key === "author" &&
    said.start < position &&
    THIRD_PERSON_COPULA.test(sentence.folded.slice(Math.max(0, position - 30), position)) &&
    !OWN_LABEL.test(sentence.folded.slice(said.start, position))
  )
    // "Mon patron, le boulanger qui me donne les pains, c'est un Mauritanien": the relative told before the
    // speaker's "me" is the one.
    return (
      sentence.subjects.filter((told) => told.key.startsWith("rel:") && told.start < said.start).at(-1) ??
      OTHER
    );
  return said;
};

/** The event a value belongs to: the nearest event cue in its clause (before it first), if any. */
export const eventFor = (sentence: SentenceInfo, position: number): EventDef | undefined =>
  eventMentionFor(sentence, position)?.event;

/** The event cue a value belongs to, with its span (left out of the claim's frame). */
export const eventMentionFor = (
  sentence: SentenceInfo,
  position: number,
  /** What is sought an act for: a date or a place belongs to the named act before "it took place". */
  purpose?: "date" | "place",
): { event: EventDef; start: number; end: number } | undefined => {
  const clause = clauseAt(sentence, position);
  let best: { id: string; distance: number; start: number; end: number } | undefined;
  for (const event of sentence.events) {
    const inClause = event.start >= clause.start && event.end <= clause.end;
    if (!inClause) continue;
    // A date belongs to an event that has one ("my departure from Kabul was in 2021", not "was in"), and
    // to a named act before "took place" ("mon départ … a eu lieu en 2018").
    const def = EVENT_BY_ID.get(event.id);
    // A place, likewise, belongs to the named act ("mon arrestation … a eu lieu à Buea").
    const named = event.id !== "incident";
    const fits =
      purpose === "place"
        ? def?.placed === true && named
        : purpose === "date"
          ? def?.dated === true && named
          : true;
    const penalty = fits ? 0 : 1000;
    const distance = penalty + (event.end <= position ? position - event.end : (event.start - position) * 2);
    if (!best || distance < best.distance)
      best = { id: event.id, distance, start: event.start, end: event.end };
  }
  const event = best ? EVENT_BY_ID.get(best.id) : undefined;
  if (!best || !event) return undefined;
  const first =
    !event.once && FIRST_TIME[sentence.language].test(sentence.folded.slice(clause.start, clause.end));
  return { event: first ? firstOf(event) : event, start: best.start, end: best.end };
};

/** "For the first time", "la primera vez", "zum ersten Mal", "pour la première fois", "my first …". */
const FIRST_TIME: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])first(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:primera vez|por primera|mi primera|mi primer)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:primeira vez|pela primeira|meu primeiro|minha primeira)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:erstmals|erste|ersten|erstes|erster)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:premiere fois|pour la premiere|ma premiere|mon premier)(?![\p{L}])/u,
};

const FIRSTS = new Map<string, EventDef>();
/** The first time of a repeatable event happens once: a second date or place for it is a conflict. */
const firstOf = (event: EventDef): EventDef => {
  let first = FIRSTS.get(event.id);
  if (!first) {
    first = { ...event, id: `${event.id}:first`, once: true };
    FIRSTS.set(event.id, first);
  }
  return first;
};

/** Whether a value in this sentence may be compared at all: before any guard, not negated, not hedged. */
export const assertable = (sentence: SentenceInfo, start: number, end: number, hedgeable: boolean): boolean =>
  end <= sentence.openUntil && !negatedAt(sentence, start) && !(hedgeable && hedgedAt(sentence, start, end));

/** A hedge right before a time, folded: "about", "like", "como a las", "tipo às", "gegen", "vers". */
const APPROXIMATE_TIME =
  /(?<![\p{L}])(?:about|around|roughly|approximately|like|sobre|hacia|alrededor de|a eso de|como|cerca de|tipo|por volta de|por volta das|perto das|cerca das|pelas|la pelas|umas|unas|gegen|etwa|ungefahr|so|circa|vers|environ|aux alentours de)\s+(?:(?:at|a|as|a las|las|um|das|de las)\s+)?$/u;

/**
 * Just after or before an hour, folded: "just after", "gone", "nearly", "pasadas las", "casi las", "passava das",
 * "kurz nach", "fast", "peu après", "presque".
 */
const NEAR_TIME_BEFORE =
  /(?<![\p{L}])(?:just after|just before|shortly after|shortly before|just gone|gone|a little after|nearly|almost|pasadas|pasaditas|poco despues de|poco antes de|casi|passava|passavam|passadas|pouco depois|pouco antes|quase|kurz nach|kurz vor|gleich nach|fast|peu apres|peu avant|juste apres|juste avant|presque|genre)\s+(?:(?:las|la|as|a|das|da|de|um)\s+)?(?:half\s+)?$/u;

/** "After" and "before" right before a time: "depois das quatro", "antes das sete", "after 10 pm". */
const TIME_AFTER_BEFORE = /(?<![\p{L}])(?:after|despues de(?:\s+las?)?|depois d(?:as?|a)|nach|apres)\s+$/u;
const TIME_BEFORE_BEFORE =
  /(?<![\p{L}])(?:before|antes de(?:\s+las?)?|antes d(?:as?|a)|vor|avant|till|until|hasta(?:\s+las?)?|ate\s+as?|bis|jusqu\s*['’]?\s*a)\s+$/u;

/** "Till" or "until" right before a time, past "gone" or "after": "didn't get there till gone nine". */
const UNTIL_BEFORE: Partial<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:till|until|til)\s+(?:(?:gone|after|just after|just gone)\s+)?(?:half\s+)?$/u,
  es: /(?<![\p{L}])hasta\s+(?:(?:pasadas|pasada|despues de)\s+)?(?:las?\s+)?$/u,
};
/** The denial that "till" turns into a moment: "didn't", "did not", "wasn't" before it; "no" in Spanish. */
const NOT_BEFORE_UNTIL: Partial<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:didn['’]?t|did not|wasn['’]?t|weren['’]?t|couldn['’]?t|could not)\s/u,
  es: /(?<![\p{L}])no\s/u,
};
/**
 * A time after "till" in a denial of an act that happens at once ("the noise officer didn't turn up till gone
 * half nine", "la chica no llegó hasta las doce"): the denial says when it happened, not that it did not.
 */
const notUntilAt = (sentence: SentenceInfo, start: number): boolean => {
  const language = sentence.language;
  const until = UNTIL_BEFORE[language];
  if (!until?.test(sentence.folded.slice(Math.max(0, start - 24), start))) return false;
  const clause = clauseAt(sentence, start);
  const told = sentence.folded.slice(clause.start, start);
  return NOT_BEFORE_UNTIL[language]?.test(told) === true && !LASTING[language].test(told);
};

/** A sentence opening on a determiner ("El accidente…", "The fire…"), not on a name ("José was born…"). */
const DETERMINER_FIRST: PerLanguage<RegExp> = {
  en: /^\W*(?:the|my|our)\s/u,
  es: /^\W*(?:el|la|los|las|mi|mis|nuestro|nuestra)\s/u,
  pt: /^\W*(?:o|a|os|as|meu|minha|nosso|nossa)\s/u,
  de: /^\W*(?:der|die|das|dem|den|mein|meine|meinem|meinen|unser|unsere)\s/u,
  fr: /^\W*(?:le|la|les|l\s*['’]|mon|ma|mes|notre)\s*/u,
};

/** A span of days written as one date ("du 8 au 24 février", "from the 3rd to the 9th"). */
const DAY_RANGE = /\d\s*(?:-|–|au|to|till|until|bis|al|a|à|ao|e|and|und|et|y)\s*\d/iu;

/**
 * The clause a date alone in its own clause belongs to: the next one when the date opens the sentence or
 * a cleft ("In May 2019, I left…", "Foi no sábado, dia 12, que…"), else the one before ("my departure
 * from Kabul, that was in 2021"). `at` is a position in it from which its event is sought.
 */
const hostClause = (sentence: SentenceInfo, date: DateMention): { at: number; next: boolean } | undefined => {
  const first = clauseAt(sentence, date.start);
  const last = clauseAt(sentence, Math.max(date.start, date.end - 1));
  // Nothing but the date in its clause, or its clauses when it spans a comma ("sábado, dia 12").
  if (frameWithin(sentence, first.start, last.end, [date]).size > 0) return undefined;
  // Clauses that hold words: a bare ", " between two cuts is none.
  const later = sentence.clauses
    .filter(
      (clause) => clause.start >= last.end && /\p{L}/u.test(sentence.text.slice(clause.start, clause.end)),
    )
    .slice(0, 3);
  const next = later[0];
  const opening = /^\W*$/u.test(sentence.text.slice(0, first.start));
  // A cleft's act may come a clause or two later ("C'était le mardi 11 avril, en fin d'après-midi, quand
  // le car s'est couché"; "It was on the way home, on Thursday 19 May, that the coach went over").
  const opener = sentence.clauses[0];
  const cleftBefore =
    CLEFT[sentence.language].test(sentence.folded.slice(first.start, date.start)) ||
    (opener !== undefined &&
      CLEFT_OPENING[sentence.language].test(sentence.folded.slice(opener.start, opener.end)));
  const link = cleftBefore
    ? later.find((clause) => CLEFT_LINK.test(sentence.folded.slice(clause.start)))
    : undefined;
  if (link) return { at: link.start, next: true };
  if (next && opening) return { at: next.start, next: true };
  // The clause before, past any piece between two cuts that holds no word (", that was…").
  let at = first.start - 1;
  while (at > 0 && !/\p{L}/u.test(sentence.text.slice(clauseAt(sentence, at).start, at + 1)))
    at = clauseAt(sentence, at).start - 1;
  if (at < 0) return undefined;
  // "Ich bin am Mittwoch, dem 8. März, von der Leiter gefallen": when the clause before says nothing but
  // who and when, the act is in the clause after.
  const before = clauseAt(sentence, at);
  if (next && frameWithin(sentence, before.start, before.end, []).size === 0)
    return { at: next.start, next: true };
  return { at, next: false };
};

/** A cleft's opening: "it was (on)…", "c'est…", "fue…", "foi…", "es war…". */
const CLEFT: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:it|that)\s+(?:was|is)(?:\s|$)/u,
  es: /(?<![\p{L}])(?:fue|era|eran|es)\s/u,
  pt: /(?<![\p{L}])(?:foi|era|eram|e)\s/u,
  de: /(?<![\p{L}])(?:es|das|dat|det)\s+(?:war|ist)\s/u,
  fr: /(?<![\p{L}])(?:c\s*['’]\s*(?:est|etait)|ce\s+fut|il\s+etait)\s/u,
};

/** A sentence that opens as a cleft: "It was…", "C'était…", "Foi…", "Fue…", "Es war…". */
const CLEFT_OPENING: PerLanguage<RegExp> = {
  en: /^\W*(?:it|that)\s+(?:was|is)(?:\s|$)/u,
  es: /^\W*(?:fue|era|eran)(?:\s|$)/u,
  pt: /^\W*(?:foi|era|eram)(?:\s|$)/u,
  de: /^\W*(?:es|das|dat|det)\s+(?:war|ist)(?:\s|$)/u,
  fr: /^\W*(?:c\s*['’]\s*(?:est|etait)|ce\s+fut|il\s+etait)(?:\s|$)/u,
};

/** What joins a cleft's value to its act: "…that", "…que", "…when", "…als". */
const CLEFT_LINK = /^\W*(?:that|when|que|qu|quand|lorsque|cuando|quando|als|wo|dass)(?![\p{L}])/u;

/** The date and time claims of one date mention, for a subject, an event and a frame. */
const claimsOfDate = (
  sentence: SentenceInfo,
  date: DateMention,
  subject: SubjectRef,
  event: EventDef,
  frame: Set<string>,
  approx: boolean,
  near = false,
  bound?: "lower" | "upper",
): Claim[] => {
  const out: Claim[] = [];
  if (hasDate(date) || weekdayAlone(date)) {
    out.push({
      sentence,
      type: "date",
      attribute: `${event.id}.date`,
      subject,
      event,
      frame,
      anchors: { dates: [], frames: [] },
      valueStart: date.start,
      valueEnd: date.end,
      value: date.text,
      normalised: weekdayAlone(date) ? `W${date.weekday ?? ""}` : isoDate(date),
      payload: { kind: "date", date },
    });
  }
  if (date.hour !== undefined) {
    out.push({
      sentence,
      type: "time",
      // One block for times of day: events that name different acts are kept apart when aligning.
      attribute: "time",
      subject,
      event,
      frame,
      anchors: anchorsOf(sentence, hasDate(date) ? undefined : date),
      valueStart: date.start,
      valueEnd: date.end,
      value: date.text,
      normalised: isoTime(date),
      payload: {
        kind: "time",
        minutes: date.hour * 60 + (date.minute ?? 0),
        ...(approx ? { approx } : {}),
        ...(near && !approx ? { near } : {}),
        ...(bound ? { bound } : {}),
        ...(date.twelve ? { twelve: true } : {}),
      },
    });
  }
  return out;
};

/** Date and time claims: a stated date or time attached to an event of a subject. */
/** A day given as one of two ("el 9 o el 10 de junio", "the 3rd or the 4th of May", "am 5. oder 6. Mai"). */
const ALTERNATIVE_DAY =
  /(?<![\p{L}\d])\d{1,2}(?:st|nd|rd|th|º|\.)?\s+(?:o|or|ou|oder|u)\s+(?:(?:el|the|le|o|am|den|dem)\s+)?$/u;

export const dateClaims = (sentence: SentenceInfo): Claim[] => {
  const out: Claim[] = [];
  // What the sentence opens on, past an interpreter's mark ("[Interpreted]"), which is no word of it.
  const opening = foldedPastNote(sentence);
  for (const date of sentence.dates) {
    if (
      date.day !== undefined &&
      ALTERNATIVE_DAY.test(sentence.folded.slice(Math.max(0, date.start - 16), date.start))
    )
      continue;
    // A time of day said approximately ("gegen 21 Uhr", "vers midi", "around 7 p.m.") is still compared,
    // with a wide tolerance; an approximate date is not.
    let approx = false;
    // The words just before the date, read for its hedges and bounds.
    const lead = sentence.folded.slice(Math.max(0, date.start - 24), date.start);
    // "Just after two", "gone half nine", "pasadas las nueve", "passava das sete", "kurz nach zehn", "dix-huit
    // heures passées": a little after or before the hour.
    let near =
      date.hour !== undefined &&
      (NEAR_TIME_BEFORE.test(lead) ||
        /^\s+(?:heures?\s+)?passee?s?(?![\p{L}])/u.test(sentence.folded.slice(date.end)) ||
        // "Às nove e pouco", "a las nueve y pico": a little after.
        A_LITTLE_AFTER.test(sentence.folded.slice(date.end)));
    // "The officer didn't turn up till half nine", "no llegó hasta las doce": the act happened then.
    const notUntil = date.hour !== undefined && notUntilAt(sentence, date.start);
    // "Till after four", "hasta después de las cuatro": some time after it.
    if (notUntil && /(?:after|despues de)\s+(?:las?\s+)?$/u.test(lead)) near = true;
    if (notUntil ? date.end > sentence.openUntil : !assertable(sentence, date.start, date.end, true)) {
      const before = lead.replace(/['’]/gu, " ");
      if (
        hasDate(date) ||
        date.hour === undefined ||
        !assertable(sentence, date.start, date.end, false) ||
        !(near || APPROXIMATE_TIME.test(before))
      )
        continue;
      approx = !near || APPROXIMATE_TIME.test(before);
    }
    let mention = eventMentionFor(sentence, date.start, "date");
    // A date whose clause says nothing else ("In May 2019, I left Kabul", "C'est le 19 octobre que…",
    // "Mon départ de Conakry, c'était en février 2021") dates the act of the clause beside it.
    // ("was in May" names no act: its "was in" is not one.)
    const host = mention?.event.dated ? undefined : hostClause(sentence, date);
    if (host) {
      mention = eventMentionFor(sentence, host.at, "date");
      if (mention && negatedAt(sentence, mention.start)) continue;
    }
    const event = mention ? mention.event : GENERIC_EVENT;
    if (!event.dated) continue;
    const said = subjectFor(sentence, host && mention ? mention.start : date.start, mention);
    // "Dean was born in 2005", "Herr Thiessen ist Jahrgang 1961": a named person's birth (persons.ts).
    const found =
      (said.key === "other" || said.implied === true) && event.id === "birth"
        ? (namedPerson(sentence, date.start) ?? said)
        : said;
    // A day with no subject word ("nos echaron de la finca el 12 de octubre", "el accidente del andamio fue
    // el 19 de mayo"), or an event's time ("l'accident a eu lieu à 8h"), is the speaker's own telling;
    // with an event cue, only when the sentence opens on a determiner and names nobody.
    // A time with no event cue is too, when the sentence opens on a thing and names nobody ("la alarma del
    // sótano saltó a las cuatro").
    // A cleft that opens on the time and names nobody is the speaker's telling too ("Es war halb fünf
    // morgens, als es passierte", "It was nearly five when he gave his details").
    const thingFirst =
      sentence.named.length === 0 &&
      (DETERMINER_FIRST[sentence.language].test(opening) ||
        (date.hour !== undefined &&
          CLEFT_OPENING[sentence.language].test(opening) &&
          clauseAt(sentence, date.start).start === sentence.clauses[0]?.start));
    const subject =
      found.key === "other" &&
      ((hasDate(date) && (date.day !== undefined || date.readings !== undefined)) ||
        weekdayAlone(date) ||
        (date.hour !== undefined && (mention !== undefined || thingFirst))) &&
      (!mention || thingFirst)
        ? IMPLIED_AUTHOR
        : found;
    // "took place", "s'est produit" only say that something happened: never part of what happened.
    const happened = sentence.events.filter(
      (event) =>
        event.id === "incident" && !(mention && event.start === mention.start && event.end === mention.end),
    );
    let frame = host?.next
      ? frameAround(sentence, host.at, host.at, mention ? [mention, ...happened] : happened, false)
      : frameAround(
          sentence,
          date.start,
          date.end,
          mention ? [mention, ...happened] : happened,
          true,
          // "Il a laissé le colis à 17h ; quand je suis descendu à 18h30…": not back into the clause of an
          // earlier time (or day), which tells another act ("en 2019, un 28 de agosto" is one day).
          Math.max(
            0,
            ...sentence.dates
              .filter(
                (other) =>
                  other.end <= date.start &&
                  (date.hour !== undefined
                    ? other.hour !== undefined
                    : date.day !== undefined && other.day !== undefined),
              )
              .map((other) => other.end),
          ),
        );
    // With no event cue, the clause's own words (its verb and objects) must say what happened.
    // A date with no event cue is most often a time frame ("In 2015 I earned…"): only times go generic,
    // day-precise dates, which name one day, not a period: their clause's words are enough ("the fire
    // at the warehouse was on 16/11/2023"), and a month of a year ("lo firmé en octubre de 2021").
    // Such a date is compared only with another statement (one statement dates many acts), and only
    // for the speaker or a relative (news text dates other people's acts).
    if (!mention) {
      // A weekday told alone ("un mercredi matin") names one day too.
      // An English numeric date either way round ("12/06") names one day as well.
      const day =
        weekdayAlone(date) ||
        (hasDate(date) &&
          ((date.day !== undefined && (date.month !== undefined || date.year === undefined)) ||
            (date.month !== undefined && date.year !== undefined) ||
            (date.month === undefined && date.readings?.length === 2)) &&
          !DAY_RANGE.test(date.text));
      if (day) {
        if (!/^(?:author|rel:|other$)/u.test(found.key)) continue;
        // A month of a year ("en octubre de 2021") only for the speaker or a relative: news text dates
        // other people's acts by month as a time frame ("les premières élections… en janvier 2005").
        if (date.day === undefined && !weekdayAlone(date) && !/^(?:author|rel:)/u.test(found.key)) continue;
        // A weekday alone, too, unless the sentence names no one ("Pintamos la valla un domingo"): "the
        // guest in 214 checked out on Friday" is one guest's day among many.
        if (weekdayAlone(date) && !/^(?:author|rel:)/u.test(found.key) && sentence.subjects.length > 0)
          continue;
        // "Der Wasserschaden ist am Montag, den 08.01.2024, passiert": a date set off by commas takes the
        // words of the clause before it.
        const at = sentence.clauses.indexOf(clauseAt(sentence, date.start));
        const previous = at > 0 ? sentence.clauses[at - 1] : undefined;
        if (frame.size === 0 && previous) frame = frameAround(sentence, previous.start, previous.start, []);
        if (frame.size < 1) continue;
      } else if (
        // A time with no event cue needs two words of its own ("we got back from the gig"), or one for the
        // speaker or a relative ("I fell at twenty to eleven").
        frame.size < (/^(?:author|rel:)/u.test(subject.key) ? 1 : 2) ||
        hasDate(date) ||
        date.hour === undefined
      )
        continue;
    }
    const bound =
      date.hour === undefined || near || notUntil
        ? undefined
        : TIME_AFTER_BEFORE.test(lead)
          ? "lower"
          : TIME_BEFORE_BEFORE.test(lead)
            ? "upper"
            : undefined;
    out.push(...claimsOfDate(sentence, date, subject, event, frame, approx, near, bound));
  }
  return out;
};

export { AUTHOR, IMPLIED_AUTHOR, OTHER };

/**
 * The frame mark of a relative's name told in apposition ("my brother Josias is 41"): such a name says which
 * brother, so it meets another only through what both sentences tell of him (see compare.ts).
 */
export const APPOSED = "$apposed";

/**
 * The name a relative of whom one may have several is given right after its mention ("mein Bruder Heiko",
 * "my brother, Steve"), folded: two such names are two people.
 */
export const bearerName = (claim: Claim): string | undefined => {
  const subject = claim.subject;
  if (!subject.key.startsWith("rel:") || subject.unique) return undefined;
  const after = claim.sentence.text.slice(subject.start + subject.label.length);
  const name = /^(?:,\s+(?:o|a|el|la|le|der|die))?,?\s+(\p{Lu}\p{Ll}+)(?=[\s,.;!?]|$)/u.exec(after)?.[1];
  return name ? fold(name) : undefined;
};

/**
 * The act a sentence tells, for a day told in another sentence: its first event that has a date and is not
 * denied, with its words (without `exclude`) and its doer; else its words alone (two at least), for the
 * speaker or a relative. `at` is where to look for the doer when there is no event.
 */
const actOf = (
  sentence: SentenceInfo,
  exclude: ReadonlyArray<{ start: number; end: number }>,
  at: number,
): { event: EventDef; frame: Set<string>; subject: SubjectRef } | undefined => {
  const cue = sentence.events.find((event) => {
    const def = EVENT_BY_ID.get(event.id);
    return def?.dated && event.id !== "incident" && !negatedAt(sentence, event.start);
  });
  const mention = cue ? eventMentionFor(sentence, cue.start, "date") : undefined;
  const frame = mention
    ? frameAround(sentence, mention.start, mention.end, [mention, ...exclude])
    : frameWithin(sentence, 0, sentence.text.length, exclude);
  if (frame.size < (mention ? 1 : 2)) return undefined;
  const found = subjectFor(sentence, mention?.start ?? at, mention);
  const subject = found.key === "other" && sentence.named.length === 0 ? IMPLIED_AUTHOR : found;
  if (!mention && !/^(?:author|rel:)/u.test(subject.key)) return undefined;
  return { event: mention?.event ?? GENERIC_EVENT, frame, subject };
};

/** A sentence that opens by pointing back at the one before: "That was on…", "Eso fue el…", "Cela se passait le…". */
const POINTS_BACK: PerLanguage<RegExp> = {
  en: /^\W*(?:that|this)\s+(?:was|happened|would\s+have\s+been|must\s+have\s+been)(?![\p{L}])/u,
  es: /^\W*(?:eso|esto|aquello)\s+(?:fue|paso|ocurrio|sucedio|seria)(?![\p{L}])/u,
  pt: /^\W*(?:isso|isto|aquilo)\s+(?:foi|aconteceu|passou-se|se\s+passou|deu-se|seria)(?![\p{L}])/u,
  de: /^\W*(?:das|dies|dat|det)\s+(?:war|passierte|geschah)(?![\p{L}])/u,
  fr: /^\W*(?:cela|ca|c\s*['’])\s*(?:etait|s\s*['’]\s*est\s+passe|se\s+passait|s\s*['’]\s*est\s+produit)(?![\p{L}])/u,
};

/**
 * A sentence that opens as a cleft (CLEFT_OPENING) on a day: "Es war Sonntag, der 9. Mai 2021", "Era março de
 * 2019", "It was on 4 May".
 */
const pointsBack = (sentence: SentenceInfo): boolean => {
  if (POINTS_BACK[sentence.language].test(sentence.folded)) return true;
  const opening = CLEFT_OPENING[sentence.language].exec(sentence.folded);
  const first = sentence.dates[0];
  if (opening === null || first === undefined || !hasDate(first)) return false;
  // The day comes first after the opening, at most past a preposition ("on", "em"), which its mention may hold.
  const between = sentence.folded.slice(opening[0].length, Math.max(opening[0].length, first.start));
  return first.start >= opening[0].length - 4 && /^\s*(?:(?:on|em)\s+)?$/u.test(between);
};

/**
 * The dates of a sentence that points back at the one before ("Nos fuimos de noche. Eso fue el 28 de
 * agosto."): the previous sentence's act, subject and words, whatever else the sentence adds ("una semana
 * después del entierro" is no act of its own). These claims come besides the sentence's own; a cleft, which
 * names its act itself, has none.
 */
export const pointedBackDates = (sentence: SentenceInfo, previous: SentenceInfo | undefined): Claim[] => {
  if (!previous || previous.doc !== sentence.doc || previous.language !== sentence.language) return [];
  if (!pointsBack(sentence) || previous.openUntil < previous.text.length) return [];
  const act = actOf(previous, [], 0);
  if (!act) return [];
  const out: Claim[] = [];
  for (const date of sentence.dates) {
    if (!hasDate(date) && date.hour === undefined) continue;
    if (!assertable(sentence, date.start, date.end, true)) continue;
    // A cleft names its act in the same sentence: "That was on Monday that I left", "C'était le 2, quand…".
    const cleft = [
      date.end,
      ...sentence.clauses.map((clause) => clause.start).filter((at) => at >= date.end),
    ];
    if (cleft.some((at) => CLEFT_LINK.test(sentence.folded.slice(at)))) return [];
    out.push(...claimsOfDate(sentence, date, act.subject, act.event, act.frame, false));
  }
  return out;
};

/** A sentence that names "that day" of the sentence before: "An dem Tag hat sich Emil verletzt", "Foi nesse dia que…". */
const THAT_DAY: PerLanguage<RegExp> = {
  en: /(?<![\p{L}])(?:that|that same|the same)\s+(?:day|night|evening|morning|afternoon)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:(?:ese|aquel)\s+(?:mismo\s+)?dia|(?:esa|aquella)\s+(?:misma\s+)?(?:noche|tarde|manana)|el\s+mismo\s+dia)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:(?:nesse|naquele|esse|aquele)\s+(?:mesmo\s+)?dia|(?:nessa|naquela|essa|aquela)\s+(?:mesma\s+)?(?:noite|tarde|manha)|no\s+mesmo\s+dia)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:(?:an\s+dem|an\s+diesem|an\s+jenem|am\s+selben|am\s+gleichen)\s+(?:tag|abend|morgen|nachmittag)|in\s+(?:der|dieser|jener)\s+nacht)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:ce\s+(?:jour|soir|matin)[\s-]+la|cette\s+(?:nuit|soiree|matinee)[\s-]+la|le\s+jour\s+meme|le\s+meme\s+jour|ce\s+meme\s+jour)(?![\p{L}])/u,
};

/**
 * The act of a sentence that happened on "that day" of the sentence before ("Era quinta, dia 9 de janeiro.
 * Foi nesse dia que a aliança sumiu."), dated by that sentence's one day. The claims sit on the day's
 * sentence, with this sentence's act, subject and words; a sentence with a date of its own has none.
 */
export const sameDayDates = (sentence: SentenceInfo, previous: SentenceInfo | undefined): Claim[] => {
  if (!previous || previous.doc !== sentence.doc || previous.language !== sentence.language) return [];
  if (sentence.dates.some(hasDate) || previous.openUntil < previous.text.length) return [];
  const that = THAT_DAY[sentence.language].exec(sentence.folded);
  if (!that || !assertable(sentence, that.index, that.index + that[0].length, true)) return [];
  const days = previous.dates.filter((date) => hasDate(date) && date.day !== undefined);
  const day = days[0];
  if (days.length !== 1 || !day) return [];
  // The day must be one the sentence before tells outright ("el 9 o el 10 de junio" is none).
  if (!dateClaims(previous).some((claim) => claim.type === "date" && claim.valueStart === day.start))
    return [];
  const anaphor = { start: that.index, end: that.index + that[0].length };
  const act = actOf(sentence, [anaphor], anaphor.end);
  return act ? claimsOfDate(previous, day, act.subject, act.event, act.frame, false) : [];
};
