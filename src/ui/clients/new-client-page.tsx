import { knownCode } from "../forms/known-code.ts";
import { useFirstProblemFocus } from "../forms/use-first-problem-focus.ts";
import { uiLanguageOf } from "../../i18n/language.ts";
import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { mayManageClients } from "../../../contracts/schema/account.ts";
import { brandOfLanguage } from "../../../contracts/schema/brand.ts";
import { LANGUAGES, type Language } from "../../../contracts/schema/language.ts";
import { countryOptions } from "../../i18n/countries.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { accountOf } from "../../machines/session/session.machine.ts";
import type { FieldProblem } from "../../machines/field-problems.ts";
import { NEW_CLIENT_FIELDS, type NewClientField } from "../../machines/new-client/new-client-draft.ts";
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
import { Lead, Page } from "../pages/page.tsx";
import { SessionActor } from "../session/session-actor.tsx";
import { currencyOptions } from "./currency-options.ts";
import { useNewClient } from "./use-new-client.ts";

const FormGrid = styled.form`
  display: grid;
  gap: 1.1rem;
  max-width: 34rem;
`;

const Pair = styled.div`
  display: grid;
  gap: 1.1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Check = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.6rem;
  align-items: start;
  & input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0.15rem 0 0;
  }
  & p {
    grid-column: 2;
  }
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
`;

const MAX_LENGTH: Partial<Record<NewClientField, number>> = {
  email: 254,
  title: 50,
  firstName: 100,
  lastName: 100,
};

const FORM_ERRORS = ["forbidden", "offline", "rate_limited"] as const;
const formErrorKey = (code: string) => `clients.form.errors.${knownCode(FORM_ERRORS, code)}` as const;

/** The page that adds a client (GET /app/clients/new): the new-client form, for those allowed to add. */
export const NewClientPage = () => {
  const { t } = useTranslation();
  const account = SessionActor.useSelector(accountOf);
  const allowed = account !== null && mayManageClients(account.roles);
  return (
    <Page title={t("clients.form.title")}>
      <BackLink to="/app" search={(previous) => ({ org: previous.org })}>
        {t("clients.back")}
      </BackLink>
      {allowed ? <NewClientForm /> : <Lead role="alert">{t("clients.form.notAllowed")}</Lead>}
    </Page>
  );
};

const problemKey = (field: NewClientField, problem: FieldProblem) => {
  if (problem === "invalid") {
    if (field === "email") return "clients.form.problems.invalidEmail" as const;
    if (field === "country") return "clients.form.problems.invalidCountry" as const;
    return "clients.form.problems.invalidCurrency" as const;
  }
  return `clients.form.problems.${problem}` as const;
};

