import { assign, fromPromise, setup } from "xstate";
import type {
  ContradictionReport,
  Finding,
  FindingUpdate,
  ReportList,
  ReportSummary,
} from "../../../contracts/schema/contradictions.ts";
import { failureCode } from "../failure-code.ts";

/** A document that can be checked now: its uuid and the fingerprint of its bytes. */
export interface CheckableDocument {
  readonly uuid: string;
  readonly sha256: string;
}

export interface ContradictionContext {
  readonly accountUuid: string;
  /** The document the next check is for. */
  readonly documentUuid: string | null;
  /** The account's checks, newest first. */
  readonly reports: ReadonlyArray<ReportSummary>;
  /** The report shown. */
  readonly report: ContradictionReport | null;
  /** The documents with text as they are now, to tell when the report shown no longer covers them. */
  readonly documents: ReadonlyArray<CheckableDocument>;
  readonly errorCode: string | null;
  /** The finding whose mark is being saved. */
  readonly updatingFinding: string | null;
}

export type ContradictionEvent =
  | { type: "document.selected"; documentUuid: string }
  | { type: "documents.changed"; documents: ReadonlyArray<CheckableDocument> }
  | { type: "check.start" }
  | { type: "report.open"; reportUuid: string }
  | { type: "finding.update"; findingUuid: string; update: FindingUpdate };

interface ReportRequest {
  readonly accountUuid: string;
  readonly reportUuid: string;
}

/**
 * Contradiction checks of an account (issue 7): the latest report is loaded first; `idle` when there is
 * none; `checking` runs a check of the chosen document (against itself and every other document with
 * text); `report` shows one, offering a new check when the documents changed since (`isStale`), and saves a
 * professional's mark on a finding (explained with a note, or dismissed); `failed` keeps the reason and
 * offers the check again.
 */
