import { knownCode } from "../forms/known-code.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  FINDING_TYPES,
  mayRunContradictionChecks,
  type Finding,
} from "../../../contracts/schema/contradictions.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { formatNumber, localeOfLanguage } from "../../i18n/formatting.ts";
import { accountOf } from "../../machines/session/session.machine.ts";
import {
  Button,
  ErrorMessage,
  Field,
  Hint,
  Label,
  Notice,
  SecondaryButton,
  Select,
} from "../forms/form-styles.ts";
import { useDocuments } from "../documents/use-documents.ts";
import { Lead, Page } from "../pages/page.tsx";
import { SessionActor } from "../session/session-actor.tsx";
import { FindingCard } from "./finding-card.tsx";
import { useContradictions } from "./use-contradictions.ts";

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
`;

const Panel = styled.section`
  display: grid;
  gap: 0.9rem;
  margin-bottom: 1.5rem;
  padding: 1.25rem;
  border-radius: 8px;
  background: var(--avow-surface);
  & h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
`;

const Group = styled.section`
  display: grid;
  gap: 0.9rem;
  margin-top: 1.5rem;
  & h3 {
    margin: 0;
    color: var(--avow-primary);
  }
`;

const Earlier = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  & button {
    font: inherit;
    background: none;
    border: none;
    padding: 0;
    color: var(--avow-primary);
    text-decoration: underline;
    cursor: pointer;
  }
`;

const ERRORS = ["text_not_ready", "no_text", "forbidden", "not_found", "offline", "rate_limited"] as const;
const errorKey = (code: string) => `contradictions.errors.${knownCode(ERRORS, code)}` as const;

/**
 * An account's contradiction checks (/app/accounts/:id/contradictions): choose a document and check it
 * against itself and every other document with text; the report shows findings grouped by type, each with
 * both passages side by side, the conflicting values marked, and the professional's mark.
 */
