import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { CurrencyQuery } from "../../../contracts/schema/currency.ts";
import { DomainName, Uuid, normaliseDomain } from "../../../contracts/schema/ids.ts";
import { DEFAULT_LANGUAGE } from "../../../contracts/schema/language.ts";
import { Skin } from "../../../contracts/schema/skin.ts";
import type { Db } from "../db/database.ts";
import { decodeInput } from "../http/validate.ts";
import { currencyOf } from "./currency.ts";
import { skinOfDomain, skinOfOrganisation } from "./refdata.service.ts";

const OrgParams = Schema.Struct({ orgUuid: Uuid });
const DomainParams = Schema.Struct({ domain: DomainName });
const encodeSkin = Schema.encodeSync(Skin);

// Skins change rarely and are public: a short shared cache spares the database on every page load.
const SKIN_CACHE = "public, max-age=60";
// Currencies change with a package upgrade or a brands.json edit, both of which need a deploy.
const CURRENCY_CACHE = "public, max-age=86400";

/** `?code2=` as a form sends it means "no value", not a malformed one. */
const withoutEmptyValues = (query: unknown): unknown =>
  typeof query === "object" && query !== null
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""))
    : query;

/** Reference data: public, read-only, no session needed. */
export const refdataRoutes = (db: Db) => async (api: FastifyInstance) => {
  api.get("/refdata/org/:orgUuid/skin", async (request, reply) => {
    const { orgUuid } = decodeInput(OrgParams, request.params, "organisation uuid");
    const skin = await skinOfOrganisation(db, orgUuid);
    return reply.header("cache-control", SKIN_CACHE).send(encodeSkin(skin));
  });

  api.get("/refdata/skin/domain/:domain", async (request, reply) => {
    const { domain } = decodeInput(DomainParams, request.params, "domain");
    const skin = await skinOfDomain(db, normaliseDomain(domain));
    return reply.header("cache-control", SKIN_CACHE).send(encodeSkin(skin));
  });

  api.get("/refdata/currency", async (request, reply) => {
    const query = decodeInput(CurrencyQuery, withoutEmptyValues(request.query), "currency query");
    const currency = currencyOf(query.code2, query.language ?? DEFAULT_LANGUAGE);
    return reply.header("cache-control", CURRENCY_CACHE).type("text/plain; charset=utf-8").send(currency);
  });
};
