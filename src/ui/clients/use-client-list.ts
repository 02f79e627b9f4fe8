import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import {
  clientListMachine,
  isEmpty,
  isSearching,
  pageCount,
  type ClientListQuery,
} from "../../machines/client-list/client-list.machine.ts";
import { ClientsApi } from "../../services/clients/clients.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the client-list machine to the clients service; the component reads these and sends events. */
export const useClientList = () => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      clientListMachine.provide({
        actors: {
          fetchPage: serviceActor(runtime, (query: ClientListQuery) =>
            Effect.flatMap(Effect.service(ClientsApi), (clients) => clients.list(query)),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input: {}, inspect: inspector() });
  return {
    send: actor.send,
    typed: useSelector(actor, (s) => s.context.typed),
    query: useSelector(actor, (s) => s.context.query),
    items: useSelector(actor, (s) => s.context.items),
    total: useSelector(actor, (s) => s.context.total),
    pages: useSelector(actor, pageCount),
    loading: useSelector(actor, (s) => s.matches("loading")),
    failed: useSelector(actor, (s) => s.matches("failed")),
    empty: useSelector(actor, isEmpty),
    searching: useSelector(actor, isSearching),
  };
};
