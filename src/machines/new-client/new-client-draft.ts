import { isCountryCode, type NewClient } from "../../../contracts/schema/clients.ts";
import { LANGUAGES, type Language } from "../../../contracts/schema/language.ts";
import { emailProblem, foundProblems, type FieldProblem, type FieldProblems } from "../field-problems.ts";

/** The new-client form as typed: every payload field (seed §3) but `type`, which is always 'User'. */
export interface NewClientDraft {
  readonly email: string;
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly language: string;
  readonly currencyCode: string;
  readonly sendConnectionEmail: boolean;
}

export type NewClientField = Exclude<keyof NewClientDraft, "sendConnectionEmail">;

/** The fields in the order the form shows them (and focuses the first wrong one). */
export const NEW_CLIENT_FIELDS: ReadonlyArray<NewClientField> = [
  "email",
  "title",
  "firstName",
  "lastName",
  "country",
  "language",
  "currencyCode",
];

export type NewClientProblems = FieldProblems<NewClientField>;

const nameProblem = (value: string): FieldProblem | undefined => {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  return trimmed.length > 100 ? "tooLong" : undefined;
};

/** The form's own checks: the server's rules, field by field, so most mistakes never leave the browser. */
export const problemsOf = (draft: NewClientDraft): NewClientProblems =>
  foundProblems<NewClientField>({
    email: emailProblem(draft.email),
    title: draft.title.trim().length > 50 ? "tooLong" : undefined,
    firstName: nameProblem(draft.firstName),
    lastName: nameProblem(draft.lastName),
    country: draft.country === "" ? "required" : isCountryCode(draft.country) ? undefined : "invalid",
    language: (LANGUAGES as ReadonlyArray<string>).includes(draft.language) ? undefined : "required",
    currencyCode:
      draft.currencyCode.trim() === ""
        ? "required"
        : /^[A-Z]{3}$/.test(draft.currencyCode.trim().toUpperCase())
          ? undefined
          : "invalid",
  });

/** The call's body from a draft the checks passed. */
export const payloadOf = (draft: NewClientDraft): NewClient => {
  const title = draft.title.trim();
  return {
    email: draft.email.trim(),
    ...(title === "" ? {} : { title }),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    country: draft.country,
    language: draft.language as Language,
    currencyCode: draft.currencyCode.trim().toUpperCase(),
    type: "User",
    sendConnectionEmail: draft.sendConnectionEmail,
  };
};

/** An empty form for a brand: its language and country, the email sent unless unticked. */
export const emptyDraft = (defaults: {
  readonly language: Language;
  readonly country: string;
  readonly currencyCode: string;
}): NewClientDraft => ({
  email: "",
  title: "",
  firstName: "",
  lastName: "",
  country: defaults.country,
  language: defaults.language,
  currencyCode: defaults.currencyCode,
  sendConnectionEmail: true,
});
