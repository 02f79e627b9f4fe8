import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { DomainName, Uuid, normaliseDomain } from "../../../contracts/schema/ids.ts";
import { Skin } from "../../../contracts/schema/skin.ts";
import type { Db } from "../db/database.ts";
import { decodeInput } from "../http/validate.ts";
import { skinOfDomain, skinOfOrganisation } from "./refdata.service.ts";

const OrgParams = Schema.Struct({ orgUuid: Uuid });
const DomainParams = Schema.Struct({ domain: DomainName });
const encodeSkin = Schema.encodeSync(Skin);

// Skins change rarely and are public: a short shared cache spares the database on every page load.
const SKIN_CACHE = "public, max-age=60";

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
};
