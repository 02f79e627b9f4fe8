import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { getSimplePaths } from "xstate/graph";
import {
  canResumeTour,
  walkthroughMachine,
  type TourProgress,
  type WalkthroughEvent,
  type WalkthroughSnapshot,
} from "./walkthrough.machine.ts";

const start = (saved: TourProgress | null = null, stepCount = 3) => {
  const stored: TourProgress[] = [];
  const actor = createActor(
    walkthroughMachine.provide({ actions: { persist: (_, params) => void stored.push(params) } }),
    { input: { stepCount, saved } },
  ).start();
  return { actor, stored };
};

describe("walkthrough machine", () => {
  it("starts by itself the first time, and remembers each step", () => {
    const { actor, stored } = start();
    expect(actor.getSnapshot().value).toBe("touring");
    actor.send({ type: "tour.next" });
    actor.send({ type: "tour.next" });
    actor.send({ type: "tour.back" });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(stored).toEqual([
      { step: 0, status: "active" },
      { step: 1, status: "active" },
      { step: 2, status: "active" },
      { step: 1, status: "active" },
    ]);
  });

  it("is skipped part-way and resumed at the same step from the help menu", () => {
    const { actor, stored } = start();
    actor.send({ type: "tour.next" });
    actor.send({ type: "tour.skip" });
    expect(actor.getSnapshot().value).toBe("resting");
    expect(stored.at(-1)).toEqual({ step: 1, status: "skipped" });
    expect(canResumeTour(actor.getSnapshot())).toBe(true);
    actor.send({ type: "tour.resume" });
    expect(actor.getSnapshot().value).toBe("touring");
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it("stays away after a skip, on the next visit too, until asked", () => {
    const { actor } = start({ step: 2, status: "skipped" });
    expect(actor.getSnapshot().value).toBe("resting");
    actor.send({ type: "tour.resume" });
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, status: "active" });
  });

  it("comes back where it was when the page is reloaded mid-tour", () => {
    const { actor } = start({ step: 1, status: "active" });
    expect(actor.getSnapshot().value).toBe("touring");
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it("finishes after the last step, and can be started again from the beginning", () => {
    const { actor, stored } = start({ step: 2, status: "active" });
    actor.send({ type: "tour.next" });
    expect(actor.getSnapshot().value).toBe("resting");
    expect(stored.at(-1)).toEqual({ step: 2, status: "done" });
    actor.send({ type: "tour.resume" });
    expect(actor.getSnapshot().value).toBe("resting");
    actor.send({ type: "tour.start" });
    expect(actor.getSnapshot().context).toMatchObject({ step: 0, status: "active" });
  });

  it("ignores a remembered step the tour no longer has", () => {
    const { actor } = start({ step: 9, status: "active" });
    expect(actor.getSnapshot().context.step).toBe(0);
  });
});

describe("walkthrough machine, every simple path (model-based)", () => {
  const events: ReadonlyArray<WalkthroughEvent> = [
    { type: "tour.start" },
    { type: "tour.resume" },
    { type: "tour.next" },
    { type: "tour.back" },
    { type: "tour.skip" },
  ];
  const serializeState = (snapshot: WalkthroughSnapshot) =>
    `${String(snapshot.value)} ${snapshot.context.step} ${snapshot.context.status}`;
  for (const saved of [null, { step: 1, status: "skipped" as const }]) {
    const paths = getSimplePaths(walkthroughMachine, {
      events,
      input: { stepCount: 3, saved },
      serializeState,
    });
    it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(" → "), path] as const))(
      `${saved ? "after a skip" : "first run"}: %s`,
      (_, path) => {
        const { actor, stored } = start(saved);
        for (const step of path.steps) {
          if ((step.event.type as string) !== "xstate.init") actor.send(step.event);
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(step.state.value);
          // The step is always one the tour has, and what is remembered is what is shown.
          expect(snapshot.context.step).toBeGreaterThanOrEqual(0);
          expect(snapshot.context.step).toBeLessThan(3);
          if (snapshot.matches("touring"))
            expect(stored.at(-1)).toEqual({ step: snapshot.context.step, status: "active" });
        }
      },
    );
  }
});
