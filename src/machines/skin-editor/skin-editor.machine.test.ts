import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { EXAMPLE_SKIN } from "../../../contracts/fixtures/example-skin.ts";
import { DEFAULT_THEME, type Skin, type SkinUpdate } from "../../../contracts/schema/skin.ts";
import {
  errorCodeOf,
  isDirty,
  isSaved,
  isSaving,
  shownInvalidFieldsOf,
  skinEditorMachine,
} from "./skin-editor.machine.ts";

// Failures are shaped like the services' tagged errors; machines never import services.

/** A save the test settles by hand, recording what was sent. */
const controlledSave = () => {
  const calls: Array<{ update: SkinUpdate; resolve: (skin: Skin) => void; reject: (e: unknown) => void }> =
    [];
  const logic = fromPromise<Skin, SkinUpdate>(
    ({ input }) => new Promise<Skin>((resolve, reject) => calls.push({ update: input, resolve, reject })),
  );
  return { calls, logic };
};

const start = (skin: Skin | null = EXAMPLE_SKIN) => {
  const save = controlledSave();
  const announced: Skin[] = [];
  const actor = createActor(
    skinEditorMachine.provide({
      actors: { saveSkin: save.logic },
      actions: { announceSaved: (_, params) => void announced.push(params.skin) },
    }),
    { input: { skin, language: "pt" } },
  ).start();
  return { actor, calls: save.calls, announced };
};

describe("skin editor machine", () => {
  it("starts editing the organisation's skin", () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ ready: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(EXAMPLE_SKIN);
    expect(isDirty(actor.getSnapshot())).toBe(false);
  });

  it("starts a first skin from the default colours, an empty title and the admin's language", () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().context.draft).toEqual({
      title: "",
      logoUrl: "",
      websiteUrl: "",
      language: "pt",
      ...DEFAULT_THEME,
      secondaryTextColor: "",
    });
  });

  it("saves the edited draft, trimmed and in lower case, then announces the server's answer", async () => {
    const { actor, calls, announced } = start();
    actor.send({ type: "field.changed", field: "title", value: "  Harbour, renewed " });
    actor.send({ type: "field.changed", field: "primaryColor", value: "#0A0B0C" });
    expect(isDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: "editor.save" });
    expect(isSaving(actor.getSnapshot())).toBe(true);
    expect(calls[0]?.update).toEqual({ ...EXAMPLE_SKIN, title: "Harbour, renewed", primaryColor: "#0a0b0c" });

    const answer: Skin = { ...EXAMPLE_SKIN, title: "Harbour, renewed", primaryColor: "#0a0b0c" };
    calls[0]?.resolve(answer);
    const saved = await waitFor(actor, isSaved);
    expect(saved.context.draft).toEqual(answer);
    expect(isDirty(saved)).toBe(false);
    expect(announced).toEqual([answer]);

    // Any change afterwards is a new draft.
    actor.send({ type: "field.changed", field: "title", value: "Again" });
    expect(actor.getSnapshot().matches({ ready: "editing" })).toBe(true);
  });

  it("clears the secondary text colour with null when its field is emptied", () => {
    const { actor, calls } = start();
    actor.send({ type: "field.changed", field: "secondaryTextColor", value: " " });
    actor.send({ type: "editor.save" });
    expect(calls[0]?.update.secondaryTextColor).toBeNull();
  });

  it("does not send an invalid draft, and from then on shows which fields are wrong", () => {
    const { actor, calls } = start(null);
    expect(shownInvalidFieldsOf(actor.getSnapshot())).toEqual([]);
    actor.send({ type: "editor.save" });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ ready: "editing" })).toBe(true);
    expect(shownInvalidFieldsOf(actor.getSnapshot())).toEqual(["title", "logoUrl", "websiteUrl"]);

    actor.send({ type: "field.changed", field: "title", value: "Coast Counselling" });
    actor.send({ type: "field.changed", field: "logoUrl", value: "/skins/coast.svg" });
    expect(shownInvalidFieldsOf(actor.getSnapshot())).toEqual(["websiteUrl"]);
    actor.send({ type: "field.changed", field: "websiteUrl", value: "https://coast.example" });
    actor.send({ type: "editor.save" });
    expect(calls).toHaveLength(1);
  });

  it("keeps the draft and says why when the save fails, until the next change", async () => {
    const { actor, calls, announced } = start();
    actor.send({ type: "field.changed", field: "title", value: "Renamed" });
    actor.send({ type: "editor.save" });
    calls[0]?.reject({ _tag: "Forbidden", code: "forbidden" });
    const failed = await waitFor(actor, (s) => s.matches({ ready: "failed" }));
    expect(errorCodeOf(failed)).toBe("forbidden");
    expect(failed.context.draft.title).toBe("Renamed");
    expect(announced).toEqual([]);

    actor.send({ type: "editor.save" });
    expect(errorCodeOf(actor.getSnapshot())).toBeNull();
    calls[1]?.reject({ _tag: "Offline", code: "timeout" });
    expect(errorCodeOf(await waitFor(actor, (s) => s.matches({ ready: "failed" })))).toBe("offline");
    actor.send({ type: "field.changed", field: "title", value: "Renamed again" });
    expect(errorCodeOf(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ ready: "editing" })).toBe(true);
  });

  it("reports the server's code for a refused draft", async () => {
    const { actor, calls } = start();
    actor.send({ type: "editor.save" });
    calls[0]?.reject({ _tag: "Invalid", status: 400, code: "invalid_request", message: "Invalid skin" });
    expect(errorCodeOf(await waitFor(actor, (s) => s.matches({ ready: "failed" })))).toBe("invalid_request");
  });

  it("ignores edits and further saves while saving", () => {
    const { actor, calls } = start();
    actor.send({ type: "editor.save" });
    actor.send({ type: "field.changed", field: "title", value: "Lost" });
    actor.send({ type: "editor.save" });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.draft.title).toBe(EXAMPLE_SKIN.title);
  });

  it("returns to the skin last loaded or saved on reset", async () => {
    const { actor, calls } = start();
    actor.send({ type: "field.changed", field: "accentColor", value: "#000000" });
    actor.send({ type: "editor.reset" });
    expect(actor.getSnapshot().context.draft).toEqual(EXAMPLE_SKIN);

    actor.send({ type: "field.changed", field: "title", value: "Saved title" });
    actor.send({ type: "editor.save" });
    calls[0]?.resolve({ ...EXAMPLE_SKIN, title: "Saved title" });
    await waitFor(actor, isSaved);
    actor.send({ type: "field.changed", field: "title", value: "Unsaved" });
    actor.send({ type: "editor.reset" });
    expect(actor.getSnapshot().context.draft.title).toBe("Saved title");
  });
});
