import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromHex, toHex } from "../../../contracts/proof/bytes.ts";
import { verifyConsistency, verifyInclusion } from "../../../contracts/proof/merkle.ts";
import { EMPTY_ROOT, MerkleTree, hashLeaf } from "./merkle-tree.ts";

// The test vectors of RFC 6962's reference implementation (the same hashing as RFC 9162): eight entries,
// the root of every prefix, and published inclusion and consistency proofs.
const ENTRIES = [
  "",
  "00",
  "10",
  "2021",
  "3031",
  "40414243",
  "5051525354555657",
  "606162636465666768696a6b6c6d6e6f",
];
const ROOTS = [
  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];
const INCLUSION = [
  {
    index: 0,
    size: 8,
    path: [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  },
  {
    index: 5,
    size: 8,
    path: [
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  },
  { index: 2, size: 3, path: ["fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125"] },
  { index: 0, size: 1, path: [] },
];
const CONSISTENCY = [
  {
    first: 2,
    second: 8,
    proof: [
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  },
  {
    first: 6,
    second: 8,
    proof: [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  },
  { first: 1, second: 1, proof: [] },
];

// An independent implementation written straight from the RFC's recursive definitions (§2.1.1, 2.1.3.1,
// 2.1.4.1), with no stored subtrees: the tree under test must agree with it everywhere.
const h = (...parts: Uint8Array[]): Buffer => {
  const hash = createHash("sha256");
  for (const p of parts) hash.update(p);
  return hash.digest();
};
const k = (n: number): number => 2 ** Math.ceil(Math.log2(n) - 1);
const mth = (d: Buffer[]): Buffer =>
  d.length === 0
    ? h()
    : d.length === 1
      ? (d[0] as Buffer)
      : h(Buffer.of(1), mth(d.slice(0, k(d.length))), mth(d.slice(k(d.length))));
const path = (m: number, d: Buffer[]): Buffer[] => {
  if (d.length === 1) return [];
  const split = k(d.length);
  return m < split
    ? [...path(m, d.slice(0, split)), mth(d.slice(split))]
    : [...path(m - split, d.slice(split)), mth(d.slice(0, split))];
};
const subproof = (m: number, d: Buffer[], b: boolean): Buffer[] => {
  if (m === d.length) return b ? [] : [mth(d)];
  const split = k(d.length);
  return m <= split
    ? [...subproof(m, d.slice(0, split), b), mth(d.slice(split))]
    : [...subproof(m - split, d.slice(split), false), mth(d.slice(0, split))];
};
const proofOf = (m: number, d: Buffer[]): Buffer[] => (m === 0 || m === d.length ? [] : subproof(m, d, true));

const treeOf = (leaves: ReadonlyArray<Buffer>): MerkleTree => {
  const tree = new MerkleTree();
  for (const leaf of leaves) tree.appendLeafHash(leaf);
  return tree;
};

const vectorTree = treeOf(ENTRIES.map((e) => hashLeaf(fromHex(e))));
const hexes = (hashes: ReadonlyArray<Uint8Array>): string[] => hashes.map((x) => toHex(x));

describe("MerkleTree and the RFC 6962/9162 test vectors", () => {
  it("has the reference root of every prefix, the empty tree's too", () => {
    expect(toHex(EMPTY_ROOT)).toBe(ROOTS[0]);
    for (let n = 0; n <= ENTRIES.length; n++) expect(toHex(vectorTree.root(n)), `size ${n}`).toBe(ROOTS[n]);
  });

  it("makes the reference inclusion proofs, and the shared verifier accepts them", async () => {
    for (const v of INCLUSION) {
      expect(hexes(vectorTree.inclusionProof(v.index, v.size))).toEqual(v.path);
      const ok = await verifyInclusion(
        v.index,
        v.size,
        vectorTree.leafHash(v.index),
        v.path.map(fromHex),
        fromHex(ROOTS[v.size] ?? ""),
      );
      expect(ok).toBe(true);
    }
  });

  it("makes the reference consistency proofs, and the shared verifier accepts them", async () => {
    for (const v of CONSISTENCY) {
      expect(hexes(vectorTree.consistencyProof(v.first, v.second))).toEqual(v.proof);
      const ok = await verifyConsistency(
        v.first,
        v.second,
        fromHex(ROOTS[v.first] ?? ""),
        fromHex(ROOTS[v.second] ?? ""),
        v.proof.map(fromHex),
      );
      expect(ok).toBe(true);
    }
  });
});

describe("MerkleTree against an independent implementation, every size up to 70", () => {
  const N = 70;
  const leaves = Array.from({ length: N }, (_, i) => hashLeaf(Buffer.from(`leaf ${i}`)));
  const tree = treeOf(leaves);
  const roots = Array.from({ length: N + 1 }, (_, n) => mth(leaves.slice(0, n)));

  it("agrees on every root, audit path and consistency proof", () => {
    for (let n = 0; n <= N; n++) {
      expect(toHex(tree.root(n))).toBe(toHex(roots[n] as Buffer));
      for (let m = 0; m < n; m++)
        expect(hexes(tree.inclusionProof(m, n))).toEqual(hexes(path(m, leaves.slice(0, n))));
      for (let m = 0; m <= n; m++) {
        expect(hexes(tree.consistencyProof(m, n))).toEqual(hexes(proofOf(m, leaves.slice(0, n))));
      }
    }
  });

  it("every proof verifies; a changed, shortened, lengthened or reordered one never does", async () => {
    const flip = (hashes: Buffer[], at: number): Buffer[] =>
      hashes.map((x, i) => (i === at ? Buffer.from(x.map((b, j) => (j === 7 ? b ^ 1 : b))) : x));
    for (let n = 1; n <= 40; n++) {
      const root = roots[n] as Buffer;
      for (let m = 0; m < n; m++) {
        const proof = tree.inclusionProof(m, n);
        const leaf = leaves[m] as Buffer;
        expect(await verifyInclusion(m, n, leaf, proof, root)).toBe(true);
        expect(await verifyInclusion(m, n, hashLeaf(Buffer.from("other")), proof, root)).toBe(false);
        if (n > 1) expect(await verifyInclusion((m + 1) % n, n, leaf, proof, root)).toBe(false);
        expect(await verifyInclusion(m, n, leaf, [...proof, leaf], root)).toBe(false);
        for (let at = 0; at < proof.length; at++) {
          expect(await verifyInclusion(m, n, leaf, flip(proof, at), root)).toBe(false);
        }
        if (proof.length > 0) expect(await verifyInclusion(m, n, leaf, proof.slice(1), root)).toBe(false);
      }
      for (let m = 1; m < n; m++) {
        const proof = tree.consistencyProof(m, n);
        const first = roots[m] as Buffer;
        expect(await verifyConsistency(m, n, first, root, proof)).toBe(true);
        expect(await verifyConsistency(m, n, roots[m - 1] as Buffer, root, proof)).toBe(false);
        expect(await verifyConsistency(m, n, first, roots[n - 1] as Buffer, proof)).toBe(false);
        expect(await verifyConsistency(m, n, first, root, proof.slice(0, -1))).toBe(false);
        expect(await verifyConsistency(m, n, first, root, [...proof, root])).toBe(false);
        for (let at = 0; at < proof.length; at++) {
          expect(await verifyConsistency(m, n, first, root, flip(proof, at))).toBe(false);
        }
        if (proof.length > 1) {
          const swapped = [proof[1], proof[0], ...proof.slice(2)] as Buffer[];
          if (!swapped[0]?.equals(swapped[1] as Buffer)) {
            expect(await verifyConsistency(m, n, first, root, swapped)).toBe(false);
          }
        }
      }
    }
  });

  it("refuses sizes and indexes outside the tree", () => {
    expect(() => tree.root(N + 1)).toThrow(RangeError);
    expect(() => tree.inclusionProof(5, 5)).toThrow(RangeError);
    expect(() => tree.inclusionProof(-1, 5)).toThrow(RangeError);
    expect(() => tree.consistencyProof(6, 5)).toThrow(RangeError);
    expect(() => tree.appendLeafHash(Buffer.alloc(31))).toThrow(RangeError);
  });
});
