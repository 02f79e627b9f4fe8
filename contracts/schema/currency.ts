import { Schema } from "effect";
import { CurrencyCode } from "./account.ts";
import { LANGUAGES, Language } from "./language.ts";

/** ISO 3166-1 alpha-2 as the currency call takes it: two letters in either case (compared in upper case). */
export const CountryCodeParam = Schema.String.check(
  Schema.isPattern(/^[A-Za-z]{2}$/, { message: "must be a two-letter country code such as ES" }),
);

/**
 * The query of `GET /api/refdata/currency`. Both parameters are optional: without `language` the
 * default language applies; without `code2`, or with one no country has, the brand's currency does.
 */
export const CurrencyQuery = Schema.Struct({
  language: Schema.optionalKey(Language.annotate({ message: `must be one of ${LANGUAGES.join(", ")}` })),
  code2: Schema.optionalKey(CountryCodeParam),
});
export type CurrencyQuery = typeof CurrencyQuery.Type;

/** The answer: an ISO 4217 code as a text/plain body, such as `EUR`. */
export const CurrencyAnswer = CurrencyCode;
export type CurrencyAnswer = typeof CurrencyAnswer.Type;
