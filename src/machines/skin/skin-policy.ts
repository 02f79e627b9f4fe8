import { isPartnerHost } from "../../../contracts/schema/brand.ts";
import { isUuid } from "../../../contracts/schema/ids.ts";
import type { SkinEvent } from "./skin.machine.ts";

/** Routes whose skin is resolved from the `org` query parameter (seed §2). */
const ORG_SKINNED_ROUTES = new Set(["/app", "/login", "/reset-password", "/confirm-account"]);

/** What the skin machine should hear on arriving at a page, or null to leave the skin as it is. */
export const skinEventFor = (page: {
  readonly pathname: string;
  readonly org: string | undefined;
  readonly host: string;
}): SkinEvent | null => {
  const pathname = page.pathname.replace(/\/+$/, "") || "/";
  // The family interview is answered by a relative, never under a partner's look (seed §2).
  if (pathname.startsWith("/family-interview/")) return { type: "skin.reset" };
  // A malformed org is the route's to explain (it fails search validation); asking the server is pointless.
  if (ORG_SKINNED_ROUTES.has(pathname) && isUuid(page.org)) {
    return { type: "skin.requested", request: { by: "org", orgUuid: page.org } };
  }
  if (isPartnerHost(page.host))
    return { type: "skin.requested", request: { by: "domain", domain: page.host.replace(/:\d+$/, "") } };
  return null;
};
