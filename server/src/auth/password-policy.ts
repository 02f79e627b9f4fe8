import { failedRules } from "../../../contracts/password/password-rules.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { HttpError } from "../http/errors.ts";

/** The seed's password rules (§5), enforced on the server too: 400 weak_password naming what failed. */
export const assertStrongPassword = (password: string): void => {
  const rules = failedRules(password);
  if (rules.length > 0) {
    throw new HttpError(
      400,
      ErrorCodes.weakPassword,
      `The password does not meet these rules: ${rules.join(", ")}.`,
      {
        details: { rules },
      },
    );
  }
};
