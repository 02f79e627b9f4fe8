import { toHex } from "../../../contracts/proof/bytes.ts";
import { decodeEntry, type LogEntry } from "../../../contracts/proof/log-format.ts";
import {
  ProofErrorCodes,
  type ConsistencyProof,
  type HashLookup,
  type InclusionProof,
  type SignedTreeHead,
} from "../../../contracts/schema/proof.ts";
import type { Db } from "../db/database.ts";
import { badRequest } from "../http/errors.ts";
import type { MerkleTree } from "./merkle-tree.ts";
import {
  findLeaf,
  firstLeafOfReference,
  firstLeafWithContent,
  latestTreeHead,
  treeHeadOfSize,
} from "./proof.repository.ts";
import type { ProofLeafRow, ProofTreeHeadRow } from "./proof.table.ts";

type Tree = Pick<MerkleTree, "size" | "inclusionProof" | "consistencyProof">;

export const treeHeadFromRow = (row: ProofTreeHeadRow): SignedTreeHead => ({
  treeSize: Number(row.tree_size),
  rootHash: row.root_hash,
  timestamp: row.timestamp,
  signature: row.signature,
  keyId: row.key_id,
  timestampToken:
    row.tsa_authority !== null && row.tsa_token !== null && row.tsa_time !== null
      ? { authority: row.tsa_authority, token: row.tsa_token, time: row.tsa_time }
      : null,
});

const entryOf = (row: ProofLeafRow): LogEntry => {
  const entry = decodeEntry(row.entry);
  if (!entry) throw new Error(`proof leaf ${String(row.leaf_index)} does not hold a log entry`);
  return entry;
};

const outOfRange = (message: string) => badRequest(message, ProofErrorCodes.outOfRange);

/** A leaf as the certificate needs it. */
export interface RecordedLeaf {
  readonly leafIndex: number;
  readonly entry: LogEntry;
}

/**
 * What the log answers: signed heads from the database, proofs from the in-memory tree (which always
 * holds at least the leaves of the last signed head: heads are signed only after their leaves entered it).
 */
export const createProofReads = (db: Db, tree: Tree) => {
  /** The head signed last; the log signs one at its first start, so there always is one once started. */
  const latest = async (): Promise<SignedTreeHead> => {
    const row = await latestTreeHead(db);
    if (!row) throw new Error("the proof log has not signed a tree head yet");
    return treeHeadFromRow(row);
  };

  const signedOfSize = async (size: number, name: string): Promise<SignedTreeHead> => {
    const row = size <= tree.size ? await treeHeadOfSize(db, size) : undefined;
    if (!row) throw outOfRange(`${name} must be the size of a signed tree head; ${size} is not.`);
    return treeHeadFromRow(row);
  };

  /** The entry at `leafIndex` and its audit path to the signed head of `treeSize` (the latest by default). */
  const inclusion = async (leafIndex: number, treeSize?: number): Promise<InclusionProof> => {
    const head = treeSize === undefined ? await latest() : await signedOfSize(treeSize, "treeSize");
    if (leafIndex >= head.treeSize) {
      throw outOfRange(`leafIndex must be below the tree size, ${head.treeSize}.`);
    }
    const leaf = await findLeaf(db, leafIndex);
    if (!leaf) throw new Error(`proof leaf ${leafIndex} is missing`);
    return {
      leafIndex,
      treeSize: head.treeSize,
      entry: entryOf(leaf),
      auditPath: tree.inclusionProof(leafIndex, head.treeSize).map(toHex),
      treeHead: head,
    };
  };

  /** The consistency proof between two signed sizes (`second` the latest by default). */
  const consistency = async (first: number, second?: number): Promise<ConsistencyProof> => {
    const to = second === undefined ? await latest() : await signedOfSize(second, "second");
    if (first > to.treeSize) throw outOfRange(`first must not be above second (${to.treeSize}).`);
    await signedOfSize(first, "first");
    return { first, second: to.treeSize, proof: tree.consistencyProof(first, to.treeSize).map(toHex) };
  };

  /** Where the content with this SHA-256 was first recorded, among the leaves the latest head signs. */
  const lookup = async (sha256: string): Promise<HashLookup> => {
    const head = await latest();
    const leaf = await firstLeafWithContent(db, sha256, head.treeSize);
    if (!leaf) return { recorded: false };
    return {
      recorded: true,
      leafIndex: Number(leaf.leaf_index),
      recordedAt: leaf.recorded_at,
    };
  };

  /** The first leaf recorded for a reference (a document's uuid), with that content when given. */
  const leafOfReference = async (reference: string, sha256?: string): Promise<RecordedLeaf | undefined> => {
    const leaf = await firstLeafOfReference(db, reference, sha256);
    return leaf ? { leafIndex: Number(leaf.leaf_index), entry: entryOf(leaf) } : undefined;
  };

  return {
    latestTreeHead: latest,
    /** The head signed last among those of this size, if any. */
    treeHeadOfSize: async (size: number): Promise<SignedTreeHead | undefined> => {
      const row = await treeHeadOfSize(db, size);
      return row ? treeHeadFromRow(row) : undefined;
    },
    inclusion,
    consistency,
    lookup,
    leafOfReference,
  };
};
