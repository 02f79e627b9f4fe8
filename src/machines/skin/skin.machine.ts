import { assign, fromPromise, setup } from "xstate";
import type { Skin } from "../../../contracts/schema/skin.ts";

/** Where a skin comes from (seed §4): an org identifier, the partner's own domain, or the signed-in account. */
export type SkinRequest =
  | { readonly by: "org"; readonly orgUuid: string }
  | { readonly by: "domain"; readonly domain: string }
  | { readonly by: "account"; readonly accountUuid: string };

export interface SkinContext {
  readonly skin: Skin | null;
  /** The request that produced the applied skin, to skip asking again for the same one. */
  readonly appliedRequest: SkinRequest | null;
  /** The last request that failed, not asked again until the page asks for another (or a reset). */
  readonly failedRequest: SkinRequest | null;
  /** The request under way. */
  readonly pendingRequest: SkinRequest | null;
}

export type SkinEvent =
  | { type: "skin.requested"; request: SkinRequest }
  | { type: "skin.reset" }
  /** The account signed out: a skin that came from it no longer applies. */
  | { type: "skin.accountLeft" }
  /** The signed-in account's organisation saved a new skin (the server's answer): it applies at once. */
  | { type: "skin.updated"; skin: Skin };

export const requestKey = (request: SkinRequest | null): string | null => {
  if (request === null) return null;
  switch (request.by) {
    case "org":
      return `org:${request.orgUuid.toLowerCase()}`;
    case "domain":
      return `domain:${request.domain.toLowerCase()}`;
    case "account":
      return `account:${request.accountUuid}`;
  }
};

/**
 * The account request that `skin.updated` stands for: the one under way, or, with none under way, the
 * applied or the failed one (an organisation without a skin yet). Null when the look is not the account's.
 */
export const accountRequestOf = (context: SkinContext): SkinRequest | null => {
  if (context.pendingRequest !== null)
    return context.pendingRequest.by === "account" ? context.pendingRequest : null;
  if (context.appliedRequest?.by === "account") return context.appliedRequest;
  if (context.failedRequest?.by === "account") return context.failedRequest;
  return null;
};

/**
 * The skin: none at start; loading while fetched by org, by domain or for the signed-in account; applied
 * when it arrives. A failed load is ignored (the previous look stays). A reset returns to the defaults.
 * A skin the account's admin just saved replaces the account's skin without asking the server again.
 */
export const skinMachine = setup({
  types: {
    context: {} as SkinContext,
    events: {} as SkinEvent,
  },
  actors: {
    // Supplied at the edge with machine.provide(): the refdata/account services.
    fetchSkin: fromPromise<Skin, SkinRequest>(() => Promise.reject(new Error("fetchSkin not provided"))),
  },
  guards: {
    isNewRequest: ({ context }, params: { request: SkinRequest }) => {
      const key = requestKey(params.request);
      return (
        key !== requestKey(context.pendingRequest) &&
        key !== requestKey(context.appliedRequest) &&
        key !== requestKey(context.failedRequest)
      );
    },
    hasSkin: ({ context }) => context.skin !== null,
    isAccountSkin: ({ context }) => accountRequestOf(context) !== null,
    isFromAccount: ({ context }) =>
      context.appliedRequest?.by === "account" ||
      context.pendingRequest?.by === "account" ||
      context.failedRequest?.by === "account",
  },
  actions: {
    assignPendingRequest: assign((_, params: { request: SkinRequest }) => ({
      pendingRequest: params.request,
    })),
    assignSkin: assign(({ context }, params: { skin: Skin }) => ({
      skin: params.skin,
      appliedRequest: context.pendingRequest,
      pendingRequest: null,
    })),
    rememberFailure: assign(({ context }) => ({
      failedRequest: context.pendingRequest,
      pendingRequest: null,
    })),
    // A load under way is dropped (leaving `loading` stops it): its answer could predate the save.
    assignUpdatedSkin: assign(({ context }, params: { skin: Skin }) => {
      const request = accountRequestOf(context);
      return {
        skin: params.skin,
        appliedRequest: request,
        pendingRequest: null,
        failedRequest:
          requestKey(context.failedRequest) === requestKey(request) ? null : context.failedRequest,
      };
    }),
    clearSkin: assign({ skin: null, appliedRequest: null, pendingRequest: null, failedRequest: null }),
  },
}).createMachine({
  id: "skin",
  initial: "none",
  context: { skin: null, appliedRequest: null, pendingRequest: null, failedRequest: null },
  on: {
    "skin.requested": {
      guard: { type: "isNewRequest", params: ({ event }) => ({ request: event.request }) },
      target: ".loading",
      reenter: true,
      actions: { type: "assignPendingRequest", params: ({ event }) => ({ request: event.request }) },
    },
    "skin.reset": { target: ".none", actions: "clearSkin" },
    "skin.accountLeft": { guard: "isFromAccount", target: ".none", actions: "clearSkin" },
    "skin.updated": {
      guard: "isAccountSkin",
      target: ".applied",
      actions: { type: "assignUpdatedSkin", params: ({ event }) => ({ skin: event.skin }) },
    },
  },
  states: {
    none: {},
    loading: {
      invoke: {
        src: "fetchSkin",
        input: ({ context }) => context.pendingRequest as SkinRequest,
        onDone: {
          target: "applied",
          actions: { type: "assignSkin", params: ({ event }) => ({ skin: event.output }) },
        },
        onError: [
          { guard: "hasSkin", target: "applied", actions: "rememberFailure" },
          { target: "none", actions: "rememberFailure" },
        ],
      },
    },
    applied: {},
  },
});

export type SkinSnapshot = ReturnType<typeof skinMachine.getInitialSnapshot>;

/** Any skin load under way hides the header (seed §2). */
export const isSkinLoading = (snapshot: SkinSnapshot): boolean => snapshot.matches("loading");

/** Only a load by org shows the blocking 'Cargando...' dialog (seed §2). */
export const isOrgSkinLoading = (snapshot: SkinSnapshot): boolean =>
  snapshot.matches("loading") && snapshot.context.pendingRequest?.by === "org";