/** The form itself: what it shows and what it sends are the new-client machine's. */
export const NewClientForm = () => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const uiLanguage: Language = uiLanguageOf(i18n.language);
  const brand = brandOfLanguage(uiLanguage);
  const form = useNewClient({
    language: uiLanguage,
    country: brand.locale.split("-")[1] ?? "",
    currencyCode: brand.currency,
  });
  const countries = countryOptions(uiLanguage);
  const currencies = currencyOptions(uiLanguage, form.draft.currencyCode);
  const languageNames = new Intl.DisplayNames([localeOfLanguage(uiLanguage)], { type: "language" });
  const problemFields = NEW_CLIENT_FIELDS.filter((field) => form.problems[field] !== undefined);

  const focusFirstProblem = useFirstProblemFocus(id, NEW_CLIENT_FIELDS, form.problems, form.submitting);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: "form.submit" });
    focusFirstProblem(form.current().context.problems);
  };

  if (form.done && form.created) {
    const name = `${form.created.firstName} ${form.created.lastName}`;
    return (
      <>
        <Notice role="status">
          {t(form.created.invitationSentAt ? "clients.form.createdInvited" : "clients.form.created", {
            name,
          })}
        </Notice>
        <Actions style={{ marginTop: "1rem" }}>
          <Link
            to="/app/clients/$clientId"
            params={{ clientId: form.created.uuid }}
            search={(previous) => ({ org: previous.org })}
          >
            {t("clients.form.openCreated")}
          </Link>
          <SecondaryButton type="button" onClick={() => form.send({ type: "form.another" })}>
            {t("clients.form.another")}
          </SecondaryButton>
        </Actions>
      </>
    );
  }

  const describedBy = (field: NewClientField, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : "", form.problems[field] ? `${id}-${field}-problem` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const problem = (field: NewClientField) => {
    const found = form.problems[field];
    return (
      found && (
        <FieldError id={`${id}-${field}-problem`}>
          {t(problemKey(field, found), { max: MAX_LENGTH[field] ?? 0 })}
        </FieldError>
      )
    );
  };
  const common = (field: NewClientField, hint = false) => ({
    id: `${id}-${field}`,
    name: field,
    "aria-invalid": form.problems[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
    disabled: form.submitting,
  });
  const textField = (
    field: "email" | "title" | "firstName" | "lastName",
    extra: { type?: string; autoComplete: string; required?: boolean },
  ) => (
    <Field>
      <Label htmlFor={`${id}-${field}`}>{t(`clients.form.fields.${field}`)}</Label>
      <Input
        type={extra.type ?? "text"}
        autoComplete={extra.autoComplete}
        aria-required={extra.required}
        value={form.draft[field]}
        {...common(field, field === "title")}
        onChange={(event) => form.send({ type: "field.changed", field, value: event.target.value })}
      />
      {field === "title" && <Hint id={`${id}-title-hint`}>{t("clients.form.hints.title")}</Hint>}
      {problem(field)}
    </Field>
  );

  return (
    <>
      <Lead>{t("clients.form.lead")}</Lead>
      <FormGrid onSubmit={submit} noValidate aria-busy={form.submitting}>
        {form.errorCode && <ErrorMessage role="alert">{t(formErrorKey(form.errorCode))}</ErrorMessage>}
        {problemFields.length > 0 && <ErrorMessage role="alert">{t("clients.form.summary")}</ErrorMessage>}
        {textField("email", { type: "email", autoComplete: "off", required: true })}
        {textField("title", { autoComplete: "off" })}
        <Pair>
          {textField("firstName", { autoComplete: "off", required: true })}
          {textField("lastName", { autoComplete: "off", required: true })}
        </Pair>
        <Field>
          <Label htmlFor={`${id}-country`}>{t("clients.form.fields.country")}</Label>
          <Select
            value={form.draft.country}
            aria-required
            {...common("country")}
            onChange={(event) => form.send({ type: "country.changed", country: event.target.value })}
          >
            <option value="">{t("clients.form.chooseCountry")}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
          {problem("country")}
        </Field>
        <Pair>
          <Field>
            <Label htmlFor={`${id}-language`}>{t("clients.form.fields.language")}</Label>
            <Select
              value={form.draft.language}
              {...common("language", true)}
              onChange={(event) =>
                form.send({ type: "field.changed", field: "language", value: event.target.value })
              }
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {languageNames.of(language) ?? language}
                </option>
              ))}
            </Select>
            <Hint id={`${id}-language-hint`}>{t("clients.form.hints.language")}</Hint>
            {problem("language")}
          </Field>
          <Field>
            <Label htmlFor={`${id}-currencyCode`}>{t("clients.form.fields.currencyCode")}</Label>
            <Select
              value={form.draft.currencyCode}
              {...common("currencyCode", true)}
              onChange={(event) => form.send({ type: "currency.changed", currencyCode: event.target.value })}
            >
              {currencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.label}
                </option>
              ))}
            </Select>
            <Hint id={`${id}-currencyCode-hint`} role="status" aria-live="polite">
              {form.lookingUpCurrency
                ? t("clients.form.lookingUpCurrency")
                : t("clients.form.hints.currencyCode")}
            </Hint>
            {problem("currencyCode")}
          </Field>
        </Pair>
        <Check>
          <input
            id={`${id}-send`}
            type="checkbox"
            checked={form.draft.sendConnectionEmail}
            disabled={form.submitting}
            aria-describedby={`${id}-send-hint`}
            onChange={(event) => form.send({ type: "sendEmail.changed", checked: event.target.checked })}
          />
          <Label htmlFor={`${id}-send`}>{t("clients.form.fields.sendConnectionEmail")}</Label>
          <Hint id={`${id}-send-hint`}>{t("clients.form.hints.sendConnectionEmail")}</Hint>
        </Check>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t("clients.form.submitting") : t("clients.form.submit")}
        </Button>
      </FormGrid>
    </>
  );
};
