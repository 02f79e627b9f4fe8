/**
 * `node bench/proof-log.ts`: the proof log's Merkle tree (server/src/proof/merkle-tree.ts) at 10^3, 10^5
 * and 10^6 leaves: appends per second (encoding the entry, hashing the leaf, storing the subtrees), heap
 * and array-buffer memory used, and for inclusion and consistency proofs their size (hashes and bytes) and the time to make and to
 * verify one (verification with the shared Web Crypto verifier the browser and `avow-verify` use).
 * Then the log with an SQLite file: how fast queued entries are sequenced into leaves and signed, and how
 * long a restart takes to load the tree (`BENCH_PROOF_DB_SIZES`, default 1000,100000; add 1000000 for a
 * million).
 */
import { randomUUID } from "node:crypto";
import { encodeEntry } from "../contracts/proof/log-format.ts";
import { verifyConsistency, verifyInclusion } from "../contracts/proof/merkle.ts";
import { MerkleTree, hashLeaf } from "../server/src/proof/merkle-tree.ts";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const SAMPLES = 1_000;
const VERIFY_SAMPLES = 200;

/** A deterministic pseudo-random sequence, so that runs compare. */
let seed = 42;
const random = (below: number): number => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % below;
};

const hexOf = (i: number) => i.toString(16).padStart(64, "0");
const start = Date.parse("2026-11-22T00:00:00.000Z");

console.log(
  "leaves     appends/s   memory Δ   | inclusion: hashes  bytes  make µs  verify µs | consistency: hashes  bytes  make µs  verify µs",
);
for (const size of [1_000, 100_000, 1_000_000]) {
  globalThis.gc?.();
  // The tree's hashes live in ArrayBuffers, outside the JS heap: both are counted.
  const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const before = used();
  const tree = new MerkleTree();
  const began = performance.now();
  for (let i = 0; i < size; i++) {
    const entry = encodeEntry({
      kind: "document",
      sha256: hexOf(i),
      recordedAt: new Date(start + i * 1000).toISOString(),
      reference: randomUUID(),
    });
    tree.appendLeafHash(hashLeaf(entry));
  }
  const appendSeconds = (performance.now() - began) / 1000;
  const heap = used() - before;
  const root = tree.root();

  let inclusionHashes = 0;
  let madeAt = performance.now();
  const inclusions = Array.from({ length: SAMPLES }, () => {
    const index = random(size);
    const proof = tree.inclusionProof(index, size);
    inclusionHashes += proof.length;
    return { index, proof };
  });
  const inclusionMake = ((performance.now() - madeAt) * 1000) / SAMPLES;
  let verifiedAt = performance.now();
  for (const { index, proof } of inclusions.slice(0, VERIFY_SAMPLES)) {
    if (!(await verifyInclusion(index, size, tree.leafHash(index), proof, root)))
      throw new Error("inclusion failed");
  }
  const inclusionVerify = ((performance.now() - verifiedAt) * 1000) / VERIFY_SAMPLES;

  let consistencyHashes = 0;
  madeAt = performance.now();
  const consistencies = Array.from({ length: SAMPLES }, () => {
    const first = 1 + random(size - 1);
    const proof = tree.consistencyProof(first, size);
    consistencyHashes += proof.length;
    return { first, proof };
  });
  const consistencyMake = ((performance.now() - madeAt) * 1000) / SAMPLES;
  verifiedAt = performance.now();
  for (const { first, proof } of consistencies.slice(0, VERIFY_SAMPLES)) {
    if (!(await verifyConsistency(first, size, tree.root(first), root, proof)))
      throw new Error("consistency failed");
  }
  const consistencyVerify = ((performance.now() - verifiedAt) * 1000) / VERIFY_SAMPLES;

  const avgInclusion = inclusionHashes / SAMPLES;
  const avgConsistency = consistencyHashes / SAMPLES;
  console.log(
    [
      String(size).padStart(9),
      String(Math.round(size / appendSeconds)).padStart(11),
      mb(heap).padStart(9),
      "  |",
      avgInclusion.toFixed(1).padStart(17),
      String(Math.round(avgInclusion * 32)).padStart(6),
      inclusionMake.toFixed(1).padStart(8),
      inclusionVerify.toFixed(1).padStart(10),
      " |",
      avgConsistency.toFixed(1).padStart(19),
      String(Math.round(avgConsistency * 32)).padStart(6),
      consistencyMake.toFixed(1).padStart(8),
      consistencyVerify.toFixed(1).padStart(10),
    ].join(" "),
  );
}

// --- The log with its database: sequencing (queue → leaves → signed head) and loading at start --------
const dbSizes = (process.env.BENCH_PROOF_DB_SIZES ?? "1000,100000").split(",").map(Number);
const { default: fs } = await import("node:fs");
const { default: os } = await import("node:os");
const { default: path } = await import("node:path");
const { openDatabase } = await import("../server/src/db/database.ts");
const { migrateToLatest } = await import("../server/src/db/migrate.ts");
const { loadOrCreateLogKey } = await import("../server/src/proof/log-key.ts");
const { createProofLog } = await import("../server/src/proof/proof-log.ts");

console.log("\nSQLite file: entries    sequenced/s (incl. signing)   start-up load   tree heads signed");
for (const size of dbSizes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-bench-proof-"));
  const { db } = openDatabase(`sqlite:${path.join(dir, "bench.sqlite")}`);
  try {
    await migrateToLatest(db);
    const { key } = loadOrCreateLogKey(dir);
    const quiet = () => undefined;
    const deps = {
      db,
      key,
      clock: () => new Date(),
      background: (_label: string, work: () => Promise<unknown>) => void work(),
      log: { info: quiet, warn: quiet, error: quiet },
    };
    // The entries as the documents' transactions queue them, written here in bulk.
    for (let i = 0; i < size; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, size - i) }, (_, j) => ({
        entry: new TextDecoder().decode(
          encodeEntry({
            kind: "document",
            sha256: hexOf(i + j),
            recordedAt: new Date(start + (i + j) * 1000).toISOString(),
            reference: randomUUID(),
          }),
        ),
        created_at: new Date().toISOString(),
      }));
      await db.insertInto("proof_queue").values(rows).execute();
    }
    const log = createProofLog(deps);
    const began = performance.now();
    await log.start();
    await log.sequence();
    const sequenceSeconds = (performance.now() - began) / 1000;
    await log.stop();
    const heads = await db.selectFrom("proof_tree_heads").select("id").execute();

    const reloaded = createProofLog(deps);
    const loadBegan = performance.now();
    await reloaded.start();
    const loadSeconds = (performance.now() - loadBegan) / 1000;
    await reloaded.stop();
    if (reloaded.size() !== size) throw new Error(`reloaded ${reloaded.size()} of ${size} leaves`);
    console.log(
      `${String(size).padStart(20)}    ${String(Math.round(size / sequenceSeconds)).padStart(11)}                 ${loadSeconds.toFixed(2).padStart(8)} s   ${String(heads.length).padStart(10)}`,
    );
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
