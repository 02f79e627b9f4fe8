import { styled } from "@linaria/react";
import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  MAX_RELATIVE_NAME_LENGTH,
  RELATIONSHIPS,
  type FamilyInterview,
} from "../../../contracts/schema/family-interviews.ts";
import { LANGUAGES, type Language } from "../../../contracts/schema/language.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import type { FieldProblem } from "../../machines/field-problems.ts";
import {
  INVITE_RELATIVE_FIELDS,
  type InviteRelativeField,
} from "../../machines/invite-relative/invite-relative-draft.ts";
import {
  Actions,
  Button,
  ErrorMessage,
  Field,
  FieldError,
  Hint,
  Input,
  Label,
  Notice,
  SecondaryButton,
  Select,
} from "../forms/form-styles.ts";
import { knownCode } from "../forms/known-code.ts";
import { useFirstProblemFocus } from "../forms/use-first-problem-focus.ts";
import { useInviteRelative } from "./use-interview-invitations.ts";

const FormGrid = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 34rem;
  & h3 {
    margin: 0;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const ERRORS = ["forbidden", "not_found", "offline", "rate_limited"] as const;
const errorKey = (code: string) => `interviewInvitations.form.errors.${knownCode(ERRORS, code)}` as const;

const problemKey = (field: InviteRelativeField, problem: FieldProblem) => {
  if (problem === "invalid") {
    return field === "email"
      ? ("interviewInvitations.form.problems.invalidEmail" as const)
      : ("interviewInvitations.form.problems.invalidName" as const);
  }
  if (problem === "required" && (field === "relationship" || field === "language")) {
    return "interviewInvitations.form.problems.requiredChoice" as const;
  }
  return `interviewInvitations.form.problems.${problem}` as const;
};

const MAX_LENGTH: Partial<Record<InviteRelativeField, number>> = {
  relativeName: MAX_RELATIVE_NAME_LENGTH,
  email: 254,
};

/**
 * "Invite a relative" on a client's page, for practitioners and admins: name, relationship, email and the
 * questionnaire's language (the client's unless changed). The server emails the link.
 */
export const InviteRelativeForm = ({
  clientUuid,
  clientLanguage,
  onInvited,
}: {
  clientUuid: string;
  clientLanguage: Language;
  onInvited: (interview: FamilyInterview) => void;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useInviteRelative({ clientUuid, language: clientLanguage }, onInvited);
  const languageNames = new Intl.DisplayNames([localeOfLanguage(uiLanguageOf(i18n.language))], {
    type: "language",
  });
  const problemFields = INVITE_RELATIVE_FIELDS.filter((field) => form.problems[field] !== undefined);

  const focusFirstProblem = useFirstProblemFocus(id, INVITE_RELATIVE_FIELDS, form.problems, form.submitting);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: "form.submit" });
    focusFirstProblem(form.current().context.problems);
  };

  if (form.done && form.invited) {
    return (
      <div>
        <h3>{t("interviewInvitations.form.title")}</h3>
        <Notice role="status">
          {t("interviewInvitations.form.invited", {
            name: form.invited.relativeName,
            email: form.invited.email,
          })}
        </Notice>
        <Actions style={{ marginTop: "1rem" }}>
          <SecondaryButton type="button" onClick={() => form.send({ type: "form.another" })}>
            {t("interviewInvitations.form.another")}
          </SecondaryButton>
        </Actions>
      </div>
    );
  }

  const describedBy = (field: InviteRelativeField, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : "", form.problems[field] ? `${id}-${field}-problem` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const common = (field: InviteRelativeField, hint = false) => ({
    id: `${id}-${field}`,
    name: field,
    value: form.draft[field],
    "aria-invalid": form.problems[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
    disabled: form.submitting,
    onChange: (event: { target: { value: string } }) =>
      form.send({ type: "field.changed", field, value: event.target.value }),
  });
  const problem = (field: InviteRelativeField) => {
    const found = form.problems[field];
    return (
      found && (
        <FieldError id={`${id}-${field}-problem`}>
          {t(problemKey(field, found), { max: MAX_LENGTH[field] ?? 0 })}
        </FieldError>
      )
    );
  };

  return (
    <FormGrid onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={form.submitting}>
      <h3 id={`${id}-title`}>{t("interviewInvitations.form.title")}</h3>
      {form.errorCode && <ErrorMessage role="alert">{t(errorKey(form.errorCode))}</ErrorMessage>}
      {problemFields.length > 0 && (
        <ErrorMessage role="alert">{t("interviewInvitations.form.summary")}</ErrorMessage>
      )}
      <Pair>
        <Field>
          <Label htmlFor={`${id}-relativeName`}>{t("interviewInvitations.form.fields.relativeName")}</Label>
          <Input type="text" autoComplete="off" aria-required {...common("relativeName")} />
          {problem("relativeName")}
        </Field>
        <Field>
          <Label htmlFor={`${id}-relationship`}>{t("interviewInvitations.form.fields.relationship")}</Label>
          <Select aria-required {...common("relationship")}>
            <option value="">{t("interviewInvitations.form.chooseRelationship")}</option>
            {RELATIONSHIPS.map((relationship) => (
              <option key={relationship} value={relationship}>
                {t(`familyInterview.relationships.${relationship}`)}
              </option>
            ))}
          </Select>
          {problem("relationship")}
        </Field>
      </Pair>
      <Pair>
        <Field>
          <Label htmlFor={`${id}-email`}>{t("interviewInvitations.form.fields.email")}</Label>
          <Input type="email" autoComplete="off" aria-required {...common("email")} />
          {problem("email")}
        </Field>
        <Field>
          <Label htmlFor={`${id}-language`}>{t("interviewInvitations.form.fields.language")}</Label>
          <Select {...common("language", true)}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {languageNames.of(language) ?? language}
              </option>
            ))}
          </Select>
          <Hint id={`${id}-language-hint`}>{t("interviewInvitations.form.languageHint")}</Hint>
          {problem("language")}
        </Field>
      </Pair>
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting
            ? t("interviewInvitations.form.submitting")
            : t("interviewInvitations.form.submit")}
        </Button>
      </div>
    </FormGrid>
  );
};
