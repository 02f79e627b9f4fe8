import type { Effect } from "effect";
import type { AppRuntime, AppServices } from "./app-runtime.ts";

/**
 * Runs an effect for a machine's promise actor. When the actor is stopped (its signal aborts: the machine
 * left the state, or React's StrictMode remounted it), the outcome is dropped rather than reported: a
 * stopped call's rejection must never reach a restarted machine as a failure of the new call.
 */
export const runForActor = <A, E>(
  runtime: AppRuntime,
  effect: Effect.Effect<A, E, AppServices>,
  signal: AbortSignal,
): Promise<A> =>
  runtime.runPromise(effect, { signal }).catch((error: unknown) => {
    if (signal.aborted) return new Promise<A>(() => undefined);
    throw error;
  });
