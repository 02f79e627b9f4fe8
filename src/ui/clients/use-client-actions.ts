import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useEffect, useMemo, useRef } from "react";
import {
  canConfirmDelete,
  clientActionsMachine,
  isConfirmingDelete,
  isWorking,
  type ActionTarget,
  type ClientActionsEmitted,
} from "../../machines/client-actions/client-actions.machine.ts";
import { ClientsApi } from "../../services/clients/clients.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the client-actions machine to the clients service; `onOutcome` hears what changed. */
export const useClientActions = (
  client: ActionTarget,
  onOutcome: (outcome: ClientActionsEmitted) => void,
) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      clientActionsMachine.provide({
        actors: {
          invite: serviceActor(runtime, ({ uuid }: { uuid: string }) =>
            Effect.flatMap(Effect.service(ClientsApi), (clients) => clients.invite(uuid)),
          ),
          assignToMe: serviceActor(runtime, ({ uuid }: { uuid: string }) =>
            Effect.flatMap(Effect.service(ClientsApi), (clients) => clients.assignToMe(uuid)),
          ),
          deleteAccount: serviceActor(runtime, ({ uuid }: { uuid: string }) =>
            Effect.flatMap(Effect.service(ClientsApi), (clients) =>
              Effect.as(clients.remove(uuid), undefined),
            ),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input: { client }, inspect: inspector() });
  // The latest callback, without resubscribing on every render.
  const outcome = useRef(onOutcome);
  useEffect(() => {
    outcome.current = onOutcome;
  });
  useEffect(() => {
    const subscription = actor.on("*", (event) => outcome.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);
  return {
    send: actor.send,
    typedEmail: useSelector(actor, (s) => s.context.typedEmail),
    notice: useSelector(actor, (s) => s.context.notice),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    working: useSelector(actor, isWorking),
    confirming: useSelector(actor, isConfirmingDelete),
    canConfirm: useSelector(actor, canConfirmDelete),
    inviting: useSelector(actor, (s) => s.matches("inviting")),
    assigning: useSelector(actor, (s) => s.matches("assigning")),
    deleting: useSelector(actor, (s) => s.matches("deleting")),
  };
};
