import { Schema } from "effect";
import brandsJson from "../brands.json" with { type: "json" };
import { CurrencyCode } from "./account.ts";
import { LANGUAGES, Language } from "./language.ts";

/** One of the five brand sites (seed §1); the list lives in contracts/brands.json so deployments edit data, not code. */
export const Brand = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  language: Language,
  locale: Schema.String,
  /** ISO 4217: the currency a client of this brand gets when nothing better is known. */
  currency: CurrencyCode,
  hosts: Schema.Array(Schema.String),
  contactEmail: Schema.String,
});
export type Brand = typeof Brand.Type;

/** The brand list: one brand per language, so that a language always names exactly one brand. */
export const Brands = Schema.Array(Brand).check(
  Schema.makeFilter((brands) =>
    LANGUAGES.flatMap((language) => {
      const count = brands.filter((brand) => brand.language === language).length;
      return count === 1
        ? []
        : [{ path: [], issue: `needs exactly one brand for "${language}", has ${count}` }];
    }),
  ),
);

export const BRANDS: ReadonlyArray<Brand> = Schema.decodeUnknownSync(Brands)(brandsJson);

/** Hosts that are this machine: the default brand applies there (seed §4). */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

const hostName = (host: string): string => host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");

/** The brand whose site this host is, if any. */
export const brandOfHost = (host: string, brands: ReadonlyArray<Brand> = BRANDS): Brand | undefined => {
  const name = hostName(host);
  return brands.find((brand) => brand.hosts.includes(name));
};

/** The brand sold in a language. BRANDS has one per language (checked when the file is decoded). */
export const brandOfLanguage = (language: Language, brands: ReadonlyArray<Brand> = BRANDS): Brand => {
  const brand = brands.find((candidate) => candidate.language === language);
  if (!brand) throw new Error(`No brand is sold in the language "${language}".`);
  return brand;
};

/** A host that is neither a brand site nor this machine: a partner serving Avow on its own domain. */
export const isPartnerHost = (host: string, brands: ReadonlyArray<Brand> = BRANDS): boolean => {
  const name = hostName(host);
  return name !== "" && !LOCAL_HOSTS.has(name) && brandOfHost(name, brands) === undefined;
};

export const hostNameOf = hostName;
