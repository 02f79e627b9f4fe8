/** http(s) URLs up to the first space or character that cannot end a link in running text. */
const LINK = /https?:\/\/[^\s<>"']+/g;

/** The links in a plain-text body, in order, without the punctuation that ends a sentence after them. */
export const linksIn = (text: string): string[] =>
  (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ""));
