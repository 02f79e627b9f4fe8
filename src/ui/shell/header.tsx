import { styled } from "@linaria/react";
import { useTranslation } from "react-i18next";

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 1rem;
  height: var(--avow-header-height);
  padding: 0 clamp(1rem, 4vw, 3rem);
  background: var(--avow-primary);
  color: var(--avow-on-primary);
`;

const LogoLink = styled.a`
  display: inline-flex;
  flex: none;
  border-radius: 8px;
`;

const Logo = styled.img`
  display: block;
  height: calc(var(--avow-header-height) * 0.56);
  width: auto;
  max-width: 40vw;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-size: clamp(1.25rem, 2.5vw, 2rem);
  font-weight: 700;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Tagline = styled.p`
  margin: 0;
  color: var(--avow-on-primary);
  opacity: 0.85;
  font-size: clamp(0.875rem, 1.4vw, 1.125rem);
`;

export interface HeaderProps {
  readonly title: string;
  readonly logoUrl: string;
  /** The skin's website, or '/' when there is no skin (seed §2). */
  readonly href: string;
}

/** The page header: logo (linking to the skin's website or home), title and tagline. */
export const Header = ({ title, logoUrl, href }: HeaderProps) => {
  const { t } = useTranslation();
  const external = /^https?:/.test(href);
  return (
    <Bar data-testid="site-header">
      <LogoLink
        href={href}
        aria-label={t("shell.homeLink", { title })}
        {...(external ? { rel: "noopener" } : {})}
      >
        <Logo src={logoUrl} alt={t("shell.logoAlt", { title })} />
      </LogoLink>
      <Titles>
        <Title>{title}</Title>
        <Tagline>{t("brand.tagline")}</Tagline>
      </Titles>
    </Bar>
  );
};
