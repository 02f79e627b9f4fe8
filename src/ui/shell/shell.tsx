import { styled } from "@linaria/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { LoadingDialog } from "./loading-dialog.tsx";
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
  const { skin, brand, brands, hrefOf, showHeader, showFooter, showLoadingDialog } = useShell();
  const { t } = useTranslation();
  const title = skin?.title ?? t("brand.name");
  return (
    <Frame className={globalStyles}>
      <SkipLink />
      {showHeader && (
        <Header title={title} logoUrl={skin?.logoUrl ?? "/avow.svg"} href={skin?.websiteUrl ?? "/"} />
      )}
      <Main id="main" tabIndex={-1}>
        {children}
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
