import { formatDate } from "./formatting.ts";

/** What the seed's date helper accepts (§3): a Date, epoch milliseconds, an ISO string, a separated string, date parts. */
export type DateInput = Date | number | string | ReadonlyArray<number>;

/** The order of day, month and year in a separated string such as 03/04/2026. */
export type DateOrder = "dmy" | "mdy" | "ymd";

export type DateStyle = NonNullable<Parameters<typeof formatDate>[2]>;

/**
 * Every reading that carries no zone (date-only ISO, ISO without offset, separated strings, arrays) is taken
 * as UTC: formatDate writes dates in UTC, so a calendar day read here is the day written back, whatever zone
 * the browser is in.
 */
const utcDate = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) => {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, seconds, ms);
  // Date rolls impossible values over (31 February becomes 3 March); a round trip catches them.
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds &&
    date.getUTCMilliseconds() === ms;
  return exact ? date : null;
};

const validOrNull = (date: Date): Date | null => (Number.isNaN(date.getTime()) ? null : date);

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const fromIso = (text: string): Date | null | undefined => {
  const match = ISO.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds, fraction, zone] = match;
  const ms = fraction ? Number(fraction.slice(0, 3).padEnd(3, "0")) : 0;
  const date = utcDate(
    Number(year),
    Number(month),
    Number(day),
    Number(hours ?? 0),
    Number(minutes ?? 0),
    Number(seconds ?? 0),
    ms,
  );
  if (!date || !zone || zone.toUpperCase() === "Z") return date;
  const [, sign, offsetHours, offsetMinutes = "0"] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return validOrNull(new Date(date.getTime() - (sign === "-" ? -offset : offset)));
};

/** Two-digit years: 00–69 are 2000–2069, 70–99 are 1970–1999. A fixed pivot, so a reading never depends on today. */
export const expandTwoDigitYear = (year: number): number => (year < 70 ? 2000 + year : 1900 + year);

// Day, month and year separated twice by the same "/", "-" or "." (spaces around allowed) or by spaces alone;
// a trailing "." as in Korean and Hungarian 2026. 03. 03.
const SEPARATED = /^(\d{1,4})\s*([/.-]|\s)\s*(\d{1,4})\s*\2\s*(\d{1,4})\.?$/;

const fromSeparated = (text: string, order: DateOrder): Date | null | undefined => {
  const match = SEPARATED.exec(text);
  if (!match) return undefined;
  const [, first = "", , second = "", third = ""] = match;
  // No locale writes a day or a month with four digits: a four-digit first field is a year, whatever the order.
  const effective = first.length === 4 ? "ymd" : order;
  const fields = {
    [effective[0] as string]: first,
    [effective[1] as string]: second,
    [effective[2] as string]: third,
  };
  const { d = "", m = "", y = "" } = fields;
  if (d.length > 2 || m.length > 2 || (y.length !== 2 && y.length !== 4)) return null;
  const year = y.length === 2 ? expandTwoDigitYear(Number(y)) : Number(y);
  return utcDate(year, Number(m), Number(d));
};

/** Date parts [year, month 1–12, day, hours?, minutes?, seconds?], read as UTC. */
const fromParts = (parts: ReadonlyArray<unknown>): Date | null => {
  if (parts.length < 3 || parts.length > 6 || !parts.every(Number.isInteger)) return null;
  const [year, month, day, hours, minutes, seconds] = parts as ReadonlyArray<number>;
  return utcDate(year as number, month as number, day as number, hours, minutes, seconds);
};

/**
 * The seed's date helper (§3): a Date from whatever the API or a person gave, or null when it is not a real
 * date. Never throws. `order` says how to read a separated string (see dateOrderOf). Other strings (RFC 2822,
 * "March 3, 2026", bare digits) are refused rather than left to Date.parse, whose reading varies by engine.
 *
 * Arrays are [year, month, day, hours?, minutes?, seconds?] with the month 1–12, as people write it and as
 * Jackson writes a LocalDate/LocalDateTime; unlike JavaScript's Date (and moment's arrays), where January is 0.
 */
export const toDate = (input: DateInput, order: DateOrder = "dmy"): Date | null => {
  if (input instanceof Date) return validOrNull(new Date(input.getTime()));
  if (typeof input === "number") return Number.isFinite(input) ? validOrNull(new Date(input)) : null;
  if (typeof input === "string") {
    const text = input.trim();
    if (text.length > 64) return null;
    const iso = fromIso(text);
    if (iso !== undefined) return iso;
    return fromSeparated(text, order) ?? null;
  }
  if (Array.isArray(input)) return fromParts(input);
  return null;
};

const orders = new Map<string, DateOrder>();

/** The order in which a locale writes a numeric date (en-US mdy, ja-JP ymd, es-ES dmy); dmy when unknown. */
export const dateOrderOf = (locale: string): DateOrder => {
  const known = orders.get(locale);
  if (known) return known;
  let order: DateOrder = "dmy";
  try {
    if (Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0) {
      const written = new Intl.DateTimeFormat(locale, {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        calendar: "gregory",
        timeZone: "UTC",
      })
        .formatToParts(0)
        .flatMap((part) =>
          part.type === "year" || part.type === "month" || part.type === "day" ? [part.type[0]] : [],
        )
        .join("");
      if (written === "mdy" || written === "ymd") order = written;
    }
  } catch {
    // A malformed tag (RangeError): keep the default.
  }
  orders.set(locale, order);
  return order;
};

/** A date written for a locale through Intl, reading separated strings in that locale's order; "" when no date. */
export const formatDateFor = (input: DateInput, locale: string, style: DateStyle = "long"): string => {
  const date = toDate(input, dateOrderOf(locale));
  return date ? formatDate(date, locale, style) : "";
};

/**
 * A moment (an API timestamp) written for a locale with its time, in the reader's time zone (the browser's
 * unless given): "22 Nov 2026, 10:05". "" when no date.
 */
export const formatDateTimeFor = (input: DateInput, locale: string, timeZone?: string): string => {
  const date = toDate(input, dateOrderOf(locale));
  return date
    ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date)
    : "";
};
