import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import {
  canDiscard,
  isRestoring,
  isSaved,
  isSaving,
  nextVersionOf,
  statementEditorMachine,
  type StatementDraft,
  type StatementEditorInput,
  type StatementEditorSnapshot,
  type StatementSave,
  type StoredStatementDraft,
} from "../../machines/statement-editor/statement-editor.machine.ts";
import { DocumentsApi } from "../../services/documents/documents.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";
import { browserDraftStorage, removeDraft } from "../forms/draft-storage.ts";
import { readStatementDraft, writeStatementDraft } from "./statement-drafts.ts";

const draftOf = (snapshot: StatementEditorSnapshot): StatementDraft => ({
  title: snapshot.context.title,
  text: snapshot.context.text,
  ...(snapshot.context.base ? { replaces: snapshot.context.base.previousUuid } : {}),
});

/**
 * Binds the statement-editor machine to the draft store (this browser's localStorage, or `storage`) and to
 * DocumentsApi.writeStatement.
 */
export const useStatementEditor = (
  input: StatementEditorInput,
  storage: Storage | null = browserDraftStorage(),
) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      statementEditorMachine.provide({
        actors: {
          // Synchronous work in a promise actor: the write happens the moment the actor starts.
          loadDraft: fromPromise<StoredStatementDraft | null, { draftKey: string }>(async ({ input }) =>
            readStatementDraft(storage, input.draftKey),
          ),
          storeDraft: fromPromise<string, { draftKey: string; draft: StatementDraft }>(async ({ input }) =>
            writeStatementDraft(storage, input.draftKey, input.draft),
          ),
          saveStatement: serviceActor(runtime, ({ accountUuid, statement }: StatementSave) =>
            Effect.flatMap(Effect.service(DocumentsApi), (documents) =>
              documents.writeStatement(accountUuid, statement),
            ),
          ),
        },
        actions: { clearDraft: (_, params) => removeDraft(storage, params.draftKey) },
      }),
    [runtime, storage],
  );
  const actor = useActorRef(logic, { input, inspect: inspector() });

  // Typing not yet stored (the debounce under way) is written at once when the page goes away or the
  // editor closes: a reload right after a keystroke loses nothing.
  useEffect(() => {
    const flush = () => {
      const snapshot = actor.getSnapshot();
      if (!snapshot.matches({ editing: "debouncing" })) return;
      try {
        writeStatementDraft(storage, snapshot.context.draftKey, draftOf(snapshot));
      } catch {
        // The editor already says when the browser keeps no draft.
      }
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
      flush();
    };
  }, [actor, storage]);

  return {
    send: actor.send,
    title: useSelector(actor, (s) => s.context.title),
    text: useSelector(actor, (s) => s.context.text),
    problems: useSelector(actor, (s) => s.context.problems),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    savedDraftAt: useSelector(actor, (s) => s.context.savedDraftAt),
    draftNotice: useSelector(actor, (s) => s.context.draftNotice),
    draftFromOtherVersion: useSelector(actor, (s) => s.context.draftFromOtherVersion),
    saved: useSelector(actor, (s) => s.context.saved),
    isNew: useSelector(actor, (s) => s.context.base === null),
    nextVersion: useSelector(actor, nextVersionOf),
    canDiscard: useSelector(actor, canDiscard),
    restoring: useSelector(actor, isRestoring),
    saving: useSelector(actor, isSaving),
    done: useSelector(actor, isSaved),
  };
};
