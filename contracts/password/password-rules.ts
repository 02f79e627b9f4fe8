/**
 * The password rules (seed §5) and the strength they give (seed §4), shared by the SPA, which shows them
 * as the user types, and the server, which refuses a password that breaks them with 400. Plain functions
 * with no dependencies, so both sides judge a password exactly alike.
 */

/** Which rules apply. Every rule is on by default (seed §5); `customPattern`, when given, is one more. */
export interface PasswordRuleOptions {
  /** An empty password breaks the rules. When off, an empty password is accepted as "no password". */
  readonly required: boolean;
  readonly enableLengthRule: boolean;
  readonly enableLowerCaseLetterRule: boolean;
  readonly enableUpperCaseLetterRule: boolean;
  readonly enableDigitRule: boolean;
  readonly enableSpecialCharRule: boolean;
  /** Fewest characters (Unicode code points), inclusive. */
  readonly min: number;
  /** Most characters (Unicode code points), inclusive. */
  readonly max: number;
  /** An extra criterion: the password must contain a match for it. */
  readonly customPattern?: RegExp;
}

export const DEFAULT_PASSWORD_RULES: PasswordRuleOptions = {
  required: true,
  enableLengthRule: true,
  enableLowerCaseLetterRule: true,
  enableUpperCaseLetterRule: true,
  enableDigitRule: true,
  enableSpecialCharRule: true,
  min: 8,
  max: 30,
};

/**
 * The special characters, "common punctuation symbols" (seed §5): every printable ASCII character that is
 * neither a letter, a digit nor a space, i.e. - ! $ % ^ & * ( ) _ + | ~ = ` { } [ ] : " ; ' < > ? , . / \ @ #
 * A space, and any non-ASCII symbol (€, £, ¿, «), is not special.
 */
export const SPECIAL_CHARACTERS = "-!$%^&*()_+|~=`{}[]:\";'<>?,./\\@#";

/** The strength criteria, in the order the seed lists their messages (§5). */
export const PASSWORD_CRITERIA = ["lower", "upper", "digit", "special", "custom", "length"] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

/** A rule a password can break: being required, or one of the criteria. */
export type PasswordRule = "required" | PasswordCriterion;

/** Each criterion: met (true), not met (false), or switched off (undefined). */
export type PasswordCriteria = Readonly<Record<PasswordCriterion, boolean | undefined>>;

export interface PasswordEvaluation {
  readonly criteria: PasswordCriteria;
  /** How many criteria are switched on. */
  readonly activeCount: number;
  /** How many of those the password meets. */
  readonly metCount: number;
  /** 100 / activeCount × metCount, unrounded (100/6 × 5 = 83.33…). */
  readonly strength: number;
  /** `strength` rounded to an integer, for display. */
  readonly percent: number;
  /** The required rule holds: false only for an empty password when a password is required. */
  readonly required: boolean;
}

const specials = new Set(SPECIAL_CHARACTERS);

// Letters by Unicode category, so that ñ, é, ß and their capitals count for the five brands' languages.
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /[0-9]/;

/** Fills in the defaults for any option not given. */
export const passwordRules = (options: Partial<PasswordRuleOptions> = {}): PasswordRuleOptions => ({
  ...DEFAULT_PASSWORD_RULES,
  // An option passed as undefined keeps its default.
  ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
});

/** Length in characters as a person counts them: an emoji is one, not two UTF-16 units. */
export const passwordLength = (password: string): number => [...password].length;

// A global or sticky pattern remembers where it stopped; a copy without those flags tests from the start.
const matches = (pattern: RegExp, password: string): boolean =>
  new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")).test(password);

const criteriaOf = (password: string, rules: PasswordRuleOptions): PasswordCriteria => {
  const empty = password === "";
  const check = (enabled: boolean, met: () => boolean): boolean | undefined =>
    enabled ? !empty && met() : undefined;
  const length = passwordLength(password);
  const pattern = rules.customPattern;
  return {
    lower: check(rules.enableLowerCaseLetterRule, () => LOWER.test(password)),
    upper: check(rules.enableUpperCaseLetterRule, () => UPPER.test(password)),
    digit: check(rules.enableDigitRule, () => DIGIT.test(password)),
    special: check(rules.enableSpecialCharRule, () => [...password].some((c) => specials.has(c))),
    custom: check(pattern !== undefined, () => pattern !== undefined && matches(pattern, password)),
    length: check(rules.enableLengthRule, () => length >= rules.min && length <= rules.max),
  };
};

/**
 * How strong a password is under the given rules (seed §4, §5). An empty password has strength 0 and no
 * criterion met. With every criterion switched off, any non-empty password is at full strength.
 */
export const evaluatePassword = (
  password: string,
  options: Partial<PasswordRuleOptions> = {},
): PasswordEvaluation => {
  const rules = passwordRules(options);
  const criteria = criteriaOf(password, rules);
  const flags = PASSWORD_CRITERIA.map((name) => criteria[name]).filter((flag) => flag !== undefined);
  const activeCount = flags.length;
  const metCount = flags.filter(Boolean).length;
  const strength = password === "" ? 0 : activeCount === 0 ? 100 : (100 / activeCount) * metCount;
  return {
    criteria,
    activeCount,
    metCount,
    strength,
    percent: Math.round(strength),
    required: !(rules.required && password === ""),
  };
};

/**
 * The rules the password breaks, empty when it is acceptable; the server answers 400 with these. An empty
 * password breaks only `required` (when required), and when not required it is accepted as no password.
 */
export const failedRules = (password: string, options: Partial<PasswordRuleOptions> = {}): PasswordRule[] => {
  if (password === "") return passwordRules(options).required ? ["required"] : [];
  const { criteria } = evaluatePassword(password, options);
  return PASSWORD_CRITERIA.filter((name) => criteria[name] === false);
};

/** The bar's colour role: the warning colour, the accent colour or the primary colour. */
export type StrengthColour = "warn" | "accent" | "primary";

/** Below 21: warn; from 21 to below 81: accent; from 81: primary (seed §4, §9). An external error warns. */
export const strengthColour = (
  strength: number,
  { externalError = false }: { readonly externalError?: boolean } = {},
): StrengthColour => {
  if (externalError || strength < 21) return "warn";
  return strength < 81 ? "accent" : "primary";
};

/** The confirmation equals the password (seed §5). */
export const isConfirmed = (password: string, confirmation: string): boolean => confirmation === password;
