import { knownCode } from "../forms/known-code.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { styled } from "@linaria/react";
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  MAX_STATEMENT_LENGTH,
  MAX_STATEMENT_TITLE_LENGTH,
  type DocumentItem,
} from "../../../contracts/schema/documents.ts";
import { formatNumber, localeOfLanguage } from "../../i18n/formatting.ts";
import type {
  StatementBase,
  StatementField,
  StatementProblem,
} from "../../machines/statement-editor/statement-editor.machine.ts";
import {
  Actions,
  Button,
  ErrorMessage,
  Field,
  FieldError,
  Hint,
  Input,
  Label,
  Notice,
  SecondaryButton,
} from "../forms/form-styles.ts";
import { statementDraftKey } from "./statement-drafts.ts";
import { useStatementEditor } from "./use-statement-editor.ts";

/** The version opened for editing, and the series it belongs to (which names its draft). */
export interface StatementEditorBase extends StatementBase {
  readonly seriesUuid: string;
}

export interface StatementEditorProps {
  /** The client account the statement belongs to. */
  readonly accountUuid: string;
  /** The version being edited; absent for a new statement. */
  readonly base?: StatementEditorBase;
  /** Called once with the stored document after a save. */
  readonly onSaved?: (document: DocumentItem) => void;
  /** Shows a Close button that calls it (the draft stays in this browser). */
  readonly onClose?: () => void;
  /** Where drafts are kept; this browser's localStorage by default (tests pass their own). */
  readonly storage?: Storage | null;
}

const Editor = styled.section`
  display: grid;
  gap: 1rem;
  inline-size: 100%;
  max-inline-size: 52rem;
  & h2 {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const TextArea = styled.textarea`
  font: inherit;
  line-height: 1.5;
  inline-size: 100%;
  box-sizing: border-box;
  min-block-size: 18rem;
  padding: 0.75rem;
  border: 1px solid var(--avow-muted);
  border-radius: 8px;
  background: var(--avow-surface);
  resize: vertical;
  &:focus-visible {
    outline: 3px solid var(--avow-accent);
    outline-offset: 1px;
  }
`;

const WideInput = styled(Input)`
  inline-size: 100%;
  box-sizing: border-box;
`;

const Counter = styled(Hint)`
  justify-self: end;
  font-variant-numeric: tabular-nums;
`;

const Confirm = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid var(--avow-warning);
  border-radius: 8px;
`;

const ERRORS = [
  "statement_superseded",
  "offline",
  "forbidden",
  "not_found",
  "payload_too_large",
  "rate_limited",
] as const;
const errorKey = (code: string) => `documents.statement.errors.${knownCode(ERRORS, code)}` as const;

const PROBLEM_KEYS = {
  title: { required: "titleRequired", tooLong: "titleTooLong", invalid: "titleRequired" },
  text: { required: "textRequired", tooLong: "textTooLong", invalid: "textInvalid" },
} as const;
const problemKey = (field: StatementField, problem: StatementProblem) =>
  `documents.statement.problems.${PROBLEM_KEYS[field][problem]}` as const;

/**
 * The statement editor: a title, a plain-text statement, a draft kept in this browser while typing, and a
 * save that stores a new document (or a new version of `base`). Give it a `key` that changes with the
 * account and the version edited: its input is read when it mounts.
 */
