/** http(s) URLs up to the first space or character that cannot end a link in running text. */
const LINK = /https?:\/\/[^\s<>"']+/g;

/** The links in a plain-text body, in order, without the punctuation that ends a sentence after them. */
export const linksIn = (text: string): string[] =>
  (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ""));

/**
 * `<publicUrl>/app<path>?org=<organisation>`, keeping a path prefix of `publicUrl`: a page of the app,
 * opened in the organisation's skin.
 */
export const appLink = (publicUrl: string, organisationUuid: string, path = ""): string => {
  const url = new URL(publicUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/app${path}`;
  url.searchParams.set("org", organisationUuid);
  return url.toString();
};
