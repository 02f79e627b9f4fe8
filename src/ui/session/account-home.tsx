import { useTranslation } from "react-i18next";
import { mayCheckIntegrity } from "../../../contracts/schema/integrity.ts";
import { maySkinOrganisation } from "../../../contracts/schema/skin.ts";
import { accountOf, isProfessionalOf } from "../../machines/session/session.machine.ts";
import { ClientListSection } from "../clients/client-list.tsx";
import { DocumentsSection } from "../documents/documents-section.tsx";
import { FacebookSection } from "../facebook/facebook-section.tsx";
import { Actions } from "../forms/form-styles.ts";
import { IntegritySection } from "../integrity/integrity-section.tsx";
import { Lead, Page } from "../pages/page.tsx";
import { SkinEditorSection } from "../skin-editor/skin-editor.tsx";
import { HelpMenu } from "../walkthrough/walkthrough.tsx";
import { SessionActor } from "./session-actor.tsx";

/**
 * The signed-in home: a greeting and help (the way out is in the account bar above every page); for professionals their clients, for a client their own
 * documents; and for an organisation's admins its look (the server refuses anyone else, whatever shows).
 */
export const AccountHome = () => {
  const { t } = useTranslation();
  const account = SessionActor.useSelector(accountOf);
  const professional = SessionActor.useSelector(isProfessionalOf);
  return (
    <Page title={t("session.home.greeting", { firstName: account?.firstName ?? "" })}>
      <Lead>{professional ? t("session.home.professional") : t("session.home.client")}</Lead>
      <Actions>
        <HelpMenu />
      </Actions>
      {professional && <ClientListSection />}
      {account && !professional && <DocumentsSection accountUuid={account.uuid} account={account} />}
      {account && !professional && <FacebookSection accountUuid={account.uuid} readOnly={false} />}
      {account && maySkinOrganisation(account.roles) && <SkinEditorSection account={account} />}
      {account && mayCheckIntegrity(account.roles) && <IntegritySection />}
    </Page>
  );
};
