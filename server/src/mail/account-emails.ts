import type { Language } from "../../../contracts/schema/language.ts";
import {
  ACCOUNT_EMAIL_TEXTS,
  type AccountEmailTexts,
  type AccountEmailWording,
} from "./account-email-texts.ts";
import { escapeHtml } from "./html.ts";

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

/**
 * Names and titles come from users: control characters and line breaks become single spaces,
 * so they can neither break the Subject header nor lay out the text part.
 */
const oneLine = (value: string): string =>
  value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

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
  const greeting = firstName ? texts.greeting(firstName) : texts.greetingWithoutName;
  const subject = wording.subject(title);
  const paragraphs = [wording.expiry(duration), wording.notRequested];

  // The link stands alone on its line, exactly once, so that mail clients make it clickable whole.
  const text = [greeting, wording.intro(title), input.link, ...paragraphs, texts.signOff(title)].join("\n\n");

  const e = escapeHtml;
  const href = e(input.link);
  const lang = e(input.language);
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${e(title)}</p>
<p>${e(greeting)}</p>
<p>${e(wording.intro(title))}</p>
<p style="margin:32px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#1f4e79;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${e(wording.action)}</a></p>
${paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join("\n")}
<p>${e(texts.signOff(title))}</p>
<p style="margin-top:32px;font-size:13px;color:#52606d">${e(texts.linkFallback)}<br><a href="${href}" style="color:#1f4e79;word-break:break-all">${href}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
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
