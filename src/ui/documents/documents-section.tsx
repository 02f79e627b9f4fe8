import { knownCode } from "../forms/known-code.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Account } from "../../../contracts/schema/account.ts";
import { mayRunContradictionChecks } from "../../../contracts/schema/contradictions.ts";
import { mayWriteDocuments, type DocumentItem } from "../../../contracts/schema/documents.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { formatBytes, localeOfLanguage } from "../../i18n/formatting.ts";
import { Button, ErrorMessage, Notice, SecondaryButton, SmallButton } from "../forms/form-styles.ts";
import { StatementEditor } from "./statement-editor.tsx";
import { StatementVersionEditor, statementTitleOf } from "./statement-version-editor.tsx";
import { UploadPanel } from "./upload-panel.tsx";
import { PageSection, WordTable } from "../pages/card-table.ts";
import { useCertificateDownload, useDocuments, useDownload } from "./use-documents.ts";
import { CertificateButtons, certificateErrorKey } from "./certificate-buttons.tsx";

const Table = styled(WordTable)`
  & td[data-column="name"] {
    overflow-wrap: anywhere;
  }
  & code {
    font-size: 0.9rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Confirm = styled.div`
  display: grid;
  gap: 0.6rem;
  padding: 1rem;
  border: 2px solid var(--avow-warning);
  border-radius: 8px;
  background: var(--avow-surface);
  & p {
    margin: 0;
  }
