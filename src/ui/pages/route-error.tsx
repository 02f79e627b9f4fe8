import { SearchParamError, useRouterState, type ErrorComponentProps } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Lead, Page } from "./page.tsx";

/** A route that failed: a malformed link gets a way forward without it; anything else, a plain apology. */
export const RouteError = ({ error }: ErrorComponentProps) => {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (error instanceof SearchParamError) {
    return (
      <Page title={t("errors.invalidLink.title")}>
        <Lead role="alert">{t("errors.invalidLink.body")}</Lead>
        <a href={pathname}>{t("errors.invalidLink.continue")}</a>
      </Page>
    );
  }
  return (
    <Page title={t("errors.unexpected.title")}>
      <Lead role="alert">{t("errors.unexpected.body")}</Lead>
    </Page>
  );
};
