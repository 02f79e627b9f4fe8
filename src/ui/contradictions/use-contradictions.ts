import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import type { FindingUpdate } from "../../../contracts/schema/contradictions.ts";
import { contradictionMachine, isStale } from "../../machines/contradiction/contradiction.machine.ts";
import { ContradictionsApi } from "../../services/contradictions/contradictions.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the contradiction machine to ContradictionsApi for one account. */
export const useContradictions = (accountUuid: string, documentUuid: string | null) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      contradictionMachine.provide({
        actors: {
          listReports: serviceActor(runtime, (input: { accountUuid: string }) =>
            Effect.flatMap(Effect.service(ContradictionsApi), (api) => api.listReports(input.accountUuid)),
          ),
          fetchReport: serviceActor(runtime, (input: { accountUuid: string; reportUuid: string }) =>
            Effect.flatMap(Effect.service(ContradictionsApi), (api) =>
              api.report(input.accountUuid, input.reportUuid),
            ),
          ),
          detect: serviceActor(runtime, (input: { accountUuid: string; documentUuid: string }) =>
            Effect.flatMap(Effect.service(ContradictionsApi), (api) =>
              api.detect(input.accountUuid, input.documentUuid),
            ),
          ),
          updateFinding: serviceActor(
            runtime,
            (input: {
              accountUuid: string;
              reportUuid: string;
              findingUuid: string;
              update: FindingUpdate;
            }) =>
              Effect.flatMap(Effect.service(ContradictionsApi), (api) =>
                api.updateFinding(input.accountUuid, input.reportUuid, input.findingUuid, input.update),
              ),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input: { accountUuid, documentUuid }, inspect: inspector() });
  return {
    send: actor.send,
    documentUuid: useSelector(actor, (s) => s.context.documentUuid),
    reports: useSelector(actor, (s) => s.context.reports),
    report: useSelector(actor, (s) => s.context.report),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    updatingFinding: useSelector(actor, (s) => s.context.updatingFinding),
    loading: useSelector(actor, (s) => s.matches("loading") || s.matches("opening")),
    checking: useSelector(actor, (s) => s.matches("checking")),
    failed: useSelector(actor, (s) => s.matches("failed")),
    idle: useSelector(actor, (s) => s.matches("idle")),
    stale: useSelector(actor, isStale),
  };
};
