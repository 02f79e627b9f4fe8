import type { Language } from "../../../contracts/schema/language.ts";
import {
  ACCOUNT_EMAIL_TEXTS,
  type AccountEmailTexts,
  type AccountEmailWording,
} from "./account-email-texts.ts";
import { layoutHtml, layoutText, oneLine, type EmailLayout } from "./email-layout.ts";

/** The brand name, used when the organisation has no skin title. */
export const BRAND_NAME = "Avow";

/** A rendered email, ready for `Mailer.send` with the recipient and language added. */
export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface AccountEmailInput {
  readonly language: Language;
  readonly firstName: string;
  /** The organisation's skin title; absent or blank means the brand name. */
  readonly organisationTitle?: string | null | undefined;
  /** The whole link, built by the caller (see `linkWithToken`). */
  readonly link: string;
}

export interface ConfirmationEmailInput extends AccountEmailInput {
  readonly expiresInDays: number;
}

export interface PasswordResetEmailInput extends AccountEmailInput {
  readonly expiresInMinutes: number;
}

const formatUnit = (locale: string, value: number, unit: "day" | "hour" | "minute"): string =>
  new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);

/** Whole hours read better than minutes: 60 → "1 hour", 90 → "90 minutes". */
const formatMinutes = (locale: string, minutes: number): string =>
  minutes >= 60 && minutes % 60 === 0
    ? formatUnit(locale, minutes / 60, "hour")
    : formatUnit(locale, minutes, "minute");

const render = (
  texts: AccountEmailTexts,
  wording: AccountEmailWording,
  input: AccountEmailInput,
  duration: string,
): RenderedEmail => {
  const title = oneLine(input.organisationTitle ?? "") || BRAND_NAME;
  const firstName = oneLine(input.firstName);
  const layout: EmailLayout = {
    language: input.language,
    heading: title,
    subject: wording.subject(title),
    greeting: firstName ? texts.greeting(firstName) : texts.greetingWithoutName,
    before: [wording.intro(title)],
    action: { label: wording.action, link: input.link },
    after: [wording.expiry(duration), wording.notRequested],
    signOff: texts.signOff(title),
    linkFallback: texts.linkFallback,
  };
  return { subject: layout.subject, text: layoutText(layout), html: layoutHtml(layout) };
};

/** "Confirm your account and choose a password", sent when an account is created. */
export const confirmationEmail = (input: ConfirmationEmailInput): RenderedEmail => {
  const texts = ACCOUNT_EMAIL_TEXTS[input.language];
  return render(texts, texts.confirmation, input, formatUnit(texts.locale, input.expiresInDays, "day"));
};

/** "Reset your password": the link works once and expires; ignore the email if you did not ask. */
export const passwordResetEmail = (input: PasswordResetEmailInput): RenderedEmail => {
  const texts = ACCOUNT_EMAIL_TEXTS[input.language];
  return render(texts, texts.passwordReset, input, formatMinutes(texts.locale, input.expiresInMinutes));
};

/**
 * `https://host/confirm-account?token=…&org=…`, everything URL-encoded. Keeps a path prefix of
 * `publicUrl` (`https://host/avow` → `https://host/avow/confirm-account`); `org` lets the page take
 * the organisation's skin.
 */
export const linkWithToken = (
  publicUrl: string,
  path: "/confirm-account" | "/reset-password",
  token: string,
  org?: string,
): string => {
  const url = new URL(publicUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`The public URL must be http(s), got ${url.protocol}`);
  }
  url.pathname = url.pathname.replace(/\/+$/, "") + path;
  url.search = "";
  url.hash = "";
  url.searchParams.set("token", token);
  if (org !== undefined && org !== "") url.searchParams.set("org", org);
  return url.toString();
};
