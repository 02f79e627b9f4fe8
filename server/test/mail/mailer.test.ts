import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { confirmationEmail, passwordResetEmail } from "../../src/mail/account-emails.ts";
import { writeFileAtomic } from "../../src/mail/atomic-write.ts";
import { createMailer, type OutgoingMessage } from "../../src/mail/mailer.ts";
import { checkSmtpUrl, maskSmtpUrl } from "../../src/mail/smtp-url.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

const FROM = "Avow <no-reply@avow.example>";
const TO = "ana@example.com";
const LINK = "https://avow.example/confirm-account?token=tok123&org=5d1c3a2e";

const firstAddress = (to: AddressObject | AddressObject[] | undefined): string | undefined =>
  (Array.isArray(to) ? to[0] : to)?.value[0]?.address;

const confirmation = (): OutgoingMessage => ({
  to: TO,
  language: "pt",
  ...confirmationEmail({
    language: "pt",
    firstName: "Ana",
    organisationTitle: "Coast Counselling",
    link: LINK,
    expiresInDays: 7,
  }),
});

describe("outbox mode (no SMTP URL)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "avow-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes a parseable .eml, leaves no temporary file and logs only who, what and the links", async () => {
    const outboxDir = path.join(dir, "outbox"); // created on first use
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      outboxDir,
      log: (line) => lines.push(line),
    });
    const message = confirmation();

    const sent = await mailer.send(message);

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(sent.file).toBe(path.join(outboxDir, files[0] ?? ""));
    expect((await stat(sent.file ?? "")).mode & 0o777).toBe(0o600);

    const parsed = await simpleParser(await readFile(sent.file ?? ""));
    expect(parsed.subject).toBe(message.subject);
    expect(firstAddress(parsed.to)).toBe(TO);
    expect(parsed.from?.value[0]?.address).toBe("no-reply@avow.example");
    expect(parsed.text).toContain(LINK);
    expect(parsed.text).toContain("Olá, Ana,");
    expect(parsed.html).toContain(LINK.replace("&", "&amp;"));
    expect(parsed.headers.get("content-language")).toBe("pt");
    expect(parsed.messageId).toBe(sent.messageId);

    const log = lines.join("\n");
    expect(log).toContain(TO);
    expect(log).toContain(message.subject);
    expect(log).toContain(LINK);
    for (const paragraph of message.text.split("\n\n").filter((p) => p !== LINK)) {
      expect(log).not.toContain(paragraph);
    }
  });

  it("keeps one file per message", async () => {
    const mailer = createMailer({ smtpUrl: "", from: FROM, outboxDir: dir, log: () => {} });
    const [first, second] = await Promise.all([mailer.send(confirmation()), mailer.send(confirmation())]);
    expect(first.file).not.toBe(second.file);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it("refuses a recipient that is more than one plain address", async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: dir, log: () => {} });
    for (const to of [
      "ana@example.com, eve@evil.example",
      "Eve <eve@evil.example>",
      "ana@example.com\r\nBcc: x@y",
    ]) {
      await expect(mailer.send({ ...confirmation(), to })).rejects.toThrow(/one plain address/);
    }
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("writeFileAtomic", () => {
  it("removes its temporary file when the rename fails", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "avow-atomic-"));
    try {
      // A non-empty directory in the way makes the final rename fail.
      await mkdir(path.join(dir, "taken.eml", "inside"), { recursive: true });
      await expect(writeFileAtomic(dir, "taken.eml", "data")).rejects.toThrow();
      expect(await readdir(dir)).toEqual(["taken.eml"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("SMTP mode", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("delivers the message with its recipient, subject, both parts and the link, logging in with the URL's credentials", async () => {
    const lines: string[] = [];
    const smtpUrl = sink.url.replace("smtp://", "smtp://mailer:s3cr%40t@");
    const mailer = createMailer({
      smtpUrl,
      from: FROM,
      outboxDir: "/nonexistent",
      log: (line) => lines.push(line),
    });
    const link = "https://avow.example/reset-password?token=reset456";
    const rendered = passwordResetEmail({
      language: "de",
      firstName: "Jörg",
      organisationTitle: undefined,
      link,
      expiresInMinutes: 60,
    });

    const sent = await mailer.send({ to: "joerg@example.com", language: "de", ...rendered });
    const received = await sink.waitForMessage((message) => message.messageId === sent.messageId);

    expect(sent.file).toBeUndefined();
    expect(firstAddress(received.to)).toBe("joerg@example.com");
    expect(received.subject).toBe(rendered.subject);
    expect(received.text).toContain(link);
    expect(received.text).toContain("Hallo Jörg,");
    expect(received.html).toContain(`href="${link}"`);
    expect(received.headers.get("content-language")).toBe("de");
    expect(sink.logins).toContainEqual({ username: "mailer", password: "s3cr@t" });

    const log = lines.join("\n");
    expect(log).toContain(sent.messageId);
    expect(log).not.toMatch(/s3cr|mailer:/);
    expect(log).not.toContain("joerg@example.com");
    expect(log).not.toContain(link);
  });
});

describe("SMTP URLs", () => {
  it("are masked for logs", () => {
    expect(maskSmtpUrl("smtps://user:pa%3Ass@mail.example:465")).toBe("smtps://***:***@mail.example:465");
    expect(maskSmtpUrl("smtp://mail.example")).toBe("smtp://mail.example");
    expect(maskSmtpUrl("not a url with password")).toBe("[invalid SMTP URL]");
  });

  it("must be smtp:// or smtps:// with a host, and errors never repeat the password", () => {
    expect(() => checkSmtpUrl("http://user:hunter2@mail.example")).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => checkSmtpUrl("user:hunter2@mail")).toThrow();
    try {
      createMailer({
        smtpUrl: "https://user:hunter2@mail.example",
        from: FROM,
        outboxDir: "",
        log: () => {},
      });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("hunter2");
    }
  });
});
