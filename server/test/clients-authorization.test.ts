import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, createOrganisation, signedInAccount } from "./support/accounts.ts";
import { matrixCells, quietMailer, ROLE_OF, type Caller } from "./support/authorization-matrix.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { apiHeaders, createTestApp, xsrfPair, type TestApp } from "./support/test-app.ts";

/**
 * Who may call what (docs/permissions.md), one cell per caller, endpoint and object. Objects are relative
 * to the caller: `own` is the caller's account, `same` a client of the caller's organisation, `foreign` a
 * client of the other organisation, `unknown` a uuid nobody has. `-`: the cell does not apply.
 */
const MATRIX = `
endpoint | object  | anonymous | client | practitioner | reviewer | admin | otherOrgPractitioner
list     | -       | 401       | 403    | 200          | 200      | 200   | 200
create   | -       | 401       | 403    | 201          | 403      | 201   | 201
invite   | own     | -         | 403    | 404          | 404      | 404   | 404
invite   | same    | 401       | 403    | 200          | 403      | 200   | 200
invite   | foreign | 401       | 404    | 404          | 404      | 404   | 404
invite   | unknown | 401       | 404    | 404          | 404      | 404   | 404
assign   | own     | -         | 403    | 404          | 404      | 404   | 404
assign   | same    | 401       | 403    | 200          | 403      | 200   | 200
assign   | foreign | 401       | 404    | 404          | 404      | 404   | 404
assign   | unknown | 401       | 404    | 404          | 404      | 404   | 404
summary  | own     | -         | 200    | 200          | 200      | 200   | 200
summary  | same    | 401       | 403    | 200          | 200      | 200   | 200
summary  | foreign | 401       | 404    | 404          | 404      | 404   | 404
summary  | unknown | 401       | 404    | 404          | 404      | 404   | 404
delete   | own     | -         | 204    | 403          | 403      | 204   | 403
delete   | same    | 401       | 403    | 403          | 403      | 204   | 403
delete   | foreign | 401       | 404    | 404          | 404      | 404   | 404
delete   | unknown | 401       | 404    | 404          | 404      | 404   | 404
`;

type Endpoint = "list" | "create" | "invite" | "assign" | "summary" | "delete";
type ObjectKind = "-" | "own" | "same" | "foreign" | "unknown";

const cells = matrixCells<Endpoint, ObjectKind>(MATRIX);

const pair = xsrfPair();

describe.each(testDatabaseKinds())("who may manage clients, on %s", (kind) => {
  let t: TestApp;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer: quietMailer });
    orgA = await createOrganisation(t.db);
    orgB = await createOrganisation(t.db);
  });
  afterAll(() => t.close());

  /** A fresh world per cell, so that deletions and assignments in one cell change nothing in another. */
  const world = async (caller: Caller) => {
    const home = caller === "otherOrgPractitioner" ? orgB : orgA;
    const away = home === orgA ? orgB : orgA;
    const client = (org: string) =>
      createAccount(t.db, org, { role: "ROLE_USER", status: "invited", password: null });
    const me = caller === "anonymous" ? null : await signedInAccount(t.db, home, ROLE_OF[caller]);
    const same = await client(home);
    const foreign = await client(away);
    // Clients of the other organisation, assigned and not, that no answer may reveal.
    const otherPractitioner = await createAccount(t.db, away, { password: null });
    const hidden = [
      foreign,
      await createAccount(t.db, away, {
        role: "ROLE_USER",
        password: null,
        assignedTo: otherPractitioner.uuid,
      }),
    ];
    return { me, same, foreign, hidden };
  };

  it.each(cells)("$caller → $endpoint $object: $status", async ({ caller, endpoint, object, status }) => {
    const { me, same, foreign, hidden } = await world(caller);
    const id = {
      "-": "",
      own: me?.uuid ?? "",
      same: same.uuid,
      foreign: foreign.uuid,
      unknown: randomUUID(),
    }[object];
    const call = {
      list: { method: "GET", url: "/api/account/me/clients?scope=all" },
      create: { method: "POST", url: "/api/account/me/clients" },
      invite: { method: "POST", url: `/api/account/me/clients/${id}/invite` },
      assign: { method: "POST", url: `/api/account/me/clients/${id}/assign-to-me` },
      summary: { method: "GET", url: `/api/account/${id}/summary` },
      delete: { method: "DELETE", url: `/api/account/${id}` },
    }[endpoint] as { method: "GET" | "POST" | "DELETE"; url: string };
    const payload =
      endpoint === "create"
        ? {
            email: `new-${randomUUID().slice(0, 8)}@example.org`,
            firstName: "Nova",
            lastName: "Client",
            country: "PT",
            language: "pt",
            currencyCode: "EUR",
            type: "User",
            sendConnectionEmail: false,
          }
        : undefined;
    const res = await t.app.inject({
      ...call,
      ...(payload ? { payload } : {}),
      headers: apiHeaders({ ...pair.headers, ...(me ? { authorization: `Bearer ${me.token}` } : {}) }),
      cookies: pair.cookies,
    });
    expect(res.statusCode, res.body).toBe(status);
    for (const secret of hidden.flatMap((account) => [account.uuid, account.email])) {
      expect(res.body).not.toContain(secret);
    }
    if (endpoint === "list" && status === 200) {
      const uuids = (res.json() as { items: Array<{ uuid: string }> }).items.map((item) => item.uuid);
      expect(uuids).toContain(same.uuid);
    }
  });

  it("covers every endpoint for every caller", () => {
    const endpoints = new Set(cells.map((cell) => cell.endpoint));
    expect(endpoints.size).toBe(6);
    for (const endpoint of endpoints) {
      const callers = new Set(cells.filter((cell) => cell.endpoint === endpoint).map((cell) => cell.caller));
      expect(callers.size).toBe(6);
    }
  });
});
