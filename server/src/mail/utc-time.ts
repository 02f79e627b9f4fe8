/** A moment as a date and a time of day in UTC, in a locale's words: `{ date: "6 December 2026", time: "09:00" }`. */
export const utcDateAndTime = (
  locale: string,
  iso: string,
): { readonly date: string; readonly time: string } => {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(at),
    time: new Intl.DateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    }).format(at),
  };
};
