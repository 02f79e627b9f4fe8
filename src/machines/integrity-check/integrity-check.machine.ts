import { assign, fromPromise, setup } from "xstate";
import type { IntegrityView } from "../../../contracts/schema/integrity.ts";
import { failureCode } from "../failure-code.ts";

export interface IntegrityCheckContext {
  /** The last answer: shown in `result`, kept while a new check runs. */
  readonly report: IntegrityView | null;
  /** Whether the check under way (or the last one) asked for a fresh check. */
  readonly fresh: boolean;
  readonly errorCode: string | null;
}

export type IntegrityCheckEvent =
  /** "Check integrity": a check less than a minute old will do. */
  | { type: "integrity.check" }
  /** "Check again" after a result: a new check. */
  | { type: "integrity.recheck" }
  /** After a failure: the same request once more. */
  | { type: "integrity.retry" };

/**
 * The integrity section on an admin's home page (issue 9): nothing asked until the admin asks; then the
 * check (it re-hashes every stored file: seconds, or minutes on a large store), then everything checks
 * out, or the problems; a failure offers to try again. "Check again" asks for a fresh check.
 */
export const integrityCheckMachine = setup({
  types: {
    context: {} as IntegrityCheckContext,
    events: {} as IntegrityCheckEvent,
  },
  actors: {
    // Supplied at the edge: GET /api/admin/integrity (`?fresh=1` when fresh).
    runCheck: fromPromise<IntegrityView, { fresh: boolean }>(() =>
      Promise.reject(new Error("runCheck not provided")),
    ),
  },
  guards: {
    isAllClear: (_, params: { report: IntegrityView }) =>
      params.report.ok && params.report.problems.length === 0 && params.report.otherOrganisations === 0,
  },
  actions: {
    assignReport: assign((_, params: { report: IntegrityView }) => ({
      report: params.report,
      errorCode: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    askCached: assign({ fresh: false, errorCode: null }),
    askFresh: assign({ fresh: true, errorCode: null }),
    clearError: assign({ errorCode: null }),
  },
}).createMachine({
  id: "integrityCheck",
  context: { report: null, fresh: false, errorCode: null },
  initial: "idle",
  states: {
    idle: {
      on: { "integrity.check": { target: "checking", actions: "askCached" } },
    },
    checking: {
      invoke: {
        id: "runCheck",
        src: "runCheck",
        input: ({ context }) => ({ fresh: context.fresh }),
        onDone: [
          {
            guard: { type: "isAllClear", params: ({ event }) => ({ report: event.output }) },
            target: "result.ok",
            actions: { type: "assignReport", params: ({ event }) => ({ report: event.output }) },
          },
          {
            target: "result.problems",
            actions: { type: "assignReport", params: ({ event }) => ({ report: event.output }) },
          },
        ],
        onError: {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    result: {
      on: { "integrity.recheck": { target: "checking", actions: "askFresh" } },
      // Always entered at a child (checking decides which); "all clear" is never the default.
      initial: "problems",
      states: {
        /** Nothing wrong anywhere. */
        ok: {},
        /** Something is wrong: here, or only in other organisations. */
        problems: {},
      },
    },
    /** No answer to show: the same request again (fresh if it was). */
    failed: {
      on: { "integrity.retry": { target: "checking", actions: "clearError" } },
    },
  },
});

export type IntegrityCheckSnapshot = ReturnType<typeof integrityCheckMachine.getInitialSnapshot>;

/** What the section shows. */
export const screenOf = (
  snapshot: IntegrityCheckSnapshot,
): "idle" | "checking" | "ok" | "problems" | "failed" => {
  if (snapshot.matches("checking")) return "checking";
  if (snapshot.matches({ result: "ok" })) return "ok";
  if (snapshot.matches({ result: "problems" })) return "problems";
  if (snapshot.matches("failed")) return "failed";
  return "idle";
};
