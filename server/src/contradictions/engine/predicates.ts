import type { Claim } from "./claims.ts";
import { stem, TITLES, type NamedMention } from "./named.ts";
import type { SentenceInfo } from "./sentence.ts";
import { STOPWORDS } from "./stopwords.ts";

/**
 * What a named third party does or is, asserted on one side and denied on the other (French news text):
 * "Le Guatemala […] n'acceptera pas le passeport pour animaux de compagnie comme preuve" against "Le
 * Guatemala accepte le passeport pour animaux de compagnie comme preuve de vaccination". A claim per name
 * and sentence holds the stems of the clauses the name governs, each clause with its polarity (a verbal
 * negation, "ne … pas/jamais/plus/rien/aucun") and its curated antonyms (adopter/rejeter, gagner/perdre…);
 * compare.ts pairs two claims about one name when nearly all the shorter side's stems are in the other.
 */

export interface PredicateClause {
  readonly start: number;
  readonly end: number;
  readonly stems: ReadonlySet<string>;
  readonly negated: boolean;
  /** Antonym group → which side of it the clause uses, and the word as written. */
  readonly antonyms: ReadonlyMap<string, { readonly side: boolean; readonly word: string }>;
}

/** Antonym groups by stem prefix: the first list is one side, the second the other. */
const ANTONYM_GROUPS: ReadonlyArray<readonly [string, ReadonlyArray<string>, ReadonlyArray<string>]> = [
  ["approve", ["adopt", "approuv", "accept", "ratifi", "vote pour"], ["rejet", "refus", "desapprouv"]],
  ["win", ["gagn", "rempor", "victoir", "benefic", "profit"], ["perd", "perte", "defait", "echou"]],
  ["allow", ["autoris", "permi", "permet", "legalis"], ["interdi", "prohib"]],
  ["rise", ["augment", "hauss", "progress"], ["diminu", "baiss", "recul", "chut"]],
  ["convict", ["condamn"], ["acquitt", "relax"]],
  ["confirm", ["confirm"], ["dement", "infirm"]],
  ["open", ["ouvr", "ouvert"], ["ferm"]],
  ["legal", ["legal"], ["illegal"]],
];

const antonymOf = (folded: string): { group: string; side: boolean } | undefined => {
  for (const [group, yes, no] of ANTONYM_GROUPS) {
    if (no.some((prefix) => folded.startsWith(prefix))) return { group, side: false };
    if (yes.some((prefix) => folded.startsWith(prefix))) return { group, side: true };
  }
  return undefined;
};

/** "ne/n' … pas, jamais, plus, rien, aucun, guère, point" (not "ne … que", "only"). */
const VERBAL_NEGATION =
  /(?<![\p{L}])(?:ne|n)\s+(?:[\p{L}-]+\s+){0,3}?(?:pas|jamais|rien|aucun|aucune|guere|point|nullement|plus(?!\s+(?:que|qu)(?![\p{L}])))(?![\p{L}])/u;

/** Words that carry only negation or emphasis. */
const SKIP = new Set("ne n pas jamais rien aucun aucune guere point nullement non plus".split(" "));

