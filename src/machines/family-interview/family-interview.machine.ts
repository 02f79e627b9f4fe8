import { assign, fromPromise, setup } from "xstate";
import {
  FamilyInterviewErrorCodes,
  isInterviewToken,
  type InterviewInvitation,
  type InterviewQuestion,
  type InterviewSubmission,
  type InterviewSubmitted,
} from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { failureCode } from "../failure-code.ts";
import {
  clampAnswer,
  hasAnyAnswer,
  resumeOf,
  submissionOf,
  type InterviewAnswers,
  type InterviewDraft,
  type InterviewStep,
} from "./interview-draft.ts";

export interface FamilyInterviewContext {
  readonly token: string;
  readonly invitation: InterviewInvitation | null;
  /** Where the relative is, as the draft keeps it (set on entering each step; a restored draft's until then). */
  readonly step: InterviewStep;
  /** The question shown (its index in the invitation's questions). */
  readonly index: number;
  readonly answers: InterviewAnswers;
  readonly consent: boolean;
  /** The language the page speaks: the invitation's, until the relative picks another. */
  readonly language: Language | null;
  /** A question opened from the review: Next goes back to the review. */
  readonly editingFromReview: boolean;
  /** Why the relative cannot go on: the consent not given, or nothing answered at all. */
  readonly problem: "consentRequired" | "noAnswers" | null;
  /** Why loading or sending failed (`offline`, the server's code…), or null. */
  readonly errorCode: string | null;
  readonly submittedAt: string | null;
  /** A draft from this browser was found and the questionnaire resumed from it. */
  readonly restored: boolean;
}

export type FamilyInterviewEvent =
  | { type: "interview.start" }
  | { type: "consent.changed"; agreed: boolean }
  | { type: "answer.changed"; value: string }
  | { type: "interview.next" }
  | { type: "interview.back" }
  | { type: "interview.edit"; question: InterviewQuestion }
  | { type: "interview.submit" }
  | { type: "interview.retry" }
  | { type: "language.changed"; language: Language };

/** What `submitInterview` is given. */
export interface InterviewSend {
  readonly token: string;
  readonly submission: InterviewSubmission;
}

const LINK_INVALID_CODES: ReadonlyArray<string> = [
  FamilyInterviewErrorCodes.linkInvalid,
  // A token the server cannot even read (400), or a server that knows no such link (a bare 404).
  "invalid_request",
  "not_found",
];

const questionsOf = (context: FamilyInterviewContext): ReadonlyArray<InterviewQuestion> =>
  context.invitation?.questions ?? [];

const draftOf = (context: FamilyInterviewContext): InterviewDraft => ({
  step: context.step,
  index: context.index,
  consent: context.consent,
  answers: context.answers,
  language: context.language,
});

/** Keeps the draft as the context now is (after the assignments before it in the same list). */
const persist = {
  type: "storeDraft",
  params: ({ context }: { context: FamilyInterviewContext }) => ({
    token: context.token,
    draft: draftOf(context),
  }),
} as const;

/** Clears the draft kept for the link. */
const forget = {
  type: "clearDraft",
  params: ({ context }: { context: FamilyInterviewContext }) => ({ token: context.token }),
} as const;

/** A failed call's error, for the guards and actions that read it. */
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A link the server says is used, expired or invalid: the page says so (from loading or from sending). */
const DEAD_LINK = [
  { guard: { type: "isLinkUsed", params: errorOf }, target: "used" },
  { guard: { type: "isLinkExpired", params: errorOf }, target: "expired" },
  { guard: { type: "isLinkInvalid", params: errorOf }, target: "invalid" },
] as const;

/**
 * The relative's questionnaire behind an emailed link (`/family-interview/$token`): the invitation is read,
 * then intro → consent → one question at a time (back and next; an empty answer is allowed) → review (each
 * answer editable) → submitted. Every change is kept in this browser (`storeDraft`, `loadDraft` and
 * `clearDraft` are supplied at the edge, keyed by the token), so a reload resumes where the relative was;
 * the draft goes once the answers are sent, and when the link turns out used, expired or invalid.
 */
