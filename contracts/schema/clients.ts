import countryToCurrency from "country-to-currency";
import { Schema } from "effect";
import { AccountStatus, CurrencyCode } from "./account.ts";
import { Uuid } from "./ids.ts";
import { LANGUAGES, Language } from "./language.ts";

/** Which clients a list shows: assigned to the caller (the seed's default), all of the organisation, or nobody's. */
export const CLIENT_SCOPES = ["my", "all", "unassigned"] as const;
export const ClientScope = Schema.Literals(CLIENT_SCOPES);
export type ClientScope = typeof ClientScope.Type;

/** Pages are numbered from 0; a page holds 20 clients unless `size` says otherwise, never more than 100. */
export const FIRST_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/**
 * The query of `GET /api/account/me/clients`, as the URL carries it (strings). A size over 100 is refused
 * (400) rather than clamped, so that a caller never believes it received everything when it did not.
 */
export const ClientListQuery = Schema.Struct({
  page: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^(0|[1-9]\d{0,8})$/, { message: "must be a whole number from 0 (the first page)" }),
    ),
  ),
  size: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^(100|[1-9]\d?)$/, { message: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` }),
    ),
  ),
  q: Schema.optionalKey(
    Schema.String.check(
      Schema.isMaxLength(MAX_SEARCH_LENGTH, { message: `must be at most ${MAX_SEARCH_LENGTH} characters` }),
    ),
  ),
  scope: Schema.optionalKey(ClientScope.annotate({ message: `must be one of ${CLIENT_SCOPES.join(", ")}` })),
});
export type ClientListQuery = typeof ClientListQuery.Type;

/** The practitioner a client is assigned to. */
export const AssignedPractitioner = Schema.Struct({
  uuid: Uuid,
  firstName: Schema.String,
  lastName: Schema.String,
});
export type AssignedPractitioner = typeof AssignedPractitioner.Type;

/** A client as lists and the client calls answer it. */
export const ClientItem = Schema.Struct({
  uuid: Uuid,
  email: Schema.String,
  title: Schema.optionalKey(Schema.String),
  firstName: Schema.String,
  lastName: Schema.String,
  country2: Schema.String,
  language: Language,
  status: AccountStatus,
  assignedPractitioner: Schema.NullOr(AssignedPractitioner),
  createdAt: Schema.String,
  /** When the last invitation (confirmation) email was asked for; null when none was. */
  invitationSentAt: Schema.NullOr(Schema.String),
});
export type ClientItem = typeof ClientItem.Type;

/** One page of clients; `total` counts every client the filters match, across all pages. */
export const ClientPage = Schema.Struct({
  items: Schema.Array(ClientItem),
  page: Schema.Number,
  size: Schema.Number,
  total: Schema.Number,
});
export type ClientPage = typeof ClientPage.Type;

/** ISO 3166-1 alpha-2 codes the country-to-currency table knows (every assigned code). */
export const isCountryCode = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && Object.hasOwn(countryToCurrency, code);

const Name = Schema.Trim.check(
  Schema.isMinLength(1, { message: "must not be empty" }),
  Schema.isMaxLength(100, { message: "must be at most 100 characters" }),
);

/** The seed's new client payload (§3), with the rules the server enforces. */
export const NewClient = Schema.Struct({
  email: Schema.Trim.check(
    Schema.isMaxLength(254, { message: "must be at most 254 characters" }),
    Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
      message: "must be an email address such as ana@example.org",
    }),
  ),
  title: Schema.optionalKey(
    Schema.Trim.check(Schema.isMaxLength(50, { message: "must be at most 50 characters" })),
  ),
  firstName: Name,
  lastName: Name,
  country: Schema.String.check(
    Schema.makeFilter(isCountryCode, { message: "must be an ISO 3166-1 alpha-2 country code such as ES" }),
  ),
  language: Language.annotate({ message: `must be one of ${LANGUAGES.join(", ")}` }),
  currencyCode: CurrencyCode,
  type: Schema.Literal("User").annotate({ message: 'must be "User"' }),
  sendConnectionEmail: Schema.Boolean,
});
export type NewClient = typeof NewClient.Type;

/** What a client's page shows about them. */
export const ClientSummary = Schema.Struct({
  ...ClientItem.mapFields(({ createdAt: _createdAt, ...fields }) => fields).fields,
  /** Number of documents per category (categories without documents are left out). */
  documentsByCategory: Schema.Record(Schema.String, Schema.Number),
  /** When the client last said they had finished uploading (`POST /api/account/me/upload-complete`). */
  uploadsCompletedAt: Schema.NullOr(Schema.String),
  /** When the account's latest contradiction check ran; null before the first. */
  lastContradictionCheck: Schema.NullOr(Schema.String),
  /** How many findings of that latest check are still open (0 before the first). */
  findings: Schema.Number,
});
export type ClientSummary = typeof ClientSummary.Type;
