import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FacebookLinked, LinkedProfile } from "../../contracts/schema/facebook.ts";
import type { FacebookProviderConfig } from "../src/config/config.ts";
import { createOrganisation, signedInAccount } from "./support/accounts.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import {
  startOAuthProvider,
  TEST_PROVIDER_SCOPES,
  type TestOAuthProvider,
} from "./support/oauth-provider.ts";
import { apiHeaders, createTestApp, manualClock, xsrfPair, type TestApp } from "./support/test-app.ts";

// The whole link, end to end, against a real OAuth 2.0 / OpenID Connect provider on 127.0.0.1: Avow's
// server starts it, the provider's own login and consent pages are answered over HTTP, the provider
// redirects to /callbacks, and the server exchanges the code (with the PKCE verifier) and reads the profile.

const pair = xsrfPair();
const REDIRECT_URI = "https://avow.test/callbacks";
const ANA = { login: "ana-fb-1001", name: "Ana Silva", profile: "https://social.example/ana.silva" };
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const providerConfig = (provider: TestOAuthProvider, overrides: Partial<FacebookProviderConfig> = {}) => ({
  authorizationUrl: provider.authorizationUrl,
  tokenUrl: provider.tokenUrl,
  userinfoUrl: provider.userinfoUrl,
  clientId: "avow-test",
  clientSecret: "avow-test-secret-0123456789",
  scopes: TEST_PROVIDER_SCOPES,
  redirectUri: REDIRECT_URI,
  ...overrides,
});

