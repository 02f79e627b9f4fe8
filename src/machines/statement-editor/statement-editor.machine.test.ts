import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, setup, SimulatedClock } from "xstate";
import { createTestModel } from "xstate/graph";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import {
  canDiscard,
  DRAFT_DEBOUNCE_MS,
  isRestoring,
  isSaved,
  nextVersionOf,
  problemsOf,
  statementEditorMachine,
  type StatementBase,
  type StatementDraft,
  type StatementEditorEvent,
  type StatementSave,
  type StoredStatementDraft,
} from "./statement-editor.machine.ts";

const ACCOUNT = "00000000-0000-4000-8000-0000000000aa";
const KEY = "avow-statement-draft:test";
const BASE: StatementBase = {
  previousUuid: "00000000-0000-4000-8000-000000000002",
  version: 2,
  title: "The night of the ninth",
  text: "I was at home all evening.",
};

const documentOf = (save: StatementSave): DocumentItem => ({
  uuid: "00000000-0000-4000-8000-000000000003",
  accountUuid: save.accountUuid,
  fileName: `${save.statement.title}.txt`,
  category: "statement",
  size: new TextEncoder().encode(save.statement.text).length,
  contentType: "text/plain; charset=utf-8",
  sha256: "a".repeat(64),
  uploadedBy: null,
  uploadedAt: "2026-11-22T10:00:00.000Z",
  origin: "written",
  extractionStatus: "pending",
  extractionFailure: null,
  version: save.statement.replaces ? BASE.version + 1 : 1,
  previousVersionUuid: save.statement.replaces ?? null,
  seriesUuid: "00000000-0000-4000-8000-000000000001",
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The machine with a draft store in memory (which can be made to refuse), a load the test settles by hand
 * (`load()`), a save the test settles by hand, and a simulated clock for the debounce.
 */
const startEditor = (
  options: { base?: StatementBase; stored?: StoredStatementDraft; loadFails?: boolean } = {},
) => {
  const store = new Map<string, StoredStatementDraft>();
  if (options.stored) store.set(KEY, options.stored);
  let storeRefuses = false;
  let stores = 0;
  const loads: Array<() => void> = [];
  const saves: Array<{ input: StatementSave; resolve: () => void; reject: (error: unknown) => void }> = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    statementEditorMachine.provide({
      actors: {
        loadDraft: fromPromise<StoredStatementDraft | null, { draftKey: string }>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              loads.push(() =>
                options.loadFails ? reject(new Error("storage")) : resolve(store.get(input.draftKey) ?? null),
              ),
            ),
        ),
        storeDraft: fromPromise<string, { draftKey: string; draft: StatementDraft }>(async ({ input }) => {
          if (storeRefuses) throw new Error("QuotaExceededError");
          stores += 1;
          const savedAt = `2026-11-22T10:42:${String(stores).padStart(2, "0")}.000Z`;
          store.set(input.draftKey, { ...input.draft, savedAt });
          return savedAt;
        }),
        saveStatement: fromPromise<DocumentItem, StatementSave>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              saves.push({ input, resolve: () => resolve(documentOf(input)), reject }),
            ),
        ),
      },
      actions: { clearDraft: (_, params) => void store.delete(params.draftKey) },
    }),
    {
      input: { accountUuid: ACCOUNT, draftKey: KEY, ...(options.base ? { base: options.base } : {}) },
      clock,
    },
  ).start();
  const load = async () => {
    loads.shift()?.();
    await flush();
  };
  /** Lets the debounce run out, and the store answer. */
  const pause = async (ms = DRAFT_DEBOUNCE_MS) => {
    clock.increment(ms);
    await flush();
  };
  return {
    actor,
    store,
    saves,
    load,
    pause,
    refuseStorage: () => {
      storeRefuses = true;
    },
    context: () => actor.getSnapshot().context,
  };
};

const SUPERSEDED = { _tag: "Invalid", status: 409, code: "statement_superseded", message: "" };
const OFFLINE = { _tag: "Offline", code: "offline" };

