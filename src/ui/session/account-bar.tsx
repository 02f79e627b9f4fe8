import { styled } from "@linaria/react";
import { useTranslation } from "react-i18next";
import { accountOf, isBusy } from "../../machines/session/session.machine.ts";
import { SmallButton } from "../forms/form-styles.ts";
import { SessionActor } from "./session-actor.tsx";

const Strip = styled.nav`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.75rem clamp(1rem, 4vw, 3rem) 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem 1rem;
`;

const Who = styled.span`
  color: var(--avow-muted);
  overflow-wrap: anywhere;
  min-width: 0;
`;

/**
 * Who is signed in, and the way out, on every page of the application (/app and below): a practitioner on
 * a client's page or a report signs out from there, without going back home first.
 */
export const AccountBar = () => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const account = SessionActor.useSelector(accountOf);
  const busy = SessionActor.useSelector(isBusy);
  if (!account) return null;
  return (
    <Strip aria-label={t("session.bar.label")}>
      <Who>{t("session.bar.signedInAs", { name: `${account.firstName} ${account.lastName}` })}</Who>
      <SmallButton type="button" disabled={busy} onClick={() => session.send({ type: "session.signOut" })}>
        {busy ? t("session.home.signingOut") : t("session.home.signOut")}
      </SmallButton>
    </Strip>
  );
};
