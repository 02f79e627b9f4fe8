import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

/** An email the server wrote to its outbox: the file, the recipient, and the link found in its text. */
export interface OutboxLink {
  readonly file: string;
  readonly to: string;
  readonly url: URL;
}

const recipients = (to: unknown): string => {
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.map((address: { text?: string }) => address.text ?? "").join(", ");
};

/** Every email in the outbox (oldest first) with a link to `pathname`, optionally only those sent to `to`. */
export const outboxLinks = async (
  dataDir: string,
  pathname: string,
  to?: string,
): Promise<ReadonlyArray<OutboxLink>> => {
  const outbox = path.join(dataDir, "outbox");
  if (!fs.existsSync(outbox)) return [];
  const found: OutboxLink[] = [];
  // The server names outbox files by time, so a name sort is the order they were sent in.
  for (const file of fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const address = recipients(mail.to);
    if (to && !address.toLowerCase().includes(to.toLowerCase())) continue;
    // A link carries its token in the query ("/confirm-account?token=…") or in the path ("/family-interview/…").
    const match = new RegExp(`https?://[^\\s]+${pathname}[?/][^\\s]+`).exec(mail.text ?? "");
    if (match) found.push({ file, to: address, url: new URL(match[0]) });
  }
  return found;
};

/**
 * The newest email with a link to `pathname` (sent to `to`, when given), waiting until at least `count` such
 * emails exist: a second invitation is the second email, not the first one read again.
 */
export const linkFromOutbox = async (
  dataDir: string,
  pathname: string,
  options: { readonly to?: string; readonly count?: number; readonly timeoutMs?: number } = {},
): Promise<URL> => {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const links = await outboxLinks(dataDir, pathname, options.to);
    const newest = links.at(-1);
    if (newest && links.length >= (options.count ?? 1)) return newest.url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email with a ${pathname} link${options.to ? ` to ${options.to}` : ""} arrived`);
};
