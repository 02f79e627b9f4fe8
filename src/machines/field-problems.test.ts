import { describe, expect, it } from "vitest";
import { emailProblem, problemsAfterChange, serverProblemsOf } from "./field-problems.ts";

const FIELDS = ["name", "email"] as const;
const TAKEN = { code: "email_taken", field: "email" } as const;

describe("field problems", () => {
  it("checks an email as the contract does", () => {
    expect(emailProblem("  ")).toBe("required");
    expect(emailProblem(`${"a".repeat(250)}@b.co`)).toBe("tooLong");
    expect(emailProblem("ana@example")).toBe("invalid");
    expect(emailProblem(" ana@example.org ")).toBeUndefined();
  });

  it("reads the server's refusal: the email taken, or the form's fields a 400 names", () => {
    expect(serverProblemsOf({ _tag: "Invalid", code: "email_taken" }, FIELDS, TAKEN)).toEqual({
      email: "taken",
    });
    const refused = { _tag: "Invalid", code: "invalid_request", fields: { name: "x", other: "y" } };
    expect(serverProblemsOf(refused, FIELDS, TAKEN)).toEqual({ name: "refused" });
    expect(serverProblemsOf({ ...refused, fields: { other: "y" } }, FIELDS, TAKEN)).toBeNull();
    expect(serverProblemsOf({ _tag: "Offline", code: "offline" }, FIELDS, TAKEN)).toBeNull();
  });

  it("drops a changed field's problem, and shows its own check's once problems are shown", () => {
    const before = { name: "refused", email: "taken" } as const;
    expect(problemsAfterChange(before, "email", { email: "invalid" }, false)).toEqual({ name: "refused" });
    expect(problemsAfterChange(before, "email", { email: "invalid" }, true)).toEqual({
      name: "refused",
      email: "invalid",
    });
    expect(problemsAfterChange(before, "email", {}, true)).toEqual({ name: "refused" });
  });
});
