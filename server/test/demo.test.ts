import { describe, expect, it } from "vitest";
import { failedRules } from "../../contracts/password/password-rules.ts";
import { findAccountsByEmail, rolesOf } from "../src/accounts/account.repository.ts";
import { verifyPassword } from "../src/auth/passwords.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
  randomDemoPassword,
  seedDemoData,
} from "../src/demo/demo-data.ts";
import { countOrganisations } from "../src/organisations/organisation.repository.ts";
import { skinOfDomain, skinOfOrganisation } from "../src/refdata/refdata.service.ts";
import { createTestDatabase, testDatabaseKinds } from "./support/databases.ts";

describe.each(testDatabaseKinds())("demo data on %s", (kind) => {
  it("creates two organisations with different skins and languages, once", async () => {
    const t = await createTestDatabase(kind);
    try {
      const first = await seedDemoData(t.db, new Date("2026-11-22T00:00:00Z"), "Demo-Password-1");
      expect(first).toEqual({ organisations: true, password: "Demo-Password-1" });
      expect(await seedDemoData(t.db, new Date("2026-11-23T00:00:00Z"))).toEqual({
        organisations: false,
        password: undefined,
      });
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

  it("creates the demo logins with the chosen password, the clients assigned to their practitioners", async () => {
    const t = await createTestDatabase(kind);
    try {
      await seedDemoData(t.db, new Date("2026-11-22T00:00:00Z"), "Demo-Password-1");
      for (const demo of DEMO_ACCOUNTS) {
        const [row] = await findAccountsByEmail(t.db, demo.email);
        expect(row?.organisation_uuid, demo.email).toBe(demo.organisationUuid);
        expect(row?.status).toBe("active");
        expect(await rolesOf(t.db, demo.uuid)).toEqual([demo.role]);
        expect(await verifyPassword(row?.password_hash ?? "", "Demo-Password-1")).toBe(true);
        expect(row?.assigned_practitioner_uuid ?? undefined).toBe(demo.assignedTo);
      }
      expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
        "admin@demo.avow.test",
        "practitioner@demo.avow.test",
        "reviewer@demo.avow.test",
        "client@demo.avow.test",
        "practitioner@partner.avow.test",
        "client@partner.avow.test",
      ]);
    } finally {
      await t.dispose();
    }
  });
});

describe("the random demo password", () => {
  it("meets every password rule", () => {
    for (let i = 0; i < 50; i++) expect(failedRules(randomDemoPassword())).toEqual([]);
  });
});