export const contradictionMachine = setup({
  types: {
    input: {} as {
      readonly accountUuid: string;
      readonly documentUuid?: string | null;
      readonly reportUuid?: string | null;
      readonly documents?: ReadonlyArray<CheckableDocument>;
    },
    context: {} as ContradictionContext,
    events: {} as ContradictionEvent,
  },
  actors: {
    // Supplied at the edge: the contradictions service.
    listReports: fromPromise<ReportList, { accountUuid: string }>(() =>
      Promise.reject(new Error("listReports not provided")),
    ),
    fetchReport: fromPromise<ContradictionReport, ReportRequest>(() =>
      Promise.reject(new Error("fetchReport not provided")),
    ),
    detect: fromPromise<ContradictionReport, { accountUuid: string; documentUuid: string }>(() =>
      Promise.reject(new Error("detect not provided")),
    ),
    updateFinding: fromPromise<
      Finding,
      ReportRequest & { readonly findingUuid: string; readonly update: FindingUpdate }
    >(() => Promise.reject(new Error("updateFinding not provided"))),
  },
  guards: {
    hasDocument: ({ context }) => context.documentUuid !== null,
    hasReports: ({ context }) => context.reports.length > 0,
    isKnownReport: ({ context }, params: { reportUuid: string }) =>
      context.reports.some((report) => report.uuid === params.reportUuid),
    isKnownFinding: ({ context }, params: { findingUuid: string }) =>
      context.report?.findings.some((finding) => finding.uuid === params.findingUuid) ?? false,
  },
  actions: {
    assignDocument: assign((_, params: { documentUuid: string }) => ({ documentUuid: params.documentUuid })),
    assignDocuments: assign((_, params: { documents: ReadonlyArray<CheckableDocument> }) => ({
      documents: params.documents,
    })),
    assignReports: assign((_, params: { list: ReportList }) => ({ reports: params.list.items })),
    assignReport: assign((_, params: { report: ContradictionReport }) => ({
      report: params.report,
      errorCode: null,
    })),
    /** A new check goes to the top of the list. */
    addReport: assign(({ context }, params: { report: ContradictionReport }) => ({
      report: params.report,
      errorCode: null,
      reports: [
        {
          uuid: params.report.uuid,
          accountUuid: params.report.accountUuid,
          documentUuid: params.report.documentUuid,
          engineVersion: params.report.engineVersion,
          createdAt: params.report.createdAt,
          findings: params.report.findings.length,
          open: params.report.findings.filter((finding) => finding.status === "open").length,
        },
        ...context.reports.filter((report) => report.uuid !== params.report.uuid),
      ],
    })),
    assignUpdating: assign((_, params: { findingUuid: string }) => ({
      updatingFinding: params.findingUuid,
      errorCode: null,
    })),
    assignFinding: assign(({ context }, params: { finding: Finding }) => {
      if (!context.report) return { updatingFinding: null };
      const findings = context.report.findings.map((finding) =>
        finding.uuid === params.finding.uuid ? params.finding : finding,
      );
      const open = findings.filter((finding) => finding.status === "open").length;
      return {
        updatingFinding: null,
        report: { ...context.report, findings },
        reports: context.reports.map((report) =>
          report.uuid === context.report?.uuid ? { ...report, open } : report,
        ),
      };
    }),
    assignError: assign((_, params: { error: unknown }) => ({
      errorCode: failureCode(params.error),
      updatingFinding: null,
    })),
  },
}).createMachine({
  id: "contradiction",
  context: ({ input }) => ({
    accountUuid: input.accountUuid,
    documentUuid: input.documentUuid ?? null,
    reports: [],
    report: null,
    documents: input.documents ?? [],
    errorCode: null,
    updatingFinding: null,
  }),
  initial: "loading",
  on: {
    "document.selected": {
      actions: { type: "assignDocument", params: ({ event }) => ({ documentUuid: event.documentUuid }) },
    },
    "documents.changed": {
      actions: { type: "assignDocuments", params: ({ event }) => ({ documents: event.documents }) },
    },
  },
  states: {
    loading: {
      invoke: {
        src: "listReports",
        input: ({ context }) => ({ accountUuid: context.accountUuid }),
        onDone: [
          {
            guard: ({ event }) => event.output.items.length > 0,
            target: "opening",
            actions: { type: "assignReports", params: ({ event }) => ({ list: event.output }) },
          },
          {
            target: "idle",
            actions: { type: "assignReports", params: ({ event }) => ({ list: event.output }) },
          },
        ],
        onError: {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Reading one report (the latest at first, or one picked from the list). */
    opening: {
      invoke: {
        src: "fetchReport",
        input: ({ context, event }) => ({
          accountUuid: context.accountUuid,
          reportUuid: event.type === "report.open" ? event.reportUuid : (context.reports[0]?.uuid ?? ""),
        }),
        onDone: {
          target: "report",
          actions: { type: "assignReport", params: ({ event }) => ({ report: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    idle: {
      on: { "check.start": { guard: "hasDocument", target: "checking" } },
    },
    checking: {
      invoke: {
        src: "detect",
        input: ({ context }) => ({
          accountUuid: context.accountUuid,
          documentUuid: context.documentUuid ?? "",
        }),
        onDone: {
          target: "report",
          actions: { type: "addReport", params: ({ event }) => ({ report: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    report: {
      initial: "viewing",
      on: {
        "check.start": { guard: "hasDocument", target: "checking" },
        "report.open": {
          guard: { type: "isKnownReport", params: ({ event }) => ({ reportUuid: event.reportUuid }) },
          target: "opening",
        },
      },
      states: {
        viewing: {
          on: {
            "finding.update": {
              guard: { type: "isKnownFinding", params: ({ event }) => ({ findingUuid: event.findingUuid }) },
              target: "updating",
              actions: {
                type: "assignUpdating",
                params: ({ event }) => ({ findingUuid: event.findingUuid }),
              },
            },
          },
        },
        updating: {
          invoke: {
            src: "updateFinding",
            input: ({ context, event }) => ({
              accountUuid: context.accountUuid,
              reportUuid: context.report?.uuid ?? "",
              findingUuid: context.updatingFinding ?? "",
              update:
                event.type === "finding.update" ? event.update : ({ status: "open" } satisfies FindingUpdate),
            }),
            onDone: {
              target: "viewing",
              actions: { type: "assignFinding", params: ({ event }) => ({ finding: event.output }) },
            },
            onError: {
              target: "viewing",
              actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    failed: {
      on: {
        "check.start": { guard: "hasDocument", target: "checking" },
        "report.open": {
          guard: { type: "isKnownReport", params: ({ event }) => ({ reportUuid: event.reportUuid }) },
          target: "opening",
        },
      },
    },
  },
});

export type ContradictionSnapshot = ReturnType<typeof contradictionMachine.getInitialSnapshot>;

/**
 * The report shown no longer covers the documents as they are: one was added, removed or changed since
 * (compared by fingerprint), so a new check is worth offering.
 */
export const isStale = (snapshot: ContradictionSnapshot): boolean => {
  const { report, documents } = snapshot.context;
  if (!report) return false;
  const then = new Set(report.inputs.map((input) => `${input.documentUuid}:${input.sha256}`));
  const now = new Set(documents.map((document) => `${document.uuid}:${document.sha256}`));
  return then.size !== now.size || [...now].some((key) => !then.has(key));
};
