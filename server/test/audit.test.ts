import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEvent, AuditExport, AuditPage } from "../../contracts/schema/audit.ts";
import type { ContradictionReport } from "../../contracts/schema/contradictions.ts";
import { recordAuditEvent } from "../src/audit/record-audit-event.ts";
import { insertOneTimeToken } from "../src/auth/session.repository.ts";
import { hashToken, newToken } from "../src/auth/tokens.ts";
import { createAccount, createOrganisation, GOOD_PASSWORD, signedInAccount } from "./support/accounts.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { uploadFile } from "./support/documents.ts";
import { interviewTokenIn, newInvitation, recordingMailer } from "./support/family-interviews.ts";
import { createTestApp, signedInRequest, type HttpMethod, type TestApp } from "./support/test-app.ts";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/**
 * The hashed bytes of docs/audit-trail.md, rebuilt here independently of the server's code, so that the
 * export is checked the way an outsider would check it.
 */
const outsiderHash = (event: AuditExport["events"][number]): string => {
  const details = `{${Object.keys(event.details)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(event.details[key])}`)
    .join(",")}}`;
  const text = [
    "avow-audit-event/1",
    event.accountUuid,
    String(event.seq),
    event.occurredAt,
    event.actorUuid ?? "",
    event.actorRole,
    event.action,
    event.subject ?? "",
    details,
    event.prevHash,
  ].join("\n");
  return sha256(Buffer.from(text, "utf8"));
};

/** RFC 4180 records, for reading the CSV export back. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
};

describe.each(testDatabaseKinds())("the audit trail on %s", (kind) => {
  let t: TestApp;
  const mailer = recordingMailer();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer });
  });
  afterAll(() => t.close());

  const request = (method: HttpMethod, url: string, token: string | null, payload?: unknown) =>
    signedInRequest(t.app, method, url, token, payload);
  const ok = async (method: HttpMethod, url: string, token: string | null, payload?: unknown) => {
    const res = await request(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
  const upload = async (token: string, accountUuid: string, content: string, category = "evidence") => {
    const res = await uploadFile(t.app, token, accountUuid, {
      category,
      fileName: "Bank letter.txt",
      content: Buffer.from(content),
      type: "text/plain",
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { uuid: string; sha256: string };
  };
  const trail = async (token: string, accountUuid: string, query = "?size=100") => {
    const res = await request("GET", `/api/account/${accountUuid}/audit${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditPage;
  };
  const oneTimeToken = async (accountUuid: string, purpose: "confirm" | "reset") => {
    const token = newToken();
    const now = new Date();
    await insertOneTimeToken(t.db, {
      token_hash: hashToken(token),
      account_uuid: accountUuid,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      used_at: null,
    });
    return token;
  };
  const practice = async () => {
    const org = await createOrganisation(t.db);
    const practitioner = await signedInAccount(t.db, org, "ROLE_PRACTITIONER", {
      firstName: "Priya",
      lastName: "Shah",
    });
    const reviewer = await signedInAccount(t.db, org, "ROLE_REVIEWER");
    return { org, practitioner, reviewer };
  };

  it("records each action in the client's trail, in order, chained, naming people and documents at read time", async () => {
    const { practitioner, reviewer } = await practice();
    const p = practitioner.token;
    const email = `client-${randomUUID().slice(0, 8)}@example.org`;
    const created = await ok("POST", "/api/account/me/clients", p, {
      email,
      firstName: "José",
      lastName: "Álvarez",
      country: "ES",
      language: "es",
      currencyCode: "EUR",
      type: "User",
      sendConnectionEmail: false,
    });
    const client = (created.json() as { uuid: string }).uuid;
    await ok("POST", `/api/account/me/clients/${client}/invite`, p);
    await ok("POST", "/api/auth/confirm-account", null, {
      token: await oneTimeToken(client, "confirm"),
      password: GOOD_PASSWORD,
    });
    expect(
      (await request("POST", "/api/auth/login", null, { email, password: "Wrong-Pass-99" })).statusCode,
    ).toBe(401);
    // A refusal's event is written after the answer.
    await t.app.backgroundSettled();
    const session = (
      await ok("POST", "/api/auth/login", null, { email, password: GOOD_PASSWORD })
    ).json() as {
      token: string;
    };
    await ok("POST", "/api/auth/logout", session.token, {});
    await ok("POST", "/api/auth/reset-password", null, {
      token: await oneTimeToken(client, "reset"),
      password: `${GOOD_PASSWORD}x`,
    });

    const letter = await upload(p, client, `A letter ${randomUUID()}`);
    await ok("GET", `/api/account/${client}/doc/${letter.uuid}/file`, reviewer.token);
    const first = (
      await ok("POST", `/api/account/${client}/statements`, p, {
        title: "First account",
        text: "I arrived in Madrid on 3 March 2019.",
      })
    ).json() as { uuid: string };
    await ok("POST", `/api/account/${client}/statements`, p, {
      title: "Second account",
      text: "I arrived in Madrid on 5 March 2019.",
    });
    // The statements' text is read in the background; the check needs it.
    await t.app.backgroundSettled();
    const report = (
      await ok("POST", `/api/account/${client}/detect-contradictions`, p, { documentUuid: first.uuid })
    ).json() as ContradictionReport;
    expect(report.inputs).toHaveLength(3);
    const finding = report.findings[0];
    expect(finding).toBeDefined();
    await ok(
      "PUT",
      `/api/account/${client}/contradiction-reports/${report.uuid}/findings/${finding?.uuid}`,
      p,
      { status: "explained", note: "She misremembered the date." },
    );
    const sister = newInvitation();
    const kept = (await ok("POST", `/api/account/${client}/family-interviews`, p, sister)).json() as {
      uuid: string;
    };
    const dropped = (
      await ok("POST", `/api/account/${client}/family-interviews`, p, newInvitation())
    ).json() as {
      uuid: string;
    };
    await ok("DELETE", `/api/account/${client}/family-interviews/${dropped.uuid}`, p);
    await t.app.backgroundSettled();
    const link = interviewTokenIn(
      mailer.sent.find((message) => message.to.includes(sister.email))?.text ?? "",
    );
    expect(link).toBeDefined();
    await ok("POST", `/api/family-interview/${link}`, null, {
      consent: true,
      answers: [{ question: "birth", answer: "He was born in Sevilla in 1990." }],
    });
    await ok("DELETE", `/api/account/${client}/doc/${letter.uuid}`, p);

    const page = await trail(p, client);
    const oldestFirst = [...page.items].reverse();
    expect(oldestFirst.map((event) => event.action)).toEqual([
      "client.created",
      "client.invited",
      "auth.account_confirmed",
      "auth.signed_in",
      "auth.sign_in_failed",
      "auth.signed_in",
      "auth.signed_out",
      "auth.password_reset",
      "document.uploaded",
      "document.downloaded",
      "statement.written",
      "statement.written",
      "contradictions.checked",
      "finding.marked",
      "interview.invited",
      "interview.invited",
      "interview.withdrawn",
      "interview.submitted",
      "document.deleted",
    ]);
    expect(oldestFirst.map((event) => event.seq)).toEqual(oldestFirst.map((_, i) => i + 1));
    expect(page).toMatchObject({ total: 19, chainValid: true, brokenAt: null, page: 0, size: 100 });

    const at = (action: string, nth = 0) =>
      oldestFirst.filter((event) => event.action === action)[nth] as AuditEvent;
    const priya = {
      role: "practitioner",
      account: { uuid: practitioner.uuid, firstName: "Priya", lastName: "Shah" },
    };
    expect(at("client.created")).toMatchObject({
      actor: priya,
      subject: null,
      details: { invitationSent: false },
    });
    expect(at("auth.sign_in_failed")).toMatchObject({
      actor: { role: "client", account: { uuid: client } },
      details: { reason: "wrong_password" },
    });
    expect(at("document.uploaded")).toMatchObject({
      actor: priya,
      subject: letter.uuid,
      details: { category: "evidence", sha256: letter.sha256 },
      // Deleted since: its name is gone, and the trail copied none.
      document: null,
    });
    expect(at("document.downloaded")).toMatchObject({
      actor: { role: "reviewer", account: { uuid: reviewer.uuid } },
      subject: letter.uuid,
    });
    expect(at("document.deleted").details).toEqual({ category: "evidence", sha256: letter.sha256 });
    expect(at("statement.written")).toMatchObject({
      subject: first.uuid,
      details: { version: 1, sha256: sha256("I arrived in Madrid on 3 March 2019.") },
      document: { uuid: first.uuid, fileName: "First account.txt" },
    });
    expect(at("contradictions.checked")).toMatchObject({
      subject: report.uuid,
      details: { document: first.uuid, documents: 3, findings: report.findings.length },
      document: { uuid: first.uuid, fileName: "First account.txt" },
    });
    expect(at("finding.marked").details).toEqual({
      finding: finding?.uuid,
      status: "explained",
      document: first.uuid,
    });
    expect(at("interview.invited")).toMatchObject({
      subject: kept.uuid,
      details: { relationship: "sibling", language: "es" },
    });
    expect(at("interview.withdrawn").subject).toBe(dropped.uuid);
    const submitted = at("interview.submitted");
    expect(submitted).toMatchObject({ actor: { role: "relative", account: null }, subject: kept.uuid });
    expect(submitted.document?.fileName).toMatch(/^family-interview-/);

    // No names, notes or emails of anybody were copied into the events.
    const stored = await t.db
      .selectFrom("audit_events")
      .selectAll()
      .where("account_uuid", "=", client)
      .execute();
    const raw = JSON.stringify(stored);
    for (const secret of [
      "José",
      "Álvarez",
      "Priya",
      "Lucía",
      email,
      "misremembered",
      "Bank letter",
      "@example.org",
    ])
      expect(raw).not.toContain(secret);

    // The practitioner's own trail is theirs: none of this is in it.
    expect((await trail(p, "me")).total).toBe(0);
  });

  it("keeps a professional's own sign-ins, and refused ones, in their own trail", async () => {
    const org = await createOrganisation(t.db);
    const admin = await createAccount(t.db, org, { role: "ROLE_ADMIN" });
    const disabled = await createAccount(t.db, org, { role: "ROLE_PRACTITIONER", status: "disabled" });
    const invited = await createAccount(t.db, org, { role: "ROLE_USER", status: "invited" });
    const session = (
      await ok("POST", "/api/auth/login", null, { email: admin.email, password: GOOD_PASSWORD })
    ).json() as { token: string };
    expect(
      (await request("POST", "/api/auth/login", null, { email: disabled.email, password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request("POST", "/api/auth/login", null, { email: invited.email, password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(401);
    // An unknown email is nobody's trail.
    expect(
      (
        await request("POST", "/api/auth/login", null, {
          email: "nobody@example.org",
          password: GOOD_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);

    // Refusals' events are written after the answer.
    await t.app.backgroundSettled();
    const own = await trail(session.token, "me");
    expect(own.items.map((event) => [event.action, event.actor.role])).toEqual([["auth.signed_in", "admin"]]);
    const ofDisabled = await trail(session.token, disabled.uuid);
    expect(ofDisabled.items.map((event) => [event.action, event.details])).toEqual([
      ["auth.sign_in_failed", { reason: "disabled" }],
    ]);
    const ofInvited = await trail(session.token, invited.uuid);
    expect(ofInvited.items.map((event) => event.details)).toEqual([{ reason: "not_active" }]);
    expect(
      await t.db
        .selectFrom("audit_events")
        .select("uuid")
        .where("action", "like", "auth.%")
        .where("organisation_uuid", "=", org)
        .execute(),
    ).toHaveLength(3);
  });

  it("answers pages newest first, counting the whole trail", async () => {
    const { org, practitioner } = await practice();
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    for (let i = 0; i < 7; i++)
      await recordAuditEvent(t.db, () => new Date(), {
        accountUuid: client.uuid,
        organisationUuid: org,
        actorUuid: practitioner.uuid,
        actorRole: "practitioner",
        action: "document.downloaded",
        subject: randomUUID(),
      });
    const seqs = async (query: string) =>
      (await trail(practitioner.token, client.uuid, query)).items.map((e) => e.seq);
    expect(await seqs("?page=0&size=3")).toEqual([7, 6, 5]);
    expect(await seqs("?page=1&size=3")).toEqual([4, 3, 2]);
    expect(await seqs("?page=2&size=3")).toEqual([1]);
    expect(await seqs("?page=3&size=3")).toEqual([]);
    expect(await trail(practitioner.token, client.uuid, "?page=1&size=3")).toMatchObject({
      page: 1,
      size: 3,
      total: 7,
    });
    // 50 by default.
    expect(await trail(practitioner.token, client.uuid, "")).toMatchObject({ page: 0, size: 50, total: 7 });
  });

  it.each([
    ["?page=-1", "page"],
    ["?page=abc", "page"],
    ["?page=1.5", "page"],
    ["?size=0", "size"],
    ["?size=101", "size"],
    ["?size=ten", "size"],
  ])("refuses the list query %s (400, naming %s)", async (query, field) => {
    const { org, practitioner } = await practice();
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    const res = await request("GET", `/api/account/${client.uuid}/audit${query}`, practitioner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_request", fields: { [field]: expect.any(String) } });
  });

  it("refuses a malformed account id and an unknown export format (400)", async () => {
    const { org, practitioner } = await practice();
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    for (const url of ["/api/account/not-a-uuid/audit", "/api/account/not-a-uuid/audit/export"]) {
      const res = await request("GET", url, practitioner.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: "invalid_request",
        message: expect.stringContaining("account id"),
      });
    }
    const res = await request(
      "GET",
      `/api/account/${client.uuid}/audit/export?format=xml`,
      practitioner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "invalid_request", fields: { format: expect.any(String) } });
  });

  it("exports the whole trail oldest first as JSON and CSV, which an outsider can re-check", async () => {
    const { org, practitioner } = await practice();
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    const letter = await upload(practitioner.token, client.uuid, `Letter ${randomUUID()}`);
    await ok("GET", `/api/account/${client.uuid}/doc/${letter.uuid}/file`, client.token);
    await ok("DELETE", `/api/account/${client.uuid}/doc/${letter.uuid}`, client.token);

    const json = await request(
      "GET",
      `/api/account/${client.uuid}/audit/export?format=json`,
      practitioner.token,
    );
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expect(json.headers["content-disposition"]).toMatch(
      /^attachment; filename="avow-audit-[0-9a-f-]+-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const exported = json.json() as AuditExport;
    expect(exported).toMatchObject({
      format: "avow-audit-export/1",
      accountUuid: client.uuid,
      chainValid: true,
      problems: [],
    });
    expect(exported.events.map((event) => [event.seq, event.action])).toEqual([
      [1, "document.uploaded"],
      [2, "document.downloaded"],
      [3, "document.deleted"],
    ]);
    let previous = "0".repeat(64);
    for (const event of exported.events) {
      expect(event.prevHash).toBe(previous);
      expect(outsiderHash(event)).toBe(event.hash);
      previous = event.hash;
    }
    // JSON is the default.
    const byDefault = await request("GET", `/api/account/${client.uuid}/audit/export`, client.token);
    expect((byDefault.json() as AuditExport).events).toEqual(exported.events);

    const csv = await request(
      "GET",
      `/api/account/${client.uuid}/audit/export?format=csv`,
      practitioner.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers["content-disposition"]).toMatch(/filename="avow-audit-.*\.csv"/);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      "seq",
      "occurred_at",
      "account_uuid",
      "actor_uuid",
      "actor_role",
      "action",
      "subject",
      "details",
      "prev_hash",
      "hash",
    ]);
    // Details hold commas and quotes: the field is quoted and its quotes doubled.
    expect(csv.body).toContain(`"{""category"":""evidence"",""sha256"":""${letter.sha256}""}"`);
    expect(rows).toEqual(
      exported.events.map((event) => [
        String(event.seq),
        event.occurredAt,
        event.accountUuid,
        event.actorUuid ?? "",
        event.actorRole,
        event.action,
        event.subject ?? "",
        JSON.stringify(event.details),
        event.prevHash,
        event.hash,
      ]),
    );
  });

  it("answers 401 without a session", async () => {
    const { org } = await practice();
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    for (const url of [
      `/api/account/${client.uuid}/audit`,
      `/api/account/${client.uuid}/audit/export?format=csv`,
    ]) {
      const res = await request("GET", url, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "unauthenticated" });
    }
  });
});