`;

const ERRORS = ["forbidden", "not_found", "offline", "rate_limited"] as const;
const errorKey = (code: string) => `documents.errors.${knownCode(ERRORS, code)}` as const;

/** A fingerprint as people compare it: the first 12 hex digits in groups of four, the whole on copy. */
export const shortFingerprint = (sha256: string): string =>
  sha256.slice(0, 12).replace(/(.{4})(?=.)/g, "$1 ");

const Fingerprint = ({ document }: { document: DocumentItem }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(document.sha256);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span>
      <code title={document.sha256}>{shortFingerprint(document.sha256)}</code>{" "}
      <SmallButton
        type="button"
        aria-label={`${t("documents.copy")}, ${document.fileName}`}
        onClick={() => void copy()}
      >
        {t("documents.copy")}
      </SmallButton>
      <span role="status">{copied ? ` ${t("documents.copied")}` : ""}</span>
    </span>
  );
};

/** A written statement no later version replaces: the one to edit (earlier versions stay as they are). */
const isLatestStatement = (document: DocumentItem, all: ReadonlyArray<DocumentItem>): boolean =>
  document.origin === "written" && !all.some((other) => other.previousVersionUuid === document.uuid);

/**
 * An account's documents: upload and write a statement (for those who may write), the list with fingerprints,
 * download, the proof certificate (PDF and JSON), delete and edit (a new version), and for the client themself "I have finished uploading".
 */
export const DocumentsSection = ({ accountUuid, account }: { accountUuid: string; account: Account }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const documents = useDocuments(accountUuid);
  const download = useDownload(accountUuid);
  const downloadCertificate = useCertificateDownload(accountUuid);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // Which editor is open: a new statement, a version to edit, or none (what the page shows, not a rule).
  const [writing, setWriting] = useState<"new" | DocumentItem | null>(null);
  const reload = () => documents.send({ type: "documents.reload" });
  const canWrite = mayWriteDocuments(account.roles);
  const canCheck = mayRunContradictionChecks(account.roles);
  const ownClientAccount = account.roles.includes("ROLE_USER") && account.uuid === accountUuid;
  const problem = documents.errorCode
    ? t(errorKey(documents.errorCode))
    : downloadError
      ? t(certificateErrorKey(downloadError) ?? errorKey(downloadError))
      : null;

  const extraction = (document: DocumentItem) =>
    document.extractionStatus === "failed"
      ? t(
          `documents.extraction.failures.${document.extractionFailure === "password_protected" ? "password_protected" : "unreadable"}`,
        )
      : t(`documents.extraction.${document.extractionStatus}`);

  return (
    <PageSection aria-labelledby={`${id}-title`} data-tour="documents">
      <h2 id={`${id}-title`}>{t("documents.title")}</h2>
      {canWrite && <UploadPanel accountUuid={accountUuid} onUploaded={reload} />}
      {canWrite && writing === null && (
        <div>
          <SecondaryButton type="button" data-tour="write-statement" onClick={() => setWriting("new")}>
            {t("documents.write")}
          </SecondaryButton>
        </div>
      )}
      {writing === "new" && (
        <StatementEditor
          key={`new:${accountUuid}`}
          accountUuid={accountUuid}
          onSaved={reload}
          onClose={() => setWriting(null)}
        />
      )}
      {writing !== null && writing !== "new" && (
        <StatementVersionEditor
          key={writing.uuid}
          document={writing}
          onSaved={() => {
            reload();
            setWriting(null);
          }}
          onClose={() => setWriting(null)}
        />
      )}
      <div role="status" aria-live="polite">
        {documents.notice && <Notice>{t(`documents.notices.${documents.notice}`)}</Notice>}
      </div>
      {problem && <ErrorMessage role="alert">{problem}</ErrorMessage>}
      {documents.confirming && documents.deleting && (
        <Confirm role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            <strong>{t("documents.confirmDelete", { name: documents.deleting.fileName })}</strong>
          </p>
          <p>{t("documents.confirmBody")}</p>
          <Buttons>
            <Button
              type="button"
              autoFocus
              disabled={documents.busyDeleting}
              onClick={() => documents.send({ type: "delete.confirm" })}
            >
              {documents.busyDeleting ? t("documents.deleting") : t("documents.delete")}
            </Button>
            <SecondaryButton
              type="button"
              disabled={documents.busyDeleting}
              onClick={() => documents.send({ type: "delete.cancel" })}
            >
              {t("documents.cancel")}
            </SecondaryButton>
          </Buttons>
        </Confirm>
      )}
      <p>
        <Link
          data-tour="contradiction-checks"
          to="/app/accounts/$accountId/contradictions"
          params={{ accountId: accountUuid }}
          search={(previous) => ({ org: previous.org })}
        >
          {t("documents.contradictionChecks")}
        </Link>
      </p>
      {!documents.loadedOnce && documents.loading && <p role="status">{t("documents.loading")}</p>}
      {documents.loadedOnce && documents.items.length === 0 && <p>{t("documents.empty")}</p>}
      {documents.items.length > 0 && (
        <Table aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t("documents.columns.name")}</th>
              <th scope="col">{t("documents.columns.category")}</th>
              <th scope="col">{t("documents.columns.size")}</th>
              <th scope="col">{t("documents.columns.added")}</th>
              <th scope="col">{t("documents.columns.fingerprint")}</th>
              <th scope="col">{t("documents.columns.text")}</th>
              <th scope="col">{t("documents.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {documents.items.map((document) => (
              <tr key={document.uuid} id={`document-${document.uuid}`}>
                <td data-column="name" data-label={t("documents.columns.name")}>
                  {document.fileName}
                  {document.origin === "written" && (
                    <>
                      {" "}
                      <small>{t("documents.version", { version: document.version })}</small>
                    </>
                  )}
                </td>
                <td data-label={t("documents.columns.category")}>
                  {t(`documents.category.${document.category}`)}
                </td>
                <td data-label={t("documents.columns.size")}>{formatBytes(document.size, locale)}</td>
                <td data-label={t("documents.columns.added")}>
                  {formatDateTimeFor(document.uploadedAt, locale)}
                  <br />
                  <small>
                    {document.uploadedBy
                      ? `${document.uploadedBy.firstName} ${document.uploadedBy.lastName}`
                      : t("documents.deletedAccount")}
                  </small>
                </td>
                <td data-label={t("documents.columns.fingerprint")}>
                  <Fingerprint document={document} />
                </td>
                <td data-label={t("documents.columns.text")}>{extraction(document)}</td>
                <td data-label={t("documents.columns.actions")}>
                  <Buttons>
                    <SmallButton
                      type="button"
                      aria-label={`${t("documents.download")}, ${document.fileName}`}
                      onClick={() => {
                        setDownloadError(null);
                        void download(document.uuid).then(setDownloadError);
                      }}
                    >
                      {t("documents.download")}
                    </SmallButton>
                    <CertificateButtons
                      document={document}
                      onDownload={(format) => {
                        setDownloadError(null);
                        void downloadCertificate(document.uuid, format).then(setDownloadError);
                      }}
                    />
                    {canCheck && document.extractionStatus === "done" && (
                      <Link
                        to="/app/accounts/$accountId/contradictions"
                        params={{ accountId: accountUuid }}
                        search={(previous) => ({ org: previous.org, document: document.uuid })}
                        aria-label={`${t("documents.checkContradictions")}, ${document.fileName}`}
                      >
                        {t("documents.checkContradictions")}
                      </Link>
                    )}
                    {canWrite && isLatestStatement(document, documents.items) && (
                      <SmallButton
                        type="button"
                        aria-label={t("documents.statement.editLabel", { title: statementTitleOf(document) })}
                        disabled={writing !== null}
                        onClick={() => setWriting(document)}
                      >
                        {t("documents.statement.edit")}
                      </SmallButton>
                    )}
                    {canWrite && (
                      <SmallButton
                        type="button"
                        aria-label={`${t("documents.delete")}, ${document.fileName}`}
                        disabled={documents.confirming}
                        onClick={() => documents.send({ type: "delete.start", uuid: document.uuid })}
                      >
                        {t("documents.delete")}
                      </SmallButton>
                    )}
                  </Buttons>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {ownClientAccount && (
        <div>
          <Button
            type="button"
            data-tour="finished-uploading"
            disabled={documents.completing}
            onClick={() => documents.send({ type: "uploads.complete" })}
          >
            {t("documents.finished")}
          </Button>
        </div>
      )}
    </PageSection>
  );
};
