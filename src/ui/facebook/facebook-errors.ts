/** The error codes the Facebook pages explain; anything else reads as "unexpected". */
const KNOWN = [
  "facebook_link_off",
  "invalid_state",
  "provider_error",
  "provider_unavailable",
  "access_denied",
  "provider_refused",
  "missing_code",
  "unauthenticated",
  "forbidden",
  "offline",
] as const;
type Known = (typeof KNOWN)[number];

/** The translation key explaining a failed Facebook call. */
export const facebookErrorKey = (code: string | null): `facebook.errors.${Known | "unexpected"}` =>
  code !== null && (KNOWN as ReadonlyArray<string>).includes(code)
    ? `facebook.errors.${code as Known}`
    : "facebook.errors.unexpected";
