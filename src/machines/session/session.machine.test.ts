import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import type { LoginRequest, SessionResponse } from "../../../contracts/schema/auth.ts";
import {
  accountOf,
  isBusy,
  isProfessionalOf,
  isRestoring,
  isSignedIn,
  sessionMachine,
  signInErrorOf,
  type SessionEvent,
  type SessionInput,
  type SessionSnapshot,
} from "./session.machine.ts";

const account = (roles: Account["roles"] = ["ROLE_PRACTITIONER"]): Account => ({ ...EXAMPLE_ACCOUNT, roles });
const session: SessionResponse = { token: "t".repeat(43), account: account() };
const login: LoginRequest = { email: "practitioner@demo.avow.test", password: "Pw-123456" };

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** The machine with hand-settled actors and recorded storage writes. */
const harness = (input: SessionInput) => {
  const pending: Record<string, Deferred<unknown>[]> = { fetchAccount: [], signIn: [], signOut: [] };
  const storage: string[] = [];
  const held = <T, I>(name: string) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((resolve, reject) =>
          pending[name]?.push({ resolve: resolve as (v: unknown) => void, reject }),
        ),
    );
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchAccount: held<Account, { token: string }>("fetchAccount"),
        signIn: held<SessionResponse, LoginRequest>("signIn"),
        signOut: held<undefined, { token: string }>("signOut"),
      },
      actions: {
        persistSession: (_, params) => storage.push(`persist:${params.token}`),
        clearStorage: () => storage.push("clear"),
      },
    }),
    { input },
  ).start();
  const settle = (name: string) => {
    const next = pending[name]?.shift();
    if (!next) throw new Error(`no ${name} under way`);
    return next;
  };
  return { actor, storage, settle };
};

const signedOutStart: SessionInput = { storedToken: null, storedAccount: null };
const storedStart: SessionInput = { storedToken: session.token, storedAccount: account() };

describe("session machine", () => {
  it("starts signed out without a stored token", () => {
    const { actor } = harness(signedOutStart);
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(isRestoring(actor.getSnapshot())).toBe(false);
  });

  it("signs in, stores the session, and derives isProfessional from the roles", async () => {
    const { actor, storage, settle } = harness(signedOutStart);
    actor.send({ type: "session.signIn", request: login });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    settle("signIn").resolve(session);
    const after = await waitFor(actor, isSignedIn);
    expect(accountOf(after)).toEqual(session.account);
    expect(isProfessionalOf(after)).toBe(true);
    expect(storage).toEqual([`persist:${session.token}`]);
  });

  it.each([
    [["ROLE_USER"], false],
    [["ROLE_PRACTITIONER"], true],
    [["ROLE_REVIEWER"], true],
    [["ROLE_ADMIN"], true],
    [["ROLE_USER", "ROLE_ADMIN"], true],
  ] as const)("roles %j make a professional: %s", async (roles, professional) => {
    const { actor, settle } = harness(signedOutStart);
    actor.send({ type: "session.signIn", request: login });
    settle("signIn").resolve({ ...session, account: account([...roles]) });
    expect(isProfessionalOf(await waitFor(actor, isSignedIn))).toBe(professional);
  });

  it("keeps the failure's code for the form and stays signed out", async () => {
    const { actor, settle, storage } = harness(signedOutStart);
    actor.send({ type: "session.signIn", request: login });
    settle("signIn").reject({ _tag: "Unauthorized", code: "invalid_credentials" });
    const after = await waitFor(actor, (s) => s.matches("signedOut"));
    expect(signInErrorOf(after)).toBe("invalid_credentials");
    expect(storage).toEqual([]);
    actor.send({ type: "session.signIn", request: login });
    expect(signInErrorOf(actor.getSnapshot())).toBeNull();
    settle("signIn").reject({ _tag: "Offline", code: "offline" });
    expect(signInErrorOf(await waitFor(actor, (s) => s.matches("signedOut")))).toBe("offline");
  });

  it("with a stored token, refreshes the account from the server before showing it", async () => {
    const { actor, settle, storage } = harness(storedStart);
    expect(isRestoring(actor.getSnapshot())).toBe(true);
    settle("fetchAccount").resolve({ ...account(), firstName: "Priyanka" });
    const after = await waitFor(actor, isSignedIn);
    expect(accountOf(after)?.firstName).toBe("Priyanka");
    expect(storage).toEqual([`persist:${session.token}`]);
  });

  it("drops a stored token the server no longer knows, clearing storage", async () => {
    const { actor, settle, storage } = harness(storedStart);
    settle("fetchAccount").reject({ _tag: "Unauthorized", code: "unauthenticated" });
    const after = await waitFor(actor, (s) => s.matches("signedOut"));
    expect(accountOf(after)).toBeNull();
    expect(storage).toEqual(["clear"]);
  });

  it("stays signed in with the stored account when the server cannot be reached", async () => {
    const { actor, settle } = harness(storedStart);
    settle("fetchAccount").reject({ _tag: "Offline", code: "offline" });
    expect(accountOf(await waitFor(actor, isSignedIn))).toEqual(account());
  });

  it("signs out: storage is cleared at once, and the server is told", async () => {
    const { actor, settle, storage } = harness(signedOutStart);
    actor.send({ type: "session.signIn", request: login });
    settle("signIn").resolve(session);
    await waitFor(actor, isSignedIn);
    actor.send({ type: "session.signOut" });
    expect(storage).toEqual([`persist:${session.token}`, "clear"]);
    settle("signOut").reject({ _tag: "Offline" });
    const after = await waitFor(actor, (s) => s.matches("signedOut"));
    expect(accountOf(after)).toBeNull();
    expect(after.context.token).toBeNull();
  });

  it("takes over a session started elsewhere even while restoring a stored one", async () => {
    const { actor, storage } = harness(storedStart);
    expect(isRestoring(actor.getSnapshot())).toBe(true);
    actor.send({ type: "session.started", session: { ...session, token: "n".repeat(43) } });
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.token).toBe("n".repeat(43));
    expect(storage).toEqual([`persist:${"n".repeat(43)}`]);
  });

  it("takes over a session started elsewhere (account confirmation) and ends on expiry", async () => {
    const { actor, storage } = harness(signedOutStart);
    actor.send({ type: "session.started", session });
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: "session.expired" });
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    expect(storage).toEqual([`persist:${session.token}`, "clear"]);
  });
});

