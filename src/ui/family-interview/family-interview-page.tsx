import { useCallback, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, isLanguage, type Language } from "../../../contracts/schema/language.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { Button, ErrorMessage, Notice, Select } from "../forms/form-styles.ts";
import { Lead, Page } from "../pages/page.tsx";
import { usePageLanguage } from "../shell/page-language.tsx";
import { Column, RestoredNotice, StepHeading, TopBar } from "./interview-styles.ts";
import {
  ConsentStep,
  interviewErrorKey,
  IntroStep,
  namesOf,
  QuestionStep,
  ReviewStep,
} from "./interview-steps.tsx";
import { useFamilyInterview } from "./use-family-interview.ts";

/** Each language in its own words ("Español", "Deutsch"), as a person looking for theirs reads it. */
const OWN_NAMES = Object.fromEntries(
  LANGUAGES.map((language) => {
    const locale = localeOfLanguage(language);
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(language) ?? language;
    return [language, name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)];
  }),
) as Readonly<Record<Language, string>>;

const LanguagePicker = ({ value, onChange }: { value: Language; onChange: (language: Language) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TopBar>
      <label htmlFor={id}>{t("familyInterview.language")}</label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {OWN_NAMES[language]}
          </option>
        ))}
      </Select>
    </TopBar>
  );
};

/**
 * The relative's page behind the emailed link (/family-interview/$token: no skin, no sign-in, no header or
 * footer): in the invitation's language (or the one the relative picks), who asks and why, the consent,
 * one question at a time, the review, and thanks; or why the link does not work.
 */
export const FamilyInterviewPage = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const view = useFamilyInterview(token);
  const { screen, invitation, language } = view;

  // The page speaks the invitation's language, then the one the relative picks.
  usePageLanguage(language);

  // Each new step takes the focus (its heading, or the answer box), so keyboard and screen-reader users
  // start where the new content starts.
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusRef = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);
  const stepKey = `${screen}:${view.progress.number}`;
  useEffect(() => {
    if (screen !== "submitting") focusTarget.current?.focus();
  }, [stepKey, screen]);

  const title = t("familyInterview.title");
  if (screen === "loading") {
    return (
      <Page title={title}>
        <Lead role="status">{t("familyInterview.loading")}</Lead>
      </Page>
    );
  }
  if (screen === "invalid" || screen === "used" || screen === "expired") {
    return (
      <Page title={title}>
        <Column>
          <StepHeading ref={focusRef} tabIndex={-1}>
            {t(`familyInterview.dead.${screen}.heading`)}
          </StepHeading>
          <ErrorMessage role="alert">{t(`familyInterview.dead.${screen}.body`)}</ErrorMessage>
        </Column>
      </Page>
    );
  }
  if (screen === "failed" || invitation === null) {
    return (
      <Page title={title}>
        <Column>
          <ErrorMessage role="alert">
            {t("familyInterview.failed")} {t(interviewErrorKey(view.errorCode))}
          </ErrorMessage>
          <div>
            <Button type="button" onClick={() => view.send({ type: "interview.retry" })}>
              {t("familyInterview.retry")}
            </Button>
          </div>
        </Column>
      </Page>
    );
  }
  const step = { view, invitation, focusRef };
  return (
    <Page title={title}>
      <LanguagePicker
        value={language ?? invitation.language}
        onChange={(chosen) => view.send({ type: "language.changed", language: chosen })}
      />
      {screen === "submitted" ? (
        <Column>
          <StepHeading ref={focusRef} tabIndex={-1}>
            {t("familyInterview.submitted.heading")}
          </StepHeading>
          <Notice role="status">{t("familyInterview.submitted.body", namesOf(invitation))}</Notice>
        </Column>
      ) : (
        <>
          {view.restored && <RestoredNotice role="status">{t("familyInterview.restored")}</RestoredNotice>}
          {screen === "intro" && <IntroStep {...step} />}
          {screen === "consent" && <ConsentStep {...step} />}
          {screen === "question" && <QuestionStep {...step} />}
          {(screen === "review" || screen === "submitting") && (
            <ReviewStep {...step} submitting={screen === "submitting"} />
          )}
        </>
      )}
    </Page>
  );
};
