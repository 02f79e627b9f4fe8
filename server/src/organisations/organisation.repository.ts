import type { Skin } from "../../../contracts/schema/skin.ts";
import type { Db } from "../db/database.ts";
import type { OrganisationRow, SkinRow } from "./organisation.table.ts";

export interface NewOrganisation {
  readonly uuid: string;
  readonly name: string;
  readonly createdAt: string;
}

export const insertOrganisation = async (db: Db, org: NewOrganisation): Promise<void> => {
  await db
    .insertInto("organisations")
    .values({ uuid: org.uuid, name: org.name, created_at: org.createdAt })
    .execute();
};

export const findOrganisation = (db: Db, uuid: string): Promise<OrganisationRow | undefined> =>
  db.selectFrom("organisations").selectAll().where("uuid", "=", uuid).executeTakeFirst();

export const countOrganisations = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom("organisations")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string, SQLite as a number.
  return Number(row.n);
};

/** Creates or replaces an organisation's skin. */
export const saveSkin = async (db: Db, organisationUuid: string, skin: Skin, now: string): Promise<void> => {
  const values = {
    title: skin.title,
    logo_url: skin.logoUrl,
    website_url: skin.websiteUrl,
    language: skin.language,
    primary_color: skin.primaryColor.toLowerCase(),
    secondary_color: skin.secondaryColor.toLowerCase(),
    accent_color: skin.accentColor.toLowerCase(),
    secondary_text_color: skin.secondaryTextColor?.toLowerCase() ?? null,
    updated_at: now,
  };
  await db
    .insertInto("skins")
    .values({ organisation_uuid: organisationUuid, ...values })
    .onConflict((oc) => oc.column("organisation_uuid").doUpdateSet(values))
    .execute();
};

/** Registers a host name on which the organisation serves its skin (already normalised). */
export const addDomain = async (
  db: Db,
  organisationUuid: string,
  domain: string,
  now: string,
): Promise<void> => {
  await db
    .insertInto("organisation_domains")
    .values({ domain, organisation_uuid: organisationUuid, created_at: now })
    .execute();
};

export const findSkinByOrganisation = (db: Db, organisationUuid: string): Promise<SkinRow | undefined> =>
  db.selectFrom("skins").selectAll().where("organisation_uuid", "=", organisationUuid).executeTakeFirst();

/** The title the organisation's emails carry: its skin's title, else its name; null for no such organisation. */
export const findOrganisationTitle = async (db: Db, organisationUuid: string): Promise<string | null> => {
  const row = await db
    .selectFrom("organisations as o")
    .leftJoin("skins as s", "s.organisation_uuid", "o.uuid")
    .select(["o.name", "s.title"])
    .where("o.uuid", "=", organisationUuid)
    .executeTakeFirst();
  return row ? (row.title ?? row.name) : null;
};

export const findSkinByDomain = (db: Db, domain: string): Promise<SkinRow | undefined> =>
  db
    .selectFrom("organisation_domains")
    .innerJoin("skins", "skins.organisation_uuid", "organisation_domains.organisation_uuid")
    .selectAll("skins")
    .where("organisation_domains.domain", "=", domain)
    .executeTakeFirst();
