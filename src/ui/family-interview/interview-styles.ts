import { styled } from "@linaria/react";
import { Notice } from "../forms/form-styles.ts";

/** The questionnaire's column: one readable width on every screen (decision 0006's phone width and up). */
export const Column = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: 44rem;
  & p {
    margin: 0;
  }
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1rem;
  & label {
    font-weight: 600;
  }
`;

export const StepHeading = styled.h2`
  margin: 0;
  font-size: 1.5rem;
  color: var(--avow-primary);
  &:focus {
    outline: none;
  }
`;

/** The big answer box: comfortable to write in on a phone as on a desktop. */
export const AnswerArea = styled.textarea`
  font: inherit;
  font-size: 1.05rem;
  line-height: 1.5;
  inline-size: 100%;
  min-block-size: 14rem;
  padding: 0.75rem;
  border: 1px solid var(--avow-muted);
  border-radius: 8px;
  background: var(--avow-surface);
  resize: vertical;
  &:focus-visible {
    outline: 3px solid var(--avow-accent);
    outline-offset: 1px;
  }
  @media (max-width: 767.98px) {
    min-block-size: 11rem;
  }
`;

export const QuestionLabel = styled.label`
  font-size: 1.2rem;
  font-weight: 600;
`;

export const Progress = styled.progress`
  inline-size: 100%;
  block-size: 0.6rem;
  accent-color: var(--avow-secondary);
`;

/** Back on the left, the way on at the right; stacked full width on phones, the way on first. */
export const StepButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  @media (max-width: 767.98px) {
    flex-direction: column-reverse;
    & button {
      inline-size: 100%;
      justify-self: stretch;
    }
  }
`;

export const ConsentBox = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 0.75rem;
  align-items: start;
  padding: 1rem;
  border: 1px solid var(--avow-muted);
  border-radius: 8px;
  background: var(--avow-surface);
  & input {
    inline-size: 1.4rem;
    block-size: 1.4rem;
    margin: 0.1rem 0 0;
  }
  & label {
    font-weight: 600;
  }
`;

export const ReviewList = styled.dl`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  background: var(--avow-surface);
  border-radius: 8px;
  & > div {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.35rem 1rem;
    padding: 1rem;
    border-bottom: 1px solid #dde3ea;
  }
  & dt {
    font-weight: 600;
  }
  & dd {
    grid-column: 1;
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & dd[data-empty] {
    color: var(--avow-muted);
    font-style: italic;
  }
  & button {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: start;
  }
  @media (max-width: 767.98px) {
    & > div {
      grid-template-columns: 1fr;
    }
    & button {
      grid-column: 1;
      grid-row: auto;
    }
  }
`;

export const RestoredNotice = styled(Notice)`
  max-width: 44rem;
  margin-bottom: 1.25rem;
`;
