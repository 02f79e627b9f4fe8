import { assign, fromPromise, setup } from "xstate";
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  type ClientItem,
  type ClientPage,
  type ClientScope,
} from "../../../contracts/schema/clients.ts";
import { failureCode } from "../failure-code.ts";

/** How long typing must pause before the list asks the server (a search per keystroke would be wasteful). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ClientListQuery {
  readonly page: number;
  readonly size: number;
  readonly q: string;
  readonly scope: ClientScope;
}

export interface ClientListContext {
  readonly query: ClientListQuery;
  /** What the search box shows, ahead of the debounced query. */
  readonly typed: string;
  readonly items: ReadonlyArray<ClientItem>;
  readonly total: number;
  readonly errorCode: string | null;
}

export type ClientListEvent =
  | { type: "search.changed"; q: string }
  | { type: "scope.changed"; scope: ClientScope }
  | { type: "page.changed"; page: number }
  | { type: "list.reload" };

/**
 * A professional's client list: paging, a debounced search and the scope (seed §6: `my` by default).
 * Every change of query loads the page anew; a newer query cancels the older request.
 */
export const clientListMachine = setup({
  types: {
    input: {} as { readonly scope?: ClientScope; readonly size?: number },
    context: {} as ClientListContext,
    events: {} as ClientListEvent,
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  actors: {
    // Supplied at the edge: the clients service.
    fetchPage: fromPromise<ClientPage, ClientListQuery>(() =>
      Promise.reject(new Error("fetchPage not provided")),
    ),
  },
  guards: {
    isOtherPage: ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) &&
      params.page >= FIRST_PAGE &&
      params.page !== context.query.page &&
      params.page * context.query.size < Math.max(context.total, 1),
    isOtherScope: ({ context }, params: { scope: ClientScope }) => params.scope !== context.query.scope,
    isNewSearch: ({ context }) => context.typed.trim() !== context.query.q,
  },
  actions: {
    assignTyped: assign((_, params: { q: string }) => ({ typed: params.q })),
    applySearch: assign(({ context }) => ({
      query: { ...context.query, q: context.typed.trim(), page: FIRST_PAGE },
    })),
    assignScope: assign(({ context }, params: { scope: ClientScope }) => ({
      query: { ...context.query, scope: params.scope, page: FIRST_PAGE },
    })),
    assignPage: assign(({ context }, params: { page: number }) => ({
      query: { ...context.query, page: params.page },
    })),
    assignResult: assign((_, params: { result: ClientPage }) => ({
      items: params.result.items,
      total: params.result.total,
      errorCode: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
  },
}).createMachine({
  id: "clientList",
  context: ({ input }) => ({
    query: { page: FIRST_PAGE, size: input.size ?? DEFAULT_PAGE_SIZE, q: "", scope: input.scope ?? "my" },
    typed: "",
    items: [],
    total: 0,
    errorCode: null,
  }),
  initial: "loading",
  on: {
    "search.changed": {
      target: ".debouncing",
      actions: { type: "assignTyped", params: ({ event }) => ({ q: event.q }) },
    },
    "scope.changed": {
      guard: { type: "isOtherScope", params: ({ event }) => ({ scope: event.scope }) },
      target: ".loading",
      actions: { type: "assignScope", params: ({ event }) => ({ scope: event.scope }) },
    },
    "page.changed": {
      guard: { type: "isOtherPage", params: ({ event }) => ({ page: event.page }) },
      target: ".loading",
      actions: { type: "assignPage", params: ({ event }) => ({ page: event.page }) },
    },
    "list.reload": ".loading",
  },
  states: {
    debouncing: {
      after: {
        searchDebounce: [
          { guard: "isNewSearch", target: "loading", actions: "applySearch" },
          { target: "loaded" },
        ],
      },
    },
    loading: {
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => context.query,
        onDone: {
          target: "loaded",
          actions: { type: "assignResult", params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {},
    failed: {},
  },
});

export type ClientListSnapshot = ReturnType<typeof clientListMachine.getInitialSnapshot>;

export const pageCount = (snapshot: ClientListSnapshot): number =>
  Math.max(1, Math.ceil(snapshot.context.total / snapshot.context.query.size));
export const isEmpty = (snapshot: ClientListSnapshot): boolean =>
  snapshot.matches("loaded") && snapshot.context.total === 0;
export const isSearching = (snapshot: ClientListSnapshot): boolean => snapshot.context.query.q !== "";
