import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAuditEvent } from "../src/audit/record-audit-event.ts";
import { createOrganisation, signedInAccount } from "./support/accounts.ts";
import { matrixCells, quietMailer, ROLE_OF, type Caller } from "./support/authorization-matrix.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { apiHeaders, createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * Who may read an account's audit trail (docs/permissions.md), one cell per caller, call and object:
 * `own` is the caller's own account, `same` a client of the caller's organisation, `colleague` a
 * practitioner of the caller's organisation, `foreign` a client of the other organisation, `unknown` a
 * uuid nobody has. The other organisation's practitioner sees the first organisation's accounts as foreign.
 */
const MATRIX = `
endpoint | object    | anonymous | client | practitioner | reviewer | admin | otherOrgPractitioner
list     | own       | -         | 200    | 200          | 200      | 200   | 200
list     | same      | 401       | 403    | 200          | 200      | 200   | 404
list     | colleague | 401       | 403    | 403          | 403      | 200   | 404
list     | foreign   | 401       | 404    | 404          | 404      | 404   | 404
list     | unknown   | 401       | 404    | 404          | 404      | 404   | 404
export   | own       | -         | 200    | 200          | 200      | 200   | 200
export   | same      | 401       | 403    | 200          | 200      | 200   | 404
export   | colleague | 401       | 403    | 403          | 403      | 200   | 404
export   | foreign   | 401       | 404    | 404          | 404      | 404   | 404
export   | unknown   | 401       | 404    | 404          | 404      | 404   | 404
`;

type Endpoint = "list" | "export";
type ObjectKind = "own" | "same" | "colleague" | "foreign" | "unknown";

const cells = matrixCells<Endpoint, ObjectKind>(MATRIX);

describe.each(testDatabaseKinds())("who may read an audit trail, on %s", (kind) => {
  let t: TestApp;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer: quietMailer });
    orgA = await createOrganisation(t.db);
    orgB = await createOrganisation(t.db);
  });
  afterAll(() => t.close());

  /** Every account of the world has one event in its trail, whose subject no refused answer may show. */
  const withEvent = async <A extends { uuid: string }>(account: A, organisationUuid: string) => {
    const subject = randomUUID();
    await recordAuditEvent(t.db, () => new Date(), {
      accountUuid: account.uuid,
      organisationUuid,
      actorUuid: account.uuid,
      actorRole: "client",
      action: "document.downloaded",
      subject,
    });
    return { ...account, subject };
  };

  const world = async (caller: Caller) => {
    const home = caller === "otherOrgPractitioner" ? orgB : orgA;
    const away = home === orgA ? orgB : orgA;
    const me =
      caller === "anonymous"
        ? null
        : await withEvent(await signedInAccount(t.db, home, ROLE_OF[caller]), home);
    return {
      me,
      same: await withEvent(await signedInAccount(t.db, orgA, "ROLE_USER"), orgA),
      colleague: await withEvent(await signedInAccount(t.db, orgA, "ROLE_PRACTITIONER"), orgA),
      foreign: await withEvent(await signedInAccount(t.db, away, "ROLE_USER"), away),
    };
  };

  it.each(cells)("$caller → $endpoint $object: $status", async ({ caller, endpoint, object, status }) => {
    const { me, same, colleague, foreign } = await world(caller);
    // The other organisation's practitioner sees the first organisation's client and colleague as foreign.
    const target = { own: me, same, colleague, foreign, unknown: null }[object];
    const account = target?.uuid ?? randomUUID();
    const url =
      endpoint === "list"
        ? `/api/account/${account}/audit`
        : `/api/account/${account}/audit/export?format=json`;
    const res = await t.app.inject({
      method: "GET",
      url,
      headers: apiHeaders(me ? { authorization: `Bearer ${me.token}` } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    const others = [same, colleague, foreign, me].filter((one) => one && one !== target);
    for (const other of others) expect(res.body).not.toContain(other?.subject);
    if (status === 200) {
      expect(res.body).toContain(target?.subject);
    } else {
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      if (target) expect(res.body).not.toContain(target.subject);
    }
  });

  it("covers every call for every caller", () => {
    for (const endpoint of ["list", "export"]) {
      const callers = new Set(cells.filter((cell) => cell.endpoint === endpoint).map((cell) => cell.caller));
      expect(callers.size).toBe(6);
    }
  });
});
