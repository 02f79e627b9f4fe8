import { useTranslation } from "react-i18next";
import { Lead, Page } from "./page.tsx";

/** The blog: no articles are published yet, and the page says so. */
export const BlogPage = () => {
  const { t } = useTranslation();
  return (
    <Page title={t("blog.title")}>
      <Lead>{t("blog.empty")}</Lead>
    </Page>
  );
};
