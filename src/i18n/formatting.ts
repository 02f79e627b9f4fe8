import { brandOfLanguage } from "../../contracts/schema/brand.ts";
import type { Language } from "../../contracts/schema/language.ts";

/**
 * Formatting by the brand's locale (seed §9): dates, numbers and money through Intl, so that the Spanish
 * brand writes 1.234,5 and 1234,50 € and starts its weeks on Monday.
 */
export const localeOfLanguage = (language: Language): string => brandOfLanguage(language).locale;

/** The currency a brand shows money in by default (the Spanish brand: EUR). */
export const currencyOfLanguage = (language: Language): string => brandOfLanguage(language).currency;

export const formatDate = (date: Date, locale: string, style: "long" | "medium" | "short" = "long"): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(date);

export const formatNumber = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale).format(value);

export const formatMoney = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);

type WeekInfo = { readonly firstDay: number };
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the week, 1 = Monday … 7 = Sunday (CLDR), for calendars. */
export const firstDayOfWeek = (locale: string): number => {
  const info = new Intl.Locale(locale) as LocaleWithWeekInfo;
  // getWeekInfo() is the current name; older engines had a weekInfo getter; without either, ISO's Monday.
  return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
};

/** A size for people: 512 B, 48.2 kB, 3.4 MB (decimal units, as file managers show them), in the locale's way. */
export const formatBytes = (bytes: number, locale: string): string => {
  const [unit, value] =
    bytes >= 1_000_000_000
      ? (["gigabyte", bytes / 1e9] as const)
      : bytes >= 1_000_000
        ? (["megabyte", bytes / 1e6] as const)
        : bytes >= 1000
          ? (["kilobyte", bytes / 1e3] as const)
          : (["byte", bytes] as const);
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: unit === "byte" ? 0 : 1,
  }).format(value);
};
