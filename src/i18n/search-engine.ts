/**
 * Google's country sites, by the second-level label Google puts before the country code, from
 * https://www.google.com/supported_domains. Every European Union and EEA country, the brands' countries
 * (GB, ES, PT, DE, FR) and the rest of that list are here. Left out on purpose: cn (google.cn has not served
 * search since 2010) and cat (a language community, not a country). Whatever is missing falls back to
 * google.com with gl=<country>, which still localises the results.
 */
const PLAIN = `ad ae al am as at az ba be bf bg bi bj bs bt by ca cd cf cg ch ci cl cm cv cz de dj dk dm dz ee es
  fi fm fr ga ge gg gl gm gr gy hn hr ht hu ie im iq is it je jo kg ki kz la li lk lt lu lv md me mg
  mk ml mn mu mv mw ne nl no nr nu pl pn ps pt ro rs ru rw sc se sh si sk sm sn so sr st td tg tl tm
  tn to tt vu ws`;
const COM = `af ag ar au bd bh bn bo br bz co cu cy do ec eg et fj gh gi gt hk jm kh kw lb ly mm mt mx my na ng ni
  np om pa pe pg ph pk pr py qa sa sb sg sl sv tj tr tw ua uy vc vn`;
const CO = "ao bw ck cr id il in jp ke kr ls ma mz nz th tz ug uz ve vi za zm zw";

const hosts = new Map<string, string>([
  ...PLAIN.split(/\s+/).map((code): [string, string] => [code, `www.google.${code}`]),
  ...COM.split(/\s+/).map((code): [string, string] => [code, `www.google.com.${code}`]),
  ...CO.split(/\s+/).map((code): [string, string] => [code, `www.google.co.${code}`]),
  // The United Kingdom's ISO code is GB but its domain is .uk.
  ["gb", "www.google.co.uk"],
  ["us", "www.google.com"],
]);

export const DEFAULT_SEARCH_COUNTRY = "us";

/** The account's country2 as Google's gl wants it: lower case; "us" when missing or not two letters. */
const countryOf = (country2: string | null | undefined): string => {
  const code = country2?.trim().toLowerCase() ?? "";
  if (!/^[a-z]{2}$/.test(code)) return DEFAULT_SEARCH_COUNTRY;
  // ISO 3166-1 reserves UK for the United Kingdom, and people type it.
  return code === "uk" ? "gb" : code;
};

/**
 * A Google search localised to a country (seed §2): that country's Google site and gl=<country>. A country with
 * no Google site of its own (or none known here) gets google.com with its gl; a blank query opens the site's
 * home page, still localised.
 */
export const searchEngineUrl = (query: string, country2: string | null | undefined): string => {
  const country = countryOf(country2);
  const url = new URL(`https://${hosts.get(country) ?? "www.google.com"}/`);
  if (query.trim() !== "") {
    url.pathname = "/search";
    url.searchParams.set("q", query);
  }
  url.searchParams.set("gl", country);
  return url.toString();
};

export type Opener = (url: string) => void;

const openInNewTab: Opener = (url) => {
  // noopener: the search page gets no handle on this window (and window.open then returns null).
  window.open(url, "_blank", "noopener,noreferrer");
};

/** Opens the localised search engine in a new tab; the opener is injectable for tests. */
export const openSearchEngine = (
  query: string,
  country2: string | null | undefined,
  open: Opener = openInNewTab,
): void => {
  open(searchEngineUrl(query, country2));
};
