import { assign, fromPromise, setup } from "xstate";
import type {
  FacebookCallbackRequest,
  FacebookLinked,
  LinkedProfile,
} from "../../../contracts/schema/facebook.ts";
import { failureCode } from "../failure-code.ts";

/** What the provider put in the /callbacks address. */
export interface CallbackParams {
  readonly code?: string;
  readonly state?: string;
  /** OAuth 2.0's error (RFC 6749 §4.1.2.1): `access_denied` when the person said no. */
  readonly error?: string;
}

export interface FacebookCallbackContext {
  readonly params: CallbackParams;
  readonly profile: LinkedProfile | null;
  readonly returnTo: string | null;
  /** `access_denied`, `provider_refused`, `missing_code`, or the server's error code. */
  readonly errorCode: string | null;
}

/** The provider's own error codes other than a refusal by the person: the provider could not go on. */
const errorCodeOf = (error: string): string =>
  error === "access_denied" ? "access_denied" : "provider_refused";

/**
 * The way back from the provider (/callbacks): an error in the address (the person said no) or a missing
 * code fails at once; otherwise the server completes the link (`exchanging`) and the person is returned
 * where they started (`linked`, whose entry action is the edge's) or told what went wrong (`failed`).
 */
export const facebookCallbackMachine = setup({
  types: {
    input: {} as { readonly params: CallbackParams },
    context: {} as FacebookCallbackContext,
  },
  actors: {
    // Supplied at the edge: the Facebook service.
    completeLink: fromPromise<FacebookLinked, FacebookCallbackRequest>(() =>
      Promise.reject(new Error("completeLink not provided")),
    ),
  },
  guards: {
    wasRefused: ({ context }) => context.params.error !== undefined,
    hasCode: ({ context }) => Boolean(context.params.code) && Boolean(context.params.state),
  },
  actions: {
    assignRefusal: assign(({ context }) => ({ errorCode: errorCodeOf(context.params.error ?? "") })),
    assignMissing: assign({ errorCode: "missing_code" }),
    assignLinked: assign((_, params: { linked: FacebookLinked }) => ({
      profile: params.linked.profile,
      returnTo: params.linked.returnTo,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    // Supplied at the edge: takes the person back where they started.
    returnToStart: (_, _params: { returnTo: string }) => undefined,
  },
}).createMachine({
  id: "facebookCallback",
  context: ({ input }) => ({ params: input.params, profile: null, returnTo: null, errorCode: null }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "wasRefused", target: "failed", actions: "assignRefusal" },
        { guard: "hasCode", target: "exchanging" },
        { target: "failed", actions: "assignMissing" },
      ],
    },
    exchanging: {
      invoke: {
        id: "completeLink",
        src: "completeLink",
        input: ({ context }) => ({ code: context.params.code ?? "", state: context.params.state ?? "" }),
        onDone: {
          target: "linked",
          actions: { type: "assignLinked", params: ({ event }) => ({ linked: event.output }) },
        },
        onError: {
          target: "failed",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    linked: {
      type: "final",
      entry: { type: "returnToStart", params: ({ context }) => ({ returnTo: context.returnTo ?? "/app" }) },
    },
    failed: { type: "final" },
  },
});

export type FacebookCallbackSnapshot = ReturnType<typeof facebookCallbackMachine.getInitialSnapshot>;
