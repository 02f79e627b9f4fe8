import { knownCode } from "../forms/known-code.ts";
import { styled } from "@linaria/react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { mayDeleteAccounts, mayManageClients, type Account } from "../../../contracts/schema/account.ts";
import type { ClientItem } from "../../../contracts/schema/clients.ts";
import type { ClientActionsEmitted } from "../../machines/client-actions/client-actions.machine.ts";
import {
  Button,
  ErrorMessage,
  Field,
  Input,
  Label,
  Notice,
  SecondaryButton,
  SmallButton,
} from "../forms/form-styles.ts";
import { useClientActions } from "./use-client-actions.ts";

type ActionClient = Pick<
  ClientItem,
  "uuid" | "email" | "firstName" | "lastName" | "status" | "assignedPractitioner"
>;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const DangerButton = styled(Button)`
  background: var(--avow-warning);
  color: #fff;
`;

const Confirm = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.75rem;
  padding: 1rem;
  max-width: 32rem;
  border: 2px solid var(--avow-warning);
  border-radius: 8px;
  background: var(--avow-surface);
  & h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  & p {
    margin: 0;
  }
`;

const ACTION_ERRORS = ["already_active", "forbidden", "not_found", "offline", "rate_limited"] as const;
const actionErrorKey = (code: string) => `clients.actions.errors.${knownCode(ACTION_ERRORS, code)}` as const;

/** Which actions the signed-in professional's role allows on this client (the server checks again). */
export const allowedActions = (account: Account, client: ActionClient) => {
  const manage = mayManageClients(account.roles);
  return {
    invite: manage && client.status === "invited",
    assignToMe: manage && client.assignedPractitioner?.uuid !== account.uuid,
    delete: mayDeleteAccounts(account.roles) && client.uuid !== account.uuid,
  };
};

/**
 * A client's actions, as the role allows: send the invitation again, assign to me, delete (confirmed by
 * typing the client's email). `compact` is the list's row; the client page shows them full size.
 */
export const ClientActions = ({
  account,
  client,
  compact = false,
  onOutcome,
}: {
  account: Account;
  client: ActionClient;
  compact?: boolean;
  onOutcome: (outcome: ClientActionsEmitted) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const actions = useClientActions(client, onOutcome);
  const allowed = allowedActions(account, client);
  const name = `${client.firstName} ${client.lastName}`;
  const ActionButton = compact ? SmallButton : SecondaryButton;
  // In a list row the buttons also name the client for screen readers ("Delete, Ana Lima"), the visible
  // text first so that the spoken name starts with what is seen (WCAG 2.5.3).
  const labelled = (visible: string) => ({
    children: visible,
    "aria-label": compact ? `${visible}${t("clients.actions.whom", { name })}` : undefined,
  });
  const confirmInput = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Into the confirmation when it opens; back to the Delete button when it is cancelled.
    if (actions.confirming && !wasConfirming.current) confirmInput.current?.focus();
    if (!actions.confirming && wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = actions.confirming;
  }, [actions.confirming]);

  if (!allowed.invite && !allowed.assignToMe && !allowed.delete) return null;

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actions.send({ type: "delete.confirm" });
  };
  return (
    <div>
      <Bar>
        {allowed.invite && (
          <ActionButton
            type="button"
            disabled={actions.working || actions.confirming}
            onClick={() => actions.send({ type: "client.invite" })}
            {...labelled(actions.inviting ? t("clients.actions.inviting") : t("clients.actions.invite"))}
          />
        )}
        {allowed.assignToMe && (
          <ActionButton
            type="button"
            disabled={actions.working || actions.confirming}
            onClick={() => actions.send({ type: "client.assignToMe" })}
            {...labelled(
              actions.assigning ? t("clients.actions.assigning") : t("clients.actions.assignToMe"),
            )}
          />
        )}
        {allowed.delete && (
          <ActionButton
            ref={deleteButton}
            type="button"
            disabled={actions.working || actions.confirming}
            onClick={() => actions.send({ type: "delete.start" })}
            {...labelled(t("clients.actions.delete"))}
          />
        )}
      </Bar>
      <div role="status" aria-live="polite">
        {actions.notice && <Notice>{t(`clients.actions.${actions.notice}`)}</Notice>}
      </div>
      {actions.errorCode && !actions.confirming && (
        <ErrorMessage role="alert">{t(actionErrorKey(actions.errorCode))}</ErrorMessage>
      )}
      {actions.confirming && (
        <Confirm
          aria-labelledby={`${id}-confirm-title`}
          aria-busy={actions.deleting}
          onSubmit={confirm}
          onKeyDown={(event) => {
            if (event.key === "Escape") actions.send({ type: "delete.cancel" });
          }}
        >
          <h3 id={`${id}-confirm-title`}>{t("clients.actions.confirmTitle", { name })}</h3>
          <p>{t("clients.actions.confirmBody")}</p>
          {actions.errorCode && (
            <ErrorMessage role="alert">{t(actionErrorKey(actions.errorCode))}</ErrorMessage>
          )}
          <Field>
            <Label htmlFor={`${id}-confirm-email`}>
              {t("clients.actions.confirmLabel", { email: client.email })}
            </Label>
            <Input
              ref={confirmInput}
              id={`${id}-confirm-email`}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={actions.typedEmail}
              readOnly={actions.deleting}
              onChange={(event) => actions.send({ type: "delete.emailTyped", email: event.target.value })}
            />
          </Field>
          <Bar>
            <DangerButton type="submit" disabled={!actions.canConfirm || actions.deleting}>
              {actions.deleting ? t("clients.actions.deleting") : t("clients.actions.confirm")}
            </DangerButton>
            <SecondaryButton
              type="button"
              disabled={actions.deleting}
              onClick={() => actions.send({ type: "delete.cancel" })}
            >
              {t("clients.actions.cancel")}
            </SecondaryButton>
          </Bar>
        </Confirm>
      )}
    </div>
  );
};
