import type { Language } from "../../../contracts/schema/language.ts";
import { ACCOUNT_EMAIL_TEXTS } from "./account-email-texts.ts";
import { BRAND_NAME, type RenderedEmail } from "./account-emails.ts";
import { layoutHtml, layoutText, oneLine, type EmailLayout } from "./email-layout.ts";
import { utcDateAndTime } from "./utc-time.ts";

interface SubmittedWording {
  readonly subject: (relative: string, client: string) => string;
  readonly body: (relative: string, client: string, date: string, time: string) => string;
  readonly filed: string;
  readonly action: string;
}

// For the professional who sent the invitation, in their own language.
const WORDING: Readonly<Record<Language, SubmittedWording>> = {
  en: {
    subject: (relative, client) => `${relative} has answered the family interview about ${client}`,
    body: (relative, client, date, time) =>
      `${relative} answered the family interview about ${client} on ${date} at ${time} (UTC).`,
    filed:
      "The answers are on the client’s account as a document of the category “Interview”, and contradiction checks read it like any other document.",
    action: "Open the client’s page",
  },
  es: {
    subject: (relative, client) => `${relative} ha respondido a la entrevista familiar sobre ${client}`,
    body: (relative, client, date, time) =>
      `${relative} respondió a la entrevista familiar sobre ${client} el ${date} a las ${time} (UTC).`,
    filed:
      "Las respuestas están en la cuenta del cliente como un documento de la categoría «Entrevista», y las comprobaciones de contradicciones lo leen como cualquier otro documento.",
    action: "Abrir la página del cliente",
  },
  pt: {
    subject: (relative, client) => `${relative} respondeu à entrevista familiar sobre ${client}`,
    body: (relative, client, date, time) =>
      `${relative} respondeu à entrevista familiar sobre ${client} em ${date}, às ${time} (UTC).`,
    filed:
      "As respostas estão na conta do cliente como um documento da categoria «Entrevista», e as verificações de contradições leem-no como qualquer outro documento.",
    action: "Abrir a página do cliente",
  },
  de: {
    subject: (relative, client) => `${relative} hat die Familienbefragung zu ${client} beantwortet`,
    body: (relative, client, date, time) =>
      `${relative} hat die Familienbefragung zu ${client} am ${date} um ${time} Uhr (UTC) beantwortet.`,
    filed:
      "Die Antworten liegen im Konto des Klienten als Dokument der Kategorie „Gespräch“, und die Prüfungen auf Widersprüche lesen es wie jedes andere Dokument.",
    action: "Seite des Klienten öffnen",
  },
  fr: {
    subject: (relative, client) => `${relative} a répondu à l’entretien familial au sujet de ${client}`,
    body: (relative, client, date, time) =>
      `${relative} a répondu à l’entretien familial au sujet de ${client} le ${date} à ${time} (UTC).`,
    filed:
      "Les réponses figurent sur le compte du client comme document de la catégorie «\u00a0Entretien\u00a0», et les recherches de contradictions le lisent comme tout autre document.",
    action: "Ouvrir la page du client",
  },
};

export interface InterviewSubmittedEmailInput {
  /** The professional's language: the email is for them. */
  readonly language: Language;
  readonly professionalFirstName: string;
  readonly relativeName: string;
  readonly clientName: string;
  readonly organisationTitle?: string | null | undefined;
  readonly submittedAt: string;
  /** The client's page in the app. */
  readonly link: string;
}

/** "Lucía Álvarez has answered the family interview about José Álvarez", to the professional who asked. */
export const interviewSubmittedEmail = (input: InterviewSubmittedEmailInput): RenderedEmail => {
  const texts = ACCOUNT_EMAIL_TEXTS[input.language];
  const wording = WORDING[input.language];
  const org = oneLine(input.organisationTitle ?? "") || BRAND_NAME;
  const relative = oneLine(input.relativeName);
  const client = oneLine(input.clientName);
  const firstName = oneLine(input.professionalFirstName);
  const { date, time } = utcDateAndTime(texts.locale, input.submittedAt);
  const layout: EmailLayout = {
    language: input.language,
    heading: org,
    subject: wording.subject(relative, client),
    greeting: firstName ? texts.greeting(firstName) : texts.greetingWithoutName,
    before: [wording.body(relative, client, date, time), wording.filed],
    action: { label: wording.action, link: input.link },
    after: [],
    signOff: texts.signOff(org),
    linkFallback: texts.linkFallback,
  };
  return { subject: layout.subject, text: layoutText(layout), html: layoutHtml(layout) };
};
