import { assign, enqueueActions, fromCallback, setup, type AnyActorRef, type AnyEventObject } from "xstate";
import type { DocumentCategory, DocumentItem } from "../../../contracts/schema/documents.ts";
import { failureCode } from "../failure-code.ts";
import { isRetryableCode, precheck, type FileLike } from "./upload-rules.ts";

export interface FileUploadInput {
  readonly id: string;
  readonly file: FileLike;
  readonly category: DocumentCategory;
  readonly maxBytes?: number;
  /** Who hears `item.settled`, `item.queued` and `item.uploaded` (the batch); nobody when absent. */
  readonly parent?: AnyActorRef;
}

export interface FileUploadContext {
  readonly id: string;
  readonly file: FileLike;
  readonly category: DocumentCategory;
  readonly maxBytes: number | undefined;
  /** Bytes sent so far and in all (the request body, a little more than the file). */
  readonly loaded: number;
  readonly total: number;
  readonly errorCode: string | null;
  readonly document: DocumentItem | null;
  /** How many times the upload was started (1 on the first try). */
  readonly attempts: number;
  readonly parent: AnyActorRef | null;
}

export type FileUploadEvent =
  | { type: "upload.start" }
  | { type: "upload.cancel" }
  | { type: "upload.retry" }
  | { type: "upload.progress"; loaded: number; total: number }
  | { type: "upload.succeeded"; document: DocumentItem }
  | { type: "upload.failed"; error: unknown };

/** What a sender (supplied at the edge) gets, and sends back as `upload.progress|succeeded|failed`. */
export interface SendFileInput {
  readonly file: FileLike;
  readonly category: DocumentCategory;
}

/** Told to the batch: this file no longer needs a slot (it finished, failed, or was cancelled). */
export type FileUploadParentEvent =
  | { type: "item.settled"; id: string }
  | { type: "item.queued"; id: string }
  | { type: "item.uploaded"; id: string; document: DocumentItem };

/**
 * One file's upload: checked before sending (size, type), queued until the batch gives it a slot, sent with
 * progress, and then done, failed (retry when it may help: no answer, a timeout, the server's trouble) or
 * cancelled. The sending is `sendFile`, a callback actor supplied at the edge: it reports progress and the
 * outcome as events, and aborts the request when stopped (cancel).
 */
export const fileUploadMachine = setup({
  types: {
    input: {} as FileUploadInput,
    context: {} as FileUploadContext,
    events: {} as FileUploadEvent,
  },
  actors: {
    sendFile: fromCallback<AnyEventObject, SendFileInput>(() => () => undefined),
  },
  guards: {
    isRefusedBeforeSending: ({ context }) => precheck(context.file, context.maxBytes) !== null,
    isRetryable: ({ context }) => context.errorCode !== null && isRetryableCode(context.errorCode),
  },
  actions: {
    assignPrecheck: assign(({ context }) => ({ errorCode: precheck(context.file, context.maxBytes) })),
    startAttempt: assign(({ context }) => ({
      loaded: 0,
      total: context.file.size,
      errorCode: null,
      attempts: context.attempts + 1,
    })),
    clearError: assign({ errorCode: null }),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    assignDocument: assign(({ context }, params: { document: DocumentItem }) => ({
      document: params.document,
      loaded: context.total,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    tell: enqueueActions(({ context, enqueue }, params: { kind: "settled" | "queued" | "uploaded" }) => {
      if (!context.parent) return;
      const event: FileUploadParentEvent =
        params.kind === "uploaded"
          ? { type: "item.uploaded", id: context.id, document: context.document as DocumentItem }
          : { type: `item.${params.kind}`, id: context.id };
      enqueue.sendTo(context.parent, event);
    }),
  },
}).createMachine({
  id: "fileUpload",
  context: ({ input }) => ({
    id: input.id,
    file: input.file,
    category: input.category,
    maxBytes: input.maxBytes,
    loaded: 0,
    total: input.file.size,
    errorCode: null,
    document: null,
    attempts: 0,
    parent: input.parent ?? null,
  }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "isRefusedBeforeSending", target: "rejected", actions: "assignPrecheck" },
        { target: "queued" },
      ],
    },
    queued: {
      on: {
        "upload.start": "uploading",
        "upload.cancel": "cancelled",
      },
    },
    uploading: {
      entry: "startAttempt",
      invoke: {
        src: "sendFile",
        input: ({ context }) => ({ file: context.file, category: context.category }),
      },
      on: {
        "upload.progress": {
          actions: {
            type: "assignProgress",
            params: ({ event }) => ({ loaded: event.loaded, total: event.total }),
          },
        },
        "upload.succeeded": {
          target: "done",
          actions: { type: "assignDocument", params: ({ event }) => ({ document: event.document }) },
        },
        "upload.failed": {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
        // Stopping the invoked sender aborts the request: nothing of it is kept by the server.
        "upload.cancel": "cancelled",
      },
    },
    failed: {
      entry: { type: "tell", params: { kind: "settled" } },
      on: {
        // Back in the queue: the batch decides when it goes, like any other file.
        "upload.retry": {
          guard: "isRetryable",
          target: "queued",
          actions: ["clearError", { type: "tell", params: { kind: "queued" } }],
        },
        "upload.cancel": "cancelled",
      },
    },
    done: {
      type: "final",
      entry: [
        { type: "tell", params: { kind: "uploaded" } },
        { type: "tell", params: { kind: "settled" } },
      ],
    },
    cancelled: { type: "final", entry: { type: "tell", params: { kind: "settled" } } },
    rejected: { type: "final", entry: { type: "tell", params: { kind: "settled" } } },
  },
});

export type FileUploadSnapshot = ReturnType<typeof fileUploadMachine.getInitialSnapshot>;

/** Whole percent sent, 0–100 (100 only once the server has stored the file). */
export const percentOf = (snapshot: FileUploadSnapshot): number => {
  if (snapshot.matches("done")) return 100;
  const { loaded, total } = snapshot.context;
  return total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
};
