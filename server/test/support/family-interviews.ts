import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import type { NewFamilyInterview } from "../../../contracts/schema/family-interviews.ts";
import type { Db } from "../../src/db/database.ts";
import type { Mailer, OutgoingMessage } from "../../src/mail/mailer.ts";
import { createOrganisation, signedInAccount } from "./accounts.ts";

/** An invitation of Lucía Moreno, José's sister, in Spanish, at an address nobody else has. */
export const newInvitation = (overrides: Partial<NewFamilyInterview> = {}): NewFamilyInterview => ({
  relativeName: "Lucía Moreno",
  relationship: "sibling",
  email: `lucia.${Math.random().toString(36).slice(2, 10)}@example.org`,
  language: "es",
  ...overrides,
});

/**
 * An organisation (skinned "Harbour Family Law") with a practitioner (Priya Shah), a reviewer, an admin
 * and a client (José Álvarez) assigned to Priya.
 */
export const interviewPractice = async (db: Db, options: { practitionerLanguage?: string } = {}) => {
  const org = await createOrganisation(db);
  const practitioner = await signedInAccount(db, org, "ROLE_PRACTITIONER", {
    firstName: "Priya",
    lastName: "Shah",
    language: options.practitionerLanguage ?? "en",
  });
  const reviewer = await signedInAccount(db, org, "ROLE_REVIEWER");
  const admin = await signedInAccount(db, org, "ROLE_ADMIN");
  const client = await signedInAccount(db, org, "ROLE_USER", {
    firstName: "José",
    lastName: "Álvarez",
    language: "es",
    assignedTo: practitioner.uuid,
  });
  return { org, practitioner, reviewer, admin, client };
};

/** The emails in an outbox folder, parsed, oldest first. */
export const outboxMessages = async (outboxDir: string): Promise<ParsedMail[]> => {
  if (!fs.existsSync(outboxDir)) return [];
  const names = fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(names.map(async (name) => simpleParser(fs.readFileSync(path.join(outboxDir, name)))));
};

/** The addresses a parsed message went to. */
export const recipientsOf = (message: ParsedMail): string[] =>
  (Array.isArray(message.to) ? message.to : message.to ? [message.to] : []).flatMap((to) =>
    to.value.map((address) => address.address ?? ""),
  );

/** The token of the interview link in a text, if any. */
export const interviewTokenIn = (text: string): string | undefined =>
  /\/family-interview\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];

/** A mailer that keeps what it is given, in memory, and logs nothing. */
export const recordingMailer = (): Mailer & { readonly sent: OutgoingMessage[] } => {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve({ messageId: `<${sent.length}@avow.test>` });
    },
  };
};
