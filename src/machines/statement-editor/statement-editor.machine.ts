import { assign, fromPromise, setup } from "xstate";
import {
  MAX_STATEMENT_LENGTH,
  MAX_STATEMENT_TITLE_LENGTH,
  type DocumentItem,
  type NewStatement,
} from "../../../contracts/schema/documents.ts";
import { failureCode } from "../failure-code.ts";

/** The statement version being edited: a new version will replace it. */
export interface StatementBase {
  readonly previousUuid: string;
  /** That version's number: the save makes version + 1. */
  readonly version: number;
  readonly title: string;
  readonly text: string;
}

export interface StatementEditorInput {
  readonly accountUuid: string;
  /** Where this statement's draft is kept (one per account and statement series, or per new statement). */
  readonly draftKey: string;
  /** Absent for a new statement. */
  readonly base?: StatementBase;
}

/** What the draft store holds: the text, and the version it was written on. */
export interface StatementDraft {
  readonly title: string;
  readonly text: string;
  /** The version the draft replaces when saved; absent for a new statement. */
  readonly replaces?: string;
}

export interface StoredStatementDraft extends StatementDraft {
  /** When the browser stored it (ISO 8601). */
  readonly savedAt: string;
}

export type StatementField = "title" | "text";
export type StatementProblem = "required" | "tooLong" | "invalid";
export type StatementProblems = Partial<Record<StatementField, StatementProblem>>;

/** `restored`: the text shown came from this browser's draft; `unavailable`: the browser keeps no draft. */
export type DraftNotice = "restored" | "unavailable";

export interface StatementEditorContext {
  readonly accountUuid: string;
  readonly draftKey: string;
  readonly base: StatementBase | null;
  readonly title: string;
  readonly text: string;
  /** When the draft was last stored in this browser (ISO 8601), or null while none is. */
  readonly savedDraftAt: string | null;
  readonly draftNotice: DraftNotice | null;
  /** The restored draft was started on another version than the one opened: worth a look before saving. */
  readonly draftFromOtherVersion: boolean;
  /** Problems with the fields, shown once a save was tried; from then on they follow the typing. */
  readonly problems: StatementProblems;
  readonly showProblems: boolean;
  /** Why the last save failed (`statement_superseded`, `offline`, …), or null. */
  readonly errorCode: string | null;
  readonly saved: DocumentItem | null;
}

export type StatementEditorEvent =
  | { type: "title.changed"; value: string }
  | { type: "text.changed"; value: string }
  | { type: "statement.save" }
  | { type: "draft.discard" }
  | { type: "statement.new" };

/** What `saveStatement` is given: the account, and the body of POST /api/account/{uuid}/statements. */
export interface StatementSave {
  readonly accountUuid: string;
  readonly statement: NewStatement;
}

/** How long typing must pause before the draft is stored. */
export const DRAFT_DEBOUNCE_MS = 500;

/** The server's rules (contracts' NewStatement), as codes for the UI. */
export const problemsOf = (title: string, text: string): StatementProblems => {
  const problems: { -readonly [K in StatementField]?: StatementProblem } = {};
  const trimmed = title.trim();
  if (trimmed === "") problems.title = "required";
  else if (trimmed.length > MAX_STATEMENT_TITLE_LENGTH) problems.title = "tooLong";
  if (text.trim() === "") problems.text = "required";
  else if (text.length > MAX_STATEMENT_LENGTH) problems.text = "tooLong";
  else if (text.includes("\0")) problems.text = "invalid";
  return problems;
};

const draftOf = (context: StatementEditorContext): StatementDraft => ({
  title: context.title,
  text: context.text,
  ...(context.base ? { replaces: context.base.previousUuid } : {}),
});

const startingText = (base: StatementBase | null) => ({ title: base?.title ?? "", text: base?.text ?? "" });

const withTyping = (context: StatementEditorContext, field: StatementField, value: string) => {
  const next = { ...context, [field]: value };
  return {
    [field]: value,
    problems: context.showProblems ? problemsOf(next.title, next.text) : {},
  };
};

/**
 * Writing a statement (a new one, or a new version of one): the text is kept in a draft in this browser a
 * moment after each pause in typing (`loadDraft`, `storeDraft` and `clearDraft` are supplied at the edge),
 * and saved through `saveStatement`. Nothing typed is lost: a failed save keeps the text and stores it.
 */
