import {
  LOG_AREAS,
  mayCheckIntegrity,
  type IntegrityProblem,
  type IntegrityView,
} from "../../../contracts/schema/integrity.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { forbidden } from "../http/errors.ts";
import type { IntegrityReport } from "./integrity.ts";

/** A check this young is answered again rather than run once more (the check re-hashes every file). */
export const REUSE_FOR_MS = 60_000;
/** Even `?fresh=1` gets the last check when it is this young: a button pressed twice runs one check. */
export const FRESH_AFTER_MS = 10_000;

/** Runs the instance's integrity check at most once at a time, and answers a recent one again. */
export interface IntegrityChecker {
  readonly report: (fresh: boolean) => Promise<IntegrityReport>;
}

export const createIntegrityChecker = (deps: {
  readonly run: () => Promise<IntegrityReport>;
  readonly clock: () => Date;
}): IntegrityChecker => {
  let running: Promise<IntegrityReport> | null = null;
  let last: IntegrityReport | null = null;
  return {
    report: (fresh) => {
      // Whoever asks while a check runs waits for it: it is as fresh as any they could start.
      if (running) return running;
      if (last) {
        const age = deps.clock().getTime() - Date.parse(last.checkedAt);
        // A negative age (the clock was set back) is no reason to trust an old answer.
        if (age >= 0 && age < (fresh ? FRESH_AFTER_MS : REUSE_FOR_MS)) return Promise.resolve(last);
      }
      const run = deps
        .run()
        .then((report) => {
          last = report;
          return report;
        })
        .finally(() => {
          running = null;
        });
      running = run;
      return run;
    },
  };
};

const keyOf = (p: IntegrityReport["problems"][number]) =>
  `${p.area}\n${p.subject}\n${p.problem}\n${p.organisationUuid ?? ""}`;

/**
 * Runs the check, and once more when it found something: only what both runs found is reported. The check
 * reads the database in several steps while the server keeps writing, in an order that makes most writes
 * harmless (heads, then rows and the queue, then leaves), but a write can still fall between two steps: an
 * account deleted between reading a report and reading its findings makes the report look altered. What
 * is really wrong is still wrong a moment later.
 */
export const confirmedCheck = async (run: () => Promise<IntegrityReport>): Promise<IntegrityReport> => {
  const first = await run();
  if (first.problems.length === 0) return first;
  const second = await run();
  const seenFirst = new Set(first.problems.map(keyOf));
  const problems = second.problems.filter((p) => seenFirst.has(keyOf(p)));
  return { ...second, ok: problems.length === 0, problems };
};

/** Refuses anyone but an admin with 403: the answer is about the caller's own organisation, no object to hide. */
export const assertIntegrityAdmin = (session: AuthContext): void => {
  if (!mayCheckIntegrity(session.roles))
    throw forbidden(ErrorCodes.forbidden, "Only an administrator can run the integrity check.");
};

/**
 * The instance's report as one organisation's admin may read it (docs/integrity.md): the problems about the
 * log itself and about the organisation's own data in full; every other problem only counted — another
 * organisation's, and one whose organisation cannot be told (an audit trail of an account gone) alike.
 */
export const integrityViewFor = (report: IntegrityReport, organisationUuid: string): IntegrityView => {
  const problems: IntegrityProblem[] = [];
  let otherOrganisations = 0;
  for (const { area, subject, problem, organisationUuid: owner } of report.problems) {
    const shown = owner === null ? LOG_AREAS.includes(area) : owner === organisationUuid;
    if (shown) problems.push({ area, subject, problem });
    else otherOrganisations += 1;
  }
  return {
    checkedAt: report.checkedAt,
    ok: report.ok,
    counts: report.counts,
    treeSize: report.treeSize,
    rootHash: report.rootHash,
    problems,
    otherOrganisations,
  };
};
