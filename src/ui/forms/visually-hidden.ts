import { styled } from "@linaria/react";

/** Text for screen readers only: present in the accessibility tree, not on screen. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
