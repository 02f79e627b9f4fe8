import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/mail/mailer.ts";
import { startSmtpSink, type SmtpSink } from "./mail/smtp-sink.ts";
import { createAccount, createOrganisation, GOOD_PASSWORD, signedInAccount } from "./support/accounts.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { createTestApp, signedInRequest, type HttpMethod, type TestApp } from "./support/test-app.ts";

const newClient = (overrides: Record<string, unknown> = {}) => ({
  email: `client-${Math.random().toString(36).slice(2, 10)}@example.org`,
  title: "Ms",
  firstName: "José",
  lastName: "Álvarez",
  country: "ES",
  language: "es",
  currencyCode: "EUR",
  type: "User",
  sendConnectionEmail: false,
  ...overrides,
});

const linkToken = (mail: ParsedMail): string => {
  const match = /https:\/\/avow\.test\/confirm-account\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
};

const sentTo = (email: string) => (mail: ParsedMail) => JSON.stringify(mail.to ?? "").includes(email);

describe.each(testDatabaseKinds())("professionals manage their clients on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;

  const request = (method: HttpMethod, url: string, token: string | null, payload?: unknown) =>
    signedInRequest(t.app, method, url, token, payload);
  const list = (token: string, query = "") => request("GET", `/api/account/me/clients${query}`, token);
  const create = (token: string, payload: unknown) =>
    request("POST", "/api/account/me/clients", token, payload);
  const practice = async () => {
    const org = await createOrganisation(t.db);
    const practitioner = await signedInAccount(t.db, org, "ROLE_PRACTITIONER", {
      firstName: "Priya",
      lastName: "Shah",
    });
    return { org, practitioner };
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: "Avow <no-reply@avow.test>",
      outboxDir: "/nonexistent",
      log: () => undefined,
    });
    t = await createTestApp(kind, {}, { mailer });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("creates an invited client assigned to the creator, and lists it", async () => {
    const { practitioner } = await practice();
    const payload = newClient({ email: "  Jose.Alvarez@Example.org " });
    const res = await create(practitioner.token, payload);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      email: "Jose.Alvarez@Example.org",
      title: "Ms",
      firstName: "José",
      lastName: "Álvarez",
      country2: "ES",
      language: "es",
      status: "invited",
      assignedPractitioner: { uuid: practitioner.uuid, firstName: "Priya", lastName: "Shah" },
      invitationSentAt: null,
    });
    const page = await list(practitioner.token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ items: [item], page: 0, size: 20, total: 1 });
  });

  it.each([
    ["email", { email: "not-an-email" }],
    ["email", { email: undefined }],
    ["firstName", { firstName: "" }],
    ["firstName", { firstName: "   " }],
    ["lastName", { lastName: "x".repeat(101) }],
    ["title", { title: "x".repeat(51) }],
    ["country", { country: "XX" }],
    ["country", { country: "es" }],
    ["language", { language: "it" }],
    ["currencyCode", { currencyCode: "euro" }],
    ["type", { type: "Practitioner" }],
    ["sendConnectionEmail", { sendConnectionEmail: "yes" }],
  ])("refuses a bad %s with 400 naming it (%j)", async (field, change) => {
    const { practitioner } = await practice();
    const res = await create(practitioner.token, newClient(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("invalid_request");
    expect(res.json().message).toContain(`["${field}"]`);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it("names every wrong field at once, so that a form can show each beside its field", async () => {
    const { practitioner } = await practice();
    const res = await create(
      practitioner.token,
      newClient({ email: "ana.example.org", lastName: "", country: "XX", language: "it" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: "must be an email address such as ana@example.org",
      lastName: "must not be empty",
      country: "must be an ISO 3166-1 alpha-2 country code such as ES",
      language: "must be one of en, es, pt, de, fr",
    });
  });

  it("answers 409 email_taken for an email the organisation already has, whatever its case", async () => {
    const { org, practitioner } = await practice();
    expect((await create(practitioner.token, newClient({ email: "dup@example.org" }))).statusCode).toBe(201);
    const again = await create(practitioner.token, newClient({ email: "DUP@Example.ORG" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("email_taken");
    // A professional's email counts too; another organisation may use the same address.
    await createAccount(t.db, org, { email: "colleague@example.org", password: null });
    expect((await create(practitioner.token, newClient({ email: "colleague@example.org" }))).statusCode).toBe(
      409,
    );
    const other = await practice();
    expect((await create(other.practitioner.token, newClient({ email: "dup@example.org" }))).statusCode).toBe(
      201,
    );
  });

  describe("paging, search and scopes", () => {
    let token: string;
    let adminToken: string;
    let names: string[];

    beforeAll(async () => {
      const { org, practitioner } = await practice();
      token = practitioner.token;
      adminToken = (await signedInAccount(t.db, org, "ROLE_ADMIN")).token;
      const colleague = await createAccount(t.db, org, { password: null });
      // 25 mine, 5 the colleague's, 3 nobody's; one José Álvarez and one ALVAREZ among them.
      const people: Array<[string, string, string | null]> = [
        ["José", "Álvarez", practitioner.uuid],
        ["Ana", "ALVAREZ", practitioner.uuid],
        ...Array.from({ length: 23 }, (_, i): [string, string, string | null] => [
          `First${i}`,
          `Zed${String(i).padStart(2, "0")}`,
          practitioner.uuid,
        ]),
        ...Array.from({ length: 5 }, (_, i): [string, string, string | null] => [
          `Col${i}`,
          "Brown",
          colleague.uuid,
        ]),
        ...Array.from({ length: 3 }, (_, i): [string, string, string | null] => [`Free${i}`, "Nobody", null]),
      ];
      for (const [firstName, lastName, assignedTo] of people) {
        await createAccount(t.db, org, {
          role: "ROLE_USER",
          firstName,
          lastName,
          assignedTo,
          password: null,
          status: "invited",
        });
      }
      names = people.filter((p) => p[2] === practitioner.uuid).map((p) => `${p[1]}, ${p[0]}`);
    });

    const namesOf = (body: { items: Array<{ firstName: string; lastName: string }> }) =>
      body.items.map((i) => `${i.lastName}, ${i.firstName}`);

    it("pages from 0, 20 by default, in a stable order (last name, first name, uuid; accents and case folded)", async () => {
      const first = (await list(token)).json();
      expect(first).toMatchObject({ page: 0, size: 20, total: 25 });
      expect(first.items).toHaveLength(20);
      const second = (await list(token, "?page=1")).json();
      expect(second.items).toHaveLength(5);
      expect(namesOf(first).slice(0, 2)).toEqual(["ALVAREZ, Ana", "Álvarez, José"]);
      expect([...namesOf(first), ...namesOf(second)].sort()).toEqual([...names].sort());
      expect(namesOf((await list(token)).json())).toEqual(namesOf(first));
    });

    it("answers an empty page with the right total beyond the end", async () => {
      const res = await list(token, "?page=7&size=10");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], page: 7, size: 10, total: 25 });
    });

    it.each([
      ["size=101"],
      ["size=0"],
      ["size=abc"],
      ["page=-1"],
      ["page=1.5"],
      ["scope=mine"],
      [`q=${"a".repeat(101)}`],
    ])("refuses ?%s with 400 naming the parameter", async (query) => {
      const res = await list(token, `?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`["${query.split("=")[0]}"]`);
    });

    it("allows a size of 100", async () => {
      const res = await list(adminToken, "?scope=all&size=100");
      expect(res.json()).toMatchObject({ size: 100, total: 33 });
      expect(res.json().items).toHaveLength(33);
    });

    it.each([
      ["jose", ["Álvarez, José"]],
      ["ÁLVAREZ", ["ALVAREZ, Ana", "Álvarez, José"]],
      ["alvarez", ["ALVAREZ, Ana", "Álvarez, José"]],
      ["José Álv", ["Álvarez, José"]],
      ["%", []],
      ["_", []],
    ])("searches %j ignoring case and accents", async (q, expected) => {
      const res = await list(token, `?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(namesOf(res.json())).toEqual(expected);
      expect(res.json().total).toBe(expected.length);
    });

    it("searches emails too", async () => {
      const res = await list(adminToken, "?scope=all&q=PERSON-");
      expect(res.json().total).toBe(33);
    });

    it("scopes: my (default), all, unassigned", async () => {
      expect((await list(token, "?scope=my")).json().total).toBe(25);
      expect((await list(token, "?scope=all")).json().total).toBe(33);
      const free = (await list(token, "?scope=unassigned")).json();
      expect(free.total).toBe(3);
      expect(
        free.items.every((i: { assignedPractitioner: unknown }) => i.assignedPractitioner === null),
      ).toBe(true);
      expect((await list(adminToken)).json().total).toBe(0);
    });

    it("assign-to-me moves an unassigned client into my list", async () => {
      const free = (await list(token, "?scope=unassigned")).json().items[0];
      const res = await request("POST", `/api/account/me/clients/${free.uuid}/assign-to-me`, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().assignedPractitioner).not.toBeNull();
      expect((await list(token, "?scope=unassigned")).json().total).toBe(2);
      expect((await list(token)).json().total).toBe(26);
    });
  });

  it("emails the invitation over SMTP; the link confirms the account; a new invitation retires it", async () => {
    const { practitioner } = await practice();
    const email = `invited-${Date.now()}@example.org`;
    const res = await create(
      practitioner.token,
      newClient({ email, sendConnectionEmail: true, firstName: "Zoé" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitationSentAt).toEqual(expect.any(String));
    const first = await sink.waitForMessage(sentTo(email));
    expect(first.text).toContain("Zoé");
    const oldToken = linkToken(first);

    const before = sink.messages.length;
    const again = await request(
      "POST",
      `/api/account/me/clients/${res.json().uuid}/invite`,
      practitioner.token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().invitationSentAt).toEqual(expect.any(String));
    const second = await sink.waitForMessage((m) => sentTo(email)(m) && sink.messages.indexOf(m) >= before);
    const newToken = linkToken(second);
    expect(newToken).not.toBe(oldToken);

    const stale = await request("POST", "/api/auth/confirm-account", null, {
      token: oldToken,
      password: GOOD_PASSWORD,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe("invalid_token");
    const ok = await request("POST", "/api/auth/confirm-account", null, {
      token: newToken,
      password: GOOD_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().account).toMatchObject({ email, status: "active", roles: ["ROLE_USER"] });

    const active = await request(
      "POST",
      `/api/account/me/clients/${res.json().uuid}/invite`,
      practitioner.token,
    );
    expect(active.statusCode).toBe(409);
    expect(active.json().error).toBe("already_active");
  });

  it("answers a new client's summary, with no documents yet", async () => {
    const { practitioner } = await practice();
    const created = (await create(practitioner.token, newClient())).json();
    const res = await request("GET", `/api/account/${created.uuid}/summary`, practitioner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      uuid: created.uuid,
      email: created.email,
      title: "Ms",
      firstName: "José",
      lastName: "Álvarez",
      country2: "ES",
      language: "es",
      status: "invited",
      invitationSentAt: null,
      assignedPractitioner: created.assignedPractitioner,
      documentsByCategory: {},
      uploadsCompletedAt: null,
      lastContradictionCheck: null,
      findings: 0,
    });
  });

  it("deletes an account with its sessions, roles and tokens", async () => {
    const { org } = await practice();
    const admin = await signedInAccount(t.db, org, "ROLE_ADMIN");
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    expect((await request("GET", "/api/account/me", client.token)).statusCode).toBe(200);
    const res = await request("DELETE", `/api/account/${client.uuid}`, admin.token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await request("GET", "/api/account/me", client.token)).statusCode).toBe(401);
    for (const table of ["account_roles", "sessions", "one_time_tokens"] as const) {
      const rows = await t.db.selectFrom(table).selectAll().where("account_uuid", "=", client.uuid).execute();
      expect(rows).toEqual([]);
    }
    expect((await request("DELETE", `/api/account/${client.uuid}`, admin.token)).statusCode).toBe(404);
  });
});
