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
      : (dayMonth(value, locale) ?? value);
  }
  const fallback = t("contradictions.explanations.generic", {
    ...params,
    type: t(`contradictions.types.${finding.type}`),
    interpolation: { escapeValue: false },
  });
  return t(`contradictions.explanations.${finding.explanation.code}`, {
    ...params,
    defaultValue: fallback,
    interpolation: { escapeValue: false },
  });
};
