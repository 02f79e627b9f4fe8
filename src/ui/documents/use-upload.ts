import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useEffect, useMemo, useRef } from "react";
import { fromCallback, type AnyEventObject } from "xstate";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import { fileUploadMachine, type SendFileInput } from "../../machines/upload/file-upload.machine.ts";
import { pendingCount, uploadMachine } from "../../machines/upload/upload.machine.ts";
import { DocumentsApi } from "../../services/documents/documents.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";

/**
 * Binds the upload machines to DocumentsApi.upload for one account: each file's sender reports progress and
 * its outcome as events, and aborts the request when the file's actor stops (cancel). `onUploaded` hears
 * every stored document.
 */
export const useUpload = (accountUuid: string, onUploaded: (document: DocumentItem) => void) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          fileUpload: fileUploadMachine.provide({
            actors: {
              sendFile: fromCallback<AnyEventObject, SendFileInput>(({ input, sendBack }) => {
                const controller = new AbortController();
                runtime
                  .runPromise(
                    Effect.flatMap(Effect.service(DocumentsApi), (documents) =>
                      documents.upload(accountUuid, input.file as File, input.category, {
                        onProgress: (loaded, total) => sendBack({ type: "upload.progress", loaded, total }),
                        signal: controller.signal,
                      }),
                    ),
                    { signal: controller.signal },
                  )
                  .then(
                    (document) => sendBack({ type: "upload.succeeded", document }),
                    (error: unknown) => {
                      // A cancelled upload reports nothing: its actor is already gone.
                      if (!controller.signal.aborted) sendBack({ type: "upload.failed", error });
                    },
                  );
                return () => controller.abort();
              }),
            },
          }),
        },
      }),
    [runtime, accountUuid],
  );
  const actor = useActorRef(logic, { input: {}, inspect: inspector() });
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    const subscription = actor.on("document.uploaded", (event) => uploaded.current(event.document));
    return () => subscription.unsubscribe();
  }, [actor]);
  const pending = useSelector(actor, pendingCount);
  // Leaving the page would abort what is still being sent: the browser asks first.
  useEffect(() => {
    if (pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [pending]);
  return {
    send: actor.send,
    category: useSelector(actor, (s) => s.context.category),
    items: useSelector(actor, (s) => s.context.items),
    pending,
  };
};
