import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { FacebookCallbackRequest, FacebookLinked } from "../../../contracts/schema/facebook.ts";
import { facebookCallbackMachine, type CallbackParams } from "./facebook-callback.machine.ts";

const LINKED: FacebookLinked = {
  profile: {
    providerId: "1001",
    name: "Sam Rivera",
    profileUrl: null,
    linkedAt: "2026-11-26T12:00:00.000Z",
  },
  returnTo: "/app?from=facebook",
};
const STATE = "s".repeat(43);

const start = (
  params: CallbackParams,
  answer: (request: FacebookCallbackRequest) => Promise<FacebookLinked>,
) => {
  const sent: FacebookCallbackRequest[] = [];
  const returns: string[] = [];
  const actor = createActor(
    facebookCallbackMachine.provide({
      actors: {
        completeLink: fromPromise<FacebookLinked, FacebookCallbackRequest>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
      actions: { returnToStart: (_, { returnTo }) => void returns.push(returnTo) },
    }),
    { input: { params } },
  ).start();
  return { actor, sent, returns };
};

describe("facebook-callback machine", () => {
  it("completes the link with the code and state, and returns the person where they started", async () => {
    const { actor, sent, returns } = start({ code: "abc", state: STATE }, async () => LINKED);
    expect(actor.getSnapshot().matches("exchanging")).toBe(true);
    await waitFor(actor, (s) => s.matches("linked"));
    expect(sent).toEqual([{ code: "abc", state: STATE }]);
    expect(actor.getSnapshot().context.profile).toEqual(LINKED.profile);
    expect(returns).toEqual(["/app?from=facebook"]);
  });

  it("fails at once, asking nothing of the server, when the person said no at the provider", () => {
    const { actor, sent } = start({ error: "access_denied", state: STATE }, async () => LINKED);
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe("access_denied");
    expect(sent).toEqual([]);
  });

  it("tells a provider's other errors apart from a refusal", () => {
    const { actor } = start({ error: "server_error" }, async () => LINKED);
    expect(actor.getSnapshot().context.errorCode).toBe("provider_refused");
  });

  it("fails when the address has no code or no state", () => {
    expect(start({}, async () => LINKED).actor.getSnapshot().context.errorCode).toBe("missing_code");
    expect(start({ code: "abc" }, async () => LINKED).actor.getSnapshot().context.errorCode).toBe(
      "missing_code",
    );
  });

  it("fails with the server's code for a used or expired state, and returns nobody", async () => {
    const { actor, returns } = start({ code: "abc", state: STATE }, () =>
      Promise.reject({ _tag: "Invalid", status: 400, code: "invalid_state" }),
    );
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.errorCode).toBe("invalid_state");
    expect(returns).toEqual([]);
  });
});
