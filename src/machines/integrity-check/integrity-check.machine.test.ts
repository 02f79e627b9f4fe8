import { describe, expect, it } from "vitest";
import { createActor, waitFor, type AnyEventObject } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import {
  EXAMPLE_INTEGRITY_OK,
  EXAMPLE_INTEGRITY_PROBLEMS,
} from "../../../contracts/fixtures/example-integrity.ts";
import type { IntegrityView } from "../../../contracts/schema/integrity.ts";
import { deferredActors, followPath } from "../../test/deferred-actors.ts";
import { failureCode } from "../failure-code.ts";
import {
  integrityCheckMachine,
  screenOf,
  type IntegrityCheckEvent,
  type IntegrityCheckSnapshot,
} from "./integrity-check.machine.ts";

const OFFLINE = { _tag: "Offline", code: "offline" };
const FORBIDDEN = { _tag: "Forbidden", code: "forbidden" };
/** Nothing wrong here, but something in another organisation: not "everything checks out". */
const ELSEWHERE: IntegrityView = { ...EXAMPLE_INTEGRITY_OK, ok: false, otherOrganisations: 1 };

const harness = () => {
  const { deferred, settle } = deferredActors();
  const calls: Array<{ fresh: boolean }> = [];
  const actor = createActor(
    integrityCheckMachine.provide({
      actors: {
        runCheck: deferred<IntegrityView, { fresh: boolean }>("runCheck", (input) => calls.push(input)),
      },
    }),
  ).start();
  return { actor, calls, settle };
};

describe("integrity-check machine", () => {
  it("asks nothing until asked, then shows that everything checks out", async () => {
    const h = harness();
    expect(screenOf(h.actor.getSnapshot())).toBe("idle");
    expect(h.calls).toEqual([]);
    h.actor.send({ type: "integrity.check" });
    expect(screenOf(h.actor.getSnapshot())).toBe("checking");
    expect(h.calls).toEqual([{ fresh: false }]);
    h.settle("runCheck").resolve(EXAMPLE_INTEGRITY_OK);
    await waitFor(h.actor, (s) => screenOf(s) === "ok");
    expect(h.actor.getSnapshot().context.report).toEqual(EXAMPLE_INTEGRITY_OK);
  });

  it("shows the problems, and asks for a fresh check when asked again", async () => {
    const h = harness();
    h.actor.send({ type: "integrity.check" });
    h.settle("runCheck").resolve(EXAMPLE_INTEGRITY_PROBLEMS);
    await waitFor(h.actor, (s) => screenOf(s) === "problems");
    h.actor.send({ type: "integrity.recheck" });
    expect(screenOf(h.actor.getSnapshot())).toBe("checking");
    // The last answer stays while the new check runs.
    expect(h.actor.getSnapshot().context.report).toEqual(EXAMPLE_INTEGRITY_PROBLEMS);
    expect(h.calls).toEqual([{ fresh: false }, { fresh: true }]);
    h.settle("runCheck").resolve(EXAMPLE_INTEGRITY_OK);
    await waitFor(h.actor, (s) => screenOf(s) === "ok");
  });

  it("counts problems only elsewhere as problems", async () => {
    const h = harness();
    h.actor.send({ type: "integrity.check" });
    h.settle("runCheck").resolve(ELSEWHERE);
    await waitFor(h.actor, (s) => screenOf(s) === "problems");
  });

  it("says why a check failed, and tries the same request again", async () => {
    const h = harness();
    h.actor.send({ type: "integrity.check" });
    h.settle("runCheck").resolve(EXAMPLE_INTEGRITY_OK);
    await waitFor(h.actor, (s) => screenOf(s) === "ok");
    h.actor.send({ type: "integrity.recheck" });
    h.settle("runCheck").reject(OFFLINE);
    await waitFor(h.actor, (s) => screenOf(s) === "failed");
    expect(h.actor.getSnapshot().context.errorCode).toBe("offline");
    h.actor.send({ type: "integrity.retry" });
    expect(h.actor.getSnapshot().context.errorCode).toBeNull();
    expect(h.calls).toEqual([{ fresh: false }, { fresh: true }, { fresh: true }]);
    h.settle("runCheck").reject(FORBIDDEN);
    await waitFor(h.actor, (s) => screenOf(s) === "failed");
    expect(h.actor.getSnapshot().context.errorCode).toBe("forbidden");
  });

  it("ignores a second press while a check runs", () => {
    const h = harness();
    h.actor.send({ type: "integrity.check" });
    h.actor.send({ type: "integrity.check" });
    h.actor.send({ type: "integrity.recheck" });
    h.actor.send({ type: "integrity.retry" });
    expect(h.calls).toEqual([{ fresh: false }]);
  });
});

