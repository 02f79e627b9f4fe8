import { Link } from "@tanstack/react-router";
import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isBusy, signInErrorOf } from "../../machines/session/session.machine.ts";
import { Button, ErrorMessage, Field, Form, Input, Label } from "../forms/form-styles.ts";
import { Page } from "../pages/page.tsx";
import { sessionErrorKey } from "./error-message-key.ts";
import { SessionActor } from "./session-actor.tsx";

/** The sign-in form (/app and /login when signed out). `org` picks the organisation and keeps the skin. */
export const SignInForm = ({ org }: { org: string | undefined }) => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const busy = SessionActor.useSelector(isBusy);
  const errorCode = SessionActor.useSelector(signInErrorOf);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    session.send({
      type: "session.signIn",
      request: {
        email: String(data.get("email") ?? "").trim(),
        password: String(data.get("password") ?? ""),
        ...(org ? { organisationUuid: org } : {}),
      },
    });
  };

  return (
    <Page title={t("session.signIn.title")}>
      <Form onSubmit={submit} aria-describedby={errorCode ? `${id}-error` : undefined} noValidate={false}>
        {errorCode && (
          <ErrorMessage id={`${id}-error`} role="alert">
            {t(sessionErrorKey(errorCode))}
          </ErrorMessage>
        )}
        <Field>
          <Label htmlFor={`${id}-email`}>{t("session.signIn.email")}</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        </Field>
        <Field>
          <Label htmlFor={`${id}-password`}>{t("session.signIn.password")}</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t("session.signIn.submitting") : t("session.signIn.submit")}
        </Button>
        <Link to="/reset-password" search={org ? { org } : {}}>
          {t("session.signIn.forgot")}
        </Link>
      </Form>
    </Page>
  );
};
