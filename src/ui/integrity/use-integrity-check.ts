import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import { integrityCheckMachine, screenOf } from "../../machines/integrity-check/integrity-check.machine.ts";
import { IntegrityApi } from "../../services/integrity/integrity.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the integrity-check machine to IntegrityApi. */
export const useIntegrityCheck = () => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      integrityCheckMachine.provide({
        actors: {
          runCheck: serviceActor(runtime, (input: { fresh: boolean }) =>
            Effect.flatMap(Effect.service(IntegrityApi), (integrity) => integrity.check(input)),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { inspect: inspector() });
  return {
    send: actor.send,
    screen: useSelector(actor, screenOf),
    report: useSelector(actor, (s) => s.context.report),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
  };
};
