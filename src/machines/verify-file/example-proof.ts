import { fromHex, toBase64, toHex } from "../../../contracts/proof/bytes.ts";
import { ed25519Spki, entryLeafHash, keyIdOf, treeHeadMessage } from "../../../contracts/proof/log-format.ts";
import { nodeHash } from "../../../contracts/proof/merkle.ts";
import { sha256Hex } from "../../../contracts/proof/verify.ts";
import type { InclusionProof, LogPublicKey } from "../../../contracts/schema/proof.ts";
import type { RecordedLookup } from "./verify-file.machine.ts";

/** An example log as tests need one: a real proof, signed with a real key, for real content. */
export interface ExampleProof {
  readonly sha256: string;
  readonly lookup: RecordedLookup;
  readonly proof: InclusionProof;
  readonly publicKey: LogPublicKey;
}

const RECORDED_AT = "2026-11-21T16:30:00.000Z";
const SIGNED_AT = "2026-11-21T16:30:01.000Z";

/**
 * For tests only (nothing in the app imports it): a log of three entries whose first is `content`, its
 * inclusion proof at size 3 and a tree head signed with a fresh Ed25519 key through Web Crypto, so that the
 * browser's own verification runs on it exactly as on the server's answers.
 */
export const makeExampleProof = async (content: Uint8Array): Promise<ExampleProof> => {
  const keys = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey));
  const sha256 = await sha256Hex(content);
  const entries = [
    { kind: "document", sha256, recordedAt: RECORDED_AT, reference: "00000000-0000-4000-8000-00000000d001" },
    {
      kind: "statement",
      sha256: "1".repeat(64),
      recordedAt: "2026-11-21T16:31:00.000Z",
      reference: "00000000-0000-4000-8000-00000000d002",
    },
    {
      kind: "document",
      sha256: "2".repeat(64),
      recordedAt: "2026-11-21T16:32:00.000Z",
      reference: "00000000-0000-4000-8000-00000000d003",
    },
  ] as const;
  const [l0, l1, l2] = await Promise.all(entries.map((entry) => entryLeafHash(entry)));
  if (!l0 || !l1 || !l2) throw new Error("three leaves");
  const left = await nodeHash(l0, l1);
  const rootHash = toHex(await nodeHash(left, l2));
  const head = { treeSize: 3, rootHash, timestamp: SIGNED_AT };
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: "Ed25519" },
      keys.privateKey,
      treeHeadMessage(head) as Uint8Array<ArrayBuffer>,
    ),
  );
  const keyId = await keyIdOf(raw);
  return {
    sha256,
    lookup: { recorded: true, leafIndex: 0, recordedAt: RECORDED_AT },
    proof: {
      leafIndex: 0,
      treeSize: 3,
      entry: entries[0],
      auditPath: [toHex(l1), toHex(l2)],
      treeHead: { ...head, signature: toBase64(signature), keyId, timestampToken: null },
    },
    publicKey: {
      algorithm: "Ed25519",
      publicKey: toBase64(raw),
      spki: toBase64(ed25519Spki(raw)),
      keyId,
    },
  };
};

/** The same proof with one audit-path hash changed: the inclusion check must fail. */
export const tamperedPath = (example: ExampleProof): InclusionProof => ({
  ...example.proof,
  auditPath: example.proof.auditPath.map((hash, index) =>
    index === 0 ? toHex(fromHex(hash).map((byte, at) => (at === 0 ? byte ^ 1 : byte))) : hash,
  ),
});
