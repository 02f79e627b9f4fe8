import { uiLanguageOf } from "../../i18n/language.ts";
import { formatDate, localeOfLanguage } from "../../i18n/formatting.ts";

/**
 * A `YYYY-MM-DD` date in the long form of the brand locale of `language` (seed §9: "3 November 2026",
 * "3. November 2026"), the same calendar day whatever the reader's time zone.
 */
export const formatIsoDate = (isoDate: string, language: string): string =>
  formatDate(new Date(`${isoDate}T00:00:00Z`), localeOfLanguage(uiLanguageOf(language)));
