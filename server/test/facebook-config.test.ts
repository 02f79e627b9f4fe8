import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/config.ts";

const FACEBOOK = {
  AVOW_FACEBOOK_AUTHORIZATION_URL: "https://www.facebook.com/v19.0/dialog/oauth",
  AVOW_FACEBOOK_TOKEN_URL: "https://graph.facebook.com/v19.0/oauth/access_token",
  AVOW_FACEBOOK_USERINFO_URL: "https://graph.facebook.com/v19.0/me?fields=id,name,link",
  AVOW_FACEBOOK_CLIENT_ID: "1234567890",
  AVOW_FACEBOOK_CLIENT_SECRET: "s3cret",
};

describe("the Facebook link's configuration", () => {
  it("is off without any AVOW_FACEBOOK_* setting", () => {
    expect(loadConfig({}, "/srv").facebook).toBeUndefined();
  });

  it("reads the provider's endpoints, the client, the scopes, and makes the redirect URI from AVOW_PUBLIC_URL", () => {
    const config = loadConfig({ ...FACEBOOK, AVOW_PUBLIC_URL: "https://avow.example/" }, "/srv");
    expect(config.facebook).toEqual({
      authorizationUrl: FACEBOOK.AVOW_FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: FACEBOOK.AVOW_FACEBOOK_TOKEN_URL,
      userinfoUrl: FACEBOOK.AVOW_FACEBOOK_USERINFO_URL,
      clientId: "1234567890",
      clientSecret: "s3cret",
      scopes: "public_profile",
      redirectUri: "https://avow.example/callbacks",
    });
    expect(
      loadConfig({ ...FACEBOOK, AVOW_FACEBOOK_SCOPES: " openid, profile " }, "/srv").facebook?.scopes,
    ).toBe("openid profile");
  });

  it("refuses some settings without the others, naming what is missing", () => {
    const { AVOW_FACEBOOK_CLIENT_SECRET: _secret, ...partial } = FACEBOOK;
    expect(() => loadConfig(partial, "/srv")).toThrow(ConfigError);
    expect(() => loadConfig(partial, "/srv")).toThrow(/AVOW_FACEBOOK_CLIENT_SECRET/);
  });

  it("refuses endpoints that are not absolute http(s) URLs", () => {
    expect(() =>
      loadConfig({ ...FACEBOOK, AVOW_FACEBOOK_TOKEN_URL: "graph.facebook.com/token" }, "/srv"),
    ).toThrow(/AVOW_FACEBOOK_TOKEN_URL/);
    expect(() => loadConfig({ ...FACEBOOK, AVOW_FACEBOOK_USERINFO_URL: "ftp://x/me" }, "/srv")).toThrow(
      /AVOW_FACEBOOK_USERINFO_URL/,
    );
  });
});
