import { useRouter } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { FacebookCallbackRequest, FacebookLinked } from "../../../contracts/schema/facebook.ts";
import {
  facebookCallbackMachine,
  type CallbackParams,
} from "../../machines/facebook-link/facebook-callback.machine.ts";
import { FacebookApi } from "../../services/facebook/facebook.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import type { AppRuntime } from "../app/app-runtime.ts";

// A code can be exchanged once only (the server uses its state up). React's StrictMode starts the page's
// machine twice; both must share the one request rather than the second being refused, so requests are
// kept by state for the page's life and not cancelled when the first machine stops.
const completions = new Map<string, Promise<FacebookLinked>>();

const completeOnce = (runtime: AppRuntime, request: FacebookCallbackRequest): Promise<FacebookLinked> => {
  const known = completions.get(request.state);
  if (known) return known;
  const started = runtime.runPromise(
    Effect.flatMap(Effect.service(FacebookApi), (facebook) => facebook.complete(request)),
  );
  completions.set(request.state, started);
  return started;
};

/** Binds the facebook-callback machine to the Facebook service and the router, for /callbacks. */
export const useFacebookCallback = (params: CallbackParams) => {
  const runtime = useAppRuntime();
  const router = useRouter();
  const logic = useMemo(
    () =>
      facebookCallbackMachine.provide({
        actors: {
          completeLink: fromPromise<FacebookLinked, FacebookCallbackRequest>(({ input }) =>
            completeOnce(runtime, input),
          ),
        },
        actions: {
          // Back where the person started; replacing /callbacks, whose code is spent.
          returnToStart: (_, { returnTo }) => void router.navigate({ href: returnTo, replace: true }),
        },
      }),
    [runtime, router],
  );
  const actor = useActorRef(logic, { input: { params }, inspect: inspector() });
  return {
    exchanging: useSelector(actor, (s) => s.matches("exchanging") || s.matches("checking")),
    linked: useSelector(actor, (s) => s.matches("linked")),
    failed: useSelector(actor, (s) => s.matches("failed")),
    profile: useSelector(actor, (s) => s.context.profile),
    returnTo: useSelector(actor, (s) => s.context.returnTo),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
  };
};
