import { randomBytes } from "node:crypto";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Language } from "../../../contracts/schema/language.ts";
import { writeFileAtomic } from "./atomic-write.ts";
import { linksIn } from "./links.ts";
import { checkSmtpUrl, maskSmtpUrl } from "./smtp-url.ts";

/** One email to one person, already rendered in their language. */
export interface OutgoingMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: Language;
}

/** What became of a message: its Message-ID, and the .eml file in outbox mode. */
export interface SentMessage {
  readonly messageId: string;
  readonly file?: string;
}

/** Sends account emails; the only way the server reaches a person's inbox. */
export interface Mailer {
  send(message: OutgoingMessage): Promise<SentMessage>;
}

export interface MailerConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`; undefined or empty writes .eml files instead. */
  readonly smtpUrl: string | undefined;
  /** The From header, e.g. `Avow <no-reply@avow.example>`. */
  readonly from: string;
  /** Where outbox mode writes its .eml files. */
  readonly outboxDir: string;
  readonly log: (line: string) => void;
}

/** One bare address: a comma or a display name would let one message reach several people. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

// Applied to every message: our emails never embed files or fetch URLs, so nothing a user typed can make them.
const contentGuards = { disableFileAccess: true, disableUrlAccess: true } as const;

const mailOptions = (from: string, message: OutgoingMessage): SendMailOptions => {
  if (!SINGLE_ADDRESS.test(message.to)) throw new Error("An email goes to exactly one plain address");
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { "Content-Language": message.language },
  };
};

/** `2026-11-22T090000.123Z-1a2b3c4d.eml`: sorts by time, and has no colons, which some file systems refuse. */
const outboxFileName = (now: Date): string =>
  `${now.toISOString().replace(/:/g, "")}-${randomBytes(4).toString("hex")}.eml`;

const smtpMailer = (smtpUrl: string, config: MailerConfig): Mailer => {
  checkSmtpUrl(smtpUrl);
  const masked = maskSmtpUrl(smtpUrl);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // nodemailer waits minutes by default; a request that sends an email should fail sooner.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...contentGuards,
  });
  config.log(`mail: sending through ${masked}`);
  return {
    send: async (message) => {
      const info = await transport.sendMail(mailOptions(config.from, message));
      // The Message-ID only: recipients and bodies (which carry one-time links) stay out of production logs.
      config.log(`mail: sent ${info.messageId} through ${masked}`);
      return { messageId: info.messageId };
    },
  };
};

const outboxMailer = (config: MailerConfig): Mailer => {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
    ...contentGuards,
  });
  config.log(`mail: no SMTP URL, writing emails to ${config.outboxDir}`);
  return {
    send: async (message) => {
      const info = await transport.sendMail(mailOptions(config.from, message));
      if (!Buffer.isBuffer(info.message))
        throw new Error("nodemailer returned a stream despite buffer: true");
      const file = await writeFileAtomic(config.outboxDir, outboxFileName(new Date()), info.message);
      // For the developer running locally: who, what, and the links to click. Nothing else of the body.
      const links = linksIn(message.text);
      config.log(
        `mail: to ${message.to}, subject ${JSON.stringify(message.subject)}, links: ${links.join(" ") || "none"} (${file})`,
      );
      return { messageId: info.messageId, file };
    },
  };
};

/** SMTP when a URL is configured, otherwise an outbox folder of .eml files for local development. */
export const createMailer = (config: MailerConfig): Mailer =>
  config.smtpUrl ? smtpMailer(config.smtpUrl, config) : outboxMailer(config);
