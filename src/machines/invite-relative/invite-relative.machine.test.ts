import { describe, expect, it } from "vitest";
import { createActor, waitFor, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { EXAMPLE_FAMILY_INTERVIEW } from "../../../contracts/fixtures/example-family-interview.ts";
import type { FamilyInterview } from "../../../contracts/schema/family-interviews.ts";
import { deferredActors, followPath } from "../../test/deferred-actors.ts";
import { problemsOf } from "./invite-relative-draft.ts";
import {
  inviteRelativeMachine,
  isInvited,
  isSubmitting,
  type InviteRelativeEvent,
  type InviteRelativeRequest,
  type InviteRelativeSnapshot,
} from "./invite-relative.machine.ts";

const INTERVIEW = EXAMPLE_FAMILY_INTERVIEW;
const CLIENT = INTERVIEW.clientUuid;
const TAKEN = { _tag: "Invalid", status: 409, code: "relative_email_taken", message: "", fields: {} };
const REFUSED = {
  _tag: "Invalid",
  status: 400,
  code: "invalid_request",
  message: "",
  fields: { relativeName: "must be a name", unknownField: "x" },
};
const OFFLINE = { _tag: "Offline", code: "offline" };

const harness = () => {
  const actors = deferredActors();
  const sent: InviteRelativeRequest[] = [];
  const announced: FamilyInterview[] = [];
  const actor = createActor(
    inviteRelativeMachine.provide({
      actors: {
        inviteRelative: actors.deferred<FamilyInterview, InviteRelativeRequest>("inviteRelative", (input) =>
          sent.push(input),
        ),
      },
      actions: { announceInvited: (_, params) => void announced.push(params.interview) },
    }),
    { input: { clientUuid: CLIENT, language: "es" } },
  ).start();
  const settle = (name = "inviteRelative") => actors.settle(name);
  const fill = () => {
    actor.send({ type: "field.changed", field: "relativeName", value: "  Lucía Álvarez " });
    actor.send({ type: "field.changed", field: "relationship", value: "sibling" });
    actor.send({ type: "field.changed", field: "email", value: " lucia@example.org" });
  };
  return { actor, sent, announced, settle, fill };
};

describe("the invite-relative form's checks", () => {
  it("follows the contract: a name, a relationship, an email and a language", () => {
    expect(problemsOf({ relativeName: " ", relationship: "", email: "", language: "xx" })).toEqual({
      relativeName: "required",
      relationship: "required",
      email: "required",
      language: "required",
    });
    expect(
      problemsOf({ relativeName: "a".repeat(121), relationship: "aunt", email: "lucia", language: "es" }),
    ).toEqual({ relativeName: "tooLong", relationship: "required", email: "invalid" });
    expect(
      problemsOf({ relativeName: "Lu\u0007cía", relationship: "friend", email: "a@b.co", language: "fr" }),
    ).toEqual({
      relativeName: "invalid",
    });
  });
});

describe("invite-relative machine", () => {
  it("starts in the client's language and sends the trimmed invitation", async () => {
    const h = harness();
    expect(h.actor.getSnapshot().context.draft.language).toBe("es");
    h.fill();
    h.actor.send({ type: "field.changed", field: "language", value: "pt" });
    h.actor.send({ type: "form.submit" });
    expect(isSubmitting(h.actor.getSnapshot())).toBe(true);
    expect(h.sent).toEqual([
      {
        clientUuid: CLIENT,
        invitation: {
          relativeName: "Lucía Álvarez",
          relationship: "sibling",
          email: "lucia@example.org",
          language: "pt",
        },
      },
    ]);
    h.settle().resolve(INTERVIEW);
    await waitFor(h.actor, isInvited);
    expect(h.actor.getSnapshot().context.invited).toEqual(INTERVIEW);
    expect(h.announced).toEqual([INTERVIEW]);
  });

  it("shows its own problems before sending anything, then follows the typing", () => {
    const h = harness();
    h.actor.send({ type: "form.submit" });
    expect(h.sent).toEqual([]);
    expect(h.actor.getSnapshot().context.problems).toEqual({
      relativeName: "required",
      relationship: "required",
      email: "required",
    });
    h.actor.send({ type: "field.changed", field: "email", value: "lucia" });
    expect(h.actor.getSnapshot().context.problems.email).toBe("invalid");
    h.actor.send({ type: "field.changed", field: "email", value: "lucia@example.org" });
    expect(h.actor.getSnapshot().context.problems.email).toBeUndefined();
  });

  it("puts a 409 beside the email and a 400's fields beside theirs; other failures above the form", async () => {
    const h = harness();
    h.fill();
    h.actor.send({ type: "form.submit" });
    h.settle().reject(TAKEN);
    await waitFor(h.actor, (s) => s.matches("editing"));
    expect(h.actor.getSnapshot().context.problems).toEqual({ email: "taken" });
    h.actor.send({ type: "field.changed", field: "email", value: "other@example.org" });
    expect(h.actor.getSnapshot().context.problems).toEqual({});
    h.actor.send({ type: "form.submit" });
    h.settle().reject(REFUSED);
    await waitFor(h.actor, (s) => s.matches("editing"));
    expect(h.actor.getSnapshot().context.problems).toEqual({ relativeName: "refused" });
    h.actor.send({ type: "form.submit" });
    h.settle().reject(OFFLINE);
    await waitFor(h.actor, (s) => s.matches("editing"));
    expect(h.actor.getSnapshot().context.errorCode).toBe("offline");
    expect(h.announced).toEqual([]);
  });

  it("invites another relative with an empty form in the client's language", async () => {
    const h = harness();
    h.fill();
    h.actor.send({ type: "field.changed", field: "language", value: "de" });
    h.actor.send({ type: "form.submit" });
    h.settle().resolve(INTERVIEW);
    await waitFor(h.actor, isInvited);
    h.actor.send({ type: "form.another" });
    expect(h.actor.getSnapshot().context).toMatchObject({
      draft: { relativeName: "", relationship: "", email: "", language: "es" },
      invited: null,
      problems: {},
    });
  });
});

describe("invite-relative machine, model-based paths", () => {
  const events: AnyEventObject[] = [
    { type: "field.changed", field: "relativeName", value: "Lucía" },
    { type: "field.changed", field: "relationship", value: "sibling" },
    { type: "field.changed", field: "email", value: "lucia@example.org" },
    { type: "field.changed", field: "email", value: "lucia" },
    { type: "form.submit" },
    { type: "form.another" },
    { type: "xstate.done.actor.inviteRelative", output: INTERVIEW },
    { type: "xstate.error.actor.inviteRelative", error: TAKEN },
    { type: "xstate.error.actor.inviteRelative", error: OFFLINE },
  ];
  const invariants = (snapshot: InviteRelativeSnapshot, h: ReturnType<typeof harness>) => {
    // Only a draft that passes the checks is ever sent, and an invitation is announced exactly once.
    for (const request of h.sent) expect(request.invitation.relativeName).not.toBe("");
    if (snapshot.matches("submitting")) expect(problemsOf(snapshot.context.draft)).toEqual({});
    expect(isInvited(snapshot)).toBe(snapshot.context.invited !== null);
    if (isInvited(snapshot)) expect(h.announced.at(-1)).toEqual(snapshot.context.invited);
  };
  const serializeState = (snapshot: InviteRelativeSnapshot) =>
    [
      JSON.stringify(snapshot.value),
      JSON.stringify(snapshot.context.draft),
      JSON.stringify(snapshot.context.problems),
      snapshot.context.errorCode ?? "",
    ].join(" ");
  const paths = getShortestPaths(inviteRelativeMachine, {
    events: events as unknown as ReadonlyArray<InviteRelativeEvent>,
    input: { clientUuid: CLIENT, language: "es" },
    serializeState,
  });

  it("reaches every state", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ["editing", "submitting", "invited"])
      expect(reached).toContain(JSON.stringify(state));
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(" → "), path] as const))(
    "%s",
    async (_, path) => {
      const h = harness();
      await followPath(h.actor, h.settle, path, () => invariants(h.actor.getSnapshot(), h));
      expect(h.actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
