import { assign, emit, fromPromise, setup } from "xstate";
import type { ClientItem } from "../../../contracts/schema/clients.ts";
import { failureCode } from "../failure-code.ts";

/** What the actions need to know of a client. */
export interface ActionTarget {
  readonly uuid: string;
  readonly email: string;
}

export interface ClientActionsContext {
  readonly client: ActionTarget;
  /** What the professional typed to confirm a deletion. */
  readonly typedEmail: string;
  /** The last action that went through, for the page to say so. */
  readonly notice: "invited" | "assigned" | null;
  readonly errorCode: string | null;
}

export type ClientActionsEvent =
  | { type: "client.invite" }
  | { type: "client.assignToMe" }
  | { type: "delete.start" }
  | { type: "delete.emailTyped"; email: string }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" };

/** Told to whoever shows the client: redraw it, or leave it (it no longer exists). */
export type ClientActionsEmitted =
  { type: "client.changed"; client: ClientItem } | { type: "client.deleted"; uuid: string };

/** Emails compare as people see them: spaces around and capitals do not count. */
export const sameEmail = (typed: string, email: string): boolean =>
  typed.trim().toLowerCase() === email.trim().toLowerCase() && typed.trim() !== "";

/**
 * What a professional does to one client: send the invitation again, take the client on, delete the
 * account. Deleting cannot be undone, so it waits for the client's email typed in full. Whether a button
 * shows at all is the role's (contracts' mayManageClients / mayDeleteAccounts); the server decides anyway.
 */
export const clientActionsMachine = setup({
  types: {
    input: {} as { readonly client: ActionTarget },
    context: {} as ClientActionsContext,
    events: {} as ClientActionsEvent,
    emitted: {} as ClientActionsEmitted,
  },
  actors: {
    // Supplied at the edge: the clients service.
    invite: fromPromise<ClientItem, { uuid: string }>(() => Promise.reject(new Error("invite not provided"))),
    assignToMe: fromPromise<ClientItem, { uuid: string }>(() =>
      Promise.reject(new Error("assignToMe not provided")),
    ),
    deleteAccount: fromPromise<undefined, { uuid: string }>(() =>
      Promise.reject(new Error("deleteAccount not provided")),
    ),
  },
  guards: {
    isEmailConfirmed: ({ context }) => sameEmail(context.typedEmail, context.client.email),
  },
  actions: {
    clearMessages: assign({ notice: null, errorCode: null }),
    clearTyped: assign({ typedEmail: "" }),
    assignTyped: assign((_, params: { email: string }) => ({ typedEmail: params.email })),
    assignNotice: assign((_, params: { notice: "invited" | "assigned" }) => ({ notice: params.notice })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    announceChanged: emit((_, params: { client: ClientItem }) => ({
      type: "client.changed" as const,
      client: params.client,
    })),
    announceDeleted: emit(({ context }) => ({ type: "client.deleted" as const, uuid: context.client.uuid })),
  },
}).createMachine({
  id: "clientActions",
  context: ({ input }) => ({ client: input.client, typedEmail: "", notice: null, errorCode: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "client.invite": { target: "inviting", actions: "clearMessages" },
        "client.assignToMe": { target: "assigning", actions: "clearMessages" },
        "delete.start": { target: "confirmingDelete", actions: ["clearMessages", "clearTyped"] },
      },
    },
    inviting: {
      invoke: {
        src: "invite",
        input: ({ context }) => ({ uuid: context.client.uuid }),
        onDone: {
          target: "idle",
          actions: [
            { type: "assignNotice", params: { notice: "invited" } },
            { type: "announceChanged", params: ({ event }) => ({ client: event.output }) },
          ],
        },
        onError: {
          target: "idle",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    assigning: {
      invoke: {
        src: "assignToMe",
        input: ({ context }) => ({ uuid: context.client.uuid }),
        onDone: {
          target: "idle",
          actions: [
            { type: "assignNotice", params: { notice: "assigned" } },
            { type: "announceChanged", params: ({ event }) => ({ client: event.output }) },
          ],
        },
        onError: {
          target: "idle",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingDelete: {
      on: {
        "delete.emailTyped": {
          actions: { type: "assignTyped", params: ({ event }) => ({ email: event.email }) },
        },
        "delete.confirm": { guard: "isEmailConfirmed", target: "deleting" },
        "delete.cancel": { target: "idle", actions: "clearTyped" },
      },
    },
    deleting: {
      invoke: {
        src: "deleteAccount",
        input: ({ context }) => ({ uuid: context.client.uuid }),
        onDone: { target: "deleted", actions: "announceDeleted" },
        onError: {
          target: "confirmingDelete",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleted: { type: "final" },
  },
});

export type ClientActionsSnapshot = ReturnType<typeof clientActionsMachine.getInitialSnapshot>;

export const isWorking = (snapshot: ClientActionsSnapshot): boolean =>
  snapshot.matches("inviting") || snapshot.matches("assigning") || snapshot.matches("deleting");
export const isConfirmingDelete = (snapshot: ClientActionsSnapshot): boolean =>
  snapshot.matches("confirmingDelete") || snapshot.matches("deleting");
export const canConfirmDelete = (snapshot: ClientActionsSnapshot): boolean =>
  snapshot.matches("confirmingDelete") &&
  sameEmail(snapshot.context.typedEmail, snapshot.context.client.email);
