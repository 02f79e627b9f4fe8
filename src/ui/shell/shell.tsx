import { styled } from "@linaria/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Header } from "./header.tsx";
import { LoadingDialog } from "./loading-dialog.tsx";
import { SkipLink } from "./skip-link.tsx";
import { globalStyles } from "./global-styles.ts";
import { useShell } from "./use-shell.ts";

const Main = styled.main`
  min-height: calc(100vh - var(--avow-header-height));
  &:focus {
    outline: none;
  }
`;

/** Every page's frame: skip link, header (unless hidden), the page, and the skin's loading dialog. */
export const Shell = ({ children }: { children: ReactNode }) => {
  const { skin, showHeader, showLoadingDialog } = useShell();
  const { t } = useTranslation();
  const title = skin?.title ?? t("brand.name");
  return (
    <div className={globalStyles}>
      <SkipLink />
      {showHeader && (
        <Header title={title} logoUrl={skin?.logoUrl ?? "/avow.svg"} href={skin?.websiteUrl ?? "/"} />
      )}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <LoadingDialog open={showLoadingDialog} />
    </div>
  );
};