export const statementEditorMachine = setup({
  types: {
    input: {} as StatementEditorInput,
    context: {} as StatementEditorContext,
    events: {} as StatementEditorEvent,
  },
  actors: {
    // Supplied at the edge: the draft kept under this key, or null.
    loadDraft: fromPromise<StoredStatementDraft | null, { draftKey: string }>(() =>
      Promise.reject(new Error("loadDraft not provided")),
    ),
    // Supplied at the edge: stores the draft and answers when (ISO 8601).
    storeDraft: fromPromise<string, { draftKey: string; draft: StatementDraft }>(() =>
      Promise.reject(new Error("storeDraft not provided")),
    ),
    // Supplied at the edge: POST /api/account/{uuid}/statements.
    saveStatement: fromPromise<DocumentItem, StatementSave>(() =>
      Promise.reject(new Error("saveStatement not provided")),
    ),
  },
  delays: {
    draftDebounce: DRAFT_DEBOUNCE_MS,
  },
  guards: {
    hasDraft: (_, params: { draft: StoredStatementDraft | null }) => params.draft !== null,
    isValid: ({ context }) => Object.keys(problemsOf(context.title, context.text)).length === 0,
    isNewStatement: ({ context }) => context.base === null,
  },
  actions: {
    // Supplied at the edge: removes the draft kept under this key.
    clearDraft: (_, _params: { draftKey: string }) => undefined,
    assignRestoredDraft: assign(({ context }, params: { draft: StoredStatementDraft }) => ({
      title: params.draft.title,
      text: params.draft.text,
      savedDraftAt: params.draft.savedAt,
      draftNotice: "restored" as const,
      draftFromOtherVersion: (params.draft.replaces ?? null) !== (context.base?.previousUuid ?? null),
    })),
    assignTitle: assign(({ context }, params: { value: string }) =>
      withTyping(context, "title", params.value),
    ),
    assignText: assign(({ context }, params: { value: string }) => withTyping(context, "text", params.value)),
    assignDraftStored: assign((_, params: { savedAt: string }) => ({
      savedDraftAt: params.savedAt,
      draftNotice: null,
    })),
    assignDraftUnavailable: assign({ draftNotice: "unavailable" }),
    revealProblems: assign(({ context }) => ({
      problems: problemsOf(context.title, context.text),
      showProblems: true,
    })),
    startSaving: assign({ errorCode: null }),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    assignSaved: assign((_, params: { document: DocumentItem }) => ({
      saved: params.document,
      savedDraftAt: null,
      draftNotice: null,
      draftFromOtherVersion: false,
    })),
    resetToBase: assign(({ context }) => ({
      ...startingText(context.base),
      savedDraftAt: null,
      draftNotice: null,
      draftFromOtherVersion: false,
      problems: {},
      showProblems: false,
      errorCode: null,
    })),
    startNew: assign({
      title: "",
      text: "",
      savedDraftAt: null,
      draftNotice: null,
      problems: {},
      showProblems: false,
      errorCode: null,
      saved: null,
    }),
  },
}).createMachine({
  id: "statementEditor",
  context: ({ input }) => ({
    accountUuid: input.accountUuid,
    draftKey: input.draftKey,
    base: input.base ?? null,
    ...startingText(input.base ?? null),
    savedDraftAt: null,
    draftNotice: null,
    draftFromOtherVersion: false,
    problems: {},
    showProblems: false,
    errorCode: null,
    saved: null,
  }),
  initial: "restoring",
  states: {
    /** A draft kept in this browser wins over the version opened. */
    restoring: {
      invoke: {
        src: "loadDraft",
        input: ({ context }) => ({ draftKey: context.draftKey }),
        onDone: [
          {
            guard: { type: "hasDraft", params: ({ event }) => ({ draft: event.output }) },
            target: "editing",
            actions: {
              type: "assignRestoredDraft",
              params: ({ event }) => ({ draft: event.output as StoredStatementDraft }),
            },
          },
          { target: "editing" },
        ],
        onError: { target: "editing", actions: "assignDraftUnavailable" },
      },
    },
    editing: {
      initial: "idle",
      on: {
        "title.changed": {
          target: ".debouncing",
          reenter: true,
          actions: { type: "assignTitle", params: ({ event }) => ({ value: event.value }) },
        },
        "text.changed": {
          target: ".debouncing",
          reenter: true,
          actions: { type: "assignText", params: ({ event }) => ({ value: event.value }) },
        },
        "statement.save": [{ guard: "isValid", target: "saving" }, { actions: "revealProblems" }],
        "draft.discard": {
          target: ".idle",
          reenter: true,
          actions: [
            "resetToBase",
            { type: "clearDraft", params: ({ context }) => ({ draftKey: context.draftKey }) },
          ],
        },
      },
      states: {
        /** The draft store holds what is shown (or nothing was typed). */
        idle: {},
        /** Typing: the draft is stored once it pauses. */
        debouncing: {
          after: { draftDebounce: "storing" },
        },
        storing: {
          invoke: {
            src: "storeDraft",
            input: ({ context }) => ({ draftKey: context.draftKey, draft: draftOf(context) }),
            onDone: {
              target: "idle",
              actions: { type: "assignDraftStored", params: ({ event }) => ({ savedAt: event.output }) },
            },
            onError: { target: "idle", actions: "assignDraftUnavailable" },
          },
        },
      },
    },
    saving: {
      entry: "startSaving",
      invoke: {
        src: "saveStatement",
        input: ({ context }) => ({
          accountUuid: context.accountUuid,
          statement: {
            title: context.title.trim(),
            text: context.text,
            ...(context.base ? { replaces: context.base.previousUuid } : {}),
          },
        }),
        onDone: {
          target: "saved",
          actions: [
            { type: "assignSaved", params: ({ event }) => ({ document: event.output }) },
            { type: "clearDraft", params: ({ context }) => ({ draftKey: context.draftKey }) },
          ],
        },
        // The text stays, and goes to the draft store at once: a failed save loses nothing.
        onError: {
          target: "editing.storing",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      on: { "statement.new": { guard: "isNewStatement", target: "editing", actions: "startNew" } },
    },
  },
});

export type StatementEditorSnapshot = ReturnType<typeof statementEditorMachine.getInitialSnapshot>;

export const isRestoring = (snapshot: StatementEditorSnapshot): boolean => snapshot.matches("restoring");
export const isSaving = (snapshot: StatementEditorSnapshot): boolean => snapshot.matches("saving");
export const isSaved = (snapshot: StatementEditorSnapshot): boolean => snapshot.matches("saved");
/** The version number a save makes: 1 for a new statement. */
export const nextVersionOf = (snapshot: StatementEditorSnapshot): number =>
  (snapshot.context.base?.version ?? 0) + 1;
/** There is something to discard: the text differs from the version opened, or a draft is kept. */
export const canDiscard = (snapshot: StatementEditorSnapshot): boolean => {
  const { title, text, base, savedDraftAt } = snapshot.context;
  const start = startingText(base);
  return savedDraftAt !== null || title !== start.title || text !== start.text;
};
