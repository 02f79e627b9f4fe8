import type { Language } from "../../../contracts/schema/language.ts";
import { escapeHtml } from "./html.ts";

/**
 * Names and titles come from users: control characters and line breaks become single spaces, so they can
 * neither break the Subject header nor lay out the text part.
 */
export const oneLine = (value: string): string =>
  value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** What an email with one button says, in the order it says it. */
export interface EmailLayout {
  readonly language: Language;
  /** The organisation's title, shown as the email's heading. */
  readonly heading: string;
  readonly subject: string;
  readonly greeting: string;
  /** Paragraphs above the button. */
  readonly before: ReadonlyArray<string>;
  readonly action: { readonly label: string; readonly link: string };
  /** Paragraphs under the button. */
  readonly after: ReadonlyArray<string>;
  readonly signOff: string;
  /** Above the plain link at the foot, for mail clients that break buttons. */
  readonly linkFallback: string;
}

/** The plain-text part: the link stands alone on its line, once, so that mail clients make it clickable whole. */
export const layoutText = (email: EmailLayout): string =>
  [email.greeting, ...email.before, email.action.link, ...email.after, email.signOff].join("\n\n");

/** The HTML part, styled inline as mail clients need: the one look of every email Avow sends. */
export const layoutHtml = (email: EmailLayout): string => {
  const e = escapeHtml;
  const href = e(email.action.link);
  // Each paragraph ends its own line: an empty list adds no blank line.
  const paragraphs = (list: ReadonlyArray<string>) => list.map((p) => `<p>${e(p)}</p>\n`).join("");
  return `<!doctype html>
<html lang="${e(email.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(email.subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${e(email.heading)}</p>
<p>${e(email.greeting)}</p>
${paragraphs(email.before)}<p style="margin:32px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#1f4e79;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${e(email.action.label)}</a></p>
${paragraphs(email.after)}<p>${e(email.signOff)}</p>
<p style="margin-top:32px;font-size:13px;color:#52606d">${e(email.linkFallback)}<br><a href="${href}" style="color:#1f4e79;word-break:break-all">${href}</a></p>
</div>
</body>
</html>
`;
};
