import type { Language } from "../../../contracts/schema/language.ts";
import { ACCOUNT_EMAIL_TEXTS } from "./account-email-texts.ts";
import { BRAND_NAME, type RenderedEmail } from "./account-emails.ts";
import { layoutHtml, layoutText, oneLine, type EmailLayout } from "./email-layout.ts";

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

/** "Ana Silva has finished uploading documents", to the client's practitioner, in the practitioner's language. */
export const uploadCompleteEmail = (input: UploadCompleteEmailInput): RenderedEmail => {
  const texts = ACCOUNT_EMAIL_TEXTS[input.language];
  const wording = WORDING[input.language];
  const title = oneLine(input.organisationTitle ?? "") || BRAND_NAME;
  const client = oneLine(input.clientName);
  const firstName = oneLine(input.practitionerFirstName);
  const layout: EmailLayout = {
    language: input.language,
    heading: title,
    subject: wording.subject(client),
    greeting: firstName ? texts.greeting(firstName) : texts.greetingWithoutName,
    before: [wording.body(client, title), wording.count(input.documents)],
    action: { label: wording.action, link: input.link },
    after: [],
    signOff: texts.signOff(title),
    linkFallback: texts.linkFallback,
  };
  return { subject: layout.subject, text: layoutText(layout), html: layoutHtml(layout) };
};
