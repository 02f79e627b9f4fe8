import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { Brand } from "../../../contracts/schema/brand.ts";
import { BrandDropdown } from "./brand-dropdown.tsx";
import { PHONE_QUERY } from "./global-styles.ts";
import { useMediaQuery } from "./use-media-query.ts";

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  min-height: var(--avow-footer-height);
  height: var(--avow-footer-height);
  padding: 0 clamp(1rem, 4vw, 3rem);
  background: var(--avow-primary);
  color: var(--avow-on-primary);
  font-size: 0.9rem;
  overflow: hidden;
  & a {
    color: inherit;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Full label on desktop, short one below 1280 px (seed §2; decision 0006): the medium layout's footer is one
 * 50 px line holding the brand links too, which four full labels overflow in Spanish and French.
 */
const Long = styled.span`
  @media (max-width: 1279.98px) {
    display: none;
  }
`;
const Short = styled.span`
  @media (min-width: 1280px) {
    display: none;
  }
`;

export interface FooterProps {
  /** The contact address: the brand's (skins carry none in the seed; docs/decisions/0020). */
  readonly contactEmail: string;
  /** With a skin there are no brand links (seed §2). */
  readonly skinned: boolean;
  readonly brands: ReadonlyArray<Brand>;
  readonly currentBrandIndex: number;
  readonly hrefOf: (brand: Brand) => string;
}

/** The page footer: contact, privacy, terms and /verify; without a skin, the brand links (desktop) or dropdown (phone). */
export const Footer = ({ contactEmail, skinned, brands, currentBrandIndex, hrefOf }: FooterProps) => {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const verify = (
    <li>
      <Link to="/verify" aria-label={t("footer.verify")}>
        <Long>{t("footer.verify")}</Long>
        <Short>{t("footer.verifyShort")}</Short>
      </Link>
    </li>
  );
  // A phone's footer is two lines: the links, then the brand dropdown. Four links overflow the first line in
  // Spanish, Portuguese and French, so /verify goes on the second, after the dropdown, where there is room.
  const verifyBesideDropdown = phone && !skinned;
  return (
    <Bar aria-label={t("footer.label")} data-testid="site-footer">
      <Links>
        <li>
          <a href={`mailto:${contactEmail}`}>{t("footer.contact")}</a>
        </li>
        <li>
          <Link to="/privacy" aria-label={t("legal.privacy")}>
            <Long>{t("legal.privacy")}</Long>
            <Short>{t("legal.privacyShort")}</Short>
          </Link>
        </li>
        <li>
          <Link to="/terms" aria-label={t("legal.terms")}>
            <Long>{t("legal.terms")}</Long>
            <Short>{t("legal.termsShort")}</Short>
          </Link>
        </li>
        {!verifyBesideDropdown && verify}
      </Links>
      {!skinned &&
        (phone ? (
          <>
            <BrandDropdown brands={brands} startIndex={currentBrandIndex} hrefOf={hrefOf} />
            <Links>{verify}</Links>
          </>
        ) : (
          <nav aria-label={t("footer.brands")}>
            <Links>
              {brands.map((brand, index) => (
                <li key={brand.id}>
                  <a
                    href={hrefOf(brand)}
                    lang={brand.language}
                    aria-current={index === currentBrandIndex ? "page" : undefined}
                  >
                    {brand.name}
                  </a>
                </li>
              ))}
            </Links>
          </nav>
        ))}
    </Bar>
  );
};
