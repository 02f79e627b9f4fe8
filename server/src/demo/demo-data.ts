import type { Skin } from "../../../contracts/schema/skin.ts";
import type { Db } from "../db/database.ts";
import {
  addDomain,
  countOrganisations,
  insertOrganisation,
  saveSkin,
} from "../organisations/organisation.repository.ts";

export interface DemoOrganisation {
  readonly uuid: string;
  readonly name: string;
  /** A host that resolves to this machine in browsers (`*.localhost`), to try skins by domain. */
  readonly domain: string;
  readonly skin: Skin;
}

/** The demo organisations: fixed uuids so that README can link to them. */
export const DEMO_ORGANISATIONS: ReadonlyArray<DemoOrganisation> = [
  {
    uuid: "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71",
    name: "Harbour Family Law",
    domain: "harbour.localhost",
    skin: {
      title: "Harbour Family Law",
      logoUrl: "/skins/harbour.svg",
      websiteUrl: "https://harbour-family-law.example",
      language: "en",
      primaryColor: "#0b4f3c",
      secondaryColor: "#2e8b6e",
      accentColor: "#f2a541",
      secondaryTextColor: "#1d6b52",
    },
  },
  {
    uuid: "a7e2b9c4-3d6f-4a1b-8e5c-9d0f1b2c3e84",
    name: "Clínica Levante",
    domain: "levante.localhost",
    skin: {
      title: "Clínica Levante",
      logoUrl: "/skins/levante.svg",
      websiteUrl: "https://clinica-levante.example",
      language: "es",
      primaryColor: "#6a1b4d",
      secondaryColor: "#c2185b",
      accentColor: "#ffb300",
    },
  },
];

/** Creates the demo organisations when the database has none; returns whether it did. */
export const seedDemoData = async (db: Db, now: Date): Promise<boolean> => {
  if ((await countOrganisations(db)) > 0) return false;
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    for (const org of DEMO_ORGANISATIONS) {
      await insertOrganisation(tx, { uuid: org.uuid, name: org.name, createdAt: at });
      await saveSkin(tx, org.uuid, org.skin, at);
      await addDomain(tx, org.uuid, org.domain, at);
    }
  });
  return true;
};
