import { assign, fromPromise, setup } from "xstate";
import { failureCode } from "../failure-code.ts";
import type { SessionResponse } from "../../../contracts/schema/auth.ts";

export interface SetPasswordInput {
  /** The one-time token from the emailed link; null when the page was opened without one. */
  readonly token: string | null;
}

export interface SetPasswordContext {
  readonly token: string | null;
  readonly errorCode: string | null;
  /** The session a confirmation starts (reset starts none). */
  readonly session: SessionResponse | null;
}

export type SetPasswordEvent = { type: "password.submit"; password: string };

/**
 * Setting a password through an emailed link (account confirmation or password reset): editing, saving,
 * then done; a link that is unknown, used or expired ends in `linkInvalid`, a way forward the page offers.
 */
export const setPasswordMachine = setup({
  types: {
    input: {} as SetPasswordInput,
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
  },
  actors: {
    // Supplied at the edge: confirm-account or reset-password.
    submitPassword: fromPromise<SessionResponse | null, { token: string; password: string }>(() =>
      Promise.reject(new Error("submitPassword not provided")),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== "",
    isLinkInvalid: (_, params: { error: unknown }) => failureCode(params.error) === "invalid_token",
  },
  actions: {
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    clearError: assign({ errorCode: null }),
    assignSession: assign((_, params: { session: SessionResponse | null }) => ({ session: params.session })),
  },
}).createMachine({
  id: "setPassword",
  context: ({ input }) => ({ token: input.token, errorCode: null, session: null }),
  initial: "checking",
  states: {
    checking: { always: [{ guard: "hasToken", target: "editing" }, { target: "linkMissing" }] },
    editing: {
      on: { "password.submit": { target: "saving", actions: "clearError" } },
    },
    saving: {
      invoke: {
        id: "submitPassword",
        src: "submitPassword",
        input: ({ context, event }) => ({
          token: context.token ?? "",
          password: (event as SetPasswordEvent).password,
        }),
        onDone: {
          target: "done",
          actions: { type: "assignSession", params: ({ event }) => ({ session: event.output }) },
        },
        onError: [
          {
            guard: { type: "isLinkInvalid", params: ({ event }) => ({ error: event.error }) },
            target: "linkInvalid",
          },
          {
            target: "editing",
            actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: { type: "final" },
    linkInvalid: { type: "final" },
    linkMissing: { type: "final" },
  },
});

export type SetPasswordSnapshot = ReturnType<typeof setPasswordMachine.getInitialSnapshot>;
