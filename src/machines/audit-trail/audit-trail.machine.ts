import { assign, fromPromise, setup } from "xstate";
import type { AuditEvent, AuditExportFormat, AuditPage } from "../../../contracts/schema/audit.ts";
import { failureCode } from "../failure-code.ts";

export interface AuditTrailInput {
  readonly accountUuid: string;
  /** Events per page (the server allows 1 to 100). */
  readonly pageSize: number;
}

export interface AuditTrailContext {
  readonly accountUuid: string;
  readonly pageSize: number;
  /** Every event read so far, newest first, each once. */
  readonly items: ReadonlyArray<AuditEvent>;
  /** The page `trail.loadMore` asks for. */
  readonly nextPage: number;
  /** How many events the whole trail holds, as the last page read said. */
  readonly total: number;
  /** Whether the whole chain checks out, as the last page read said; null before the first. */
  readonly chainValid: boolean | null;
  readonly brokenAt: number | null;
  readonly loadedOnce: boolean;
  /** Why the last read failed (the list stays as it was). */
  readonly errorCode: string | null;
  /** The export under way. */
  readonly exporting: AuditExportFormat | null;
  /** Why the last export failed. */
  readonly exportErrorCode: string | null;
}

export type AuditTrailEvent =
  /** Reads the trail again from its newest event (after something happened on the page, say). */
  | { type: "trail.reload" }
  /** Reads the next, older page. */
  | { type: "trail.loadMore" }
  | { type: "export.start"; format: AuditExportFormat };

/** Older events remain to be read. */
const moreToRead = (context: AuditTrailContext): boolean =>
  context.nextPage * context.pageSize < context.total;

/** The events read so far and a new page's, each once (by number), newest first. */
const merged = (items: ReadonlyArray<AuditEvent>, page: AuditPage): AuditEvent[] => {
  const bySeq = new Map(items.map((item) => [item.seq, item]));
  for (const item of page.items) bySeq.set(item.seq, item);
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq);
};

/**
 * An account's audit trail on a client's page: the newest page first, older pages on request (events that
 * arrive meanwhile push the older ones further, so a page may repeat some: each is kept once), the chain's
 * state as the server last checked it, and an export of the whole trail (JSON or CSV) beside the list.
 */
export const auditTrailMachine = setup({
  types: {
    input: {} as AuditTrailInput,
    context: {} as AuditTrailContext,
    events: {} as AuditTrailEvent,
  },
  actors: {
    // Supplied at the edge: GET /api/account/{accountUuid}/audit?page=&size=.
    fetchPage: fromPromise<AuditPage, { accountUuid: string; page: number; size: number }>(() =>
      Promise.reject(new Error("fetchPage not provided")),
    ),
    // Supplied at the edge: GET /api/account/{accountUuid}/audit/export?format=, handed to the browser to save.
    exportTrail: fromPromise<undefined, { accountUuid: string; format: AuditExportFormat }>(() =>
      Promise.reject(new Error("exportTrail not provided")),
    ),
  },
  guards: {
    hasMore: ({ context }) => moreToRead(context),
  },
  actions: {
    assignFirstPage: assign((_, params: { page: AuditPage }) => ({
      items: [...params.page.items],
      nextPage: 1,
      total: params.page.total,
      chainValid: params.page.chainValid,
      brokenAt: params.page.brokenAt,
      loadedOnce: true,
      errorCode: null,
    })),
    appendPage: assign(({ context }, params: { page: AuditPage }) => ({
      items: merged(context.items, params.page),
      nextPage: context.nextPage + 1,
      total: params.page.total,
      chainValid: params.page.chainValid,
      brokenAt: params.page.brokenAt,
      errorCode: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    clearError: assign({ errorCode: null }),
    assignExporting: assign((_, params: { format: AuditExportFormat }) => ({
      exporting: params.format,
      exportErrorCode: null,
    })),
    clearExporting: assign({ exporting: null }),
    assignExportError: assign((_, params: { error: unknown }) => ({
      exporting: null,
      exportErrorCode: failureCode(params.error),
    })),
  },
}).createMachine({
  id: "auditTrail",
  context: ({ input }) => ({
    accountUuid: input.accountUuid,
    pageSize: input.pageSize,
    items: [],
    nextPage: 0,
    total: 0,
    chainValid: null,
    brokenAt: null,
    loadedOnce: false,
    errorCode: null,
    exporting: null,
    exportErrorCode: null,
  }),
  type: "parallel",
  states: {
    list: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "fetchPage",
            src: "fetchPage",
            input: ({ context }) => ({ accountUuid: context.accountUuid, page: 0, size: context.pageSize }),
            onDone: {
              target: "idle",
              actions: { type: "assignFirstPage", params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: "failed",
              actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        idle: {
          on: {
            "trail.reload": { target: "loading", actions: "clearError" },
            "trail.loadMore": { guard: "hasMore", target: "loadingMore", actions: "clearError" },
          },
        },
        loadingMore: {
          on: {
            // From the top again: the older page under way is dropped.
            "trail.reload": { target: "loading", actions: "clearError" },
          },
          invoke: {
            id: "fetchPage",
            src: "fetchPage",
            input: ({ context }) => ({
              accountUuid: context.accountUuid,
              page: context.nextPage,
              size: context.pageSize,
            }),
            onDone: {
              target: "idle",
              actions: { type: "appendPage", params: ({ event }) => ({ page: event.output }) },
            },
            // The events already read stay; the button tries the same page again.
            onError: {
              target: "idle",
              actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The first page could not be read: try again. */
        failed: {
          on: { "trail.reload": { target: "loading", actions: "clearError" } },
        },
      },
    },
    export: {
      initial: "ready",
      states: {
        ready: {
          on: {
            "export.start": {
              target: "exporting",
              actions: { type: "assignExporting", params: ({ event }) => ({ format: event.format }) },
            },
          },
        },
        exporting: {
          invoke: {
            id: "exportTrail",
            src: "exportTrail",
            input: ({ context }) => ({
              accountUuid: context.accountUuid,
              format: context.exporting ?? "json",
            }),
            onDone: { target: "ready", actions: "clearExporting" },
            onError: {
              target: "ready",
              actions: { type: "assignExportError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type AuditTrailSnapshot = ReturnType<typeof auditTrailMachine.getInitialSnapshot>;

export const isLoadingTrail = (snapshot: AuditTrailSnapshot): boolean =>
  snapshot.matches({ list: "loading" });
export const isLoadingMore = (snapshot: AuditTrailSnapshot): boolean =>
  snapshot.matches({ list: "loadingMore" });
export const hasFailed = (snapshot: AuditTrailSnapshot): boolean => snapshot.matches({ list: "failed" });
export const isExporting = (snapshot: AuditTrailSnapshot): boolean =>
  snapshot.matches({ export: "exporting" });
/** Older events remain to be read. */
export const hasMoreEvents = (snapshot: AuditTrailSnapshot): boolean => moreToRead(snapshot.context);
