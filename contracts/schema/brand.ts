import { Schema } from "effect";
import brandsJson from "../brands.json" with { type: "json" };
import { Language } from "./language.ts";

/** One of the five brand sites (seed §1); the list lives in contracts/brands.json so deployments edit data, not code. */
export const Brand = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  language: Language,
  locale: Schema.String,
  hosts: Schema.Array(Schema.String),
  contactEmail: Schema.String,
});
export type Brand = typeof Brand.Type;

export const BRANDS: ReadonlyArray<Brand> = Schema.decodeUnknownSync(Schema.Array(Brand))(brandsJson);

/** Hosts that are this machine: the default brand applies there (seed §4). */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

const hostName = (host: string): string => host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");

/** The brand whose site this host is, if any. */
export const brandOfHost = (host: string, brands: ReadonlyArray<Brand> = BRANDS): Brand | undefined => {
  const name = hostName(host);
  return brands.find((brand) => brand.hosts.includes(name));
};

/** A host that is neither a brand site nor this machine: a partner serving Avow on its own domain. */
export const isPartnerHost = (host: string, brands: ReadonlyArray<Brand> = BRANDS): boolean => {
  const name = hostName(host);
  return name !== "" && !LOCAL_HOSTS.has(name) && brandOfHost(name, brands) === undefined;
};

export const hostNameOf = hostName;
