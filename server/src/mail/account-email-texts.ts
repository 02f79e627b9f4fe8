import type { Language } from "../../../contracts/schema/language.ts";

/** The words of one account email; `title` is the organisation's skin title or "Avow". */
export interface AccountEmailWording {
  readonly subject: (title: string) => string;
  readonly intro: (title: string) => string;
  /** The button's label in the HTML part. */
  readonly action: string;
  /** `duration` is already formatted, e.g. "7 days" or "1 hour". */
  readonly expiry: (duration: string) => string;
  readonly notRequested: string;
}

/** Everything the account emails say in one language. */
export interface AccountEmailTexts {
  /** The brand locale, for number and unit formatting. */
  readonly locale: string;
  readonly greeting: (firstName: string) => string;
  readonly greetingWithoutName: string;
  readonly confirmation: AccountEmailWording;
  readonly passwordReset: AccountEmailWording;
  /** Above the plain link under the button, for mail clients that break buttons. */
  readonly linkFallback: string;
  readonly signOff: (title: string) => string;
}

// Register follows the SPA's locales: British English, "tú" in Spanish, "a sua" in European Portuguese,
// "Sie" in German, "vous" in French.
export const ACCOUNT_EMAIL_TEXTS: Readonly<Record<Language, AccountEmailTexts>> = {
  en: {
    locale: "en-GB",
    greeting: (name) => `Hello ${name},`,
    greetingWithoutName: "Hello,",
    confirmation: {
      subject: (title) => `Confirm your ${title} account`,
      intro: (title) => `To start using ${title}, please confirm your account and choose a password.`,
      action: "Confirm my account",
      expiry: (duration) => `This link expires in ${duration}.`,
      notRequested: "If you were not expecting this email, you can ignore it.",
    },
    passwordReset: {
      subject: (title) => `Reset your ${title} password`,
      intro: (title) => `We received a request to reset the password of your ${title} account.`,
      action: "Choose a new password",
      expiry: (duration) => `This link works only once and expires in ${duration}.`,
      notRequested: "If you did not ask for this, you can ignore this email: your password stays the same.",
    },
    linkFallback: "If the button does not work, copy this address into your browser:",
    signOff: (title) => `The ${title} team`,
  },
  es: {
    locale: "es-ES",
    greeting: (name) => `Hola, ${name}:`,
    greetingWithoutName: "Hola:",
    confirmation: {
      subject: (title) => `Confirma tu cuenta de ${title}`,
      intro: (title) => `Para empezar a usar ${title}, confirma tu cuenta y elige una contraseña.`,
      action: "Confirmar mi cuenta",
      expiry: (duration) => `Este enlace caduca en ${duration}.`,
      notRequested: "Si no esperabas este correo, puedes ignorarlo.",
    },
    passwordReset: {
      subject: (title) => `Restablece tu contraseña de ${title}`,
      intro: (title) =>
        `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${title}.`,
      action: "Elegir una contraseña nueva",
      expiry: (duration) => `Este enlace solo se puede usar una vez y caduca en ${duration}.`,
      notRequested: "Si no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambiará.",
    },
    linkFallback: "Si el botón no funciona, copia esta dirección en tu navegador:",
    signOff: (title) => `El equipo de ${title}`,
  },
  pt: {
    locale: "pt-PT",
    greeting: (name) => `Olá, ${name},`,
    greetingWithoutName: "Olá,",
    confirmation: {
      subject: (title) => `Confirme a sua conta ${title}`,
      intro: (title) => `Para começar, confirme a sua conta ${title} e escolha uma palavra-passe.`,
      action: "Confirmar a minha conta",
      expiry: (duration) => `Esta ligação expira dentro de ${duration}.`,
      notRequested: "Se não estava à espera deste email, pode ignorá-lo.",
    },
    passwordReset: {
      subject: (title) => `Reponha a palavra-passe da sua conta ${title}`,
      intro: (title) => `Recebemos um pedido para repor a palavra-passe da sua conta ${title}.`,
      action: "Escolher uma nova palavra-passe",
      expiry: (duration) => `Esta ligação só pode ser usada uma vez e expira dentro de ${duration}.`,
      notRequested: "Se não fez este pedido, pode ignorar este email: a sua palavra-passe não muda.",
    },
    linkFallback: "Se o botão não funcionar, copie este endereço para o seu navegador:",
    signOff: (title) => `A equipa ${title}`,
  },
  de: {
    locale: "de-DE",
    greeting: (name) => `Hallo ${name},`,
    greetingWithoutName: "Hallo,",
    confirmation: {
      subject: (title) => `Bestätigen Sie Ihr Konto bei ${title}`,
      intro: (title) => `Um ${title} zu nutzen, bestätigen Sie bitte Ihr Konto und wählen Sie ein Passwort.`,
      action: "Konto bestätigen",
      expiry: (duration) => `Dieser Link ist ${duration} gültig.`,
      notRequested: "Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.",
    },
    passwordReset: {
      subject: (title) => `Setzen Sie Ihr Passwort bei ${title} zurück`,
      intro: (title) =>
        `Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei ${title} zurückzusetzen.`,
      action: "Neues Passwort wählen",
      expiry: (duration) => `Dieser Link funktioniert nur einmal und ist ${duration} gültig.`,
      notRequested:
        "Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.",
    },
    linkFallback: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
    signOff: (title) => `Ihr Team von ${title}`,
  },
  fr: {
    locale: "fr-FR",
    greeting: (name) => `Bonjour ${name},`,
    greetingWithoutName: "Bonjour,",
    confirmation: {
      subject: (title) => `Confirmez votre compte ${title}`,
      intro: (title) =>
        `Pour commencer à utiliser ${title}, confirmez votre compte et choisissez un mot de passe.`,
      action: "Confirmer mon compte",
      expiry: (duration) => `Ce lien expire dans ${duration}.`,
      notRequested: "Si vous ne vous attendiez pas à cet e-mail, vous pouvez l’ignorer.",
    },
    passwordReset: {
      subject: (title) => `Réinitialisez votre mot de passe ${title}`,
      intro: (title) =>
        `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${title}.`,
      action: "Choisir un nouveau mot de passe",
      expiry: (duration) => `Ce lien ne fonctionne qu’une seule fois et expire dans ${duration}.`,
      // French puts a no-break space before a colon.
      notRequested:
        "Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail\u00a0: votre mot de passe ne changera pas.",
    },
    linkFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:",
    signOff: (title) => `L’équipe ${title}`,
  },
};
