import { styled } from "@linaria/react";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { BlogPost } from "../../content/documents.ts";
import { Lead, Page } from "../pages/page.tsx";
import { formatIsoDate } from "./format-date.ts";
import { useBlogPosts } from "./use-blog.ts";
import { useContentLanguage } from "./use-content-language.ts";

const List = styled.ol`
  display: grid;
  gap: 1rem;
  max-width: 44rem;
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  padding: 1.25rem 1.5rem;
  border-radius: 12px;
  background: var(--avow-surface);
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  h2 a {
    color: var(--avow-primary);
  }
  p {
    margin: 0.5rem 0 0;
  }
`;

const Published = styled.time`
  color: var(--avow-muted);
  font-size: 0.9375rem;
`;

const PostCard = ({ post }: { post: BlogPost }) => {
  const language = useContentLanguage();
  return (
    <Card lang={post.language}>
      <h2>
        <Link to="/blog/$slug" params={{ slug: post.slug }}>
          {post.title}
        </Link>
      </h2>
      <Published dateTime={post.date} lang={language}>
        {formatIsoDate(post.date, language)}
      </Published>
      <p>{post.summary}</p>
    </Card>
  );
};

const Posts = () => {
  const { t } = useTranslation();
  const posts = useBlogPosts();
  if (posts.length === 0) return <p>{t("blog.empty")}</p>;
  return (
    <List>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </List>
  );
};

/** The blog: every post, newest first, each in the UI's language or else in English. */
export const BlogListPage = () => {
  const { t } = useTranslation();
  return (
    <Page title={t("blog.title")}>
      <Lead>{t("blog.lead")}</Lead>
      <Suspense fallback={<p aria-busy="true">{t("blog.loading")}</p>}>
        <Posts />
      </Suspense>
    </Page>
  );
};
