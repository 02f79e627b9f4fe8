import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useCallback, useMemo } from "react";
import { documentsMachine } from "../../machines/documents/documents.machine.ts";
import { failureCode } from "../../machines/failure-code.ts";
import { DocumentsApi } from "../../services/documents/documents.ts";
import type { DownloadedFile } from "../../services/http-client/downloaded-file.ts";
import { ProofApi } from "../../services/proof/proof.ts";
import type { AppServices } from "../app/app-runtime.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { saveFile } from "../app/save-file.ts";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the documents machine to DocumentsApi for one account. */
export const useDocuments = (accountUuid: string) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      documentsMachine.provide({
        actors: {
          fetchDocuments: serviceActor(runtime, (input: { accountUuid: string }) =>
            Effect.flatMap(Effect.service(DocumentsApi), (documents) => documents.list(input.accountUuid)),
          ),
          deleteDocument: serviceActor(runtime, (input: { accountUuid: string; documentUuid: string }) =>
            Effect.flatMap(Effect.service(DocumentsApi), (documents) =>
              Effect.as(documents.remove(input.accountUuid, input.documentUuid), undefined),
            ),
          ),
          completeUploads: serviceActor(runtime, () =>
            Effect.flatMap(Effect.service(DocumentsApi), (documents) => documents.completeUploads()),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input: { accountUuid }, inspect: inspector() });
  return {
    send: actor.send,
    items: useSelector(actor, (s) => s.context.items),
    loadedOnce: useSelector(actor, (s) => s.context.loadedOnce),
    loading: useSelector(actor, (s) => s.matches("loading")),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    notice: useSelector(actor, (s) => s.context.notice),
    deleting: useSelector(actor, (s) => s.context.deleting),
    confirming: useSelector(actor, (s) => s.matches("confirmingDelete") || s.matches("deleting")),
    busyDeleting: useSelector(actor, (s) => s.matches("deleting")),
    completing: useSelector(actor, (s) => s.matches("completing")),
  };
};

/** Runs a download and saves its file; resolves to a failure code, or null. */
const useSaving = () => {
  const runtime = useAppRuntime();
  return useCallback(
    async (download: Effect.Effect<DownloadedFile, unknown, AppServices>): Promise<string | null> => {
      try {
        saveFile(await runtime.runPromise(download));
        return null;
      } catch (error) {
        return failureCode(error);
      }
    },
    [runtime],
  );
};

/** Saves a document to the person's computer. Resolves to a failure code, or null. */
export const useDownload = (accountUuid: string) => {
  const save = useSaving();
  return useCallback(
    (documentUuid: string) =>
      save(
        Effect.flatMap(Effect.service(DocumentsApi), (documents) =>
          documents.download(accountUuid, documentUuid),
        ),
      ),
    [save, accountUuid],
  );
};

/**
 * Saves a document's proof certificate, as the PDF or as the JSON the offline verifier reads. Resolves to a
 * failure code (`proof_pending` while the log has not signed the document's entry yet), or null.
 */
export const useCertificateDownload = (accountUuid: string) => {
  const save = useSaving();
  return useCallback(
    (documentUuid: string, format: "pdf" | "json") =>
      save(
        Effect.flatMap(Effect.service(ProofApi), (proof) =>
          format === "pdf"
            ? proof.certificatePdf(accountUuid, documentUuid)
            : proof.certificate(accountUuid, documentUuid),
        ),
      ),
    [save, accountUuid],
  );
};
