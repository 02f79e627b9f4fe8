import type { Language } from "../../../contracts/schema/language.ts";
import { ACCOUNT_EMAIL_TEXTS } from "./account-email-texts.ts";
import { BRAND_NAME, type RenderedEmail } from "./account-emails.ts";
import { escapeHtml } from "./html.ts";

interface UploadCompleteWording {
  readonly subject: (client: string) => string;
  readonly body: (client: string, title: string) => string;
  readonly count: (documents: number) => string;
  readonly action: string;
}

// The greeting, link fallback and sign-off are the account emails' (same register per language).
const WORDING: Readonly<Record<Language, UploadCompleteWording>> = {
  en: {
    subject: (client) => `${client} has finished uploading documents`,
    body: (client, title) => `${client} says they have finished uploading their documents to ${title}.`,
    count: (n) =>
      n === 1 ? "Their account now holds 1 document." : `Their account now holds ${n} documents.`,
    action: "Open Avow",
  },
  es: {
    subject: (client) => `${client} ha terminado de subir documentos`,
    body: (client, title) => `${client} indica que ha terminado de subir sus documentos a ${title}.`,
    count: (n) => (n === 1 ? "Su cuenta tiene ahora 1 documento." : `Su cuenta tiene ahora ${n} documentos.`),
    action: "Abrir Avow",
  },
  pt: {
    subject: (client) => `${client} terminou de carregar documentos`,
    body: (client, title) => `${client} indica que terminou de carregar os seus documentos em ${title}.`,
    count: (n) => (n === 1 ? "A conta tem agora 1 documento." : `A conta tem agora ${n} documentos.`),
    action: "Abrir o Avow",
  },
  de: {
    subject: (client) => `${client} hat das Hochladen von Dokumenten abgeschlossen`,
    body: (client, title) => `${client} hat angegeben, alle Dokumente zu ${title} hochgeladen zu haben.`,
    count: (n) =>
      n === 1 ? "Das Konto enthält jetzt 1 Dokument." : `Das Konto enthält jetzt ${n} Dokumente.`,
    action: "Avow öffnen",
  },
  fr: {
    subject: (client) => `${client} a fini de déposer ses documents`,
    body: (client, title) => `${client} indique avoir fini de déposer ses documents sur ${title}.`,
    count: (n) =>
      n <= 1
        ? `Son compte contient maintenant ${n} document.`
        : `Son compte contient maintenant ${n} documents.`,
    action: "Ouvrir Avow",
  },
};

export interface UploadCompleteEmailInput {
  /** The practitioner's language: the email is for them. */
  readonly language: Language;
  readonly practitionerFirstName: string;
  readonly clientName: string;
  readonly documents: number;
  readonly organisationTitle?: string | null | undefined;
  /** Where the practitioner signs in (the app's page for the organisation). */
  readonly link: string;
}

const oneLine = (value: string): string =>
  value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** "Ana Silva has finished uploading documents", to the client's practitioner, in the practitioner's language. */
export const uploadCompleteEmail = (input: UploadCompleteEmailInput): RenderedEmail => {
  const texts = ACCOUNT_EMAIL_TEXTS[input.language];
  const wording = WORDING[input.language];
  const title = oneLine(input.organisationTitle ?? "") || BRAND_NAME;
  const client = oneLine(input.clientName);
  const firstName = oneLine(input.practitionerFirstName);
  const greeting = firstName ? texts.greeting(firstName) : texts.greetingWithoutName;
  const subject = wording.subject(client);
  const paragraphs = [wording.body(client, title), wording.count(input.documents)];
  const text = [greeting, ...paragraphs, input.link, texts.signOff(title)].join("\n\n");
  const e = escapeHtml;
  const href = e(input.link);
  const html = `<!doctype html>
<html lang="${e(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${e(title)}</p>
<p>${e(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join("\n")}
<p style="margin:32px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#1f4e79;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${e(wording.action)}</a></p>
<p>${e(texts.signOff(title))}</p>
<p style="margin-top:32px;font-size:13px;color:#52606d">${e(texts.linkFallback)}<br><a href="${href}" style="color:#1f4e79;word-break:break-all">${href}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
};
