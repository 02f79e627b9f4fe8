import { createActorContext } from "@xstate/react";
import { runForActor } from "../app/run-for-actor.ts";
import { Effect } from "effect";
import { useEffect, useMemo, type ReactNode } from "react";
import { fromPromise } from "xstate";
import type { Account } from "../../../contracts/schema/account.ts";
import type { LoginRequest, SessionResponse } from "../../../contracts/schema/auth.ts";
import { sessionMachine } from "../../machines/session/session.machine.ts";
import { AccountApi } from "../../services/account/account.ts";
import { AuthApi } from "../../services/auth/auth.ts";
import { SESSION_REJECTED_EVENT } from "../../services/http-client/http-client.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { clearStatementDrafts } from "../documents/statement-drafts.ts";
import { clearSessionStorage, readStoredSession, writeSession } from "./session-storage.ts";

/** The app-wide session actor. */
export const SessionActor = createActorContext(sessionMachine);

/** Tells the session machine when the HTTP client hears that the server no longer accepts the session. */
const SessionRejectionListener = () => {
  const session = SessionActor.useActorRef();
  useEffect(() => {
    const expire = () => session.send({ type: "session.expired" });
    window.addEventListener(SESSION_REJECTED_EVENT, expire);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, expire);
  }, [session]);
  return null;
};

/** Provides the session machine with its side effects: the auth and account services, and session storage. */
export const SessionProvider = ({
  children,
  storage = window.sessionStorage,
}: {
  children: ReactNode;
  storage?: Storage;
}) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          fetchAccount: fromPromise<Account, { token: string }>(({ input, signal }) =>
            runForActor(
              runtime,
              Effect.gen(function* () {
                return yield* (yield* AccountApi).me(input.token);
              }),
              signal,
            ),
          ),
          signIn: fromPromise<SessionResponse, LoginRequest>(({ input, signal }) =>
            runForActor(
              runtime,
              Effect.gen(function* () {
                return yield* (yield* AuthApi).login(input);
              }),
              signal,
            ),
          ),
          // Storage is already cleared when this runs, so the token travels explicitly.
          signOut: fromPromise<undefined, { token: string }>(async ({ input, signal }) => {
            await runForActor(
              runtime,
              Effect.gen(function* () {
                yield* (yield* AuthApi).logout(input.token);
              }),
              signal,
            );
            return undefined;
          }),
        },
        actions: {
          persistSession: (_, params) => writeSession(storage, params.token, params.account),
          clearStorage: ({ event }) => {
            clearSessionStorage(storage);
            // Statement drafts (sensitive, in localStorage) go on a sign-out, but not when the session
            // merely expired: then whoever signs in again finds their text.
            if (event.type === "session.signOut") clearStatementDrafts();
          },
        },
      }),
    [runtime, storage],
  );
  // Read once, when the provider mounts: a token present at start means signed in (seed §4).
  const input = useMemo(() => readStoredSession(storage), [storage]);
  return (
    <SessionActor.Provider logic={logic} options={{ input, inspect: inspector() }}>
      <SessionRejectionListener />
      {children}
    </SessionActor.Provider>
  );
};
