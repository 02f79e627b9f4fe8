import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import {
  BRAND_CYCLE_INTERVAL_MS,
  brandCycleMachine,
  isCycling,
  shownBrandIndex,
} from "./brand-cycle.machine.ts";

/** Moves the simulated clock one interval at a time (a timer set during an increment waits for the next). */
const tick = (clock: SimulatedClock, intervals: number) => {
  for (let i = 0; i < intervals; i++) clock.increment(BRAND_CYCLE_INTERVAL_MS);
};

const start = (brandCount = 5, startIndex = 0) => {
  const clock = new SimulatedClock();
  const visits: number[] = [];
  const actor = createActor(
    brandCycleMachine.provide({ actions: { goToBrand: (_, params) => visits.push(params.index) } }),
    { input: { brandCount, startIndex }, clock },
  ).start();
  return { actor, clock, visits };
};

describe("brand-cycle machine (simulated clock)", () => {
  it("shows the next brand every 2000 ms, wrapping round", () => {
    const { actor, clock } = start(5, 3);
    expect(shownBrandIndex(actor.getSnapshot())).toBe(3);
    clock.increment(BRAND_CYCLE_INTERVAL_MS - 1);
    expect(shownBrandIndex(actor.getSnapshot())).toBe(3);
    clock.increment(1);
    expect(shownBrandIndex(actor.getSnapshot())).toBe(4);
    clock.increment(BRAND_CYCLE_INTERVAL_MS);
    expect(shownBrandIndex(actor.getSnapshot())).toBe(0);
    tick(clock, 3);
    expect(shownBrandIndex(actor.getSnapshot())).toBe(3);
  });

  it("stops for good once the user focuses it", () => {
    const { actor, clock } = start();
    clock.increment(BRAND_CYCLE_INTERVAL_MS);
    actor.send({ type: "brand.focused" });
    expect(isCycling(actor.getSnapshot())).toBe(false);
    tick(clock, 10);
    expect(shownBrandIndex(actor.getSnapshot())).toBe(1);
  });

  it("stops on the brand the user picks, ignoring an index that is not a brand", () => {
    const { actor, clock } = start();
    actor.send({ type: "brand.selected", index: 7 });
    expect(isCycling(actor.getSnapshot())).toBe(true);
    actor.send({ type: "brand.selected", index: 2 });
    tick(clock, 3);
    expect(shownBrandIndex(actor.getSnapshot())).toBe(2);
    expect(isCycling(actor.getSnapshot())).toBe(false);
  });

  it("Go goes to the brand shown, cycling or not", () => {
    const { actor, clock, visits } = start();
    tick(clock, 2);
    actor.send({ type: "brand.go" });
    actor.send({ type: "brand.selected", index: 4 });
    actor.send({ type: "brand.go" });
    expect(visits).toEqual([2, 4]);
  });

  it("does not cycle with a single brand, and starts from the first when the start is out of range", () => {
    expect(isCycling(start(1, 0).actor.getSnapshot())).toBe(false);
    expect(shownBrandIndex(start(5, 9).actor.getSnapshot())).toBe(0);
  });
});
