import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Lead, Page } from "./page.tsx";

const Cta = styled(Link)`
  display: inline-block;
  margin-top: 1rem;
  padding: 0.75rem 1.5rem;
  border-radius: 999px;
  background: var(--avow-accent);
  color: #ffffff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(0.95);
  }
`;

/** The home page: what Avow does, for whom, and the way in. */
export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <Page title={t("home.title")}>
      <Lead>{t("home.lead")}</Lead>
      <p>{t("home.who")}</p>
      <Cta to="/app">{t("home.cta")}</Cta>
    </Page>
  );
};
