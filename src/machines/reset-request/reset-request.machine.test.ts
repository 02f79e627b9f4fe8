import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { PasswordResetRequest } from "../../../contracts/schema/auth.ts";
import { resetRequestMachine } from "./reset-request.machine.ts";

const start = (outcome: () => Promise<undefined>) => {
  const calls: PasswordResetRequest[] = [];
  const actor = createActor(
    resetRequestMachine.provide({
      actors: {
        requestReset: fromPromise<undefined, PasswordResetRequest>(({ input }) => {
          calls.push(input);
          return outcome();
        }),
      },
    }),
  ).start();
  return { actor, calls };
};

describe("reset-request machine", () => {
  it("sends the request and ends sent, remembering the email to show", async () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: "reset.submit", request: { email: "ana@example.org", organisationUuid: "o" } });
    const sent = await waitFor(actor, (s) => s.matches("sent"));
    expect(sent.context.email).toBe("ana@example.org");
    expect(calls).toEqual([{ email: "ana@example.org", organisationUuid: "o" }]);
  });

  it("goes back to editing with the code when throttled or offline", async () => {
    const { actor } = start(() => Promise.reject({ _tag: "Invalid", code: "rate_limited" }));
    actor.send({ type: "reset.submit", request: { email: "ana@example.org" } });
    expect(
      (await waitFor(actor, (s) => s.matches("editing") && s.context.errorCode !== null)).context.errorCode,
    ).toBe("rate_limited");
  });
});
