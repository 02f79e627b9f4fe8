import { styled } from "@linaria/react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AuditEvent } from "../../../contracts/schema/audit.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { formatNumber, localeOfLanguage } from "../../i18n/formatting.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { ErrorMessage, Hint, Notice, SecondaryButton, SmallButton } from "../forms/form-styles.ts";
import { knownCode } from "../forms/known-code.ts";
import { PageSection, WordTable } from "../pages/card-table.ts";
import { useAuditTrail } from "./use-audit-trail.ts";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const Table = styled(WordTable)`
  & td[data-column="document"] {
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: var(--avow-muted);
  }
`;

// The broken chain in the warning colours, with words that say so (colour is never the only sign).
const Broken = styled(ErrorMessage)`
  font-weight: 600;
`;

const ERRORS = ["forbidden", "not_found", "offline"] as const;

/** The export buttons, in the order shown. */
const EXPORTS = [
  { format: "json", label: "audit.exportJson" },
  { format: "csv", label: "audit.exportCsv" },
] as const;
const errorKey = (code: string) => `audit.errors.${knownCode(ERRORS, code)}` as const;

/** Whether the event is about a document (by its own subject, or naming one in its details). */
const isAboutDocument = (event: AuditEvent): boolean =>
  typeof event.details.document === "string" ||
  event.action.startsWith("document.") ||
  event.action.startsWith("statement.");

/**
 * A client's audit trail on their page, for the organisation's professionals: every event (when, who,
 * what, on which document), newest first, older ones on request; whether the chain holds; and exports.
 */
