import { styled } from "@linaria/react";

/**
 * A data table that becomes a list of cards on phones (below 768 px, decision 0006): the header row is
 * hidden visually (screen readers still have it) and each cell shows its column's name from `data-label`.
 */
export const CardTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: var(--avow-surface);
  & caption {
    text-align: left;
    padding: 0 0 0.5rem;
    color: var(--avow-muted);
    font-size: 0.9rem;
  }
  & th,
  & td {
    padding: 0.6rem 0.75rem;
    text-align: left;
    border-bottom: 1px solid #dde3ea;
    overflow-wrap: anywhere;
  }
  & th {
    font-size: 0.9rem;
    color: var(--avow-muted);
    white-space: nowrap;
  }
  @media (max-width: 767.98px) {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    & tr {
      display: block;
      padding: 0.5rem 0;
      border-bottom: 1px solid #dde3ea;
    }
    & td {
      display: grid;
      grid-template-columns: 8rem 1fr;
      gap: 0.5rem;
      border: none;
      padding: 0.3rem 0.75rem;
    }
    & td::before {
      content: attr(data-label);
      font-weight: 600;
      color: var(--avow-muted);
    }
  }
`;

/**
 * A card table whose words stay whole on wider screens, so a status or an action never splits inside a
 * narrow column; on phones every cell may break anywhere. Columns holding names, addresses or file names
 * that can be longer than a column add their own `overflow-wrap: anywhere`.
 */
export const WordTable = styled(CardTable)`
  & td {
    vertical-align: top;
    overflow-wrap: normal;
  }
  @media (max-width: 767.98px) {
    & td {
      overflow-wrap: anywhere;
    }
  }
`;

/** A titled section of a page (documents, interview invitations, activity). */
export const PageSection = styled.section`
  display: grid;
  gap: 1rem;
  margin-top: 2rem;
  & h2 {
    margin: 0;
    color: var(--avow-primary);
  }
`;
