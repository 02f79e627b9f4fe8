import { assign, fromPromise, setup } from "xstate";
import { failureCode } from "../failure-code.ts";
import { isProfessional, type Account } from "../../../contracts/schema/account.ts";
import type { LoginRequest, SessionResponse } from "../../../contracts/schema/auth.ts";

/** What a failed call tells the machine: the error's tag and code (services' tagged errors carry them). */
export interface SessionFailure {
  readonly _tag: string;
  readonly code?: string;
}

export interface SessionInput {
  /** `auth-token` from session storage at start, if any (seed §3, §4). */
  readonly storedToken: string | null;
  /** `auth-account` from session storage at start, if readable. */
  readonly storedAccount: Account | null;
}

export interface SessionContext {
  readonly token: string | null;
  readonly account: Account | null;
  /** The last sign-in failure's code, for the form to explain; null when none. */
  readonly errorCode: string | null;
}

export type SessionEvent =
  | { type: "session.signIn"; request: LoginRequest }
  | { type: "session.signOut" }
  /** A session made elsewhere (account confirmation) becomes this one. */
  | { type: "session.started"; session: SessionResponse }
  /** The server no longer knows the session (a 401). */
  | { type: "session.expired" };

const isUnauthorized = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as SessionFailure)._tag === "Unauthorized";

/**
 * The session (seed §4): a token in session storage means signed in. Signed out, signing in, signed in,
 * signing out; at start a stored token is checked against /api/account/me. Storage is written by the
 * `persistSession` and `clearStorage` actions, supplied at the edge; sign-out clears all of it.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    fetchAccount: fromPromise<Account, { token: string }>(() =>
      Promise.reject(new Error("fetchAccount not provided")),
    ),
    signIn: fromPromise<SessionResponse, LoginRequest>(() =>
      Promise.reject(new Error("signIn not provided")),
    ),
    signOut: fromPromise<undefined, { token: string }>(() =>
      Promise.reject(new Error("signOut not provided")),
    ),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    hasAccount: ({ context }) => context.account !== null,
  },
  actions: {
    // Replaced at the edge: session storage under auth-token and auth-account.
    persistSession: (_, _params: { token: string; account: Account }) => undefined,
    clearStorage: () => undefined,
    assignSession: assign((_, params: { session: SessionResponse }) => ({
      token: params.session.token,
      account: params.session.account,
      errorCode: null,
    })),
    assignAccount: assign((_, params: { account: Account }) => ({ account: params.account })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    clearError: assign({ errorCode: null }),
    forgetSession: assign({ token: null, account: null }),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ token: input.storedToken, account: input.storedAccount, errorCode: null }),
  initial: "starting",
  on: {
    // A session made elsewhere (account confirmation) wins, whatever this one was doing.
    "session.started": {
      target: ".signedIn",
      actions: [
        { type: "assignSession", params: ({ event }) => ({ session: event.session }) },
        {
          type: "persistSession",
          params: ({ event }) => ({ token: event.session.token, account: event.session.account }),
        },
      ],
    },
  },
  states: {
    starting: {
      always: [{ guard: "hasStoredToken", target: "restoring" }, { target: "signedOut" }],
    },
    restoring: {
      invoke: {
        id: "fetchAccount",
        src: "fetchAccount",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: {
          target: "signedIn",
          actions: [
            { type: "assignAccount", params: ({ event }) => ({ account: event.output }) },
            {
              type: "persistSession",
              params: ({ context, event }) => ({ token: context.token ?? "", account: event.output }),
            },
          ],
        },
        onError: [
          {
            guard: { type: "isUnauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "signedOut",
            actions: ["forgetSession", "clearStorage"],
          },
          // Offline or a server fault: keep the stored account; the next call will tell.
          { guard: "hasAccount", target: "signedIn" },
          { target: "signedOut", actions: ["forgetSession", "clearStorage"] },
        ],
      },
    },
    signedOut: {
      on: {
        "session.signIn": { target: "signingIn", actions: "clearError" },
      },
    },
    signingIn: {
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ event }) => (event as Extract<SessionEvent, { type: "session.signIn" }>).request,
        onDone: {
          target: "signedIn",
          actions: [
            { type: "assignSession", params: ({ event }) => ({ session: event.output }) },
            {
              type: "persistSession",
              params: ({ event }) => ({ token: event.output.token, account: event.output.account }),
            },
          ],
        },
        onError: {
          target: "signedOut",
          actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      on: {
        "session.signOut": "signingOut",
        "session.expired": { target: "signedOut", actions: ["forgetSession", "clearStorage"] },
      },
    },
    signingOut: {
      // Storage is cleared at once: whatever the server answers, this browser is signed out.
      entry: "clearStorage",
      invoke: {
        id: "signOut",
        src: "signOut",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: { target: "signedOut", actions: "forgetSession" },
        onError: { target: "signedOut", actions: "forgetSession" },
      },
    },
  },
});

export type SessionSnapshot = ReturnType<typeof sessionMachine.getInitialSnapshot>;

export const isSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches("signedIn");
/** Still finding out whether a stored token is good: show neither the form nor the app yet. */
export const isRestoring = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches("starting") || snapshot.matches("restoring");
export const isBusy = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches("signingIn") || snapshot.matches("signingOut");
export const accountOf = (snapshot: SessionSnapshot): Account | null => snapshot.context.account;
/** Seed §6: derived from the roles, never stored. */
export const isProfessionalOf = (snapshot: SessionSnapshot): boolean =>
  isProfessional(snapshot.context.account?.roles ?? []);
export const signInErrorOf = (snapshot: SessionSnapshot): string | null => snapshot.context.errorCode;
