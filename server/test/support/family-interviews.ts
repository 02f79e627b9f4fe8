import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { randomUUID } from "node:crypto";
import type { NewFamilyInterview, Relationship } from "../../../contracts/schema/family-interviews.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { hashToken, newToken } from "../../src/auth/tokens.ts";
import type { Db } from "../../src/db/database.ts";
import { insertInterview } from "../../src/family-interviews/family-interview.repository.ts";
import type { Mailer, OutgoingMessage } from "../../src/mail/mailer.ts";
import { createPractice } from "./accounts.ts";

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
export const interviewPractice = (db: Db, options: { practitionerLanguage?: string } = {}) =>
  createPractice(db, {
    practitioner: { firstName: "Priya", lastName: "Shah", language: options.practitionerLanguage ?? "en" },
    client: { firstName: "José", lastName: "Álvarez", language: "es" },
  });

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

/**
 * An invitation stored as the server stores one (the token only hashed), pending for 14 days unless told
 * otherwise; answers its uuid and the token its link carries.
 */
export const addInvitation = async (
  db: Db,
  invitation: {
    readonly clientUuid: string;
    readonly organisationUuid: string;
    readonly invitedByUuid: string;
    readonly token?: string;
    readonly relativeName?: string;
    readonly relationship?: Relationship;
    readonly email?: string;
    readonly language?: Language;
    readonly createdAt?: Date;
    readonly expiresAt?: Date;
    readonly submittedAt?: Date | null;
  },
): Promise<{ readonly uuid: string; readonly token: string }> => {
  const uuid = randomUUID();
  const token = invitation.token ?? newToken();
  const createdAt = invitation.createdAt ?? new Date();
  await insertInterview(db, {
    uuid,
    client_uuid: invitation.clientUuid,
    organisation_uuid: invitation.organisationUuid,
    invited_by_uuid: invitation.invitedByUuid,
    relative_name: invitation.relativeName ?? "Lucía Moreno",
    relationship: invitation.relationship ?? "sibling",
    email: invitation.email ?? `relative-${uuid.slice(0, 8)}@example.org`,
    language: invitation.language ?? "es",
    token_hash: hashToken(token),
    created_at: createdAt.toISOString(),
    expires_at: (invitation.expiresAt ?? new Date(createdAt.getTime() + 14 * 86_400_000)).toISOString(),
    submitted_at: invitation.submittedAt?.toISOString() ?? null,
    document_uuid: null,
  });
  return { uuid, token };
};
