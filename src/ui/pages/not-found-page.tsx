import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Lead, Page } from "./page.tsx";

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Page title={t("errors.notFound.title")}>
      <Lead>{t("errors.notFound.body")}</Lead>
      <Link to="/">{t("errors.notFound.home")}</Link>
    </Page>
  );
};
