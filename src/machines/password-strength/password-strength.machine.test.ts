import { describe, expect, it } from "vitest";
import { createActor, type EventObject } from "xstate";
import { createTestModel } from "xstate/graph";
import type { PasswordRuleOptions } from "../../../contracts/password/password-rules.ts";
import {
  canSubmit,
  colourOf,
  criteriaOf,
  hasExternalErrorOf,
  isConfirmedOf,
  isMismatchedOf,
  isTooLongOf,
  passwordStrengthMachine,
  percentOf,
  strengthOf,
  type PasswordStrengthEvent,
  type PasswordStrengthInput,
  type PasswordStrengthSnapshot,
} from "./password-strength.machine.ts";

const STRONG = "Abcdef1!";

const start = (input?: PasswordStrengthInput) => createActor(passwordStrengthMachine, { input }).start();

const typed = (value: string): PasswordStrengthEvent => ({ type: "password.changed", value });
const confirmed = (value: string): PasswordStrengthEvent => ({ type: "confirmation.changed", value });

const only = (rule: keyof PasswordRuleOptions): Partial<PasswordRuleOptions> => ({
  enableLengthRule: false,
  enableLowerCaseLetterRule: false,
  enableUpperCaseLetterRule: false,
  enableDigitRule: false,
  enableSpecialCharRule: false,
  [rule]: true,
});

