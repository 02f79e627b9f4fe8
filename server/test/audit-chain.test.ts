import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "../../contracts/schema/audit.ts";
import { verifyAuditChain } from "../src/audit/audit-chain.ts";
import { hashAuditEvent } from "../src/audit/audit-event-format.ts";
import { recordAuditEvent } from "../src/audit/record-audit-event.ts";
import type { AuditEventRow } from "../src/audit/audit.table.ts";
import { createOrganisation, signedInAccount } from "./support/accounts.ts";
import { quietMailer } from "./support/authorization-matrix.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { uploadFile } from "./support/documents.ts";
import { apiHeaders, createTestApp, type TestApp } from "./support/test-app.ts";

describe.each(testDatabaseKinds())("the audit chain on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer: quietMailer });
  });
  afterAll(() => t.close());

  /** A client of a new organisation with `events` events in their trail; and a practitioner who reads it. */
  const trailOf = async (events: number) => {
    const org = await createOrganisation(t.db);
    const practitioner = await signedInAccount(t.db, org, "ROLE_PRACTITIONER");
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    for (let i = 0; i < events; i++)
      await recordAuditEvent(t.db, () => new Date(), {
        accountUuid: client.uuid,
        organisationUuid: org,
        actorUuid: practitioner.uuid,
        actorRole: "practitioner",
        action: i % 2 === 0 ? "document.downloaded" : "document.deleted",
        subject: randomUUID(),
        details: i % 2 === 0 ? {} : { category: "evidence" },
      });
    return { org, practitioner, client };
  };
  const rows = (accountUuid: string): Promise<AuditEventRow[]> =>
    t.db
      .selectFrom("audit_events")
      .selectAll()
      .where("account_uuid", "=", accountUuid)
      .orderBy("seq")
      .execute();
  const listed = async (token: string, accountUuid: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/account/${accountUuid}/audit`,
      headers: apiHeaders({ authorization: `Bearer ${token}` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditPage;
  };

  it("finds an intact chain intact: numbers 1..n, each naming the previous hash, the head at the end", async () => {
    const { client, practitioner } = await trailOf(5);
    const chain = await rows(client.uuid);
    expect(chain.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5]);
    expect(chain[0]?.prev_hash).toBe("0".repeat(64));
    for (let i = 1; i < chain.length; i++) expect(chain[i]?.prev_hash).toBe(chain[i - 1]?.hash);
    const head = await t.db
      .selectFrom("audit_heads")
      .selectAll()
      .where("account_uuid", "=", client.uuid)
      .executeTakeFirstOrThrow();
    expect([Number(head.last_seq), head.last_hash]).toEqual([5, chain[4]?.hash]);
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([]);
    expect(await listed(practitioner.token, client.uuid)).toMatchObject({ chainValid: true, brokenAt: null });
  });

  it("detects an edited event", async () => {
    const { client, practitioner } = await trailOf(4);
    await t.db
      .updateTable("audit_events")
      .set({ action: "document.uploaded" })
      .where("account_uuid", "=", client.uuid)
      .where("seq", "=", 2)
      .execute();
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([
      { accountUuid: client.uuid, seq: 2, problem: "hash_mismatch" },
    ]);
    expect(await listed(practitioner.token, client.uuid)).toMatchObject({ chainValid: false, brokenAt: 2 });
  });

  it("detects edited details and times, and details edited into nonsense", async () => {
    const { client } = await trailOf(4);
    const at = (seq: number) =>
      t.db.updateTable("audit_events").where("account_uuid", "=", client.uuid).where("seq", "=", seq);
    await at(2).set({ details: '{"category":"identity"}' }).execute();
    await at(3).set({ occurred_at: "2020-01-01T00:00:00.000Z" }).execute();
    await at(4).set({ details: "not json" }).execute();
    expect((await verifyAuditChain(t.db, client.uuid)).map((p) => [p.seq, p.problem])).toEqual([
      [2, "hash_mismatch"],
      [3, "hash_mismatch"],
      [4, "hash_mismatch"],
    ]);
  });

  it("detects an event edited and re-hashed, by the next one's link", async () => {
    const { client } = await trailOf(4);
    const [, second] = await rows(client.uuid);
    if (!second) throw new Error("no second event");
    const forged = { ...second, actor_uuid: randomUUID() };
    const hash = hashAuditEvent({
      accountUuid: forged.account_uuid,
      seq: 2,
      occurredAt: forged.occurred_at,
      actorUuid: forged.actor_uuid,
      actorRole: forged.actor_role,
      action: forged.action,
      subject: forged.subject,
      details: JSON.parse(forged.details) as Record<string, string>,
      prevHash: forged.prev_hash,
    });
    await t.db
      .updateTable("audit_events")
      .set({ actor_uuid: forged.actor_uuid, hash })
      .where("uuid", "=", second.uuid)
      .execute();
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([
      { accountUuid: client.uuid, seq: 3, problem: "broken_link" },
    ]);
  });

  it("detects a deleted event in the middle", async () => {
    const { client, practitioner } = await trailOf(5);
    await t.db
      .deleteFrom("audit_events")
      .where("account_uuid", "=", client.uuid)
      .where("seq", "=", 3)
      .execute();
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([
      { accountUuid: client.uuid, seq: 4, problem: "missing_seq" },
    ]);
    expect(await listed(practitioner.token, client.uuid)).toMatchObject({ chainValid: false, brokenAt: 4 });
  });

  it("detects deleted last events by the head, and a chain whose head is gone", async () => {
    const { client, practitioner } = await trailOf(5);
    await t.db
      .deleteFrom("audit_events")
      .where("account_uuid", "=", client.uuid)
      .where("seq", ">=", 4)
      .execute();
    // The four that remain link up perfectly: only the head tells that the chain went on.
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([
      { accountUuid: client.uuid, seq: 4, problem: "missing_tail" },
    ]);
    expect(await listed(practitioner.token, client.uuid)).toMatchObject({ chainValid: false, brokenAt: 4 });
    await t.db.deleteFrom("audit_events").where("account_uuid", "=", client.uuid).execute();
    expect((await verifyAuditChain(t.db, client.uuid)).map((p) => [p.seq, p.problem])).toEqual([
      [1, "missing_tail"],
    ]);

    const other = await trailOf(2);
    await t.db.deleteFrom("audit_heads").where("account_uuid", "=", other.client.uuid).execute();
    expect(await verifyAuditChain(t.db, other.client.uuid)).toEqual([
      { accountUuid: other.client.uuid, seq: 1, problem: "head_mismatch" },
    ]);
  });

  it("detects an event added behind the head's back, and a head that names another last event", async () => {
    const { client } = await trailOf(3);
    const [, , third] = await rows(client.uuid);
    if (!third) throw new Error("no third event");
    await t.db
      .insertInto("audit_events")
      .values({ ...third, uuid: randomUUID(), seq: 4, prev_hash: third.hash })
      .execute();
    expect((await verifyAuditChain(t.db, client.uuid)).map((p) => [p.seq, p.problem])).toEqual([
      [4, "hash_mismatch"],
      [4, "head_mismatch"],
    ]);
    const other = await trailOf(2);
    await t.db
      .updateTable("audit_heads")
      .set({ last_hash: "f".repeat(64) })
      .where("account_uuid", "=", other.client.uuid)
      .execute();
    expect(await verifyAuditChain(t.db, other.client.uuid)).toEqual([
      { accountUuid: other.client.uuid, seq: 2, problem: "head_mismatch" },
    ]);
  });

  it("detects two events swapped in order", async () => {
    const { client } = await trailOf(4);
    const swap = async (from: number, to: number) =>
      t.db
        .updateTable("audit_events")
        .set({ seq: to })
        .where("account_uuid", "=", client.uuid)
        .where("seq", "=", from)
        .execute();
    await swap(2, 1000);
    await swap(3, 2);
    await swap(1000, 3);
    expect((await verifyAuditChain(t.db, client.uuid)).map((p) => [p.seq, p.problem])).toEqual([
      [2, "hash_mismatch"],
      [2, "broken_link"],
      [3, "hash_mismatch"],
      [3, "broken_link"],
      [4, "broken_link"],
    ]);
  });

  it("checks every account when asked for none, naming only the broken ones", async () => {
    const intact = await trailOf(3);
    const broken = await trailOf(3);
    await t.db
      .deleteFrom("audit_events")
      .where("account_uuid", "=", broken.client.uuid)
      .where("seq", "=", 2)
      .execute();
    const problems = await verifyAuditChain(t.db);
    expect(problems).toContainEqual({ accountUuid: broken.client.uuid, seq: 3, problem: "missing_seq" });
    expect(problems.some((p) => p.accountUuid === intact.client.uuid)).toBe(false);
  });

  it("cannot tell when the events and the head are cut back together (the documented limit)", async () => {
    const { client } = await trailOf(4);
    const chain = await rows(client.uuid);
    await t.db
      .deleteFrom("audit_events")
      .where("account_uuid", "=", client.uuid)
      .where("seq", "=", 4)
      .execute();
    await t.db
      .updateTable("audit_heads")
      .set({ last_seq: 3, last_hash: chain[2]?.hash ?? "" })
      .where("account_uuid", "=", client.uuid)
      .execute();
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([]);
  });

  it("keeps one chain under 20 concurrent uploads to one account: numbers 1..20, chain intact", async () => {
    const org = await createOrganisation(t.db);
    const practitioner = await signedInAccount(t.db, org, "ROLE_PRACTITIONER");
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    const uploads = Array.from({ length: 20 }, (_, i) =>
      uploadFile(t.app, (i % 2 === 0 ? practitioner : client).token, client.uuid, {
        category: "evidence",
        fileName: `note-${i}.txt`,
        // Distinct bytes each: uploads of the same file would wait for each other on the file's lock.
        content: Buffer.from(`Note ${i} ${randomUUID()}`),
        type: "text/plain",
      }),
    );
    const answers = await Promise.all(uploads);
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const chain = await rows(client.uuid);
    expect(chain.map((row) => Number(row.seq))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(chain.every((row) => row.action === "document.uploaded")).toBe(true);
    expect(new Set(chain.map((row) => row.subject)).size).toBe(20);
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([]);
  });

  it("keeps one chain under 40 concurrent appends, the first ones racing for the head", async () => {
    const org = await createOrganisation(t.db);
    const client = await signedInAccount(t.db, org, "ROLE_USER");
    await Promise.all(
      Array.from({ length: 40 }, () =>
        recordAuditEvent(t.db, () => new Date(), {
          accountUuid: client.uuid,
          organisationUuid: org,
          actorUuid: client.uuid,
          actorRole: "client",
          action: "auth.signed_in",
        }),
      ),
    );
    const chain = await rows(client.uuid);
    expect(chain.map((row) => Number(row.seq))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Times never go backwards along the chain.
    const times = chain.map((row) => row.occurred_at);
    expect([...times].sort()).toEqual(times);
    expect(await verifyAuditChain(t.db, client.uuid)).toEqual([]);
  });

  it("refuses a second event with a number already taken (the unique constraint)", async () => {
    const { client } = await trailOf(1);
    const [first] = await rows(client.uuid);
    if (!first) throw new Error("no event");
    await expect(
      t.db
        .insertInto("audit_events")
        .values({ ...first, uuid: randomUUID() })
        .execute(),
    ).rejects.toThrow();
  });

  it("erases the trail and its head with the account", async () => {
    const { client } = await trailOf(2);
    await sql`delete from accounts where uuid = ${client.uuid}`.execute(t.db);
    expect(await rows(client.uuid)).toEqual([]);
    expect(
      await t.db
        .selectFrom("audit_heads")
        .select("account_uuid")
        .where("account_uuid", "=", client.uuid)
        .execute(),
    ).toEqual([]);
  });
});
