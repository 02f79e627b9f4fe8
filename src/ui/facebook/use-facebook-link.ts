import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import type { LinkedProfile } from "../../../contracts/schema/facebook.ts";
import {
  facebookLinkMachine,
  isBusy,
  showsLinkButton,
  type LinkOverview,
} from "../../machines/facebook-link/facebook-link.machine.ts";
import type { ApiFailure } from "../../services/errors.ts";
import { FacebookApi } from "../../services/facebook/facebook.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Not linked is an answer, not a failure. */
const orNone = (
  effect: Effect.Effect<LinkedProfile, ApiFailure>,
): Effect.Effect<LinkedProfile | null, ApiFailure> =>
  effect.pipe(Effect.catchTag("NotFound", () => Effect.succeed(null)));

/** Binds the facebook-link machine to the Facebook service, for an account's own section or a client's page. */
export const useFacebookLink = (input: { accountUuid: string; readOnly: boolean; returnTo: string }) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      facebookLinkMachine.provide({
        actors: {
          // When this server has no provider, no profile is asked for at all: the section does not show.
          loadOverview: serviceActor(runtime, (given: { accountUuid: string; readOnly: boolean }) =>
            Effect.flatMap(Effect.service(FacebookApi), (facebook) =>
              facebook.status().pipe(
                // A server that does not know the call has no provider either.
                Effect.catchTag("NotFound", () => Effect.succeed({ enabled: false })),
                Effect.flatMap(({ enabled }): Effect.Effect<LinkOverview, ApiFailure> =>
                  enabled
                    ? orNone(facebook.profile(given.readOnly ? given.accountUuid : undefined)).pipe(
                        Effect.map((profile) => ({ enabled, profile })),
                      )
                    : Effect.succeed({ enabled, profile: null }),
                ),
              ),
            ),
          ),
          startLink: serviceActor(runtime, (given: { returnTo: string }) =>
            Effect.flatMap(Effect.service(FacebookApi), (facebook) => facebook.start(given.returnTo)),
          ),
          unlink: serviceActor(runtime, () =>
            Effect.flatMap(Effect.service(FacebookApi), (facebook) =>
              facebook.unlink().pipe(Effect.as(undefined)),
            ),
          ),
        },
        actions: {
          // Leaving Avow for the provider's page: a full navigation, not a route change.
          goToProvider: (_, params) => window.location.assign(params.url),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input, inspect: inspector() });
  return {
    send: actor.send,
    profile: useSelector(actor, (s) => s.context.profile),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    loading: useSelector(actor, (s) => s.matches("loading")),
    failed: useSelector(actor, (s) => s.matches("failed")),
    busy: useSelector(actor, isBusy),
    starting: useSelector(actor, (s) => s.matches("starting") || s.matches("redirecting")),
    unlinking: useSelector(actor, (s) => s.matches("unlinking")),
    showsLinkButton: useSelector(actor, showsLinkButton),
    enabled: useSelector(actor, (s) => s.context.enabled),
  };
};
