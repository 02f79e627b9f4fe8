import { assign, fromPromise, setup } from "xstate";
import type { DocumentItem, DocumentList, UploadComplete } from "../../../contracts/schema/documents.ts";
import { failureCode } from "../failure-code.ts";

/** How often the list is read again while a document's text is still being extracted. */
export const EXTRACTION_POLL_MS = 2000;

export interface DocumentsContext {
  readonly accountUuid: string;
  readonly items: ReadonlyArray<DocumentItem>;
  /** Set once the list loaded at least once: later reloads keep showing it. */
  readonly loadedOnce: boolean;
  readonly errorCode: string | null;
  /** The document whose deletion waits for a yes. */
  readonly deleting: DocumentItem | null;
  readonly notice: "deleted" | "uploadsCompleted" | "practitionerNotified" | null;
}

export type DocumentsEvent =
  | { type: "documents.reload" }
  | { type: "delete.start"; uuid: string }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" }
  | { type: "uploads.complete" };

const hasPendingExtraction = (items: ReadonlyArray<DocumentItem>): boolean =>
  items.some((item) => item.extractionStatus === "pending");

/**
 * An account's documents: listed (and read again every two seconds while a text is still being extracted,
 * so its status changes on screen), deleted after a yes, and — for a client — "I have finished uploading".
 */
export const documentsMachine = setup({
  types: {
    input: {} as { readonly accountUuid: string },
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
  },
  delays: { extractionPoll: EXTRACTION_POLL_MS },
  actors: {
    // Supplied at the edge: the documents service.
    fetchDocuments: fromPromise<DocumentList, { accountUuid: string }>(() =>
      Promise.reject(new Error("fetchDocuments not provided")),
    ),
    deleteDocument: fromPromise<undefined, { accountUuid: string; documentUuid: string }>(() =>
      Promise.reject(new Error("deleteDocument not provided")),
    ),
    completeUploads: fromPromise<UploadComplete, undefined>(() =>
      Promise.reject(new Error("completeUploads not provided")),
    ),
  },
  guards: {
    isExtractionPending: ({ context }) => hasPendingExtraction(context.items),
    isKnownDocument: ({ context }, params: { uuid: string }) =>
      context.items.some((item) => item.uuid === params.uuid),
  },
  actions: {
    assignItems: assign((_, params: { list: DocumentList }) => ({
      items: params.list.items,
      loadedOnce: true,
      errorCode: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    clearMessages: assign({ errorCode: null, notice: null }),
    assignDeleting: assign(({ context }, params: { uuid: string }) => ({
      deleting: context.items.find((item) => item.uuid === params.uuid) ?? null,
      notice: null,
      errorCode: null,
    })),
    clearDeleting: assign({ deleting: null }),
    removeDeleted: assign(({ context }) => ({
      items: context.items.filter((item) => item.uuid !== context.deleting?.uuid),
      deleting: null,
      notice: "deleted" as const,
    })),
    assignCompleted: assign((_, params: { result: UploadComplete }) => ({
      notice: params.result.practitionerNotified
        ? ("practitionerNotified" as const)
        : ("uploadsCompleted" as const),
    })),
  },
}).createMachine({
  id: "documents",
  context: ({ input }) => ({
    accountUuid: input.accountUuid,
    items: [],
    loadedOnce: false,
    errorCode: null,
    deleting: null,
    notice: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "fetchDocuments",
        input: ({ context }) => ({ accountUuid: context.accountUuid }),
        onDone: {
          target: "idle",
          actions: { type: "assignItems", params: ({ event }) => ({ list: event.output }) },
        },
        onError: {
          target: "idle",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    idle: {
      after: { extractionPoll: { guard: "isExtractionPending", target: "loading" } },
      on: {
        "documents.reload": "loading",
        "delete.start": {
          guard: { type: "isKnownDocument", params: ({ event }) => ({ uuid: event.uuid }) },
          target: "confirmingDelete",
          actions: { type: "assignDeleting", params: ({ event }) => ({ uuid: event.uuid }) },
        },
        "uploads.complete": { target: "completing", actions: "clearMessages" },
      },
    },
    confirmingDelete: {
      on: {
        "delete.confirm": "deleting",
        "delete.cancel": { target: "idle", actions: "clearDeleting" },
      },
    },
    deleting: {
      invoke: {
        src: "deleteDocument",
        input: ({ context }) => ({
          accountUuid: context.accountUuid,
          documentUuid: context.deleting?.uuid ?? "",
        }),
        onDone: { target: "loading", actions: "removeDeleted" },
        onError: {
          target: "idle",
          actions: [
            "clearDeleting",
            { type: "assignError", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    completing: {
      invoke: {
        src: "completeUploads",
        onDone: {
          target: "idle",
          actions: { type: "assignCompleted", params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: "idle",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type DocumentsSnapshot = ReturnType<typeof documentsMachine.getInitialSnapshot>;
