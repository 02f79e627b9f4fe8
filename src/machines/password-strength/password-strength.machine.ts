import { assign, not, setup } from "xstate";
import {
  evaluatePassword,
  isConfirmed,
  passwordLength,
  passwordRules,
  strengthColour,
  type PasswordCriteria,
  type PasswordEvaluation,
  type PasswordRuleOptions,
  type StrengthColour,
} from "../../../contracts/password/password-rules.ts";

export interface PasswordStrengthInput {
  /** The rules; any not given take their defaults (all on, 8 to 30 characters). */
  readonly options?: Partial<PasswordRuleOptions>;
  readonly externalError?: string | null;
}

export interface PasswordStrengthContext {
  readonly options: PasswordRuleOptions;
  readonly password: string;
  readonly confirmation: string;
  readonly evaluation: PasswordEvaluation;
  /** A code from outside (the server refused the password, say); it forces the warning colour. */
  readonly externalError: string | null;
  /** The confirmation is non-empty and equals the password. */
  readonly confirmed: boolean;
}

export type PasswordStrengthEvent =
  | { type: "password.changed"; value: string }
  | { type: "confirmation.changed"; value: string }
  | { type: "externalError.set"; code: string }
  | { type: "externalError.cleared" };

const confirmedFor = (password: string, confirmation: string): boolean =>
  confirmation !== "" && isConfirmed(password, confirmation);

/**
 * A password being chosen (seed §4, §5), in two regions: `strength` (empty, weak: some active criterion
 * unmet, strong: every one met) and `confirmation` (pending: nothing typed yet, matching, mismatched).
 * The events only record values; each region then settles on its state through eventless transitions.
 * The external error is the parent's to set and clear: editing the password does not clear it.
 */
export const passwordStrengthMachine = setup({
  types: {
    input: {} as PasswordStrengthInput | undefined,
    context: {} as PasswordStrengthContext,
    events: {} as PasswordStrengthEvent,
  },
  guards: {
    isPasswordEmpty: ({ context }) => context.password === "",
    meetsEveryCriterion: ({ context }) =>
      context.password !== "" && context.evaluation.metCount === context.evaluation.activeCount,
    isConfirmationEmpty: ({ context }) => context.confirmation === "",
    isConfirmed: ({ context }) => context.confirmed,
  },
  actions: {
    assignPassword: assign(({ context }, params: { value: string }) => ({
      password: params.value,
      evaluation: evaluatePassword(params.value, context.options),
      confirmed: confirmedFor(params.value, context.confirmation),
    })),
    assignConfirmation: assign(({ context }, params: { value: string }) => ({
      confirmation: params.value,
      confirmed: confirmedFor(context.password, params.value),
    })),
    assignExternalError: assign((_, params: { code: string }) => ({ externalError: params.code })),
    clearExternalError: assign({ externalError: null }),
  },
}).createMachine({
  id: "passwordStrength",
  type: "parallel",
  context: ({ input }) => {
    const options = passwordRules(input?.options);
    return {
      options,
      password: "",
      confirmation: "",
      evaluation: evaluatePassword("", options),
      externalError: input?.externalError ?? null,
      confirmed: false,
    };
  },
  on: {
    "password.changed": {
      actions: { type: "assignPassword", params: ({ event }) => ({ value: event.value }) },
    },
    "confirmation.changed": {
      actions: { type: "assignConfirmation", params: ({ event }) => ({ value: event.value }) },
    },
    "externalError.set": {
      actions: { type: "assignExternalError", params: ({ event }) => ({ code: event.code }) },
    },
    "externalError.cleared": { actions: "clearExternalError" },
  },
  states: {
    strength: {
      initial: "empty",
      states: {
        empty: {
          always: [
            { guard: "meetsEveryCriterion", target: "strong" },
            { guard: not("isPasswordEmpty"), target: "weak" },
          ],
        },
        weak: {
          always: [
            { guard: "isPasswordEmpty", target: "empty" },
            { guard: "meetsEveryCriterion", target: "strong" },
          ],
        },
        strong: {
          always: [
            { guard: "isPasswordEmpty", target: "empty" },
            { guard: not("meetsEveryCriterion"), target: "weak" },
          ],
        },
      },
    },
    confirmation: {
      initial: "pending",
      states: {
        pending: {
          always: [
            { guard: "isConfirmed", target: "matching" },
            { guard: not("isConfirmationEmpty"), target: "mismatched" },
          ],
        },
        matching: {
          always: [
            { guard: "isConfirmationEmpty", target: "pending" },
            { guard: not("isConfirmed"), target: "mismatched" },
          ],
        },
        mismatched: {
          always: [
            { guard: "isConfirmationEmpty", target: "pending" },
            { guard: "isConfirmed", target: "matching" },
          ],
        },
      },
    },
  },
});

export type PasswordStrengthSnapshot = ReturnType<typeof passwordStrengthMachine.getInitialSnapshot>;

/** The exact strength, 0 to 100 (83.33… for five of six criteria). */
export const strengthOf = (snapshot: PasswordStrengthSnapshot): number =>
  snapshot.context.evaluation.strength;

/** The strength rounded for display and for the bar's aria-valuenow. */
export const percentOf = (snapshot: PasswordStrengthSnapshot): number => snapshot.context.evaluation.percent;

/** The bar's colour role; an external error forces the warning colour (seed §4). */
export const colourOf = (snapshot: PasswordStrengthSnapshot): StrengthColour =>
  strengthColour(snapshot.context.evaluation.strength, {
    externalError: snapshot.context.externalError !== null,
  });

/** Each criterion met, unmet, or undefined when switched off. */
export const criteriaOf = (snapshot: PasswordStrengthSnapshot): PasswordCriteria =>
  snapshot.context.evaluation.criteria;

/** The password is longer than the maximum, so the length criterion fails from above, not below. */
export const isTooLongOf = (snapshot: PasswordStrengthSnapshot): boolean =>
  snapshot.context.options.enableLengthRule &&
  passwordLength(snapshot.context.password) > snapshot.context.options.max;

/** An empty confirmation is "not confirmed yet": false here, but not a mismatch either. */
export const isConfirmedOf = (snapshot: PasswordStrengthSnapshot): boolean =>
  snapshot.matches({ confirmation: "matching" });

/** A confirmation has been typed and differs from the password: show "Passwords do not match". */
export const isMismatchedOf = (snapshot: PasswordStrengthSnapshot): boolean =>
  snapshot.matches({ confirmation: "mismatched" });

export const hasExternalErrorOf = (snapshot: PasswordStrengthSnapshot): boolean =>
  snapshot.context.externalError !== null;

/**
 * Every active criterion met and the confirmation matching. When a password is not required, leaving
 * both fields empty is also acceptable (the same answer as `failedRules` gives the server).
 */
export const canSubmit = (snapshot: PasswordStrengthSnapshot): boolean => {
  const { options, password, confirmation } = snapshot.context;
  if (password === "") return !options.required && confirmation === "";
  return snapshot.matches({ strength: "strong" }) && isConfirmedOf(snapshot);
};
