import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import { clientSummaryMachine } from "../../machines/client-summary/client-summary.machine.ts";
import { ClientsApi } from "../../services/clients/clients.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the client-summary machine to the clients service, for the client in the address. */
export const useClientSummary = (uuid: string) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      clientSummaryMachine.provide({
        actors: {
          fetchSummary: serviceActor(runtime, (input: { uuid: string }) =>
            Effect.flatMap(Effect.service(ClientsApi), (clients) => clients.summary(input.uuid)),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input: { uuid }, inspect: inspector() });
  return {
    send: actor.send,
    summary: useSelector(actor, (s) => s.context.summary),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    loading: useSelector(actor, (s) => s.matches("loading")),
    notFound: useSelector(actor, (s) => s.matches("notFound")),
    failed: useSelector(actor, (s) => s.matches("failed")),
  };
};
