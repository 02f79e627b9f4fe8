import { useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo } from "react";
import { BRANDS, brandOfLanguage, type Brand } from "../../../contracts/schema/brand.ts";
import {
  BRAND_PARAM,
  BRAND_STORAGE_KEY,
  brandHref,
  currentBrand,
  isLocalHost,
} from "../../i18n/current-brand.ts";
import { useTranslation } from "react-i18next";
import { isSkinLoading, isOrgSkinLoading } from "../../machines/skin/skin.machine.ts";
import { skinEventFor } from "../../machines/skin/skin-policy.ts";
import { themeOf, themeVariables } from "../../machines/skin/skin-theme.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { configuredDefaultLanguage } from "../../i18n/default-language.ts";
import { chooseLanguage } from "../../i18n/language.ts";
import { isSignedIn } from "../../machines/session/session.machine.ts";
import { SessionActor } from "../session/session-actor.tsx";
import { SkinActor } from "./skin-actor.tsx";

const searchParam = (search: unknown, name: string): string | undefined => {
  if (typeof search !== "object" || search === null) return undefined;
  const value = (search as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
};

const storedBrand = (): string | null => {
  try {
    return window.localStorage.getItem(BRAND_STORAGE_KEY);
  } catch {
    return null; // storage disabled: the default brand applies
  }
};

/** Pages shown without header or footer. */
const BARE_PAGES = ["/callbacks", "/family-interview"];

/**
 * Binds the shell to the skin machine: tells it about each page arrived at, and applies its outcome
 * (theme variables, language: a page's own claim first, see page-language.tsx). Returns what the shell
 * renders.
 */
export const useShell = (pageLanguage: Language | null = null) => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const org = useRouterState({ select: (state) => searchParam(state.location.search, "org") });
  const brandParam = useRouterState({ select: (state) => searchParam(state.location.search, BRAND_PARAM) });
  const host = window.location.host;
  const chosenBrand = useMemo(
    () => currentBrand({ host, brandParam, storedBrand: storedBrand() }),
    [host, brandParam],
  );

  // A brand picked with ?brand= on this machine is remembered for the next pages.
  useEffect(() => {
    if (chosenBrand && brandParam === chosenBrand.id && isLocalHost(host)) {
      try {
        window.localStorage.setItem(BRAND_STORAGE_KEY, chosenBrand.id);
      } catch {
        // storage disabled: the choice lasts for this page only
      }
    }
  }, [chosenBrand, brandParam, host]);
  const skinActor = SkinActor.useActorRef();
  const skin = SkinActor.useSelector((snapshot) => snapshot.context.skin);
  // Without a brand site of its own (a partner's domain, or this machine without ?brand=), the page takes
  // the brand of its language: the skin's, else the configured default.
  const brand = chosenBrand ?? brandOfLanguage(skin?.language ?? configuredDefaultLanguage());
  const loading = SkinActor.useSelector(isSkinLoading);
  const orgLoading = SkinActor.useSelector(isOrgSkinLoading);
  const { i18n } = useTranslation();

  const accountUuid = SessionActor.useSelector((snapshot) =>
    isSignedIn(snapshot) ? snapshot.context.account?.uuid : null,
  );
  useEffect(() => {
    skinActor.send(skinEventFor({ pathname, org, host, accountUuid }));
  }, [pathname, org, host, accountUuid, skinActor]);

  useEffect(() => {
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(themeVariables(themeOf(skin)))) style.setProperty(name, value);
  }, [skin]);

  useEffect(() => {
    const language =
      pageLanguage ??
      chooseLanguage({
        skinLanguage: skin?.language ?? null,
        host,
        configuredDefault: configuredDefaultLanguage(),
        chosenBrandLanguage: chosenBrand?.language ?? null,
      });
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [pageLanguage, skin, i18n, host, chosenBrand]);

  // Pages that stand alone: the OAuth callback, and the relative's interview (who is no user of Avow).
  const bare = BARE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
  return {
    skin,
    brand,
    brands: BRANDS,
    hrefOf: useCallback((target: Brand) => brandHref(target, host), [host]),
    showHeader: !bare && !loading,
    showFooter: !bare,
    showLoadingDialog: orgLoading,
  };
};
