import { INTERVIEW_QUESTIONS, type InterviewQuestion } from "../../../contracts/schema/family-interviews.ts";
import { isLanguage } from "../../../contracts/schema/language.ts";
import type {
  InterviewAnswers,
  InterviewDraft,
  InterviewStep,
} from "../../machines/family-interview/interview-draft.ts";

/*
 * Drafts of a relative's answers, in this browser's localStorage so that a reload or a closed tab loses
 * nothing. The key is a SHA-256 digest of the link's token, never the token itself: whoever reads the
 * browser's storage cannot rebuild the link from it. A draft is removed once the answers are sent, and when
 * the link turns out used, expired or invalid.
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
export const readInterviewDraft = (storage: Storage | null, key: string): InterviewDraft | null => {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== "object" || value === null) return null;
    const answers = answersOf(value.answers);
    const { step, index, consent, language } = value;
    if (!isStep(step) || typeof index !== "number" || typeof consent !== "boolean" || answers === null) {
      return null;
    }
    return { step, index, consent, answers, language: isLanguage(language) ? language : null };
  } catch {
    return null;
  }
};

/** Keeps the draft under `key`; throws when the browser refuses (full, disabled). */
export const writeInterviewDraft = (storage: Storage | null, key: string, draft: InterviewDraft): void => {
  if (!storage) throw new Error("localStorage is unavailable");
  storage.setItem(key, JSON.stringify(draft));
};

/** Removes one draft; a storage that refuses is left as it is (there is nothing else to do). */
export const removeInterviewDraft = (storage: Storage | null, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Disabled storage holds no draft.
  }
};
