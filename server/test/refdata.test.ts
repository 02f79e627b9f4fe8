import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDomain, insertOrganisation, saveSkin } from "../src/organisations/organisation.repository.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { apiHeaders, createTestApp, FIXED_NOW, type TestApp } from "./support/test-app.ts";

const ORG = "0f8e4c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const BARE_ORG = "1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d";
const skin = {
  title: "Coast Counselling",
  logoUrl: "https://coast.example/logo.png",
  websiteUrl: "https://coast.example",
  language: "pt" as const,
  primaryColor: "#123456",
  secondaryColor: "#abcdef",
  accentColor: "#FF0000",
};

describe.each(testDatabaseKinds())("refdata skins on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const at = FIXED_NOW.toISOString();
    await insertOrganisation(t.db, { uuid: ORG, name: "Coast", createdAt: at });
    await saveSkin(t.db, ORG, skin, at);
    await addDomain(t.db, ORG, "coast.partner.example", at);
    await insertOrganisation(t.db, { uuid: BARE_ORG, name: "No skin", createdAt: at });
  });
  afterAll(() => t.close());

  it("answers an organisation's skin, colours in lower case, without an absent secondary text colour", async () => {
    const res = await t.app.inject({ url: `/api/refdata/org/${ORG}/skin`, headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...skin, accentColor: "#ff0000" });
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("finds the organisation whatever the case of the uuid", async () => {
    const res = await t.app.inject({
      url: `/api/refdata/org/${ORG.toUpperCase()}/skin`,
      headers: apiHeaders(),
    });
    expect(res.statusCode).toBe(200);
  });

  it("includes the secondary text colour when there is one", async () => {
    await saveSkin(t.db, BARE_ORG, { ...skin, secondaryTextColor: "#0A0B0C" }, FIXED_NOW.toISOString());
    const res = await t.app.inject({ url: `/api/refdata/org/${BARE_ORG}/skin`, headers: apiHeaders() });
    expect(res.json()).toMatchObject({ secondaryTextColor: "#0a0b0c" });
    await t.db.deleteFrom("skins").where("organisation_uuid", "=", BARE_ORG).execute();
  });

  it("answers 404 for an unknown organisation and for one without a skin, alike", async () => {
    const unknown = await t.app.inject({
      url: "/api/refdata/org/99999999-9999-4999-8999-999999999999/skin",
      headers: apiHeaders(),
    });
    const bare = await t.app.inject({ url: `/api/refdata/org/${BARE_ORG}/skin`, headers: apiHeaders() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: "skin_not_found",
      message: "No skin is published for this organisation.",
    });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual(unknown.json());
  });

  it("answers 400 with a readable message for a malformed uuid", async () => {
    const res = await t.app.inject({ url: "/api/refdata/org/not-a-uuid/skin", headers: apiHeaders() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_request" });
    expect(res.json().message).toContain("must be a UUID");
  });

  it("answers a partner domain's skin, ignoring case and a trailing dot", async () => {
    for (const domain of ["coast.partner.example", "COAST.Partner.example", "coast.partner.example."]) {
      const res = await t.app.inject({ url: `/api/refdata/skin/domain/${domain}`, headers: apiHeaders() });
      expect(res.statusCode, domain).toBe(200);
      expect(res.json().title).toBe("Coast Counselling");
    }
  });

  it("answers 404 for an unknown domain and 400 for a malformed one", async () => {
    const unknown = await t.app.inject({
      url: "/api/refdata/skin/domain/nobody.example",
      headers: apiHeaders(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("skin_not_found");
    for (const bad of ["under_score.example", "-lead.example", "a..b", "x".repeat(64) + ".example"]) {
      const res = await t.app.inject({
        url: `/api/refdata/skin/domain/${encodeURIComponent(bad)}`,
        headers: apiHeaders(),
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain("host name");
    }
  });

  it("refuses requests without a valid API key (403)", async () => {
    const none = await t.app.inject({ url: `/api/refdata/org/${ORG}/skin` });
    const wrong = await t.app.inject({
      url: `/api/refdata/org/${ORG}/skin`,
      headers: { "x-api-key": "nope" },
    });
    for (const res of [none, wrong]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: "invalid_api_key",
        message: "A valid X-API-Key header is required.",
      });
    }
  });
});
