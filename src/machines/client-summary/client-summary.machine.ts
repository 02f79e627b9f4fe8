import { assign, fromPromise, setup } from "xstate";
import type { ClientItem, ClientSummary } from "../../../contracts/schema/clients.ts";
import { failureCode } from "../failure-code.ts";

export interface ClientSummaryContext {
  readonly uuid: string;
  readonly summary: ClientSummary | null;
  readonly errorCode: string | null;
}

export type ClientSummaryEvent =
  | { type: "summary.reload" }
  /** An action answered with the client as it now is: show that at once, then read the rest again. */
  | { type: "client.changed"; client: ClientItem };

/**
 * A client's page: the summary (GET /api/account/{id}/summary) loaded, reloaded after an action, or the
 * reason it cannot be shown — unknown or another organisation's client (404) reads as "no such client".
 */
export const clientSummaryMachine = setup({
  types: {
    input: {} as { readonly uuid: string },
    context: {} as ClientSummaryContext,
    events: {} as ClientSummaryEvent,
  },
  actors: {
    // Supplied at the edge: the clients service.
    fetchSummary: fromPromise<ClientSummary, { uuid: string }>(() =>
      Promise.reject(new Error("fetchSummary not provided")),
    ),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) =>
      typeof params.error === "object" &&
      params.error !== null &&
      (params.error as { _tag?: unknown })._tag === "NotFound",
  },
  actions: {
    assignSummary: assign((_, params: { summary: ClientSummary }) => ({
      summary: params.summary,
      errorCode: null,
    })),
    assignChanged: assign(({ context }, params: { client: ClientItem }) => {
      if (!context.summary) return {};
      const { createdAt: _createdAt, ...fields } = params.client;
      return { summary: { ...context.summary, ...fields } };
    }),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
  },
}).createMachine({
  id: "clientSummary",
  context: ({ input }) => ({ uuid: input.uuid, summary: null, errorCode: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "fetchSummary",
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          target: "loaded",
          actions: { type: "assignSummary", params: ({ event }) => ({ summary: event.output }) },
        },
        onError: [
          {
            guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) },
            target: "notFound",
          },
          {
            target: "failed",
            actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: {
      on: {
        "summary.reload": "loading",
        "client.changed": {
          target: "loading",
          actions: { type: "assignChanged", params: ({ event }) => ({ client: event.client }) },
        },
      },
    },
    notFound: {},
    failed: { on: { "summary.reload": "loading" } },
  },
});

export type ClientSummarySnapshot = ReturnType<typeof clientSummaryMachine.getInitialSnapshot>;
