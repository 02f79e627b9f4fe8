/** Reading labelled contradiction pairs and scoring the engine on them (the eval script and the gate test). */
import { detect } from "../server/src/contradictions/engine/index.ts";

export type Format = "statements" | "rte3" | "daccord";

export interface LabelledPair {
  readonly id: string;
  readonly language: string;
  readonly premise: string;
  readonly hypothesis: string;
  readonly contradiction: boolean;
  readonly type: string;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  pairs: number;
}

const columns = (header: string): Map<string, number> =>
  new Map(header.split("\t").map((name, i) => [name.trim(), i]));

/** Pairs from a TSV file's text; the format is guessed from the header unless given. */
export const readPairs = (text: string, format?: Format): LabelledPair[] => {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = lines.shift() ?? "";
  const index = columns(header);
  const chosen: Format =
    format ??
    (index.has("url") ? "daccord" : index.has("label_text") && index.has("task") ? "rte3" : "statements");
  const get = (cells: string[], name: string): string => cells[index.get(name) ?? -1] ?? "";
  return lines.map((line) => {
    const cells = line.split("\t");
    const label = get(cells, "label").trim();
    const contradiction =
      chosen === "rte3" ? label === "2" : chosen === "daccord" ? label === "1" : label === "contradiction";
    return {
      id: get(cells, "id"),
      language: get(cells, "language") || "fr",
      premise: get(cells, "premise"),
      hypothesis: get(cells, "hypothesis"),
      contradiction,
      type: chosen === "statements" ? get(cells, "type").trim() : "",
    };
  });
};

export interface Report {
  readonly total: Counts;
  readonly byLanguage: Map<string, Counts>;
  readonly byType: Map<string, Counts>;
  readonly errors: Array<{
    kind: "FP" | "FN";
    id: string;
    detail: string;
    premise: string;
    hypothesis: string;
  }>;
}

const bump = (map: Map<string, Counts>, key: string): Counts => {
  let counts = map.get(key);
  if (!counts) {
    counts = { tp: 0, fp: 0, fn: 0, pairs: 0 };
    map.set(key, counts);
  }
  return counts;
};

/**
 * Runs the engine over every pair and counts true and false positives and false negatives. `toldBy` (an ISO
 * date) is the latest day both statements can have been told on, as a document's upload is in the service.
 */
export const scorePairs = (pairs: ReadonlyArray<LabelledPair>, toldBy?: string): Report => {
  const total: Counts = { tp: 0, fp: 0, fn: 0, pairs: 0 };
  const byLanguage = new Map<string, Counts>();
  const byType = new Map<string, Counts>();
  const errors: Report["errors"] = [];
  for (const pair of pairs) {
    const told = toldBy === undefined ? {} : { toldBy };
    const result = detect({ uuid: `${pair.id}-p`, fileName: "premise", text: pair.premise, ...told }, [
      { uuid: `${pair.id}-h`, fileName: "hypothesis", text: pair.hypothesis, ...told },
    ]);
    const predicted = result.findings.length > 0;
    const found = [...new Set(result.findings.map((finding) => finding.type))];
    const language = bump(byLanguage, pair.language);
    total.pairs++;
    language.pairs++;
    if (pair.type) bump(byType, pair.type).pairs++;
    for (const type of found) if (type !== pair.type) bump(byType, type);
    if (predicted && pair.contradiction) {
      total.tp++;
      language.tp++;
      if (pair.type) bump(byType, pair.type).tp++;
    } else if (predicted) {
      total.fp++;
      language.fp++;
      for (const type of found) bump(byType, type).fp++;
      // A compatible pair's trap ("approximation", "time frame"…) counts the false alarms it drew.
      if (pair.type && !found.includes(pair.type as never)) bump(byType, pair.type).fp++;
      errors.push({
        kind: "FP",
        id: pair.id,
        detail: found.join(","),
        premise: pair.premise,
        hypothesis: pair.hypothesis,
      });
    } else if (pair.contradiction) {
      total.fn++;
      language.fn++;
      if (pair.type) bump(byType, pair.type).fn++;
      errors.push({
        kind: "FN",
        id: pair.id,
        detail: pair.type,
        premise: pair.premise,
        hypothesis: pair.hypothesis,
      });
    }
  }
  return { total, byLanguage: new Map([...byLanguage].sort()), byType: new Map([...byType].sort()), errors };
};
