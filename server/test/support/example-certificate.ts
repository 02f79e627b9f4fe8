import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { encodeEntry, keyIdOf, treeHeadMessage, type LogEntry } from "../../../contracts/proof/log-format.ts";
import { toBase64, toHex } from "../../../contracts/proof/bytes.ts";
import type { LogPublicKey, ProofCertificate, TimestampToken } from "../../../contracts/schema/proof.ts";
import { hashLeaf, MerkleTree } from "../../src/proof/merkle-tree.ts";

/** An Ed25519 log key made with node:crypto, as the log publishes it, and its signer. */
export interface ExampleLogKey {
  readonly published: LogPublicKey;
  readonly privateKey: KeyObject;
  readonly sign: (message: Uint8Array) => string;
}

export const exampleLogKey = async (): Promise<ExampleLogKey> => {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const spki = new Uint8Array(publicKey.export({ type: "spki", format: "der" }));
  const raw = spki.slice(12);
  return {
    published: {
      algorithm: "Ed25519",
      publicKey: toBase64(raw),
      spki: toBase64(spki),
      keyId: await keyIdOf(raw),
    },
    privateKey,
    sign: (message) => toBase64(new Uint8Array(sign(null, message, privateKey))),
  };
};

export interface ExampleCertificateOptions {
  /** The recorded file's bytes. */
  readonly content?: Uint8Array;
  readonly fileName?: string;
  /** How many entries the log holds, and which of them is the file. */
  readonly treeSize?: number;
  readonly leafIndex?: number;
  readonly key?: ExampleLogKey;
  readonly timestampToken?: TimestampToken | null;
}

/**
 * A real certificate: a log of `treeSize` entries in the server's own MerkleTree, the file's entry at
 * `leafIndex`, a tree head signed with a fresh Ed25519 key, and the audit path from the tree.
 */
export const exampleCertificate = async (options: ExampleCertificateOptions = {}) => {
  const content = options.content ?? new TextEncoder().encode("The tenancy agreement, signed on 3 March.\n");
  const treeSize = options.treeSize ?? 7;
  const leafIndex = options.leafIndex ?? 4;
  const key = options.key ?? (await exampleLogKey());
  const tree = new MerkleTree();
  const entries: LogEntry[] = [];
  for (let i = 0; i < treeSize; i++) {
    const bytes = i === leafIndex ? content : new TextEncoder().encode(`another record ${i}`);
    const entry: LogEntry = {
      kind: i === leafIndex ? "document" : "statement",
      sha256: createHash("sha256").update(bytes).digest("hex"),
      recordedAt: new Date(Date.UTC(2026, 10, 22, 8, 0, i, 125)).toISOString(),
      reference: `5f0c3a1e-8d2b-4c6a-9e7f-${String(i).padStart(12, "0")}`,
    };
    entries.push(entry);
    tree.appendLeafHash(hashLeaf(encodeEntry(entry)));
  }
  const entry = entries[leafIndex];
  if (!entry) throw new RangeError("leafIndex must be below treeSize");
  const head = { treeSize, rootHash: toHex(tree.root()), timestamp: "2026-11-22T08:00:30.000Z" };
  const certificate: ProofCertificate = {
    format: "avow-certificate/1",
    fileName: options.fileName ?? "tenancy-agreement.pdf",
    size: content.length,
    entry,
    leafIndex,
    auditPath: tree.inclusionProof(leafIndex).map((hash) => toHex(hash)),
    treeHead: {
      ...head,
      signature: key.sign(treeHeadMessage(head)),
      keyId: key.published.keyId,
      timestampToken: options.timestampToken ?? null,
    },
    publicKey: key.published,
    verifyUrl: "https://avow.example/verify",
    issuedAt: "2026-11-22T09:15:00.000Z",
  };
  return { certificate, content, key, tree };
};
