import { SearchParamError, useRouterState, type ErrorComponentProps } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Lead, Page } from "./page.tsx";

/**
 * What a route's `params.parse` throws for a malformed part of the path (the router wraps it, keeping it as
 * the `cause`).
 */
export class MalformedPathError extends Error {
  override readonly name = "MalformedPathError";
}

const isMalformedPath = (error: unknown): boolean =>
  error instanceof MalformedPathError ||
  (error instanceof Error && error.cause instanceof MalformedPathError);

/** A route that failed: a malformed link gets a way forward without it; anything else, a plain apology. */
export const RouteError = ({ error }: ErrorComponentProps) => {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (error instanceof SearchParamError || isMalformedPath(error)) {
    // A malformed query: the same page without it. A malformed part of the path (a client id, say): the
    // section it belongs to (/app for /app/clients/…).
    const way = error instanceof SearchParamError ? pathname : `/${pathname.split("/")[1] ?? ""}`;
    return (
      <Page title={t("errors.invalidLink.title")}>
        <Lead role="alert">{t("errors.invalidLink.body")}</Lead>
        <a href={way}>{t("errors.invalidLink.continue")}</a>
      </Page>
    );
  }
  return (
    <Page title={t("errors.unexpected.title")}>
      <Lead role="alert">{t("errors.unexpected.body")}</Lead>
    </Page>
  );
};
