import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { InclusionProof, LogPublicKey, ProofCertificate } from "../schema/proof.ts";
import { toBase64, toHex, utf8 } from "./bytes.ts";
import { encodeEntry, keyIdOf, treeHeadMessage, type LogEntry } from "./log-format.ts";
import { leafHash, nodeHash } from "./merkle.ts";
import {
  sha256Hex,
  verifyCertificate,
  verifyInclusionAnswer,
  verifyProof,
  type CheckName,
} from "./verify.ts";

// A small log built here, independently of the server's tree: RFC 9162's MTH and PATH, written out
// recursively (the largest power of two below n splits a tree).
const split = (n: number): number => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

const mth = async (leaves: ReadonlyArray<Uint8Array>): Promise<Uint8Array> => {
  if (leaves.length === 1) return leaves[0] ?? new Uint8Array();
  const k = split(leaves.length);
  return nodeHash(await mth(leaves.slice(0, k)), await mth(leaves.slice(k)));
};

const path = async (m: number, leaves: ReadonlyArray<Uint8Array>): Promise<Uint8Array[]> => {
  if (leaves.length === 1) return [];
  const k = split(leaves.length);
  return m < k
    ? [...(await path(m, leaves.slice(0, k))), await mth(leaves.slice(k))]
    : [...(await path(m - k, leaves.slice(k))), await mth(leaves.slice(0, k))];
};

const newKey = async () => {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = new Uint8Array(Buffer.from(publicKey.export({ format: "jwk" }).x ?? "", "base64url"));
  const logKey: LogPublicKey = {
    algorithm: "Ed25519",
    publicKey: toBase64(raw),
    spki: toBase64(new Uint8Array(publicKey.export({ type: "spki", format: "der" }))),
    keyId: await keyIdOf(raw),
  };
  return { logKey, sign: (message: Uint8Array) => toBase64(new Uint8Array(sign(null, message, privateKey))) };
};

const CONTENTS = ["first", "second", "the document", "fourth", "fifth", "sixth"].map(utf8);
const LEAF = 2;
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const buildLog = async () => {
  const key = await newKey();
  const entries: LogEntry[] = CONTENTS.map((content, i) => ({
    kind: i % 2 === 0 ? "document" : "statement",
    sha256: sha(content),
    recordedAt: `2026-11-22T08:00:0${i}.000Z`,
    reference: `00000000-0000-4000-8000-00000000000${i}`,
  }));
  const leaves = await Promise.all(entries.map((entry) => leafHash(encodeEntry(entry))));
  const head = {
    treeSize: leaves.length,
    rootHash: toHex(await mth(leaves)),
    timestamp: "2026-11-22T08:00:10.000Z",
  };
  const entry = entries[LEAF];
  if (!entry) throw new Error("no entry");
  const certificate: ProofCertificate = {
    format: "avow-certificate/1",
    fileName: "the-document.txt",
    size: CONTENTS[LEAF]?.length ?? 0,
    entry,
    leafIndex: LEAF,
    auditPath: (await path(LEAF, leaves)).map(toHex),
    treeHead: {
      ...head,
      signature: key.sign(treeHeadMessage(head)),
      keyId: key.logKey.keyId,
      timestampToken: null,
    },
    publicKey: key.logKey,
    verifyUrl: "https://avow.example/verify",
    issuedAt: "2026-11-22T09:00:00.000Z",
  };
  return { certificate, key, content: CONTENTS[LEAF] ?? new Uint8Array() };
};

const failed = (checks: ReadonlyArray<{ name: CheckName; ok: boolean }>): CheckName[] =>
  checks.filter((c) => !c.ok).map((c) => c.name);

const flipHex = (hex: string, at = 0): string =>
  hex.slice(0, at) + (hex[at] === "0" ? "1" : "0") + hex.slice(at + 1);

