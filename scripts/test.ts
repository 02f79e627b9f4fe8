/**
 * `npm test`: every check, in order, stopping at the first failure. The Pact consumer tests run before
 * the provider verification (it reads the pacts they write); the browser tests run against a fresh build.
 * Ends with one line `avow: N passed, N failed, N skipped` summed over every Vitest run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: ReadonlyArray<string>;
  /** The Vitest project whose JSON report this step writes. */
  readonly report?: string;
}

const reportsDir = path.resolve(".reports");
fs.rmSync(reportsDir, { recursive: true, force: true });
fs.mkdirSync(reportsDir, { recursive: true });

const vitest = (project: string): Step => ({
  name: `${project} tests`,
  command: "npx",
  args: [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(reportsDir, `${project}.json`)}`,
  ],
  report: project,
});

const only = process.argv.slice(2);
const steps: ReadonlyArray<Step> = [
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  vitest("unit"),
  vitest("contracts"),
  vitest("server"),
  { name: "build", command: "npm", args: ["run", "--silent", "build"] },
  vitest("e2e"),
].filter((step) => only.length === 0 || only.some((name) => step.name.startsWith(name)));

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const addReport = (totals: Totals, project: string): void => {
  const file = path.join(reportsDir, `${project}.json`);
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
};

const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
let failedStep: string | undefined;
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: "inherit", env: process.env });
  if (step.report) addReport(totals, step.report);
  console.log(
    `◀ ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log(
  `\nnpm test took ${((Date.now() - started) / 1000).toFixed(1)} s${failedStep ? `; failed at: ${failedStep}` : ""}`,
);
if (failedStep && totals.failed === 0) totals.failed = 1; // a failed lint/typecheck/build step counts as a failure
console.log(`avow: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
