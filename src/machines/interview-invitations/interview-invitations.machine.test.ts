import { describe, expect, it } from "vitest";
import { createActor, waitFor, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { EXAMPLE_FAMILY_INTERVIEW } from "../../../contracts/fixtures/example-family-interview.ts";
import type { FamilyInterview, FamilyInterviewList } from "../../../contracts/schema/family-interviews.ts";
import {
  interviewInvitationsMachine,
  isConfirmingWithdraw,
  isWithdrawing,
  type InterviewInvitationsEvent,
  type InterviewInvitationsSnapshot,
} from "./interview-invitations.machine.ts";
import { deferredActors, followPath } from "../../test/deferred-actors.ts";

const PENDING = EXAMPLE_FAMILY_INTERVIEW;
const CLIENT = PENDING.clientUuid;
const SUBMITTED: FamilyInterview = {
  ...PENDING,
  uuid: "2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  status: "submitted",
  submittedAt: "2026-11-23T10:00:00.000Z",
  documentUuid: "3c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
};
const ADDED: FamilyInterview = {
  ...PENDING,
  uuid: "4c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  relativeName: "Ana",
};
const OFFLINE = { _tag: "Offline", code: "offline" };

const harness = () => {
  const { deferred, settle } = deferredActors();
  const calls: string[] = [];
  const record = (name: string) => (input: unknown) => void calls.push(`${name} ${JSON.stringify(input)}`);
  const actor = createActor(
    interviewInvitationsMachine.provide({
      actors: {
        fetchInvitations: deferred<FamilyInterviewList, { clientUuid: string }>(
          "fetchInvitations",
          record("fetchInvitations"),
        ),
        withdrawInvitation: deferred<undefined, { clientUuid: string; interviewUuid: string }>(
          "withdrawInvitation",
          record("withdrawInvitation"),
        ),
      },
    }),
    { input: { clientUuid: CLIENT } },
  ).start();
  return { actor, calls, settle };
};

const loaded = async (items: FamilyInterview[] = [PENDING, SUBMITTED]) => {
  const h = harness();
  h.settle("fetchInvitations").resolve({ items });
  await waitFor(h.actor, (s) => s.matches("idle"));
  return h;
};

describe("interview-invitations machine", () => {
  it("lists the client's invitations and shows one just made at the top", async () => {
    const h = await loaded();
    expect(h.actor.getSnapshot().context.items).toEqual([PENDING, SUBMITTED]);
    h.actor.send({ type: "invitation.added", interview: ADDED });
    expect(h.actor.getSnapshot().context.items.map((item) => item.uuid)).toEqual([
      ADDED.uuid,
      PENDING.uuid,
      SUBMITTED.uuid,
    ]);
    expect(h.calls).toEqual([`fetchInvitations {"clientUuid":"${CLIENT}"}`]);
  });

  it("reads the list again when an invitation is made while it loads", async () => {
    const h = harness();
    h.actor.send({ type: "invitation.added", interview: ADDED });
    expect(h.calls).toHaveLength(2);
    h.settle("fetchInvitations").resolve({ items: [ADDED, PENDING] });
    await waitFor(h.actor, (s) => s.matches("idle"));
    expect(h.actor.getSnapshot().context.items).toEqual([ADDED, PENDING]);
  });

  it("withdraws a pending invitation after a yes, and reads the list again", async () => {
    // (An expired one too: the server deletes any invitation not answered.)
    const h = await loaded();
    h.actor.send({ type: "withdraw.start", uuid: PENDING.uuid });
    expect(isConfirmingWithdraw(h.actor.getSnapshot())).toBe(true);
    expect(h.actor.getSnapshot().context.withdrawing).toEqual(PENDING);
    h.actor.send({ type: "withdraw.confirm" });
    expect(isWithdrawing(h.actor.getSnapshot())).toBe(true);
    h.settle("withdrawInvitation").resolve(undefined);
    await waitFor(h.actor, (s) => s.matches("loading"));
    expect(h.actor.getSnapshot().context).toMatchObject({ items: [SUBMITTED], notice: "withdrawn" });
    expect(h.calls[1]).toBe(
      `withdrawInvitation ${JSON.stringify({ clientUuid: CLIENT, interviewUuid: PENDING.uuid })}`,
    );
  });

  it("withdraws no answered invitation, and nothing without the yes", async () => {
    const h = await loaded();
    h.actor.send({ type: "withdraw.start", uuid: SUBMITTED.uuid });
    expect(h.actor.getSnapshot().matches("idle")).toBe(true);
    h.actor.send({ type: "withdraw.start", uuid: PENDING.uuid });
    h.actor.send({ type: "withdraw.cancel" });
    expect(h.actor.getSnapshot().matches("idle")).toBe(true);
    expect(h.actor.getSnapshot().context.withdrawing).toBeNull();
    expect(h.calls).toHaveLength(1);
  });

  it("reads the list again when the relative answered before the withdrawal", async () => {
    const h = await loaded();
    h.actor.send({ type: "withdraw.start", uuid: PENDING.uuid });
    h.actor.send({ type: "withdraw.confirm" });
    h.settle("withdrawInvitation").reject({ _tag: "Invalid", status: 409, code: "interview_link_used" });
    await waitFor(h.actor, (s) => s.matches("loading"));
    h.settle("fetchInvitations").resolve({ items: [{ ...PENDING, status: "submitted" }, SUBMITTED] });
    await waitFor(h.actor, (s) => s.matches("idle"));
    expect(h.actor.getSnapshot().context).toMatchObject({ notice: "alreadyAnswered", errorCode: null });
  });

  it("says why a withdrawal or the list failed, and reads it again on request", async () => {
    const h = await loaded();
    h.actor.send({ type: "withdraw.start", uuid: PENDING.uuid });
    h.actor.send({ type: "withdraw.confirm" });
    h.settle("withdrawInvitation").reject({ _tag: "NotFound", code: "not_found" });
    await waitFor(h.actor, (s) => s.matches("idle"));
    expect(h.actor.getSnapshot().context).toMatchObject({ errorCode: "not_found", withdrawing: null });
    const h2 = harness();
    h2.settle("fetchInvitations").reject(OFFLINE);
    await waitFor(h2.actor, (s) => s.matches("failed"));
    h2.actor.send({ type: "invitations.reload" });
    expect(h2.actor.getSnapshot().context.errorCode).toBeNull();
    h2.settle("fetchInvitations").resolve({ items: [] });
    await waitFor(h2.actor, (s) => s.matches("idle"));
    expect(h2.actor.getSnapshot().context.loadedOnce).toBe(true);
  });
});

describe("interview-invitations machine, model-based paths", () => {
  const events: AnyEventObject[] = [
    { type: "invitations.reload" },
    { type: "invitation.added", interview: ADDED },
    { type: "withdraw.start", uuid: PENDING.uuid },
    { type: "withdraw.start", uuid: SUBMITTED.uuid },
    { type: "withdraw.confirm" },
    { type: "withdraw.cancel" },
    { type: "xstate.done.actor.fetchInvitations", output: { items: [PENDING, SUBMITTED] } },
    { type: "xstate.error.actor.fetchInvitations", error: OFFLINE },
    { type: "xstate.done.actor.withdrawInvitation", output: undefined },
    { type: "xstate.error.actor.withdrawInvitation", error: OFFLINE },
    {
      type: "xstate.error.actor.withdrawInvitation",
      error: { _tag: "Invalid", status: 409, code: "interview_link_used" },
    },
  ];
  const invariants = (snapshot: InterviewInvitationsSnapshot) => {
    const { context } = snapshot;
    expect(context.withdrawing !== null).toBe(isConfirmingWithdraw(snapshot));
    if (context.withdrawing) expect(context.withdrawing.status).not.toBe("submitted");
    if (snapshot.matches("failed")) expect(context.errorCode).not.toBeNull();
    expect(new Set(context.items.map((item) => item.uuid)).size).toBe(context.items.length);
  };
  const serializeState = (snapshot: InterviewInvitationsSnapshot) =>
    [
      JSON.stringify(snapshot.value),
      snapshot.context.items.map((item) => item.uuid).join(","),
      snapshot.context.withdrawing?.uuid ?? "",
      snapshot.context.errorCode ?? "",
      snapshot.context.notice ?? "",
    ].join(" ");
  const paths = getShortestPaths(interviewInvitationsMachine, {
    events: events as unknown as ReadonlyArray<InterviewInvitationsEvent>,
    input: { clientUuid: CLIENT },
    serializeState,
  });

  it("reaches every state", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ["loading", "idle", "confirmingWithdraw", "withdrawing", "failed"])
      expect(reached).toContain(JSON.stringify(state));
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(" → "), path] as const))(
    "%s",
    async (_, path) => {
      const h = harness();
      await followPath(h.actor, h.settle, path, () => invariants(h.actor.getSnapshot()));
      expect(h.actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