describe("session machine, model-based paths", () => {
  const events: AnyEventObject[] = [
    { type: "session.signIn", request: login },
    { type: "session.signOut" },
    { type: "session.started", session },
    { type: "session.expired" },
    { type: "xstate.done.actor.fetchAccount", output: account() },
    { type: "xstate.error.actor.fetchAccount", error: { _tag: "Unauthorized", code: "unauthenticated" } },
    { type: "xstate.error.actor.fetchAccount", error: { _tag: "Offline", code: "offline" } },
    { type: "xstate.done.actor.signIn", output: session },
    { type: "xstate.error.actor.signIn", error: { _tag: "Unauthorized", code: "invalid_credentials" } },
    { type: "xstate.done.actor.signOut", output: undefined },
    { type: "xstate.error.actor.signOut", error: { _tag: "Offline" } },
  ];

  /** What must hold in every state, whatever path led there. */
  const invariants = (snapshot: SessionSnapshot) => {
    if (snapshot.matches("signedIn")) {
      expect(snapshot.context.token).not.toBeNull();
      expect(snapshot.context.account).not.toBeNull();
    }
    if (snapshot.matches("signedOut")) {
      expect(
        snapshot.context.token === null ||
          snapshot.context.errorCode !== null ||
          snapshot.context.account === null,
      ).toBe(true);
    }
    expect(isBusy(snapshot)).toBe(snapshot.matches("signingIn") || snapshot.matches("signingOut"));
  };

  for (const input of [signedOutStart, storedStart]) {
    // createTestModel refuses machines that invoke actors; the path generator itself does not.
    // The done/error events of invoked actors are not in SessionEvent's type, hence the cast.
    const paths = getShortestPaths(sessionMachine, {
      events: events as unknown as ReadonlyArray<SessionEvent>,
      input,
    });

    it(`reaches every state from ${input.storedToken ? "a stored token" : "an empty storage"}`, () => {
      const reached = new Set(paths.map((path) => String(path.state.value)));
      for (const state of ["signedOut", "signingIn", "signedIn", "signingOut"])
        expect(reached).toContain(state);
      if (input.storedToken) expect(reached).toContain("restoring");
    });

    const describePath = (path: (typeof paths)[number]) =>
      `${input.storedToken ? "stored" : "empty"}: ${path.steps.map((step) => step.event.type).join(" → ")} ⇒ ${String(path.state.value)}`;
    it.each(paths.map((path) => [describePath(path), path] as const))("%s", async (_, path) => {
      const { actor, settle } = harness(input);
      for (const step of path.steps) {
        invariants(actor.getSnapshot());
        const event = step.event as AnyEventObject;
        const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
        if (actorEvent?.[1] && actorEvent[2]) {
          const deferred = settle(actorEvent[2]);
          if (actorEvent[1] === "done") deferred.resolve(event.output);
          else deferred.reject(event.error);
        } else if (event.type !== "xstate.init") {
          actor.send(event as Parameters<typeof actor.send>[0]);
        }
        await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(step.state.value));
      }
      invariants(actor.getSnapshot());
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    });
  }
});
