import { assign, fromPromise, setup } from "xstate";
import { failureCode } from "../failure-code.ts";
import type { PasswordResetRequest } from "../../../contracts/schema/auth.ts";

export interface ResetRequestContext {
  readonly email: string;
  readonly errorCode: string | null;
}

export type ResetRequestEvent = { type: "reset.submit"; request: PasswordResetRequest };

/**
 * Asking for a reset email: editing, sending, sent. The server accepts any address (it never says whether
 * an account exists), so `sent` reads the same for everyone; a throttled or failed request goes back to
 * editing with its code.
 */
export const resetRequestMachine = setup({
  types: { context: {} as ResetRequestContext, events: {} as ResetRequestEvent },
  actors: {
    requestReset: fromPromise<undefined, PasswordResetRequest>(() =>
      Promise.reject(new Error("requestReset not provided")),
    ),
  },
  actions: {
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email, errorCode: null })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
  },
}).createMachine({
  id: "resetRequest",
  context: { email: "", errorCode: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "reset.submit": {
          target: "sending",
          actions: { type: "assignEmail", params: ({ event }) => ({ email: event.request.email }) },
        },
      },
    },
    sending: {
      invoke: {
        id: "requestReset",
        src: "requestReset",
        input: ({ event }) => (event as ResetRequestEvent).request,
        onDone: "sent",
        onError: {
          target: "editing",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: { type: "final" },
  },
});
