import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { FacebookLinkStarted, LinkedProfile } from "../../../contracts/schema/facebook.ts";
import {
  facebookLinkMachine,
  isBusy,
  showsLinkButton,
  type FacebookLinkEvent,
  type FacebookLinkInput,
  type FacebookLinkSnapshot,
  type LinkOverview,
} from "./facebook-link.machine.ts";

const PROFILE: LinkedProfile = {
  providerId: "1001",
  name: "Sam Rivera",
  profileUrl: "https://www.facebook.com/sam.rivera",
  linkedAt: "2026-11-26T12:00:00.000Z",
};
const URL_OF_PROVIDER = "https://provider.example/auth?state=s";
const OWN: FacebookLinkInput = {
  accountUuid: "00000000-0000-4000-8000-000000000001",
  readOnly: false,
  returnTo: "/app",
};

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The machine with hand-settled actors, the redirects it asked for, and the calls it made. */
const harness = (input: FacebookLinkInput) => {
  const pending = new Map<string, Deferred>();
  const calls: string[] = [];
  const redirects: string[] = [];
  const deferred = <T, I>(name: string) =>
    fromPromise<T, I>(
      ({ input: given }) =>
        new Promise<T>((resolve, reject) => {
          calls.push(`${name} ${JSON.stringify(given ?? null)}`);
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const actor = createActor(
    facebookLinkMachine.provide({
      actors: {
        loadOverview: deferred<LinkOverview, { accountUuid: string; readOnly: boolean }>("loadOverview"),
        startLink: deferred<FacebookLinkStarted, { returnTo: string }>("startLink"),
        unlink: deferred<undefined, undefined>("unlink"),
      },
      actions: { goToProvider: (_, params) => void redirects.push(params.url) },
    }),
    { input },
  ).start();
  const settle = (name: string): Deferred => {
    const found = pending.get(name);
    if (!found) throw new Error(`${name} is not running`);
    pending.delete(name);
    return found;
  };
  return { actor, calls, redirects, settle };
};

describe("facebook-link machine", () => {
  it("loads the overview, starts a link and sends the browser to the provider", async () => {
    const { actor, calls, redirects, settle } = harness(OWN);
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    settle("loadOverview").resolve({ enabled: true, profile: null });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(showsLinkButton(actor.getSnapshot())).toBe(true);
    actor.send({ type: "link.start" });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    settle("startLink").resolve({ authorizationUrl: URL_OF_PROVIDER });
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(redirects).toEqual([URL_OF_PROVIDER]);
    expect(calls).toEqual([
      `loadOverview ${JSON.stringify({ accountUuid: OWN.accountUuid, readOnly: false })}`,
      'startLink {"returnTo":"/app"}',
    ]);
  });

  it("offers no link when the server has no provider, and never starts one", async () => {
    const { actor, calls, settle } = harness(OWN);
    settle("loadOverview").resolve({ enabled: false, profile: null });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(showsLinkButton(actor.getSnapshot())).toBe(false);
    actor.send({ type: "link.start" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("is read-only for a professional: shows the profile, starts and unlinks nothing", async () => {
    const { actor, calls, settle } = harness({ ...OWN, readOnly: true });
    settle("loadOverview").resolve({ enabled: true, profile: PROFILE });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context.profile).toEqual(PROFILE);
    expect(showsLinkButton(actor.getSnapshot())).toBe(false);
    actor.send({ type: "link.start" });
    actor.send({ type: "link.unlink" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("unlinks, and then offers the link again", async () => {
    const { actor, settle } = harness(OWN);
    settle("loadOverview").resolve({ enabled: true, profile: PROFILE });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(showsLinkButton(actor.getSnapshot())).toBe(false);
    actor.send({ type: "link.unlink" });
    settle("unlink").resolve(undefined);
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(showsLinkButton(actor.getSnapshot())).toBe(true);
  });

  it("stays put with the reason when the start is refused, and loads again after a failure", async () => {
    const { actor, settle } = harness(OWN);
    settle("loadOverview").reject({ _tag: "Offline", code: "offline" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.errorCode).toBe("offline");
    actor.send({ type: "link.reload" });
    settle("loadOverview").resolve({ enabled: true, profile: null });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    actor.send({ type: "link.start" });
    settle("startLink").reject({ _tag: "Invalid", status: 409, code: "facebook_link_off" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context.errorCode).toBe("facebook_link_off");
  });
});

describe("facebook-link machine, model-based paths", () => {
  const events: AnyEventObject[] = [
    { type: "link.start" },
    { type: "link.unlink" },
    { type: "link.reload" },
    { type: "xstate.done.actor.loadOverview", output: { enabled: true, profile: null } },
    { type: "xstate.done.actor.loadOverview", output: { enabled: true, profile: PROFILE } },
    { type: "xstate.done.actor.loadOverview", output: { enabled: false, profile: null } },
    { type: "xstate.error.actor.loadOverview", error: { _tag: "Offline", code: "offline" } },
    { type: "xstate.done.actor.startLink", output: { authorizationUrl: URL_OF_PROVIDER } },
    { type: "xstate.error.actor.startLink", error: { _tag: "Forbidden", code: "forbidden" } },
    { type: "xstate.done.actor.unlink", output: undefined },
    { type: "xstate.error.actor.unlink", error: { _tag: "NotFound", code: "not_found" } },
  ];

  /** What must hold in every state, whatever path led there. */
  const invariants = (snapshot: FacebookLinkSnapshot, redirects: string[]) => {
    expect(isBusy(snapshot)).toBe(
      snapshot.matches("starting") || snapshot.matches("redirecting") || snapshot.matches("unlinking"),
    );
    // The browser is sent away once, and only from a link the server started.
    expect(redirects.length).toBe(snapshot.matches("redirecting") ? 1 : 0);
    if (snapshot.context.readOnly) expect(showsLinkButton(snapshot)).toBe(false);
    if (snapshot.matches("failed")) expect(snapshot.context.errorCode).not.toBeNull();
  };

  for (const input of [OWN, { ...OWN, readOnly: true }]) {
    // The done/error events of invoked actors are not in FacebookLinkEvent's type, hence the cast.
    const paths = getShortestPaths(facebookLinkMachine, {
      events: events as unknown as ReadonlyArray<FacebookLinkEvent>,
      input,
    });

    it(`reaches the states a ${input.readOnly ? "professional" : "client"} can reach`, () => {
      const reached = new Set(paths.map((path) => String(path.state.value)));
      for (const state of ["loading", "idle", "failed"]) expect(reached).toContain(state);
      for (const state of ["starting", "redirecting", "unlinking"])
        expect(reached.has(state)).toBe(!input.readOnly);
    });

    const describePath = (path: (typeof paths)[number]) =>
      `${input.readOnly ? "read-only" : "own"}: ${path.steps.map((step) => step.event.type).join(" → ")} ⇒ ${String(path.state.value)}`;
    it.each(paths.map((path) => [describePath(path), path] as const))("%s", async (_, path) => {
      const { actor, redirects, settle } = harness(input);
      for (const step of path.steps) {
        invariants(actor.getSnapshot(), redirects);
        const event = step.event as AnyEventObject;
        const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
        if (actorEvent?.[1] && actorEvent[2]) {
          const deferred = settle(actorEvent[2]);
          if (actorEvent[1] === "done") deferred.resolve(event.output);
          else deferred.reject(event.error);
        } else if (event.type !== "xstate.init") {
          actor.send(event as FacebookLinkEvent);
        }
        await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(step.state.value));
      }
      invariants(actor.getSnapshot(), redirects);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    });
  }
});
