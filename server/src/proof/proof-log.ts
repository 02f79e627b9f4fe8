import { toHex } from "../../../contracts/proof/bytes.ts";
import {
  decodeEntry,
  encodeEntry,
  treeHeadMessage,
  type LogEntry,
} from "../../../contracts/proof/log-format.ts";
import type { Db } from "../db/database.ts";
import type { LogKey } from "./log-key.ts";
import { hashLeaf, MerkleTree } from "./merkle-tree.ts";
import { createProofReads } from "./proof-reads.ts";
import {
  countLeaves,
  deleteQueued,
  insertLeaves,
  insertQueued,
  insertTreeHead,
  latestTreeHead,
  leafHashesFrom,
  oldestQueued,
  saveTimestampToken,
} from "./proof.repository.ts";
import type { Timestamper } from "./tsa-client.ts";

export interface ProofLogDeps {
  readonly db: Db;
  readonly key: LogKey;
  readonly clock: () => Date;
  /** Runs work past its request; the app awaits it on close, and tests through backgroundSettled. */
  readonly background: (label: string, work: () => Promise<unknown>) => void;
  readonly log: {
    readonly info: (fields: Record<string, unknown>, message: string) => void;
    readonly warn: (fields: Record<string, unknown>, message: string) => void;
    readonly error: (fields: Record<string, unknown>, message: string) => void;
  };
  /** Time-stamps each new tree head when given (AVOW_TSA_URL). */
  readonly timestamper?: Timestamper;
  /** How often queued entries are sequenced without a nudge, in ms (60 s by default). */
  readonly intervalMs?: number;
}

/** Entries moved from the queue to the leaves in one transaction, at most. */
export const SEQUENCE_BATCH = 1000;
/** Leaf hashes read per query at start-up. */
const LOAD_PAGE = 50_000;

const encoder = new TextEncoder();

/**
 * The log's one writer in this process (decision 0032): entries are recorded into a queue inside their
 * source row's transaction, and the sequencer (one run at a time) gives them leaf indexes, appends them to
 * the in-memory Merkle tree once committed, and signs a tree head over the grown log. Readers get proofs
 * from the same tree.
 */
