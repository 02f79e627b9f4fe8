import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INTERVIEW_QUESTIONS,
  type FamilyInterview,
  type InterviewAnswer,
} from "../../contracts/schema/family-interviews.ts";
import type { Language } from "../../contracts/schema/language.ts";
import { buildApp } from "../src/app.ts";
import { answersToWrite, interviewFileName } from "../src/family-interviews/interview-document.ts";
import { logRedaction, redactUrl, requestSerializer } from "../src/http/logging.ts";
import { utcDateAndTime } from "../src/mail/utc-time.ts";
import { createAccount, createOrganisation } from "./support/accounts.ts";
import { createTestDatabase, testDatabaseKinds } from "./support/databases.ts";
import { filesUnder, tempDataDir } from "./support/documents.ts";
import {
  interviewPractice,
  interviewTokenIn,
  newInvitation,
  outboxMessages,
  recipientsOf,
  recordingMailer,
} from "./support/family-interviews.ts";
import {
  apiHeaders,
  createTestApp,
  signedInRequest,
  testConfig,
  type HttpMethod,
  type TestApp,
} from "./support/test-app.ts";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const DAY_MS = 86_400_000;
const LOCALES: Readonly<Record<Language, string>> = {
  en: "en-GB",
  es: "es-ES",
  pt: "pt-PT",
  de: "de-DE",
  fr: "fr-FR",
};

/** The answers a relative gives in the tests: the birth, places lived over two paragraphs, one left blank. */
const ANSWERS: InterviewAnswer[] = [
  { question: "placesLived", answer: "Madrid until 2010.\r\n\r\n  Valencia from 2010 to 2019.  " },
  { question: "birth", answer: "José nació el 5 de marzo de 1990 en Madrid." },
  { question: "anythingElse", answer: "   " },
  { question: "relationship", answer: "Soy su hermana desde siempre." },
];