describe("password strength machine", () => {
  it("starts empty and pending, at strength 0 with every default criterion unmet", () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.matches({ strength: "empty", confirmation: "pending" })).toBe(true);
    expect(strengthOf(snapshot)).toBe(0);
    expect(colourOf(snapshot)).toBe("warn");
    expect(criteriaOf(snapshot)).toEqual({
      lower: false,
      upper: false,
      digit: false,
      special: false,
      custom: undefined,
      length: false,
    });
    expect(canSubmit(snapshot)).toBe(false);
  });

  it("is weak while some criterion is unmet and strong when all are", () => {
    const actor = start();
    actor.send(typed("abc"));
    expect(actor.getSnapshot().matches({ strength: "weak" })).toBe(true);
    actor.send(typed(STRONG));
    expect(actor.getSnapshot().matches({ strength: "strong" })).toBe(true);
    actor.send(typed("Abcdef1"));
    expect(actor.getSnapshot().matches({ strength: "weak" })).toBe(true);
  });

  it.each([
    ["enableLowerCaseLetterRule", "lower", "a", "A"],
    ["enableUpperCaseLetterRule", "upper", "A", "a"],
    ["enableDigitRule", "digit", "1", "a"],
    ["enableSpecialCharRule", "special", "!", "a b"],
    ["enableLengthRule", "length", "abcdefgh", "abcdefg"],
  ] as const)("follows the %s rule alone", (rule, criterion, meets, fails) => {
    const actor = start({ options: only(rule) });
    actor.send(typed(fails));
    expect(criteriaOf(actor.getSnapshot())[criterion]).toBe(false);
    expect(actor.getSnapshot().matches({ strength: "weak" })).toBe(true);
    actor.send(typed(meets));
    expect(criteriaOf(actor.getSnapshot())[criterion]).toBe(true);
    expect(actor.getSnapshot().matches({ strength: "strong" })).toBe(true);
    expect(strengthOf(actor.getSnapshot())).toBe(100);
    const others = Object.entries(criteriaOf(actor.getSnapshot())).filter(([name]) => name !== criterion);
    expect(others.every(([, flag]) => flag === undefined)).toBe(true);
  });

  it("counts a custom pattern as a sixth criterion", () => {
    const actor = start({ options: { customPattern: /[€£]/ } });
    actor.send(typed(STRONG));
    expect(criteriaOf(actor.getSnapshot()).custom).toBe(false);
    expect(actor.getSnapshot().matches({ strength: "weak" })).toBe(true);
    actor.send(typed(`${STRONG}£`));
    expect(criteriaOf(actor.getSnapshot()).custom).toBe(true);
    expect(actor.getSnapshot().matches({ strength: "strong" })).toBe(true);
  });

  it("tells a password that is too long from one too short", () => {
    const actor = start();
    actor.send(typed("Aa1!"));
    expect(isTooLongOf(actor.getSnapshot())).toBe(false);
    actor.send(typed(`Aa1!${"x".repeat(27)}`));
    expect(criteriaOf(actor.getSnapshot()).length).toBe(false);
    expect(isTooLongOf(actor.getSnapshot())).toBe(true);
  });

  describe("strength and colour", () => {
    it.each([
      ["a", 20, "warn"],
      ["aA", 40, "accent"],
      ["aA1", 60, "accent"],
      ["aA1!", 80, "accent"],
      [STRONG, 100, "primary"],
    ] as const)("five criteria: %s gives %i, %s", (password, strength, colour) => {
      const actor = start();
      actor.send(typed(password));
      expect(strengthOf(actor.getSnapshot())).toBe(strength);
      expect(percentOf(actor.getSnapshot())).toBe(strength);
      expect(colourOf(actor.getSnapshot())).toBe(colour);
    });

    it.each([
      ["a", 16.667, 17, "warn"],
      ["aA", 33.333, 33, "accent"],
      ["aA1", 50, 50, "accent"],
      ["aA1!", 66.667, 67, "accent"],
      [STRONG, 83.333, 83, "primary"],
      [`${STRONG}€`, 100, 100, "primary"],
    ] as const)("six criteria: %s gives %d (%i %), %s", (password, strength, percent, colour) => {
      const actor = start({ options: { customPattern: /€/ } });
      actor.send(typed(password));
      expect(strengthOf(actor.getSnapshot())).toBeCloseTo(strength, 3);
      expect(percentOf(actor.getSnapshot())).toBe(percent);
      expect(colourOf(actor.getSnapshot())).toBe(colour);
    });

    it("an external error forces warn until cleared, whatever the strength", () => {
      const actor = start();
      actor.send(typed(STRONG));
      actor.send({ type: "externalError.set", code: "password_reused" });
      expect(colourOf(actor.getSnapshot())).toBe("warn");
      expect(hasExternalErrorOf(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.externalError).toBe("password_reused");
      actor.send(typed(`${STRONG}x`));
      expect(colourOf(actor.getSnapshot())).toBe("warn"); // the parent clears it, not typing
      actor.send({ type: "externalError.cleared" });
      expect(colourOf(actor.getSnapshot())).toBe("primary");
      expect(hasExternalErrorOf(actor.getSnapshot())).toBe(false);
    });

    it("takes an external error as input", () => {
      const actor = start({ externalError: "weak_password" });
      expect(actor.getSnapshot().context.externalError).toBe("weak_password");
    });
  });

  it("resets to strength 0 and clears every criterion when the password is emptied", () => {
    const actor = start({ options: { customPattern: /€/ } });
    actor.send(typed(`${STRONG}€`));
    actor.send(typed(""));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ strength: "empty" })).toBe(true);
    expect(strengthOf(snapshot)).toBe(0);
    expect(Object.values(criteriaOf(snapshot))).toEqual([false, false, false, false, false, false]);
  });

  describe("confirmation", () => {
    it("is pending (not confirmed, not mismatched) while empty", () => {
      const actor = start();
      actor.send(typed(STRONG));
      expect(isConfirmedOf(actor.getSnapshot())).toBe(false);
      expect(isMismatchedOf(actor.getSnapshot())).toBe(false);
      expect(canSubmit(actor.getSnapshot())).toBe(false);
    });

    it("matches when equal, mismatches when not, and follows later password changes", () => {
      const actor = start();
      actor.send(typed(STRONG));
      actor.send(confirmed("Abcdef1"));
      expect(actor.getSnapshot().matches({ confirmation: "mismatched" })).toBe(true);
      expect(isMismatchedOf(actor.getSnapshot())).toBe(true);
      actor.send(confirmed(STRONG));
      expect(isConfirmedOf(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.confirmed).toBe(true);
      actor.send(typed(`${STRONG}?`));
      expect(isMismatchedOf(actor.getSnapshot())).toBe(true);
      actor.send(confirmed(""));
      expect(actor.getSnapshot().matches({ confirmation: "pending" })).toBe(true);
    });
  });

  describe("canSubmit", () => {
    it("needs every active criterion met and the confirmation matching", () => {
      const actor = start();
      actor.send(typed("abcdefgh"));
      actor.send(confirmed("abcdefgh"));
      expect(canSubmit(actor.getSnapshot())).toBe(false);
      actor.send(typed(STRONG));
      expect(canSubmit(actor.getSnapshot())).toBe(false);
      actor.send(confirmed(STRONG));
      expect(canSubmit(actor.getSnapshot())).toBe(true);
    });

    it("accepts no password at all only when a password is not required", () => {
      expect(canSubmit(start({ options: { required: false } }).getSnapshot())).toBe(true);
      const actor = start({ options: { required: false } });
      actor.send(confirmed("x"));
      expect(canSubmit(actor.getSnapshot())).toBe(false);
    });

    it("ignores the external error, which the parent shows and clears", () => {
      const actor = start();
      actor.send(typed(STRONG));
      actor.send(confirmed(STRONG));
      actor.send({ type: "externalError.set", code: "password_reused" });
      expect(canSubmit(actor.getSnapshot())).toBe(true);
    });
  });
});

