import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import {
  canSubmit,
  currentQuestionOf,
  familyInterviewMachine,
  hasSubmitFailed,
  progressOf,
  screenOf,
  type InterviewSend,
} from "../../machines/family-interview/family-interview.machine.ts";
import type { InterviewDraft } from "../../machines/family-interview/interview-draft.ts";
import { FamilyInterviewsApi } from "../../services/family-interviews/family-interviews.ts";
import { browserDraftStorage, removeDraft, writeDraft } from "../forms/draft-storage.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";
import { interviewDraftKey, readInterviewDraft } from "./interview-drafts.ts";

/**
 * Binds the family-interview machine to FamilyInterviewsApi and to this browser's localStorage (or
 * `storage`). The draft's key is worked out once per token; writes and the removal wait for it in the order
 * they were asked for, so the last word is always the machine's last.
 */
export const useFamilyInterview = (token: string, storage: Storage | null = browserDraftStorage()) => {
  const runtime = useAppRuntime();
  const logic = useMemo(() => {
    const key = interviewDraftKey(token);
    const withKey = (work: (key: string) => void) =>
      void key.then(work).catch(() => {
        // A browser that keeps nothing: the questionnaire goes on, and the answers still go when sent.
      });
    return familyInterviewMachine.provide({
      actors: {
        loadInvitation: serviceActor(runtime, (input: { token: string }) =>
          Effect.flatMap(Effect.service(FamilyInterviewsApi), (api) => api.invitation(input.token)),
        ),
        loadDraft: fromPromise<InterviewDraft | null, { token: string }>(async () =>
          readInterviewDraft(storage, await key),
        ),
        submitInterview: serviceActor(runtime, (input: InterviewSend) =>
          Effect.flatMap(Effect.service(FamilyInterviewsApi), (api) =>
            api.submit(input.token, input.submission),
          ),
        ),
      },
      actions: {
        storeDraft: (_, params) => withKey((found) => writeDraft(storage, found, params.draft)),
        clearDraft: () => withKey((found) => removeDraft(storage, found)),
      },
    });
  }, [runtime, storage, token]);
  const actor = useActorRef(logic, { input: { token }, inspect: inspector() });
  return {
    send: actor.send,
    screen: useSelector(actor, screenOf),
    invitation: useSelector(actor, (s) => s.context.invitation),
    language: useSelector(actor, (s) => s.context.language),
    consent: useSelector(actor, (s) => s.context.consent),
    question: useSelector(actor, currentQuestionOf),
    progress: useSelector(actor, progressOf, (a, b) => a.number === b.number && a.total === b.total),
    answers: useSelector(actor, (s) => s.context.answers),
    editingFromReview: useSelector(actor, (s) => s.context.editingFromReview),
    problem: useSelector(actor, (s) => s.context.problem),
    errorCode: useSelector(actor, (s) => s.context.errorCode),
    restored: useSelector(actor, (s) => s.context.restored),
    canSubmit: useSelector(actor, canSubmit),
    submitFailed: useSelector(actor, hasSubmitFailed),
  };
};
