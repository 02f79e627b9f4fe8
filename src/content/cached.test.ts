import { describe, expect, it, vi } from "vitest";
import { cached } from "./cached.ts";

describe("cached", () => {
  it("answers the same promise for the same arguments, and calls through once", () => {
    const fn = vi.fn(async (a: string, b: string) => a + b);
    const memo = cached(fn);
    expect(memo("a", "b")).toBe(memo("a", "b"));
    expect(memo("a", "b")).not.toBe(memo("ab", ""));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("forgets a failure", async () => {
    const fn = vi.fn<(a: string) => Promise<string>>().mockRejectedValueOnce(new Error("offline"));
    fn.mockResolvedValue("ok");
    const memo = cached(fn);
    await expect(memo("x")).rejects.toThrow("offline");
    await expect(memo("x")).resolves.toBe("ok");
  });
});
