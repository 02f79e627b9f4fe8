import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import type { AuditExportFormat } from "../../../contracts/schema/audit.ts";
import {
  auditTrailMachine,
  hasFailed,
  hasMoreEvents,
  isExporting,
  isLoadingMore,
  isLoadingTrail,
} from "../../machines/audit-trail/audit-trail.machine.ts";
import { AuditApi } from "../../services/audit/audit.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { saveFile } from "../app/save-file.ts";
import { serviceActor } from "../app/service-actor.ts";

/** Events per page on the client's page. */
export const AUDIT_PAGE_SIZE = 25;

/** Binds the audit-trail machine to AuditApi for one account. */
export const useAuditTrail = (accountUuid: string) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      auditTrailMachine.provide({
        actors: {
          fetchPage: serviceActor(runtime, (input: { accountUuid: string; page: number; size: number }) =>
            Effect.flatMap(Effect.service(AuditApi), (audit) =>
              audit.list(input.accountUuid, input.page, input.size),
            ),
          ),
          exportTrail: serviceActor(runtime, (input: { accountUuid: string; format: AuditExportFormat }) =>
            Effect.flatMap(Effect.service(AuditApi), (audit) =>
              audit.exportTrail(input.accountUuid, input.format),
            ).pipe(
              Effect.map((file) => {
                saveFile(file);
                return undefined;
              }),
            ),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, {
    input: { accountUuid, pageSize: AUDIT_PAGE_SIZE },
    inspect: inspector(),
  });
  return {
    send: actor.send,
    items: useSelector(actor, (s) => s.context.items),
    total: useSelector(actor, (s) => s.context.total),
    chainValid: useSelector(actor, (s) => s.context.chainValid),
    brokenAt: useSelector(actor, (s) => s.context.brokenAt),
    loadedOnce: useSelector(actor, (s) => s.context.loadedOnce),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    exportErrorCode: useSelector(actor, (s) => s.context.exportErrorCode),
    exporting: useSelector(actor, (s) => s.context.exporting),
    loading: useSelector(actor, isLoadingTrail),
    loadingMore: useSelector(actor, isLoadingMore),
    failed: useSelector(actor, hasFailed),
    busyExporting: useSelector(actor, isExporting),
    hasMore: useSelector(actor, hasMoreEvents),
  };
};
