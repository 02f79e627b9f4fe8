import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isRestoring, isSignedIn } from "../../machines/session/session.machine.ts";
import { Lead, Page } from "../pages/page.tsx";
import { AccountHome } from "./account-home.tsx";
import { SessionActor } from "./session-actor.tsx";
import { SignInForm } from "./sign-in-form.tsx";

/**
 * /app (and its pages) and /login: the authenticated application when signed in (`children`, the signed-in
 * home unless given), the sign-in form otherwise.
 */
export const AppPage = ({ org, children }: { org: string | undefined; children?: ReactNode }) => {
  const { t } = useTranslation();
  const restoring = SessionActor.useSelector(isRestoring);
  const signedIn = SessionActor.useSelector(isSignedIn);
  if (restoring) {
    return (
      <Page title={t("app.title")}>
        <Lead role="status">{t("session.restoring")}</Lead>
      </Page>
    );
  }
  return signedIn ? (children ?? <AccountHome />) : <SignInForm org={org} />;
};
