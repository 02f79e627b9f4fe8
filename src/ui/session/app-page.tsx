import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { accountOf, isRestoring, isSignedIn } from "../../machines/session/session.machine.ts";
import { Lead, Page } from "../pages/page.tsx";
import { WalkthroughProvider } from "../walkthrough/walkthrough.tsx";
import { AccountBar } from "./account-bar.tsx";
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
  const account = SessionActor.useSelector(accountOf);
  if (restoring) {
    return (
      <Page title={t("app.title")}>
        <Lead role="status">{t("session.restoring")}</Lead>
      </Page>
    );
  }
  if (!signedIn || !account) return <SignInForm org={org} />;
  // One tour per signed-in account, following the person from page to page.
  return (
    <WalkthroughProvider key={account.uuid} account={account}>
      <AccountBar />
      {children ?? <AccountHome />}
    </WalkthroughProvider>
  );
};