export const StatementEditor = ({ accountUuid, base, onSaved, onClose, storage }: StatementEditorProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const editor = useStatementEditor(
    {
      accountUuid,
      draftKey: statementDraftKey(accountUuid, base?.seriesUuid ?? null),
      ...(base
        ? {
            base: {
              previousUuid: base.previousUuid,
              version: base.version,
              title: base.title,
              text: base.text,
            },
          }
        : {}),
    },
    storage,
  );
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  // onSaved once per saved document, whatever the parent passes on each render.
  const announceSaved = useEffectEvent((document: DocumentItem) => onSaved?.(document));
  useEffect(() => {
    if (editor.saved) announceSaved(editor.saved);
  }, [editor.saved]);

  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  const heading = base
    ? t("documents.statement.editHeading", { title: base.title })
    : t("documents.statement.newHeading");
  const headingId = `${id}-heading`;

  if (editor.done && editor.saved) {
    return (
      <Editor aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        <Notice role="status">
          {t("documents.statement.saved", {
            title: editor.saved.fileName.replace(/\.txt$/i, ""),
            version: editor.saved.version,
          })}
        </Notice>
        <Actions>
          {editor.isNew && (
            <Button type="button" onClick={() => editor.send({ type: "statement.new" })}>
              {t("documents.statement.another")}
            </Button>
          )}
          {onClose && (
            <SecondaryButton type="button" onClick={onClose}>
              {t("documents.statement.close")}
            </SecondaryButton>
          )}
        </Actions>
      </Editor>
    );
  }

  const status = editor.restoring
    ? t("documents.statement.status.restoring")
    : editor.draftNotice === "unavailable"
      ? t("documents.statement.status.unavailable")
      : editor.draftNotice === "restored" && editor.savedDraftAt
        ? t("documents.statement.status.restored", { time: time(editor.savedDraftAt) })
        : editor.savedDraftAt
          ? t("documents.statement.status.stored", { time: time(editor.savedDraftAt) })
          : "";
  const locked = editor.restoring || editor.saving;
  const problem = (field: StatementField) => {
    const found = editor.problems[field];
    return (
      found && (
        <FieldError id={`${id}-${field}-problem`}>
          {t(problemKey(field, found), {
            max: formatNumber(field === "title" ? MAX_STATEMENT_TITLE_LENGTH : MAX_STATEMENT_LENGTH, locale),
          })}
        </FieldError>
      )
    );
  };
  const describedBy = (field: StatementField, ...others: string[]) =>
    [...others, editor.problems[field] ? `${id}-${field}-problem` : ""].filter(Boolean).join(" ");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirmingDiscard(false);
    editor.send({ type: "statement.save" });
  };

  return (
    <Editor aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Hint>{t("documents.statement.privacy")}</Hint>
      <Form onSubmit={submit} noValidate aria-busy={locked}>
        {editor.errorCode && <ErrorMessage role="alert">{t(errorKey(editor.errorCode))}</ErrorMessage>}
        {Object.keys(editor.problems).length > 0 && (
          <ErrorMessage role="alert">{t("documents.statement.summary")}</ErrorMessage>
        )}
        {editor.draftFromOtherVersion && base && (
          <Notice>{t("documents.statement.otherVersion", { version: base.version })}</Notice>
        )}
        <Field>
          <Label htmlFor={`${id}-title`}>{t("documents.statement.fields.title")}</Label>
          <WideInput
            id={`${id}-title`}
            type="text"
            autoComplete="off"
            aria-required
            aria-invalid={editor.problems.title ? true : undefined}
            aria-describedby={describedBy("title") || undefined}
            readOnly={locked}
            value={editor.title}
            onChange={(event) => editor.send({ type: "title.changed", value: event.target.value })}
          />
          {problem("title")}
        </Field>
        <Field>
          <Label htmlFor={`${id}-text`}>{t("documents.statement.fields.text")}</Label>
          <Hint id={`${id}-text-hint`}>{t("documents.statement.hints.text")}</Hint>
          <TextArea
            id={`${id}-text`}
            rows={16}
            spellCheck
            aria-required
            aria-invalid={editor.problems.text ? true : undefined}
            aria-describedby={describedBy("text", `${id}-text-hint`, `${id}-count`)}
            readOnly={locked}
            value={editor.text}
            onChange={(event) => editor.send({ type: "text.changed", value: event.target.value })}
          />
          <Counter id={`${id}-count`}>
            {t("documents.statement.count", {
              length: formatNumber(editor.text.length, locale),
              max: formatNumber(MAX_STATEMENT_LENGTH, locale),
            })}
          </Counter>
          {problem("text")}
        </Field>
        <Hint role="status" aria-live="polite">
          {status}
        </Hint>
        {confirmingDiscard ? (
          <Confirm role="group" aria-labelledby={`${id}-discard-question`}>
            <p id={`${id}-discard-question`} style={{ margin: 0 }}>
              {t("documents.statement.discardQuestion")}
            </p>
            <Actions>
              <Button
                type="button"
                onClick={() => {
                  editor.send({ type: "draft.discard" });
                  setConfirmingDiscard(false);
                }}
              >
                {t("documents.statement.discardConfirm")}
              </Button>
              <SecondaryButton type="button" autoFocus onClick={() => setConfirmingDiscard(false)}>
                {t("documents.statement.discardCancel")}
              </SecondaryButton>
            </Actions>
          </Confirm>
        ) : (
          <Actions>
            <Button type="submit" disabled={locked}>
              {editor.saving
                ? t("documents.statement.saving")
                : editor.isNew
                  ? t("documents.statement.save")
                  : t("documents.statement.saveVersion", { version: editor.nextVersion })}
            </Button>
            {editor.canDiscard && (
              <SecondaryButton type="button" disabled={locked} onClick={() => setConfirmingDiscard(true)}>
                {t("documents.statement.discard")}
              </SecondaryButton>
            )}
            {onClose && (
              <SecondaryButton type="button" onClick={onClose}>
                {t("documents.statement.close")}
              </SecondaryButton>
            )}
          </Actions>
        )}
      </Form>
    </Editor>
  );
};
