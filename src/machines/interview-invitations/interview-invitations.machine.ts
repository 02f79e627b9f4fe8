import { assign, fromPromise, setup } from "xstate";
import {
  FamilyInterviewErrorCodes,
  type FamilyInterview,
  type FamilyInterviewList,
} from "../../../contracts/schema/family-interviews.ts";
import { failureCode } from "../failure-code.ts";

export interface InterviewInvitationsContext {
  readonly clientUuid: string;
  readonly items: ReadonlyArray<FamilyInterview>;
  /** Set once the list loaded at least once: later reloads keep showing it. */
  readonly loadedOnce: boolean;
  readonly errorCode: string | null;
  /** The invitation whose withdrawal waits for a yes. */
  readonly withdrawing: FamilyInterview | null;
  /** What the last withdrawal came to: done, or too late (the relative had answered meanwhile). */
  readonly notice: "withdrawn" | "alreadyAnswered" | null;
}

export type InterviewInvitationsEvent =
  | { type: "invitations.reload" }
  /** An invitation was just made on this page: shown at once. */
  | { type: "invitation.added"; interview: FamilyInterview }
  | { type: "withdraw.start"; uuid: string }
  | { type: "withdraw.confirm" }
  | { type: "withdraw.cancel" };

const withAdded = (items: ReadonlyArray<FamilyInterview>, added: FamilyInterview) => [
  added,
  ...items.filter((item) => item.uuid !== added.uuid),
];

/**
 * A client's family-interview invitations on the client's page: listed (newest first), with one just made
 * on the page shown at once, and one not answered withdrawn after a yes (its link stops working).
 */
export const interviewInvitationsMachine = setup({
  types: {
    input: {} as { readonly clientUuid: string },
    context: {} as InterviewInvitationsContext,
    events: {} as InterviewInvitationsEvent,
  },
  actors: {
    // Supplied at the edge: GET /api/account/{clientUuid}/family-interviews.
    fetchInvitations: fromPromise<FamilyInterviewList, { clientUuid: string }>(() =>
      Promise.reject(new Error("fetchInvitations not provided")),
    ),
    // Supplied at the edge: DELETE /api/account/{clientUuid}/family-interviews/{uuid}.
    withdrawInvitation: fromPromise<undefined, { clientUuid: string; interviewUuid: string }>(() =>
      Promise.reject(new Error("withdrawInvitation not provided")),
    ),
  },
  guards: {
    isAlreadyAnswered: (_, params: { error: unknown }) =>
      failureCode(params.error) === FamilyInterviewErrorCodes.linkUsed,
    // Pending or expired: an answered invitation stays (its document is the client's).
    isWithdrawable: ({ context }, params: { uuid: string }) =>
      context.items.some((item) => item.uuid === params.uuid && item.status !== "submitted"),
  },
  actions: {
    assignItems: assign((_, params: { list: FamilyInterviewList }) => ({
      items: params.list.items,
      loadedOnce: true,
      errorCode: null,
    })),
    assignAdded: assign(({ context }, params: { interview: FamilyInterview }) => ({
      items: withAdded(context.items, params.interview),
      notice: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    clearMessages: assign({ errorCode: null, notice: null }),
    assignWithdrawing: assign(({ context }, params: { uuid: string }) => ({
      withdrawing: context.items.find((item) => item.uuid === params.uuid) ?? null,
      notice: null,
      errorCode: null,
    })),
    clearWithdrawing: assign({ withdrawing: null }),
    removeWithdrawn: assign(({ context }) => ({
      items: context.items.filter((item) => item.uuid !== context.withdrawing?.uuid),
      withdrawing: null,
      notice: "withdrawn" as const,
    })),
    assignAlreadyAnswered: assign({ withdrawing: null, notice: "alreadyAnswered" }),
  },
}).createMachine({
  id: "interviewInvitations",
  context: ({ input }) => ({
    clientUuid: input.clientUuid,
    items: [],
    loadedOnce: false,
    errorCode: null,
    withdrawing: null,
    notice: null,
  }),
  initial: "loading",
  on: {
    // An invitation just made on the page shows at once, whatever the list is doing.
    "invitation.added": {
      actions: { type: "assignAdded", params: ({ event }) => ({ interview: event.interview }) },
    },
  },
  states: {
    loading: {
      on: {
        // The list under way may predate it: read it again too.
        "invitation.added": {
          target: "loading",
          reenter: true,
          actions: { type: "assignAdded", params: ({ event }) => ({ interview: event.interview }) },
        },
      },
      invoke: {
        id: "fetchInvitations",
        src: "fetchInvitations",
        input: ({ context }) => ({ clientUuid: context.clientUuid }),
        onDone: {
          target: "idle",
          actions: { type: "assignItems", params: ({ event }) => ({ list: event.output }) },
        },
        onError: [
          {
            target: "failed",
            actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    idle: {
      on: {
        "invitations.reload": { target: "loading", actions: "clearMessages" },
        "withdraw.start": {
          guard: { type: "isWithdrawable", params: ({ event }) => ({ uuid: event.uuid }) },
          target: "confirmingWithdraw",
          actions: { type: "assignWithdrawing", params: ({ event }) => ({ uuid: event.uuid }) },
        },
      },
    },
    confirmingWithdraw: {
      on: {
        "withdraw.confirm": "withdrawing",
        "withdraw.cancel": { target: "idle", actions: "clearWithdrawing" },
      },
    },
    withdrawing: {
      invoke: {
        id: "withdrawInvitation",
        src: "withdrawInvitation",
        input: ({ context }) => ({
          clientUuid: context.clientUuid,
          interviewUuid: context.withdrawing?.uuid ?? "",
        }),
        // Read again: the server says what became of the rest (one may have been answered meanwhile).
        onDone: { target: "loading", actions: "removeWithdrawn" },
        onError: [
          // Answered in the meantime: read the list again, which now shows the answers.
          {
            guard: { type: "isAlreadyAnswered", params: ({ event }) => ({ error: event.error }) },
            target: "loading",
            actions: "assignAlreadyAnswered",
          },
          {
            target: "idle",
            actions: [
              "clearWithdrawing",
              { type: "assignError", params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    /** The list could not be read at all: try again. */
    failed: {
      on: {
        "invitations.reload": { target: "loading", actions: "clearMessages" },
      },
    },
  },
});

export type InterviewInvitationsSnapshot = ReturnType<typeof interviewInvitationsMachine.getInitialSnapshot>;

export const isConfirmingWithdraw = (snapshot: InterviewInvitationsSnapshot): boolean =>
  snapshot.matches("confirmingWithdraw") || snapshot.matches("withdrawing");
export const isWithdrawing = (snapshot: InterviewInvitationsSnapshot): boolean =>
  snapshot.matches("withdrawing");
