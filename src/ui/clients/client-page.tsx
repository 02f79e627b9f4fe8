import { uiLanguageOf } from "../../i18n/language.ts";
import { AuditTrailSection } from "../audit/audit-trail-section.tsx";
import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isProfessional, type Account } from "../../../contracts/schema/account.ts";
import type { ClientSummary } from "../../../contracts/schema/clients.ts";
import { type Language } from "../../../contracts/schema/language.ts";
import { countryName } from "../../i18n/countries.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { formatNumber, localeOfLanguage } from "../../i18n/formatting.ts";
import { searchEngineUrl } from "../../i18n/search-engine.ts";
import { accountOf } from "../../machines/session/session.machine.ts";
import { Button, ErrorMessage, Hint, Notice } from "../forms/form-styles.ts";
import { Lead, Page } from "../pages/page.tsx";
import { DocumentsSection } from "../documents/documents-section.tsx";
import { FacebookSection } from "../facebook/facebook-section.tsx";
import { InterviewInvitationsSection } from "../interview-invitations/interview-invitations-section.tsx";
import { SessionActor } from "../session/session-actor.tsx";
import { allowedActions, ClientActions } from "./client-actions.tsx";
import { useClientSummary } from "./use-client-summary.ts";

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: 0.6rem 1.5rem;
  margin: 0 0 1.5rem;
  padding: 1.25rem;
  background: var(--avow-surface);
  border-radius: 8px;
  & dt {
    font-weight: 600;
    color: var(--avow-muted);
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
    gap: 0.2rem;
    & dd {
      margin-bottom: 0.6rem;
    }
  }
`;

const Heading = styled.h2`
  margin: 1.5rem 0 0.75rem;
  font-size: 1.25rem;
  color: var(--avow-primary);
`;

const SearchLink = styled.a`
  display: inline-block;
  margin-bottom: 0.25rem;
  font-weight: 600;