export const AuditTrailSection = ({ accountUuid }: { accountUuid: string }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const trail = useAuditTrail(accountUuid);
  const { send } = trail;
  // Buttons stay focusable while their work runs (aria-disabled, not disabled), so that a keyboard user
  // keeps their place; when the last older page is in, the button goes and focus moves to the count.
  const shown = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loadMorePressed = useRef(false);
  useEffect(() => {
    if (trail.loadingMore || !loadMorePressed.current) return;
    loadMorePressed.current = false;
    if (!trail.hasMore && document.activeElement === document.body) shown.current?.focus();
  }, [trail.loadingMore, trail.hasMore]);

  /** The details an event carries, in words: a reason, a status, a category, a count. */
  const detailsOf = (event: AuditEvent): string[] => {
    const { details } = event;
    const words: string[] = [];
    if (typeof details.reason === "string")
      words.push(t(`audit.reasons.${details.reason}`, { defaultValue: details.reason }));
    if (typeof details.status === "string")
      words.push(t(`audit.findingStatus.${details.status}`, { defaultValue: details.status }));
    if (typeof details.category === "string")
      words.push(t(`documents.categories.${details.category}`, { defaultValue: details.category }));
    if (typeof details.relationship === "string")
      words.push(
        t(`familyInterview.relationships.${details.relationship}`, { defaultValue: details.relationship }),
      );
    if (typeof details.version === "number") words.push(t("audit.version", { version: details.version }));
    if (typeof details.findings === "number") words.push(t("audit.findings", { count: details.findings }));
    if (details.invitationSent === true) words.push(t("audit.invitationSent"));
    return words;
  };

  return (
    <PageSection aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t("audit.title")}
      </h2>
      <Hint>{t("audit.lead")}</Hint>
      <div role="status" aria-live="polite">
        {trail.chainValid === true && trail.total > 0 && <Notice>{t("audit.chainIntact")}</Notice>}
      </div>
      {trail.chainValid === false && (
        <Broken role="alert">{t("audit.chainBroken", { seq: trail.brokenAt ?? 0 })}</Broken>
      )}
      {trail.failed ? (
        <ErrorMessage role="alert">
          {t("audit.failed")} {t(errorKey(trail.errorCode ?? ""))}{" "}
          <SecondaryButton
            type="button"
            onClick={() => {
              send({ type: "trail.reload" });
              // The button goes with the alert: focus waits on the section's heading, not on the page.
              heading.current?.focus();
            }}
          >
            {t("audit.retry")}
          </SecondaryButton>
        </ErrorMessage>
      ) : (
        trail.errorCode && <ErrorMessage role="alert">{t(errorKey(trail.errorCode))}</ErrorMessage>
      )}
      {trail.loadedOnce && (
        <Bar>
          <SmallButton
            type="button"
            aria-disabled={trail.loading || undefined}
            onClick={() => {
              if (!trail.loading) send({ type: "trail.reload" });
            }}
          >
            {t("audit.refresh")}
          </SmallButton>
          {EXPORTS.map(({ format, label }) => (
            <SmallButton
              key={format}
              type="button"
              aria-describedby={`${id}-export-hint`}
              aria-disabled={trail.busyExporting || undefined}
              onClick={() => {
                if (!trail.busyExporting) send({ type: "export.start", format });
              }}
            >
              {trail.exporting === format ? t("audit.exporting") : t(label)}
            </SmallButton>
          ))}
        </Bar>
      )}
      {trail.loadedOnce && <Hint id={`${id}-export-hint`}>{t("audit.exportHint")}</Hint>}
      {trail.exportErrorCode && (
        <ErrorMessage role="alert">
          {t("audit.exportFailed")} {t(errorKey(trail.exportErrorCode))}
        </ErrorMessage>
      )}
      {!trail.loadedOnce && trail.loading && <p role="status">{t("audit.loading")}</p>}
      {trail.loadedOnce && trail.items.length === 0 && <p>{t("audit.empty")}</p>}
      {trail.items.length > 0 && (
        <Table>
          <caption>{t("audit.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("audit.columns.seq")}</th>
              <th scope="col">{t("audit.columns.when")}</th>
              <th scope="col">{t("audit.columns.who")}</th>
              <th scope="col">{t("audit.columns.what")}</th>
              <th scope="col">{t("audit.columns.document")}</th>
            </tr>
          </thead>
          <tbody>
            {trail.items.map((event) => {
              const words = detailsOf(event);
              return (
                <tr key={event.seq}>
                  <td data-label={t("audit.columns.seq")}>{event.seq}</td>
                  <td data-label={t("audit.columns.when")}>
                    <time dateTime={event.occurredAt}>{formatDateTimeFor(event.occurredAt, locale)}</time>
                  </td>
                  <td data-label={t("audit.columns.who")}>
                    {event.actor.account ? (
                      // One block, so that on phones the name and role stay together beside the label.
                      <div>
                        {`${event.actor.account.firstName} ${event.actor.account.lastName}`}
                        <small>{t(`audit.roles.${event.actor.role}`)}</small>
                      </div>
                    ) : (
                      t(`audit.actors.${event.actor.role}`)
                    )}
                  </td>
                  <td data-label={t("audit.columns.what")}>
                    <div>
                      {t(`audit.actions.${event.action}`, { defaultValue: event.action })}
                      {words.length > 0 && <small>{words.join(" · ")}</small>}
                    </div>
                  </td>
                  <td data-column="document" data-label={t("audit.columns.document")}>
                    {event.document
                      ? event.document.fileName
                      : isAboutDocument(event)
                        ? t("audit.documentGone")
                        : ""}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {trail.loadedOnce && trail.total > 0 && (
        <Hint ref={shown} tabIndex={-1}>
          {t("audit.shown", {
            shown: formatNumber(trail.items.length, locale),
            total: formatNumber(trail.total, locale),
          })}
        </Hint>
      )}
      {trail.hasMore && (
        <Bar>
          <SecondaryButton
            type="button"
            aria-disabled={trail.loadingMore || undefined}
            onClick={() => {
              if (trail.loadingMore) return;
              loadMorePressed.current = true;
              send({ type: "trail.loadMore" });
            }}
          >
            {trail.loadingMore ? t("audit.loadingMore") : t("audit.loadMore")}
          </SecondaryButton>
        </Bar>
      )}
    </PageSection>
  );
};
