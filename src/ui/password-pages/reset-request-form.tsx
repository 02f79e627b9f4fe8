import { useActorRef, useSelector } from "@xstate/react";
import { runForActor } from "../app/run-for-actor.ts";
import { Effect } from "effect";
import { useId, useMemo, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import type { PasswordResetRequest } from "../../../contracts/schema/auth.ts";
import { resetRequestMachine } from "../../machines/reset-request/reset-request.machine.ts";
import { AuthApi } from "../../services/auth/auth.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { Button, ErrorMessage, Field, Form, Input, Label, Notice } from "../forms/form-styles.ts";
import { Lead, Page } from "../pages/page.tsx";
import { sessionErrorKey } from "../session/error-message-key.ts";

/** /reset-password without a token: ask for the email that carries the link. */
export const ResetRequestForm = ({ org }: { org: string | undefined }) => {
  const { t } = useTranslation();
  const runtime = useAppRuntime();
  const id = useId();
  const logic = useMemo(
    () =>
      resetRequestMachine.provide({
        actors: {
          requestReset: fromPromise<undefined, PasswordResetRequest>(async ({ input, signal }) => {
            await runForActor(
              runtime,
              Effect.gen(function* () {
                yield* (yield* AuthApi).requestPasswordReset(input);
              }),
              signal,
            );
            return undefined;
          }),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { inspect: inspector() });
  const sending = useSelector(actor, (snapshot) => snapshot.matches("sending"));
  const sent = useSelector(actor, (snapshot) => snapshot.matches("sent"));
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const errorCode = useSelector(actor, (snapshot) => snapshot.context.errorCode);

  if (sent) {
    return (
      <Page title={t("resetPassword.title")}>
        <Notice role="status">{t("resetPassword.sent", { email })}</Notice>
      </Page>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    actor.send({
      type: "reset.submit",
      request: { email: value, ...(org ? { organisationUuid: org } : {}) },
    });
  };
  return (
    <Page title={t("resetPassword.title")}>
      <Lead>{t("resetPassword.intro")}</Lead>
      <Form onSubmit={submit}>
        {errorCode && <ErrorMessage role="alert">{t(sessionErrorKey(errorCode))}</ErrorMessage>}
        <Field>
          <Label htmlFor={`${id}-email`}>{t("resetPassword.email")}</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </Field>
        <Button type="submit" disabled={sending}>
          {sending ? t("resetPassword.sending") : t("resetPassword.send")}
        </Button>
      </Form>
    </Page>
  );
};
