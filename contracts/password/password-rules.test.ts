import { describe, expect, it } from "vitest";
import {
  DEFAULT_PASSWORD_RULES,
  evaluatePassword,
  failedRules,
  isConfirmed,
  passwordRules,
  SPECIAL_CHARACTERS,
  strengthColour,
  type PasswordRuleOptions,
} from "./password-rules.ts";

/** Meets all five default criteria. */
const STRONG = "Abcdef1!";

/** Every criterion switched off. */
const NO_CRITERIA = {
  enableLengthRule: false,
  enableLowerCaseLetterRule: false,
  enableUpperCaseLetterRule: false,
  enableDigitRule: false,
  enableSpecialCharRule: false,
} as const satisfies Partial<PasswordRuleOptions>;

/** Only the given criterion switched on. */
const only = (rule: keyof typeof NO_CRITERIA): Partial<PasswordRuleOptions> => ({
  ...NO_CRITERIA,
  [rule]: true,
});

describe("password rule options", () => {
  it("switches every rule on by default, with lengths 8 to 30 and no custom pattern", () => {
    expect(DEFAULT_PASSWORD_RULES).toEqual({
      required: true,
      enableLengthRule: true,
      enableLowerCaseLetterRule: true,
      enableUpperCaseLetterRule: true,
      enableDigitRule: true,
      enableSpecialCharRule: true,
      min: 8,
      max: 30,
    });
  });

  it("fills in defaults for options not given or given as undefined", () => {
    expect(passwordRules({ min: 10, max: undefined })).toEqual({ ...DEFAULT_PASSWORD_RULES, min: 10 });
  });
});

describe("each rule on and off", () => {
  const cases = [
    { rule: "enableLowerCaseLetterRule", criterion: "lower", meets: "x", fails: "X1!" },
    { rule: "enableUpperCaseLetterRule", criterion: "upper", meets: "X", fails: "x1!" },
    { rule: "enableDigitRule", criterion: "digit", meets: "7", fails: "xX!" },
    { rule: "enableSpecialCharRule", criterion: "special", meets: "#", fails: "xX1 " },
    { rule: "enableLengthRule", criterion: "length", meets: "abcdefgh", fails: "abc" },
  ] as const;

  it.each(cases)("$criterion: met and not met when on", ({ rule, criterion, meets, fails }) => {
    const met = evaluatePassword(meets, only(rule));
    expect(met.criteria[criterion]).toBe(true);
    expect(met).toMatchObject({ activeCount: 1, metCount: 1, strength: 100 });
    const unmet = evaluatePassword(fails, only(rule));
    expect(unmet.criteria[criterion]).toBe(false);
    expect(unmet).toMatchObject({ activeCount: 1, metCount: 0, strength: 0 });
    expect(failedRules(fails, only(rule))).toEqual([criterion]);
  });

  it.each(cases)("$criterion: undefined and not counted when off", ({ rule, criterion, fails }) => {
    const evaluation = evaluatePassword(fails, { [rule]: false });
    expect(evaluation.criteria[criterion]).toBeUndefined();
    expect(evaluation.activeCount).toBe(4);
    expect(failedRules(fails, { [rule]: false })).not.toContain(criterion);
  });

  it("counts non-ASCII letters by case", () => {
    expect(evaluatePassword("ñ", only("enableLowerCaseLetterRule")).criteria.lower).toBe(true);
    expect(evaluatePassword("Ä", only("enableUpperCaseLetterRule")).criteria.upper).toBe(true);
    expect(evaluatePassword("ß", only("enableUpperCaseLetterRule")).criteria.upper).toBe(false);
  });
});

describe("special characters", () => {
  it("are exactly the printable ASCII punctuation: no letters, digits or space", () => {
    const punctuation = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter((c) =>
      /[^A-Za-z0-9 ]/.test(c),
    );
    expect([...SPECIAL_CHARACTERS].sort()).toEqual(punctuation.sort());
    expect(new Set(SPECIAL_CHARACTERS).size).toBe(SPECIAL_CHARACTERS.length);
  });

  it.each([...SPECIAL_CHARACTERS])("%s is special", (character) => {
    expect(evaluatePassword(`a${character}`, only("enableSpecialCharRule")).criteria.special).toBe(true);
  });

  it.each([" ", "€", "¿", "«", "é"])("%j is not special", (character) => {
    expect(evaluatePassword(`a${character}b`, only("enableSpecialCharRule")).criteria.special).toBe(false);
  });
});

describe("length", () => {
  it.each([
    [7, false],
    [8, true],
    [30, true],
    [31, false],
  ])("%i characters: within 8..30 is %s", (length, met) => {
    const password = "a".repeat(length);
    expect(evaluatePassword(password).criteria.length).toBe(met);
    expect(failedRules(password).includes("length")).toBe(!met);
  });

  it("follows a configured minimum and maximum", () => {
    expect(evaluatePassword("abcdefghi", { min: 10 }).criteria.length).toBe(false);
    expect(evaluatePassword("abcdefghij", { min: 10 }).criteria.length).toBe(true);
    expect(evaluatePassword("abcdefghij", { max: 9 }).criteria.length).toBe(false);
  });

  it("counts an emoji as one character", () => {
    expect(evaluatePassword("😀".repeat(8)).criteria.length).toBe(true);
    expect(evaluatePassword("😀".repeat(7)).criteria.length).toBe(false);
    expect(evaluatePassword("😀".repeat(30)).criteria.length).toBe(true);
  });
});

