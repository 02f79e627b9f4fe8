/** The translated sentence for an error code the services report; unknown codes read as "unexpected". */
const KNOWN = [
  "invalid_credentials",
  "rate_limited",
  "account_disabled",
  "offline",
  "invalid_request",
] as const;
type Known = (typeof KNOWN)[number];

export const sessionErrorKey = (code: string): `session.errors.${Known | "unexpected"}` =>
  (KNOWN as ReadonlyArray<string>).includes(code)
    ? `session.errors.${code as Known}`
    : "session.errors.unexpected";
