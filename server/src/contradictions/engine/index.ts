import type { Claim } from "./claims.ts";
import { dateClaims, pointedBackDates, sameDayDates } from "./claims.ts";
import { clauseClaims, propositionClaims } from "./propositions.ts";
import { identityClaims, numberClaims, placeClaims, unknownPlaceClaims } from "./value-claims.ts";
import {
  compareClaims,
  placeDenialConflicts,
  soleColourConflicts,
  soleValueConflicts,
  type Conflict,
  type Telling,
} from "./compare.ts";
import { placeDenials, type PlaceDenial } from "./place-denials.ts";
import { hasDate, isoDate, isoTime, weekdayAlone } from "./dates.ts";
import { detectLanguage, sentenceLanguage } from "./language.ts";
import type { NamedMention } from "./named.ts";
import { belongingClaims, familyLabelClaims } from "./belonging.ts";
import { colourClaims } from "./descriptions.ts";
import { stateClaims } from "./states.ts";
import { membershipClaims } from "./membership.ts";
import { predicateClaims } from "./predicates.ts";
import { roleClaims } from "./roles.ts";
import { splitSentences } from "./segment.ts";
import { analyseSentence, type SentenceInfo } from "./sentence.ts";
import {
  collectKinNames,
  kinNamesOf,
  relativePerspective,
  type KinNames,
  type SubjectRef,
} from "./subjects.ts";
import type { Detect, EngineDocument, EngineFinding, EnginePassage } from "./types.ts";
import { withoutHesitations } from "./hesitations.ts";
import type { Language } from "./text.ts";

/** The engine's version, stored with every report: bump the minor for new detectors, the patch for tuning. */
export const ENGINE_VERSION = "0.34.0";

interface ReadDocument {
  readonly document: EngineDocument;
  readonly sentences: number;
  readonly languages: ReadonlyArray<string>;
  readonly claims: Claim[];
  /** The document's date claim when it tells one date only (every mention of it the same day or month). */
  readonly soleDate: Claim | undefined;
  /** The document's time claim when it tells one clock time only. */
  readonly soleTime: Claim | undefined;
  /** The document's sum of money, distance and duration, each when it tells one only. */
  readonly soleAmounts: ReadonlyMap<string, Claim>;
  /** Each kind of thing the statement tells in one colour only: that colour's first claim. */
  readonly soleColours: ReadonlyArray<Claim>;
  /** The places the statement denies ("it didn't happen at the skatepark"), and its sentences to tell them. */
  readonly placeDenials: ReadonlyArray<PlaceDenial>;
  readonly analysed: ReadonlyArray<SentenceInfo>;
}

/** The kinds of amount a statement may tell once only, each then standing for its one fact. */
const SOLE_AMOUNTS = ["money", "distance", "duration", "number"] as const;

/** Every claim extractor, most precise first. */
const EXTRACTORS: ReadonlyArray<(sentence: SentenceInfo) => Claim[]> = [
  dateClaims,
  numberClaims,
  placeClaims,
  unknownPlaceClaims,
  identityClaims,
  belongingClaims,
  colourClaims,
  roleClaims,
  propositionClaims,
  clauseClaims,
  membershipClaims,
  predicateClaims,
];

/**
 * A whole document's language, read with a lower bar than one sentence (eld's best guess among the five,
 * even when it calls it unreliable): a short statement is still a statement.
 */
const documentLanguageOf = (document: EngineDocument) =>
  detectLanguage(document.text.slice(0, 4000), 4, false);

