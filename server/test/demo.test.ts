import { describe, expect, it } from "vitest";
import { DEMO_ORGANISATIONS, seedDemoData } from "../src/demo/demo-data.ts";
import { countOrganisations } from "../src/organisations/organisation.repository.ts";
import { skinOfDomain, skinOfOrganisation } from "../src/refdata/refdata.service.ts";
import { createTestDatabase, testDatabaseKinds } from "./support/databases.ts";

describe.each(testDatabaseKinds())("demo data on %s", (kind) => {
  it("creates two organisations with different skins and languages, once", async () => {
    const t = await createTestDatabase(kind);
    try {
      expect(await seedDemoData(t.db, new Date("2026-11-22T00:00:00Z"))).toBe(true);
      expect(await seedDemoData(t.db, new Date("2026-11-23T00:00:00Z"))).toBe(false);
      expect(await countOrganisations(t.db)).toBe(2);
      const skins = await Promise.all(DEMO_ORGANISATIONS.map((org) => skinOfOrganisation(t.db, org.uuid)));
      expect(new Set(skins.map((s) => s.language)).size).toBe(2);
      expect(new Set(skins.map((s) => s.primaryColor)).size).toBe(2);
      for (const org of DEMO_ORGANISATIONS)
        expect((await skinOfDomain(t.db, org.domain)).title).toBe(org.skin.title);
    } finally {
      await t.dispose();
    }
  });
});
