import {
  MAX_RELATIVE_NAME_LENGTH,
  RELATIONSHIPS,
  type NewFamilyInterview,
  type Relationship,
} from "../../../contracts/schema/family-interviews.ts";
import { isLanguage, type Language } from "../../../contracts/schema/language.ts";

/** The invite-a-relative form as typed. */
export interface InviteRelativeDraft {
  readonly relativeName: string;
  /** One of the contract's relationships, or "" until one is chosen. */
  readonly relationship: string;
  readonly email: string;
  readonly language: string;
}

export type InviteRelativeField = keyof InviteRelativeDraft;

/** The fields in the order the form shows them (and focuses the first wrong one). */
export const INVITE_RELATIVE_FIELDS: ReadonlyArray<InviteRelativeField> = [
  "relativeName",
  "relationship",
  "email",
  "language",
];

/**
 * Why a field is wrong: `required`, `tooLong` and `invalid` are the contract's rules checked before sending;
 * `taken` is the server's 409 on the email (the client's own, or a professional's); `refused` is the
 * server naming a field the form's checks let through.
 */
export type InviteRelativeProblem = "required" | "tooLong" | "invalid" | "taken" | "refused";
export type InviteRelativeProblems = Partial<Record<InviteRelativeField, InviteRelativeProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- the contract refuses control characters in a name
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const isRelationship = (value: string): value is Relationship =>
  (RELATIONSHIPS as ReadonlyArray<string>).includes(value);

/** The contract's rules (NewFamilyInterview), field by field, so most mistakes never leave the browser. */
export const problemsOf = (draft: InviteRelativeDraft): InviteRelativeProblems => {
  const problems: Partial<Record<InviteRelativeField, InviteRelativeProblem | undefined>> = {};
  const name = draft.relativeName.trim();
  problems.relativeName =
    name === ""
      ? "required"
      : name.length > MAX_RELATIVE_NAME_LENGTH
        ? "tooLong"
        : CONTROL.test(name)
          ? "invalid"
          : undefined;
  problems.relationship = isRelationship(draft.relationship) ? undefined : "required";
  const email = draft.email.trim();
  problems.email =
    email === "" ? "required" : email.length > 254 ? "tooLong" : EMAIL.test(email) ? undefined : "invalid";
  problems.language = isLanguage(draft.language) ? undefined : "required";
  return Object.fromEntries(
    Object.entries(problems).filter(
      (entry): entry is [InviteRelativeField, InviteRelativeProblem] => entry[1] !== undefined,
    ),
  );
};

/** The call's body from a draft the checks passed. */
export const payloadOf = (draft: InviteRelativeDraft): NewFamilyInterview => ({
  relativeName: draft.relativeName.trim(),
  relationship: draft.relationship as Relationship,
  email: draft.email.trim(),
  language: draft.language as Language,
});

/** The server's field names (`fields` of a 400) as the form's problems. */
export const refusedFields = (fields: Readonly<Record<string, string>>): InviteRelativeProblems =>
  Object.fromEntries(
    Object.keys(fields)
      .filter((field): field is InviteRelativeField =>
        (INVITE_RELATIVE_FIELDS as ReadonlyArray<string>).includes(field),
      )
      .map((field) => [field, "refused" as const]),
  );

/** An empty form whose language is the client's. */
export const emptyDraft = (language: Language): InviteRelativeDraft => ({
  relativeName: "",
  relationship: "",
  email: "",
  language,
});
