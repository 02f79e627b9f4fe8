import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { mayManageClients, type Account } from "../../../contracts/schema/account.ts";
import type { ClientSummary } from "../../../contracts/schema/clients.ts";
import type { FamilyInterview } from "../../../contracts/schema/family-interviews.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { Button, ErrorMessage, Hint, Notice, SecondaryButton, SmallButton } from "../forms/form-styles.ts";
import { knownCode } from "../forms/known-code.ts";
import { PageSection, WordTable } from "../pages/card-table.ts";
import { InviteRelativeForm } from "./invite-relative-form.tsx";
import { useInterviewInvitations } from "./use-interview-invitations.ts";

// Words stay whole on wider screens (as in the documents table), so "Withdraw" or a status never splits
// inside a narrow column; only names and addresses, which can be longer than a column, break anywhere.
const Table = styled(WordTable)`
  & td[data-column="relative"],
  & td[data-column="email"] {
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: var(--avow-muted);
  }
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
  & div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

const ERRORS = ["forbidden", "not_found", "offline"] as const;
const errorKey = (code: string) => `interviewInvitations.errors.${knownCode(ERRORS, code)}` as const;

/**
 * The family interviews of a client, on the client's page: every invitation (whom, how related, where it
 * stands, who sent it, when; the interview's document once answered) for every professional, and for
 * practitioners and admins the form that invites a relative and a way to withdraw one not answered.
 */
export const InterviewInvitationsSection = ({
  client,
  account,
}: {
  client: ClientSummary;
  account: Account;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = uiLanguageOf(i18n.language);
  const locale = localeOfLanguage(language);
  const languageNames = new Intl.DisplayNames([locale], { type: "language" });
  const invitations = useInterviewInvitations(client.uuid);
  const { send } = invitations;
  const manages = mayManageClients(account.roles);
  const onInvited = useCallback(
    (interview: FamilyInterview) => send({ type: "invitation.added", interview }),
    [send],
  );
  const when = (value: string) => formatDateTimeFor(value, locale);

  return (
    <PageSection aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("interviewInvitations.title")}</h2>
      <Hint>{t("interviewInvitations.lead")}</Hint>
      <div role="status" aria-live="polite">
        {invitations.notice && <Notice>{t(`interviewInvitations.${invitations.notice}`)}</Notice>}
      </div>
      {invitations.failed ? (
        <ErrorMessage role="alert">
          {t("interviewInvitations.failed")} {t(errorKey(invitations.errorCode ?? ""))}{" "}
          <SecondaryButton type="button" onClick={() => send({ type: "invitations.reload" })}>
            {t("interviewInvitations.retry")}
          </SecondaryButton>
        </ErrorMessage>
      ) : (
        invitations.errorCode && (
          <ErrorMessage role="alert">{t(errorKey(invitations.errorCode))}</ErrorMessage>
        )
      )}
      {invitations.confirming && invitations.withdrawing && (
        <Confirm role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            <strong>
              {t("interviewInvitations.confirmWithdraw", { name: invitations.withdrawing.relativeName })}
            </strong>
          </p>
          <p>{t("interviewInvitations.confirmBody")}</p>
          <div>
            <Button
              type="button"
              autoFocus
              disabled={invitations.busyWithdrawing}
              onClick={() => send({ type: "withdraw.confirm" })}
            >
              {invitations.busyWithdrawing
                ? t("interviewInvitations.withdrawing")
                : t("interviewInvitations.withdraw")}
            </Button>
            <SecondaryButton
              type="button"
              disabled={invitations.busyWithdrawing}
              onClick={() => send({ type: "withdraw.cancel" })}
            >
              {t("interviewInvitations.cancel")}
            </SecondaryButton>
          </div>
        </Confirm>
      )}
      {!invitations.loadedOnce && invitations.loading && (
        <p role="status">{t("interviewInvitations.loading")}</p>
      )}
      {invitations.loadedOnce && invitations.items.length === 0 && <p>{t("interviewInvitations.empty")}</p>}
      {invitations.items.length > 0 && (
        <Table aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t("interviewInvitations.columns.relative")}</th>
              <th scope="col">{t("interviewInvitations.columns.relationship")}</th>
              <th scope="col">{t("interviewInvitations.columns.email")}</th>
              <th scope="col">{t("interviewInvitations.columns.language")}</th>
              <th scope="col">{t("interviewInvitations.columns.status")}</th>
              <th scope="col">{t("interviewInvitations.columns.invitedBy")}</th>
              <th scope="col">{t("interviewInvitations.columns.dates")}</th>
              <th scope="col">{t("interviewInvitations.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {invitations.items.map((interview) => (
              <tr key={interview.uuid}>
                <td data-column="relative" data-label={t("interviewInvitations.columns.relative")}>
                  {interview.relativeName}
                </td>
                <td data-label={t("interviewInvitations.columns.relationship")}>
                  {t(`familyInterview.relationships.${interview.relationship}`)}
                </td>
                <td data-column="email" data-label={t("interviewInvitations.columns.email")}>
                  {interview.email}
                </td>
                <td data-label={t("interviewInvitations.columns.language")}>
                  {languageNames.of(interview.language) ?? interview.language}
                </td>
                <td data-label={t("interviewInvitations.columns.status")}>
                  {t(`interviewInvitations.status.${interview.status}`)}
                </td>
                <td data-label={t("interviewInvitations.columns.invitedBy")}>
                  {`${interview.invitedBy.firstName} ${interview.invitedBy.lastName}`}
                </td>
                <td data-label={t("interviewInvitations.columns.dates")}>
                  {t("interviewInvitations.dates.invited", { date: when(interview.createdAt) })}
                  <small>
                    {interview.submittedAt
                      ? t("interviewInvitations.dates.submitted", { date: when(interview.submittedAt) })
                      : t("interviewInvitations.dates.expires", { date: when(interview.expiresAt) })}
                  </small>
                </td>
                <td data-label={t("interviewInvitations.columns.actions")}>
                  <InterviewActions
                    interview={interview}
                    manages={manages}
                    confirming={invitations.confirming}
                    send={send}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {manages && (
        <InviteRelativeForm clientUuid={client.uuid} clientLanguage={client.language} onInvited={onInvited} />
      )}
    </PageSection>
  );
};

/** What a row offers: the interview's document once answered; otherwise, to those who manage, withdrawal. */
const InterviewActions = ({
  interview,
  manages,
  confirming,
  send,
}: {
  interview: FamilyInterview;
  manages: boolean;
  confirming: boolean;
  send: ReturnType<typeof useInterviewInvitations>["send"];
}) => {
  const { t } = useTranslation();
  if (interview.status === "submitted") {
    return interview.documentUuid ? (
      // The documents section is on the same page: the link scrolls to the document's row.
      <Link
        to="/app/clients/$clientId"
        params={{ clientId: interview.clientUuid }}
        search={(previous) => ({ org: previous.org })}
        hash={`document-${interview.documentUuid}`}
        aria-label={t("interviewInvitations.documentLabel", { name: interview.relativeName })}
      >
        {t("interviewInvitations.document")}
      </Link>
    ) : (
      <>{t("interviewInvitations.documentGone")}</>
    );
  }
  if (manages) {
    return (
      <SmallButton
        type="button"
        aria-label={t("interviewInvitations.withdrawLabel", { name: interview.relativeName })}
        disabled={confirming}
        onClick={() => send({ type: "withdraw.start", uuid: interview.uuid })}
      >
        {t("interviewInvitations.withdraw")}
      </SmallButton>
    );
  }
  return null;
};