describe.each(testDatabaseKinds())("linking a Facebook profile on %s", (kind) => {
  let provider: TestOAuthProvider;
  let t: TestApp;
  const clock = manualClock(new Date());

  const call = (
    app: TestApp,
    method: "GET" | "POST" | "DELETE",
    url: string,
    token: string,
    payload?: object,
  ) =>
    app.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: apiHeaders({ ...pair.headers, authorization: `Bearer ${token}` }),
      cookies: pair.cookies,
    });
  const start = (token: string, returnTo?: string, app = t) =>
    call(app, "POST", "/api/account/me/facebook/link", token, returnTo === undefined ? {} : { returnTo });
  const callback = (token: string, body: object, app = t) =>
    call(app, "POST", "/api/account/me/facebook/callback", token, body);
  const profileOf = (token: string, accountUuid?: string) =>
    call(
      t,
      "GET",
      `/api/account/facebook/me${accountUuid === undefined ? "" : `?accountUuid=${accountUuid}`}`,
      token,
    );

  /** Starts a link as `token` and goes through the provider as `login`: answers the callback's code and state. */
  const throughProvider = async (token: string, login = ANA.login, returnTo?: string) => {
    const started = await start(token, returnTo);
    expect(started.statusCode, started.body).toBe(200);
    const back = await provider.authorize(
      (started.json() as { authorizationUrl: string }).authorizationUrl,
      login,
    );
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
  };

  const practice = async () => {
    const org = await createOrganisation(t.db);
    return {
      org,
      practitioner: await signedInAccount(t.db, org, "ROLE_PRACTITIONER"),
      reviewer: await signedInAccount(t.db, org, "ROLE_REVIEWER"),
      admin: await signedInAccount(t.db, org, "ROLE_ADMIN"),
      client: await signedInAccount(t.db, org, "ROLE_USER"),
      otherClient: await signedInAccount(t.db, org, "ROLE_USER"),
    };
  };

  beforeAll(async () => {
    provider = await startOAuthProvider({
      clientId: "avow-test",
      clientSecret: "avow-test-secret-0123456789",
      redirectUri: REDIRECT_URI,
      people: [ANA, { login: "bea-fb-2002", name: "Beatriz Costa" }],
    });
    t = await createTestApp(kind, { facebook: providerConfig(provider) }, { clock: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it("links through the provider's login and consent, and shows the profile to the account and its professionals", async () => {
    const { client, practitioner, reviewer, admin, otherClient } = await practice();
    expect((await call(t, "GET", "/api/account/facebook/status", client.token)).json()).toEqual({
      enabled: true,
    });

    const started = await start(client.token, "/app?tab=profile");
    expect(started.statusCode, started.body).toBe(200);
    const authorizationUrl = new URL((started.json() as { authorizationUrl: string }).authorizationUrl);
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(provider.authorizationUrl);
    const params = Object.fromEntries(authorizationUrl.searchParams);
    expect(params).toMatchObject({
      response_type: "code",
      client_id: "avow-test",
      redirect_uri: REDIRECT_URI,
      scope: TEST_PROVIDER_SCOPES,
      code_challenge_method: "S256",
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The state is stored only as its hash, beside the verifier whose S256 challenge went to the provider.
    const attempt = await t.db
      .selectFrom("social_link_attempts")
      .selectAll()
      .where("account_uuid", "=", client.uuid)
      .executeTakeFirstOrThrow();
    expect(attempt.state_hash).toBe(sha256(params.state ?? ""));
    expect(createHash("sha256").update(attempt.code_verifier).digest("base64url")).toBe(
      params.code_challenge,
    );
    expect(attempt.return_to).toBe("/app?tab=profile");
    expect(Date.parse(attempt.expires_at) - Date.parse(attempt.created_at)).toBe(10 * 60_000);

    const back = await provider.authorize(authorizationUrl.href, ANA.login);
    expect(back.searchParams.get("state")).toBe(params.state);
    const linked = await callback(client.token, {
      code: back.searchParams.get("code"),
      state: back.searchParams.get("state"),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const body = linked.json() as FacebookLinked;
    const expected: LinkedProfile = {
      providerId: ANA.login,
      name: ANA.name,
      profileUrl: ANA.profile,
      linkedAt: clock.now().toISOString(),
    };
    expect(body).toEqual({ profile: expected, returnTo: "/app?tab=profile" });
    // The attempt is used up; nothing of the provider's tokens is kept.
    expect(await t.db.selectFrom("social_link_attempts").selectAll().execute()).toEqual([]);
    expect(
      await t.db.selectFrom("social_profiles").selectAll().where("account_uuid", "=", client.uuid).execute(),
    ).toEqual([
      {
        account_uuid: client.uuid,
        provider: "facebook",
        provider_id: ANA.login,
        name: ANA.name,
        profile_url: ANA.profile,
        linked_at: expected.linkedAt,
      },
    ]);

    for (const reader of [client.token]) {
      const own = await profileOf(reader);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(expected);
    }
    for (const reader of [client, practitioner, reviewer, admin]) {
      const read = await profileOf(reader.token, client.uuid.toUpperCase());
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(expected);
    }
    // Another client of the organisation may not; their own is not linked.
    expect((await profileOf(otherClient.token, client.uuid)).statusCode).toBe(403);
    expect((await profileOf(otherClient.token)).statusCode).toBe(404);
    // A professional's own account has none either.
    expect((await profileOf(practitioner.token, practitioner.uuid)).statusCode).toBe(404);
  });

  it("keeps another organisation's accounts out of sight, and checks the query", async () => {
    const home = await practice();
    const away = await practice();
    const { code, state } = await throughProvider(home.client.token);
    expect((await callback(home.client.token, { code, state })).statusCode).toBe(200);
    for (const stranger of [away.practitioner, away.admin, away.client]) {
      const read = await profileOf(stranger.token, home.client.uuid);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ error: "not_found" });
    }
    expect(
      (await profileOf(home.practitioner.token, "00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
    expect((await profileOf(home.practitioner.token, "nope")).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account/facebook/me", headers: apiHeaders() }))
        .statusCode,
    ).toBe(401);
  });

  it("uses a state once, for its own account, within ten minutes", async () => {
    const { client, otherClient } = await practice();
    const first = await throughProvider(client.token);
    expect((await callback(client.token, first)).statusCode).toBe(200);
    // The same callback again (a reload, a replay) is refused: the state is gone.
    const replay = await callback(client.token, first);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: "invalid_state" });

    // A state issued to one account does not link another; it is used up all the same.
    const stolen = await throughProvider(client.token);
    expect((await callback(otherClient.token, stolen)).json()).toMatchObject({ error: "invalid_state" });
    expect((await callback(client.token, stolen)).json()).toMatchObject({ error: "invalid_state" });

    // Past ten minutes the attempt has expired.
    const late = await throughProvider(client.token);
    clock.advanceMinutes(11);
    try {
      expect((await callback(client.token, late)).json()).toMatchObject({ error: "invalid_state" });
    } finally {
      clock.advanceMinutes(-11);
    }
    // Unknown and malformed states.
    expect((await callback(client.token, { code: first.code, state: "a".repeat(43) })).json()).toMatchObject({
      error: "invalid_state",
    });
    const malformed = await callback(client.token, { code: "x", state: "short" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: "invalid_request",
      fields: { state: expect.any(String) },
    });
  });

  it("answers 502 when the provider refuses the code, and the attempt is used up", async () => {
    const { client } = await practice();
    const { state } = await throughProvider(client.token);
    const refused = await callback(client.token, { code: "not-the-code-the-provider-gave", state });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ error: "provider_error" });
    expect((await profileOf(client.token)).statusCode).toBe(404);
  });

  it("hands back access_denied when the person cancels at the provider", async () => {
    const { client } = await practice();
    const started = (await start(client.token)).json() as { authorizationUrl: string };
    const back = await provider.authorize(started.authorizationUrl, ANA.login, { deny: true });
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("code")).toBeNull();
    expect(back.searchParams.get("state")).toBe(new URL(started.authorizationUrl).searchParams.get("state"));
  });

  it("links again in place of the earlier profile, and unlinks", async () => {
    const { client, practitioner } = await practice();
    expect((await callback(client.token, await throughProvider(client.token))).statusCode).toBe(200);
    const again = await callback(client.token, await throughProvider(client.token, "bea-fb-2002"));
    expect(again.statusCode).toBe(200);
    expect((await profileOf(client.token)).json()).toMatchObject({
      providerId: "bea-fb-2002",
      name: "Beatriz Costa",
      profileUrl: null,
    });
    expect((await call(t, "DELETE", "/api/account/me/facebook", practitioner.token)).statusCode).toBe(403);
    expect((await call(t, "DELETE", "/api/account/me/facebook", client.token)).statusCode).toBe(204);
    expect((await profileOf(client.token)).statusCode).toBe(404);
    expect((await profileOf(practitioner.token, client.uuid)).statusCode).toBe(404);
    expect((await call(t, "DELETE", "/api/account/me/facebook", client.token)).statusCode).toBe(404);
  });

  it("refuses professionals, bad return paths, and says the link is off without a provider", async () => {
    const { practitioner, client } = await practice();
    expect((await start(practitioner.token)).statusCode).toBe(403);
    expect((await callback(practitioner.token, { code: "x", state: "a".repeat(43) })).statusCode).toBe(403);
    for (const returnTo of ["https://evil.example/", "//evil.example/", "/\\evil.example", "app"]) {
      const refused = await start(client.token, returnTo);
      expect(refused.statusCode, returnTo).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { returnTo: expect.any(String) } });
    }

    const off = await createTestApp(kind, { facebook: undefined });
    try {
      const org = await createOrganisation(off.db);
      const someone = await signedInAccount(off.db, org, "ROLE_USER");
      expect((await call(off, "GET", "/api/account/facebook/status", someone.token)).json()).toEqual({
        enabled: false,
      });
      const refused = await start(someone.token, "/app", off);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: "facebook_link_off" });
      expect((await callback(someone.token, { code: "x", state: "a".repeat(43) }, off)).statusCode).toBe(409);
    } finally {
      await off.close();
    }
  });

  it("answers 503 when the provider cannot be reached", async () => {
    const down = await createTestApp(
      kind,
      { facebook: providerConfig(provider, { tokenUrl: "http://127.0.0.1:9/token" }) },
      { clock: clock.now },
    );
    try {
      const org = await createOrganisation(down.db);
      const someone = await signedInAccount(down.db, org, "ROLE_USER");
      const started = (await start(someone.token, undefined, down)).json() as { authorizationUrl: string };
      const back = await provider.authorize(started.authorizationUrl, ANA.login);
      const answer = await callback(
        someone.token,
        { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
        down,
      );
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ error: "provider_unavailable" });
    } finally {
      await down.close();
    }
  });
});
