import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  MAX_ANSWER_LENGTH,
  type InterviewInvitation,
  type InterviewQuestion,
} from "../../../contracts/schema/family-interviews.ts";
import { formatDateFor } from "../../i18n/dates.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { Button, ErrorMessage, Hint, SecondaryButton, SmallButton } from "../forms/form-styles.ts";
import { knownCode } from "../forms/known-code.ts";
import {
  AnswerArea,
  Column,
  ConsentBox,
  Progress,
  QuestionLabel,
  ReviewList,
  StepButtons,
  StepHeading,
} from "./interview-styles.ts";
import type { useFamilyInterview } from "./use-family-interview.ts";

export type InterviewView = ReturnType<typeof useFamilyInterview>;

/** Where focus goes when a step shows: its heading, or the answer box of a question. */
export interface StepProps {
  readonly view: InterviewView;
  readonly invitation: InterviewInvitation;
  readonly focusRef: (element: HTMLElement | null) => void;
}

const ERRORS = ["offline", "rate_limited", "consent_required", "no_answers", "invalid_request"] as const;
export const interviewErrorKey = (code: string | null) =>
  `familyInterview.errors.${knownCode(ERRORS, code ?? "")}` as const;

/** The names the texts use: who asks, from where, about whom. */
export const namesOf = (invitation: InterviewInvitation) => ({
  professional: `${invitation.askedBy.firstName} ${invitation.askedBy.lastName}`,
  organisation: invitation.askedBy.organisation,
  client: `${invitation.client.firstName} ${invitation.client.lastName}`,
  firstName: invitation.client.firstName,
});

const useQuestionText = (invitation: InterviewInvitation) => {
  const { t } = useTranslation();
  return (question: InterviewQuestion) =>
    t(`familyInterview.questions.${question}`, { name: invitation.client.firstName });
};

/** Who asks, about whom, and why; how long it takes and until when the link works. */
export const IntroStep = ({ view, invitation, focusRef }: StepProps) => {
  const { t, i18n } = useTranslation();
  const names = namesOf(invitation);
  const locale = localeOfLanguage(uiLanguageOf(i18n.language));
  return (
    <Column>
      <StepHeading ref={focusRef} tabIndex={-1}>
        {t("familyInterview.intro.heading")}
      </StepHeading>
      <p>{t("familyInterview.intro.askedBy", names)}</p>
      <p>
        {t("familyInterview.intro.invitedAs", {
          relationship: t(`familyInterview.relationships.${invitation.relationship}`),
        })}
      </p>
      <p>{t("familyInterview.intro.why", names)}</p>
      <p>{t("familyInterview.intro.howLong", { total: invitation.questions.length })}</p>
      <p>{t("familyInterview.intro.expires", { date: formatDateFor(invitation.expiresAt, locale) })}</p>
      <div>
        <Button type="button" onClick={() => view.send({ type: "interview.start" })}>
          {t("familyInterview.intro.start")}
        </Button>
      </div>
    </Column>
  );
};

/** The consent statement and its checkbox, which must be ticked to go on. */
export const ConsentStep = ({ view, invitation, focusRef }: StepProps) => {
  const { t } = useTranslation();
  const id = useId();
  const names = namesOf(invitation);
  const missing = view.problem === "consentRequired";
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.send({ type: "interview.next" });
  };
  return (
    <form onSubmit={next} noValidate>
      <Column>
        <StepHeading ref={focusRef} tabIndex={-1}>
          {t("familyInterview.consent.heading")}
        </StepHeading>
        <p id={`${id}-statement`}>{t("familyInterview.consent.statement", names)}</p>
        <p>
          <a href="/privacy" target="_blank" rel="noopener noreferrer">
            {t("familyInterview.consent.privacy")}
          </a>
        </p>
        <ConsentBox>
          <input
            id={`${id}-agree`}
            type="checkbox"
            checked={view.consent}
            aria-invalid={missing || undefined}
            aria-describedby={[`${id}-statement`, missing ? `${id}-problem` : ""].filter(Boolean).join(" ")}
            onChange={(event) => view.send({ type: "consent.changed", agreed: event.target.checked })}
          />
          <label htmlFor={`${id}-agree`}>{t("familyInterview.consent.agree", names)}</label>
        </ConsentBox>
        {missing && (
          <ErrorMessage id={`${id}-problem`} role="alert">
            {t("familyInterview.consent.required")}
          </ErrorMessage>
        )}
        <StepButtons>
          <SecondaryButton type="button" onClick={() => view.send({ type: "interview.back" })}>
            {t("familyInterview.buttons.back")}
          </SecondaryButton>
          <Button type="submit">{t("familyInterview.buttons.next")}</Button>
        </StepButtons>
      </Column>
    </form>
  );
};