describe("password strength machine, model-based", () => {
  // Representative values: empty, weak, and two different strong passwords.
  const passwords = ["", "abc", STRONG, "Zyxwvu9?"];
  const confirmations = ["", "abc", STRONG];
  const model = createTestModel(passwordStrengthMachine, {
    events: [
      ...passwords.map(typed),
      ...confirmations.map(confirmed),
      { type: "externalError.set", code: "password_reused" },
      { type: "externalError.cleared" },
    ],
  });
  const paths = model.getShortestPaths();

  /** What must hold in each state, checked on the system under test: a separate actor. */
  const invariants = (sut: PasswordStrengthSnapshot, modelState: PasswordStrengthSnapshot) => {
    expect(sut.value).toEqual(modelState.value);
    const { password, confirmation, externalError, evaluation } = sut.context;
    expect(strengthOf(sut)).toBe((100 / evaluation.activeCount) * evaluation.metCount);
    if (externalError !== null) expect(colourOf(sut)).toBe("warn");
    expect(canSubmit(sut)).toBe(sut.matches({ strength: "strong", confirmation: "matching" }));
    expect(sut.context.confirmed).toBe(confirmation !== "" && confirmation === password);
  };

  it("reaches every combination of strength and confirmation but empty and matching", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const key = (strength: string, confirmation: string) => JSON.stringify({ strength, confirmation });
    for (const strength of ["empty", "weak", "strong"])
      for (const confirmation of ["pending", "matching", "mismatched"])
        if (strength !== "empty" || confirmation !== "matching")
          expect(reached, `${strength}/${confirmation}`).toContain(key(strength, confirmation));
    // A confirmation that matches is not empty, so the password is not either.
    expect(reached).not.toContain(key("empty", "matching"));
  });

  const nameOf = (path: (typeof paths)[number]) =>
    `${JSON.stringify(path.state.value)} after ${path.steps
      .map(({ event }: { event: EventObject }) =>
        event.type === "xstate.init" ? "start" : JSON.stringify(event),
      )
      .join(" → ")}`;

  it.each(paths.map((path) => [nameOf(path), path] as const))("%s", async (_, path) => {
    const actor = start();
    const check = (extra: (sut: PasswordStrengthSnapshot) => void) => (state: PasswordStrengthSnapshot) => {
      const sut = actor.getSnapshot();
      invariants(sut, state);
      extra(sut);
    };
    // The graph types a step's event by its type alone; the event itself carries the payload.
    const send = ({ event }: { event: EventObject }) => actor.send(event as PasswordStrengthEvent);
    await path.test({
      events: {
        "password.changed": send,
        "confirmation.changed": send,
        "externalError.set": send,
        "externalError.cleared": send,
      },
      states: {
        "strength.empty": check((sut) => {
          expect(sut.context.password).toBe("");
          expect(strengthOf(sut)).toBe(0);
          expect(Object.values(criteriaOf(sut)).filter((flag) => flag !== undefined)).toEqual(
            Array(5).fill(false),
          );
          expect(colourOf(sut)).toBe("warn");
        }),
        "strength.weak": check((sut) => {
          expect(sut.context.password).not.toBe("");
          expect(strengthOf(sut)).toBeLessThan(100);
          expect(canSubmit(sut)).toBe(false);
        }),
        "strength.strong": check((sut) => {
          expect(strengthOf(sut)).toBe(100);
          expect(colourOf(sut)).toBe(hasExternalErrorOf(sut) ? "warn" : "primary");
        }),
        "confirmation.pending": check((sut) => {
          expect(sut.context.confirmation).toBe("");
          expect(isConfirmedOf(sut) || isMismatchedOf(sut)).toBe(false);
        }),
        "confirmation.matching": check((sut) => {
          expect(sut.context.confirmation).toBe(sut.context.password);
          expect(isConfirmedOf(sut)).toBe(true);
        }),
        "confirmation.mismatched": check((sut) => {
          expect(sut.context.confirmation).not.toBe("");
          expect(sut.context.confirmation).not.toBe(sut.context.password);
          expect(isMismatchedOf(sut)).toBe(true);
        }),
      },
    });
  });
});
