import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes, localeOfLanguage } from "../../i18n/formatting.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import type { VerifyFileContext, VerifyScreen } from "../../machines/verify-file/verify-file.machine.ts";
import { MAX_UPLOAD_BYTES } from "../../machines/upload/upload-rules.ts";
import { Button, Hint, Label, SecondaryButton } from "../forms/form-styles.ts";
import { knownCode } from "../forms/known-code.ts";
import { Lead, Page } from "../pages/page.tsx";
import { useVerifyFile } from "./use-verify-file.ts";
import { Failed, Recorded, useMoment } from "./verify-result.tsx";
import { Column, DropZone, Hash, NeutralPanel, Status, WarningPanel } from "./verify-styles.ts";

const ERRORS = [
  "offline",
  "rate_limited",
  "crypto_unavailable",
  "file_unreadable",
  "proof_out_of_range",
] as const;
const errorKey = (code: string | null) => `verify.errors.${knownCode(ERRORS, code ?? "")}` as const;

const OUTCOMES: ReadonlyArray<VerifyScreen> = ["recorded", "notRecorded", "failed", "tooLarge", "error"];

/** What the live region says: the step under way, or the outcome in one sentence. */
const useStatus = (screen: VerifyScreen, context: VerifyFileContext): string => {
  const { t } = useTranslation();
  const moment = useMoment();
  switch (screen) {
    case "idle":
      return "";
    case "hashing":
    case "lookingUp":
    case "fetchingProof":
    case "verifying":
      return t(`verify.steps.${screen}`);
    case "recorded":
      return t("verify.recorded.status", { time: moment(context.proof?.entry.recordedAt ?? "") });
    case "error":
      return t(errorKey(context.errorCode));
    default:
      return t(`verify.${screen}.status`);
  }
};

/**
 * The public /verify page: anyone checks a file against Avow's proof log. The file is hashed here and never
 * uploaded; the log's answer is checked here too. The verify-file machine decides; this shows.
 */
export const VerifyPage = () => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const { screen, context, send } = useVerifyFile();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const status = useStatus(screen, context);
  const max = formatBytes(MAX_UPLOAD_BYTES, locale);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) send({ type: "file.chosen", file });
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };
  const another = () => {
    send({ type: "verify.reset" });
    input.current?.focus();
  };
  // The button goes with the error panel: focus returns to the file input, as after "Check another file",
  // and the live region follows the step run again.
  const retry = () => {
    send({ type: "verify.retry" });
    input.current?.focus();
  };

  return (
    <Page title={t("verify.title")}>
      <Column>
        <Lead>{t("verify.lead")}</Lead>
        <DropZone
          role="group"
          aria-label={t("verify.dropZone")}
          data-dragging={dragging}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <Label htmlFor={`${id}-file`}>{t("verify.choose")}</Label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              choose(event.target.files);
              // The same file can be chosen again.
              event.target.value = "";
            }}
          />
          <Hint id={`${id}-hint`}>{t("verify.hint", { max })}</Hint>
        </DropZone>
        <Status role="status" aria-live="polite" aria-atomic="true" data-quiet={OUTCOMES.includes(screen)}>
          {status}
        </Status>
        {context.file && context.sha256 && (
          <div>
            <strong id={`${id}-hash`}>{t("verify.fingerprint", { name: context.file.name })}</strong>
            <Hash aria-labelledby={`${id}-hash`}>{context.sha256}</Hash>
          </div>
        )}
        {screen === "recorded" && <Recorded context={context} id={id} />}
        {screen === "failed" && <Failed context={context} id={id} />}
        {(screen === "notRecorded" || screen === "tooLarge") && (
          <NeutralPanel aria-labelledby={`${id}-result`}>
            <h2 id={`${id}-result`}>{t(`verify.${screen}.heading`)}</h2>
            <p>{t(`verify.${screen}.body`, { max })}</p>
            {screen === "notRecorded" && <p>{t("verify.notRecorded.recent")}</p>}
          </NeutralPanel>
        )}
        {screen === "error" && (
          <WarningPanel aria-labelledby={`${id}-result`}>
            <h2 id={`${id}-result`}>{t("verify.errors.heading")}</h2>
            <p>{t(errorKey(context.errorCode))}</p>
            <div>
              <Button type="button" onClick={retry}>
                {t("verify.retry")}
              </Button>
            </div>
          </WarningPanel>
        )}
        {OUTCOMES.includes(screen) && (
          <div>
            <SecondaryButton type="button" onClick={another}>
              {t("verify.another")}
            </SecondaryButton>
          </div>
        )}
      </Column>
    </Page>
  );
};
