import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`; add `user:pass@` to try authentication, any credentials are accepted. */
  readonly url: string;
  /** Every message received so far, in order of arrival. */
  readonly messages: ParsedMail[];
  /** The credentials clients logged in with, so a test can check that the mailer used its URL's. */
  readonly logins: Array<{ readonly username: string; readonly password: string }>;
  /** The first message (already received or still to come) that matches; rejects after `timeoutMs`. */
  waitForMessage(predicate: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** Starts an SMTP sink on a free port: plain text, no STARTTLS, authentication optional. */
export const startSmtpSink = async (): Promise<SmtpSink> => {
  const messages: ParsedMail[] = [];
  const logins: Array<{ username: string; password: string }> = [];
  const waiters = new Set<(message: ParsedMail) => void>();

  const server = new SMTPServer({
    secure: false,
    // Without STARTTLS nodemailer stays in plain text and smtp-server needs no certificate.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username ?? "anonymous" });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        // Parsed before the server answers 250, so the message is in `messages` when `send` resolves.
        simpleParser(Buffer.concat(chunks))
          .then((message) => {
            messages.push(message);
            for (const waiter of waiters) waiter(message);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  const waitForMessage = (predicate: (message: ParsedMail) => boolean, timeoutMs = 5_000) => {
    const arrived = messages.find(predicate);
    if (arrived) return Promise.resolve(arrived);
    return new Promise<ParsedMail>((resolve, reject) => {
      const waiter = (message: ParsedMail) => {
        if (!predicate(message)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve(message);
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`No matching email within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    logins,
    waitForMessage,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