describe("statement-editor machine", () => {
  it("starts from nothing for a new statement, once the draft store said it holds none", async () => {
    const editor = startEditor();
    expect(isRestoring(editor.actor.getSnapshot())).toBe(true);
    await editor.load();
    expect(editor.actor.getSnapshot().matches({ editing: "idle" })).toBe(true);
    expect(editor.context()).toMatchObject({ title: "", text: "", draftNotice: null, savedDraftAt: null });
    expect(nextVersionOf(editor.actor.getSnapshot())).toBe(1);
    expect(canDiscard(editor.actor.getSnapshot())).toBe(false);
  });

  it("starts from the version opened, and saves the next version", async () => {
    const editor = startEditor({ base: BASE });
    await editor.load();
    expect(editor.context()).toMatchObject({ title: BASE.title, text: BASE.text });
    expect(nextVersionOf(editor.actor.getSnapshot())).toBe(3);
  });

  it("restores a stored draft over the version opened, and says so", async () => {
    const stored = {
      title: "Draft",
      text: "Half written",
      replaces: BASE.previousUuid,
      savedAt: "2026-11-21T18:00:00.000Z",
    };
    const editor = startEditor({ base: BASE, stored });
    await editor.load();
    expect(editor.context()).toMatchObject({
      title: "Draft",
      text: "Half written",
      savedDraftAt: stored.savedAt,
      draftNotice: "restored",
      draftFromOtherVersion: false,
    });
    expect(canDiscard(editor.actor.getSnapshot())).toBe(true);
  });

  it("flags a draft that was started on another version than the one opened", async () => {
    const stored = {
      title: "Draft",
      text: "Old",
      replaces: "00000000-0000-4000-8000-000000000001",
      savedAt: "x",
    };
    const editor = startEditor({ base: BASE, stored });
    await editor.load();
    expect(editor.context()).toMatchObject({ text: "Old", draftFromOtherVersion: true });
    // It is saved as a version of the one opened, not of the one it was started on.
    editor.actor.send({ type: "statement.save" });
    expect(editor.saves[0]?.input.statement.replaces).toBe(BASE.previousUuid);
  });

  it("opens the version when the draft store cannot be read, and says drafts are unavailable", async () => {
    const editor = startEditor({ base: BASE, loadFails: true });
    await editor.load();
    expect(editor.actor.getSnapshot().matches("editing")).toBe(true);
    expect(editor.context()).toMatchObject({ text: BASE.text, draftNotice: "unavailable" });
  });

  it("stores the draft once typing pauses for the debounce, not before, restarting on each keystroke", async () => {
    const editor = startEditor();
    await editor.load();
    editor.actor.send({ type: "title.changed", value: "Ninth" });
    await editor.pause(DRAFT_DEBOUNCE_MS - 1);
    editor.actor.send({ type: "text.changed", value: "I was" });
    await editor.pause(DRAFT_DEBOUNCE_MS - 1);
    expect(editor.store.has(KEY)).toBe(false);
    expect(editor.actor.getSnapshot().matches({ editing: "debouncing" })).toBe(true);
    await editor.pause(1);
    expect(editor.store.get(KEY)).toMatchObject({ title: "Ninth", text: "I was" });
    expect(editor.store.get(KEY)?.replaces).toBeUndefined();
    expect(editor.actor.getSnapshot().matches({ editing: "idle" })).toBe(true);
    expect(editor.context().savedDraftAt).toBe(editor.store.get(KEY)?.savedAt);
  });

  it("keeps the version a draft replaces in the draft, and replaces the restored notice once stored", async () => {
    const stored = {
      title: "T",
      text: "x",
      replaces: BASE.previousUuid,
      savedAt: "2026-11-21T18:00:00.000Z",
    };
    const editor = startEditor({ base: BASE, stored });
    await editor.load();
    editor.actor.send({ type: "text.changed", value: "xy" });
    await editor.pause();
    expect(editor.store.get(KEY)).toMatchObject({ text: "xy", replaces: BASE.previousUuid });
    expect(editor.context().draftNotice).toBeNull();
  });

  it("says so when the browser refuses the draft, and keeps the text", async () => {
    const editor = startEditor();
    await editor.load();
    editor.refuseStorage();
    editor.actor.send({ type: "text.changed", value: "Private words" });
    await editor.pause();
    expect(editor.context()).toMatchObject({ text: "Private words", draftNotice: "unavailable" });
  });

  it("refuses to save without a title or a text, shows why, and follows the typing from then on", async () => {
    const editor = startEditor();
    await editor.load();
    editor.actor.send({ type: "title.changed", value: "   " });
    expect(editor.context().problems).toEqual({});
    editor.actor.send({ type: "statement.save" });
    expect(editor.actor.getSnapshot().matches("editing")).toBe(true);
    expect(editor.context().problems).toEqual({ title: "required", text: "required" });
    editor.actor.send({ type: "text.changed", value: "Something" });
    expect(editor.context().problems).toEqual({ title: "required" });
    expect(editor.saves).toEqual([]);
  });

  it("sends the trimmed title and the text as typed, clears the draft and holds the saved document", async () => {
    const editor = startEditor();
    await editor.load();
    editor.actor.send({ type: "title.changed", value: "  The ninth  " });
    editor.actor.send({ type: "text.changed", value: "  Línea uno\nLínea dos  " });
    await editor.pause();
    expect(editor.store.has(KEY)).toBe(true);
    editor.actor.send({ type: "statement.save" });
    expect(editor.saves[0]?.input).toEqual({
      accountUuid: ACCOUNT,
      statement: { title: "The ninth", text: "  Línea uno\nLínea dos  " },
    });
    editor.saves[0]?.resolve();
    await flush();
    expect(isSaved(editor.actor.getSnapshot())).toBe(true);
    expect(editor.store.has(KEY)).toBe(false);
    expect(editor.context().saved?.version).toBe(1);
  });

  it("sends replaces when editing a version", async () => {
    const editor = startEditor({ base: BASE });
    await editor.load();
    editor.actor.send({ type: "text.changed", value: `${BASE.text} And then I slept.` });
    editor.actor.send({ type: "statement.save" });
    expect(editor.saves[0]?.input.statement).toEqual({
      title: BASE.title,
      text: `${BASE.text} And then I slept.`,
      replaces: BASE.previousUuid,
    });
    editor.saves[0]?.resolve();
    await flush();
    expect(editor.context().saved?.previousVersionUuid).toBe(BASE.previousUuid);
    // Editing a version saves it; another new statement is not this editor's to start.
    editor.actor.send({ type: "statement.new" });
    expect(isSaved(editor.actor.getSnapshot())).toBe(true);
  });

  it.each([
    [SUPERSEDED, "statement_superseded"],
    [OFFLINE, "offline"],
    [new Error("boom"), "unexpected"],
  ])(
    "keeps the text after a failed save (%j) and stores it at once, even mid-debounce",
    async (error, code) => {
      const editor = startEditor({ base: BASE });
      await editor.load();
      editor.actor.send({ type: "text.changed", value: "My careful words" });
      // Saved before the debounce ran out: nothing is in the draft store yet.
      editor.actor.send({ type: "statement.save" });
      expect(editor.store.has(KEY)).toBe(false);
      editor.saves[0]?.reject(error);
      await flush();
      expect(editor.actor.getSnapshot().matches({ editing: "idle" })).toBe(true);
      expect(editor.context()).toMatchObject({ errorCode: code, text: "My careful words" });
      expect(editor.store.get(KEY)).toMatchObject({ text: "My careful words", replaces: BASE.previousUuid });
      // Trying again clears the error while the save is under way.
      editor.actor.send({ type: "statement.save" });
      expect(editor.context().errorCode).toBeNull();
    },
  );

  it("discards the draft, back to the version opened, even with a store pending", async () => {
    const editor = startEditor({ base: BASE });
    await editor.load();
    editor.actor.send({ type: "text.changed", value: "first" });
    await editor.pause();
    editor.actor.send({ type: "text.changed", value: "second" });
    editor.actor.send({ type: "draft.discard" });
    expect(editor.store.has(KEY)).toBe(false);
    expect(editor.context()).toMatchObject({ title: BASE.title, text: BASE.text, savedDraftAt: null });
    await editor.pause();
    expect(editor.store.has(KEY)).toBe(false);
    expect(canDiscard(editor.actor.getSnapshot())).toBe(false);
  });

  it("starts another new statement after saving one", async () => {
    const editor = startEditor();
    await editor.load();
    editor.actor.send({ type: "title.changed", value: "One" });
    editor.actor.send({ type: "text.changed", value: "Text" });
    editor.actor.send({ type: "statement.save" });
    editor.saves[0]?.resolve();
    await flush();
    editor.actor.send({ type: "statement.new" });
    expect(editor.actor.getSnapshot().matches({ editing: "idle" })).toBe(true);
    expect(editor.context()).toMatchObject({ title: "", text: "", saved: null, problems: {} });
  });
});

