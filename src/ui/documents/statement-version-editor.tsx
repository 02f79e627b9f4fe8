import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import { DocumentsApi } from "../../services/documents/documents.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";
import { ErrorMessage, Hint, SecondaryButton } from "../forms/form-styles.ts";
import { StatementEditor, type StatementEditorBase, type StatementEditorProps } from "./statement-editor.tsx";

/** A statement version's title: its file name without the `.txt` the server adds. */
export const statementTitleOf = (document: DocumentItem): string => document.fileName.replace(/\.txt$/i, "");

/** What the editor needs to write the next version of `document`, given the version's text. */
export const statementBaseOf = (document: DocumentItem, text: string): StatementEditorBase => ({
  previousUuid: document.uuid,
  seriesUuid: document.seriesUuid,
  version: document.version,
  title: statementTitleOf(document),
  text,
});

export interface StatementVersionEditorProps extends Omit<StatementEditorProps, "base" | "accountUuid"> {
  /** The version to edit: a DocumentItem of category statement (the latest of its series). */
  readonly document: DocumentItem;
}

const Opening = ({ document, ...props }: StatementVersionEditorProps & { onRetry: () => void }) => {
  const { t } = useTranslation();
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      // Never fails: a failure answers null, which the page shows (useSelector would throw an actor's error).
      serviceActor(runtime, (version: DocumentItem) =>
        Effect.flatMap(Effect.service(DocumentsApi), (documents) =>
          documents.download(version.accountUuid, version.uuid),
        ).pipe(
          Effect.flatMap((file) => Effect.tryPromise(() => file.blob.text())),
          Effect.match({ onFailure: () => null, onSuccess: (text): string | null => text }),
        ),
      ),
    [runtime],
  );
  const download = useActorRef(logic, { input: document });
  const status = useSelector(download, (s) => s.status);
  const text = useSelector(download, (s) => s.output);
  if (status === "done" && typeof text === "string") {
    return (
      <StatementEditor {...props} accountUuid={document.accountUuid} base={statementBaseOf(document, text)} />
    );
  }
  if (status === "done") {
    return (
      <div>
        <ErrorMessage role="alert">{t("documents.statement.open.failed")}</ErrorMessage>
        <SecondaryButton type="button" style={{ marginTop: "0.75rem" }} onClick={props.onRetry}>
          {t("documents.statement.open.retry")}
        </SecondaryButton>
      </div>
    );
  }
  return <Hint role="status">{t("documents.statement.open.loading", { version: document.version })}</Hint>;
};

/**
 * Opens a saved statement version for editing: downloads its text (DocumentsApi.download, read as UTF-8)
 * and shows the StatementEditor on it; saving stores version n + 1. While the text loads it says so; if
 * the download fails it offers to try again.
 */
export const StatementVersionEditor = (props: StatementVersionEditorProps) => {
  const [attempt, setAttempt] = useState(0);
  return (
    <Opening key={`${props.document.uuid}:${attempt}`} {...props} onRetry={() => setAttempt((n) => n + 1)} />
  );
};
