import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ClientSummary } from "../../../contracts/schema/clients.ts";
import { exampleClientSummary } from "../../test/example-client-summary.ts";
import { clientSummaryMachine } from "./client-summary.machine.ts";

const UUID = "00000000-0000-4000-8000-000000000007";
const SUMMARY = exampleClientSummary({ uuid: UUID, status: "invited" });

const start = (answers: Array<() => Promise<ClientSummary>>) => {
  const asked: string[] = [];
  const actor = createActor(
    clientSummaryMachine.provide({
      actors: {
        fetchSummary: fromPromise<ClientSummary, { uuid: string }>(({ input }) => {
          asked.push(input.uuid);
          const next = answers.shift();
          return next ? next() : new Promise(() => undefined);
        }),
      },
    }),
    { input: { uuid: UUID } },
  ).start();
  return { actor, asked };
};

describe("client-summary machine", () => {
  it("loads the summary of the client in the address", async () => {
    const { actor, asked } = start([async () => SUMMARY]);
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(asked).toEqual([UUID]);
    expect(actor.getSnapshot().context.summary).toEqual(SUMMARY);
  });

  it("reads a 404 as no such client, other failures as a code to retry", async () => {
    const gone = start([() => Promise.reject({ _tag: "NotFound", code: "not_found" })]);
    await waitFor(gone.actor, (s) => s.matches("notFound"));
    const offline = start([() => Promise.reject({ _tag: "Offline", code: "offline" }), async () => SUMMARY]);
    await waitFor(offline.actor, (s) => s.matches("failed"));
    expect(offline.actor.getSnapshot().context.errorCode).toBe("offline");
    offline.actor.send({ type: "summary.reload" });
    await waitFor(offline.actor, (s) => s.matches("loaded"));
  });

  it("shows a changed client at once, then reads the summary again", async () => {
    const { actor, asked } = start([async () => SUMMARY]);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({
      type: "client.changed",
      client: {
        ...SUMMARY,
        invitationSentAt: "2026-11-22T10:00:00.000Z",
        createdAt: "2026-11-22T09:00:00.000Z",
      },
    });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context.summary?.invitationSentAt).toBe("2026-11-22T10:00:00.000Z");
    expect(actor.getSnapshot().context.summary).not.toHaveProperty("createdAt");
    expect(asked).toHaveLength(2);
  });
});
