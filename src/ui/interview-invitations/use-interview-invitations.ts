import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import type { FamilyInterview } from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import {
  interviewInvitationsMachine,
  isConfirmingWithdraw,
  isWithdrawing,
} from "../../machines/interview-invitations/interview-invitations.machine.ts";
import {
  inviteRelativeMachine,
  isInvited,
  isSubmitting,
  type InviteRelativeRequest,
} from "../../machines/invite-relative/invite-relative.machine.ts";
import { FamilyInterviewsApi } from "../../services/family-interviews/family-interviews.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";

/** Binds the interview-invitations machine to FamilyInterviewsApi for one client. */
export const useInterviewInvitations = (clientUuid: string) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      interviewInvitationsMachine.provide({
        actors: {
          fetchInvitations: serviceActor(runtime, (input: { clientUuid: string }) =>
            Effect.flatMap(Effect.service(FamilyInterviewsApi), (api) => api.list(input.clientUuid)),
          ),
          withdrawInvitation: serviceActor(runtime, (input: { clientUuid: string; interviewUuid: string }) =>
            Effect.flatMap(Effect.service(FamilyInterviewsApi), (api) =>
              Effect.as(api.withdraw(input.clientUuid, input.interviewUuid), undefined),
            ),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input: { clientUuid }, inspect: inspector() });
  return {
    send: actor.send,
    items: useSelector(actor, (s) => s.context.items),
    loadedOnce: useSelector(actor, (s) => s.context.loadedOnce),
    loading: useSelector(actor, (s) => s.matches("loading")),
    failed: useSelector(actor, (s) => s.matches("failed")),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    notice: useSelector(actor, (s) => s.context.notice),
    withdrawing: useSelector(actor, (s) => s.context.withdrawing),
    confirming: useSelector(actor, isConfirmingWithdraw),
    busyWithdrawing: useSelector(actor, isWithdrawing),
  };
};

/**
 * Binds the invite-relative machine to FamilyInterviewsApi; `onInvited` hears of each invitation made (the
 * list shows it at once). It must keep its identity (a useCallback over the list actor's send).
 */
export const useInviteRelative = (
  input: { clientUuid: string; language: Language },
  onInvited: (interview: FamilyInterview) => void,
) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      inviteRelativeMachine.provide({
        actors: {
          inviteRelative: serviceActor(runtime, ({ clientUuid, invitation }: InviteRelativeRequest) =>
            Effect.flatMap(Effect.service(FamilyInterviewsApi), (api) => api.invite(clientUuid, invitation)),
          ),
        },
        actions: { announceInvited: (_, params) => onInvited(params.interview) },
      }),
    [runtime, onInvited],
  );
  const actor = useActorRef(logic, { input, inspect: inspector() });
  return {
    send: actor.send,
    /** The snapshot now, for the form to read right after sending (to focus the first wrong field). */
    current: () => actor.getSnapshot(),
    draft: useSelector(actor, (s) => s.context.draft),
    problems: useSelector(actor, (s) => s.context.problems),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    invited: useSelector(actor, (s) => s.context.invited),
    submitting: useSelector(actor, isSubmitting),
    done: useSelector(actor, isInvited),
  };
};