export const createProofLog = (deps: ProofLogDeps) => {
  const { db, key, clock, log } = deps;
  const tree = new MerkleTree();
  /** Why the log refuses to sign (the stored heads and leaves disagree); null when all is well. */
  let broken: string | null = null;
  let started = false;
  let tail: Promise<void> = Promise.resolve();
  /** A run queued behind the current one: further nudges join it rather than queue more. */
  let waiting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  /** Runs `work` after every earlier run: one sequencer at a time in this process. */
  const serialized = (work: () => Promise<void>): Promise<void> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };

  const signHead = async (): Promise<void> => {
    const head = {
      treeSize: tree.size,
      rootHash: toHex(tree.root()),
      timestamp: clock().toISOString(),
    };
    const message = treeHeadMessage(head);
    const id = await insertTreeHead(db, {
      tree_size: head.treeSize,
      root_hash: head.rootHash,
      timestamp: head.timestamp,
      signature: Buffer.from(key.sign(message)).toString("base64"),
      key_id: key.keyId,
      tsa_authority: null,
      tsa_token: null,
      tsa_time: null,
    });
    if (!deps.timestamper) return;
    try {
      await saveTimestampToken(db, id, await deps.timestamper(message));
    } catch (error) {
      // The head stands without a token: a time-stamping authority being away must not stop the log.
      log.warn({ err: error, treeSize: head.treeSize }, "proof log: the tree head could not be time-stamped");
    }
  };

  /** Moves one batch from the queue into the leaves; answers how many entries it moved. */
  const sequenceBatch = async (): Promise<number> => {
    const hashes = await db.transaction().execute(async (tx) => {
      const queued = await oldestQueued(tx, SEQUENCE_BATCH);
      if (queued.length === 0) return [];
      const first = await countLeaves(tx);
      if (first !== tree.size) {
        throw new Error(`the log has ${first} leaves in the database but ${tree.size} in memory`);
      }
      const leaves = queued.map(({ id, entry: text }, offset) => {
        const entry = decodeEntry(text);
        if (!entry) throw new Error(`queued proof entry ${id} is not a log entry`);
        const hash = hashLeaf(encoder.encode(text));
        return {
          hash,
          row: {
            leaf_index: first + offset,
            entry: text,
            kind: entry.kind,
            content_sha256: entry.sha256,
            recorded_at: entry.recordedAt,
            reference: entry.reference,
            leaf_hash: toHex(hash),
          },
        };
      });
      await insertLeaves(
        tx,
        leaves.map((leaf) => leaf.row),
      );
      await deleteQueued(
        tx,
        queued.map((row) => row.id),
      );
      return leaves.map((leaf) => leaf.hash);
    });
    // Only what committed enters the tree.
    for (const hash of hashes) tree.appendLeafHash(hash);
    return hashes.length;
  };

  const sequenceNow = async (): Promise<void> => {
    if (!started) return;
    if (broken) {
      log.error({ problem: broken }, "proof log: not sequencing or signing until the log is repaired");
      return;
    }
    while ((await sequenceBatch()) === SEQUENCE_BATCH);
    const latest = await latestTreeHead(db);
    if (!latest || Number(latest.tree_size) < tree.size) await signHead();
  };

  /** Sequences everything queued and signs a head over it; runs after any run already under way. */
  const sequence = (): Promise<void> => serialized(sequenceNow);

  /** Sequencing soon, in the background (after a commit that recorded entries). */
  const nudge = (): void => {
    if (waiting) return;
    const run = serialized(async () => {
      waiting = null;
      await sequenceNow();
    });
    waiting = run;
    deps.background("proof log", () => run);
  };

  /**
   * Start-up: rebuilds the tree from the stored leaf hashes, checks that the last signed head is the
   * tree's root at its size (refusing to sign otherwise), signs the empty log's head when there is none,
   * then sequences what a stop left queued; and from then on sequences at least every interval.
   */
  const start = (): Promise<void> =>
    serialized(async () => {
      if (started) return;
      for (;;) {
        const page = await leafHashesFrom(db, tree.size, LOAD_PAGE);
        for (const leaf of page) {
          if (leaf.index !== tree.size) {
            broken = `leaf ${tree.size} is missing (the next stored leaf is ${leaf.index})`;
            break;
          }
          tree.appendLeafHash(Buffer.from(leaf.hash, "hex"));
        }
        if (broken || page.length < LOAD_PAGE) break;
      }
      const latest = await latestTreeHead(db);
      if (!broken && latest) {
        const size = Number(latest.tree_size);
        if (size > tree.size) broken = `the last signed head has ${size} leaves but the log has ${tree.size}`;
        else if (toHex(tree.root(size)) !== latest.root_hash) {
          broken = `the leaves do not hash to the root signed for size ${size}`;
        } else if (latest.key_id !== key.keyId) {
          log.warn(
            { previousKey: latest.key_id, key: key.keyId },
            "proof log: the log key changed; new tree heads are signed with the new key",
          );
        }
      }
      if (broken) log.error({ problem: broken }, "PROOF LOG INTEGRITY FAILURE: refusing to sign");
      started = true;
      log.info({ leaves: tree.size, key: key.keyId }, "proof log loaded");
      await sequenceNow();
      timer = setInterval(nudge, deps.intervalMs ?? 60_000);
      timer.unref();
    });

  /** Stops the periodic sequencing (on close); a run under way finishes. */
  const stop = async (): Promise<void> => {
    clearInterval(timer);
    await tail;
  };

  /** Queues an entry inside the caller's transaction; encodeEntry refuses a malformed one. */
  const record = async (tx: Db, entry: LogEntry): Promise<void> => {
    const text = new TextDecoder().decode(encodeEntry(entry));
    await insertQueued(tx, text, clock().toISOString());
  };

  return {
    key,
    /** How many leaves the tree holds (sequenced and committed). */
    size: (): number => tree.size,
    /** Why the log refuses to sign, or null. */
    problem: (): string | null => broken,
    record,
    nudge,
    sequence,
    start,
    stop,
    ...createProofReads(db, tree),
  };
};

export type ProofLog = ReturnType<typeof createProofLog>;
