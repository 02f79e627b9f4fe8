import {
  MAX_ANSWER_LENGTH,
  type InterviewQuestion,
  type InterviewSubmission,
} from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";

/** Where the relative is in the questionnaire (the states a reload can come back to). */
export type InterviewStep = "intro" | "consent" | "question" | "review";

export type InterviewAnswers = Readonly<Partial<Record<InterviewQuestion, string>>>;

/**
 * What this browser keeps so that a reload resumes where the relative was: the step, the question shown,
 * the consent, the answers and the language chosen. Never the link's token (the edge keys it by a digest).
 */
export interface InterviewDraft {
  readonly step: InterviewStep;
  readonly index: number;
  readonly consent: boolean;
  readonly answers: InterviewAnswers;
  readonly language: Language | null;
}

/** An answer as kept: at most the contract's length. */
export const clampAnswer = (value: string): string => value.slice(0, MAX_ANSWER_LENGTH);

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === "";

/** Whether at least one question has an answer that is not blank (the least worth sending). */
export const hasAnyAnswer = (
  answers: InterviewAnswers,
  questions: ReadonlyArray<InterviewQuestion>,
): boolean => questions.some((question) => !isBlank(answers[question]));

/**
 * A stored draft made to fit the invitation as it is now: answers only to its questions, the question shown
 * within range, and no question nor review without the consent (which is asked again).
 */
export const resumeOf = (
  draft: InterviewDraft,
  questions: ReadonlyArray<InterviewQuestion>,
): InterviewDraft => {
  const answers: Partial<Record<InterviewQuestion, string>> = {};
  for (const question of questions) {
    const answer = draft.answers[question];
    if (typeof answer === "string") answers[question] = clampAnswer(answer);
  }
  const last = Math.max(questions.length - 1, 0);
  const index = Number.isInteger(draft.index) ? Math.min(Math.max(draft.index, 0), last) : 0;
  const needsConsent = (draft.step === "question" || draft.step === "review") && !draft.consent;
  return {
    step: needsConsent ? "consent" : draft.step,
    index: needsConsent ? 0 : index,
    consent: draft.consent,
    answers,
    language: draft.language,
  };
};

/** The body of the submission: the consent, and each non-blank answer in the questionnaire's order. */
export const submissionOf = (
  answers: InterviewAnswers,
  questions: ReadonlyArray<InterviewQuestion>,
  consent: boolean,
): InterviewSubmission => ({
  consent,
  answers: questions.flatMap((question) => {
    const answer = answers[question];
    return answer === undefined || isBlank(answer) ? [] : [{ question, answer: answer.trim() }];
  }),
});
