import { createActorContext } from "@xstate/react";
import { Effect } from "effect";
import { useMemo, type ReactNode } from "react";
import { fromPromise } from "xstate";
import type { Account } from "../../../contracts/schema/account.ts";
import type { LoginRequest, SessionResponse } from "../../../contracts/schema/auth.ts";
import { sessionMachine } from "../../machines/session/session.machine.ts";
import { AccountApi } from "../../services/account/account.ts";
import { AuthApi } from "../../services/auth/auth.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { clearSessionStorage, readStoredSession, writeSession } from "./session-storage.ts";

/** The app-wide session actor. */
export const SessionActor = createActorContext(sessionMachine);

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
          fetchAccount: fromPromise<Account, { token: string }>(({ signal }) =>
            runtime.runPromise(
              Effect.gen(function* () {
                return yield* (yield* AccountApi).me();
              }),
              { signal },
            ),
          ),
          signIn: fromPromise<SessionResponse, LoginRequest>(({ input, signal }) =>
            runtime.runPromise(
              Effect.gen(function* () {
                return yield* (yield* AuthApi).login(input);
              }),
              { signal },
            ),
          ),
          // Storage is already cleared when this runs, so the token travels explicitly.
          signOut: fromPromise<undefined, { token: string }>(async ({ input, signal }) => {
            await runtime.runPromise(
              Effect.gen(function* () {
                yield* (yield* AuthApi).logout(input.token);
              }),
              { signal },
            );
            return undefined;
          }),
        },
        actions: {
          persistSession: (_, params) => writeSession(storage, params.token, params.account),
          clearStorage: () => clearSessionStorage(storage),
        },
      }),
    [runtime, storage],
  );
  // Read once, when the provider mounts: a token present at start means signed in (seed §4).
  const input = useMemo(() => readStoredSession(storage), [storage]);
  return (
    <SessionActor.Provider logic={logic} options={{ input, inspect: inspector() }}>
      {children}
    </SessionActor.Provider>
  );
};
