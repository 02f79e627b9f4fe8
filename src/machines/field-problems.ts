/**
 * Why a form field is wrong, for the form to say in the UI language: `required`, `tooLong` and `invalid` come
 * from the contract's rules, checked before sending; `taken` is the server's 409 on the email; `refused` is
 * the server naming a field the form's own checks let through.
 */
export type FieldProblem = "required" | "tooLong" | "invalid" | "taken" | "refused";

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's email rule (one @, no spaces, a dot in the domain, at most 254 characters once trimmed). */
export const emailProblem = (value: string): FieldProblem | undefined => {
  const email = value.trim();
  if (email === "") return "required";
  if (email.length > 254) return "tooLong";
  return EMAIL.test(email) ? undefined : "invalid";
};

/** The problems found, field by field, without the fields that have none. */
export const foundProblems = <F extends string>(
  problems: Readonly<Record<F, FieldProblem | undefined>>,
): FieldProblems<F> =>
  Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [F, FieldProblem] => entry[1] !== undefined),
  ) as FieldProblems<F>;

/** The server's field names (`fields` of a 400) that are the form's, as its problems. */
const refusedFields = <F extends string>(
  fields: Readonly<Record<string, string>>,
  formFields: ReadonlyArray<F>,
): FieldProblems<F> =>
  Object.fromEntries(
    Object.keys(fields)
      .filter((field): field is F => (formFields as ReadonlyArray<string>).includes(field))
      .map((field) => [field, "refused" as const]),
  ) as FieldProblems<F>;

interface RefusedFailure {
  readonly _tag?: unknown;
  readonly code?: unknown;
  readonly fields?: unknown;
}

/**
 * What the server's refusal says about the form's fields: the email taken (an Invalid with `takenCode`), or
 * the fields a 400 names; null when it says nothing about them.
 */
export const serverProblemsOf = <F extends string>(
  error: unknown,
  formFields: ReadonlyArray<F>,
  taken: { readonly code: string; readonly field: F },
): FieldProblems<F> | null => {
  if (typeof error !== "object" || error === null) return null;
  const failure = error as RefusedFailure;
  if (failure._tag !== "Invalid") return null;
  if (failure.code === taken.code) return { [taken.field]: "taken" } as FieldProblems<F>;
  if (typeof failure.fields === "object" && failure.fields !== null) {
    const problems = refusedFields(failure.fields as Record<string, string>, formFields);
    return Object.keys(problems).length > 0 ? problems : null;
  }
  return null;
};

export const withoutProblem = <F extends string>(problems: FieldProblems<F>, field: F): FieldProblems<F> => {
  const { [field]: _dropped, ...rest } = problems;
  return rest as FieldProblems<F>;
};

/**
 * The problems once `field` changed: its old one goes (the server's too); its own check's, if any, shows at
 * once when the form already shows its checks (a send was tried).
 */
export const problemsAfterChange = <F extends string>(
  problems: FieldProblems<F>,
  field: F,
  checked: FieldProblems<F>,
  showProblems: boolean,
): FieldProblems<F> => {
  const rest = withoutProblem(problems, field);
  const now = checked[field];
  return showProblems && now !== undefined ? ({ ...rest, [field]: now } as FieldProblems<F>) : rest;
};
