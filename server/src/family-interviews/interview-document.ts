import {
  INTERVIEW_QUESTIONS,
  type InterviewAnswer,
  type Relationship,
} from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { oneLine } from "../mail/email-layout.ts";
import { utcDateAndTime } from "../mail/utc-time.ts";
import { INTERVIEW_DOCUMENT_TEXTS } from "./interview-texts.ts";

export interface InterviewDocumentInput {
  readonly language: Language;
  readonly relativeName: string;
  readonly relationship: Relationship;
  readonly clientFirstName: string;
  readonly clientLastName: string;
  /** The organisation's title, as the relative saw it. */
  readonly organisation: string;
  readonly submittedAt: string;
  /** The answers to write, as `answersToWrite` keeps them. */
  readonly answers: ReadonlyArray<InterviewAnswer>;
}

/**
 * An answer as the document holds it: line breaks as `\n`, no other control characters, no blank lines
 * (a blank line in the document always starts the next question), no trailing spaces.
 */
const cleanAnswer = (answer: string): string =>
  answer
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .join("\n")
    .trim();

/** The answers worth writing: non-blank ones, cleaned, in the questionnaire's order. */
export const answersToWrite = (answers: ReadonlyArray<InterviewAnswer>): InterviewAnswer[] =>
  answers
    .map((entry) => ({ question: entry.question, answer: cleanAnswer(entry.answer) }))
    .filter((entry) => entry.answer !== "")
    .sort((a, b) => INTERVIEW_QUESTIONS.indexOf(a.question) - INTERVIEW_QUESTIONS.indexOf(b.question));

/**
 * The interview document's text, in the interview's language: a heading block (who, about whom, the
 * relationship; when it was submitted; the consent), then one block per answered question, each the
 * question on its own line (ending with "?") and the answer on the lines after it. Blocks are separated by
 * one blank line, so no sentence splitter can join a question to its answer or an answer to the next
 * question (decision 0031).
 */
export const interviewDocumentText = (input: InterviewDocumentInput): string => {
  const texts = INTERVIEW_DOCUMENT_TEXTS[input.language];
  const relative = oneLine(input.relativeName);
  const firstName = oneLine(input.clientFirstName);
  const fullName = oneLine(`${input.clientFirstName} ${input.clientLastName}`);
  const { date, time } = utcDateAndTime(texts.locale, input.submittedAt);
  const questions = texts.questions(firstName);
  const heading = [
    texts.title(relative, fullName, texts.relationships[input.relationship]),
    texts.submitted(date, time),
    texts.consent(relative, oneLine(input.organisation), fullName),
  ].join("\n");
  const blocks = input.answers.map((entry) => `${questions[entry.question]}\n${entry.answer}`);
  return `${[heading, ...blocks].join("\n\n")}\n`;
};

/** `family-interview-lucia-alvarez-2026-11-22.txt`: ASCII, the relative's name folded, the day in UTC. */
export const interviewFileName = (relativeName: string, submittedAt: string): string => {
  const slug = relativeName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `family-interview-${slug || "relative"}-${submittedAt.slice(0, 10)}.txt`;
};
