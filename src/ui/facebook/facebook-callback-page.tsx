import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { CallbackParams } from "../../machines/facebook-link/facebook-callback.machine.ts";
import { ErrorMessage } from "../forms/form-styles.ts";
import { Lead, Page } from "../pages/page.tsx";
import { facebookErrorKey } from "./facebook-errors.ts";
import { useFacebookCallback } from "./use-facebook-callback.ts";

/**
 * /callbacks, where the provider sends the browser back (no header or footer: the shell hides them): the
 * link is completed and the person returned where they started, or told what went wrong with a way back.
 */
export const FacebookCallbackPage = ({ params }: { params: CallbackParams }) => {
  const { t } = useTranslation();
  const callback = useFacebookCallback(params);
  return (
    <Page title={t("facebook.callback.title")}>
      {callback.exchanging && <Lead role="status">{t("facebook.callback.exchanging")}</Lead>}
      {callback.linked && (
        <Lead role="status">{t("facebook.callback.linked", { name: callback.profile?.name ?? "" })}</Lead>
      )}
      {callback.failed && <ErrorMessage role="alert">{t(facebookErrorKey(callback.errorCode))}</ErrorMessage>}
      {(callback.failed || callback.linked) && (
        <p>
          <Link to="/app">{t("facebook.callback.back")}</Link>
        </p>
      )}
    </Page>
  );
};
