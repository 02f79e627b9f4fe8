/**
 * `npm run eval:contradictions -- FILE.tsv [--format statements|rte3|daccord]`: runs the contradiction
 * engine over labelled pairs and prints precision, recall and F1 per language and per type, then, as the
 * last line, one line of JSON {"precision","recall","f1","pairs"}.
 *
 * Each pair is two statements by the same person: the premise is the focus document, the hypothesis the
 * other one; the pair is predicted a contradiction when the engine reports any finding.
 * Formats: `statements` (header `id language premise hypothesis label type`, label contradiction or
 * compatible), `rte3` (RTE3-FR: label 2 is a contradiction) and `daccord` (DACCORD: label 1 is a
 * contradiction). The format is guessed from the header when not given.
 * `--told-by YYYY-MM-DD` is the latest day the statements can have been told on (today when not given): an
 * age told at no date is checked against a year of birth by it, as a document's upload date is in the app.
 */
import { readFileSync } from "node:fs";
import { scorePairs, readPairs, type Format } from "./eval-contradictions-lib.ts";

const args = process.argv.slice(2);
const valued = new Set(["--format", "--told-by"]);
const file = args.find((arg, index) => !arg.startsWith("--") && !valued.has(args[index - 1] ?? ""));
const optionOf = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const format = optionOf("--format") as Format | undefined;
const toldBy = optionOf("--told-by") ?? new Date().toISOString().slice(0, 10);
if (!file || !/^\d{4}-\d{2}-\d{2}$/u.test(toldBy)) {
  console.error(
    "usage: npm run eval:contradictions -- FILE.tsv [--format statements|rte3|daccord] [--told-by YYYY-MM-DD] [--errors]",
  );
  process.exit(2);
}
const pairs = readPairs(readFileSync(file, "utf8"), format);
const report = scorePairs(pairs, toldBy);
const line = (name: string, s: { tp: number; fp: number; fn: number; pairs: number }) => {
  const precision = s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp);
  const recall = s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return `${name.padEnd(14)} pairs ${String(s.pairs).padStart(5)}  tp ${String(s.tp).padStart(4)}  fp ${String(s.fp).padStart(4)}  fn ${String(s.fn).padStart(4)}  P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}`;
};
console.log(`${file}: ${pairs.length} pairs, told by ${toldBy}`);
console.log("By language");
for (const [language, s] of report.byLanguage) console.log(`  ${line(language, s)}`);
console.log("By type (recall over the labelled type; precision over findings of that type)");
for (const [type, s] of report.byType) console.log(`  ${line(type, s)}`);
console.log(`  ${line("all", report.total)}`);
if (args.includes("--errors"))
  for (const error of report.errors)
    console.log(`  ${error.kind} ${error.id} [${error.detail}] ${error.premise} || ${error.hypothesis}`);
const { tp, fp, fn } = report.total;
const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
const r3 = (n: number) => Math.round(n * 1000) / 1000;
console.log(
  JSON.stringify({ precision: r3(precision), recall: r3(recall), f1: r3(f1), pairs: pairs.length }),
);
