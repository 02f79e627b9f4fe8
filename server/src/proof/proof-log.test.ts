import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { encodeEntry, verifyTreeHeadSignature, type LogEntry } from "../../../contracts/proof/log-format.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../test/support/databases.ts";
import { loadOrCreateLogKey, type LogKey } from "./log-key.ts";
import { hashLeaf, MerkleTree } from "./merkle-tree.ts";
import { createProofLog, SEQUENCE_BATCH, type ProofLogDeps } from "./proof-log.ts";

const at = "2026-11-28T09:00:00.000Z";
const entry = (n: number): LogEntry => ({
  kind: "document",
  sha256: n.toString(16).padStart(64, "0"),
  recordedAt: at,
  reference: randomUUID(),
});

describe.each(testDatabaseKinds())("the proof log's sequencer on %s", (kind) => {
  let keyDir: string;
  let key: LogKey;
  let t: TestDatabase;
  const logs: Array<{ stop: () => Promise<void> }> = [];

  beforeAll(() => {
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-sequencer-"));
    key = loadOrCreateLogKey(keyDir).key;
  });
  afterAll(() => fs.rmSync(keyDir, { recursive: true, force: true }));
  afterEach(async () => {
    for (const log of logs.splice(0)) await log.stop();
    await t.dispose();
  });

  const newDatabase = async () => {
    t = await createTestDatabase(kind);
    return t.db;
  };

  /** A log over the test database; background work is awaited through `settled`. */
  const proofLog = (overrides: Partial<ProofLogDeps> = {}) => {
    const pending = new Set<Promise<unknown>>();
    const messages: Array<{ level: string; message: string; fields: Record<string, unknown> }> = [];
    const logger =
      (level: string) =>
      (fields: Record<string, unknown>, message: string): void => {
        messages.push({ level, message, fields });
      };
    const background = vi.fn((_label: string, work: () => Promise<unknown>) => {
      const task = work().finally(() => pending.delete(task));
      pending.add(task);
    });
    const log = createProofLog({
      db: t.db,
      key,
      clock: () => new Date(at),
      background,
      log: { info: logger("info"), warn: logger("warn"), error: logger("error") },
      ...overrides,
    });
    logs.push(log);
    return {
      log,
      background,
      messages,
      settled: async () => {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    };
  };

  const record = (log: ReturnType<typeof createProofLog>, entries: ReadonlyArray<LogEntry>) =>
    t.db.transaction().execute(async (tx) => {
      for (const e of entries) await log.record(tx, e);
    });

  const heads = async () =>
    (await t.db.selectFrom("proof_tree_heads").selectAll().orderBy("id").execute()).map((row) => ({
      ...row,
      tree_size: Number(row.tree_size),
    }));
  const leafCount = async () => (await t.db.selectFrom("proof_leaves").select("leaf_index").execute()).length;
  const queued = async () => (await t.db.selectFrom("proof_queue").select("id").execute()).length;

  /** The root of these entries, computed apart from the log. */
  const rootOf = (entries: ReadonlyArray<LogEntry>) => {
    const tree = new MerkleTree();
    for (const e of entries) tree.appendLeafHash(hashLeaf(encodeEntry(e)));
    return tree.root().toString("hex");
  };

  it("waits for start, which signs the empty log's head and sequences what was queued before", async () => {
    await newDatabase();
    const { log } = proofLog();
    const early = [entry(1), entry(2)];
    await record(log, early);
    await log.sequence();
    expect(await leafCount()).toBe(0);

    await log.start();
    const signed = await heads();
    // The queue is sequenced right after loading: one head over both entries.
    expect(signed.map((head) => head.tree_size)).toEqual([2]);
    expect(signed[0]?.root_hash).toBe(rootOf(early));
    expect(await queued()).toBe(0);

    const empty = await createTestDatabase(kind);
    try {
      const other = createProofLog({
        db: empty.db,
        key,
        clock: () => new Date(at),
        background: () => undefined,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      await other.start();
      await other.stop();
      const head = await other.latestTreeHead();
      expect(head).toMatchObject({
        treeSize: 0,
        rootHash: rootOf([]),
        keyId: key.keyId,
        timestampToken: null,
      });
      expect(await verifyTreeHeadSignature(head, head.signature, key.publicKey.publicKey)).toBe(true);
    } finally {
      await empty.dispose();
    }
  });

  it("moves the queue in batches, in order, and signs one head over them all", async () => {
    await newDatabase();
    const { log } = proofLog();
    await log.start();
    const entries = Array.from({ length: SEQUENCE_BATCH * 2 + 5 }, (_, n) => entry(n));
    await record(log, entries);
    await log.sequence();

    const leaves = await t.db.selectFrom("proof_leaves").selectAll().orderBy("leaf_index").execute();
    expect(leaves).toHaveLength(entries.length);
    expect(leaves.map((leaf) => leaf.reference)).toEqual(entries.map((e) => e.reference));
    expect(leaves.map((leaf) => Number(leaf.leaf_index))).toEqual(entries.map((_, n) => n));
    expect(await queued()).toBe(0);
    expect((await heads()).map((head) => head.tree_size)).toEqual([0, entries.length]);
    expect((await log.latestTreeHead()).rootHash).toBe(rootOf(entries));
    // Nothing new: no new head.
    await log.sequence();
    expect(await heads()).toHaveLength(2);
  });

  it("runs one sequencer at a time: concurrent runs give consecutive leaves and a tree that matches them", async () => {
    await newDatabase();
    const { log } = proofLog();
    await log.start();
    const batches = [0, 1, 2, 3].map((b) => [entry(b * 10), entry(b * 10 + 1), entry(b * 10 + 2)]);
    await Promise.all(
      batches.map(async (batch) => {
        await record(log, batch);
        await log.sequence();
      }),
    );
    const leaves = await t.db.selectFrom("proof_leaves").selectAll().orderBy("leaf_index").execute();
    expect(leaves.map((leaf) => Number(leaf.leaf_index))).toEqual([...Array(12).keys()]);
    const inOrder = leaves.map(
      (leaf) => batches.flat().find((e) => e.reference === leaf.reference) as LogEntry,
    );
    expect((await log.latestTreeHead()).rootHash).toBe(rootOf(inOrder));
    expect(log.size()).toBe(12);
  });

  it("joins nudges that come while a run waits into that run", async () => {
    await newDatabase();
    const { log, background, settled } = proofLog();
    await log.start();
    await record(log, [entry(1)]);
    log.nudge();
    log.nudge();
    log.nudge();
    expect(background).toHaveBeenCalledTimes(1);
    expect(background).toHaveBeenCalledWith("proof log", expect.any(Function));
    await settled();
    expect(await leafCount()).toBe(1);
    log.nudge();
    expect(background).toHaveBeenCalledTimes(2);
    await settled();
  });

  it("sequences on its own at the interval, without a nudge", async () => {
    await newDatabase();
    const { log } = proofLog({ intervalMs: 20 });
    await log.start();
    await record(log, [entry(7)]);
    await vi.waitFor(async () => expect(await leafCount()).toBe(1), { timeout: 2000, interval: 20 });
    await vi.waitFor(async () => expect((await heads()).at(-1)?.tree_size).toBe(1), { timeout: 2000 });
  });

  it("leaves the queue, the leaves and the tree as they were when a batch fails", async () => {
    await newDatabase();
    const { log } = proofLog();
    await log.start();
    await record(log, [entry(1)]);
    await t.db.insertInto("proof_queue").values({ entry: "not an entry", created_at: at }).execute();
    await expect(log.sequence()).rejects.toThrow(/is not a log entry/);
    expect(await leafCount()).toBe(0);
    expect(await queued()).toBe(2);
    expect(log.size()).toBe(0);
    // Once the bad row is gone the good one goes through, and later runs are not held up.
    await t.db.deleteFrom("proof_queue").where("entry", "=", "not an entry").execute();
    await log.sequence();
    expect(await leafCount()).toBe(1);
    expect(log.size()).toBe(1);
  });

  it("refuses to sign over leaves that disagree with the last signed head, and says why", async () => {
    await newDatabase();
    const first = proofLog();
    await first.log.start();
    await record(first.log, [entry(1), entry(2), entry(3)]);
    await first.log.sequence();
    await first.log.stop();
    await t.db
      .updateTable("proof_leaves")
      .set({ leaf_hash: "00".repeat(32) })
      .where("leaf_index", "=", 1)
      .execute();

    const restarted = proofLog();
    await restarted.log.start();
    expect(restarted.log.problem()).toMatch(/do not hash to the root signed for size 3/);
    expect(restarted.messages).toContainEqual(
      expect.objectContaining({ level: "error", message: expect.stringMatching(/INTEGRITY FAILURE/) }),
    );
    await record(restarted.log, [entry(4)]);
    await restarted.log.sequence();
    expect(await queued()).toBe(1);
    expect((await heads()).map((head) => head.tree_size)).toEqual([0, 3]);
  });

  it("notices a missing leaf", async () => {
    await newDatabase();
    const first = proofLog();
    await first.log.start();
    await record(first.log, [entry(1), entry(2), entry(3)]);
    await first.log.sequence();
    await first.log.stop();
    await t.db.deleteFrom("proof_leaves").where("leaf_index", "=", 1).execute();
    const restarted = proofLog();
    await restarted.log.start();
    expect(restarted.log.problem()).toMatch(/leaf 1 is missing/);
  });

  it("signs new heads with a new key when the key was replaced, and says so", async () => {
    await newDatabase();
    const first = proofLog();
    await first.log.start();
    await first.log.stop();
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-sequencer-"));
    try {
      const newKey = loadOrCreateLogKey(otherDir).key;
      const replaced = proofLog({ key: newKey });
      await replaced.log.start();
      expect(replaced.log.problem()).toBeNull();
      expect(replaced.messages).toContainEqual(
        expect.objectContaining({ level: "warn", message: expect.stringMatching(/key changed/) }),
      );
      await record(replaced.log, [entry(9)]);
      await replaced.log.sequence();
      expect((await heads()).map((head) => head.key_id)).toEqual([key.keyId, newKey.keyId]);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("refuses a malformed entry where it is recorded", async () => {
    await newDatabase();
    const { log } = proofLog();
    await expect(record(log, [{ ...entry(1), sha256: "ABC" }])).rejects.toThrow(/sha256/);
    await expect(record(log, [{ ...entry(1), recordedAt: "2026-11-28" }])).rejects.toThrow(/recordedAt/);
    expect(await queued()).toBe(0);
  });
});
