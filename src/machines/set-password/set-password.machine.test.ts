import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { SessionResponse } from "../../../contracts/schema/auth.ts";
import { setPasswordMachine } from "./set-password.machine.ts";

const start = (token: string | null, outcome: () => Promise<SessionResponse | null>) => {
  const calls: Array<{ token: string; password: string }> = [];
  const actor = createActor(
    setPasswordMachine.provide({
      actors: {
        submitPassword: fromPromise<SessionResponse | null, { token: string; password: string }>(
          ({ input }) => {
            calls.push(input);
            return outcome();
          },
        ),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, calls };
};

describe("set-password machine", () => {
  it("without a token, says the link is missing", () => {
    expect(
      start(null, async () => null)
        .actor.getSnapshot()
        .matches("linkMissing"),
    ).toBe(true);
    expect(
      start("", async () => null)
        .actor.getSnapshot()
        .matches("linkMissing"),
    ).toBe(true);
  });

  it("sends the token with the password and ends done, keeping a started session", async () => {
    const session = { token: "s".repeat(43) } as SessionResponse;
    const { actor, calls } = start("tok", async () => session);
    actor.send({ type: "password.submit", password: "Good-Pass-1" });
    expect(actor.getSnapshot().matches("saving")).toBe(true);
    const done = await waitFor(actor, (s) => s.matches("done"));
    expect(calls).toEqual([{ token: "tok", password: "Good-Pass-1" }]);
    expect(done.context.session).toBe(session);
  });

  it("ends in linkInvalid when the server says the link is used or expired", async () => {
    const { actor } = start("tok", () => Promise.reject({ _tag: "Invalid", code: "invalid_token" }));
    actor.send({ type: "password.submit", password: "Good-Pass-1" });
    expect((await waitFor(actor, (s) => s.status === "done")).matches("linkInvalid")).toBe(true);
  });

  it("goes back to editing with the code for a weak password or an outage, and can try again", async () => {
    let attempt = 0;
    const { actor } = start("tok", () =>
      ++attempt === 1
        ? Promise.reject({ _tag: "Invalid", code: "weak_password" })
        : Promise.reject({ _tag: "Offline" }),
    );
    actor.send({ type: "password.submit", password: "weak" });
    expect(
      (await waitFor(actor, (s) => s.matches("editing") && s.context.errorCode !== null)).context.errorCode,
    ).toBe("weak_password");
    actor.send({ type: "password.submit", password: "Good-Pass-1" });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    expect(
      (await waitFor(actor, (s) => s.matches("editing") && s.context.errorCode !== null)).context.errorCode,
    ).toBe("offline");
  });
});