export const ContradictionsPage = ({
  accountUuid,
  documentUuid,
}: {
  accountUuid: string;
  documentUuid: string | null;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const account = SessionActor.useSelector(accountOf);
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const documents = useDocuments(accountUuid);
  const checks = useContradictions(accountUuid, documentUuid);
  const withText = useMemo(
    () => documents.items.filter((document) => document.extractionStatus === "done"),
    [documents.items],
  );
  const send = checks.send;
  useEffect(() => {
    send({
      type: "documents.changed",
      documents: withText.map((document) => ({ uuid: document.uuid, sha256: document.sha256 })),
    });
  }, [withText, send]);
  // The newest document with text is the natural one to check when none was chosen.
  useEffect(() => {
    if (checks.documentUuid === null && withText[0])
      send({ type: "document.selected", documentUuid: withText[0].uuid });
  }, [checks.documentUuid, withText, send]);

  const own = account?.uuid === accountUuid;
  const canRun = account !== null && mayRunContradictionChecks(account.roles);
  const documentLink = own
    ? ({ to: "/app" } as const)
    : ({ to: "/app/clients/$clientId", params: { clientId: accountUuid } } as const);
  const report = checks.report;
  const grouped = report
    ? FINDING_TYPES.map(
        (type) => [type, report.findings.filter((finding) => finding.type === type)] as const,
      ).filter(([, findings]) => findings.length > 0)
    : [];
  const checkedName = (uuid: string) =>
    report?.inputs.find((input) => input.documentUuid === uuid)?.fileName ??
    documents.items.find((document) => document.uuid === uuid)?.fileName ??
    "";

  return (
    <Page title={t("contradictions.title")}>
      <Back to={documentLink.to} params={documentLink.params} search={(previous) => ({ org: previous.org })}>
        {own ? t("contradictions.backOwn") : t("contradictions.backClient")}
      </Back>
      <Lead>{t("contradictions.lead")}</Lead>

      {canRun && (
        <Panel aria-labelledby={`${id}-check`}>
          <h2 id={`${id}-check`}>{t("contradictions.checkTitle")}</h2>
          {documents.loadedOnce && withText.length === 0 ? (
            <p>{t("contradictions.noDocuments")}</p>
          ) : (
            <Row>
              <Field>
                <Label htmlFor={`${id}-document`}>{t("contradictions.document")}</Label>
                <Select
                  id={`${id}-document`}
                  value={checks.documentUuid ?? ""}
                  disabled={checks.checking}
                  onChange={(event) => send({ type: "document.selected", documentUuid: event.target.value })}
                >
                  {withText.map((document) => (
                    <option key={document.uuid} value={document.uuid}>
                      {document.fileName}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button
                type="button"
                disabled={checks.checking || checks.documentUuid === null}
                onClick={() => send({ type: "check.start" })}
              >
                {checks.checking ? t("contradictions.checking") : t("contradictions.check")}
              </Button>
            </Row>
          )}
          <Hint>{t("contradictions.checkHint", { count: Math.max(0, withText.length - 1) })}</Hint>
        </Panel>
      )}

      <div role="status" aria-live="polite">
        {checks.checking && <Notice>{t("contradictions.checkingLong")}</Notice>}
        {checks.loading && !report && <p>{t("contradictions.loading")}</p>}
      </div>
      {checks.errorCode && <ErrorMessage role="alert">{t(errorKey(checks.errorCode))}</ErrorMessage>}
      {checks.idle && !checks.checking && <p>{t("contradictions.none")}</p>}

      {report && (
        <section aria-labelledby={`${id}-report`}>
          <h2 id={`${id}-report`}>
            {t("contradictions.reportTitle", {
              name: checkedName(report.documentUuid),
              date: formatDateTimeFor(report.createdAt, locale),
            })}
          </h2>
          {checks.stale && canRun && (
            <Notice>
              {t("contradictions.stale")}{" "}
              <SecondaryButton
                type="button"
                disabled={checks.checking}
                onClick={() => send({ type: "check.start" })}
              >
                {t("contradictions.checkAgain")}
              </SecondaryButton>
            </Notice>
          )}
          <Hint>
            {t("contradictions.coverage", {
              documents: formatNumber(report.coverage.documents, locale),
              sentences: formatNumber(report.coverage.sentences, locale),
              claims: formatNumber(report.coverage.claims, locale),
              languages: report.coverage.languages
                .map(
                  (language) =>
                    new Intl.DisplayNames([locale], { type: "language" }).of(language) ?? language,
                )
                .join(", "),
              version: report.engineVersion,
            })}
          </Hint>
          {report.findings.length === 0 ? (
            <Notice role="status">{t("contradictions.nothingFound")}</Notice>
          ) : (
            <p>{t("contradictions.found", { count: report.findings.length })}</p>
          )}
          {grouped.map(([type, findings]) => (
            <Group key={type} aria-labelledby={`${id}-${type}`}>
              <h3 id={`${id}-${type}`}>
                {t(`contradictions.types.${type}`)} ({formatNumber(findings.length, locale)})
              </h3>
              {findings.map((finding: Finding) => (
                <FindingCard
                  key={finding.uuid}
                  finding={finding}
                  documentLink={documentLink}
                  canMark={canRun}
                  saving={checks.updatingFinding === finding.uuid}
                  onUpdate={(update) => send({ type: "finding.update", findingUuid: finding.uuid, update })}
                />
              ))}
            </Group>
          ))}
        </section>
      )}

      {checks.reports.length > 1 && (
        <Panel aria-labelledby={`${id}-earlier`} style={{ marginTop: "2rem" }}>
          <h2 id={`${id}-earlier`}>{t("contradictions.earlier")}</h2>
          <Earlier>
            {checks.reports.map((summary) => (
              <li key={summary.uuid}>
                <button
                  type="button"
                  aria-current={summary.uuid === report?.uuid ? "true" : undefined}
                  onClick={() => send({ type: "report.open", reportUuid: summary.uuid })}
                >
                  {formatDateTimeFor(summary.createdAt, locale)}
                </button>{" "}
                {t("contradictions.earlierCounts", { count: summary.findings, open: summary.open })}
              </li>
            ))}
          </Earlier>
        </Panel>
      )}
    </Page>
  );
};
