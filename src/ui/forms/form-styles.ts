import { styled } from "@linaria/react";

/** Shared form pieces: one look for every form. */
export const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 26rem;
`;

export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Input = styled.input`
  font: inherit;
  padding: 0.6rem 0.75rem;
  border: 1px solid var(--avow-muted);
  border-radius: 8px;
  background: var(--avow-surface);
  &:focus-visible {
    outline: 3px solid var(--avow-accent);
    outline-offset: 1px;
  }
`;

export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  justify-self: start;
  padding: 0.7rem 1.4rem;
  border: none;
  border-radius: 999px;
  background: var(--avow-primary);
  color: var(--avow-on-primary);
  cursor: pointer;
  /* aria-disabled: a button kept focusable while its work runs looks the same as a disabled one. */
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const ErrorMessage = styled.p`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-left: 4px solid var(--avow-warning);
  background: #fdecea;
  color: #5f1410;
`;

export const Notice = styled.p`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-left: 4px solid var(--avow-secondary);
  background: #eaf3fb;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: var(--avow-muted);
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: var(--avow-warning);
`;

export const Select = styled.select`
  font: inherit;
  padding: 0.6rem 0.75rem;
  border: 1px solid var(--avow-muted);
  border-radius: 8px;
  background: var(--avow-surface);
  justify-self: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const SecondaryButton = styled(Button)`
  background: var(--avow-surface);
  color: var(--avow-primary);
  border: 1px solid var(--avow-primary);
`;

/** A secondary button for rows and lists, where a full-size one would crowd the line. */
export const SmallButton = styled(SecondaryButton)`
  padding: 0.35rem 0.85rem;
  font-size: 0.9rem;
`;
