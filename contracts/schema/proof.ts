import { Schema } from "effect";
import { LOG_ENTRY_KINDS } from "../proof/log-format.ts";

/**
 * Proof (issue 9): the public calls of the append-only Merkle log and the certificate of one recorded
 * document (docs/proof.md, decision 0032). Hashes are lower-case hex, signatures and keys base64, times
 * ISO 8601 UTC with milliseconds.
 */

export const ProofErrorCodes = {
  /** A leaf index or tree size outside the log as it is now: 400 (the message says the size). */
  outOfRange: "proof_out_of_range",
  /** The document's leaf is not in a signed tree head yet (a second or so after upload): 409. */
  pending: "proof_pending",
  /** No log entry for this document (recorded before the log existed): 404. */
  notLogged: "not_logged",
} as const;

export const Sha256Hex = Schema.String.check(
  Schema.isPattern(/^[0-9a-f]{64}$/, { message: "must be 64 lower-case hex digits (a SHA-256)" }),
);
export type Sha256Hex = typeof Sha256Hex.Type;

export const LogEntryKind = Schema.Literals(LOG_ENTRY_KINDS);

/** A count or index: a whole number ≥ 0. */
export const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));

/** One log entry as recorded (see contracts/proof/log-format.ts for its bytes). */
export const LogEntryBody = Schema.Struct({
  kind: LogEntryKind,
  sha256: Sha256Hex,
  recordedAt: Schema.String,
  reference: Schema.String,
});
export type LogEntryBody = typeof LogEntryBody.Type;

/** An RFC 3161 time-stamp token over a tree head's signed message, when AVOW_TSA_URL is set. */
export const TimestampToken = Schema.Struct({
  /** The authority's URL. */
  authority: Schema.String,
  /** The DER TimeStampToken, base64. */
  token: Schema.String,
  /** The time the authority put in it. */
  time: Schema.String,
});
export type TimestampToken = typeof TimestampToken.Type;

/** A signed tree head: the log's size, its root, when it was signed, and the Ed25519 signature. */
export const SignedTreeHead = Schema.Struct({
  treeSize: Count,
  rootHash: Sha256Hex,
  timestamp: Schema.String,
  /** Ed25519 over `avow-tree-head/1\n<treeSize>\n<timestamp>\n<rootHash>`, base64. */
  signature: Schema.String,
  /** SHA-256 of the log key's SubjectPublicKeyInfo, hex: which key signed. */
  keyId: Sha256Hex,
  timestampToken: Schema.NullOr(TimestampToken),
});
export type SignedTreeHead = typeof SignedTreeHead.Type;

/** The log's public key, published at /.well-known/avow-log-key.json. */
export const LogPublicKey = Schema.Struct({
  algorithm: Schema.Literal("Ed25519"),
  /** The raw 32-byte key, base64. */
  publicKey: Schema.String,
  /** SubjectPublicKeyInfo DER, base64 (what `openssl pkey -pubin -inform DER` reads). */
  spki: Schema.String,
  keyId: Sha256Hex,
});
export type LogPublicKey = typeof LogPublicKey.Type;

/** GET /api/proof/inclusion?leafIndex=&treeSize= : the leaf's entry and its audit path to a signed head. */
export const InclusionProof = Schema.Struct({
  leafIndex: Count,
  treeSize: Count,
  entry: LogEntryBody,
  /** The audit path, leaf to root (RFC 9162 §2.1.3.1). */
  auditPath: Schema.Array(Sha256Hex),
  /** The signed head of `treeSize`. */
  treeHead: SignedTreeHead,
});
export type InclusionProof = typeof InclusionProof.Type;

/** GET /api/proof/consistency?first=&second= : the consistency proof between two signed sizes. */
export const ConsistencyProof = Schema.Struct({
  first: Count,
  second: Count,
  proof: Schema.Array(Sha256Hex),
});
export type ConsistencyProof = typeof ConsistencyProof.Type;

/** GET /api/proof/lookup/{sha256}: whether, when and where that content hash was first recorded. */
export const HashLookup = Schema.Union([
  Schema.Struct({
    recorded: Schema.Literal(true),
    leafIndex: Count,
    recordedAt: Schema.String,
  }),
  Schema.Struct({ recorded: Schema.Literal(false) }),
]);
export type HashLookup = typeof HashLookup.Type;

/**
 * The certificate of one document or statement version (GET /api/account/{id}/doc/{docUuid}/certificate;
 * the PDF at …/certificate.pdf carries the same data). Everything `npx avow-verify FILE CERT.json` needs,
 * offline.
 */
export const ProofCertificate = Schema.Struct({
  format: Schema.Literal("avow-certificate/1"),
  fileName: Schema.String,
  size: Count,
  entry: LogEntryBody,
  leafIndex: Count,
  auditPath: Schema.Array(Sha256Hex),
  treeHead: SignedTreeHead,
  publicKey: LogPublicKey,
  /** The /verify page of the server that issued it. */
  verifyUrl: Schema.String,
  issuedAt: Schema.String,
});
export type ProofCertificate = typeof ProofCertificate.Type;
