import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContradictionReport } from "../../contracts/schema/contradictions.ts";
import { createAccount, createOrganisation, signedInAccount } from "./support/accounts.ts";
import { DATE_CONFLICT, writeExtractedStatement } from "./support/contradictions.ts";
import { matrixCells, quietMailer, ROLE_OF, type Caller } from "./support/authorization-matrix.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { apiHeaders, createTestApp, xsrfPair, type TestApp } from "./support/test-app.ts";

/**
 * Who may do what with contradiction checks (docs/permissions.md), one cell per caller, call and object,
 * as for documents: `own` is the caller's own account, `same` a client of the caller's organisation,
 * `foreign` a client of the other organisation, `unknown` a uuid nobody has. `-`: the cell does not apply.
 */
const MATRIX = `
endpoint | object  | anonymous | client | practitioner | reviewer | admin | otherOrgPractitioner
detect   | own     | -         | 201    | 404          | 404      | 404   | 404
detect   | same    | 401       | 403    | 201          | 403      | 201   | 201
detect   | foreign | 401       | 404    | 404          | 404      | 404   | 404
detect   | unknown | 401       | 404    | 404          | 404      | 404   | 404
list     | own     | -         | 200    | 404          | 404      | 404   | 404
list     | same    | 401       | 403    | 200          | 200      | 200   | 200
list     | foreign | 401       | 404    | 404          | 404      | 404   | 404
list     | unknown | 401       | 404    | 404          | 404      | 404   | 404
report   | own     | -         | 200    | 404          | 404      | 404   | 404
report   | same    | 401       | 403    | 200          | 200      | 200   | 200
report   | foreign | 401       | 404    | 404          | 404      | 404   | 404
report   | unknown | 401       | 404    | 404          | 404      | 404   | 404
update   | own     | -         | 200    | 404          | 404      | 404   | 404
update   | same    | 401       | 403    | 200          | 403      | 200   | 200
update   | foreign | 401       | 404    | 404          | 404      | 404   | 404
update   | unknown | 401       | 404    | 404          | 404      | 404   | 404
`;

type Endpoint = "detect" | "list" | "report" | "update";
type ObjectKind = "own" | "same" | "foreign" | "unknown";

const cells = matrixCells<Endpoint, ObjectKind>(MATRIX);

const pair = xsrfPair();

describe.each(testDatabaseKinds())("who may run and read contradiction checks, on %s", (kind) => {
  let t: TestApp;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer: quietMailer });
    orgA = await createOrganisation(t.db);
    orgB = await createOrganisation(t.db);
  });
  afterAll(() => t.close());

  const auth = (token: string | undefined): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};

  /** A client with two statements that disagree on a date and a report of them (run by the client). */
  const clientWithReport = async (home: string, account?: { uuid: string; token: string }, hidden = "") => {
    const owner = account ?? (await signedInAccount(t.db, home, "ROLE_USER"));
    const first = await writeExtractedStatement(
      t.app,
      owner.token,
      owner.uuid,
      `${hidden}one`,
      DATE_CONFLICT.left,
    );
    const second = await writeExtractedStatement(
      t.app,
      owner.token,
      owner.uuid,
      `${hidden}two`,
      DATE_CONFLICT.right,
    );
    const res = await t.app.inject({
      method: "POST",
      url: `/api/account/${owner.uuid}/detect-contradictions`,
      payload: { documentUuid: second },
      headers: apiHeaders({ ...pair.headers, ...auth(owner.token) }),
      cookies: pair.cookies,
    });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json() as ContradictionReport;
    expect(report.findings.length).toBeGreaterThan(0);
    return { owner, first, report, finding: report.findings[0]?.uuid ?? "" };
  };

  /** A fresh world per cell, so that what one cell changes changes no other. */
  const world = async (caller: Caller) => {
    const home = caller === "otherOrgPractitioner" ? orgB : orgA;
    const away = home === orgA ? orgB : orgA;
    const me = caller === "anonymous" ? null : await signedInAccount(t.db, home, ROLE_OF[caller]);
    const hiddenName = `hidden-${randomUUID().slice(0, 8)}`;
    const own = me && caller === "client" ? await clientWithReport(home, me) : null;
    const same = await clientWithReport(home);
    const foreign = await clientWithReport(away, undefined, hiddenName);
    // Another organisation's client that no answer may reveal.
    const hidden = await createAccount(t.db, away, { role: "ROLE_USER", password: null });
    const unknown = {
      owner: { uuid: randomUUID() },
      first: randomUUID(),
      report: { uuid: randomUUID() },
      finding: randomUUID(),
    };
    return {
      me,
      objects: { own: own ?? unknown, same, foreign, unknown },
      secrets: [
        foreign.owner.uuid,
        hidden.uuid,
        hidden.email,
        hiddenName,
        foreign.first,
        foreign.report.uuid,
        foreign.finding,
      ],
    };
  };

  it.each(cells)("$caller → $endpoint $object: $status", async ({ caller, endpoint, object, status }) => {
    const { me, objects, secrets } = await world(caller);
    const target = objects[object];
    const account = object === "own" ? (me?.uuid ?? "") : target.owner.uuid;
    const storedReports = async () =>
      (
        await t.db
          .selectFrom("contradiction_reports")
          .select("uuid")
          .where("account_uuid", "=", account)
          .execute()
      ).length;
    const before = await storedReports();
    const token = me?.token;
    const json = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: apiHeaders({ ...pair.headers, ...auth(token) }),
        cookies: pair.cookies,
      });
    const reports = `/api/account/${account}/contradiction-reports`;
    const res = await {
      detect: () =>
        json("POST", `/api/account/${account}/detect-contradictions`, { documentUuid: target.first }),
      list: () => json("GET", reports),
      report: () => json("GET", `${reports}/${target.report.uuid}`),
      update: () =>
        json("PUT", `${reports}/${target.report.uuid}/findings/${target.finding}`, {
          status: "explained",
          note: "Checked with the client.",
        }),
    }[endpoint]();
    expect(res.statusCode, res.body).toBe(status);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    if (endpoint === "list" && status === 200) {
      const uuids = (res.json() as { items: Array<{ uuid: string }> }).items.map((item) => item.uuid);
      expect(uuids).toContain(target.report.uuid);
    }
    if (endpoint === "update" && status !== 200) {
      // A refused mark changes nothing.
      const row = await t.db
        .selectFrom("contradiction_findings")
        .select(["status", "note"])
        .where("uuid", "=", target.finding)
        .executeTakeFirst();
      if (object !== "unknown" && row) expect(row).toEqual({ status: "open", note: null });
    }
    // A refused check stores nothing; an accepted one, one report.
    if (endpoint === "detect") expect(await storedReports()).toBe(before + (status === 201 ? 1 : 0));
  });

  it("covers every call for every caller", () => {
    const endpoints = new Set(cells.map((cell) => cell.endpoint));
    expect(endpoints.size).toBe(4);
    for (const endpoint of endpoints) {
      const callers = new Set(cells.filter((cell) => cell.endpoint === endpoint).map((cell) => cell.caller));
      expect(callers.size).toBe(6);
    }
  });
});
