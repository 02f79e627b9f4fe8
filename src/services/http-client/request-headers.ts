/** What the header rules need to know about the browser, supplied by the caller so the rules stay pure. */
export interface HeaderEnvironment {
  readonly apiKey: string;
  readonly now: Date;
  /** IANA zone name, e.g. `Europe/Paris`. */
  readonly timeZone: string;
  /** The session token (`auth-token` in session storage), if any. */
  readonly authToken: string | null;
  /** The `XSRF-TOKEN` cookie's value, if any. */
  readonly xsrfToken: string | null;
}

/**
 * `Time-Zone: <offset>;<zone>`: the offset from UTC in minutes, east positive, always signed (`+60`,
 * `-300`, `+0`), then the IANA zone name. See docs/api.md.
 */
export const timeZoneHeader = (now: Date, timeZone: string): string => {
  const east = -now.getTimezoneOffset();
  return `${east >= 0 ? "+" : "-"}${Math.abs(east)};${timeZone}`;
};

/** A URL on our own origin, written without scheme or host (`/api/...`, `api/...`), not `//host/...`. */
export const isRelativeUrl = (url: string): boolean => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** The seed's header rules (§7) for one request. */
export const requestHeaders = (
  method: string,
  url: string,
  env: HeaderEnvironment,
): Record<string, string> => {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Time-Zone": timeZoneHeader(env.now, env.timeZone),
    "X-API-Key": env.apiKey,
  };
  if (env.authToken) headers.Authorization = `Bearer ${env.authToken}`;
  if (method.toUpperCase() !== "GET" && isRelativeUrl(url) && env.xsrfToken) {
    headers["X-XSRF-TOKEN"] = env.xsrfToken;
  }
  return headers;
};

/** Reads one cookie from a `document.cookie` string. */
export const readCookie = (cookieString: string, name: string): string | null => {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
};
