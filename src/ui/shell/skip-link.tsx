import { styled } from "@linaria/react";
import { useTranslation } from "react-i18next";

const Link = styled.a`
  position: absolute;
  left: 1rem;
  top: -10rem;
  z-index: 10;
  padding: 0.5rem 1rem;
  background: var(--avow-surface);
  color: var(--avow-primary);
  &:focus {
    top: 1rem;
  }
`;

/** The first stop for keyboard users: jump past the header. */
export const SkipLink = () => {
  const { t } = useTranslation();
  return <Link href="#main">{t("shell.skipToContent")}</Link>;
};
