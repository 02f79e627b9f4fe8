/** Thrown for an SMTP URL the mailer cannot use; its message never repeats the URL's credentials. */
export class SmtpUrlError extends Error {
  override readonly name = "SmtpUrlError";
}

/** Checks that a URL is `smtp://` or `smtps://` with a host, so a typo fails at start-up, not at the first email. */
export const checkSmtpUrl = (smtpUrl: string): URL => {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // The raw value may hold a password: name the problem, not the value.
    throw new SmtpUrlError("The SMTP URL is not a valid URL (expected smtp://user:pass@host:port)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new SmtpUrlError(`The SMTP URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  if (url.hostname === "") throw new SmtpUrlError("The SMTP URL has no host");
  return url;
};

/** The URL fit for a log line: user name and password become `***`, the query (which may carry options) is dropped. */
export const maskSmtpUrl = (smtpUrl: string): string => {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return "[invalid SMTP URL]";
  }
  const credentials = url.username !== "" || url.password !== "" ? "***:***@" : "";
  const port = url.port === "" ? "" : `:${url.port}`;
  return `${url.protocol}//${credentials}${url.hostname}${port}`;
};
