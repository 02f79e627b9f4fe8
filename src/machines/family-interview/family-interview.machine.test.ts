import { describe, expect, it } from "vitest";
import { createActor, waitFor, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { EXAMPLE_INTERVIEW_INVITATION } from "../../../contracts/fixtures/example-family-interview.ts";
import {
  MAX_ANSWER_LENGTH,
  type InterviewInvitation,
  type InterviewSubmitted,
} from "../../../contracts/schema/family-interviews.ts";
import {
  answerOf,
  canSubmit,
  currentQuestionOf,
  familyInterviewMachine,
  hasSubmitFailed,
  progressOf,
  screenOf,
  type FamilyInterviewEvent,
  type FamilyInterviewSnapshot,
  type InterviewSend,
} from "./family-interview.machine.ts";
import { deferredActors, followPath } from "../../test/deferred-actors.ts";
import type { InterviewDraft } from "./interview-draft.ts";

const TOKEN = "Pend1ngInterv1ewT0ken_abcdefghijklmnopqrstu";
const INVITATION = EXAMPLE_INTERVIEW_INVITATION;
const SUBMITTED: InterviewSubmitted = { submittedAt: "2026-11-23T10:00:00.000Z" };
const failure = (tag: string, code: string) => ({ _tag: tag, code });
const USED = failure("Unexpected", "interview_link_used");
const EXPIRED = failure("Unexpected", "interview_link_expired");
const INVALID = failure("NotFound", "interview_link_invalid");
const OFFLINE = failure("Offline", "offline");

type StorageOp =
  | { readonly op: "store"; readonly token: string; readonly draft: InterviewDraft }
  | { readonly op: "clear"; readonly token: string };

/** The machine with hand-settled actors, and every draft it stored or cleared. */
const harness = (token = TOKEN) => {
  const { deferred, settle } = deferredActors();
  const storage: StorageOp[] = [];
  const sent: InterviewSend[] = [];
  const actor = createActor(
    familyInterviewMachine.provide({
      actors: {
        loadInvitation: deferred<InterviewInvitation, { token: string }>("loadInvitation"),
        loadDraft: deferred<InterviewDraft | null, { token: string }>("loadDraft"),
        submitInterview: deferred<InterviewSubmitted, InterviewSend>("submitInterview", (input) =>
          sent.push(input),
        ),
      },
      actions: {
        storeDraft: (_, params) => void storage.push({ op: "store", ...params }),
        clearDraft: (_, params) => void storage.push({ op: "clear", ...params }),
      },
    }),
    { input: { token } },
  ).start();
  const lastDraft = (): InterviewDraft | null => {
    const last = storage.at(-1);
    return last?.op === "store" ? last.draft : null;
  };
  return { actor, storage, sent, settle, lastDraft };
};

/** Loaded, with the given draft (or none) in the browser. */
const opened = async (draft: InterviewDraft | null = null) => {
  const h = harness();
  h.settle("loadInvitation").resolve(INVITATION);
  await waitFor(h.actor, (s) => s.matches("restoring"));
  h.settle("loadDraft").resolve(draft);
  await waitFor(h.actor, (s) => s.matches("answering"));
  return h;
};

const screen = (h: ReturnType<typeof harness>) => screenOf(h.actor.getSnapshot());

describe("family-interview machine", () => {
  it("reads the invitation and starts at the intro, in the invitation's language", async () => {
    const h = await opened();
    expect(screen(h)).toBe("intro");
    expect(h.actor.getSnapshot().context.language).toBe("es");
    expect(h.actor.getSnapshot().context.restored).toBe(false);
    // Merely opening the link keeps nothing in the browser.
    expect(h.storage).toEqual([]);
  });

  it("asks for the consent before any question, and says so when it is missing", async () => {
    const h = await opened();
    h.actor.send({ type: "interview.start" });
    expect(screen(h)).toBe("consent");
    h.actor.send({ type: "interview.next" });
    expect(screen(h)).toBe("consent");
    expect(h.actor.getSnapshot().context.problem).toBe("consentRequired");
    h.actor.send({ type: "consent.changed", agreed: true });
    expect(h.actor.getSnapshot().context.problem).toBeNull();
    h.actor.send({ type: "interview.next" });
    expect(currentQuestionOf(h.actor.getSnapshot())).toBe("relationship");
    expect(progressOf(h.actor.getSnapshot())).toEqual({ number: 1, total: 3 });
  });

  it("goes one question at a time, back and next, allowing an empty answer; back from the first is the consent", async () => {
    const h = await opened();
    h.actor.send({ type: "interview.start" });
    h.actor.send({ type: "consent.changed", agreed: true });
    h.actor.send({ type: "interview.next" });
    h.actor.send({ type: "interview.next" }); // nothing typed: allowed
    expect(currentQuestionOf(h.actor.getSnapshot())).toBe("birth");
    h.actor.send({ type: "answer.changed", value: "Madrid, 1990" });
    h.actor.send({ type: "interview.back" });
    expect(currentQuestionOf(h.actor.getSnapshot())).toBe("relationship");
    h.actor.send({ type: "interview.back" });
    expect(screen(h)).toBe("consent");
    h.actor.send({ type: "interview.next" });
    h.actor.send({ type: "interview.next" });
    expect(answerOf(h.actor.getSnapshot(), "birth")).toBe("Madrid, 1990");
    h.actor.send({ type: "interview.next" });
    h.actor.send({ type: "interview.next" });
    expect(screen(h)).toBe("review");
  });

  it("keeps every change in the browser under the token, never the token inside the draft", async () => {
    const h = await opened();
    h.actor.send({ type: "interview.start" });
    h.actor.send({ type: "consent.changed", agreed: true });
    h.actor.send({ type: "interview.next" });
    h.actor.send({ type: "answer.changed", value: "Her brother." });
    expect(h.lastDraft()).toEqual({
      step: "question",
      index: 0,
      consent: true,
      answers: { relationship: "Her brother." },
      language: "es",
    });
    h.actor.send({ type: "language.changed", language: "fr" });
    expect(h.lastDraft()?.language).toBe("fr");
    h.actor.send({ type: "interview.next" });
    expect(h.lastDraft()).toMatchObject({ step: "question", index: 1 });
    for (const op of h.storage) {
      expect(op.token).toBe(TOKEN);
      if (op.op === "store") expect(JSON.stringify(op.draft)).not.toContain(TOKEN);
    }
  });

  it("resumes a reload where the relative was, with the answers and the language", async () => {
    const h = await opened({
      step: "question",
      index: 2,
      consent: true,
      answers: { birth: "Madrid", familyMembers: "not asked in this invitation" },
      language: "de",
    });
    expect(currentQuestionOf(h.actor.getSnapshot())).toBe("placesLived");
    expect(h.actor.getSnapshot().context).toMatchObject({
      restored: true,
      language: "de",
      answers: { birth: "Madrid" },
    });
  });

  it("asks for the consent again when a draft is past it without one, and clamps a question out of range", async () => {
    const h1 = await opened({ step: "review", index: 0, consent: false, answers: {}, language: null });
    expect(screen(h1)).toBe("consent");
    expect(h1.actor.getSnapshot().context.language).toBe("es");
    const h2 = await opened({ step: "question", index: 42, consent: true, answers: {}, language: null });
    expect(currentQuestionOf(h2.actor.getSnapshot())).toBe("placesLived");
  });

  it("starts afresh when the browser keeps no drafts", async () => {
    const h = harness();
    h.settle("loadInvitation").resolve(INVITATION);
    await waitFor(h.actor, (s) => s.matches("restoring"));
    h.settle("loadDraft").reject(new Error("localStorage is unavailable"));
    await waitFor(h.actor, (s) => s.matches("answering"));
    expect(screen(h)).toBe("intro");
  });

  it("reviews every answer, edits one and comes back to the review", async () => {
    const h = await opened({
      step: "review",
      index: 2,
      consent: true,
      answers: { birth: "Madrid" },
      language: null,
    });
    expect(screen(h)).toBe("review");
    h.actor.send({ type: "interview.edit", question: "relationship" });
    expect(currentQuestionOf(h.actor.getSnapshot())).toBe("relationship");
    h.actor.send({ type: "answer.changed", value: "Sister" });
    h.actor.send({ type: "interview.next" });
    expect(screen(h)).toBe("review");
    expect(h.actor.getSnapshot().context.editingFromReview).toBe(false);
    // Back from the review is the last question, and from there on next is a plain next.
    h.actor.send({ type: "interview.back" });
    expect(currentQuestionOf(h.actor.getSnapshot())).toBe("placesLived");
    // A question the invitation does not ask cannot be opened.
    h.actor.send({ type: "interview.next" });
    h.actor.send({ type: "interview.edit", question: "witnessed" });
    expect(screen(h)).toBe("review");
  });

  it("will not send without one answer that is not blank, and says so", async () => {
    const h = await opened({
      step: "review",
      index: 2,
      consent: true,
      answers: { birth: "  " },
      language: null,
    });
    expect(canSubmit(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: "interview.submit" });
    expect(screen(h)).toBe("review");
    expect(h.actor.getSnapshot().context.problem).toBe("noAnswers");
    expect(h.sent).toEqual([]);
  });

  it("sends the consent and the non-blank answers in order, then forgets the draft", async () => {
    const h = await opened({
      step: "review",
      index: 2,
      consent: true,
      answers: { placesLived: " Lisbon ", relationship: "", birth: "Madrid" },
      language: null,
    });
    h.actor.send({ type: "interview.submit" });
    expect(screen(h)).toBe("submitting");
    expect(h.sent).toEqual([
      {
        token: TOKEN,
        submission: {
          consent: true,
          answers: [
            { question: "birth", answer: "Madrid" },
            { question: "placesLived", answer: "Lisbon" },
          ],
        },
      },
    ]);
    h.settle("submitInterview").resolve(SUBMITTED);
    await waitFor(h.actor, (s) => s.matches("submitted"));
    expect(h.actor.getSnapshot().context.submittedAt).toBe(SUBMITTED.submittedAt);
    expect(h.storage.at(-1)).toEqual({ op: "clear", token: TOKEN });
  });

  it("keeps the answers when sending fails, and sends again on retry", async () => {
    const h = await opened({
      step: "review",
      index: 2,
      consent: true,
      answers: { birth: "Madrid" },
      language: null,
    });
    h.actor.send({ type: "interview.submit" });
    h.settle("submitInterview").reject(OFFLINE);
    await waitFor(h.actor, hasSubmitFailed);
    expect(h.actor.getSnapshot().context.errorCode).toBe("offline");
    expect(h.lastDraft()?.answers).toEqual({ birth: "Madrid" });
    h.actor.send({ type: "interview.retry" });
    h.settle("submitInterview").resolve(SUBMITTED);
    await waitFor(h.actor, (s) => s.matches("submitted"));
    expect(h.sent).toHaveLength(2);
  });

  it.each([
    [USED, "used"],
    [EXPIRED, "expired"],
    [INVALID, "invalid"],
  ] as const)(
    "says the link is dead when sending finds it %j, and forgets the draft",
    async (error, state) => {
      const h = await opened({
        step: "review",
        index: 2,
        consent: true,
        answers: { birth: "Madrid" },
        language: null,
      });
      h.actor.send({ type: "interview.submit" });
      h.settle("submitInterview").reject(error);
      await waitFor(h.actor, (s) => s.matches(state));
      expect(h.storage.at(-1)).toEqual({ op: "clear", token: TOKEN });
    },
  );

  it.each([
    [USED, "used"],
    [EXPIRED, "expired"],
    [INVALID, "invalid"],
    [failure("Invalid", "invalid_request"), "invalid"],
    [OFFLINE, "failed"],
    [failure("Unexpected", "http_500"), "failed"],
  ] as const)("a link answered %j shows %s", async (error, state) => {
    const h = harness();
    h.settle("loadInvitation").reject(error);
    await waitFor(h.actor, (s) => s.matches(state));
    if (state === "failed") expect(h.storage).toEqual([]);
    else expect(h.storage).toEqual([{ op: "clear", token: TOKEN }]);
  });

  it("reads the invitation again after a failure", async () => {
    const h = harness();
    h.settle("loadInvitation").reject(OFFLINE);
    await waitFor(h.actor, (s) => s.matches("failed"));
    expect(h.actor.getSnapshot().context.errorCode).toBe("offline");
    h.actor.send({ type: "interview.retry" });
    h.settle("loadInvitation").resolve(INVITATION);
    await waitFor(h.actor, (s) => s.matches("restoring"));
    expect(h.actor.getSnapshot().context.errorCode).toBeNull();
  });

  it("explains a mangled link without asking the server", () => {
    const h = harness("too-short");
    expect(h.actor.getSnapshot().matches("invalid")).toBe(true);
    expect(() => h.settle("loadInvitation")).toThrow();
  });

  it("keeps an answer to the contract's length", async () => {
    const h = await opened({ step: "question", index: 0, consent: true, answers: {}, language: null });
    h.actor.send({ type: "answer.changed", value: "x".repeat(MAX_ANSWER_LENGTH + 10) });
    expect(answerOf(h.actor.getSnapshot(), "relationship")).toHaveLength(MAX_ANSWER_LENGTH);
  });
});

describe("family-interview machine, model-based paths", () => {
  const DRAFT_AT_REVIEW: InterviewDraft = {
    step: "review",
    index: 2,
    consent: true,
    answers: { birth: "Madrid" },
    language: "fr",
  };
  const DRAFT_WITHOUT_CONSENT: InterviewDraft = {
    step: "question",
    index: 1,
    consent: false,
    answers: {},
    language: null,
  };
  const events: AnyEventObject[] = [
    { type: "xstate.done.actor.loadInvitation", output: INVITATION },
    { type: "xstate.error.actor.loadInvitation", error: USED },
    { type: "xstate.error.actor.loadInvitation", error: EXPIRED },
    { type: "xstate.error.actor.loadInvitation", error: INVALID },
    { type: "xstate.error.actor.loadInvitation", error: OFFLINE },
    { type: "xstate.done.actor.loadDraft", output: null },
    { type: "xstate.done.actor.loadDraft", output: DRAFT_AT_REVIEW },
    { type: "xstate.done.actor.loadDraft", output: DRAFT_WITHOUT_CONSENT },
    { type: "xstate.error.actor.loadDraft", error: new Error("no storage") },
    { type: "interview.start" },
    { type: "consent.changed", agreed: true },
    { type: "consent.changed", agreed: false },
    { type: "answer.changed", value: "Madrid" },
    { type: "answer.changed", value: "" },
    { type: "interview.next" },
    { type: "interview.back" },
    { type: "interview.edit", question: "birth" },
    { type: "interview.submit" },
    { type: "interview.retry" },
    { type: "language.changed", language: "pt" },
    { type: "xstate.done.actor.submitInterview", output: SUBMITTED },
    { type: "xstate.error.actor.submitInterview", error: USED },
    { type: "xstate.error.actor.submitInterview", error: EXPIRED },
    { type: "xstate.error.actor.submitInterview", error: OFFLINE },
  ];

  /** What must hold in every state, whatever the way there. */
  const invariants = (snapshot: FamilyInterviewSnapshot, h: ReturnType<typeof harness>) => {
    const { context } = snapshot;
    const shown = screenOf(snapshot);
    if (["question", "review", "submitting", "submitted"].includes(shown)) expect(context.consent).toBe(true);
    if (shown === "question") {
      expect(currentQuestionOf(snapshot)).not.toBeNull();
      expect(context.index).toBeGreaterThanOrEqual(0);
      expect(context.index).toBeLessThan(INVITATION.questions.length);
    } else expect(currentQuestionOf(snapshot)).toBeNull();
    if (shown === "submitting" || shown === "submitted") expect(canSubmit(snapshot)).toBe(true);
    if (shown === "submitted") expect(context.submittedAt).not.toBeNull();
    // A dead or finished link leaves no draft behind.
    if (["submitted", "used", "expired", "invalid"].includes(shown))
      expect(h.storage.at(-1)?.op).toBe("clear");
    // While answering, the browser holds what the screen shows (once anything was kept).
    const draft = h.lastDraft();
    if (draft && (shown === "consent" || shown === "question" || shown === "review")) {
      expect(draft).toEqual({
        step: shown,
        index: context.index,
        consent: context.consent,
        answers: context.answers,
        language: context.language,
      });
    }
    if (context.problem === "noAnswers") expect(shown).toBe("review");
    if (context.problem === "consentRequired") expect(shown).toBe("consent");
    for (const op of h.storage) if (op.op === "store") expect(JSON.stringify(op.draft)).not.toContain(TOKEN);
  };

  // Told apart by the screen, the question shown, the answers and the flags that change what can happen
  // next; the language (a plain label here) would double the graph for nothing.
  const serializeState = (snapshot: FamilyInterviewSnapshot) =>
    [
      JSON.stringify(snapshot.value),
      snapshot.context.index,
      snapshot.context.consent,
      canSubmit(snapshot),
      snapshot.context.editingFromReview,
      snapshot.context.problem ?? "",
      snapshot.context.errorCode ?? "",
    ].join(" ");
  const paths = getShortestPaths(familyInterviewMachine, {
    // The done/error events of invoked actors are not in FamilyInterviewEvent's type, hence the cast.
    events: events as unknown as ReadonlyArray<FamilyInterviewEvent>,
    input: { token: TOKEN },
    serializeState,
  });

  it("reaches every screen", () => {
    const reached = new Set(paths.map((path) => screenOf(path.state as FamilyInterviewSnapshot)));
    for (const shown of [
      "loading",
      "invalid",
      "used",
      "expired",
      "failed",
      "intro",
      "consent",
      "question",
      "review",
      "submitting",
      "submitted",
    ] as const)
      expect(reached).toContain(shown);
    expect(paths.some((path) => hasSubmitFailed(path.state as FamilyInterviewSnapshot))).toBe(true);
  });

  const describePath = (path: (typeof paths)[number]) =>
    `${path.steps.map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:")).join(" → ")} ⇒ ${JSON.stringify(path.state.value)}`;
  it.each(paths.map((path) => [describePath(path), path] as const))("%s", async (_, path) => {
    const h = harness();
    await followPath(h.actor, h.settle, path, () => invariants(h.actor.getSnapshot(), h));
    expect(h.actor.getSnapshot().value).toEqual(path.state.value);
  });
});
