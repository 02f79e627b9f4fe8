import { useActorRef, useSelector } from "@xstate/react";
import { runForActor } from "../app/run-for-actor.ts";
import { Effect } from "effect";
import { useCallback, useEffect, useMemo, useState } from "react";
import { fromPromise } from "xstate";
import type { Skin, SkinUpdate } from "../../../contracts/schema/skin.ts";
import { failureCode } from "../../machines/failure-code.ts";
import { contrastWarnings, type SkinField } from "../../machines/skin-editor/skin-draft.ts";
import {
  errorCodeOf,
  isDirty,
  isSaved,
  isSaving,
  shownInvalidFieldsOf,
  skinEditorMachine,
  type SkinEditorInput,
} from "../../machines/skin-editor/skin-editor.machine.ts";
import { AccountApi } from "../../services/account/account.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { SkinActor } from "../shell/skin-actor.tsx";

export type CurrentSkin =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly skin: Skin | null }
  | { readonly status: "failed"; readonly code: string };

/**
 * The organisation's skin as stored, for the editor to start from: null when it has none yet (404).
 * Asked of the server rather than read from the skin actor, whose skin may be a partner's from `?org=`.
 */
export const useCurrentSkin = (): CurrentSkin & { readonly retry: () => void } => {
  const runtime = useAppRuntime();
  const [attempt, setAttempt] = useState(0);
  const [current, setCurrent] = useState<CurrentSkin>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    runtime
      .runPromise(
        Effect.gen(function* () {
          return yield* (yield* AccountApi).mySkin();
        }),
        { signal: controller.signal },
      )
      .then(
        (skin) => {
          if (!controller.signal.aborted) setCurrent({ status: "ready", skin });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const notFound = (error as { readonly _tag?: unknown } | null)?._tag === "NotFound";
          setCurrent(
            notFound ? { status: "ready", skin: null } : { status: "failed", code: failureCode(error) },
          );
        },
      );
    return () => controller.abort();
  }, [runtime, attempt]);
  const retry = useCallback(() => {
    setCurrent({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { ...current, retry };
};

/** Binds the skin form to its own editor actor; a saved skin goes to the app-wide skin actor at once. */
export const useSkinEditor = (input: SkinEditorInput) => {
  const runtime = useAppRuntime();
  const skinActor = SkinActor.useActorRef();
  const logic = useMemo(
    () =>
      skinEditorMachine.provide({
        actors: {
          saveSkin: fromPromise<Skin, SkinUpdate>(({ input: update, signal }) =>
            runForActor(
              runtime,
              Effect.gen(function* () {
                return yield* (yield* AccountApi).updateSkin(update);
              }),
              signal,
            ),
          ),
        },
        actions: {
          announceSaved: (_, params) => skinActor.send({ type: "skin.updated", skin: params.skin }),
        },
      }),
    [runtime, skinActor],
  );
  const actor = useActorRef(logic, { input, inspect: inspector() });
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  return {
    draft,
    warnings: useMemo(() => contrastWarnings(draft), [draft]),
    invalid: useSelector(actor, shownInvalidFieldsOf, (a, b) => a.join() === b.join()),
    saving: useSelector(actor, isSaving),
    saved: useSelector(actor, isSaved),
    dirty: useSelector(actor, isDirty),
    errorCode: useSelector(actor, errorCodeOf),
    change: (field: SkinField, value: string) => actor.send({ type: "field.changed", field, value }),
    save: () => actor.send({ type: "editor.save" }),
    reset: () => actor.send({ type: "editor.reset" }),
  };
};
