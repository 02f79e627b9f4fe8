import { createHash } from "node:crypto";
import { isPowerOfTwo } from "../../../contracts/proof/merkle.ts";

/**
 * The log's Merkle tree in memory (RFC 9162 §2.1): every leaf hash, and the hash of every complete,
 * aligned subtree, level by level in flat byte arrays (32 bytes a node; about 64 bytes a leaf in all, so a
 * million leaves take 64 MB). Appending is O(log n) amortised; any root, inclusion proof or consistency
 * proof, for any tree size up to the current one, is computed in O(log² n) from the stored subtrees.
 */

const HASH = 32;

const sha256 = (...parts: ReadonlyArray<Uint8Array>): Buffer => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

const LEAF_PREFIX = Buffer.of(0x00);
const NODE_PREFIX = Buffer.of(0x01);

export const hashLeaf = (entry: Uint8Array): Buffer => sha256(LEAF_PREFIX, entry);
export const hashNode = (left: Uint8Array, right: Uint8Array): Buffer => sha256(NODE_PREFIX, left, right);
export const EMPTY_ROOT: Buffer = sha256();

/** A growable array of 32-byte hashes. */
class HashArray {
  private bytes = new Uint8Array(HASH * 1024);
  length = 0;

  push(hash: Uint8Array): void {
    if ((this.length + 1) * HASH > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(hash, this.length * HASH);
    this.length += 1;
  }

  at(index: number): Uint8Array {
    return this.bytes.subarray(index * HASH, (index + 1) * HASH);
  }
}

/** The largest power of two strictly less than n (n ≥ 2). */
const splitPoint = (n: number): number => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

export class MerkleTree {
  /** levels[0] holds the leaf hashes; levels[j][i] the root of leaves [i·2^j, (i+1)·2^j). */
  private readonly levels: HashArray[] = [new HashArray()];

  get size(): number {
    return this.levels[0]?.length ?? 0;
  }

  /** Appends a leaf hash (already SHA-256(0x00 ‖ entry)); answers its index. */
  appendLeafHash(leaf: Uint8Array): number {
    if (leaf.length !== HASH) throw new RangeError("a leaf hash is 32 bytes");
    const index = this.size;
    let level = 0;
    let node: Uint8Array = leaf;
    for (;;) {
      let hashes = this.levels[level];
      if (!hashes) {
        hashes = new HashArray();
        this.levels.push(hashes);
      }
      hashes.push(node);
      // A completed pair makes the parent complete too.
      if (hashes.length % 2 !== 0) break;
      node = hashNode(hashes.at(hashes.length - 2), hashes.at(hashes.length - 1));
      level += 1;
    }
    return index;
  }

  /** The stored leaf hash at `index`. */
  leafHash(index: number): Uint8Array {
    this.checkIndex(index, this.size);
    return Uint8Array.from(this.levels[0]?.at(index) ?? []);
  }

  /** MTH(D[start:start+n]) for a range the RFC's recursion produces (its left parts are aligned powers of 2). */
  private subtreeHash(start: number, n: number): Uint8Array {
    if (n === 0) return EMPTY_ROOT;
    if (isPowerOfTwo(n) && start % n === 0) {
      const level = Math.log2(n);
      const stored = this.levels[level];
      if (stored && start / n < stored.length) return stored.at(start / n);
    }
    const k = splitPoint(n);
    return hashNode(this.subtreeHash(start, k), this.subtreeHash(start + k, n - k));
  }

  /** The root of the tree made of the first `size` leaves (the whole tree by default). */
  root(size: number = this.size): Buffer {
    this.checkSize(size);
    return Buffer.from(this.subtreeHash(0, size));
  }

  /** The audit path of leaf `index` in the tree of `size` leaves (RFC 9162 §2.1.3.1, PATH). */
  inclusionProof(index: number, size: number = this.size): Buffer[] {
    this.checkSize(size);
    this.checkIndex(index, size);
    const path: Buffer[] = [];
    let start = 0;
    let n = size;
    let m = index;
    // Walk down from the root; each level's sibling goes on the path, which is read leaf to root.
    while (n > 1) {
      const k = splitPoint(n);
      if (m < k) {
        path.push(Buffer.from(this.subtreeHash(start + k, n - k)));
        n = k;
      } else {
        path.push(Buffer.from(this.subtreeHash(start, k)));
        start += k;
        m -= k;
        n -= k;
      }
    }
    return path.reverse();
  }

  /** The consistency proof from the tree of `first` leaves to that of `second` (RFC 9162 §2.1.4.1). */
  consistencyProof(first: number, second: number = this.size): Buffer[] {
    this.checkSize(second);
    if (!Number.isSafeInteger(first) || first < 0 || first > second) {
      throw new RangeError(`first must be between 0 and ${second}`);
    }
    if (first === 0 || first === second) return [];
    const proof: Buffer[] = [];
    let start = 0;
    let n = second;
    let m = first;
    let whole = true;
    while (m !== n) {
      const k = splitPoint(n);
      if (m <= k) {
        proof.push(Buffer.from(this.subtreeHash(start + k, n - k)));
        n = k;
      } else {
        proof.push(Buffer.from(this.subtreeHash(start, k)));
        start += k;
        m -= k;
        n -= k;
        whole = false;
      }
    }
    if (!whole) proof.push(Buffer.from(this.subtreeHash(start, n)));
    return proof.reverse();
  }

  private checkSize(size: number): void {
    if (!Number.isSafeInteger(size) || size < 0 || size > this.size) {
      throw new RangeError(`tree size must be between 0 and ${this.size}`);
    }
  }

  private checkIndex(index: number, size: number): void {
    if (!Number.isSafeInteger(index) || index < 0 || index >= size) {
      throw new RangeError(`leaf index must be between 0 and ${size - 1}`);
    }
  }
}
