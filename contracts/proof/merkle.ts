import { concatBytes, equalBytes } from "./bytes.ts";

/**
 * Verifying a Merkle log the way RFC 9162 (Certificate Transparency 2.0) §2.1 defines it:
 * leaf hash = SHA-256(0x00 ‖ entry), node hash = SHA-256(0x01 ‖ left ‖ right), the empty tree's hash
 * = SHA-256(""). Asynchronous because the browser's SHA-256 (Web Crypto) is; the server makes proofs with
 * its own synchronous tree (server/src/proof/merkle-tree.ts) and these functions check them everywhere.
 */

export type Digest = (data: Uint8Array) => Promise<Uint8Array>;

export const HASH_SIZE = 32;

/** SHA-256 through Web Crypto: the browser's, and Node's (globalThis.crypto). */
export const sha256: Digest = async (data) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", data as Uint8Array<ArrayBuffer>));

export const leafHash = (entry: Uint8Array, digest: Digest = sha256): Promise<Uint8Array> =>
  digest(concatBytes(Uint8Array.of(0x00), entry));

export const nodeHash = (left: Uint8Array, right: Uint8Array, digest: Digest = sha256): Promise<Uint8Array> =>
  digest(concatBytes(Uint8Array.of(0x01), left, right));

const isSafeIndex = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;
const wellFormed = (hashes: ReadonlyArray<Uint8Array>): boolean =>
  hashes.every((h) => h.length === HASH_SIZE);

/**
 * The root an inclusion proof leads to (RFC 9162 §2.1.3.2), or null when the proof cannot be one for this
 * index and size (wrong length, index out of range).
 */
export const rootFromInclusionProof = async (
  leafIndex: number,
  treeSize: number,
  leaf: Uint8Array,
  proof: ReadonlyArray<Uint8Array>,
  digest: Digest = sha256,
): Promise<Uint8Array | null> => {
  if (!isSafeIndex(leafIndex) || !isSafeIndex(treeSize) || leafIndex >= treeSize) return null;
  if (leaf.length !== HASH_SIZE || !wellFormed(proof)) return null;
  // Plain numbers: sizes stay far below 2^53, and the shifts are done by division to keep them exact.
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHash(p, r, digest);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = await nodeHash(r, p, digest);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
};

/** Whether `proof` shows the leaf at `leafIndex` is in the tree of `treeSize` leaves whose root is `root`. */
export const verifyInclusion = async (
  leafIndex: number,
  treeSize: number,
  leaf: Uint8Array,
  proof: ReadonlyArray<Uint8Array>,
  root: Uint8Array,
  digest: Digest = sha256,
): Promise<boolean> => {
  const computed = await rootFromInclusionProof(leafIndex, treeSize, leaf, proof, digest);
  return computed !== null && equalBytes(computed, root);
};

/** Whether n is 1, 2, 4, 8…: exact for every safe integer (no 32-bit bitwise operators). */
export const isPowerOfTwo = (n: number): boolean => {
  if (n <= 0) return false;
  let m = n;
  while (m % 2 === 0) m /= 2;
  return m === 1;
};

/**
 * Whether `proof` shows that the tree of `second` leaves with root `secondRoot` extends the tree of `first`
 * leaves with root `firstRoot` (RFC 9162 §2.1.4.2). Equal sizes need an empty proof and equal roots; every
 * tree extends the empty tree.
 */
export const verifyConsistency = async (
  first: number,
  second: number,
  firstRoot: Uint8Array,
  secondRoot: Uint8Array,
  proof: ReadonlyArray<Uint8Array>,
  digest: Digest = sha256,
): Promise<boolean> => {
  if (!isSafeIndex(first) || !isSafeIndex(second) || first > second) return false;
  if (firstRoot.length !== HASH_SIZE || secondRoot.length !== HASH_SIZE || !wellFormed(proof)) return false;
  if (first === second) return proof.length === 0 && equalBytes(firstRoot, secondRoot);
  if (first === 0) return proof.length === 0;
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(first) ? [firstRoot, ...proof] : [...proof];
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  const [head, ...rest] = path;
  if (!head) return false;
  let fr = head;
  let sr = head;
  for (const c of rest) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await nodeHash(c, fr, digest);
      sr = await nodeHash(c, sr, digest);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = await nodeHash(sr, c, digest);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(fr, firstRoot) && equalBytes(sr, secondRoot);
};
