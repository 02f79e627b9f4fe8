import { styled } from "@linaria/react";
import { ErrorMessage, Notice } from "../forms/form-styles.ts";
import { CardTable } from "../pages/card-table.ts";

// The integrity section's own pieces; the shared form pieces come from form-styles.ts.

export const Section = styled.section`
  margin-top: 2.5rem;
  display: grid;
  gap: 1rem;
  max-width: 48rem;
  & h2 {
    margin: 0;
    color: var(--avow-primary);
  }
  & h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  & p {
    margin: 0;
  }
`;

// Green and red, each with words that say so: colour is never the only sign.
export const AllClear = styled(Notice)`
  border-left-color: #2e7d32;
  background: #e8f5e9;
  color: #173d19;
  font-weight: 600;
`;

export const Found = styled(ErrorMessage)`
  font-weight: 600;
`;

/** The counts: label beside value on wide screens, label above value on phones. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1.25rem;
  margin: 0;
  & dt {
    color: var(--avow-muted);
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  @media (max-width: 479.98px) {
    grid-template-columns: 1fr;
    gap: 0.1rem;
    & dd {
      margin-bottom: 0.5rem;
    }
  }
`;

/** A hash or the check's own words: monospace, broken anywhere rather than overflowing. */
export const Code = styled.code`
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 0.9em;
  overflow-wrap: anywhere;
  word-break: break-all;
`;

export const ProblemTable = styled(CardTable)`
  & td {
    vertical-align: top;
  }
`;
