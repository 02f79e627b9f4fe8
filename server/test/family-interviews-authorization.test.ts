import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, createOrganisation, signedInAccount } from "./support/accounts.ts";
import { matrixCells, quietMailer, ROLE_OF, type Caller } from "./support/authorization-matrix.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { addInvitation, newInvitation } from "./support/family-interviews.ts";
import { apiHeaders, createTestApp, xsrfPair, type TestApp } from "./support/test-app.ts";

/**
 * Who may do what with family interviews (docs/permissions.md), one cell per caller, call and object:
 * `own` is the caller's own account, `same` a client of the caller's organisation, `foreign` a client of the
 * other organisation, `unknown` a uuid nobody has. The link calls have no object: the link is the key, and
 * whoever holds it (signed in or not) gets the same answer. `-`: the cell does not apply.
 */
const MATRIX = `
endpoint | object  | anonymous | client | practitioner | reviewer | admin | otherOrgPractitioner
list     | own     | -         | 403    | 404          | 404      | 404   | 404
list     | same    | 401       | 403    | 200          | 200      | 200   | 200
list     | foreign | 401       | 404    | 404          | 404      | 404   | 404
list     | unknown | 401       | 404    | 404          | 404      | 404   | 404
invite   | own     | -         | 403    | 404          | 404      | 404   | 404
invite   | same    | 401       | 403    | 201          | 403      | 201   | 201
invite   | foreign | 401       | 404    | 404          | 404      | 404   | 404
invite   | unknown | 401       | 404    | 404          | 404      | 404   | 404
withdraw | own     | -         | 403    | 404          | 404      | 404   | 404
withdraw | same    | 401       | 403    | 204          | 403      | 204   | 204
withdraw | foreign | 401       | 404    | 404          | 404      | 404   | 404
withdraw | unknown | 401       | 404    | 404          | 404      | 404   | 404
link     | -       | 200       | 200    | 200          | 200      | 200   | 200
submit   | -       | 201       | 201    | 201          | 201      | 201   | 201
`;

type Endpoint = "list" | "invite" | "withdraw" | "link" | "submit";
type ObjectKind = "-" | "own" | "same" | "foreign" | "unknown";

const cells = matrixCells<Endpoint, ObjectKind>(MATRIX);

const pair = xsrfPair();

describe.each(testDatabaseKinds())("who may handle family interviews, on %s", (kind) => {
  let t: TestApp;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { interviewRateLimitPerMinute: 10_000 }, { mailer: quietMailer });
    orgA = await createOrganisation(t.db);
    orgB = await createOrganisation(t.db);
  });
  afterAll(() => t.close());

  /** A fresh world per cell: a client on each side, each with a pending invitation sent by their practitioner. */
  const world = async (caller: Caller) => {
    const home = caller === "otherOrgPractitioner" ? orgB : orgA;
    const away = home === orgA ? orgB : orgA;
    const me = caller === "anonymous" ? null : await signedInAccount(t.db, home, ROLE_OF[caller]);
    const homePractitioner = await createAccount(t.db, home, { password: null });
    const awayPractitioner = await createAccount(t.db, away, { password: null });
    const same = await createAccount(t.db, home, { role: "ROLE_USER", password: null });
    const foreign = await createAccount(t.db, away, { role: "ROLE_USER", password: null });
    const hiddenRelative = `hidden-${randomUUID().slice(0, 8)}`;
    const invitationOf = (
      clientUuid: string,
      organisationUuid: string,
      invitedByUuid: string,
      name?: string,
    ) =>
      addInvitation(t.db, {
        clientUuid,
        organisationUuid,
        invitedByUuid,
        ...(name ? { relativeName: name, email: `${name}@example.org` } : {}),
      });
    const invitations = {
      own: me && caller === "client" ? await invitationOf(me.uuid, home, homePractitioner.uuid) : undefined,
      same: await invitationOf(same.uuid, home, homePractitioner.uuid),
      foreign: await invitationOf(foreign.uuid, away, awayPractitioner.uuid, hiddenRelative),
    };
    return {
      me,
      same,
      foreign,
      invitations,
      secrets: [foreign.uuid, foreign.email, hiddenRelative, invitations.foreign.uuid],
    };
  };

  it.each(cells)("$caller → $endpoint $object: $status", async ({ caller, endpoint, object, status }) => {
    const { me, same, foreign, invitations, secrets } = await world(caller);
    const account = {
      "-": "",
      own: me?.uuid ?? "",
      same: same.uuid,
      foreign: foreign.uuid,
      unknown: randomUUID(),
    }[object];
    const interview =
      {
        "-": undefined,
        own: invitations.own?.uuid,
        same: invitations.same.uuid,
        foreign: invitations.foreign.uuid,
        unknown: undefined,
      }[object] ?? randomUUID();
    const json = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: apiHeaders({ ...pair.headers, ...(me ? { authorization: `Bearer ${me.token}` } : {}) }),
        cookies: pair.cookies,
      });
    const interviews = `/api/account/${account}/family-interviews`;
    const link = `/api/family-interview/${invitations.same.token}`;
    const res = await {
      list: () => json("GET", interviews),
      invite: () => json("POST", interviews, newInvitation()),
      withdraw: () => json("DELETE", `${interviews}/${interview}`),
      link: () => json("GET", link),
      submit: () =>
        json("POST", link, { consent: true, answers: [{ question: "birth", answer: "Madrid, 1990." }] }),
    }[endpoint]();
    expect(res.statusCode, res.body).toBe(status);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    if (endpoint === "list" && status === 200) {
      const uuids = (res.json() as { items: Array<{ uuid: string }> }).items.map((item) => item.uuid);
      expect(uuids).toEqual([invitations.same.uuid]);
    }
    if (endpoint === "withdraw" && status !== 204) {
      // A refused withdrawal withdraws nothing.
      const left = await t.db
        .selectFrom("family_interviews")
        .select("uuid")
        .where("uuid", "in", [invitations.same.uuid, invitations.foreign.uuid])
        .execute();
      expect(left).toHaveLength(2);
    }
    if (endpoint === "invite" && status !== 201) {
      const made = await t.db
        .selectFrom("family_interviews")
        .select("uuid")
        .where("client_uuid", "in", [same.uuid, foreign.uuid, me?.uuid ?? same.uuid])
        .execute();
      expect(made).toHaveLength(invitations.own ? 3 : 2);
    }
  });

  it("covers every call for every caller", () => {
    const endpoints = new Set(cells.map((cell) => cell.endpoint));
    expect(endpoints.size).toBe(5);
    for (const endpoint of endpoints) {
      const callers = new Set(cells.filter((cell) => cell.endpoint === endpoint).map((cell) => cell.caller));
      expect(callers.size).toBe(6);
    }
  });
});