describe.each(testDatabaseKinds())("family interviews on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  /** The app's clock runs this far ahead of the real one (sessions keep the real time). */
  let offsetMs = 0;

  const outbox = () => path.join(dataDir, "outbox");
  const objects = () => filesUnder(path.join(dataDir, "documents", "objects"));
  const temps = () => filesUnder(path.join(dataDir, "documents", "tmp"));

  const request = (
    method: HttpMethod,
    url: string,
    token: string | null,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) => signedInRequest(t.app, method, url, token, payload, extra);
  const invite = (token: string, clientUuid: string, body: object = newInvitation()) =>
    request("POST", `/api/account/${clientUuid}/family-interviews`, token, body);
  const list = async (token: string, clientUuid: string): Promise<FamilyInterview[]> => {
    const res = await request("GET", `/api/account/${clientUuid}/family-interviews`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: FamilyInterview[] }).items;
  };
  const openLink = (linkToken: string) => request("GET", `/api/family-interview/${linkToken}`, null);
  const submit = (linkToken: string, body: object) =>
    request("POST", `/api/family-interview/${linkToken}`, null, body);

  /** The email sent to `address` (waiting for the background work), and the token of its link. */
  const mailTo = async (address: string) => {
    await t.app.backgroundSettled();
    const message = (await outboxMessages(outbox())).find((m) => recipientsOf(m).includes(address));
    if (!message) throw new Error(`no email to ${address}`);
    return { message, text: message.text ?? "", token: interviewTokenIn(message.text ?? "") ?? "" };
  };

  /** A practice and one invitation of its client's sister; answers the invitation and its link's token. */
  const invited = async (body: Partial<ReturnType<typeof newInvitation>> = {}) => {
    const practice = await interviewPractice(t.db);
    const invitation = newInvitation(body);
    const res = await invite(practice.practitioner.token, practice.client.uuid, invitation);
    expect(res.statusCode, res.body).toBe(201);
    const { token } = await mailTo(invitation.email);
    expect(token).toHaveLength(43);
    return { ...practice, invitation, interview: res.json() as FamilyInterview, linkToken: token };
  };

  const interviewDocuments = async (token: string, clientUuid: string) => {
    const res = await request("GET", `/api/account/${clientUuid}/doc`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Array<Record<string, unknown>> }).items.filter(
      (doc) => doc.category === "interview",
    );
  };

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(
      kind,
      { dataDir, interviewRateLimitPerMinute: 10_000 },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("invites a relative: 201 with the invitation, valid 14 days, the link emailed and only its hash stored", async () => {
    const { practitioner, client, invitation, interview, linkToken } = await invited();
    expect(interview).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientUuid: client.uuid,
      relativeName: "Lucía Moreno",
      relationship: "sibling",
      email: invitation.email,
      language: "es",
      status: "pending",
      invitedBy: { uuid: practitioner.uuid, firstName: "Priya", lastName: "Shah" },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      submittedAt: null,
      documentUuid: null,
    });
    expect(Date.parse(interview.expiresAt) - Date.parse(interview.createdAt)).toBe(14 * DAY_MS);

    const row = await t.db
      .selectFrom("family_interviews")
      .selectAll()
      .where("uuid", "=", interview.uuid)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(linkToken));
    expect(row.invited_by_uuid).toBe(practitioner.uuid);
    // The raw token is nowhere in the database.
    for (const table of [
      "family_interviews",
      "one_time_tokens",
      "sessions",
      "documents",
      "accounts",
    ] as const) {
      const rows = await t.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(linkToken);
    }
  });

  it("writes the relative's email in the invitation's language: who asks, about whom, why, until when, the link", async () => {
    const subjects: Readonly<Record<Language, string>> = {
      en: "Priya Shah of Harbour Family Law asks for your help about José",
      es: "Priya Shah, de Harbour Family Law, te pide ayuda sobre José",
      pt: "Priya Shah, de Harbour Family Law, pede a sua ajuda sobre José",
      de: "Priya Shah (Harbour Family Law) bittet Sie um Auskunft über José",
      fr: "Priya Shah (Harbour Family Law) vous demande votre aide au sujet de José",
    };
    const why: Readonly<Record<Language, string>> = {
      en: "Your answers help Harbour Family Law understand José’s situation",
      es: "Tus respuestas ayudan a Harbour Family Law a entender la situación de José",
      pt: "As suas respostas ajudam Harbour Family Law a compreender a situação de José",
      de: "Ihre Antworten helfen Harbour Family Law, die Lage von José zu verstehen",
      fr: "Vos réponses aident Harbour Family Law à comprendre la situation de José",
    };
    const practice = await interviewPractice(t.db);
    for (const language of ["en", "es", "pt", "de", "fr"] as const) {
      const invitation = newInvitation({ language });
      const res = await invite(practice.practitioner.token, practice.client.uuid, invitation);
      expect(res.statusCode, res.body).toBe(201);
      const { expiresAt } = res.json() as FamilyInterview;
      const { message, text, token } = await mailTo(invitation.email);
      expect(message.subject).toBe(subjects[language]);
      expect(message.headers.get("content-language")).toBe(language);
      const link = `https://avow.test/family-interview/${token}`;
      expect(text).toContain(`\n\n${link}\n\n`);
      expect(text).toContain("Lucía Moreno");
      expect(text).toContain(why[language]);
      const { date, time } = utcDateAndTime(LOCALES[language], expiresAt);
      expect(text).toContain(date);
      expect(text).toContain(time);
      // About the client by first name only.
      expect(text).not.toContain("Álvarez");
      expect(message.html).toContain(`href="${link}"`);
      expect(message.html).toContain(`<html lang="${language}">`);
    }
  });

  it("lists a client's invitations newest first, to each professional of the organisation", async () => {
    const practice = await interviewPractice(t.db);
    const first = await invite(practice.practitioner.token, practice.client.uuid);
    offsetMs += 60_000;
    const second = await invite(
      practice.admin.token,
      practice.client.uuid,
      newInvitation({ language: "fr" }),
    );
    offsetMs -= 60_000;
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    for (const reader of [practice.practitioner, practice.reviewer, practice.admin]) {
      const items = await list(reader.token, practice.client.uuid);
      expect(items.map((item) => item.uuid)).toEqual([
        (second.json() as FamilyInterview).uuid,
        (first.json() as FamilyInterview).uuid,
      ]);
      expect(items[0]?.invitedBy.uuid).toBe(practice.admin.uuid);
    }
    const other = await interviewPractice(t.db);
    expect(await list(other.practitioner.token, other.client.uuid)).toEqual([]);
  });

  it("shows the link's invitation without a session, and never answers 401 on it", async () => {
    const { linkToken, interview, client } = await invited();
    const expected = {
      language: "es",
      relativeName: "Lucía Moreno",
      relationship: "sibling",
      client: { firstName: "José", lastName: "Álvarez" },
      askedBy: { firstName: "Priya", lastName: "Shah", organisation: "Harbour Family Law" },
      expiresAt: interview.expiresAt,
      questions: [...INTERVIEW_QUESTIONS],
    };
    const res = await openLink(linkToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected);
    expect(res.headers["cache-control"]).toBe("no-store");
    // A stale session in the relative's browser changes nothing.
    const stale = await request("GET", `/api/family-interview/${linkToken}`, "x".repeat(43));
    expect(stale.statusCode).toBe(200);
    expect(res.body).not.toContain(client.email);
    // The usual API key check applies.
    const keyless = await t.app.inject({ url: `/api/family-interview/${linkToken}` });
    expect(keyless.statusCode).toBe(403);
    expect(keyless.json()).toMatchObject({ error: "invalid_api_key" });
  });

  it("turns the answers into an interview document, fingerprinted and with its text, and the link dies", async () => {
    const { practitioner, client, linkToken, interview } = await invited();
    const res = await submit(linkToken, { consent: true, answers: ANSWERS });
    expect(res.statusCode, res.body).toBe(201);
    const { submittedAt } = res.json() as { submittedAt: string };
    expect(Date.parse(submittedAt)).not.toBeNaN();

    const [doc, ...others] = await interviewDocuments(practitioner.token, client.uuid);
    expect(others).toEqual([]);
    expect(doc).toMatchObject({
      accountUuid: client.uuid,
      fileName: `family-interview-lucia-moreno-${submittedAt.slice(0, 10)}.txt`,
      category: "interview",
      contentType: "text/plain; charset=utf-8",
      uploadedBy: { uuid: practitioner.uuid, firstName: "Priya", lastName: "Shah" },
      origin: "upload",
      extractionStatus: "done",
      extractionFailure: null,
      version: 1,
    });
    const uuid = String(doc?.uuid);
    const file = await request("GET", `/api/account/${client.uuid}/doc/${uuid}/file`, practitioner.token);
    expect(file.statusCode).toBe(200);
    const bytes = file.rawPayload;
    expect(sha256(bytes)).toBe(doc?.sha256);
    expect(doc?.size).toBe(bytes.length);
    const stored = path.join(dataDir, "documents", "objects", sha256(bytes).slice(0, 2), sha256(bytes));
    expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
    const text = bytes.toString("utf8");
    const extracted = await t.db
      .selectFrom("document_texts")
      .select("text")
      .where("document_uuid", "=", uuid)
      .executeTakeFirstOrThrow();
    expect(extracted.text).toBe(text);

    const { date, time } = utcDateAndTime("es-ES", submittedAt);
    expect(text).toBe(
      [
        "Entrevista familiar con Lucía Moreno (relación con José Álvarez: hermano o hermana).",
        `Enviada el ${date} a las ${time} (UTC).`,
        "Consentimiento: Lucía Moreno aceptó que Harbour Family Law conserve estas respuestas y las utilice en el caso de José Álvarez.",
        "",
        "¿De qué conoces a José y desde cuándo?",
        "Soy su hermana desde siempre.",
        "",
        "¿Cuándo y dónde nació José?",
        "José nació el 5 de marzo de 1990 en Madrid.",
        "",
        "¿Dónde ha vivido José y en qué años?",
        "Madrid until 2010.",
        "  Valencia from 2010 to 2019.",
        "",
      ].join("\n"),
    );

    const [after] = await list(practitioner.token, client.uuid);
    expect(after).toMatchObject({
      uuid: interview.uuid,
      status: "submitted",
      submittedAt,
      documentUuid: uuid,
    });
    // The link is dead.
    const again = await openLink(linkToken);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: "interview_link_used" });
    const resubmit = await submit(linkToken, { consent: true, answers: ANSWERS });
    expect(resubmit.statusCode).toBe(410);
    expect(resubmit.json()).toMatchObject({ error: "interview_link_used" });
    expect(await interviewDocuments(practitioner.token, client.uuid)).toHaveLength(1);
    // The client sees the document on their own account, as every document of it.
    expect(await interviewDocuments(client.token, client.uuid)).toHaveLength(1);

    // The professional who asked hears of it, in their language.
    const { message } = await mailTo(practitioner.email);
    expect(message.subject).toBe("Lucía Moreno has answered the family interview about José Álvarez");
    expect(message.text).toContain(`https://avow.test/app/clients/${client.uuid}?org=`);
    expect(temps()).toEqual([]);
  });

  it("answers 410 interview_link_expired once the link's days are over", async () => {
    const { linkToken, practitioner, client } = await invited();
    offsetMs = 14 * DAY_MS + 1_000;
    try {
      for (const res of [
        await openLink(linkToken),
        await submit(linkToken, { consent: true, answers: ANSWERS }),
      ]) {
        expect(res.statusCode, res.body).toBe(410);
        expect(res.json()).toMatchObject({ error: "interview_link_expired" });
      }
    } finally {
      offsetMs = 0;
    }
    // One second before the end it still works.
    offsetMs = 14 * DAY_MS - 1_000;
    try {
      expect((await openLink(linkToken)).statusCode).toBe(200);
    } finally {
      offsetMs = 0;
    }
    await t.db
      .updateTable("family_interviews")
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where("client_uuid", "=", client.uuid)
      .execute();
    expect((await list(practitioner.token, client.uuid))[0]?.status).toBe("expired");
    expect(await interviewDocuments(practitioner.token, client.uuid)).toEqual([]);
  });

  it("takes its validity from AVOW_INTERVIEW_LINK_DAYS", async () => {
    const dir = tempDataDir();
    const short = await createTestApp(kind, { dataDir: dir, interviewLinkDays: 2 });
    try {
      const practice = await interviewPractice(short.db);
      const res = await signedInRequest(
        short.app,
        "POST",
        `/api/account/${practice.client.uuid}/family-interviews`,
        practice.practitioner.token,
        newInvitation(),
      );
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json() as FamilyInterview;
      expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(2 * DAY_MS);
    } finally {
      await short.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers 400 for a malformed token and 404 interview_link_invalid for one nobody issued", async () => {
    for (const malformed of ["short", "x".repeat(44), `${"x".repeat(42)}!`]) {
      const get = await openLink(encodeURIComponent(malformed));
      expect(get.statusCode, malformed).toBe(400);
      expect(get.json()).toMatchObject({ error: "invalid_request" });
      const post = await submit(encodeURIComponent(malformed), { consent: true, answers: ANSWERS });
      expect(post.statusCode).toBe(400);
    }
    const unknown = randomBytes(32).toString("base64url");
    for (const res of [await openLink(unknown), await submit(unknown, { consent: true, answers: ANSWERS })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: "interview_link_invalid" });
    }
  });

  it("refuses a submission without consent, without answers, with a question twice or too long an answer; the link still works", async () => {
    const { linkToken, practitioner, client } = await invited();
    const refused = async (body: unknown, status: number, error: string) => {
      const res = await submit(linkToken, body as object);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ error });
      return res.json() as { fields?: Record<string, string> };
    };
    await refused({ consent: false, answers: ANSWERS }, 400, "consent_required");
    await refused({ consent: true, answers: [] }, 400, "no_answers");
    await refused({ consent: true, answers: [{ question: "birth", answer: " \n\t " }] }, 400, "no_answers");
    const twice = await refused(
      {
        consent: true,
        answers: [
          { question: "birth", answer: "1990" },
          { question: "birth", answer: "1991" },
        ],
      },
      400,
      "invalid_request",
    );
    expect(twice.fields).toEqual({ answers: "must answer each question at most once" });
    const long = await refused(
      { consent: true, answers: [{ question: "birth", answer: "a".repeat(5001) }] },
      400,
      "invalid_request",
    );
    expect(Object.keys(long.fields ?? {})).toEqual(["answers"]);
    await refused(
      { consent: true, answers: [{ question: "favouriteColour", answer: "blue" }] },
      400,
      "invalid_request",
    );
    await refused({ answers: ANSWERS }, 400, "invalid_request");
    expect(await interviewDocuments(practitioner.token, client.uuid)).toEqual([]);
    expect(temps()).toEqual([]);
    // An answer of exactly the limit is fine, and the link was not spent by the refusals.
    const ok = await submit(linkToken, {
      consent: true,
      answers: [{ question: "birth", answer: "a".repeat(5000) }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("lets exactly one of two simultaneous submissions through; the other hears 410 interview_link_used", async () => {
    const { linkToken, practitioner, client } = await invited();
    const before = objects().length;
    const results = await Promise.all([
      submit(linkToken, { consent: true, answers: [{ question: "birth", answer: "En Madrid, en 1990." }] }),
      submit(linkToken, { consent: true, answers: [{ question: "birth", answer: "En Sevilla, en 1991." }] }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 410]);
    const loser = results.find((res) => res.statusCode === 410);
    expect(loser?.json()).toMatchObject({ error: "interview_link_used" });
    const docs = await interviewDocuments(practitioner.token, client.uuid);
    expect(docs).toHaveLength(1);
    const [row] = await list(practitioner.token, client.uuid);
    expect(row?.documentUuid).toBe(docs[0]?.uuid);
    // The loser's file did not stay behind.
    expect(objects()).toHaveLength(before + 1);
    expect(temps()).toEqual([]);
  });

  it("withdraws an invitation not yet answered: the link then answers 404; an answered one stays (409)", async () => {
    const { linkToken, practitioner, reviewer, client, interview } = await invited();
    const url = `/api/account/${client.uuid}/family-interviews/${interview.uuid}`;
    expect((await request("DELETE", url, reviewer.token)).statusCode).toBe(403);
    expect((await request("DELETE", url, practitioner.token)).statusCode).toBe(204);
    expect(await list(practitioner.token, client.uuid)).toEqual([]);
    const gone = await openLink(linkToken);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: "interview_link_invalid" });
    expect((await submit(linkToken, { consent: true, answers: ANSWERS })).statusCode).toBe(404);
    expect((await request("DELETE", url, practitioner.token)).statusCode).toBe(404);

    const answered = await invite(practitioner.token, client.uuid);
    const answeredUuid = (answered.json() as FamilyInterview).uuid;
    const { token } = await mailTo((answered.json() as FamilyInterview).email);
    expect((await submit(token, { consent: true, answers: ANSWERS })).statusCode).toBe(201);
    const refused = await request(
      "DELETE",
      `/api/account/${client.uuid}/family-interviews/${answeredUuid}`,
      practitioner.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: "interview_link_used" });
    expect(await list(practitioner.token, client.uuid)).toHaveLength(1);

    // Another client's invitation is not this client's.
    const other = await invited();
    const crossed = `/api/account/${client.uuid}/family-interviews/${other.interview.uuid}`;
    expect((await request("DELETE", crossed, practitioner.token)).statusCode).toBe(404);
    const malformed = `/api/account/${client.uuid}/family-interviews/not-a-uuid`;
    expect((await request("DELETE", malformed, practitioner.token)).statusCode).toBe(400);
  });

  it("refuses 409 relative_email_taken for the client's own email or any account of the organisation", async () => {
    const practice = await interviewPractice(t.db);
    const stranger = await createAccount(t.db, await createOrganisation(t.db), { password: null });
    for (const email of [
      practice.client.email.toUpperCase(),
      practice.reviewer.email,
      practice.practitioner.email,
    ]) {
      const res = await invite(practice.practitioner.token, practice.client.uuid, newInvitation({ email }));
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toMatchObject({ error: "relative_email_taken" });
    }
    expect(await list(practice.practitioner.token, practice.client.uuid)).toEqual([]);
    // Another organisation's account is nobody here.
    const res = await invite(
      practice.practitioner.token,
      practice.client.uuid,
      newInvitation({ email: stranger.email }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it("validates the invitation field by field (400)", async () => {
    const practice = await interviewPractice(t.db);
    const res = await invite(practice.practitioner.token, practice.client.uuid, {
      relativeName: "   ",
      relationship: "rival",
      email: "not-an-email",
      language: "it",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { fields: Record<string, string> }).fields).sort()).toEqual([
      "email",
      "language",
      "relationship",
      "relativeName",
    ]);
    const long = await invite(
      practice.practitioner.token,
      practice.client.uuid,
      newInvitation({ relativeName: "a".repeat(121) }),
    );
    expect(long.statusCode).toBe(400);
  });

  it("keeps the invitation when its document is deleted, with documentUuid null", async () => {
    const { linkToken, practitioner, client } = await invited();
    expect((await submit(linkToken, { consent: true, answers: ANSWERS })).statusCode).toBe(201);
    const [doc] = await interviewDocuments(practitioner.token, client.uuid);
    const deleted = await request(
      "DELETE",
      `/api/account/${client.uuid}/doc/${String(doc?.uuid)}`,
      practitioner.token,
    );
    expect(deleted.statusCode).toBe(204);
    const [row] = await list(practitioner.token, client.uuid);
    expect(row).toMatchObject({ status: "submitted", documentUuid: null });
  });

  it("goes with the client's account, and with the professional who sent it", async () => {
    const { practitioner, admin, client } = await invited();
    const byAdmin = await invite(admin.token, client.uuid);
    expect(byAdmin.statusCode).toBe(201);
    expect((await request("DELETE", `/api/account/${practitioner.uuid}`, admin.token)).statusCode).toBe(204);
    expect((await list(admin.token, client.uuid)).map((row) => row.invitedBy.uuid)).toEqual([admin.uuid]);
    expect((await request("DELETE", `/api/account/${client.uuid}`, admin.token)).statusCode).toBe(204);
    const left = await t.db
      .selectFrom("family_interviews")
      .select("uuid")
      .where("client_uuid", "=", client.uuid)
      .execute();
    expect(left).toEqual([]);
  });

  it("throttles invitations: 20 an hour per professional, then 429 with Retry-After", async () => {
    const practice = await interviewPractice(t.db);
    for (let i = 0; i < 20; i++) {
      const res = await invite(practice.admin.token, practice.client.uuid);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await invite(practice.admin.token, practice.client.uuid);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: "rate_limited" });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Another professional is counted apart.
    expect((await invite(practice.practitioner.token, practice.client.uuid)).statusCode).toBe(201);
    await t.app.backgroundSettled();
  });
});

describe("the family interview link's own rate limit", () => {
  it("allows AVOW_INTERVIEW_RATE_LIMIT calls a minute per client address, then 429", async () => {
    const dir = tempDataDir();
    const t = await createTestApp("sqlite", { dataDir: dir, interviewRateLimitPerMinute: 3 });
    try {
      const token = randomBytes(32).toString("base64url");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({ url: `/api/family-interview/${token}`, headers: apiHeaders() });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      // Other calls keep the API's own limit.
      expect(
        (await t.app.inject({ url: "/api/refdata/currency?code2=ES", headers: apiHeaders() })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the logs of the family interview calls", () => {
  it("never carry the link's token: /api/family-interview/<token> is masked", async () => {
    expect(redactUrl(`/api/family-interview/${"t".repeat(43)}`)).toBe("/api/family-interview/[redacted]");
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const database = await createTestDatabase("sqlite");
    const dir = tempDataDir();
    const mailer = recordingMailer();
    const app = await buildApp({
      db: database.db,
      config: testConfig({ dataDir: dir }),
      mailer,
      logger: { level: "trace", stream, redact: logRedaction, serializers: { req: requestSerializer } },
    });
    try {
      await app.ready();
      const practice = await interviewPractice(database.db);
      const call = (method: HttpMethod, url: string, payload?: object, token?: string) =>
        signedInRequest(app, method, url, token ?? null, payload);
      const invitation = newInvitation();
      const created = await call(
        "POST",
        `/api/account/${practice.client.uuid}/family-interviews`,
        invitation,
        practice.practitioner.token,
      );
      expect(created.statusCode).toBe(201);
      await app.backgroundSettled();
      const linkToken = interviewTokenIn(mailer.sent[0]?.text ?? "") ?? "";
      expect(linkToken).toHaveLength(43);
      expect((await call("GET", `/api/family-interview/${linkToken}`)).statusCode).toBe(200);
      const answers = [{ question: "birth", answer: "Madrid, 1990." }];
      expect(
        (await call("POST", `/api/family-interview/${linkToken}`, { consent: false, answers })).statusCode,
      ).toBe(400);
      expect(
        (await call("POST", `/api/family-interview/${linkToken}`, { consent: true, answers })).statusCode,
      ).toBe(201);
      expect((await call("GET", `/api/family-interview/${linkToken}`)).statusCode).toBe(410);
      await app.backgroundSettled();
      const log = lines.join("");
      expect(log).toContain("/api/family-interview/[redacted]");
      expect(log).not.toContain(linkToken);
      expect(log).not.toContain(sha256(linkToken));
    } finally {
      await app.close();
      await database.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the interview document's details", () => {
  it("names the file after the relative in ASCII and the day, whatever the name holds", () => {
    const at = "2026-11-22T23:59:00.000Z";
    expect(interviewFileName("Lucía Álvarez", at)).toBe("family-interview-lucia-alvarez-2026-11-22.txt");
    expect(interviewFileName("  Jean-Noël O'Brien / Ñúñez  ", at)).toBe(
      "family-interview-jean-noel-o-brien-nunez-2026-11-22.txt",
    );
    expect(interviewFileName("李小龍", at)).toBe("family-interview-relative-2026-11-22.txt");
    expect(interviewFileName("a".repeat(120), at)).toBe(`family-interview-${"a".repeat(60)}-2026-11-22.txt`);
  });

  it("keeps non-blank answers only, cleaned and in the questionnaire's order", () => {
    expect(
      answersToWrite([
        { question: "anythingElse", answer: "Nada más.\u0000" },
        { question: "birth", answer: "\r\n Madrid \r\n\r\n\r\n 1990 \n" },
        { question: "witnessed", answer: "\t \n " },
      ]),
    ).toEqual([
      { question: "birth", answer: "Madrid\n 1990" },
      { question: "anythingElse", answer: "Nada más." },
    ]);
  });

  it("writes dates as each language does, the first of a month in French as 1er", () => {
    expect(utcDateAndTime("fr-FR", "2026-12-01T08:05:00.000Z")).toEqual({
      date: "1er décembre 2026",
      time: "08:05",
    });
    expect(utcDateAndTime("fr-FR", "2026-12-11T08:05:00.000Z").date).toBe("11 décembre 2026");
    expect(utcDateAndTime("de-DE", "2026-12-01T23:30:00.000Z")).toEqual({
      date: "1. Dezember 2026",
      time: "23:30",
    });
  });
});
