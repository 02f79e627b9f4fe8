import { styled } from "@linaria/react";
import { use, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadLegalDocument, type LegalName } from "../../content/legal-content.ts";
import { formatIsoDate } from "../blog/format-date.ts";
import { MarkdownBody } from "../blog/markdown-body.tsx";
import { useContentLanguage } from "../blog/use-content-language.ts";
import { Page } from "../pages/page.tsx";

const Updated = styled.p`
  margin: -0.5rem 0 1.5rem;
  color: var(--avow-muted);
`;

const LegalText = ({ name }: { name: LegalName }) => {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const text = use(loadLegalDocument(name, language));
  return (
    <>
      <Updated>
        <time dateTime={text.updated}>
          {t("legal.updated", { date: formatIsoDate(text.updated, language) })}
        </time>
      </Updated>
      <div lang={text.language}>
        <MarkdownBody source={text.body} />
      </div>
    </>
  );
};

/** The privacy policy or the terms of use, in the UI's language (or English). */
export const LegalPage = ({ name }: { name: LegalName }) => {
  const { t } = useTranslation();
  return (
    <Page title={t(`legal.${name}`)}>
      <Suspense fallback={<p aria-busy="true">{t("legal.loading")}</p>}>
        <LegalText name={name} />
      </Suspense>
    </Page>
  );
};