export const familyInterviewMachine = setup({
  types: {
    input: {} as { readonly token: string },
    context: {} as FamilyInterviewContext,
    events: {} as FamilyInterviewEvent,
  },
  actors: {
    // Supplied at the edge: GET /api/family-interview/{token}.
    loadInvitation: fromPromise<InterviewInvitation, { token: string }>(() =>
      Promise.reject(new Error("loadInvitation not provided")),
    ),
    // Supplied at the edge: the draft this browser keeps for the link, or null.
    loadDraft: fromPromise<InterviewDraft | null, { token: string }>(() =>
      Promise.reject(new Error("loadDraft not provided")),
    ),
    // Supplied at the edge: POST /api/family-interview/{token}.
    submitInterview: fromPromise<InterviewSubmitted, InterviewSend>(() =>
      Promise.reject(new Error("submitInterview not provided")),
    ),
  },
  guards: {
    isWellFormed: ({ context }) => isInterviewToken(context.token),
    isLinkInvalid: (_, params: { error: unknown }) => LINK_INVALID_CODES.includes(failureCode(params.error)),
    isLinkUsed: (_, params: { error: unknown }) =>
      failureCode(params.error) === FamilyInterviewErrorCodes.linkUsed,
    isLinkExpired: (_, params: { error: unknown }) =>
      failureCode(params.error) === FamilyInterviewErrorCodes.linkExpired,
    isResumingAtReview: ({ context }) => context.step === "review",
    isResumingAtQuestion: ({ context }) => context.step === "question",
    isResumingAtConsent: ({ context }) => context.step === "consent",
    hasConsent: ({ context }) => context.consent,
    isEditingFromReview: ({ context }) => context.editingFromReview,
    isFirstQuestion: ({ context }) => context.index <= 0,
    isLastQuestion: ({ context }) => context.index >= questionsOf(context).length - 1,
    isKnownQuestion: ({ context }, params: { question: InterviewQuestion }) =>
      questionsOf(context).includes(params.question),
    hasAnswer: ({ context }) => hasAnyAnswer(context.answers, questionsOf(context)),
  },
  actions: {
    // Supplied at the edge: keeps the draft for this link in the browser.
    storeDraft: (_, _params: { token: string; draft: InterviewDraft }) => undefined,
    // Supplied at the edge: removes the draft kept for this link.
    clearDraft: (_, _params: { token: string }) => undefined,
    assignInvitation: assign(({ context }, params: { invitation: InterviewInvitation }) => ({
      invitation: params.invitation,
      language: context.language ?? params.invitation.language,
      errorCode: null,
    })),
    assignResume: assign(({ context }, params: { draft: InterviewDraft | null }) => {
      if (params.draft === null) return {};
      const resume = resumeOf(params.draft, questionsOf(context));
      return {
        step: resume.step,
        index: resume.index,
        consent: resume.consent,
        answers: resume.answers,
        language: resume.language ?? context.language,
        restored: true,
      };
    }),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    clearError: assign({ errorCode: null }),
    assignLanguage: assign((_, params: { language: Language }) => ({ language: params.language })),
    assignConsent: assign(({ context }, params: { agreed: boolean }) => ({
      consent: params.agreed,
      problem: params.agreed && context.problem === "consentRequired" ? null : context.problem,
    })),
    revealConsentRequired: assign({ problem: "consentRequired" }),
    revealNoAnswers: assign({ problem: "noAnswers" }),
    clearProblem: assign({ problem: null }),
    assignAnswer: assign(({ context }, params: { value: string }) => {
      const question = questionsOf(context)[context.index];
      if (question === undefined) return {};
      return {
        answers: { ...context.answers, [question]: clampAnswer(params.value) },
        problem: context.problem === "noAnswers" ? null : context.problem,
      };
    }),
    showFirstQuestion: assign({ index: 0, editingFromReview: false, problem: null }),
    showNextQuestion: assign(({ context }) => ({ index: context.index + 1 })),
    showPreviousQuestion: assign(({ context }) => ({ index: Math.max(context.index - 1, 0) })),
    showLastQuestion: assign(({ context }) => ({
      index: Math.max(questionsOf(context).length - 1, 0),
      editingFromReview: false,
      problem: null,
      errorCode: null,
    })),
    showQuestionToEdit: assign(({ context }, params: { question: InterviewQuestion }) => ({
      index: Math.max(questionsOf(context).indexOf(params.question), 0),
      editingFromReview: true,
      problem: null,
      errorCode: null,
    })),
    stopEditing: assign({ editingFromReview: false }),
    assignStep: assign((_, params: { step: InterviewStep }) => ({ step: params.step })),
    assignSubmitted: assign((_, params: { submitted: InterviewSubmitted }) => ({
      submittedAt: params.submitted.submittedAt,
      errorCode: null,
      restored: false,
    })),
  },
}).createMachine({
  id: "familyInterview",
  context: ({ input }) => ({
    token: input.token,
    invitation: null,
    step: "intro",
    index: 0,
    answers: {},
    consent: false,
    language: null,
    editingFromReview: false,
    problem: null,
    errorCode: null,
    submittedAt: null,
    restored: false,
  }),
  initial: "checking",
  on: {
    // Outside the questionnaire there is nothing to keep: the page only changes its language.
    "language.changed": {
      actions: { type: "assignLanguage", params: ({ event }) => ({ language: event.language }) },
    },
  },
  states: {
    /** A mangled link (cut short in an email, say) is explained without asking the server. */
    checking: {
      always: [{ guard: "isWellFormed", target: "loading" }, { target: "invalid" }],
    },
    loading: {
      entry: "clearError",
      invoke: {
        id: "loadInvitation",
        src: "loadInvitation",
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: "restoring",
          actions: { type: "assignInvitation", params: ({ event }) => ({ invitation: event.output }) },
        },
        onError: [...DEAD_LINK, { target: "failed", actions: { type: "assignError", params: errorOf } }],
      },
    },
    /** The browser's draft for this link, if any: the questionnaire resumes where it was left. */
    restoring: {
      invoke: {
        id: "loadDraft",
        src: "loadDraft",
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: "resuming",
          actions: { type: "assignResume", params: ({ event }) => ({ draft: event.output }) },
        },
        // A browser that keeps nothing (storage disabled): start from the beginning.
        onError: "answering",
      },
    },
    resuming: {
      always: [
        { guard: "isResumingAtReview", target: "answering.review" },
        { guard: "isResumingAtQuestion", target: "answering.question" },
        { guard: "isResumingAtConsent", target: "answering.consent" },
        { target: "answering.intro" },
      ],
    },
    answering: {
      initial: "intro",
      on: {
        "language.changed": {
          actions: [
            { type: "assignLanguage", params: ({ event }) => ({ language: event.language }) },
            persist,
          ],
        },
      },
      states: {
        /** Who asks, about whom, and why. */
        intro: {
          entry: { type: "assignStep", params: { step: "intro" } },
          on: { "interview.start": "consent" },
        },
        /** The consent statement: it must be agreed to before any question. */
        consent: {
          entry: [{ type: "assignStep", params: { step: "consent" } }, persist],
          on: {
            "consent.changed": {
              actions: [
                { type: "assignConsent", params: ({ event }) => ({ agreed: event.agreed }) },
                persist,
              ],
            },
            "interview.next": [
              { guard: "hasConsent", target: "question", actions: "showFirstQuestion" },
              { actions: "revealConsentRequired" },
            ],
            "interview.back": {
              target: "intro",
              actions: ["clearProblem", { type: "assignStep", params: { step: "intro" } }, persist],
            },
          },
        },
        /** One question at a time; an empty answer is allowed (a relative may not know). */
        question: {
          entry: [{ type: "assignStep", params: { step: "question" } }, persist],
          on: {
            "answer.changed": {
              actions: [{ type: "assignAnswer", params: ({ event }) => ({ value: event.value }) }, persist],
            },
            "interview.next": [
              { guard: "isEditingFromReview", target: "review" },
              { guard: "isLastQuestion", target: "review" },
              { target: "question", reenter: true, actions: "showNextQuestion" },
            ],
            "interview.back": [
              { guard: "isFirstQuestion", target: "consent", actions: "stopEditing" },
              { target: "question", reenter: true, actions: "showPreviousQuestion" },
            ],
          },
        },
        /** Every answer, each editable; sending needs at least one that is not blank. */
        review: {
          entry: ["stopEditing", { type: "assignStep", params: { step: "review" } }, persist],
          initial: "ready",
          on: {
            "interview.edit": {
              guard: { type: "isKnownQuestion", params: ({ event }) => ({ question: event.question }) },
              target: "question",
              actions: { type: "showQuestionToEdit", params: ({ event }) => ({ question: event.question }) },
            },
            "interview.back": { target: "question", actions: "showLastQuestion" },
            "interview.submit": [
              { guard: "hasAnswer", target: "#familyInterview.submitting", actions: "clearProblem" },
              { actions: "revealNoAnswers" },
            ],
          },
          states: {
            ready: {},
            /** The answers did not go: they are kept, and sending can be tried again. */
            failed: {
              on: { "interview.retry": { guard: "hasAnswer", target: "#familyInterview.submitting" } },
            },
          },
        },
      },
    },
    submitting: {
      entry: "clearError",
      invoke: {
        id: "submitInterview",
        src: "submitInterview",
        input: ({ context }) => ({
          token: context.token,
          submission: submissionOf(context.answers, questionsOf(context), context.consent),
        }),
        onDone: {
          target: "submitted",
          actions: [
            { type: "assignSubmitted", params: ({ event }) => ({ submitted: event.output }) },
            forget,
          ],
        },
        onError: [
          ...DEAD_LINK,
          { target: "answering.review.failed", actions: { type: "assignError", params: errorOf } },
        ],
      },
    },
    submitted: {},
    // A dead link keeps no draft: nothing typed for it can be sent any more.
    invalid: { entry: forget },
    used: { entry: forget },
    expired: { entry: forget },
    /** The invitation could not be read (offline, the server's trouble): try again. */
    failed: {
      on: { "interview.retry": "loading" },
    },
  },
});

