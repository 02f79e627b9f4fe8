import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isSkinLoading, isOrgSkinLoading } from "../../machines/skin/skin.machine.ts";
import { skinEventFor } from "../../machines/skin/skin-policy.ts";
import { themeOf, themeVariables } from "../../machines/skin/skin-theme.ts";
import { configuredDefaultLanguage } from "../../i18n/default-language.ts";
import { chooseLanguage } from "../../i18n/language.ts";
import { isSignedIn } from "../../machines/session/session.machine.ts";
import { SessionActor } from "../session/session-actor.tsx";
import { SkinActor } from "./skin-actor.tsx";

const searchOrg = (search: unknown): string | undefined => {
  if (typeof search !== "object" || search === null || !("org" in search)) return undefined;
  return typeof search.org === "string" ? search.org : undefined;
};

/**
 * Binds the shell to the skin machine: tells it about each page arrived at, and applies its outcome
 * (theme variables, language). Returns what the shell renders.
 */
export const useShell = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const org = useRouterState({ select: (state) => searchOrg(state.location.search) });
  const skinActor = SkinActor.useActorRef();
  const skin = SkinActor.useSelector((snapshot) => snapshot.context.skin);
  const loading = SkinActor.useSelector(isSkinLoading);
  const orgLoading = SkinActor.useSelector(isOrgSkinLoading);
  const { i18n } = useTranslation();

  const accountUuid = SessionActor.useSelector((snapshot) =>
    isSignedIn(snapshot) ? snapshot.context.account?.uuid : null,
  );
  useEffect(() => {
    skinActor.send(skinEventFor({ pathname, org, host: window.location.host, accountUuid }));
  }, [pathname, org, accountUuid, skinActor]);

  useEffect(() => {
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(themeVariables(themeOf(skin)))) style.setProperty(name, value);
  }, [skin]);

  useEffect(() => {
    const language = chooseLanguage({
      skinLanguage: skin?.language ?? null,
      host: window.location.host,
      configuredDefault: configuredDefaultLanguage(),
    });
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [skin, i18n]);

  const onCallbacks = pathname === "/callbacks" || pathname.startsWith("/callbacks/");
  return {
    skin,
    showHeader: !onCallbacks && !loading,
    showLoadingDialog: orgLoading,
  };
};
