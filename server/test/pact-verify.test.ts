import path from "node:path";
import { Verifier } from "@pact-foundation/pact";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_SKIN, EXAMPLE_SKIN_WITHOUT_SECONDARY_TEXT } from "../../contracts/fixtures/example-skin.ts";
import { PACT_PARTNER_DOMAIN, ProviderStates } from "../../contracts/provider-states.ts";
import { DEV_API_KEY } from "../src/config/config.ts";
import type { Db } from "../src/db/database.ts";
import {
  addDomain,
  findOrganisation,
  insertOrganisation,
  saveSkin,
} from "../src/organisations/organisation.repository.ts";
import { createTestApp, FIXED_NOW, type TestApp } from "./support/test-app.ts";

process.env.PACT_DO_NOT_TRACK = "true";

const PACT_FILE = path.resolve(import.meta.dirname, "../../pacts/avow-spa-avow-api.json");

const stringParam = (params: unknown, name: string): string => {
  const value =
    typeof params === "object" && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  if (typeof value !== "string") throw new Error(`provider state needs the parameter "${name}"`);
  return value;
};

/** Creates an organisation with a skin unless it exists: state handlers must be repeatable. */
const ensureSkinnedOrganisation = async (db: Db, uuid: string, withSecondaryText: boolean): Promise<void> => {
  const at = FIXED_NOW.toISOString();
  if (!(await findOrganisation(db, uuid)))
    await insertOrganisation(db, { uuid, name: "Harbour Family Law", createdAt: at });
  await saveSkin(db, uuid, withSecondaryText ? EXAMPLE_SKIN : EXAMPLE_SKIN_WITHOUT_SECONDARY_TEXT, at);
};

const PARTNER_ORG = "2b4d6f8a-0c1e-4a3b-9d5f-7a9b1c3d5e7f";

describe("the API honours the pacts its consumers wrote (provider verification)", () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // A fresh database; the SPA's default (development) API key, which the pact's examples carry.
    t = await createTestApp("sqlite", { apiKeys: [DEV_API_KEY] });
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("verifies pacts/avow-spa-avow-api.json", async () => {
    const verifier = new Verifier({
      provider: "avow-api",
      providerBaseUrl: baseUrl,
      pactUrls: [PACT_FILE],
      logLevel: "warn",
      stateHandlers: {
        [ProviderStates.organisationWithSkin]: async (params) => {
          await ensureSkinnedOrganisation(t.db, stringParam(params, "orgUuid"), true);
        },
        [ProviderStates.noOrganisation]: async (params) => {
          await t.db.deleteFrom("organisations").where("uuid", "=", stringParam(params, "orgUuid")).execute();
        },
        [ProviderStates.domainWithSkin]: async (params) => {
          const domain = stringParam(params, "domain");
          await ensureSkinnedOrganisation(t.db, PARTNER_ORG, false);
          await t.db.deleteFrom("organisation_domains").where("domain", "=", domain).execute();
          await addDomain(t.db, PARTNER_ORG, domain, FIXED_NOW.toISOString());
        },
        [ProviderStates.noDomain]: async (params) => {
          await t.db
            .deleteFrom("organisation_domains")
            .where("domain", "=", stringParam(params, "domain"))
            .execute();
        },
      },
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  });

  it("knows every provider state the pact names", async () => {
    const { readFile } = await import("node:fs/promises");
    const pact = JSON.parse(await readFile(PACT_FILE, "utf8")) as {
      interactions: Array<{ providerStates?: Array<{ name: string }> }>;
    };
    const named = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    expect([...named].every((name) => (Object.values(ProviderStates) as string[]).includes(name))).toBe(true);
    expect(named.has(ProviderStates.domainWithSkin)).toBe(true);
    expect(PACT_PARTNER_DOMAIN).toMatch(/\.example$/);
  });
});
