/** Lower case without accents (NFD, combining marks removed): "José ÁLVAREZ" → "jose alvarez". */
export const foldForSearch = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The stored search and sort columns of an account, computed from its names and email. */
export const searchColumns = (account: { firstName: string; lastName: string; email: string }) => ({
  search_text: foldForSearch(`${account.firstName} ${account.lastName} ${account.email}`),
  sort_last_name: foldForSearch(account.lastName),
  sort_first_name: foldForSearch(account.firstName),
});

/** A LIKE pattern that finds `term` anywhere, with `\` as the escape for `%`, `_` and itself. */
export const containsPattern = (term: string): string =>
  `%${foldForSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
