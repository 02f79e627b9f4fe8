/**
 * The admins' integrity view (issue 9, docs/integrity.md): `GET /api/admin/integrity` runs the real check
 * over the server's database and data folder, for admins only; shows an admin the log's problems and their
 * own organisation's in full and only counts the others'; answers a check less than a minute old again
 * (`?fresh=1`: less than ten seconds), and runs one check at a time whoever asks.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "../../contracts/schema/account.ts";
import { IntegrityView } from "../../contracts/schema/integrity.ts";
import { Schema } from "effect";
import { createDocumentStorage } from "../src/documents/document-storage.ts";
import type * as IntegrityModule from "../src/proof/integrity.ts";
import type { IntegrityReport } from "../src/proof/integrity.ts";
import { integrityViewFor } from "../src/proof/integrity-view.ts";
import { createOrganisation, signedInAccount } from "./support/accounts.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { pdfWith, tempDataDir, uploadFile } from "./support/documents.ts";
import { apiHeaders, createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * Counts the checks the server runs, can hold one back until the test lets it go, and can add a problem to
 * the next run's answer only, as a row written while the check reads can make one appear.
 */
const checks = vi.hoisted(() => ({
  runs: 0,
  hold: null as Promise<void> | null,
  transient: null as IntegrityReport["problems"][number] | null,
}));
vi.mock("../src/proof/integrity.ts", async (importOriginal) => {
  const original = await importOriginal<typeof IntegrityModule>();
  return {
    ...original,
    checkIntegrity: async (input: Parameters<typeof original.checkIntegrity>[0]) => {
      checks.runs += 1;
      if (checks.hold) await checks.hold;
      const report = await original.checkIntegrity(input);
      const { transient } = checks;
      checks.transient = null;
      return transient ? { ...report, ok: false, problems: [...report.problems, transient] } : report;
    },
  };
});

const decodeView = Schema.decodeUnknownSync(IntegrityView);

/** A clock the test moves by seconds; it starts now, so that sessions opened now are alive. */
const secondsClock = () => {
  let now = Date.now();
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
};

