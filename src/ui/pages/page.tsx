import { styled } from "@linaria/react";
import { useEffect, type ReactNode } from "react";

const Section = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: clamp(1.5rem, 4vw, 3rem) clamp(1rem, 4vw, 3rem);
`;

const Heading = styled.h1`
  margin: 0 0 1rem;
  color: var(--avow-primary);
  font-size: clamp(1.75rem, 4vw, 2.75rem);
  line-height: 1.15;
`;

/** A page's frame: its one h1, and the document title to match. */
export const Page = ({ title, children }: { title: string; children?: ReactNode }) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Section aria-labelledby="page-title">
      <Heading id="page-title">{title}</Heading>
      {children}
    </Section>
  );
};

export const Lead = styled.p`
  max-width: 44rem;
  font-size: 1.125rem;
  color: var(--avow-muted);
`;
