import { uiLanguageOf } from "../../i18n/language.ts";
import type { TFunction } from "i18next";
import type { Finding } from "../../../contracts/schema/contradictions.ts";
import { formatDateFor } from "../../i18n/dates.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day and month without a year, as the engine writes one ("--03-05"). */
const DAY_MONTH = /^--(\d{2})-(\d{2})$/;

const dayMonth = (value: string, locale: string): string | null => {
  const match = DAY_MONTH.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(2000, Number(match[1]) - 1, Number(match[2])));
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(date);
};

/** A span of days in one month, as the engine writes one ("2024-03-03/04": the night of the 3rd to the 4th). */
const DAY_SPAN = /^(\d{4})-(\d{2})-(\d{2})\/(\d{2})$/;

/** "3–4 March 2024", "3.–4. März 2024": the locale's own way of writing a span of days. */
const daySpan = (value: string, locale: string): string | null => {
  const match = DAY_SPAN.exec(value);
  if (!match) return null;
  const [year, month, first, last] = match.slice(1).map(Number) as [number, number, number, number];
  const from = new Date(Date.UTC(year, month - 1, first));
  const to = new Date(Date.UTC(year, month - 1, last));
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).formatRange(from, to);
};

/**
 * The days a feast told without its year can fall on, as the engine writes them ("--03-20/--04-23": Good
 * Friday): "20 March – 23 April", the locale's way.
 */
const DAY_MONTH_SPAN = /^--(\d{2})-(\d{2})\/--(\d{2})-(\d{2})$/;

const dayMonthSpan = (value: string, locale: string): string | null => {
  const match = DAY_MONTH_SPAN.exec(value);
  if (!match) return null;
  const [fromMonth, fromDay, toMonth, toDay] = match.slice(1).map(Number) as [number, number, number, number];
  // Any leap year: a window may end on the 29th of February.
  const from = new Date(Date.UTC(2000, fromMonth - 1, fromDay));
  const to = new Date(Date.UTC(2000, toMonth - 1, toDay));
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).formatRange(
    from,
    to,
  );
};

/** A day of the week as the engine writes one, ISO 8601's number ("W1" Monday … "W7" Sunday). */
const WEEKDAY = /^W([1-7])$/;
/** "Friday", "viernes", "sexta-feira", "Freitag", "vendredi": a weekday, the locale's way. */
const weekday = (value: string, locale: string): string | null => {
  const match = WEEKDAY.exec(value);
  if (!match) return null;
  // 1 January 2001 was a Monday.
  const date = new Date(Date.UTC(2001, 0, Number(match[1])));
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
};

/** A day of the month told without its month, as the engine writes one ("---22"). */
const DAY_ALONE = /^---(\d{2})$/;
const ENGLISH_ORDINAL: Readonly<Record<string, string>> = { one: "st", two: "nd", few: "rd", other: "th" };
const ENGLISH_ORDINAL_RULES = new Intl.PluralRules("en", { type: "ordinal" });

/** "the 22nd", "el día 22", "o dia 22", "der 22.", "le 1er": a day alone, the reader's way. */
const dayAlone = (t: TFunction, value: string, language: string): string | null => {
  const match = DAY_ALONE.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const written =
    language === "en"
      ? `${day}${ENGLISH_ORDINAL[ENGLISH_ORDINAL_RULES.select(day)] ?? "th"}`
      : language === "fr" && day === 1
        ? "1er"
        : String(day);
  return t("contradictions.dayOfMonth", { day: written });
};

/**
 * A finding's explanation in the reader's language: the engine names a sentence (`code`) and its values
 * (`params`, ISO dates and plain numbers); dates are written the locale's way. An unknown code (an engine
 * newer than this SPA) falls back to a sentence made of the type and the two values as written.
 */
export const explanationText = (t: TFunction, language: string, finding: Finding): string => {
  const locale = localeOfLanguage(uiLanguageOf(language));
  const params: Record<string, string> = {
    subject: finding.subject,
    attribute: finding.attribute,
    leftValue: finding.left.value,
    rightValue: finding.right.value,
  };
  for (const [name, value] of Object.entries(finding.explanation.params)) {
    params[name] = ISO_DATE.test(value)
      ? formatDateFor(value, locale) || value
      : (daySpan(value, locale) ??
        dayMonthSpan(value, locale) ??
        dayMonth(value, locale) ??
        dayAlone(t, value, uiLanguageOf(language)) ??
        weekday(value, locale) ??
        value);
  }
  // Durations are normalised to days ("0.028 day"), which nobody says: they are shown as written
  // ("forty minutes", "two hours and ten minutes").
  if (finding.explanation.code === "duration_mismatch") {
    params.left = finding.left.value;
    params.right = finding.right.value;
  }
  const fallback = t("contradictions.explanations.generic", {
    ...params,
    type: t(`contradictions.types.${finding.type}`),
    interpolation: { escapeValue: false },
  });
  // A value ending in its own dot (German "der 1.") takes the sentence's full stop.
  return t(`contradictions.explanations.${finding.explanation.code}`, {
    ...params,
    defaultValue: fallback,
    interpolation: { escapeValue: false },
  }).replace(/\.\.$/u, ".");
};
