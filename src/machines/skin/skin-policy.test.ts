import { describe, expect, it } from "vitest";
import { skinEventFor } from "./skin-policy.ts";

const ORG = "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71";

describe("which skin a page asks for", () => {
  it.each(["/app", "/login", "/reset-password", "/confirm-account", "/app/"])(
    "%s takes the org parameter's skin",
    (pathname) => {
      expect(skinEventFor({ pathname, org: ORG, host: "localhost:3000" })).toEqual({
        type: "skin.requested",
        request: { by: "org", orgUuid: ORG },
      });
    },
  );

  it("other pages ignore the org parameter", () => {
    expect(skinEventFor({ pathname: "/", org: ORG, host: "localhost" })).toEqual({
      type: "skin.accountLeft",
    });
    expect(skinEventFor({ pathname: "/blog", org: ORG, host: "localhost" })).toEqual({
      type: "skin.accountLeft",
    });
  });

  it("a skinned page without org, or with a malformed one, leaves the skin as it is", () => {
    expect(skinEventFor({ pathname: "/app", org: undefined, host: "localhost" })).toEqual({
      type: "skin.accountLeft",
    });
    expect(skinEventFor({ pathname: "/app", org: "not-a-uuid", host: "localhost" })).toEqual({
      type: "skin.accountLeft",
    });
  });

  it("the family interview never takes a skin", () => {
    expect(
      skinEventFor({ pathname: "/family-interview/abc", org: ORG, host: "care.partner.example" }),
    ).toEqual({
      type: "skin.reset",
    });
  });

  it("a signed-in account's organisation skin applies, except on the family interview", () => {
    expect(
      skinEventFor({ pathname: "/app", org: ORG, host: "care.partner.example", accountUuid: "acc-1" }),
    ).toEqual({
      type: "skin.requested",
      request: { by: "account", accountUuid: "acc-1" },
    });
    expect(
      skinEventFor({
        pathname: "/family-interview/t",
        org: undefined,
        host: "localhost",
        accountUuid: "acc-1",
      }),
    ).toEqual({
      type: "skin.reset",
    });
  });

  it("a partner's own host asks for the skin by domain, without its port", () => {
    expect(skinEventFor({ pathname: "/", org: undefined, host: "care.partner.example:8443" })).toEqual({
      type: "skin.requested",
      request: { by: "domain", domain: "care.partner.example" },
    });
  });

  it("brand sites and this machine are not partner domains", () => {
    expect(skinEventFor({ pathname: "/", org: undefined, host: "es.avow.example" })).toEqual({
      type: "skin.accountLeft",
    });
    expect(skinEventFor({ pathname: "/", org: undefined, host: "localhost:5173" })).toEqual({
      type: "skin.accountLeft",
    });
    expect(skinEventFor({ pathname: "/", org: undefined, host: "127.0.0.1:3000" })).toEqual({
      type: "skin.accountLeft",
    });
  });

  it("an org link beats the domain", () => {
    expect(skinEventFor({ pathname: "/app", org: ORG, host: "care.partner.example" })).toEqual({
      type: "skin.requested",
      request: { by: "org", orgUuid: ORG },
    });
  });
});