const readDocument = (
  document: EngineDocument,
  doc: number,
  documentLanguage: Language | "und",
  kin: KinNames | undefined,
): ReadDocument => {
  const languages = new Set<string>();
  const claims: Claim[] = [];
  const denials: PlaceDenial[] = [];
  const analysed: SentenceInfo[] = [];
  // Every date the document tells, whether or not a claim holds it.
  const dates = new Set<string>();
  const times = new Set<string>();
  const weekdays = new Set<string>();
  let days = false;
  const segments = splitSentences(document.text, documentLanguage);
  const perspective = document.speaker ? relativePerspective(document.speaker.clientNames) : undefined;
  // The named subject of the last sentence, for an opening "Il"/"Elle" in the next one.
  let carried: NamedMention | undefined;
  // The relative the last sentence opened with, for a next sentence that goes on with "he" or "murió".
  let previous: SubjectRef | undefined;
  // The last sentence read, for a date that points back at its act ("That was on 9 May").
  let last: SentenceInfo | undefined;
  segments.forEach((segment, index) => {
    const language = sentenceLanguage(segment.text, documentLanguage);
    languages.add(language);
    if (language === "und") {
      carried = undefined;
      previous = undefined;
      last = undefined;
      return;
    }
    const sentence = analyseSentence(
      doc,
      index,
      // "At, um, eleven grand" is read as "at eleven grand"; passages show the words as written.
      withoutHesitations(segment.text, language),
      segment.start,
      language,
      carried,
      perspective,
      perspective ? undefined : kin,
      perspective ? undefined : previous,
    );
    previous = sentence.subjects[0];
    carried = sentence.named.find((mention) => mention.subjectPosition);
    for (const extract of EXTRACTORS) claims.push(...extract(sentence));
    // "Eso fue el 28 de agosto": a date that also dates the act of the sentence before.
    claims.push(...pointedBackDates(sentence, last));
    // "Era quinta, dia 9 de janeiro. Foi nesse dia que a aliança sumiu": an act dated by the day before.
    claims.push(...sameDayDates(sentence, last));
    // "I locked the van" / "I'd left the van open"; "I didn't lock it" takes its thing from the sentence before.
    claims.push(...stateClaims(sentence, last));
    // "I am Anuak, like both my parents" / "My father was Nuer; only my mother's family is Anuak".
    claims.push(...familyLabelClaims(sentence, last));
    denials.push(...placeDenials(sentence, last));
    analysed.push(sentence);
    for (const date of sentence.dates) {
      if (hasDate(date)) dates.add(isoDate(date));
      if (weekdayAlone(date)) weekdays.add(`W${date.weekday ?? ""}`);
      if (date.day !== undefined) days = true;
      if (date.hour !== undefined) times.add(isoTime(date));
    }
    last = sentence;
  });
  // A statement that tells days of the month tells its weekdays of those days ("the Friday I wasn't even on
  // site yet"): a weekday alone is then no date of its own.
  const told = days
    ? claims.filter((claim) => !(claim.payload.kind === "date" && weekdayAlone(claim.payload.date)))
    : claims;
  if (!days) for (const weekday of weekdays) dates.add(weekday);
  const dated = told.filter((claim) => claim.type === "date");
  const datedDays = withYears(new Set(dated.map((claim) => claim.normalised)));
  const soleDate =
    withYears(dates).size === 1 && datedDays.size === 1
      ? dated.find((claim) => datedDays.has(claim.normalised))
      : undefined;
  const timed = told.filter((claim) => claim.type === "time");
  // Each kind of thing told in one colour only, with that colour's claim.
  const colours = new Map<string, Claim[]>();
  for (const claim of told) {
    if (!claim.attribute.startsWith("colour:")) continue;
    const same = colours.get(claim.attribute);
    if (same) same.push(claim);
    else colours.set(claim.attribute, [claim]);
  }
  const soleColours = [...colours.values()].flatMap((same) =>
    new Set(same.map((claim) => claim.normalised)).size === 1 && same[0] ? [same[0]] : [],
  );
  const soleTime =
    times.size === 1 && new Set(timed.map((claim) => claim.normalised)).size === 1 ? timed[0] : undefined;
  // One sum of money (in one currency), one distance, one duration, however often told.
  const soleAmounts = new Map<string, Claim>();
  for (const type of SOLE_AMOUNTS) {
    const amounts = told.filter((claim) => claim.type === type);
    const [first] = amounts;
    if (first && new Set(amounts.map((claim) => claim.normalised)).size === 1) soleAmounts.set(type, first);
  }
  return {
    document,
    sentences: segments.length,
    languages: [...languages].sort(),
    claims: told,
    soleDate,
    soleTime,
    soleAmounts,
    soleColours,
    placeDenials: denials,
    analysed,
  };
};

/**
 * Days told twice: once without their year ("on Candlemas, Friday the 2nd of February 2024"), or as a weekday
 * alone ("that Friday"): the day with its year stands for both.
 */
const withYears = (days: ReadonlySet<string>): Set<string> => {
  const full = [...days].filter((day) => /^\d{4}-\d{2}-\d{2}$/u.test(day));
  const monthDays = new Set(full.map((day) => day.slice(4)));
  const weekdays = new Set(full.map((day) => `W${new Date(`${day}T00:00:00Z`).getUTCDay() || 7}`));
  return new Set(
    [...days].filter((day) => !(day.startsWith("--") && monthDays.has(day.slice(1))) && !weekdays.has(day)),
  );
};

