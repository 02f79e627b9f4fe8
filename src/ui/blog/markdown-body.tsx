import { styled } from "@linaria/react";
import { useRouter } from "@tanstack/react-router";
import type { ComponentProps } from "react";
import Markdown, { defaultUrlTransform, type Components, type ExtraProps } from "react-markdown";
import { isPlainClick, linkKind } from "./link-kind.ts";

const Prose = styled.div`
  max-width: 44rem;
  font-size: 1.0625rem;
  line-height: 1.65;
  h2,
  h3 {
    margin: 2rem 0 0.5rem;
    color: var(--avow-primary);
    line-height: 1.25;
  }
  h2 {
    font-size: 1.375rem;
  }
  h3 {
    font-size: 1.125rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.25rem 0 0.25rem 1rem;
    border-left: 4px solid var(--avow-accent);
    color: var(--avow-muted);
  }
  blockquote > :last-child {
    margin-bottom: 0;
  }
  code {
    font-size: 0.9375em;
    overflow-wrap: anywhere;
  }
`;

const MarkdownLink = ({ node: _node, href = "", ...props }: ComponentProps<"a"> & ExtraProps) => {
  const router = useRouter();
  const kind = linkKind(href);
  if (kind === "external") return <a {...props} href={href} rel="noopener noreferrer" />;
  if (kind === "plain") return <a {...props} href={href} />;
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
};

const components: Components = {
  // The page's title is its one h1, so a heading of level 1 in the text becomes a section heading.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: MarkdownLink,
};

/**
 * Markdown rendered as React elements, never as injected HTML: raw HTML in the source shows as text,
 * and link and image addresses with unsafe schemes (`javascript:`, `data:`) are emptied.
 */
export const MarkdownBody = ({ source }: { source: string }) => (
  <Prose>
    <Markdown components={components} urlTransform={defaultUrlTransform}>
      {source}
    </Markdown>
  </Prose>
);
