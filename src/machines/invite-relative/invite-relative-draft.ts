import {
  MAX_RELATIVE_NAME_LENGTH,
  RELATIONSHIPS,
  type NewFamilyInterview,
  type Relationship,
} from "../../../contracts/schema/family-interviews.ts";
import { isLanguage, type Language } from "../../../contracts/schema/language.ts";
import { emailProblem, foundProblems, type FieldProblem, type FieldProblems } from "../field-problems.ts";

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

export type InviteRelativeProblems = FieldProblems<InviteRelativeField>;

// eslint-disable-next-line no-control-regex -- the contract refuses control characters in a name
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const isRelationship = (value: string): value is Relationship =>
  (RELATIONSHIPS as ReadonlyArray<string>).includes(value);

const nameProblem = (value: string): FieldProblem | undefined => {
  const name = value.trim();
  if (name === "") return "required";
  if (name.length > MAX_RELATIVE_NAME_LENGTH) return "tooLong";
  return CONTROL.test(name) ? "invalid" : undefined;
};

/** The contract's rules (NewFamilyInterview), field by field, so most mistakes never leave the browser. */
export const problemsOf = (draft: InviteRelativeDraft): InviteRelativeProblems =>
  foundProblems<InviteRelativeField>({
    relativeName: nameProblem(draft.relativeName),
    relationship: isRelationship(draft.relationship) ? undefined : "required",
    email: emailProblem(draft.email),
    language: isLanguage(draft.language) ? undefined : "required",
  });

/** The call's body from a draft the checks passed. */
export const payloadOf = (draft: InviteRelativeDraft): NewFamilyInterview => ({
  relativeName: draft.relativeName.trim(),
  relationship: draft.relationship as Relationship,
  email: draft.email.trim(),
  language: draft.language as Language,
});

/** An empty form whose language is the client's. */
export const emptyDraft = (language: Language): InviteRelativeDraft => ({
  relativeName: "",
  relationship: "",
  email: "",
  language,
});
