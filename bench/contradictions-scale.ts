/**
 * `node bench/contradictions-scale.ts`: the contradiction engine's time and memory for 1,000, 10,000 and
 * 100,000 sentences of statement-style text in the five languages (one focus document against nine
 * others of equal size), printing wall time, sentences per second, and heapUsed and RSS deltas.
 */
import { detect } from "../server/src/contradictions/engine/index.ts";
import type { EngineDocument } from "../server/src/contradictions/engine/types.ts";

const TEMPLATES: ReadonlyArray<(i: number) => string> = [
  (i) => `I was born on ${(i % 28) + 1} March ${1950 + (i % 50)} in Madrid.`,
  (i) => `My brother paid ${100 + (i % 900)} euros for the car number ${i}.`,
  (i) => `Tengo ${18 + (i % 60)} años y vivo en Sevilla desde hace tiempo.`,
  (i) => `Eu não vi o carro ${i} naquela noite.`,
  (i) => `Ich habe ${(i % 9) + 1} Kinder und wohne in Berlin.`,
  (i) => `Le ${(i % 28) + 1} mai ${1990 + (i % 30)}, je suis arrivé à ${(i % 12) + 8}h au bureau ${i}.`,
  (i) => `The meeting about project ${i} took place at the office.`,
  (i) => `Mi padre está vivo y trabaja en la tienda ${i}.`,
];

const documents = (sentences: number): EngineDocument[] => {
  const perDocument = Math.ceil(sentences / 10);
  return Array.from({ length: 10 }, (_, d) => {
    const lines: string[] = [];
    for (let s = 0; s < perDocument; s++) {
      const i = d * perDocument + s;
      lines.push((TEMPLATES[i % TEMPLATES.length] ?? TEMPLATES[0])?.(i) ?? "");
    }
    return { uuid: `doc-${d}`, fileName: `doc-${d}.txt`, text: lines.join(" ") };
  });
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
// Warm up: load eld's n-grams and chrono's parsers outside the measurements.
detect({ uuid: "w", fileName: "w", text: "I was born in 1980." }, [
  { uuid: "v", fileName: "v", text: "I was born in 1981." },
]);
console.log("sentences  time      sentences/s  findings  claims   heapUsed Δ   RSS Δ");
for (const size of [1_000, 10_000, 100_000]) {
  const [focus, ...others] = documents(size);
  if (!focus) continue;
  globalThis.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const result = detect(focus, others);
  const elapsed = performance.now() - started;
  const after = process.memoryUsage();
  console.log(
    `${String(size).padStart(9)}  ${(elapsed / 1000).toFixed(2).padStart(6)} s  ${String(Math.round(size / (elapsed / 1000))).padStart(11)}  ${String(result.findings.length).padStart(8)}  ${String(result.coverage.claims).padStart(6)}   ${mb(after.heapUsed - before.heapUsed).padStart(9)}  ${mb(after.rss - before.rss).padStart(9)}`,
  );
}
