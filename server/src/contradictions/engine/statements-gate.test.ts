import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readPairs, scorePairs } from "../../../../scripts/eval-contradictions-lib.ts";

/**
 * A gate against regressions: the engine over the labelled statement pairs (bench/contradictions/
 * statements.tsv, and statements-2.tsv) must keep precision ≥ 0.90 in every language and the recall floors per type.
 */
const pairs = readPairs(
  readFileSync(new URL("../../../../bench/contradictions/statements.tsv", import.meta.url), "utf8"),
);
const report = scorePairs(pairs);
const precision = (c: { tp: number; fp: number }) => (c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp));
const recall = (c: { tp: number; fn: number }) => (c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn));

const second = scorePairs(
  readPairs(
    readFileSync(new URL("../../../../bench/contradictions/statements-2.tsv", import.meta.url), "utf8"),
  ),
);

describe("the engine on bench/contradictions/statements-2.tsv", () => {
  it.each(["en", "es", "pt", "de", "fr"])("keeps precision at 0.90 or more in %s", (language) => {
    const counts = second.byLanguage.get(language);
    expect(counts?.pairs).toBeGreaterThanOrEqual(30);
    if (counts) expect(precision(counts)).toBeGreaterThanOrEqual(0.9);
  });
});

describe("the engine on bench/contradictions/statements.tsv", () => {
  it("covers the five languages with at least 60 pairs each", () => {
    for (const language of ["en", "es", "pt", "de", "fr"])
      expect(report.byLanguage.get(language)?.pairs).toBeGreaterThanOrEqual(60);
  });

  it.each(["en", "es", "pt", "de", "fr"])("keeps precision at 0.90 or more in %s", (language) => {
    const counts = report.byLanguage.get(language);
    expect(counts).toBeDefined();
    if (counts) expect(precision(counts)).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ["date", 0.6],
    ["number", 0.6],
    ["negation", 0.5],
    ["identity", 0.5],
  ] as const)("keeps recall on %s at %d or more", (type, floor) => {
    const counts = report.byType.get(type);
    expect(counts).toBeDefined();
    if (counts) expect(recall(counts)).toBeGreaterThanOrEqual(floor);
  });
});