`;

const backSearch = (previous: { org?: string }) => ({ org: previous.org });

/** A client's page (/app/clients/:id): the summary a professional needs at a glance, and the actions. */
export const ClientPage = ({ uuid }: { uuid: string }) => {
  const { t } = useTranslation();
  const account = SessionActor.useSelector(accountOf);
  const page = useClientSummary(uuid);
  const [deleted, setDeleted] = useState(false);
  const summary = page.summary;
  const name = summary ? [summary.title, summary.firstName, summary.lastName].filter(Boolean).join(" ") : "";
  const back = (
    <Back to="/app" search={backSearch}>
      {t("clients.back")}
    </Back>
  );

  if (deleted && summary) {
    return (
      <Page title={name}>
        {back}
        <Notice role="status">{t("clients.page.deleted", { name })}</Notice>
      </Page>
    );
  }
  if (page.notFound) {
    return (
      <Page title={t("clients.page.notFound")}>
        {back}
        <Lead role="alert">{t("clients.page.notFoundBody")}</Lead>
      </Page>
    );
  }
  if (!summary) {
    return (
      <Page title={t("clients.page.title")}>
        {back}
        {page.failed ? (
          <ErrorMessage role="alert">
            {t("clients.page.failed")}{" "}
            <Button type="button" onClick={() => page.send({ type: "summary.reload" })}>
              {t("clients.retry")}
            </Button>
          </ErrorMessage>
        ) : (
          <Lead role="status">{t("clients.page.loading")}</Lead>
        )}
      </Page>
    );
  }
  return (
    <Page title={name}>
      {back}
      <SummaryDetails summary={summary} />
      <SearchLink
        href={searchEngineUrl(`${summary.firstName} ${summary.lastName}`, summary.country2)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby="client-search-hint"
      >
        {t("clients.page.searchWeb", { name: `${summary.firstName} ${summary.lastName}` })}
      </SearchLink>
      <Hint id="client-search-hint">{t("clients.page.searchWebHint")}</Hint>
      <FacebookSection accountUuid={summary.uuid} readOnly />
      {account && <DocumentsSection accountUuid={summary.uuid} account={account} />}
      {account && <InterviewInvitationsSection client={summary} account={account} />}
      {account && isProfessional(account.roles) && <AuditTrailSection accountUuid={summary.uuid} />}
      {account && (
        <PageActions
          account={account}
          summary={summary}
          onDeleted={() => setDeleted(true)}
          send={page.send}
        />
      )}
    </Page>
  );
};

const PageActions = ({
  account,
  summary,
  onDeleted,
  send,
}: {
  account: Account;
  summary: ClientSummary;
  onDeleted: () => void;
  send: ReturnType<typeof useClientSummary>["send"];
}) => {
  const { t } = useTranslation();
  const allowed = allowedActions(account, summary);
  if (!allowed.invite && !allowed.assignToMe && !allowed.delete) return null;
  return (
    <section aria-labelledby="client-actions-title">
      <Heading id="client-actions-title">{t("clients.actionsColumn")}</Heading>
      <ClientActions
        account={account}
        client={summary}
        onOutcome={(outcome) => {
          if (outcome.type === "client.deleted") onDeleted();
          else send({ type: "client.changed", client: outcome.client });
        }}
      />
    </section>
  );
};

/** The summary as a description list, every date and number written the UI language's way. */
const SummaryDetails = ({ summary }: { summary: ClientSummary }) => {
  const { t, i18n } = useTranslation();
  const language: Language = uiLanguageOf(i18n.language);
  const locale = localeOfLanguage(language);
  const languageNames = new Intl.DisplayNames([locale], { type: "language" });
  const when = (value: string | null, none: string) => (value ? formatDateTimeFor(value, locale) : none);
  const categories = Object.entries(summary.documentsByCategory).filter(([, count]) => count > 0);
  return (
    <Details aria-label={t("clients.page.details")}>
      <dt>{t("clients.page.email")}</dt>
      <dd>{summary.email}</dd>
      <dt>{t("clients.page.status")}</dt>
      <dd>{t(`clients.status.${summary.status}`)}</dd>
      <dt>{t("clients.page.country")}</dt>
      <dd>{countryName(summary.country2, language) ?? summary.country2}</dd>
      <dt>{t("clients.page.language")}</dt>
      <dd>{languageNames.of(summary.language) ?? summary.language}</dd>
      <dt>{t("clients.page.invitationSentAt")}</dt>
      <dd>{when(summary.invitationSentAt, t("clients.page.notSent"))}</dd>
      <dt>{t("clients.page.practitioner")}</dt>
      <dd>
        {summary.assignedPractitioner
          ? `${summary.assignedPractitioner.firstName} ${summary.assignedPractitioner.lastName}`
          : t("clients.nobody")}
      </dd>
      <dt>{t("clients.page.documents")}</dt>
      <dd>
        {categories.length === 0 ? (
          t("clients.page.noDocuments")
        ) : (
          <ul>
            {categories.map(([category, count]) => (
              <li key={category}>
                {t(`documents.categories.${category}`, { defaultValue: category })}:{" "}
                {formatNumber(count, locale)}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{t("clients.page.uploadsCompletedAt")}</dt>
      <dd>{when(summary.uploadsCompletedAt, t("clients.page.notYet"))}</dd>
      <dt>{t("clients.page.lastCheck")}</dt>
      <dd>
        {when(summary.lastContradictionCheck, t("clients.page.never"))}
        {summary.lastContradictionCheck && (
          <>
            {" "}
            <Link
              to="/app/accounts/$accountId/contradictions"
              params={{ accountId: summary.uuid }}
              search={(previous) => ({ org: previous.org })}
            >
              {t("contradictions.summaryLink")}
            </Link>
          </>
        )}
      </dd>
      <dt>{t("clients.page.findings")}</dt>
      <dd>{formatNumber(summary.findings, locale)}</dd>
    </Details>
  );
};
