import { detect } from "./index.ts";
import type { EngineDocument } from "./types.ts";

/** Helpers shared by the engine's tests: a document, and the finding types of two statements. */
export const doc = (uuid: string, text: string, extra: Partial<EngineDocument> = {}): EngineDocument => ({
  uuid,
  fileName: `${uuid}.txt`,
  text,
  ...extra,
});

/** The types of the findings between a focus statement and one other statement. */
export const types = (focus: string, other: string): string[] =>
  detect(doc("focus", focus), [doc("other", other)]).findings.map((finding) => finding.type);
