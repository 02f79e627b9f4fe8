/**
 * Pages on which a 401 never signs out nor redirects (seed §8): public pages that work without a session.
 * The seed lists the first five; the privacy and terms pages are public in the same way (decision 0017), and
 * so is /verify, where anyone checks a file against the proof log.
 */
const PUBLIC_PAGES = [
  "/blog",
  "/confirm-account",
  "/reset-password",
  "/callbacks",
  "/family-interview",
  "/privacy",
  "/terms",
  "/verify",
];

/**
 * Requests whose 401 is not about the session: reference data and tracking (seed §8), and the calls that
 * open or close a session (a wrong password at sign-in is not an expired session; docs/decisions/0017), and
 * the proof log's public calls and key, which need no session.
 */
const EXEMPT_REQUESTS = ["/api/refdata", "/api/tracking", "/api/auth/", "/api/proof/", "/.well-known/"];

/** Whether a 401 from this request means the session is gone (for the session machine to hear). */
export const isSessionRejection = (requestUrl: string): boolean =>
  !EXEMPT_REQUESTS.some((part) => requestUrl.includes(part));

const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export interface UnauthorizedDecision {
  /** Clear all session storage. */
  readonly signOut: boolean;
  /** Where to send the browser, or null to stay. */
  readonly redirectTo: string | null;
}

const STAY: UnauthorizedDecision = { signOut: false, redirectTo: null };

/**
 * The 401 policy (seed §8): sign out and go to /app, keeping the `org` parameter, unless already on /app,
 * the request was reference data or tracking, or the page is public.
 */
export const onUnauthorized = (
  page: { pathname: string; search: string },
  requestUrl: string,
): UnauthorizedDecision => {
  const pathname = page.pathname.replace(/\/+$/, "") || "/";
  if (pathname === "/" || pathname === "/app") return STAY;
  if (PUBLIC_PAGES.some((prefix) => isUnder(pathname, prefix))) return STAY;
  if (EXEMPT_REQUESTS.some((part) => requestUrl.includes(part))) return STAY;
  const org = new URLSearchParams(page.search).get("org");
  return { signOut: true, redirectTo: org ? `/app?${new URLSearchParams({ org }).toString()}` : "/app" };
};
