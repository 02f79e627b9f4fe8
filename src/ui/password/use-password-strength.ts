import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { PasswordRuleOptions } from "../../../contracts/password/password-rules.ts";
import {
  canSubmit,
  colourOf,
  criteriaOf,
  hasExternalErrorOf,
  isMismatchedOf,
  isTooLongOf,
  passwordStrengthMachine,
  percentOf,
} from "../../machines/password-strength/password-strength.machine.ts";

/** What a parent form reads: the password, and whether it may be submitted. */
export interface PasswordFieldState {
  readonly password: string;
  readonly valid: boolean;
}

export interface UsePasswordStrengthProps {
  /** Read once, when the field mounts; remount the field (a new `key`) to change the rules. */
  readonly options?: Partial<PasswordRuleOptions>;
  /** An error code from outside, such as the server's refusal; it turns the bar to the warning colour. */
  readonly externalError?: string | null;
  readonly onChange?: (state: PasswordFieldState) => void;
}

/** Binds the password field to its own password-strength actor. */
export const usePasswordStrength = ({
  options,
  externalError = null,
  onChange,
}: UsePasswordStrengthProps) => {
  const actor = useActorRef(passwordStrengthMachine, { input: { options, externalError } });

  useEffect(() => {
    actor.send(
      externalError === null
        ? { type: "externalError.cleared" }
        : { type: "externalError.set", code: externalError },
    );
  }, [actor, externalError]);

  const report = () => {
    const snapshot = actor.getSnapshot();
    onChange?.({ password: snapshot.context.password, valid: canSubmit(snapshot) });
  };

  return {
    password: useSelector(actor, (snapshot) => snapshot.context.password),
    confirmation: useSelector(actor, (snapshot) => snapshot.context.confirmation),
    min: useSelector(actor, (snapshot) => snapshot.context.options.min),
    max: useSelector(actor, (snapshot) => snapshot.context.options.max),
    percent: useSelector(actor, percentOf),
    colour: useSelector(actor, colourOf),
    criteria: useSelector(actor, criteriaOf),
    tooLong: useSelector(actor, isTooLongOf),
    mismatched: useSelector(actor, isMismatchedOf),
    invalid: useSelector(actor, hasExternalErrorOf),
    changePassword: (value: string) => {
      actor.send({ type: "password.changed", value });
      report();
    },
    changeConfirmation: (value: string) => {
      actor.send({ type: "confirmation.changed", value });
      report();
    },
  };
};