export type FamilyInterviewSnapshot = ReturnType<typeof familyInterviewMachine.getInitialSnapshot>;

/** What the page shows, one name per screen. */
export type InterviewScreen =
  | "loading"
  | "invalid"
  | "used"
  | "expired"
  | "failed"
  | "intro"
  | "consent"
  | "question"
  | "review"
  | "submitting"
  | "submitted";

export const screenOf = (snapshot: FamilyInterviewSnapshot): InterviewScreen => {
  if (snapshot.matches({ answering: "intro" })) return "intro";
  if (snapshot.matches({ answering: "consent" })) return "consent";
  if (snapshot.matches({ answering: "question" })) return "question";
  if (snapshot.matches({ answering: "review" })) return "review";
  for (const screen of ["invalid", "used", "expired", "failed", "submitting", "submitted"] as const) {
    if (snapshot.matches(screen)) return screen;
  }
  return "loading";
};

/** The question shown, or null outside the questions. */
export const currentQuestionOf = (snapshot: FamilyInterviewSnapshot): InterviewQuestion | null =>
  snapshot.matches({ answering: "question" })
    ? (questionsOf(snapshot.context)[snapshot.context.index] ?? null)
    : null;

/** "Question 3 of 7": the number of the question shown (from 1) and how many there are. */
export const progressOf = (
  snapshot: FamilyInterviewSnapshot,
): { readonly number: number; readonly total: number } => ({
  number: snapshot.context.index + 1,
  total: questionsOf(snapshot.context).length,
});

export const answerOf = (snapshot: FamilyInterviewSnapshot, question: InterviewQuestion): string =>
  snapshot.context.answers[question] ?? "";

export const canSubmit = (snapshot: FamilyInterviewSnapshot): boolean =>
  hasAnyAnswer(snapshot.context.answers, questionsOf(snapshot.context));

export const hasSubmitFailed = (snapshot: FamilyInterviewSnapshot): boolean =>
  snapshot.matches({ answering: { review: "failed" } });
