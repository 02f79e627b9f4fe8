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
  color: var(--avow-on-accent);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    filter: brightness(0.95);
  }
`;

const Section = styled.section`
  margin-top: 2.5rem;
`;

const Heading = styled.h2`
  margin: 0 0 1rem;
  color: var(--avow-primary);
  font-size: 1.5rem;
`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: 1.25rem;
  border-radius: 12px;
  background: var(--avow-surface);
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
  & h3 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  & p {
    margin: 0;
    color: var(--avow-muted);
  }
`;

const STEPS = ["record", "attach", "check", "prove"] as const;
const AUDIENCES = ["forPeople", "forProfessionals"] as const;

/** The home page: what Avow does and for whom, how it works, and the way in. */
export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <Page title={t("home.title")}>
      <Lead>{t("home.lead")}</Lead>
      <p>{t("home.who")}</p>
      <Cta to="/app">{t("home.cta")}</Cta>
      <Section aria-labelledby="home-how">
        <Heading id="home-how">{t("home.howTitle")}</Heading>
        <Grid>
          {STEPS.map((step) => (
            <Card key={step}>
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.body`)}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="home-for">
        <Heading id="home-for">{t("home.forTitle")}</Heading>
        <Grid as="ul">
          {AUDIENCES.map((audience) => (
            <Card key={audience}>
              <h3>{t(`home.${audience}.title`)}</h3>
              <p>{t(`home.${audience}.body`)}</p>
            </Card>
          ))}
        </Grid>
      </Section>
    </Page>
  );
};
