import type { InclusionProof, LogPublicKey, ProofCertificate, SignedTreeHead } from "../schema/proof.ts";
import { fromBase64, fromHex, toHex } from "./bytes.ts";
import { entryLeafHash, keyIdOf, verifyTreeHeadSignature, type LogEntry } from "./log-format.ts";
import { verifyInclusion } from "./merkle.ts";

/**
 * The checks a verifier makes, in the browser (/verify) and offline (`npx avow-verify`): the content's
 * hash is the entry's, the entry's leaf is in the signed tree, the tree head's signature is the log key's,
 * and the key is the one expected. Each check is reported, so that a failure says what failed.
 */

export type CheckName = "content" | "inclusion" | "signature" | "key";

export interface Check {
  readonly name: CheckName;
  readonly ok: boolean;
  readonly detail: string;
}

export interface Verification {
  readonly ok: boolean;
  readonly checks: ReadonlyArray<Check>;
}

export interface ProofToVerify {
  readonly entry: LogEntry;
  readonly leafIndex: number;
  readonly auditPath: ReadonlyArray<string>;
  readonly treeHead: SignedTreeHead;
}

const safeHexes = (hexes: ReadonlyArray<string>): Uint8Array[] | null => {
  try {
    return hexes.map(fromHex);
  } catch {
    return null;
  }
};

/**
 * Verifies that the content whose SHA-256 is `contentSha256` (hex) was recorded as `proof` says, under the
 * key `publicKey`; `expectedKeyId`, when given, pins which key that must be (a fingerprint obtained
 * elsewhere: the well-known URL, a printed certificate).
 */
export const verifyProof = async (
  contentSha256: string,
  proof: ProofToVerify,
  publicKey: LogPublicKey,
  expectedKeyId?: string,
): Promise<Verification> => {
  const checks: Check[] = [];
  const sameContent = contentSha256.toLowerCase() === proof.entry.sha256;
  checks.push({
    name: "content",
    ok: sameContent,
    detail: sameContent
      ? `SHA-256 ${contentSha256.toLowerCase()} is the recorded one`
      : `SHA-256 ${contentSha256.toLowerCase()} is not the recorded ${proof.entry.sha256}`,
  });

  let included: boolean;
  try {
    const path = safeHexes(proof.auditPath);
    const root = safeHexes([proof.treeHead.rootHash])?.[0];
    // The leaf is rebuilt from the content's own hash: a proof of some other content cannot pass.
    const leaf = await entryLeafHash({ ...proof.entry, sha256: contentSha256.toLowerCase() });
    included =
      path !== null &&
      root !== undefined &&
      (await verifyInclusion(proof.leafIndex, proof.treeHead.treeSize, leaf, path, root));
  } catch {
    included = false;
  }
  checks.push({
    name: "inclusion",
    ok: included,
    detail: included
      ? `leaf ${proof.leafIndex} is in the tree of ${proof.treeHead.treeSize} entries with root ${proof.treeHead.rootHash}`
      : `the audit path does not lead from leaf ${proof.leafIndex} to root ${proof.treeHead.rootHash}`,
  });

  const signed = await verifyTreeHeadSignature(proof.treeHead, proof.treeHead.signature, publicKey.publicKey);
  checks.push({
    name: "signature",
    ok: signed,
    detail: signed
      ? `the tree head of ${proof.treeHead.timestamp} is signed by key ${publicKey.keyId}`
      : "the tree head's signature is not the log key's",
  });

  let keyId: string;
  try {
    keyId = await keyIdOf(fromBase64(publicKey.publicKey));
  } catch {
    keyId = "";
  }
  const keyMatches =
    keyId !== "" &&
    keyId === publicKey.keyId &&
    keyId === proof.treeHead.keyId &&
    (expectedKeyId === undefined || keyId === expectedKeyId.toLowerCase());
  checks.push({
    name: "key",
    ok: keyMatches,
    detail: keyMatches
      ? `key fingerprint ${keyId}${expectedKeyId ? " is the expected one" : ""}`
      : `key fingerprint ${keyId || "(unreadable key)"} is not ${expectedKeyId ?? proof.treeHead.keyId}`,
  });

  return { ok: checks.every((c) => c.ok), checks };
};

/** verifyProof over a certificate: the file's hash against everything the certificate carries. */
export const verifyCertificate = (
  contentSha256: string,
  certificate: ProofCertificate,
  expectedKeyId?: string,
): Promise<Verification> => verifyProof(contentSha256, certificate, certificate.publicKey, expectedKeyId);

/** verifyProof over the log's answer to GET /api/proof/inclusion. */
export const verifyInclusionAnswer = (
  contentSha256: string,
  answer: InclusionProof,
  publicKey: LogPublicKey,
  expectedKeyId?: string,
): Promise<Verification> => verifyProof(contentSha256, answer, publicKey, expectedKeyId);

/** Hex SHA-256 of bytes through Web Crypto (files in the browser, and in the offline verifier). */
export const sha256Hex = async (data: Uint8Array): Promise<string> =>
  toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", data as Uint8Array<ArrayBuffer>)));
