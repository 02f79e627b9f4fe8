import { assign, fromPromise, setup } from "xstate";
import type { FacebookLinkStarted, LinkedProfile } from "../../../contracts/schema/facebook.ts";
import { failureCode } from "../failure-code.ts";

/** What the section shows first: whether linking is on here, and the profile linked now (if any). */
export interface LinkOverview {
  readonly enabled: boolean;
  readonly profile: LinkedProfile | null;
}

export interface FacebookLinkInput {
  /** Whose profile: the signed-in client's own, or a client a professional is looking at. */
  readonly accountUuid: string;
  /** Read-only: a professional sees the profile and nothing to press. */
  readonly readOnly: boolean;
  /** Where the person should come back to once linked. */
  readonly returnTo: string;
}

export interface FacebookLinkContext extends FacebookLinkInput {
  readonly enabled: boolean;
  readonly profile: LinkedProfile | null;
  readonly errorCode: string | null;
}

export type FacebookLinkEvent = { type: "link.start" } | { type: "link.unlink" } | { type: "link.reload" };

/**
 * The Facebook section of an account: loads whether linking is on and the linked profile; a client starts
 * a link (the server answers the provider's page, and the browser is sent there: `redirecting`) or
 * unlinks. The way back from the provider is the callback machine's, on /callbacks.
 */
export const facebookLinkMachine = setup({
  types: {
    input: {} as FacebookLinkInput,
    context: {} as FacebookLinkContext,
    events: {} as FacebookLinkEvent,
  },
  actors: {
    // Supplied at the edge: the Facebook service.
    loadOverview: fromPromise<LinkOverview, { accountUuid: string; readOnly: boolean }>(() =>
      Promise.reject(new Error("loadOverview not provided")),
    ),
    startLink: fromPromise<FacebookLinkStarted, { returnTo: string }>(() =>
      Promise.reject(new Error("startLink not provided")),
    ),
    unlink: fromPromise<undefined, undefined>(() => Promise.reject(new Error("unlink not provided"))),
  },
  guards: {
    mayStart: ({ context }) => !context.readOnly && context.enabled,
    mayUnlink: ({ context }) => !context.readOnly && context.profile !== null,
  },
  actions: {
    clearError: assign({ errorCode: null }),
    assignOverview: assign((_, params: { overview: LinkOverview }) => ({
      enabled: params.overview.enabled,
      profile: params.overview.profile,
    })),
    clearProfile: assign({ profile: null }),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    // Supplied at the edge: sends the browser to the provider's page.
    goToProvider: (_, _params: { url: string }) => undefined,
  },
}).createMachine({
  id: "facebookLink",
  context: ({ input }) => ({ ...input, enabled: false, profile: null, errorCode: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadOverview",
        src: "loadOverview",
        input: ({ context }) => ({ accountUuid: context.accountUuid, readOnly: context.readOnly }),
        onDone: {
          target: "idle",
          actions: { type: "assignOverview", params: ({ event }) => ({ overview: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    idle: {
      on: {
        "link.start": { guard: "mayStart", target: "starting", actions: "clearError" },
        "link.unlink": { guard: "mayUnlink", target: "unlinking", actions: "clearError" },
      },
    },
    starting: {
      invoke: {
        id: "startLink",
        src: "startLink",
        input: ({ context }) => ({ returnTo: context.returnTo }),
        onDone: {
          target: "redirecting",
          actions: { type: "goToProvider", params: ({ event }) => ({ url: event.output.authorizationUrl }) },
        },
        onError: {
          target: "idle",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The browser is on its way to the provider; the page goes with it.
    redirecting: {},
    unlinking: {
      invoke: {
        id: "unlink",
        src: "unlink",
        onDone: { target: "idle", actions: "clearProfile" },
        onError: {
          target: "idle",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { "link.reload": { target: "loading", actions: "clearError" } },
    },
  },
});

export type FacebookLinkSnapshot = ReturnType<typeof facebookLinkMachine.getInitialSnapshot>;

export const isBusy = (snapshot: FacebookLinkSnapshot): boolean =>
  snapshot.matches("starting") || snapshot.matches("redirecting") || snapshot.matches("unlinking");
/** Whether the link button shows: a client, on a server with a provider, with nothing linked. */
export const showsLinkButton = (snapshot: FacebookLinkSnapshot): boolean =>
  !snapshot.context.readOnly && snapshot.context.enabled && snapshot.context.profile === null;
