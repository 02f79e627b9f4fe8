import { Link, useNavigate } from "@tanstack/react-router";
import { runForActor } from "../app/run-for-actor.ts";
import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import type { SessionResponse } from "../../../contracts/schema/auth.ts";
import { setPasswordMachine } from "../../machines/set-password/set-password.machine.ts";
import { AuthApi } from "../../services/auth/auth.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { Button, ErrorMessage, Form, Notice } from "../forms/form-styles.ts";
import { Lead, Page } from "../pages/page.tsx";
import { PasswordField, type PasswordFieldProps } from "../password/password-field.tsx";
import { sessionErrorKey } from "../session/error-message-key.ts";
import { SessionActor } from "../session/session-actor.tsx";

type Kind = "confirm" | "reset";
type PasswordState = Parameters<NonNullable<PasswordFieldProps["onChange"]>>[0];

/**
 * Choosing a password through an emailed link: account confirmation (then signed in, on to /app) or
 * password reset (then a way to sign in). A used or expired link gets its explanation and a way forward.
 */
export const SetPasswordForm = ({
  kind,
  token,
  org,
}: {
  kind: Kind;
  token: string | undefined;
  org: string | undefined;
}) => {
  const { t } = useTranslation();
  const runtime = useAppRuntime();
  const session = SessionActor.useActorRef();
  const navigate = useNavigate();
  const id = useId();
  const [password, setPassword] = useState<PasswordState>({ password: "", valid: false });

  const logic = useMemo(
    () =>
      setPasswordMachine.provide({
        actors: {
          submitPassword: fromPromise<SessionResponse | null, { token: string; password: string }>(
            ({ input, signal }) =>
              runForActor(
                runtime,
                Effect.gen(function* () {
                  const auth = yield* AuthApi;
                  if (kind === "confirm") return yield* auth.confirmAccount(input);
                  yield* auth.resetPassword(input);
                  return null;
                }),
                signal,
              ),
          ),
        },
      }),
    [runtime, kind],
  );
  const actor = useActorRef(logic, { input: { token: token ?? null }, inspect: inspector() });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const errorCode = useSelector(actor, (snapshot) => snapshot.context.errorCode);
  const started = useSelector(actor, (snapshot) => snapshot.context.session);

  // A confirmed account is signed in: the session takes it over and the app opens.
  useEffect(() => {
    if (state === "done" && started) {
      session.send({ type: "session.started", session: started });
      void navigate({ to: "/app", search: org ? { org } : {} });
    }
  }, [state, started, session, navigate, org]);

  const title = kind === "confirm" ? t("confirmAccount.title") : t("resetPassword.setTitle");
  const signInLink = (
    <Link to="/app" search={org ? { org } : {}}>
      {t("resetPassword.signIn")}
    </Link>
  );

  if (state === "linkMissing") {
    return (
      <Page title={title}>
        <Notice role="alert">{t("confirmAccount.missing")}</Notice>
      </Page>
    );
  }
  if (state === "linkInvalid") {
    return (
      <Page title={title}>
        <ErrorMessage role="alert">
          {kind === "confirm" ? t("confirmAccount.invalid") : t("resetPassword.invalid")}
        </ErrorMessage>
        <p>
          {kind === "reset" ? (
            <Link to="/reset-password" search={org ? { org } : {}}>
              {t("resetPassword.askAgain")}
            </Link>
          ) : (
            signInLink
          )}
        </p>
      </Page>
    );
  }
  if (state === "done" && kind === "reset") {
    return (
      <Page title={title}>
        <Notice role="status">{t("resetPassword.done")}</Notice>
        <p>{signInLink}</p>
      </Page>
    );
  }

  const saving = state === "saving";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.valid) actor.send({ type: "password.submit", password: password.password });
  };
  return (
    <Page title={title}>
      {kind === "confirm" && <Lead>{t("confirmAccount.intro")}</Lead>}
      <Form onSubmit={submit} aria-describedby={errorCode ? `${id}-error` : undefined}>
        {errorCode && (
          <ErrorMessage id={`${id}-error`} role="alert">
            {errorCode === "weak_password" ? t("confirmAccount.weak") : t(sessionErrorKey(errorCode))}
          </ErrorMessage>
        )}
        <PasswordField
          labelKey="password.newLabel"
          externalError={errorCode === "weak_password" ? errorCode : null}
          onChange={setPassword}
        />
        <Button type="submit" disabled={saving || !password.valid}>
          {kind === "confirm"
            ? saving
              ? t("confirmAccount.submitting")
              : t("confirmAccount.submit")
            : saving
              ? t("resetPassword.saving")
              : t("resetPassword.save")}
        </Button>
      </Form>
    </Page>
  );
};
