import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import type { NewClient } from "../../../contracts/schema/clients.ts";
import type { NewClientInput } from "../../machines/new-client/new-client.machine.ts";
import {
  isCreated,
  isLookingUpCurrency,
  isSubmitting,
  newClientMachine,
} from "../../machines/new-client/new-client.machine.ts";
import { ClientsApi } from "../../services/clients/clients.ts";
import { RefdataApi } from "../../services/refdata/refdata.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the new-client machine to the refdata (currency) and clients services. */
export const useNewClient = (input: NewClientInput) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      newClientMachine.provide({
        actors: {
          lookUpCurrency: serviceActor(runtime, ({ country }: { country: string }) =>
            Effect.flatMap(Effect.service(RefdataApi), (refdata) => refdata.currency({ code2: country })),
          ),
          createClient: serviceActor(runtime, (client: NewClient) =>
            Effect.flatMap(Effect.service(ClientsApi), (clients) => clients.create(client)),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input, inspect: inspector() });
  return {
    send: actor.send,
    /** The machine's state right now (after a send), for what must happen in the same event handler. */
    current: () => actor.getSnapshot(),
    draft: useSelector(actor, (s) => s.context.draft),
    problems: useSelector(actor, (s) => s.context.problems),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    created: useSelector(actor, (s) => s.context.created),
    submitting: useSelector(actor, isSubmitting),
    done: useSelector(actor, isCreated),
    lookingUpCurrency: useSelector(actor, isLookingUpCurrency),
  };
};
