import { styled } from "@linaria/react";

// The skin editor's own pieces; the shared form pieces come from form-styles.ts.

export const Section = styled.section`
  margin-top: 2.5rem;
  display: grid;
  gap: 1rem;
  max-width: 40rem;
`;

export const Heading = styled.h2`
  margin: 0;
  color: var(--avow-primary);
`;

export const EditorForm = styled.form`
  display: grid;
  gap: 1rem;
`;

export const ColourRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  & > input[type="text"] {
    flex: 1;
    min-width: 0;
  }
`;

export const Picker = styled.input`
  flex: none;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0.15rem;
  border: 1px solid var(--avow-muted);
  border-radius: 8px;
  background: var(--avow-surface);
  cursor: pointer;
`;

export const Warnings = styled.div`
  display: grid;
  gap: 0.5rem;
  &:empty {
    display: none;
  }
`;

export const Warning = styled.p`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-left: 4px solid var(--avow-accent);
  background: #fff8e6;
  color: #3d2c00;
`;
