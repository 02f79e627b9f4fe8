import { describe, expect, it } from "vitest";
import { failureCode } from "./failure-code.ts";

describe("failureCode", () => {
  it("reads the server's code, calls no answer offline, and anything else unexpected", () => {
    expect(failureCode({ _tag: "Invalid", code: "weak_password" })).toBe("weak_password");
    expect(failureCode({ _tag: "Offline", code: "timeout" })).toBe("offline");
    expect(failureCode(new Error("boom"))).toBe("unexpected");
    expect(failureCode(undefined)).toBe("unexpected");
    expect(failureCode({ _tag: "Unexpected", code: 42 })).toBe("unexpected");
  });
});
