import { assign, emit, enqueueActions, setup, type ActorRefFrom } from "xstate";
import type { DocumentCategory, DocumentItem } from "../../../contracts/schema/documents.ts";
import { fileUploadMachine, type FileUploadParentEvent } from "./file-upload.machine.ts";
import type { FileLike } from "./upload-rules.ts";

/** How many files are sent at once; the rest wait their turn (each upload already fills the line). */
export const UPLOAD_CONCURRENCY = 2;

export interface UploadItem {
  readonly id: string;
  readonly ref: ActorRefFrom<typeof fileUploadMachine>;
}

export interface UploadContext {
  /** The category the next files are filed under. */
  readonly category: DocumentCategory | null;
  readonly items: ReadonlyArray<UploadItem>;
  readonly nextId: number;
  readonly maxBytes: number | undefined;
}

export type UploadEvent =
  | { type: "category.changed"; category: DocumentCategory }
  | { type: "files.added"; files: ReadonlyArray<FileLike> }
  | { type: "item.cancel"; id: string }
  | { type: "item.retry"; id: string }
  | { type: "items.clearFinished" }
  | FileUploadParentEvent;

/** Told to the page: a document was stored (reload the list). */
export type UploadEmitted = { type: "document.uploaded"; document: DocumentItem };

const isActive = (item: UploadItem): boolean => item.ref.getSnapshot().matches("uploading");
const isQueued = (item: UploadItem): boolean => item.ref.getSnapshot().matches("queued");
const isFinished = (item: UploadItem): boolean => item.ref.getSnapshot().status === "done";

/**
 * Several files chosen or dropped at once: each becomes a file-upload actor (checked, queued, sent with its
 * own progress, retried or cancelled on its own), at most UPLOAD_CONCURRENCY sending at a time. One file's
 * failure never stops the others. Files need a category first: adding files without one is ignored (the
 * page asks for it).
 */
export const uploadMachine = setup({
  types: {
    input: {} as { readonly category?: DocumentCategory; readonly maxBytes?: number },
    context: {} as UploadContext,
    events: {} as UploadEvent,
    emitted: {} as UploadEmitted,
  },
  actors: { fileUpload: fileUploadMachine },
  guards: {
    hasCategory: ({ context }) => context.category !== null,
  },
  actions: {
    assignCategory: assign((_, params: { category: DocumentCategory }) => ({ category: params.category })),
    addFiles: assign(({ context, spawn, self }, params: { files: ReadonlyArray<FileLike> }) => {
      let nextId = context.nextId;
      const added = params.files.map((file) => {
        const id = `upload-${nextId++}`;
        return {
          id,
          ref: spawn("fileUpload", {
            id,
            input: {
              id,
              file,
              category: context.category as DocumentCategory,
              parent: self,
              ...(context.maxBytes === undefined ? {} : { maxBytes: context.maxBytes }),
            },
          }),
        };
      });
      return { items: [...context.items, ...added], nextId };
    }),
    startNext: enqueueActions(({ context, enqueue }) => {
      const free = UPLOAD_CONCURRENCY - context.items.filter(isActive).length;
      for (const item of context.items.filter(isQueued).slice(0, Math.max(0, free))) {
        enqueue.sendTo(item.ref, { type: "upload.start" });
      }
    }),
    forward: enqueueActions(
      ({ context, enqueue }, params: { id: string; type: "upload.cancel" | "upload.retry" }) => {
        const item = context.items.find((candidate) => candidate.id === params.id);
        if (item) enqueue.sendTo(item.ref, { type: params.type });
      },
    ),
    clearFinished: enqueueActions(({ context, enqueue }) => {
      const finished = context.items.filter(isFinished);
      for (const item of finished) enqueue.stopChild(item.ref);
      enqueue.assign({ items: context.items.filter((item) => !finished.includes(item)) });
    }),
    announceUploaded: emit((_, params: { document: DocumentItem }) => ({
      type: "document.uploaded" as const,
      document: params.document,
    })),
  },
}).createMachine({
  id: "upload",
  context: ({ input }) => ({
    category: input.category ?? null,
    items: [],
    nextId: 1,
    maxBytes: input.maxBytes,
  }),
  initial: "ready",
  states: {
    ready: {
      on: {
        "category.changed": {
          actions: { type: "assignCategory", params: ({ event }) => ({ category: event.category }) },
        },
        "files.added": {
          guard: "hasCategory",
          actions: [{ type: "addFiles", params: ({ event }) => ({ files: event.files }) }, "startNext"],
        },
        "item.cancel": {
          actions: { type: "forward", params: ({ event }) => ({ id: event.id, type: "upload.cancel" }) },
        },
        "item.retry": {
          actions: { type: "forward", params: ({ event }) => ({ id: event.id, type: "upload.retry" }) },
        },
        "item.settled": { actions: "startNext" },
        "item.queued": { actions: "startNext" },
        "item.uploaded": {
          actions: { type: "announceUploaded", params: ({ event }) => ({ document: event.document }) },
        },
        "items.clearFinished": { actions: "clearFinished" },
      },
    },
  },
});

export type UploadSnapshot = ReturnType<typeof uploadMachine.getInitialSnapshot>;

/** Files still being sent or waiting: the page warns before it is left while this is not zero. */
export const pendingCount = (snapshot: UploadSnapshot): number =>
  snapshot.context.items.filter((item) => isActive(item) || isQueued(item)).length;
