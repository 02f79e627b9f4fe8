import { INTERVIEW_QUESTIONS, type InterviewQuestion } from "../../../contracts/schema/family-interviews.ts";
import { isLanguage } from "../../../contracts/schema/language.ts";
import type {
  InterviewAnswers,
  InterviewDraft,
  InterviewStep,
} from "../../machines/family-interview/interview-draft.ts";
import { readDraft } from "../forms/draft-storage.ts";

/*
 * Drafts of a relative's answers, in this browser's localStorage so that a reload or a closed tab loses
 * nothing. The key is a SHA-256 digest of the link's token, never the token itself: whoever reads the
 * browser's storage cannot rebuild the link from it. A draft is removed once the answers are sent, and when
 * the link turns out used, expired or invalid. Writing and removing are draft-storage.ts's own.
 */

export const INTERVIEW_DRAFT_PREFIX = "avow-interview-draft:";

const hex = (buffer: ArrayBuffer): string =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The storage key of a link's draft: the prefix and the token's SHA-256 in hex. */
export const interviewDraftKey = async (token: string): Promise<string> =>
  `${INTERVIEW_DRAFT_PREFIX}${hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))}`;

const STEPS: ReadonlyArray<InterviewStep> = ["intro", "consent", "question", "review"];
const isStep = (value: unknown): value is InterviewStep =>
  typeof value === "string" && (STEPS as ReadonlyArray<string>).includes(value);
const isQuestion = (value: string): value is InterviewQuestion =>
  (INTERVIEW_QUESTIONS as ReadonlyArray<string>).includes(value);

const answersOf = (value: unknown): InterviewAnswers | null => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const answers: Partial<Record<InterviewQuestion, string>> = {};
  for (const [question, answer] of Object.entries(value)) {
    if (isQuestion(question) && typeof answer === "string") answers[question] = answer;
  }
  return answers;
};

/** The draft kept under `key`, or null when there is none, storage is unavailable or the entry is unreadable. */
export const readInterviewDraft = (storage: Storage | null, key: string): InterviewDraft | null =>
  readDraft(storage, key, (value) => {
    const answers = answersOf(value.answers);
    const { step, index, consent, language } = value;
    if (!isStep(step) || typeof index !== "number" || typeof consent !== "boolean" || answers === null) {
      return null;
    }
    return { step, index, consent, answers, language: isLanguage(language) ? language : null };
  });
