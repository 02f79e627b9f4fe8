import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { AppRuntime, AppServices } from "./app-runtime.ts";
import { runForActor } from "./run-for-actor.ts";

/**
 * A machine's promise actor made of a service call: run on the app's runtime, dropped when the actor stops
 * (see runForActor). This is how every hook supplies its machine's calls.
 */
export const serviceActor = <I, A, E>(
  runtime: AppRuntime,
  call: (input: I) => Effect.Effect<A, E, AppServices>,
) => fromPromise<A, I>(({ input, signal }) => runForActor(runtime, call(input), signal));