describe.each(testDatabaseKinds())("GET /api/admin/integrity on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  const clock = secondsClock();
  /** Two organisations, each with an admin, a practitioner, a reviewer and a client with one document. */
  const orgs: Array<{
    uuid: string;
    tokens: Record<Role, string>;
    documentUuid: string;
    sha256: string;
  }> = [];

  const get = (token: string | null, query = "") =>
    t.app.inject({
      url: `/api/admin/integrity${query}`,
      headers: apiHeaders(token ? { authorization: `Bearer ${token}` } : {}),
    });
  /** The admin of organisation `i` asks; the answer must be a 200 that the contract decodes. */
  const view = async (i: number, query = "") => {
    const res = await get(orgs[i]?.tokens.ROLE_ADMIN ?? "", query);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, view: decodeView(res.json()) };
  };
  const storedFile = (sha256: string) => createDocumentStorage(dataDir).objectPath(sha256);

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { dataDir }, { clock: clock.now });
    for (const name of ["Harbour", "Lighthouse"]) {
      const uuid = await createOrganisation(t.db);
      const tokens = {} as Record<Role, string>;
      let clientUuid = "";
      for (const role of ["ROLE_ADMIN", "ROLE_PRACTITIONER", "ROLE_REVIEWER", "ROLE_USER"] as const) {
        const account = await signedInAccount(t.db, uuid, role);
        tokens[role] = account.token;
        if (role === "ROLE_USER") clientUuid = account.uuid;
      }
      const res = await uploadFile(t.app, tokens.ROLE_USER, clientUuid, {
        category: "evidence",
        fileName: `${name}.pdf`,
        content: pdfWith(`${name}: the evidence.`),
        type: "application/pdf",
      });
      expect(res.statusCode, res.body).toBe(201);
      const document = res.json() as { uuid: string; sha256: string };
      orgs.push({ uuid, tokens, documentUuid: document.uuid, sha256: document.sha256 });
    }
    // Both documents are in the log and under a signed head before the first check.
    await t.app.backgroundSettled();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers an admin the instance's counts when nothing is wrong", async () => {
    const runs = checks.runs;
    const { view: answer } = await view(0);
    expect(checks.runs).toBe(runs + 1);
    expect(answer).toEqual({
      checkedAt: clock.now().toISOString(),
      ok: true,
      counts: {
        files: 2,
        documents: 2,
        leaves: 2,
        treeHeads: expect.any(Number) as number,
        reports: 0,
        queued: 0,
        auditAccounts: expect.any(Number) as number,
      },
      treeSize: 2,
      rootHash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      problems: [],
      otherOrganisations: 0,
    });
    expect(answer.counts.treeHeads).toBeGreaterThanOrEqual(1);
    // The uploads were recorded in each client's audit trail.
    expect(answer.counts.auditAccounts).toBeGreaterThanOrEqual(2);
  });

  it("refuses everyone else: 403 for the other roles whatever the query, 401 without a session, and no API key", async () => {
    for (const role of ["ROLE_PRACTITIONER", "ROLE_REVIEWER", "ROLE_USER"] as const) {
      for (const query of ["", "?fresh=1", "?fresh=banana"]) {
        const res = await get(orgs[0]?.tokens[role] ?? "", query);
        expect(res.statusCode, `${role} ${query}`).toBe(403);
        expect(res.json()).toEqual({ error: "forbidden", message: expect.any(String) as string });
      }
    }
    const anonymous = await get(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: "unauthenticated" });
    const noKey = await t.app.inject({
      url: "/api/admin/integrity",
      headers: { authorization: `Bearer ${orgs[0]?.tokens.ROLE_ADMIN ?? ""}` },
    });
    expect(noKey.json()).toMatchObject({ error: "invalid_api_key" });
  });

  it("answers 400 with the error body for a malformed query, running no check", async () => {
    const runs = checks.runs;
    for (const query of ["?fresh=banana", "?fresh=", "?fresh=2", "?fresh=1&fresh=0"]) {
      const res = await get(orgs[0]?.tokens.ROLE_ADMIN ?? "", query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { error: string; message: string };
      expect(body.error).toBe("invalid_request");
      expect(body.message).toMatch(/fresh/);
    }
    expect(checks.runs).toBe(runs);
  });

  it("answers a check less than a minute old again; ?fresh=1 runs a new one unless the last is under 10 s old", async () => {
    clock.advance(61);
    const first = (await view(0)).view;
    const runs = checks.runs;
    clock.advance(30);
    // Another organisation's admin, half a minute later: the same check.
    expect((await view(1)).view.checkedAt).toBe(first.checkedAt);
    expect(checks.runs).toBe(runs);
    clock.advance(29);
    expect((await view(0)).view.checkedAt).toBe(first.checkedAt);
    expect(checks.runs).toBe(runs);
    // A minute old: checked again.
    clock.advance(1);
    const second = (await view(0)).view;
    expect(second.checkedAt).toBe(clock.now().toISOString());
    expect(checks.runs).toBe(runs + 1);
    // Fresh, but the last check is 9 s old: answered again.
    clock.advance(9);
    expect((await view(0, "?fresh=1")).view.checkedAt).toBe(second.checkedAt);
    expect(checks.runs).toBe(runs + 1);
    // Fresh and 10 s old: a new check.
    clock.advance(1);
    const third = (await view(0, "?fresh=true")).view;
    expect(third.checkedAt).toBe(clock.now().toISOString());
    expect(checks.runs).toBe(runs + 2);
    // fresh=0 is the default.
    clock.advance(15);
    expect((await view(0, "?fresh=0")).view.checkedAt).toBe(third.checkedAt);
    expect(checks.runs).toBe(runs + 2);
  });

  it("runs one check for callers who ask while it runs, and hands each their own view of it", async () => {
    clock.advance(61);
    const runs = checks.runs;
    let release: () => void = () => undefined;
    checks.hold = new Promise<void>((resolve) => (release = resolve));
    try {
      const asked = [view(0, "?fresh=1"), view(1), view(0), view(1, "?fresh=1")];
      // Every request has reached the checker before the check is let go.
      await vi.waitFor(() => expect(checks.runs).toBe(runs + 1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const answers = await Promise.all(asked);
      expect(checks.runs).toBe(runs + 1);
      expect(new Set(answers.map((a) => a.view.checkedAt)).size).toBe(1);
      expect(answers.every((a) => a.view.ok)).toBe(true);
    } finally {
      checks.hold = null;
      release();
    }
  });

  it("lists a problem of the admin's own organisation in full, and only counts it for another's admin", async () => {
    const own = orgs[0];
    if (!own) throw new Error("no organisation");
    const file = storedFile(own.sha256);
    const original = fs.readFileSync(file);
    fs.chmodSync(file, 0o600);
    fs.writeFileSync(file, Buffer.concat([original, Buffer.from("\n% appended later\n")]));
    try {
      clock.advance(11);
      const runs = checks.runs;
      const mine = (await view(0, "?fresh=1")).view;
      // Found, then confirmed by a second run.
      expect(checks.runs).toBe(runs + 2);
      expect(mine.ok).toBe(false);
      expect(mine.problems).toEqual([
        { area: "file", subject: own.sha256, problem: "the stored file's bytes are not the recorded ones" },
      ]);
      expect(mine.otherOrganisations).toBe(0);
      // The same check, as the other organisation's admin sees it: counted, never described.
      const theirs = await view(1);
      expect(theirs.view.checkedAt).toBe(mine.checkedAt);
      expect(theirs.view).toMatchObject({ ok: false, problems: [], otherOrganisations: 1 });
      expect(theirs.body).not.toContain(own.sha256);
      expect(theirs.body).not.toContain(own.documentUuid);
      expect(theirs.body).not.toContain(own.uuid);
    } finally {
      fs.writeFileSync(file, original);
    }
    clock.advance(11);
    expect((await view(1, "?fresh=1")).view).toMatchObject({ ok: true, problems: [], otherOrganisations: 0 });
  });

  it("does not report a problem that a second run no longer finds", async () => {
    clock.advance(11);
    const runs = checks.runs;
    // A report written while the files were hashed, seen without its leaf by the first run only.
    checks.transient = {
      area: "report",
      subject: orgs[0]?.documentUuid ?? "",
      problem: "it has no log entry",
      organisationUuid: orgs[0]?.uuid ?? null,
    };
    const { view: answer } = await view(0, "?fresh=1");
    expect(checks.runs).toBe(runs + 2);
    expect(answer).toMatchObject({ ok: true, problems: [], otherOrganisations: 0 });
  });

  it("shows a problem of the log itself to every admin", async () => {
    const leaf = await t.db
      .selectFrom("proof_leaves")
      .selectAll()
      .where("leaf_index", "=", 1)
      .executeTakeFirst();
    if (!leaf) throw new Error("no leaf 1");
    const altered = leaf.leaf_hash.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    await t.db.updateTable("proof_leaves").set({ leaf_hash: altered }).where("leaf_index", "=", 1).execute();
    try {
      clock.advance(11);
      for (const i of [0, 1]) {
        const { view: answer } = await view(i, "?fresh=1");
        expect(answer.ok).toBe(false);
        expect(answer.problems).toContainEqual({
          area: "leaf",
          subject: "1",
          problem: "its stored hash is not its entry's",
        });
        expect(answer.otherOrganisations).toBe(0);
      }
    } finally {
      await t.db
        .updateTable("proof_leaves")
        .set({ leaf_hash: leaf.leaf_hash })
        .where("leaf_index", "=", 1)
        .execute();
    }
  });
});

describe("an admin's view of a report", () => {
  const ORG = "3c5e7a9b-1d2f-4b4c-8e6a-8b0c2d4e6f80";
  const OTHER = "4d6f8b0c-2e3a-4c5d-9f7b-9c1d3e5f7a91";
  const report: IntegrityReport = {
    checkedAt: "2026-11-22T09:00:00.000Z",
    ok: false,
    counts: { files: 3, documents: 4, leaves: 5, treeHeads: 2, reports: 1, queued: 0, auditAccounts: 3 },
    treeSize: 5,
    rootHash: "ab".repeat(32),
    problems: [
      {
        area: "tree-head",
        subject: "#2",
        problem: "its signature is not the log key's",
        organisationUuid: null,
      },
      {
        area: "file",
        subject: "cd".repeat(32),
        problem: "the stored file is missing",
        organisationUuid: ORG,
      },
      { area: "document", subject: "x", problem: "it has no log entry", organisationUuid: OTHER },
      // An audit trail whose account is gone: whose it was cannot be told, so it is not described.
      { area: "audit", subject: "y #3", problem: "its hash is not its content's", organisationUuid: null },
      { area: "queue", subject: "7", problem: "queued since then", organisationUuid: null },
    ],
  };

  it("keeps the log's problems and the organisation's own, and counts the rest", () => {
    expect(integrityViewFor(report, ORG)).toEqual({
      checkedAt: report.checkedAt,
      ok: false,
      counts: report.counts,
      treeSize: 5,
      rootHash: "ab".repeat(32),
      problems: [
        { area: "tree-head", subject: "#2", problem: "its signature is not the log key's" },
        { area: "file", subject: "cd".repeat(32), problem: "the stored file is missing" },
        { area: "queue", subject: "7", problem: "queued since then" },
      ],
      otherOrganisations: 2,
    });
    const other = integrityViewFor(report, OTHER);
    expect(other.problems.map((p) => p.area)).toEqual(["tree-head", "document", "queue"]);
    expect(other.otherOrganisations).toBe(2);
  });
});
