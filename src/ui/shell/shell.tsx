import { styled } from "@linaria/react";
import { useState, type ReactNode } from "react";
import type { Language } from "../../../contracts/schema/language.ts";
import { useTranslation } from "react-i18next";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { LoadingDialog } from "./loading-dialog.tsx";
import { PageLanguageContext } from "./page-language.tsx";
import { SkipLink } from "./skip-link.tsx";
import { globalStyles } from "./global-styles.ts";
import { useShell } from "./use-shell.ts";

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`;

/** Every page's frame: skip link, header (unless hidden), the page, and the skin's loading dialog. */
export const Shell = ({ children }: { children: ReactNode }) => {
  // The language a page claims (usePageLanguage), which wins over the host's and the skin's.
  const [pageLanguage, setPageLanguage] = useState<Language | null>(null);
  const { skin, brand, brands, hrefOf, showHeader, showFooter, showLoadingDialog } = useShell(pageLanguage);
  const { t } = useTranslation();
  const title = skin?.title ?? t("brand.name");
  return (
    <Frame className={globalStyles}>
      <SkipLink />
      {showHeader && (
        <Header title={title} logoUrl={skin?.logoUrl ?? "/avow.svg"} href={skin?.websiteUrl ?? "/"} />
      )}
      <Main id="main" tabIndex={-1}>
        <PageLanguageContext value={setPageLanguage}>{children}</PageLanguageContext>
      </Main>
      {showFooter && (
        <Footer
          contactEmail={brand.contactEmail}
          skinned={skin !== null}
          brands={brands}
          currentBrandIndex={brands.indexOf(brand)}
          hrefOf={hrefOf}
        />
      )}
      <LoadingDialog open={showLoadingDialog} />
    </Frame>
  );
};
