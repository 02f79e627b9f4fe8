import { assign, fromPromise, setup } from "xstate";
import type { Language } from "../../../contracts/schema/language.ts";
import type { Skin, SkinUpdate } from "../../../contracts/schema/skin.ts";
import { failureCode } from "../failure-code.ts";
import {
  draftFromSkin,
  invalidFieldsOf,
  SKIN_FIELDS,
  updateOf,
  type SkinDraft,
  type SkinField,
} from "./skin-draft.ts";

export interface SkinEditorInput {
  /** The organisation's skin, or null when it has none yet. */
  readonly skin: Skin | null;
  /** The language a new skin starts with (the admin's own); English when absent. */
  readonly language?: Language;
}

export interface SkinEditorContext {
  readonly draft: SkinDraft;
  /** The skin as last loaded or saved, which `editor.reset` returns to. */
  readonly base: SkinDraft;
  readonly errorCode: string | null;
  /** A save was asked for while fields were invalid: the form now says which. */
  readonly showInvalid: boolean;
}

export type SkinEditorEvent =
  | { type: "field.changed"; field: SkinField; value: string }
  | { type: "editor.save" }
  | { type: "editor.reset" };

/**
 * An admin editing the organisation's skin: a draft edited field by field, saved with `saveSkin`
 * (supplied at the edge) when every field is valid; the server's answer becomes the new starting point
 * and is announced (`announceSaved`, supplied at the edge) so the app's look changes at once.
 */
export const skinEditorMachine = setup({
  types: {
    input: {} as SkinEditorInput,
    context: {} as SkinEditorContext,
    events: {} as SkinEditorEvent,
  },
  actors: {
    // Supplied at the edge: PUT /api/account/me/skin.
    saveSkin: fromPromise<Skin, SkinUpdate>(() => Promise.reject(new Error("saveSkin not provided"))),
  },
  guards: {
    isDraftValid: ({ context }) => invalidFieldsOf(context.draft).length === 0,
  },
  actions: {
    assignField: assign(({ context }, params: { field: SkinField; value: string }) => ({
      draft: { ...context.draft, [params.field]: params.value },
    })),
    resetDraft: assign(({ context }) => ({ draft: context.base, showInvalid: false })),
    revealInvalid: assign({ showInvalid: true }),
    clearError: assign({ errorCode: null }),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    assignSaved: assign((_, params: { skin: Skin }) => {
      const saved = draftFromSkin(params.skin);
      return { draft: saved, base: saved, showInvalid: false };
    }),
    // Supplied at the edge: tells the app-wide skin actor (`skin.updated`).
    announceSaved: (_, _params: { skin: Skin }) => undefined,
  },
}).createMachine({
  id: "skinEditor",
  context: ({ input }) => {
    const draft = draftFromSkin(input.skin, input.language);
    return { draft, base: draft, errorCode: null, showInvalid: false };
  },
  initial: "ready",
  states: {
    ready: {
      initial: "editing",
      states: {
        editing: {},
        /** The last save succeeded and nothing was changed since. */
        saved: {},
        /** The last save failed; `errorCode` says why. */
        failed: {},
      },
      on: {
        "field.changed": {
          target: ".editing",
          actions: [
            { type: "assignField", params: ({ event }) => ({ field: event.field, value: event.value }) },
            "clearError",
          ],
        },
        "editor.reset": { target: ".editing", actions: ["resetDraft", "clearError"] },
        "editor.save": [
          { guard: "isDraftValid", target: "saving", actions: "clearError" },
          { actions: "revealInvalid" },
        ],
      },
    },
    saving: {
      invoke: {
        src: "saveSkin",
        input: ({ context }) => updateOf(context.draft),
        onDone: {
          target: "ready.saved",
          actions: [
            { type: "assignSaved", params: ({ event }) => ({ skin: event.output }) },
            { type: "announceSaved", params: ({ event }) => ({ skin: event.output }) },
          ],
        },
        onError: {
          target: "ready.failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type SkinEditorSnapshot = ReturnType<typeof skinEditorMachine.getInitialSnapshot>;

export const isSaving = (snapshot: SkinEditorSnapshot): boolean => snapshot.matches("saving");
export const isSaved = (snapshot: SkinEditorSnapshot): boolean => snapshot.matches({ ready: "saved" });
export const errorCodeOf = (snapshot: SkinEditorSnapshot): string | null => snapshot.context.errorCode;
/** The draft differs from the skin last loaded or saved. */
export const isDirty = (snapshot: SkinEditorSnapshot): boolean =>
  SKIN_FIELDS.some((field) => snapshot.context.draft[field] !== snapshot.context.base[field]);
/** The invalid fields the form should point out: none until a save was asked for. */
export const shownInvalidFieldsOf = (snapshot: SkinEditorSnapshot): ReadonlyArray<SkinField> =>
  snapshot.context.showInvalid ? invalidFieldsOf(snapshot.context.draft) : [];
