import { isPartnerHost } from "../../../contracts/schema/brand.ts";
import { isUuid } from "../../../contracts/schema/ids.ts";
import type { SkinEvent } from "./skin.machine.ts";

/** Routes whose skin is resolved from the `org` query parameter (seed §2). */
const ORG_SKINNED_ROUTES = new Set(["/app", "/login", "/reset-password", "/confirm-account"]);

/** What the skin machine should hear on arriving at a page (or when the session changes). */
export const skinEventFor = (page: {
  readonly pathname: string;
  readonly org: string | undefined;
  readonly host: string;
  /** The signed-in account, whose organisation's skin then applies (after sign-in, seed §4). */
  readonly accountUuid?: string | null;
}): SkinEvent => {
  const pathname = page.pathname.replace(/\/+$/, "") || "/";
  // The family interview is answered by a relative, never under a partner's look (seed §2).
  if (pathname.startsWith("/family-interview/")) return { type: "skin.reset" };
  if (page.accountUuid)
    return { type: "skin.requested", request: { by: "account", accountUuid: page.accountUuid } };
  // A malformed org is the route's to explain (it fails search validation); asking the server is pointless.
  if (ORG_SKINNED_ROUTES.has(pathname) && isUuid(page.org)) {
    return { type: "skin.requested", request: { by: "org", orgUuid: page.org } };
  }
  if (isPartnerHost(page.host)) {
    return { type: "skin.requested", request: { by: "domain", domain: page.host.replace(/:\d+$/, "") } };
  }
  // Nothing else asks for a skin: one that came from an account that has since signed out goes.
  return { type: "skin.accountLeft" };
};
