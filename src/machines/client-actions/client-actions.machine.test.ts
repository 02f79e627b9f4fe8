import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ClientItem } from "../../../contracts/schema/clients.ts";
import {
  canConfirmDelete,
  clientActionsMachine,
  sameEmail,
  type ClientActionsEmitted,
} from "./client-actions.machine.ts";

const CLIENT: ClientItem = {
  uuid: "00000000-0000-4000-8000-000000000007",
  email: "Jose.Alvarez@example.org",
  firstName: "José",
  lastName: "Álvarez",
  country2: "ES",
  language: "es",
  status: "invited",
  assignedPractitioner: null,
  createdAt: "2026-11-22T09:00:00.000Z",
  invitationSentAt: null,
};

const start = (fail: Partial<Record<"invite" | "assignToMe" | "deleteAccount", unknown>> = {}) => {
  const calls: string[] = [];
  const emitted: ClientActionsEmitted[] = [];
  const answer = <T>(name: keyof typeof fail, value: T) =>
    fromPromise<T, { uuid: string }>(async ({ input }) => {
      calls.push(`${name} ${input.uuid}`);
      if (fail[name] !== undefined) throw fail[name];
      return value;
    });
  const actor = createActor(
    clientActionsMachine.provide({
      actors: {
        invite: answer<ClientItem>("invite", { ...CLIENT, invitationSentAt: "2026-11-22T10:00:00.000Z" }),
        assignToMe: answer<ClientItem>("assignToMe", {
          ...CLIENT,
          assignedPractitioner: { uuid: CLIENT.uuid, firstName: "Priya", lastName: "Shah" },
        }),
        deleteAccount: answer<undefined>("deleteAccount", undefined),
      },
    }),
    { input: { client: CLIENT } },
  );
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
};

describe("client-actions machine", () => {
  it("sends the invitation again, says so and tells the page the client changed", async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: "client.invite" });
    expect(actor.getSnapshot().matches("inviting")).toBe(true);
    await waitFor(actor, (s) => s.matches("idle"));
    expect(calls).toEqual([`invite ${CLIENT.uuid}`]);
    expect(actor.getSnapshot().context.notice).toBe("invited");
    expect(emitted).toEqual([
      { type: "client.changed", client: { ...CLIENT, invitationSentAt: "2026-11-22T10:00:00.000Z" } },
    ]);
  });

  it("assigns the client to the caller", async () => {
    const { actor, emitted } = start();
    actor.send({ type: "client.assignToMe" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context.notice).toBe("assigned");
    expect(emitted[0]?.type).toBe("client.changed");
  });

  it("reports a refused action by its code and announces nothing", async () => {
    const { actor, emitted } = start({ invite: { _tag: "Invalid", code: "already_active" } });
    actor.send({ type: "client.invite" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context).toMatchObject({ notice: null, errorCode: "already_active" });
    expect(emitted).toEqual([]);
    // The next action starts clean.
    actor.send({ type: "client.assignToMe" });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });

  it("deletes only once the client's email is typed in full", async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: "delete.start" });
    actor.send({ type: "delete.confirm" });
    actor.send({ type: "delete.emailTyped", email: "jose.alvarez@example" });
    expect(canConfirmDelete(actor.getSnapshot())).toBe(false);
    actor.send({ type: "delete.confirm" });
    expect(actor.getSnapshot().matches("confirmingDelete")).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: "delete.emailTyped", email: " JOSE.ALVAREZ@EXAMPLE.ORG " });
    expect(canConfirmDelete(actor.getSnapshot())).toBe(true);
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls).toEqual([`deleteAccount ${CLIENT.uuid}`]);
    expect(emitted).toEqual([{ type: "client.deleted", uuid: CLIENT.uuid }]);
  });

  it("forgets the typed email when the deletion is cancelled", () => {
    const { actor } = start();
    actor.send({ type: "delete.start" });
    actor.send({ type: "delete.emailTyped", email: CLIENT.email });
    actor.send({ type: "delete.cancel" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    actor.send({ type: "delete.start" });
    expect(actor.getSnapshot().context.typedEmail).toBe("");
    expect(canConfirmDelete(actor.getSnapshot())).toBe(false);
  });

  it("stays in the confirmation with the reason when the deletion is refused", async () => {
    const { actor, emitted } = start({ deleteAccount: { _tag: "Forbidden", code: "forbidden" } });
    actor.send({ type: "delete.start" });
    actor.send({ type: "delete.emailTyped", email: CLIENT.email });
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (s) => s.context.errorCode !== null);
    expect(actor.getSnapshot().matches("confirmingDelete")).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe("forbidden");
    expect(emitted).toEqual([]);
  });

  it("ignores actions while one is under way", () => {
    const { actor, calls } = start();
    actor.send({ type: "client.invite" });
    actor.send({ type: "client.assignToMe" });
    actor.send({ type: "delete.start" });
    expect(actor.getSnapshot().matches("inviting")).toBe(true);
    expect(calls).toEqual([`invite ${CLIENT.uuid}`]);
  });

  it.each([
    ["a@b.org", "A@B.ORG", true],
    [" a@b.org ", "a@b.org", true],
    ["a@b.or", "a@b.org", false],
    ["", "", false],
  ])("sameEmail(%j, %j) is %s", (typed, email, same) => expect(sameEmail(typed, email)).toBe(same));
});
