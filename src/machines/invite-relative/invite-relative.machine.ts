import { assign, fromPromise, setup } from "xstate";
import {
  FamilyInterviewErrorCodes,
  type FamilyInterview,
  type NewFamilyInterview,
} from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { failureCode } from "../failure-code.ts";
import { problemsAfterChange, serverProblemsOf } from "../field-problems.ts";
import {
  emptyDraft,
  INVITE_RELATIVE_FIELDS,
  payloadOf,
  problemsOf,
  type InviteRelativeDraft,
  type InviteRelativeField,
  type InviteRelativeProblems,
} from "./invite-relative-draft.ts";

export interface InviteRelativeInput {
  readonly clientUuid: string;
  /** The client's language, which the invitation is in unless the professional picks another. */
  readonly language: Language;
}

export interface InviteRelativeContext {
  readonly clientUuid: string;
  readonly defaultLanguage: Language;
  readonly draft: InviteRelativeDraft;
  /** The problems shown beside the fields: the form's checks once a send was tried, and the server's. */
  readonly problems: InviteRelativeProblems;
  /** A send was tried: from then on the form's checks follow every keystroke. */
  readonly showProblems: boolean;
  /** A failure not tied to one field (offline, forbidden, the server's own trouble). */
  readonly errorCode: string | null;
  readonly invited: FamilyInterview | null;
}

export type InviteRelativeEvent =
  | { type: "field.changed"; field: InviteRelativeField; value: string }
  | { type: "form.submit" }
  | { type: "form.another" };

/** What `inviteRelative` is given: the client, and the body of POST /api/account/{uuid}/family-interviews. */
export interface InviteRelativeRequest {
  readonly clientUuid: string;
  readonly invitation: NewFamilyInterview;
}

/** What the server's refusal says about the fields: the email taken (409), or the fields a 400 names. */
const fieldProblemsOf = (error: unknown) =>
  serverProblemsOf(error, INVITE_RELATIVE_FIELDS, {
    code: FamilyInterviewErrorCodes.relativeIsNotARelative,
    field: "email",
  });

/**
 * A professional inviting a relative of a client to a family interview: the form is checked with the
 * contract's rules before sending; the server's refusals (a 400 naming fields, a 409 on the email) land
 * beside their fields; once invited, the new invitation is announced (`announceInvited`, supplied at the
 * edge, puts it in the list) and another relative can be invited.
 */
export const inviteRelativeMachine = setup({
  types: {
    input: {} as InviteRelativeInput,
    context: {} as InviteRelativeContext,
    events: {} as InviteRelativeEvent,
  },
  actors: {
    // Supplied at the edge: POST /api/account/{clientUuid}/family-interviews.
    inviteRelative: fromPromise<FamilyInterview, InviteRelativeRequest>(() =>
      Promise.reject(new Error("inviteRelative not provided")),
    ),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(problemsOf(context.draft)).length === 0,
    hasFieldProblems: (_, params: { error: unknown }) => fieldProblemsOf(params.error) !== null,
  },
  actions: {
    // Supplied at the edge: the list of invitations hears of the new one.
    announceInvited: (_, _params: { interview: FamilyInterview }) => undefined,
    assignField: assign(({ context }, params: { field: InviteRelativeField; value: string }) => {
      const draft = { ...context.draft, [params.field]: params.value };
      return {
        draft,
        problems: problemsAfterChange(
          context.problems,
          params.field,
          problemsOf(draft),
          context.showProblems,
        ),
      };
    }),
    revealProblems: assign(({ context }) => ({
      problems: { ...context.problems, ...problemsOf(context.draft) },
      showProblems: true,
    })),
    startSubmit: assign({ errorCode: null }),
    assignServerProblems: assign(({ context }, params: { error: unknown }) => ({
      problems: { ...context.problems, ...fieldProblemsOf(params.error) },
      showProblems: true,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    assignInvited: assign((_, params: { interview: FamilyInterview }) => ({ invited: params.interview })),
    startAnother: assign(({ context }) => ({
      draft: emptyDraft(context.defaultLanguage),
      problems: {},
      showProblems: false,
      errorCode: null,
      invited: null,
    })),
  },
}).createMachine({
  id: "inviteRelative",
  context: ({ input }) => ({
    clientUuid: input.clientUuid,
    defaultLanguage: input.language,
    draft: emptyDraft(input.language),
    problems: {},
    showProblems: false,
    errorCode: null,
    invited: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.changed": {
          actions: {
            type: "assignField",
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        "form.submit": [{ guard: "isDraftValid", target: "submitting" }, { actions: "revealProblems" }],
      },
    },
    submitting: {
      entry: "startSubmit",
      invoke: {
        id: "inviteRelative",
        src: "inviteRelative",
        input: ({ context }) => ({ clientUuid: context.clientUuid, invitation: payloadOf(context.draft) }),
        onDone: {
          target: "invited",
          actions: [
            { type: "assignInvited", params: ({ event }) => ({ interview: event.output }) },
            { type: "announceInvited", params: ({ event }) => ({ interview: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: "hasFieldProblems", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: { type: "assignServerProblems", params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: "editing",
            actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    invited: {
      on: { "form.another": { target: "editing", actions: "startAnother" } },
    },
  },
});

export type InviteRelativeSnapshot = ReturnType<typeof inviteRelativeMachine.getInitialSnapshot>;

export const isSubmitting = (snapshot: InviteRelativeSnapshot): boolean => snapshot.matches("submitting");
export const isInvited = (snapshot: InviteRelativeSnapshot): boolean => snapshot.matches("invited");
