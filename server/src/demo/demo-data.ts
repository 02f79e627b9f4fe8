import type { Skin } from "../../../contracts/schema/skin.ts";
import type { Db } from "../db/database.ts";
import { randomBytes } from "node:crypto";
import type { Role } from "../../../contracts/schema/account.ts";
import { insertAccount } from "../accounts/account.repository.ts";
import { hashPassword } from "../auth/passwords.ts";
import {
  addDomain,
  countOrganisations,
  findOrganisation,
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

export interface DemoAccount {
  readonly uuid: string;
  readonly organisationUuid: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly title?: string;
  readonly role: Role;
  readonly country2: string;
  readonly language: string;
  readonly currencyCode: string;
  /** A client's practitioner. */
  readonly assignedTo?: string;
}

const [HARBOUR, LEVANTE] = DEMO_ORGANISATIONS.map((org) => org.uuid) as [string, string];

/** The demo logins (README lists them): every role in the first organisation, a pair in the second. */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  {
    uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a21",
    organisationUuid: HARBOUR,
    email: "admin@demo.avow.test",
    firstName: "Alex",
    lastName: "Morgan",
    role: "ROLE_ADMIN",
    country2: "GB",
    language: "en",
    currencyCode: "GBP",
  },
  {
    uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22",
    organisationUuid: HARBOUR,
    email: "practitioner@demo.avow.test",
    title: "Dr",
    firstName: "Priya",
    lastName: "Shah",
    role: "ROLE_PRACTITIONER",
    country2: "GB",
    language: "en",
    currencyCode: "GBP",
  },
  {
    uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a23",
    organisationUuid: HARBOUR,
    email: "reviewer@demo.avow.test",
    firstName: "Rui",
    lastName: "Costa",
    role: "ROLE_REVIEWER",
    country2: "PT",
    language: "en",
    currencyCode: "EUR",
  },
  {
    uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a24",
    organisationUuid: HARBOUR,
    email: "client@demo.avow.test",
    firstName: "Sam",
    lastName: "Taylor",
    role: "ROLE_USER",
    country2: "GB",
    language: "en",
    currencyCode: "GBP",
    assignedTo: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22",
  },
  {
    uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a25",
    organisationUuid: LEVANTE,
    email: "practitioner@partner.avow.test",
    title: "Dra.",
    firstName: "Lucía",
    lastName: "Fernández",
    role: "ROLE_PRACTITIONER",
    country2: "ES",
    language: "es",
    currencyCode: "EUR",
  },
  {
    uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a26",
    organisationUuid: LEVANTE,
    email: "client@partner.avow.test",
    firstName: "Javier",
    lastName: "Ruiz",
    role: "ROLE_USER",
    country2: "ES",
    language: "es",
    currencyCode: "EUR",
    assignedTo: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a25",
  },
];

/** A password that meets every rule of seed §5: upper, lower, digit, special, 19 characters. */
export const randomDemoPassword = (): string => `Avow-${randomBytes(9).toString("base64url")}-7`;

export interface SeedResult {
  readonly organisations: boolean;
  /** Set when the demo accounts were created now: their password. */
  readonly password: string | undefined;
}

/**
 * Creates the demo organisations when the database has none, and the demo accounts when there are no
 * accounts yet and the demo organisations exist (a database from before accounts gets them too).
 */
export const seedDemoData = async (
  db: Db,
  now: Date,
  password: string = randomDemoPassword(),
): Promise<SeedResult> => {
  const at = now.toISOString();
  const organisations = (await countOrganisations(db)) === 0;
  if (organisations) {
    await db.transaction().execute(async (tx) => {
      for (const org of DEMO_ORGANISATIONS) {
        await insertOrganisation(tx, { uuid: org.uuid, name: org.name, createdAt: at });
        await saveSkin(tx, org.uuid, org.skin, at);
        await addDomain(tx, org.uuid, org.domain, at);
      }
    });
  }
  const anyAccount = await db.selectFrom("accounts").select("uuid").limit(1).executeTakeFirst();
  const demoOrgsExist = (
    await Promise.all(DEMO_ORGANISATIONS.map((org) => findOrganisation(db, org.uuid)))
  ).every(Boolean);
  if (anyAccount || !demoOrgsExist) return { organisations, password: undefined };
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      await insertAccount(tx, {
        ...account,
        status: "active",
        passwordHash,
        roles: [account.role],
        assignedPractitionerUuid: account.assignedTo ?? null,
        now: at,
      });
    }
  });
  return { organisations, password };
};
