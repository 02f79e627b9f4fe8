import { knownCode } from "../forms/known-code.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { styled } from "@linaria/react";
import { useSelector } from "@xstate/react";
import { useId, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  DOCUMENT_CATEGORIES,
  isDocumentCategory,
  type DocumentItem,
} from "../../../contracts/schema/documents.ts";
import { formatBytes, localeOfLanguage } from "../../i18n/formatting.ts";
import { percentOf } from "../../machines/upload/file-upload.machine.ts";
import { ACCEPT, MAX_UPLOAD_BYTES, isRetryableCode } from "../../machines/upload/upload-rules.ts";
import type { UploadItem } from "../../machines/upload/upload.machine.ts";
import { ErrorMessage, Field, Hint, Label, SmallButton, Select } from "../forms/form-styles.ts";
import { useUpload } from "./use-upload.ts";
import { DropZone } from "../forms/drop-zone.ts";

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.9rem;
  padding: 1.25rem;
  border-radius: 8px;
  background: var(--avow-surface);
  & h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Items = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: 0.35rem;
  padding: 0.6rem 0.75rem;
  border: 1px solid #dde3ea;
  border-radius: 8px;
  & progress {
    inline-size: 100%;
    block-size: 0.6rem;
  }
  & .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    justify-content: space-between;
    overflow-wrap: anywhere;
  }
`;

const ERRORS = [
  "too_large",
  "empty",
  "unsupported_type",
  "payload_too_large",
  "unsupported_media_type",
  "forbidden",
  "offline",
  "timeout",
  "rate_limited",
] as const;
const errorKey = (code: string) => `documents.upload.errors.${knownCode(ERRORS, code)}` as const;

const useLocale = () => {
  const { i18n } = useTranslation();
  return localeOfLanguage(uiLanguageOf(i18n.language));
};

/** One file's line: name, progress (bytes and percent), what became of it, and cancel or retry. */
const UploadRow = ({ item, send }: { item: UploadItem; send: ReturnType<typeof useUpload>["send"] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const snapshot = useSelector(item.ref, (s) => s);
  const { file, loaded, total, errorCode } = snapshot.context;
  const state = String(snapshot.value);
  const percent = percentOf(snapshot);
  const bytes = t("documents.upload.bytes", {
    loaded: formatBytes(Math.min(loaded, total), locale),
    total: formatBytes(total, locale),
    percent,
  });
  const name = file.name;
  return (
    <Row>
      <div className="head">
        <strong>{name}</strong>
        <span>{t(`documents.upload.states.${state as "queued"}`)}</span>
      </div>
      {(state === "uploading" || state === "done" || state === "queued") && (
        <>
          <progress
            max={100}
            value={percent}
            aria-label={t("documents.upload.progressOf", { name })}
            aria-valuetext={bytes}
          />
          <Hint>{bytes}</Hint>
        </>
      )}
      {errorCode && (
        <ErrorMessage role="alert">
          {t(errorKey(errorCode), { max: formatBytes(MAX_UPLOAD_BYTES, locale) })}
        </ErrorMessage>
      )}
      <div>
        {(state === "queued" || state === "uploading") && (
          <SmallButton
            type="button"
            aria-label={`${t("documents.upload.cancel")}, ${name}`}
            onClick={() => send({ type: "item.cancel", id: item.id })}
          >
            {t("documents.upload.cancel")}
          </SmallButton>
        )}
        {state === "failed" && errorCode !== null && isRetryableCode(errorCode) && (
          <SmallButton
            type="button"
            aria-label={`${t("documents.upload.retry")}, ${name}`}
            onClick={() => send({ type: "item.retry", id: item.id })}
          >
            {t("documents.upload.retry")}
          </SmallButton>
        )}
      </div>
    </Row>
  );
};

/**
 * Uploading: choose a category, then choose or drop several files; each shows its progress and outcome on
 * its own line. The upload machines decide; this shows.
 */
export const UploadPanel = ({
  accountUuid,
  onUploaded,
}: {
  accountUuid: string;
  onUploaded: (document: DocumentItem) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const upload = useUpload(accountUuid, onUploaded);
  const [dragging, setDragging] = useState(false);
  const ready = upload.category !== null;
  const addFiles = (files: FileList | null) => {
    if (files && files.length > 0) upload.send({ type: "files.added", files: Array.from(files) });
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (ready) addFiles(event.dataTransfer.files);
  };
  return (
    <Panel aria-labelledby={`${id}-title`} data-tour="upload">
      <h3 id={`${id}-title`}>{t("documents.upload.title")}</h3>
      <Field>
        <Label htmlFor={`${id}-category`}>{t("documents.upload.category")}</Label>
        <Select
          id={`${id}-category`}
          value={upload.category ?? ""}
          onChange={(event) => {
            if (isDocumentCategory(event.target.value))
              upload.send({ type: "category.changed", category: event.target.value });
          }}
        >
          <option value="" disabled>
            {t("documents.upload.chooseCategory")}
          </option>
          {DOCUMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`documents.category.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <DropZone
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(ready);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Label htmlFor={`${id}-files`}>{t("documents.upload.choose")}</Label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={!ready}
          aria-describedby={`${id}-files-hint`}
          onChange={(event) => {
            addFiles(event.target.files);
            // The same file can be chosen again (after a failure, say).
            event.target.value = "";
          }}
        />
        <Hint id={`${id}-files-hint`}>
          {ready
            ? t("documents.upload.hint", { max: formatBytes(MAX_UPLOAD_BYTES, locale) })
            : t("documents.upload.categoryFirst")}
        </Hint>
      </DropZone>
      {upload.items.length > 0 && (
        <>
          <Items aria-label={t("documents.upload.list")}>
            {upload.items.map((item) => (
              <UploadRow key={item.id} item={item} send={upload.send} />
            ))}
          </Items>
          <div>
            <SmallButton type="button" onClick={() => upload.send({ type: "items.clearFinished" })}>
              {t("documents.upload.clear")}
            </SmallButton>
          </div>
        </>
      )}
    </Panel>
  );
};
