import { describe, expect, it } from "vitest";
import { createThrottle } from "../src/auth/throttle.ts";

describe("throttle", () => {
  it("allows the limit in a window, then answers the wait in seconds, and starts again after it", () => {
    let now = 0;
    const throttle = createThrottle({ limit: 2, windowMs: 60_000, now: () => now });
    expect([throttle.hit("a"), throttle.hit("a"), throttle.hit("a")]).toEqual([0, 0, 60]);
    now = 30_000;
    expect(throttle.hit("a")).toBe(30);
    expect(throttle.hit("b")).toBe(0);
    now = 60_000;
    expect(throttle.hit("a")).toBe(0);
    throttle.reset("a");
    expect(throttle.hit("a")).toBe(0);
  });

  it("never remembers more keys than its bound, forgetting the oldest", () => {
    const throttle = createThrottle({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) throttle.hit(key);
    // "a" was forgotten to make room for "d": it counts from zero again.
    expect(throttle.hit("a")).toBe(0);
    expect(throttle.hit("d")).toBeGreaterThan(0);
  });
});