describe("integrity-check machine, model-based paths", () => {
  const events: AnyEventObject[] = [
    { type: "integrity.check" },
    { type: "integrity.recheck" },
    { type: "integrity.retry" },
    { type: "xstate.done.actor.runCheck", output: EXAMPLE_INTEGRITY_OK },
    { type: "xstate.done.actor.runCheck", output: EXAMPLE_INTEGRITY_PROBLEMS },
    { type: "xstate.done.actor.runCheck", output: ELSEWHERE },
    { type: "xstate.error.actor.runCheck", error: OFFLINE },
    { type: "xstate.error.actor.runCheck", error: FORBIDDEN },
  ];
  const invariants = (snapshot: IntegrityCheckSnapshot) => {
    const { report, errorCode } = snapshot.context;
    const screen = screenOf(snapshot);
    expect(errorCode !== null).toBe(screen === "failed");
    if (screen === "ok") expect(report).toMatchObject({ ok: true, problems: [], otherOrganisations: 0 });
    if (screen === "problems") expect(report?.ok).toBe(false);
    if (screen === "idle") expect(report).toBeNull();
  };
  const serializeState = (snapshot: IntegrityCheckSnapshot) =>
    [
      JSON.stringify(snapshot.value),
      snapshot.context.report?.checkedAt ?? "",
      String(snapshot.context.report?.otherOrganisations ?? ""),
      String(snapshot.context.fresh),
      snapshot.context.errorCode ?? "",
    ].join(" ");
  const traversal = {
    // The done/error events of the invoked actor are not in IntegrityCheckEvent's type, hence the cast.
    events: events as unknown as ReadonlyArray<IntegrityCheckEvent>,
    serializeState,
  };
  const paths = getShortestPaths(integrityCheckMachine, traversal);
  const pathTo = new Map(paths.map((path) => [serializeState(path.state), path]));
  // Every transition, not only a way to every state: the shortest way to a state, then one event that does
  // something there (a retry after each failure, a fresh check after each result…). The actor's events can
  // only happen while it runs.
  const transitions = adjacencyMapToArray(getAdjacencyMap(integrityCheckMachine, traversal))
    .filter(({ state, event, nextState }) =>
      event.type.startsWith("xstate.")
        ? state.matches("checking")
        : serializeState(nextState) !== serializeState(state),
    )
    .map(({ state, event, nextState }) => {
      const before = pathTo.get(serializeState(state));
      if (!before) throw new Error(`no path to ${serializeState(state)}`);
      return { steps: [...before.steps, { event, state: nextState }], state: nextState };
    });

  it("reaches every screen, and takes a retry and a fresh check along the way", () => {
    const reached = new Set(paths.map((path) => screenOf(path.state)));
    expect([...reached].sort()).toEqual(["checking", "failed", "idle", "ok", "problems"]);
    const taken = new Set(transitions.map((path) => path.steps.at(-1)?.event.type));
    for (const type of ["integrity.check", "integrity.recheck", "integrity.retry"])
      expect(taken).toContain(type);
  });

  /** A step as a test name says it: the event, and for the actor's answers what it answered. */
  const stepName = (event: AnyEventObject): string => {
    if (event.type === "xstate.error.actor.runCheck") return `error:${failureCode(event.error)}`;
    if (event.type !== "xstate.done.actor.runCheck") return event.type;
    const report = event.output as IntegrityView;
    return `done:${report.ok ? "ok" : report.problems.length > 0 ? "problems" : "elsewhere"}`;
  };
  const describePath = (path: (typeof transitions)[number]) =>
    `${path.steps.map((step) => stepName(step.event)).join(" → ")} ⇒ ${screenOf(path.state)}`;

  it.each(transitions.map((path) => [describePath(path), path] as const))("%s", async (_, path) => {
    const h = harness();
    await followPath(h.actor, h.settle, path, () => invariants(h.actor.getSnapshot()));
    expect(h.actor.getSnapshot().value).toEqual(path.state.value);
    // One call per check the path asked for, fresh exactly when asked after a result (and on its retries).
    const asks = path.steps.filter((step) => step.event.type.startsWith("integrity."));
    expect(h.calls).toHaveLength(asks.length);
    let fresh = false;
    asks.forEach((step, i) => {
      if (step.event.type === "integrity.check") fresh = false;
      if (step.event.type === "integrity.recheck") fresh = true;
      expect(h.calls[i]).toEqual({ fresh });
    });
  });
});
