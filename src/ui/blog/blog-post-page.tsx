import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Lead, Page } from "../pages/page.tsx";
import { formatIsoDate } from "./format-date.ts";
import { MarkdownBody } from "./markdown-body.tsx";
import { useBlogPost } from "./use-blog.ts";
import { useContentLanguage } from "./use-content-language.ts";

const Meta = styled.p`
  margin: -0.5rem 0 1.5rem;
  color: var(--avow-muted);
`;

const Note = styled.p`
  max-width: 44rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--avow-accent);
  background: var(--avow-surface);
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: 1.5rem;
  font-weight: 600;
`;

const BackToBlog = () => {
  const { t } = useTranslation();
  return <Back to="/blog">{t("blog.back")}</Back>;
};

const Post = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const post = useBlogPost(slug);
  if (!post) {
    return (
      <Page title={t("blog.notFound.title")}>
        <Lead>{t("blog.notFound.body")}</Lead>
        <BackToBlog />
      </Page>
    );
  }
  // The post may be the English original of a missing translation: mark its language for screen readers.
  return (
    <div lang={post.language}>
      <Page title={post.title}>
        <Meta lang={language}>
          <time dateTime={post.date}>
            {t("blog.published", { date: formatIsoDate(post.date, language) })}
          </time>
        </Meta>
        {post.language !== language && <Note lang={language}>{t("blog.untranslated")}</Note>}
        <MarkdownBody source={post.body} />
        <p lang={language}>
          <BackToBlog />
        </p>
      </Page>
    </div>
  );
};

/** One blog post, or a "not found" page with the way back to the blog. */
export const BlogPostPage = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Page title={t("blog.title")}>
          <p aria-busy="true">{t("blog.loading")}</p>
        </Page>
      }
    >
      <Post slug={slug} />
    </Suspense>
  );
};