/** One question: where it stands in the questionnaire, the answer box, back and next. */
export const QuestionStep = ({ view, invitation, focusRef }: StepProps) => {
  const { t } = useTranslation();
  const id = useId();
  const questionText = useQuestionText(invitation);
  const question = view.question;
  if (question === null) return null;
  const progress = t("familyInterview.question.progress", view.progress);
  const isLast = view.progress.number === view.progress.total;
  const nextLabel = view.editingFromReview
    ? t("familyInterview.buttons.backToReview")
    : isLast
      ? t("familyInterview.buttons.toReview")
      : t("familyInterview.buttons.next");
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.send({ type: "interview.next" });
  };
  return (
    <form onSubmit={next} noValidate>
      <Column>
        <StepHeading id={`${id}-progress`}>{progress}</StepHeading>
        <Progress value={view.progress.number} max={view.progress.total} aria-labelledby={`${id}-progress`} />
        <QuestionLabel htmlFor={`${id}-answer`}>{questionText(question)}</QuestionLabel>
        <AnswerArea
          // A new box per question: the browser's own undo history stays with its question.
          key={question}
          ref={focusRef}
          id={`${id}-answer`}
          name={question}
          maxLength={MAX_ANSWER_LENGTH}
          value={view.answers[question] ?? ""}
          aria-describedby={`${id}-progress ${id}-hint`}
          onChange={(event) => view.send({ type: "answer.changed", value: event.target.value })}
        />
        <Hint id={`${id}-hint`}>
          {t("familyInterview.question.hint")} {t("familyInterview.question.kept")}
        </Hint>
        <StepButtons>
          <SecondaryButton type="button" onClick={() => view.send({ type: "interview.back" })}>
            {t("familyInterview.buttons.back")}
          </SecondaryButton>
          <Button type="submit">{nextLabel}</Button>
        </StepButtons>
      </Column>
    </form>
  );
};

/** Every answer, each with its Change button; sending, and a failed send with its reason and a retry. */
export const ReviewStep = ({
  view,
  invitation,
  focusRef,
  submitting,
}: StepProps & { readonly submitting: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const questionText = useQuestionText(invitation);
  const send = () => view.send({ type: view.submitFailed ? "interview.retry" : "interview.submit" });
  return (
    <Column aria-busy={submitting}>
      <StepHeading ref={focusRef} tabIndex={-1}>
        {t("familyInterview.review.heading")}
      </StepHeading>
      <p>{t("familyInterview.review.lead")}</p>
      <ReviewList>
        {invitation.questions.map((question) => {
          const answer = view.answers[question] ?? "";
          const blank = answer.trim() === "";
          return (
            <div key={question}>
              <dt id={`${id}-${question}`}>{questionText(question)}</dt>
              <dd data-empty={blank ? "" : undefined}>
                {blank ? t("familyInterview.review.noAnswer") : answer}
              </dd>
              <SmallButton
                type="button"
                disabled={submitting}
                aria-label={t("familyInterview.review.editLabel", { question: questionText(question) })}
                onClick={() => view.send({ type: "interview.edit", question })}
              >
                {t("familyInterview.review.edit")}
              </SmallButton>
            </div>
          );
        })}
      </ReviewList>
      {view.problem === "noAnswers" && (
        <ErrorMessage role="alert">{t("familyInterview.review.noAnswers")}</ErrorMessage>
      )}
      {view.submitFailed && (
        <ErrorMessage role="alert">
          {t("familyInterview.review.failed")} {t(interviewErrorKey(view.errorCode))}
        </ErrorMessage>
      )}
      <StepButtons>
        <SecondaryButton
          type="button"
          disabled={submitting}
          onClick={() => view.send({ type: "interview.back" })}
        >
          {t("familyInterview.buttons.back")}
        </SecondaryButton>
        <Button type="button" disabled={submitting} onClick={send}>
          {submitting
            ? t("familyInterview.review.submitting")
            : view.submitFailed
              ? t("familyInterview.review.retry")
              : t("familyInterview.review.submit")}
        </Button>
      </StepButtons>
    </Column>
  );
};
