/** A moment as a date and a time of day in UTC, in a locale's words: `{ date: "6 December 2026", time: "09:00" }`. */
export const utcDateAndTime = (
  locale: string,
  iso: string,
): { readonly date: string; readonly time: string } => {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
  return {
    // French writes the first of a month as an ordinal, which Intl does not: "1er décembre 2026".
    date: locale.startsWith("fr") ? date.replace(/^1 /, "1er ") : date,
    time: new Intl.DateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    }).format(at),
  };
};