describe("statement checks", () => {
  it.each([
    ["Title", "Text", {}],
    ["", "Text", { title: "required" }],
    ["  ", "Text", { title: "required" }],
    [` ${"t".repeat(200)} `, "Text", {}],
    ["t".repeat(201), "Text", { title: "tooLong" }],
    ["Title", " \n ", { text: "required" }],
    ["Title", "x".repeat(500_000), {}],
    ["Title", "x".repeat(500_001), { text: "tooLong" }],
    ["Title", "a\0b", { text: "invalid" }],
  ])("%j / %j → %j", (title, text, problems) => {
    expect(problemsOf(title, text)).toEqual(problems);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Model-based paths. The model below is an abstract statement editor written for the test: what the
// person sees, what the browser's draft store holds, and which error shows. It has no actors or timers (so
// createTestModel accepts it); its events are the person's actions plus the world's answers (the draft
// store read, the debounce running out, the server's answers), which each step plays on the real machine.
// After every step the real machine must agree with the model.

interface Texts {
  readonly title: string;
  readonly text: string;
}

interface ModelInput {
  readonly base: StatementBase | null;
  readonly stored: StoredStatementDraft | null;
}

interface ModelContext extends Texts {
  readonly base: StatementBase | null;
  readonly stored: Texts | null;
  readonly storedAtStart: Texts | null;
  readonly errorCode: string | null;
  readonly showProblems: boolean;
}

type ModelEvent =
  | { type: "draft.read" }
  | { type: "title.changed"; value: string }
  | { type: "text.changed"; value: string }
  | { type: "debounce.elapsed" }
  | { type: "statement.save" }
  | { type: "server.saved" }
  | { type: "server.superseded" }
  | { type: "server.offline" }
  | { type: "draft.discard" }
  | { type: "statement.new" };

const startOf = (context: ModelContext): Texts => ({
  title: context.base?.title ?? "",
  text: context.base?.text ?? "",
});
const isValidTexts = (context: ModelContext) =>
  Object.keys(problemsOf(context.title, context.text)).length === 0;
const keepTexts = (context: ModelContext): Texts => ({ title: context.title, text: context.text });

const editorModel = setup({
  types: {
    input: {} as ModelInput,
    context: {} as ModelContext,
    events: {} as ModelEvent,
  },
}).createMachine({
  id: "model",
  context: ({ input }) => {
    const storedAtStart = input.stored && { title: input.stored.title, text: input.stored.text };
    return {
      base: input.base,
      title: input.base?.title ?? "",
      text: input.base?.text ?? "",
      stored: storedAtStart,
      storedAtStart,
      errorCode: null,
      showProblems: false,
    };
  },
  initial: "restoring",
  states: {
    restoring: {
      on: {
        "draft.read": {
          target: "editing",
          actions: assign(({ context }) => context.storedAtStart ?? startOf(context)),
        },
      },
    },
    editing: {
      initial: "idle",
      on: {
        "title.changed": {
          target: ".debouncing",
          actions: assign(({ event }) => ({ title: event.value })),
        },
        "text.changed": {
          target: ".debouncing",
          actions: assign(({ event }) => ({ text: event.value })),
        },
        "statement.save": [
          { guard: ({ context }) => isValidTexts(context), target: "saving" },
          { actions: assign({ showProblems: true }) },
        ],
        "draft.discard": {
          target: ".idle",
          actions: assign(({ context }) => ({
            ...startOf(context),
            stored: null,
            errorCode: null,
            showProblems: false,
          })),
        },
      },
      states: {
        idle: {},
        debouncing: {
          on: {
            "debounce.elapsed": {
              target: "idle",
              actions: assign(({ context }) => ({ stored: keepTexts(context) })),
            },
          },
        },
      },
    },
    saving: {
      entry: assign({ errorCode: null }),
      on: {
        "server.saved": { target: "saved", actions: assign({ stored: null }) },
        "server.superseded": {
          target: "editing.idle",
          actions: assign(({ context }) => ({
            stored: keepTexts(context),
            errorCode: "statement_superseded",
          })),
        },
        "server.offline": {
          target: "editing.idle",
          actions: assign(({ context }) => ({ stored: keepTexts(context), errorCode: "offline" })),
        },
      },
    },
    saved: {
      on: {
        "statement.new": {
          guard: ({ context }) => context.base === null,
          target: "editing.idle",
          actions: assign({ title: "", text: "", showProblems: false }),
        },
      },
    },
  },
});

// Few values, enough to make a statement valid or not: the paths grow with every value added.
const MODEL_EVENTS: ModelEvent[] = [
  { type: "title.changed", value: " The ninth " },
  { type: "text.changed", value: "" },
  { type: "text.changed", value: "I was at home." },
];

/** The real machine agrees with the model: state, the text shown, the draft store, the error, the checks. */
const agrees = (
  editor: ReturnType<typeof startEditor>,
  model: ReturnType<typeof editorModel.getInitialSnapshot>,
) => {
  const snapshot = editor.actor.getSnapshot();
  const expected = model.context;
  expect(snapshot.value).toEqual(model.value);
  expect(keepTexts(snapshot.context as unknown as ModelContext)).toEqual(keepTexts(expected));
  const stored = editor.store.get(KEY);
  expect(stored ? { title: stored.title, text: stored.text } : null).toEqual(expected.stored);
  if (stored) expect(stored.replaces).toBe(expected.base?.previousUuid);
  expect(snapshot.context.errorCode).toBe(expected.errorCode);
  expect(snapshot.context.problems).toEqual(
    expected.showProblems ? problemsOf(expected.title, expected.text) : {},
  );
  // Nothing typed is lost: after a failed save, what is shown is also in the draft store.
  if (expected.errorCode !== null && snapshot.matches({ editing: "idle" })) {
    expect(stored && { title: stored.title, text: stored.text }).toEqual(keepTexts(expected));
  }
};

const STORED: StoredStatementDraft = {
  title: "Kept",
  text: "Written yesterday",
  replaces: BASE.previousUuid,
  savedAt: "2026-11-21T18:00:00.000Z",
};

describe.each([
  ["a new statement", { base: null, stored: null }],
  ["a new statement with a draft kept", { base: null, stored: { ...STORED, replaces: undefined } }],
  ["a new version", { base: BASE, stored: null }],
  ["a new version with a draft kept", { base: BASE, stored: STORED }],
] as const)("statement-editor paths: %s", (_, input) => {
  const model = createTestModel(editorModel, { events: MODEL_EVENTS, input });
  const paths = model.getShortestPaths();

  it("reaches every state of the model", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set(['{"editing":"idle"}', '{"editing":"debouncing"}', '"saving"', '"saved"']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))("%s", async (_description, path) => {
    const stored = input.stored ? { ...input.stored } : undefined;
    const editor = startEditor({
      ...(input.base ? { base: input.base } : {}),
      ...(stored ? { stored: stored as StoredStatementDraft } : {}),
    });
    const settle = (index: number, outcome: "resolve" | "reject", error?: unknown) => {
      const save = editor.saves[index];
      if (!save) throw new Error("no save under way");
      if (outcome === "resolve") save.resolve();
      else save.reject(error);
      return flush();
    };
    await path.test({
      events: {
        "draft.read": () => editor.load(),
        "title.changed": ({ event }) => {
          editor.actor.send(event as StatementEditorEvent);
        },
        "text.changed": ({ event }) => {
          editor.actor.send(event as StatementEditorEvent);
        },
        "debounce.elapsed": () => editor.pause(),
        "statement.save": () => {
          editor.actor.send({ type: "statement.save" });
        },
        "server.saved": () => settle(editor.saves.length - 1, "resolve"),
        "server.superseded": () => settle(editor.saves.length - 1, "reject", SUPERSEDED),
        "server.offline": () => settle(editor.saves.length - 1, "reject", OFFLINE),
        "draft.discard": () => {
          editor.actor.send({ type: "draft.discard" });
        },
        "statement.new": () => {
          editor.actor.send({ type: "statement.new" });
        },
      },
      states: {
        "*": (state) => {
          agrees(editor, state as ReturnType<typeof editorModel.getInitialSnapshot>);
          // What was sent is what the model shows, trimmed, with replaces when editing a version.
          const last = editor.saves.at(-1);
          if (state.matches("saving") && last) {
            expect(last.input.statement).toEqual({
              title: (state.context as ModelContext).title.trim(),
              text: (state.context as ModelContext).text,
              ...(input.base ? { replaces: input.base.previousUuid } : {}),
            });
          }
        },
      },
    });
  });
});
