import { styled } from "@linaria/react";
import { DropZone as FormDropZone } from "../forms/drop-zone.ts";

/** The page's one column: readable line lengths on wide screens, the full width on phones. */
export const Column = styled.div`
  display: grid;
  /* minmax(0, …): the track may be narrower than a file input's own width, which phones need. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  max-width: 48rem;
`;

/** The form's drop zone, roomier, on the page's surface colour, and as narrow as a phone needs. */
export const DropZone = styled(FormDropZone)`
  grid-template-columns: minmax(0, 1fr);
  gap: 0.6rem;
  padding: clamp(1rem, 3vw, 1.75rem);
  background: var(--avow-surface);
`;

/** A SHA-256 in full: monospace, and free to break anywhere on a narrow screen. */
export const Hash = styled.code`
  display: block;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
  word-break: break-all;
`;

/** A hash written in groups of four: lines break between groups, never inside one. */
export const GroupedHash = styled(Hash)`
  word-break: normal;
  overflow-wrap: normal;
`;

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: 8px;
  border-left: 6px solid;
  & h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  & p {
    margin: 0;
  }
`;

/** Recorded, and every check passed. */
export const RecordedPanel = styled(Panel)`
  border-color: #1e7b34;
  background: #e9f6ec;
  & h2 {
    color: #14532d;
  }
`;

/** Not recorded: neutral, since most files simply never were. */
export const NeutralPanel = styled(Panel)`
  border-color: var(--avow-muted);
  background: var(--avow-surface);
`;

/** A proof that does not verify, or a step that could not be done. */
export const WarningPanel = styled(Panel)`
  border-color: var(--avow-warning);
  background: #fdecea;
  & h2 {
    color: #5f1410;
  }
`;

/** Label and value side by side from tablets up, one under the other on phones. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: 0.4rem 1.25rem;
  margin: 0;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
    gap: 0.1rem;
    & dd {
      margin-bottom: 0.5rem;
    }
  }
`;

export const Checks = styled.ul`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    gap: 0.6rem;
    align-items: baseline;
  }
  & strong {
    flex: none;
    min-width: 4.5rem;
  }
  & li[data-ok="true"] strong {
    color: #14532d;
  }
  & li[data-ok="false"] strong {
    color: var(--avow-warning);
  }
`;

/**
 * The live region: visible while a step is under way; once the outcome's own panel shows, it keeps its
 * one-sentence summary for screen readers only, so sighted readers do not read it twice.
 */
export const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: var(--avow-muted);
  &[data-quiet="true"] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