const clauseOf = (
  sentence: SentenceInfo,
  clause: { start: number; end: number },
  own: NamedMention,
): PredicateClause => {
  const stop = STOPWORDS.fr;
  const stems = new Set<string>();
  const antonyms = new Map<string, { side: boolean; word: string }>();
  for (const word of sentence.words) {
    if (word.start < clause.start || word.end > clause.end) continue;
    if (word.start >= own.start && word.end <= own.end) continue;
    const folded = word.folded;
    if (stop.has(folded) || SKIP.has(folded) || TITLES.has(folded)) continue;
    if (folded.length < 3 && !/\d/u.test(folded)) continue;
    const antonym = antonymOf(folded);
    if (antonym) {
      const token = `<${antonym.group}>`;
      // Both sides of one group in a clause leave it ambiguous: the group is left out.
      const seen = antonyms.get(token);
      if (seen && seen.side !== antonym.side) antonyms.delete(token);
      else if (!seen) antonyms.set(token, { side: antonym.side, word: word.text });
      stems.add(token);
      continue;
    }
    stems.add(stem(folded));
  }
  const part = sentence.folded.slice(clause.start, clause.end).replace(/[’']/gu, " ");
  return { start: clause.start, end: clause.end, stems, negated: VERBAL_NEGATION.test(part), antonyms };
};

/** Whether a name is a passive's agent: "rejeté par l'Assemblée nationale". */
const agentAt = (sentence: SentenceInfo, start: number): boolean =>
  /(?<![\p{L}])par\s+(?:(?:la|le|les)\s+|l\s*['’]\s*)?$/u.test(
    sentence.folded.slice(Math.max(0, start - 12), start),
  );

/** Predicate claims: for each name in a plain French sentence, the clauses from it to the next subject's. */
export const predicateClaims = (sentence: SentenceInfo): Claim[] => {
  // Statements about the author or a relative are propositions.ts's: a name there is often an object
  // ("Je n'ai pas donné l'argent à Marie" is no denial of "Marie m'a donné l'argent").
  if (sentence.language !== "fr" || sentence.guarded || sentence.named.length === 0) return [];
  if (sentence.subjects.length > 0) return [];
  const out: Claim[] = [];
  const seen = new Set<string>();
  for (const mention of sentence.named) {
    if (seen.has(mention.key)) continue;
    seen.add(mention.key);
    const clauses: PredicateClause[] = [];
    for (const clause of sentence.clauses) {
      if (clause.end <= mention.start) continue;
      // Another name opening a later clause is that clause's subject: this name's predicate ends there.
      const other = sentence.named.find(
        (n) =>
          n.subjectPosition &&
          n.key !== mention.key &&
          n.start >= clause.start &&
          n.start < clause.end &&
          clause.start > mention.end,
      );
      if (other) break;
      const read = clauseOf(sentence, clause, mention);
      if (read.stems.size > 0) clauses.push(read);
    }
    const stems = new Set(clauses.flatMap((clause) => [...clause.stems]));
    if (stems.size < 3) continue;
    const last = clauses[clauses.length - 1];
    const end = last?.end ?? sentence.text.length;
    out.push({
      sentence,
      type: "negation",
      // The name's role is part of the block: who does it (subject, or agent after "par") or who undergoes it.
      attribute: `predicate:${mention.subjectPosition || agentAt(sentence, mention.start) ? "agent" : "other"}`,
      subject: { key: mention.key, label: mention.label, unique: true, start: mention.start },
      event: undefined,
      frame: stems,
      anchors: { dates: [], frames: [] },
      valueStart: mention.start,
      valueEnd: end,
      value: sentence.text.slice(mention.start, end),
      normalised: `${sentence.doc}:${sentence.index}:${mention.key}`,
      payload: { kind: "predicate", clauses },
    });
  }
  return out;
};

/** Shared stems needed, and the share of the shorter side's stems that must be in the longer side. */
const MIN_SHARED = 3;
const MIN_CONTAINMENT = 0.8;

/** The clause of a claim that shares most stems with `other`, or undefined when two tie with different polarity. */
const bestClause = (
  clauses: ReadonlyArray<PredicateClause>,
  other: ReadonlySet<string>,
): PredicateClause | undefined => {
  let best: PredicateClause | undefined;
  let bestShared = 0;
  let tie = false;
  for (const clause of clauses) {
    let shared = 0;
    for (const s of clause.stems) if (other.has(s)) shared++;
    if (shared > bestShared) {
      best = clause;
      bestShared = shared;
      tie = false;
    } else if (shared === bestShared && best && shared > 0 && best.negated !== clause.negated) tie = true;
  }
  return tie ? undefined : best;
};

/**
 * Whether two predicate claims about one name state opposite things: nearly all the shorter side's stems
 * are in the longer side, and the clauses that share most of them differ in polarity (a negation on one
 * side only, or the two sides of an antonym group, not both).
 */
export const predicatesConflict = (
  a: ReadonlyArray<PredicateClause>,
  b: ReadonlyArray<PredicateClause>,
):
  | { kind: "negation" | "antonym"; left: PredicateClause; right: PredicateClause; group?: string }
  | undefined => {
  const sa = new Set(a.flatMap((clause) => [...clause.stems]));
  const sb = new Set(b.flatMap((clause) => [...clause.stems]));
  const [small, large] = sa.size <= sb.size ? [sa, sb] : [sb, sa];
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  if (shared < MIN_SHARED || shared / small.size < MIN_CONTAINMENT) return undefined;
  const left = bestClause(a, sb);
  const right = bestClause(b, sa);
  if (!left || !right) return undefined;
  let group: string | undefined;
  let flip = false;
  for (const [token, l] of left.antonyms) {
    const r = right.antonyms.get(token);
    if (!r) continue;
    if (l.side !== r.side) {
      group = token;
      flip = !flip;
    }
  }
  const opposite = (left.negated !== right.negated) !== flip;
  if (!opposite) return undefined;
  return group && left.negated === right.negated
    ? { kind: "antonym", left, right, group }
    : { kind: "negation", left, right };
};
