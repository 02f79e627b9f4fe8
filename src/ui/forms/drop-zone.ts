import { styled } from "@linaria/react";

/**
 * Where files can be dropped around a file input: a dashed frame that lights up while something is dragged
 * over it (`data-dragging="true"`). The upload panel and /verify use it.
 */
export const DropZone = styled.div`
  display: grid;
  /* One column that may shrink below a file input's own width: no sideways scroll on a 360 px phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  justify-items: start;
  padding: 1rem;
  border: 2px dashed var(--avow-muted);
  border-radius: 8px;
  &[data-dragging="true"] {
    border-color: var(--avow-accent);
    background: #fff8e6;
  }
  & input[type="file"] {
    font: inherit;
    max-width: 100%;
  }
`;