const passage = (claim: Claim, document: EngineDocument): EnginePassage => ({
  documentUuid: document.uuid,
  fileName: document.fileName,
  sentence: document.text.slice(claim.sentence.start, claim.sentence.end),
  sentenceStart: claim.sentence.start,
  sentenceEnd: claim.sentence.end,
  valueStart: claim.valueStart,
  valueEnd: claim.valueEnd,
  value: claim.value,
  normalised: claim.normalised,
  language: claim.sentence.language,
});

const toFinding = (
  conflict: Conflict,
  documents: ReadonlyArray<EngineDocument>,
): EngineFinding | undefined => {
  const leftDocument = documents[conflict.left.sentence.doc];
  const rightDocument = documents[conflict.right.sentence.doc];
  if (!leftDocument || !rightDocument) return undefined;
  return {
    type: conflict.type,
    confidence: conflict.confidence,
    subject: conflict.params["subject"] ?? "",
    attribute: conflict.left.attribute,
    left: passage(conflict.left, leftDocument),
    right: passage(conflict.right, rightDocument),
    explanation: { code: conflict.code, params: conflict.params },
  };
};

/** The two sentences of a conflict, as a key. */
const pairKey = (conflict: Conflict): string =>
  `${conflict.left.sentence.doc}:${conflict.left.sentence.index}|${conflict.right.sentence.doc}:${conflict.right.sentence.index}`;

/** Keeps the most confident finding per pair of sentences and type. */
const dedupe = (conflicts: ReadonlyArray<Conflict>): Conflict[] => {
  const best = new Map<string, Conflict>();
  for (const conflict of conflicts) {
    const key = `${pairKey(conflict)}|${conflict.type}`;
    const current = best.get(key);
    if (!current || conflict.confidence > current.confidence) best.set(key, conflict);
  }
  // A value's conflict says more than the same two sentences' polarity ("I am Malian" / "I never had Malian
  // nationality" is one identity finding, not also a negation).
  const polar = (conflict: Conflict) => conflict.type === "negation" || conflict.type === "antonym";
  const valued = new Set([...best.values()].filter((conflict) => !polar(conflict)).map(pairKey));
  return [...best.values()].filter((conflict) => !polar(conflict) || !valued.has(pairKey(conflict)));
};

const order = (a: Conflict, b: Conflict): number =>
  b.confidence - a.confidence ||
  a.left.sentence.doc - b.left.sentence.doc ||
  a.left.sentence.start - b.left.sentence.start ||
  a.left.valueStart - b.left.valueStart ||
  a.right.sentence.doc - b.right.sentence.doc ||
  a.right.sentence.start - b.right.sentence.start ||
  a.right.valueStart - b.right.valueStart ||
  a.type.localeCompare(b.type);

/** A document's `toldBy` as a day ("2026-11-24T10:00:00Z" → 2026, 11, 24); undefined when absent or unreadable. */
const tellingOf = (document: EngineDocument): Telling | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/u.exec(document.toldBy ?? "");
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : undefined;
};

/** Checks `focus` against itself and each of `others` (never `others` among themselves). */
export const detect: Detect = (focus, others) => {
  const documents = [focus, ...others];
  // The relatives the person names anywhere ("my son Leo"), so that "Leo" alone is the son in every statement.
  const languages = documents.map(documentLanguageOf);
  const names = new Map<string, string | null>();
  documents.forEach((document, doc) => {
    const language = languages[doc];
    if (!document.speaker && language && language !== "und") collectKinNames(document.text, language, names);
  });
  const kin = kinNamesOf(names);
  const read = documents.map((document, doc) => readDocument(document, doc, languages[doc] ?? "und", kin));
  const claims = read.flatMap((document) => document.claims);
  const findings: EngineFinding[] = [];
  const conflicts = [
    ...compareClaims(claims, documents.map(tellingOf)),
    ...soleValueConflicts(read.map((document) => document.soleDate)),
    ...soleValueConflicts(read.map((document) => document.soleTime)),
    ...SOLE_AMOUNTS.flatMap((type) =>
      soleValueConflicts(read.map((document) => document.soleAmounts.get(type))),
    ),
    ...soleColourConflicts(read.map((document) => document.soleColours)),
    ...placeDenialConflicts(
      read.flatMap((document) => document.placeDenials),
      read.flatMap((document) => document.analysed),
    ),
  ];
  for (const conflict of dedupe(conflicts).sort(order)) {
    const finding = toFinding(conflict, documents);
    if (finding) findings.push(finding);
  }
  const seen = new Set(read.flatMap((document) => document.languages));
  return {
    findings,
    coverage: {
      documents: documents.length,
      sentences: read.reduce((sum, document) => sum + document.sentences, 0),
      claims: claims.length,
      languages: [...seen].sort(),
    },
  };
};
