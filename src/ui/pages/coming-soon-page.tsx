import { useTranslation } from "react-i18next";
import { Lead, Page } from "./page.tsx";

export type ComingSoonFeature = "familyInterview";

/** An honest page for a route whose feature is not built yet: it says so, and fakes nothing. */
export const ComingSoonPage = ({ feature }: { feature: ComingSoonFeature }) => {
  const { t } = useTranslation();
  return (
    <Page title={t(`${feature}.title`)}>
      <Lead>{t(`${feature}.comingSoon`)}</Lead>
    </Page>
  );
};
