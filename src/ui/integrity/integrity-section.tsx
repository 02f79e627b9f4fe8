import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import type { IntegrityView } from "../../../contracts/schema/integrity.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { formatNumber, localeOfLanguage } from "../../i18n/formatting.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { Button, ErrorMessage, Hint } from "../forms/form-styles.ts";
import { knownCode } from "../forms/known-code.ts";
import { AllClear, Code, Counts, Found, ProblemTable, Section } from "./integrity-styles.ts";
import { useIntegrityCheck } from "./use-integrity-check.ts";

const ERRORS = ["forbidden", "offline", "timeout", "unauthenticated", "rate_limited"] as const;
const errorKey = (code: string) => `integrity.errors.${knownCode(ERRORS, code)}` as const;

/** What was counted, in the order the section lists it. */
const COUNTS = ["files", "documents", "leaves", "treeHeads", "reports", "auditAccounts", "queued"] as const;

/** The counts, the latest signed tree head and when the check ran. */
const Figures = ({ report, locale }: { report: IntegrityView; locale: string }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <h3 id={`${id}-figures`}>{t("integrity.figures")}</h3>
      <Counts aria-labelledby={`${id}-figures`}>
        {COUNTS.map((count) => (
          <Fragment key={count}>
            <dt>{t(`integrity.counts.${count}`)}</dt>
            <dd>{formatNumber(report.counts[count], locale)}</dd>
          </Fragment>
        ))}
        <dt>{t("integrity.counts.treeSize")}</dt>
        <dd>{formatNumber(report.treeSize, locale)}</dd>
        <dt>{t("integrity.counts.rootHash")}</dt>
        <dd>{report.rootHash ? <Code>{report.rootHash}</Code> : t("integrity.noRoot")}</dd>
        <dt>{t("integrity.counts.checkedAt")}</dt>
        <dd>
          <time dateTime={report.checkedAt}>{formatDateTimeFor(report.checkedAt, locale)}</time>
        </dd>
      </Counts>
    </>
  );
};

/** The problems the admin may read in full (the log's and the organisation's own), as a table. */
const Problems = ({ report }: { report: IntegrityView }) => {
  const { t } = useTranslation();
  if (report.problems.length === 0) return null;
  return (
    <ProblemTable>
      <caption>{t("integrity.table.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("integrity.table.area")}</th>
          <th scope="col">{t("integrity.table.subject")}</th>
          <th scope="col">{t("integrity.table.problem")}</th>
        </tr>
      </thead>
      <tbody>
        {report.problems.map((problem, i) => (
          <tr key={`${problem.area} ${problem.subject} ${i}`}>
            <td data-label={t("integrity.table.area")}>
              {t(`integrity.areas.${problem.area}`, { defaultValue: problem.area })}
            </td>
            <td data-label={t("integrity.table.subject")}>
              <Code>{problem.subject}</Code>
            </td>
            <td data-label={t("integrity.table.problem")}>
              {/* The check's own words, in English: technical, shown as they are. */}
              <Code lang="en">{problem.problem}</Code>
            </td>
          </tr>
        ))}
      </tbody>
    </ProblemTable>
  );
};

/**
 * "Integrity" on an admin's home page (issue 9): runs the check `npm run integrity` makes, on request,
 * and shows that everything checks out, or what is wrong (docs/integrity.md).
 */
export const IntegritySection = () => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  const { send, screen, report, errorCode } = useIntegrityCheck();
  const checking = screen === "checking";
  const total = report ? report.problems.length + report.otherOrganisations : 0;

  const press = () => {
    if (screen === "idle") send({ type: "integrity.check" });
    else if (screen === "failed") send({ type: "integrity.retry" });
    else if (screen === "ok" || screen === "problems") send({ type: "integrity.recheck" });
  };
  const label =
    screen === "idle"
      ? t("integrity.check")
      : checking
        ? t("integrity.checking")
        : screen === "failed"
          ? t("integrity.retry")
          : t("integrity.checkAgain");

  return (
    <Section aria-labelledby={`${id}-heading`} aria-busy={checking}>
      <h2 id={`${id}-heading`}>{t("integrity.heading")}</h2>
      <Hint>{t("integrity.intro")}</Hint>
      <div>
        {/* Kept focusable while the check runs, so that a keyboard user stays where they were. */}
        <Button type="button" aria-disabled={checking || undefined} onClick={checking ? undefined : press}>
          {label}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {checking && <p>{t("integrity.inProgress")}</p>}
        {screen === "ok" && <AllClear>{t("integrity.ok")}</AllClear>}
        {screen === "problems" && (
          <Found>{t("integrity.problemsFound", { count: total, n: formatNumber(total, locale) })}</Found>
        )}
      </div>
      {screen === "failed" && (
        <ErrorMessage role="alert">
          {t("integrity.failed")} {t(errorKey(errorCode ?? ""))}
        </ErrorMessage>
      )}
      {report && (screen === "ok" || screen === "problems") && (
        <>
          {screen === "problems" && <Problems report={report} />}
          {screen === "problems" && report.problems.length > 0 && <Hint>{t("integrity.englishHint")}</Hint>}
          {report.otherOrganisations > 0 && (
            <div>
              <p>
                {t("integrity.otherOrganisations", { n: formatNumber(report.otherOrganisations, locale) })}
              </p>
              <Hint>{t("integrity.otherHint")}</Hint>
            </div>
          )}
          <Figures report={report} locale={locale} />
          <Hint>{t("integrity.reuseHint")}</Hint>
        </>
      )}
    </Section>
  );
};
