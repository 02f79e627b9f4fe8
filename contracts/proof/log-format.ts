import { concatBytes, equalBytes, fromBase64, fromHex, toHex, utf8 } from "./bytes.ts";
import { leafHash, sha256 } from "./merkle.ts";

/**
 * What the proof log records and signs, byte for byte (docs/proof.md). Plain lines of UTF-8 so that anyone
 * can rebuild them in any language from a certificate.
 */

/** What a leaf stands for: an uploaded document, a statement version, an interview, a contradiction report. */
export const LOG_ENTRY_KINDS = ["document", "statement", "interview", "contradiction-report"] as const;
export type LogEntryKind = (typeof LOG_ENTRY_KINDS)[number];

export const isLogEntryKind = (value: unknown): value is LogEntryKind =>
  typeof value === "string" && (LOG_ENTRY_KINDS as ReadonlyArray<string>).includes(value);

/**
 * One log entry: the content's SHA-256, its kind, when Avow recorded it, and an opaque reference (the
 * random UUID of the row it came from). Never a name, an email or any text of the content.
 */
export interface LogEntry {
  readonly kind: LogEntryKind;
  /** Lower-case hex SHA-256 of the content (a document's bytes; a report's canonical JSON). */
  readonly sha256: string;
  /** ISO 8601 UTC with milliseconds, as Date.toISOString() writes it. */
  readonly recordedAt: string;
  readonly reference: string;
}

const ENTRY_TAG = "avow-log-entry/1";
const TREE_HEAD_TAG = "avow-tree-head/1";

const SHA256_HEX = /^[0-9a-f]{64}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const REFERENCE = /^[0-9a-z-]{1,64}$/;

/** Why an entry cannot be encoded, or null when it can: the encoding must be unambiguous. */
export const entryProblem = (entry: LogEntry): string | null => {
  if (!isLogEntryKind(entry.kind)) return "unknown kind";
  if (!SHA256_HEX.test(entry.sha256)) return "sha256 must be 64 lower-case hex digits";
  if (!ISO_UTC.test(entry.recordedAt)) return "recordedAt must be an ISO 8601 UTC time with milliseconds";
  if (!REFERENCE.test(entry.reference)) return "reference must be 1-64 lower-case letters, digits or hyphens";
  return null;
};

/** The entry's bytes: `avow-log-entry/1\n<kind>\n<sha256>\n<recordedAt>\n<reference>` in UTF-8. */
export const encodeEntry = (entry: LogEntry): Uint8Array => {
  const problem = entryProblem(entry);
  if (problem) throw new RangeError(`log entry: ${problem}`);
  return utf8([ENTRY_TAG, entry.kind, entry.sha256, entry.recordedAt, entry.reference].join("\n"));
};

/** Parses encodeEntry's text back (the server stores the entry as this text); null when it is not one. */
export const decodeEntry = (text: string): LogEntry | null => {
  const parts = text.split("\n");
  if (parts.length !== 5 || parts[0] !== ENTRY_TAG) return null;
  const [, kind, sha, recordedAt, reference] = parts;
  if (!isLogEntryKind(kind) || sha === undefined || recordedAt === undefined || reference === undefined) {
    return null;
  }
  const entry: LogEntry = { kind, sha256: sha, recordedAt, reference };
  return entryProblem(entry) === null ? entry : null;
};

/** RFC 9162 leaf hash of the entry: SHA-256(0x00 ‖ encodeEntry(entry)). */
export const entryLeafHash = (entry: LogEntry): Promise<Uint8Array> => leafHash(encodeEntry(entry));

/** A tree head before signing: how many leaves, their root, and when the log signed it. */
export interface TreeHeadData {
  readonly treeSize: number;
  /** Lower-case hex. */
  readonly rootHash: string;
  /** ISO 8601 UTC with milliseconds. */
  readonly timestamp: string;
}

/** The signed message: `avow-tree-head/1\n<treeSize>\n<timestamp>\n<rootHash>` in UTF-8. */
export const treeHeadMessage = (head: TreeHeadData): Uint8Array => {
  if (!Number.isSafeInteger(head.treeSize) || head.treeSize < 0) throw new RangeError("tree head: bad size");
  if (!SHA256_HEX.test(head.rootHash)) throw new RangeError("tree head: bad root hash");
  if (!ISO_UTC.test(head.timestamp)) throw new RangeError("tree head: bad timestamp");
  return utf8([TREE_HEAD_TAG, String(head.treeSize), head.timestamp, head.rootHash].join("\n"));
};

/** DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410): the 32-byte key follows it. */
const ED25519_SPKI_PREFIX = fromHex("302a300506032b6570032100");

/** The SubjectPublicKeyInfo (DER) of a raw 32-byte Ed25519 public key. */
export const ed25519Spki = (rawKey: Uint8Array): Uint8Array => {
  if (rawKey.length !== 32) throw new RangeError("an Ed25519 public key is 32 bytes");
  return concatBytes(ED25519_SPKI_PREFIX, rawKey);
};

/** The raw 32-byte key of an Ed25519 SubjectPublicKeyInfo, or null when it is not one. */
export const rawKeyOfSpki = (spki: Uint8Array): Uint8Array | null =>
  spki.length === 44 && equalBytes(spki.subarray(0, 12), ED25519_SPKI_PREFIX) ? spki.slice(12) : null;

/** The log key's id, printed as its fingerprint: lower-case hex SHA-256 of its SubjectPublicKeyInfo. */
export const keyIdOf = async (rawKey: Uint8Array): Promise<string> =>
  toHex(await sha256(ed25519Spki(rawKey)));

/** Checks an Ed25519 signature (base64) of the tree head with the raw public key (base64), via Web Crypto. */
export const verifyTreeHeadSignature = async (
  head: TreeHeadData,
  signatureBase64: string,
  publicKeyBase64: string,
): Promise<boolean> => {
  try {
    const signature = fromBase64(signatureBase64);
    const raw = fromBase64(publicKeyBase64);
    if (signature.length !== 64 || raw.length !== 32) return false;
    const key = await crypto.subtle.importKey(
      "raw",
      raw as Uint8Array<ArrayBuffer>,
      { name: "Ed25519" },
      false,
      ["verify"],
    );
    return await crypto.subtle.verify(
      { name: "Ed25519" },
      key,
      signature as Uint8Array<ArrayBuffer>,
      treeHeadMessage(head) as Uint8Array<ArrayBuffer>,
    );
  } catch {
    return false;
  }
};
