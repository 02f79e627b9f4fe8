import type { FindingType } from "../../../../contracts/schema/contradictions.ts";

/**
 * The contradiction engine's boundary (issue 7). The engine is pure: text in, findings out, no I/O, no
 * clock, no randomness; the same input always gives the same output. Everything around it (which documents,
 * storing reports, permissions) is the service's.
 */

/** A document as the engine reads it: its extracted text (UTF-8, as stored with the document). */
export interface EngineDocument {
  readonly uuid: string;
  readonly fileName: string;
  readonly text: string;
  /**
   * Who speaks, when not the client: a family interview is a relative speaking about the client, whose
   * names (as the account holds them) stand for the client there (subjects.ts, Perspective).
   */
  readonly speaker?: { readonly kind: "relative"; readonly clientNames: ReadonlyArray<string> };
  /**
   * The latest day the text can have been told on, as an ISO 8601 date or date-time (the document's upload):
   * an age told at no date was reached by then ("my mother is 84" cannot follow "she was born in 1949" in a
   * statement uploaded in 2026). Without it, such ages are not checked against years of birth.
   */
  readonly toldBy?: string;
}

/** One side of a finding; offsets are JavaScript string indices (see contracts' Passage). */
export interface EnginePassage {
  readonly documentUuid: string;
  readonly fileName: string;
  readonly sentence: string;
  readonly sentenceStart: number;
  readonly sentenceEnd: number;
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly value: string;
  readonly normalised: string;
  readonly language: string;
}

export interface EngineFinding {
  readonly type: FindingType;
  readonly confidence: number;
  readonly subject: string;
  readonly attribute: string;
  readonly left: EnginePassage;
  readonly right: EnginePassage;
  readonly explanation: { readonly code: string; readonly params: Readonly<Record<string, string>> };
}

export interface EngineResult {
  readonly findings: ReadonlyArray<EngineFinding>;
  readonly coverage: {
    readonly documents: number;
    readonly sentences: number;
    readonly claims: number;
    readonly languages: ReadonlyArray<string>;
  };
}

/**
 * Checks `focus` against itself and against each of `others` (never `others` among themselves): every
 * finding has at least one passage in `focus`. Findings are ordered by confidence, then by position.
 */
export type Detect = (focus: EngineDocument, others: ReadonlyArray<EngineDocument>) => EngineResult;