describe("verifyProof", () => {
  it("passes a good proof with all four checks, in order, each saying why", async () => {
    const { certificate, content } = await buildLog();
    const result = await verifyCertificate(await sha256Hex(content), certificate);
    expect(result.ok).toBe(true);
    expect(result.checks.map((c) => [c.name, c.ok])).toEqual([
      ["content", true],
      ["inclusion", true],
      ["signature", true],
      ["key", true],
    ]);
    expect(result.checks[0]?.detail).toContain(certificate.entry.sha256);
    expect(result.checks[1]?.detail).toContain(`leaf ${LEAF}`);
    expect(result.checks[3]?.detail).toContain(certificate.publicKey.keyId);
  });

  it("verifies every leaf of the log, not only one", async () => {
    const { certificate } = await buildLog();
    // Leaf 2's path is wrong for any other index: a proof is tied to its position.
    for (const leafIndex of [0, 1, 3, 4, 5]) {
      const result = await verifyCertificate(certificate.entry.sha256, { ...certificate, leafIndex });
      expect(failed(result.checks), String(leafIndex)).toEqual(["inclusion"]);
    }
  });

  it("accepts the content hash in upper case", async () => {
    const { certificate } = await buildLog();
    expect((await verifyCertificate(certificate.entry.sha256.toUpperCase(), certificate)).ok).toBe(true);
  });

  // Each tampering, and exactly the checks it must fail.
  const TAMPERINGS: ReadonlyArray<
    readonly [string, (c: ProofCertificate, other: LogPublicKey) => ProofCertificate, CheckName[]]
  > = [
    [
      "the recorded hash",
      (c) => ({ ...c, entry: { ...c.entry, sha256: flipHex(c.entry.sha256) } }),
      ["content"],
    ],
    [
      "the recorded time",
      (c) => ({ ...c, entry: { ...c.entry, recordedAt: "2026-11-22T08:00:03.000Z" } }),
      ["inclusion"],
    ],
    ["the kind", (c) => ({ ...c, entry: { ...c.entry, kind: "interview" } }), ["inclusion"]],
    ["the reference", (c) => ({ ...c, entry: { ...c.entry, reference: "another" } }), ["inclusion"]],
    ["an unencodable time", (c) => ({ ...c, entry: { ...c.entry, recordedAt: "yesterday" } }), ["inclusion"]],
    [
      "a hash of the audit path",
      (c) => ({ ...c, auditPath: c.auditPath.map((h, i) => (i === 1 ? flipHex(h, 63) : h)) }),
      ["inclusion"],
    ],
    ["a shorter audit path", (c) => ({ ...c, auditPath: c.auditPath.slice(0, -1) }), ["inclusion"]],
    [
      "a longer audit path",
      (c) => ({ ...c, auditPath: [...c.auditPath, c.treeHead.rootHash] }),
      ["inclusion"],
    ],
    [
      "an audit path in the wrong order",
      (c) => ({ ...c, auditPath: [...c.auditPath].reverse() }),
      ["inclusion"],
    ],
    [
      "an audit path that is not hex",
      (c) => ({ ...c, auditPath: ["zz", ...c.auditPath.slice(1)] }),
      ["inclusion"],
    ],
    [
      "the root",
      (c) => ({ ...c, treeHead: { ...c.treeHead, rootHash: flipHex(c.treeHead.rootHash) } }),
      ["inclusion", "signature"],
    ],
    // Leaf 2's path has the same shape in trees of 5 to 8 leaves: only the signature binds the size there.
    [
      "the tree size, within the path's shape",
      (c) => ({ ...c, treeHead: { ...c.treeHead, treeSize: 7 } }),
      ["signature"],
    ],
    [
      "the tree size, beyond the path's shape",
      (c) => ({ ...c, treeHead: { ...c.treeHead, treeSize: 4 } }),
      ["inclusion", "signature"],
    ],
    [
      "the tree head's time",
      (c) => ({ ...c, treeHead: { ...c.treeHead, timestamp: "2026-11-22T08:00:11.000Z" } }),
      ["signature"],
    ],
    [
      "the signature",
      (c) => ({ ...c, treeHead: { ...c.treeHead, signature: toBase64(new Uint8Array(64)) } }),
      ["signature"],
    ],
    [
      "the tree head's key id",
      (c) => ({ ...c, treeHead: { ...c.treeHead, keyId: flipHex(c.treeHead.keyId) } }),
      ["key"],
    ],
    [
      "the published key id",
      (c) => ({ ...c, publicKey: { ...c.publicKey, keyId: flipHex(c.publicKey.keyId) } }),
      ["key"],
    ],
    ["another key, with its own id", (c, other) => ({ ...c, publicKey: other }), ["signature", "key"]],
    [
      "another key and head key id",
      (c, other) => ({ ...c, publicKey: other, treeHead: { ...c.treeHead, keyId: other.keyId } }),
      ["signature"],
    ],
    [
      "an unreadable key",
      (c) => ({ ...c, publicKey: { ...c.publicKey, publicKey: "%%%" } }),
      ["signature", "key"],
    ],
  ];

  it.each(TAMPERINGS)(
    "fails when %s changes, on exactly the expected checks",
    async (_, tamper, expected) => {
      const { certificate, content } = await buildLog();
      const other = (await newKey()).logKey;
      const result = await verifyCertificate(await sha256Hex(content), tamper(certificate, other));
      expect(result.ok).toBe(false);
      expect(failed(result.checks)).toEqual(expected);
      for (const check of result.checks) expect(check.detail).not.toBe("");
    },
  );

  it("fails content and inclusion for a changed file: the leaf is rebuilt from the file's own hash", async () => {
    const { certificate, content } = await buildLog();
    const changed = Uint8Array.from(content);
    changed[0] = (changed[0] ?? 0) ^ 0x20;
    const result = await verifyCertificate(await sha256Hex(changed), certificate);
    expect(failed(result.checks)).toEqual(["content", "inclusion"]);
    expect(result.checks[0]?.detail).toContain("is not the recorded");
  });

  it("pins the key when an expected key id is given", async () => {
    const { certificate, content } = await buildLog();
    const hash = await sha256Hex(content);
    expect((await verifyCertificate(hash, certificate, certificate.publicKey.keyId)).ok).toBe(true);
    expect((await verifyCertificate(hash, certificate, certificate.publicKey.keyId.toUpperCase())).ok).toBe(
      true,
    );
    const other = (await newKey()).logKey.keyId;
    const pinned = await verifyCertificate(hash, certificate, other);
    expect(failed(pinned.checks)).toEqual(["key"]);
    expect(pinned.checks[3]?.detail).toContain(other);
  });

  it("checks the log's inclusion answer the same way as a certificate", async () => {
    const { certificate, content } = await buildLog();
    const answer: InclusionProof = {
      leafIndex: certificate.leafIndex,
      treeSize: certificate.treeHead.treeSize,
      entry: certificate.entry,
      auditPath: certificate.auditPath,
      treeHead: certificate.treeHead,
    };
    const hash = await sha256Hex(content);
    expect((await verifyInclusionAnswer(hash, answer, certificate.publicKey)).ok).toBe(true);
    const other = (await newKey()).logKey;
    expect(failed((await verifyInclusionAnswer(hash, answer, other)).checks)).toEqual(["signature", "key"]);
    expect(await verifyProof(hash, answer, certificate.publicKey)).toEqual(
      await verifyCertificate(hash, certificate),
    );
  });
});

describe("sha256Hex", () => {
  it("is the lower-case hex SHA-256, as Node computes it", async () => {
    expect(await sha256Hex(new Uint8Array())).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    const bytes = utf8("Avow");
    expect(await sha256Hex(bytes)).toBe(sha(bytes));
  });
});
