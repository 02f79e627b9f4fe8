import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, createOrganisation, signedInAccount } from "./support/accounts.ts";
import { matrixCells, quietMailer, ROLE_OF, type Caller } from "./support/authorization-matrix.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { uploadFile } from "./support/documents.ts";
import { createTestApp, signedInRequest, type HttpMethod, type TestApp } from "./support/test-app.ts";

/**
 * Who may do what with documents (docs/permissions.md), one cell per caller, call and object, as for the
 * client calls: `own` is the caller's own account, `same` a client of the caller's organisation,
 * `foreign` a client of the other organisation, `unknown` a uuid nobody has. `-`: the cell does not apply.
 */
const MATRIX = `
endpoint  | object  | anonymous | client | practitioner | reviewer | admin | otherOrgPractitioner
list      | own     | -         | 200    | 404          | 404      | 404   | 404
list      | same    | 401       | 403    | 200          | 200      | 200   | 200
list      | foreign | 401       | 404    | 404          | 404      | 404   | 404
list      | unknown | 401       | 404    | 404          | 404      | 404   | 404
upload    | own     | -         | 201    | 404          | 404      | 404   | 404
upload    | same    | 401       | 403    | 201          | 403      | 201   | 201
upload    | foreign | 401       | 404    | 404          | 404      | 404   | 404
upload    | unknown | 401       | 404    | 404          | 404      | 404   | 404
download  | own     | -         | 200    | 404          | 404      | 404   | 404
download  | same    | 401       | 403    | 200          | 200      | 200   | 200
download  | foreign | 401       | 404    | 404          | 404      | 404   | 404
download  | unknown | 401       | 404    | 404          | 404      | 404   | 404
delete    | own     | -         | 204    | 404          | 404      | 404   | 404
delete    | same    | 401       | 403    | 204          | 403      | 204   | 204
delete    | foreign | 401       | 404    | 404          | 404      | 404   | 404
delete    | unknown | 401       | 404    | 404          | 404      | 404   | 404
statement | own     | -         | 201    | 404          | 404      | 404   | 404
statement | same    | 401       | 403    | 201          | 403      | 201   | 201
statement | foreign | 401       | 404    | 404          | 404      | 404   | 404
statement | unknown | 401       | 404    | 404          | 404      | 404   | 404
complete  | -       | 401       | 200    | 403          | 403      | 403   | 403
`;

type Endpoint = "list" | "upload" | "download" | "delete" | "statement" | "complete";
type ObjectKind = "-" | "own" | "same" | "foreign" | "unknown";

const cells = matrixCells<Endpoint, ObjectKind>(MATRIX);

describe.each(testDatabaseKinds())("who may handle documents, on %s", (kind) => {
  let t: TestApp;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer: quietMailer });
    orgA = await createOrganisation(t.db);
    orgB = await createOrganisation(t.db);
  });
  afterAll(() => t.close());

  const uploadAs = (token: string | undefined, accountUuid: string, secret = "") =>
    uploadFile(t.app, token ?? null, accountUuid, {
      category: "evidence",
      fileName: `${secret || "note"}.txt`,
      content: Buffer.from(`A note ${randomUUID()}`),
    });

  /** A fresh world per cell: clients with one document each, so that deletions in one cell change no other. */
  const world = async (caller: Caller) => {
    const home = caller === "otherOrgPractitioner" ? orgB : orgA;
    const away = home === orgA ? orgB : orgA;
    const me = caller === "anonymous" ? null : await signedInAccount(t.db, home, ROLE_OF[caller]);
    const same = await signedInAccount(t.db, home, "ROLE_USER");
    const foreign = await signedInAccount(t.db, away, "ROLE_USER");
    const hiddenName = `hidden-${randomUUID().slice(0, 8)}`;
    const docOf = async (owner: { uuid: string; token: string }, name = "") =>
      ((await uploadAs(owner.token, owner.uuid, name)).json() as { uuid: string }).uuid;
    const docs = {
      own: me && caller === "client" ? await docOf(me) : randomUUID(),
      same: await docOf(same),
      foreign: await docOf(foreign, hiddenName),
      unknown: randomUUID(),
    };
    // Another organisation's client that no answer may reveal.
    const hidden = await createAccount(t.db, away, { role: "ROLE_USER", password: null });
    return {
      me,
      same,
      foreign,
      docs,
      secrets: [foreign.uuid, foreign.email, hidden.uuid, hidden.email, hiddenName, docs.foreign],
    };
  };

  it.each(cells)("$caller → $endpoint $object: $status", async ({ caller, endpoint, object, status }) => {
    const { me, same, foreign, docs, secrets } = await world(caller);
    const account = {
      "-": "",
      own: me?.uuid ?? "",
      same: same.uuid,
      foreign: foreign.uuid,
      unknown: randomUUID(),
    }[object];
    const doc = object === "-" ? "" : docs[object];
    const token = me?.token;
    const json = (method: HttpMethod, url: string, payload?: object) =>
      signedInRequest(t.app, method, url, token ?? null, payload);
    const res = await {
      list: () => json("GET", `/api/account/${account}/doc`),
      upload: () => uploadAs(token, account),
      download: () => json("GET", `/api/account/${account}/doc/${doc}/file`),
      delete: () => json("DELETE", `/api/account/${account}/doc/${doc}`),
      statement: () =>
        json("POST", `/api/account/${account}/statements`, { title: "Statement", text: "It was so." }),
      complete: () => json("POST", "/api/account/me/upload-complete"),
    }[endpoint]();
    expect(res.statusCode, res.body).toBe(status);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    if (endpoint === "list" && status === 200) {
      const uuids = (res.json() as { items: Array<{ uuid: string }> }).items.map((item) => item.uuid);
      expect(uuids).toContain(object === "own" ? docs.own : docs.same);
    }
    if (endpoint === "delete" && status !== 204) {
      // A refused delete deletes nothing.
      const owner = object === "foreign" ? foreign : same;
      const left = await t.db
        .selectFrom("documents")
        .select("uuid")
        .where("account_uuid", "=", owner.uuid)
        .execute();
      expect(left).toHaveLength(1);
    }
  });

  it("covers every call for every caller", () => {
    const endpoints = new Set(cells.map((cell) => cell.endpoint));
    expect(endpoints.size).toBe(6);
    for (const endpoint of endpoints) {
      const callers = new Set(cells.filter((cell) => cell.endpoint === endpoint).map((cell) => cell.caller));
      expect(callers.size).toBe(6);
    }
  });
});
