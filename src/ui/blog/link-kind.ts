/**
 * How a link in Markdown is followed: `internal` paths go through the router, `external` web addresses
 * open normally but without handing over the opener or the referrer; anything else (mailto:, #anchors)
 * is a plain link. Unsafe schemes such as `javascript:` never get here: the renderer's URL filter
 * empties them first.
 */
export type LinkKind = "internal" | "external" | "plain";

export const linkKind = (href: string): LinkKind => {
  if (/^\/(?!\/)/.test(href)) return "internal";
  if (/^(https?:)?\/\//i.test(href)) return "external";
  return "plain";
};

/** A click the app may take over: the main button with no modifier (others open new tabs or windows). */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