describe("custom pattern", () => {
  const pattern = /[€£¥]/;

  it("is an active criterion only when given", () => {
    expect(evaluatePassword(STRONG).criteria.custom).toBeUndefined();
    expect(evaluatePassword(STRONG, { customPattern: pattern }).activeCount).toBe(6);
  });

  it("is met when the password contains a match", () => {
    expect(evaluatePassword(`${STRONG}€`, { customPattern: pattern }).criteria.custom).toBe(true);
    expect(evaluatePassword(STRONG, { customPattern: pattern }).criteria.custom).toBe(false);
    expect(failedRules(STRONG, { customPattern: pattern })).toEqual(["custom"]);
  });

  it("gives the same answer every time for a global pattern", () => {
    const global = /\d/g;
    const answers = [1, 2, 3].map(() => evaluatePassword("a1", { customPattern: global }).criteria.custom);
    expect(answers).toEqual([true, true, true]);
  });
});

describe("strength", () => {
  it("is 100 / 5 × met with the five default criteria", () => {
    expect(evaluatePassword("a").strength).toBe(20); // lower
    expect(evaluatePassword("aA").strength).toBe(40); // lower, upper
    expect(evaluatePassword("aA1").strength).toBe(60); // lower, upper, digit
    expect(evaluatePassword("aA1!").strength).toBe(80); // lower, upper, digit, special
    expect(evaluatePassword(STRONG)).toMatchObject({ activeCount: 5, metCount: 5, strength: 100 });
  });

  it("is 100 / 6 × met with a custom pattern, kept exact, and rounded in percent", () => {
    const evaluation = evaluatePassword(STRONG, { customPattern: /€/ });
    expect(evaluation).toMatchObject({ activeCount: 6, metCount: 5, percent: 83 });
    expect(evaluation.strength).toBeCloseTo(83.333, 3);
    expect(evaluatePassword("a", { customPattern: /€/ }).percent).toBe(17);
    expect(evaluatePassword(`${STRONG}€`, { customPattern: /€/ }).strength).toBe(100);
  });

  it("is 100 for any non-empty password when every criterion is off", () => {
    expect(evaluatePassword("x", NO_CRITERIA)).toMatchObject({ activeCount: 0, metCount: 0, strength: 100 });
    expect(evaluatePassword("", NO_CRITERIA).strength).toBe(0);
    expect(failedRules("x", NO_CRITERIA)).toEqual([]);
  });
});

describe("an empty password", () => {
  it("resets strength to 0 and clears every active criterion", () => {
    expect(evaluatePassword("")).toEqual({
      criteria: {
        lower: false,
        upper: false,
        digit: false,
        special: false,
        custom: undefined,
        length: false,
      },
      activeCount: 5,
      metCount: 0,
      strength: 0,
      percent: 0,
      required: false,
    });
    expect(evaluatePassword("", { customPattern: /.*/ }).criteria.custom).toBe(false);
  });

  it("breaks only the required rule when required, and none when not", () => {
    expect(failedRules("")).toEqual(["required"]);
    expect(failedRules("", { required: false })).toEqual([]);
    expect(evaluatePassword("", { required: false }).required).toBe(true);
  });

  it("a non-empty password satisfies required", () => {
    expect(evaluatePassword("a").required).toBe(true);
    expect(failedRules("a")).not.toContain("required");
  });
});

describe("failedRules", () => {
  it("is empty for an acceptable password", () => {
    expect(failedRules(STRONG)).toEqual([]);
  });

  it("lists every broken rule in the seed's order", () => {
    expect(failedRules("abc")).toEqual(["upper", "digit", "special", "length"]);
    expect(failedRules("ABC", { customPattern: /€/ })).toEqual([
      "lower",
      "digit",
      "special",
      "custom",
      "length",
    ]);
  });
});

describe("strengthColour", () => {
  it.each([
    [0, "warn"],
    [20, "warn"],
    [20.99, "warn"],
    [21, "accent"],
    [80, "accent"],
    [80.99, "accent"],
    [81, "primary"],
    [83.33, "primary"],
    [100, "primary"],
  ] as const)("%s gives %s", (strength, colour) => {
    expect(strengthColour(strength)).toBe(colour);
    expect(strengthColour(strength, { externalError: false })).toBe(colour);
  });

  it.each([0, 20, 21, 80, 81, 100])("an external error forces warn at %s", (strength) => {
    expect(strengthColour(strength, { externalError: true })).toBe("warn");
  });
});

describe("isConfirmed", () => {
  it("holds only when the confirmation equals the password", () => {
    expect(isConfirmed(STRONG, STRONG)).toBe(true);
    expect(isConfirmed(STRONG, "abcdef1!")).toBe(false);
    expect(isConfirmed(STRONG, `${STRONG} `)).toBe(false);
    expect(isConfirmed(STRONG, "")).toBe(false);
    expect(isConfirmed("", "")).toBe(true);
  });
});
