import type { Language } from "../../../contracts/schema/language.ts";
import { ACCOUNT_EMAIL_TEXTS } from "./account-email-texts.ts";
import { BRAND_NAME, type RenderedEmail } from "./account-emails.ts";
import { layoutHtml, layoutText, oneLine, type EmailLayout } from "./email-layout.ts";
import { utcDateAndTime } from "./utc-time.ts";

/** `asker` is the professional's full name, `org` the organisation's title, `client` the client's first name. */
interface Names {
  readonly asker: string;
  readonly org: string;
  readonly client: string;
}

interface InvitationWording {
  readonly subject: (n: Names) => string;
  /** Who asks, about whom, and what about. */
  readonly intro: (n: Names) => string;
  /** Why, where the answers go, and that the page asks for consent first. */
  readonly why: (n: Names) => string;
  readonly action: string;
  readonly expiry: (date: string, time: string) => string;
  readonly notExpected: (n: Names) => string;
}

// The same register as the account emails: British English, "tú" in Spanish, "a sua" in European
// Portuguese, "Sie" in German, "vous" in French. Only the client's first name is given: the relative
// knows them, and the email may be read by others.
const WORDING: Readonly<Record<Language, InvitationWording>> = {
  en: {
    subject: (n) => `${n.asker} of ${n.org} asks for your help about ${n.client}`,
    intro: (n) =>
      `${n.asker} of ${n.org} is working with ${n.client} and asks you, as someone who knows ${n.client}, to answer a few questions: when and where things happened, the places ${n.client} has lived, the family, and what you saw yourself.`,
    why: (n) =>
      `Your answers help ${n.org} understand ${n.client}’s situation and check the dates and places in ${n.client}’s own account. They are added to ${n.client}’s file at ${n.org}. Before you answer, the page explains how they will be used and asks for your consent.`,
    action: "Answer the questions",
    expiry: (date, time) =>
      `The link works only once, until ${date} at ${time} (UTC). Answering takes about ten minutes.`,
    notExpected: (n) => `If you do not know ${n.client} or were not expecting this email, you can ignore it.`,
  },
  es: {
    subject: (n) => `${n.asker}, de ${n.org}, te pide ayuda sobre ${n.client}`,
    intro: (n) =>
      `${n.asker}, de ${n.org}, trabaja con ${n.client} y te pide, como persona que conoce a ${n.client}, que respondas a unas preguntas: cuándo y dónde ocurrieron las cosas, los lugares donde ha vivido ${n.client}, su familia y lo que presenciaste personalmente.`,
    why: (n) =>
      `Tus respuestas ayudan a ${n.org} a entender la situación de ${n.client} y a comprobar las fechas y los lugares de su relato. Se añaden al expediente de ${n.client} en ${n.org}. Antes de responder, la página te explica cómo se usarán y te pide tu consentimiento.`,
    action: "Responder a las preguntas",
    expiry: (date, time) =>
      `El enlace solo se puede usar una vez y funciona hasta el ${date} a las ${time} (UTC). Responder lleva unos diez minutos.`,
    notExpected: (n) => `Si no conoces a ${n.client} o no esperabas este correo, puedes ignorarlo.`,
  },
  pt: {
    subject: (n) => `${n.asker}, de ${n.org}, pede a sua ajuda sobre ${n.client}`,
    intro: (n) =>
      `${n.asker}, de ${n.org}, trabalha com ${n.client} e pede-lhe, como pessoa que conhece ${n.client}, que responda a algumas perguntas: quando e onde aconteceram as coisas, os lugares onde ${n.client} viveu, a família e o que presenciou pessoalmente.`,
    why: (n) =>
      `As suas respostas ajudam ${n.org} a compreender a situação de ${n.client} e a confirmar as datas e os lugares do seu relato. São anexadas ao processo de ${n.client} em ${n.org}. Antes de responder, a página explica como serão usadas e pede o seu consentimento.`,
    action: "Responder às perguntas",
    expiry: (date, time) =>
      `A ligação só pode ser usada uma vez e funciona até ${date}, às ${time} (UTC). Responder demora cerca de dez minutos.`,
    notExpected: (n) => `Se não conhece ${n.client} ou não estava à espera deste email, pode ignorá-lo.`,
  },
  de: {
    subject: (n) => `${n.asker} (${n.org}) bittet Sie um Auskunft über ${n.client}`,
    intro: (n) =>
      `${n.asker} von ${n.org} betreut ${n.client} und bittet Sie als Person, die ${n.client} kennt, einige Fragen zu beantworten: wann und wo sich Dinge ereignet haben, wo ${n.client} gelebt hat, zur Familie und dazu, was Sie selbst gesehen haben.`,
    why: (n) =>
      `Ihre Antworten helfen ${n.org}, die Lage von ${n.client} zu verstehen und die Daten und Orte in der Schilderung von ${n.client} zu prüfen. Sie werden der Akte von ${n.client} bei ${n.org} beigefügt. Bevor Sie antworten, erklärt die Seite, wie die Antworten verwendet werden, und bittet um Ihre Einwilligung.`,
    action: "Fragen beantworten",
    expiry: (date, time) =>
      `Der Link funktioniert nur einmal und ist bis zum ${date} um ${time} Uhr (UTC) gültig. Das Beantworten dauert etwa zehn Minuten.`,
    notExpected: (n) =>
      `Falls Sie ${n.client} nicht kennen oder diese E-Mail nicht erwartet haben, können Sie sie ignorieren.`,
  },
  fr: {
    subject: (n) => `${n.asker} (${n.org}) vous demande votre aide au sujet de ${n.client}`,
    intro: (n) =>
      `${n.asker}, de ${n.org}, accompagne ${n.client} et vous demande, en tant que personne qui connaît ${n.client}, de répondre à quelques questions\u00a0: quand et où les faits se sont produits, les lieux où ${n.client} a vécu, sa famille et ce que vous avez vu vous-même.`,
    why: (n) =>
      `Vos réponses aident ${n.org} à comprendre la situation de ${n.client} et à vérifier les dates et les lieux de son récit. Elles sont ajoutées au dossier de ${n.client} chez ${n.org}. Avant que vous répondiez, la page explique comment elles seront utilisées et vous demande votre consentement.`,
    action: "Répondre aux questions",
    expiry: (date, time) =>
      `Ce lien ne fonctionne qu’une seule fois, jusqu’au ${date} à ${time} (UTC). Répondre prend environ dix minutes.`,
    notExpected: (n) =>
      `Si vous ne connaissez pas ${n.client} ou ne vous attendiez pas à cet e-mail, vous pouvez l’ignorer.`,
  },
};

