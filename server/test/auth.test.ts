import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount } from "../src/accounts/account.repository.ts";
import { sendAccountLink } from "../src/auth/one-time-tokens.ts";
import { createMailer } from "../src/mail/mailer.ts";
import { createAccount, createOrganisation, GOOD_PASSWORD } from "./support/accounts.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { startSmtpSink, type SmtpSink } from "./mail/smtp-sink.ts";
import { apiHeaders, createTestApp, manualClock, xsrfPair, type TestApp } from "./support/test-app.ts";

const pair = xsrfPair();

const linkToken = (mail: ParsedMail, path: string): string => {
  const match = new RegExp(`https://avow\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
};

describe.each(testDatabaseKinds())("accounts and sessions on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = manualClock();
  let org: string;

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: apiHeaders({ ...pair.headers, ...headers }),
      cookies: pair.cookies,
    });
  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: apiHeaders(token ? { authorization: `Bearer ${token}` } : {}) });
  const signIn = async (email: string, password = GOOD_PASSWORD) => {
    const res = await post("/api/auth/login", { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: "Avow <no-reply@avow.test>",
      outboxDir: "/nonexistent",
      log: () => undefined,
    });
    t = await createTestApp(
      kind,
      { authAttemptsPerAccount: 5, authAttemptsPerAddress: 1000 },
      { mailer, clock: clock.now },
    );
    org = await createOrganisation(t.db);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("signs in, answers /me, signs out, and the token is dead at once", async () => {
    const { email, uuid } = await createAccount(t.db, org, { email: "Mixed.Case@Example.org" });
    const res = await post("/api/auth/login", {
      email: "  mixed.case@EXAMPLE.org ".trim(),
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { token, account } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(account).toMatchObject({
      uuid,
      email,
      organisationUuid: org,
      roles: ["ROLE_PRACTITIONER"],
      status: "active",
    });
    expect(JSON.stringify(account)).not.toMatch(/hash|argon/i);

    const me = await get("/api/account/me", token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(account);

    const out = await post("/api/auth/logout", {}, { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(204);
    const after = await get("/api/account/me", token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: "unauthenticated", message: "Sign in to continue." });
  });

  it("answers an unknown email and a wrong password alike", async () => {
    const { email } = await createAccount(t.db, org);
    const wrong = await post("/api/auth/login", { email, password: "Wrong-Password-1" });
    const unknown = await post("/api/auth/login", {
      email: "nobody@example.org",
      password: "Wrong-Password-1",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: "invalid_credentials",
      message: "The email or password is not correct.",
    });
  });

  it("does not let an invited or a disabled account sign in", async () => {
    const invited = await createAccount(t.db, org, { status: "invited", password: null });
    expect(
      (await post("/api/auth/login", { email: invited.email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(401);
    const disabled = await createAccount(t.db, org, { status: "disabled" });
    const wrong = await post("/api/auth/login", { email: disabled.email, password: "Not-His-Password-1" });
    expect(wrong.json().error).toBe("invalid_credentials");
    const right = await post("/api/auth/login", { email: disabled.email, password: GOOD_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toBe("account_disabled");
  });

  it("ends a session after 30 minutes idle, and after 12 hours whatever happens", async () => {
    const { email } = await createAccount(t.db, org);
    const idle = await signIn(email);
    clock.advanceMinutes(29);
    expect((await get("/api/account/me", idle)).statusCode).toBe(200);
    clock.advanceMinutes(29); // 29 minutes since the last request: still alive
    expect((await get("/api/account/me", idle)).statusCode).toBe(200);
    clock.advanceMinutes(31);
    expect((await get("/api/account/me", idle)).statusCode).toBe(401);

    const busy = await signIn(email);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advanceMinutes(20);
      expect((await get("/api/account/me", busy)).statusCode, `after ${minutes + 20} min`).toBe(200);
    }
    clock.advanceMinutes(20);
    expect((await get("/api/account/me", busy)).statusCode).toBe(401);
  });

  it("confirms an invited account through the link in a real SMTP email, once", async () => {
    const invited = await createAccount(t.db, org, {
      status: "invited",
      password: null,
      language: "fr",
      firstName: "Zoé",
    });
    const row = await findAccount(t.db, invited.uuid);
    if (!row) throw new Error("account missing");
    await sendAccountLink(
      {
        db: t.db,
        config: t.config,
        mailer: createMailer({
          smtpUrl: sink.url,
          from: "Avow <no-reply@avow.test>",
          outboxDir: "/nonexistent",
          log: () => undefined,
        }),
        clock: clock.now,
        background: () => undefined,
      },
      row,
      "confirm",
    );
    const mail = await sink.waitForMessage(
      (m) => m.to !== undefined && JSON.stringify(m.to).includes(invited.email),
    );
    expect(mail.text).toContain("Zoé");
    expect(mail.subject).toContain("Harbour Family Law"); // the organisation's skin title
    expect(mail.headers.get("content-language")).toBe("fr");
    const token = linkToken(mail, "/confirm-account");

    const weak = await post("/api/auth/confirm-account", { token, password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: "weak_password",
      rules: expect.arrayContaining(["length", "upper", "digit", "special"]),
    });

    const ok = await post("/api/auth/confirm-account", { token, password: GOOD_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().account).toMatchObject({ uuid: invited.uuid, status: "active" });
    expect((await get("/api/account/me", ok.json().token)).statusCode).toBe(200);

    const again = await post("/api/auth/confirm-account", { token, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("invalid_token");
    expect(
      (await post("/api/auth/login", { email: invited.email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("resets a password through the emailed link: old sessions end, the link works once and expires", async () => {
    const { email } = await createAccount(t.db, org, { email: "reset-me@example.org" });
    const oldSession = await signIn(email);

    const unknown = await post("/api/auth/reset-password/request", { email: "no-such-person@example.org" });
    expect(unknown.statusCode).toBe(202);
    const known = await post("/api/auth/reset-password/request", { email: "RESET-ME@example.org" });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mail = await sink.waitForMessage((m) => JSON.stringify(m.to).includes("reset-me@example.org"));
    const token = linkToken(mail, "/reset-password");
    expect(sink.messages.some((m) => JSON.stringify(m.to).includes("no-such-person"))).toBe(false);

    const newPassword = "Brand-New-Pass-9";
    const reset = await post("/api/auth/reset-password", { token, password: newPassword });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await get("/api/account/me", oldSession)).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    await signIn(email, newPassword);
    expect((await post("/api/auth/reset-password", { token, password: "Another-Pass-9" })).json().error).toBe(
      "invalid_token",
    );

    await post("/api/auth/reset-password/request", { email });
    const second = await sink.waitForMessage(
      (m) =>
        JSON.stringify(m.to).includes("reset-me@example.org") && linkToken(m, "/reset-password") !== token,
    );
    clock.advanceMinutes(31);
    const expired = await post("/api/auth/reset-password", {
      token: linkToken(second, "/reset-password"),
      password: "Another-Pass-9",
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe("invalid_token");
  });

  it("throttles sign-in per account before hashing (429, Retry-After) while the owner can still ask for a reset", async () => {
    const { email } = await createAccount(t.db, org);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post("/api/auth/login", { email, password: `Guess-${i}-Aa!` })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const throttled = await post("/api/auth/login", { email, password: GOOD_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    expect(throttled.json().error).toBe("rate_limited");
    expect((await post("/api/auth/reset-password/request", { email })).statusCode).toBe(202);
    clock.advanceMinutes(16);
    expect((await post("/api/auth/login", { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it("answers the organisation's skin for the account, 404 when it has none", async () => {
    const { email } = await createAccount(t.db, org);
    expect((await get("/api/account/me/skin", await signIn(email))).json().title).toBe("Harbour Family Law");
    const bare = await createOrganisation(t.db, { skin: false });
    const other = await createAccount(t.db, bare);
    const res = await get("/api/account/me/skin", await signIn(other.email));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("skin_not_found");
  });

  it("refuses bad input with 400 and a readable message, and calls without a session with 401", async () => {
    const res = await post("/api/auth/login", { email: "not-an-email", password: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("email address");
    expect((await post("/api/auth/login", {})).statusCode).toBe(400);
    expect(
      (await post("/api/auth/confirm-account", { token: "short", password: GOOD_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await get("/api/account/me")).statusCode).toBe(401);
    expect((await get("/api/account/me", "A".repeat(43))).statusCode).toBe(401);
    expect((await post("/api/auth/logout", {})).statusCode).toBe(401);
  });

  it("picks the organisation when one email has accounts in two", async () => {
    const other = await createOrganisation(t.db, { skin: false });
    await createAccount(t.db, org, { email: "twice@example.org" });
    const second = await createAccount(t.db, other, {
      email: "twice@example.org",
      password: "Other-Password-2",
    });
    const res = await post("/api/auth/login", {
      email: "twice@example.org",
      password: "Other-Password-2",
      organisationUuid: other,
    });
    expect(res.json().account.uuid).toBe(second.uuid);
    const wrongOrg = await post("/api/auth/login", {
      email: "twice@example.org",
      password: "Other-Password-2",
      organisationUuid: org,
    });
    expect(wrongOrg.statusCode).toBe(401);
  });
});
