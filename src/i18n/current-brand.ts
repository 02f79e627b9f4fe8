import { BRANDS, brandOfHost, hostNameOf, LOCAL_HOSTS, type Brand } from "../../contracts/schema/brand.ts";

/** `?brand=<id>` picks a brand on this machine, where no host names one (seed §4: localhost). */
export const BRAND_PARAM = "brand";
/** Where that choice is remembered between pages (a preference, not a secret). */
export const BRAND_STORAGE_KEY = "avow-brand";

const byId = (id: unknown, brands: ReadonlyArray<Brand>): Brand | undefined =>
  typeof id === "string" ? brands.find((brand) => brand.id === id) : undefined;

export const isLocalHost = (host: string): boolean => LOCAL_HOSTS.has(hostNameOf(host));

/**
 * The brand site this page belongs to: the one whose host it is; on this machine, the one chosen with
 * `?brand=` (or remembered from an earlier choice); otherwise none (a partner's domain or an unknown host).
 */
export const currentBrand = (
  page: { readonly host: string; readonly brandParam?: unknown; readonly storedBrand?: string | null },
  brands: ReadonlyArray<Brand> = BRANDS,
): Brand | undefined => {
  const hosted = brandOfHost(page.host, brands);
  if (hosted) return hosted;
  if (!isLocalHost(page.host)) return undefined;
  return byId(page.brandParam, brands) ?? byId(page.storedBrand, brands);
};

/** Where a brand link goes: the brand's own site, or on this machine the same app with `?brand=`. */
export const brandHref = (brand: Brand, host: string): string => {
  const site = brand.hosts[0];
  return isLocalHost(host) || !site ? `/?${BRAND_PARAM}=${encodeURIComponent(brand.id)}` : `https://${site}/`;
};