export interface InterviewInvitationEmailInput {
  /** The invitation's language: the email is for the relative. */
  readonly language: Language;
  readonly relativeName: string;
  /** The professional who asks, first and last name. */
  readonly askerName: string;
  /** The organisation's skin title, else its name; absent or blank means the brand name. */
  readonly organisationTitle?: string | null | undefined;
  readonly clientFirstName: string;
  /** `<AVOW_PUBLIC_URL>/family-interview/<token>`. */
  readonly link: string;
  /** When the link stops working (ISO 8601). */
  readonly expiresAt: string;
}

/** "Priya Shah of Harbour Family Law asks for your help about José", to the relative, in the invitation's language. */
export const interviewInvitationEmail = (input: InterviewInvitationEmailInput): RenderedEmail => {
  const texts = ACCOUNT_EMAIL_TEXTS[input.language];
  const wording = WORDING[input.language];
  const names: Names = {
    asker: oneLine(input.askerName),
    org: oneLine(input.organisationTitle ?? "") || BRAND_NAME,
    client: oneLine(input.clientFirstName),
  };
  const relative = oneLine(input.relativeName);
  const { date, time } = utcDateAndTime(texts.locale, input.expiresAt);
  const layout: EmailLayout = {
    language: input.language,
    heading: names.org,
    subject: wording.subject(names),
    greeting: relative ? texts.greeting(relative) : texts.greetingWithoutName,
    before: [wording.intro(names), wording.why(names)],
    action: { label: wording.action, link: input.link },
    after: [wording.expiry(date, time), wording.notExpected(names)],
    signOff: texts.signOff(names.org),
    linkFallback: texts.linkFallback,
  };
  return { subject: layout.subject, text: layoutText(layout), html: layoutHtml(layout) };
};

/** `https://host/family-interview/<token>`, keeping a path prefix of `publicUrl`; the token URL-encoded. */
export const interviewLink = (publicUrl: string, token: string): string => {
  const url = new URL(publicUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/family-interview/${encodeURIComponent(token)}`;
  url.search = "";
  url.hash = "";
  return url.toString();
};
