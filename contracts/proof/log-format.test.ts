import { createHash, createPublicKey, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromHex, toBase64, toHex, utf8 } from "./bytes.ts";
import {
  decodeEntry,
  ed25519Spki,
  encodeEntry,
  entryLeafHash,
  entryProblem,
  keyIdOf,
  LOG_ENTRY_KINDS,
  rawKeyOfSpki,
  treeHeadMessage,
  verifyTreeHeadSignature,
  type LogEntry,
  type TreeHeadData,
} from "./log-format.ts";

const ENTRY: LogEntry = {
  kind: "document",
  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  recordedAt: "2026-11-22T08:23:08.123Z",
  reference: "0b7c5a52-4a1e-4f7e-9a57-1d2b3c4d5e6f",
};

const HEAD: TreeHeadData = {
  treeSize: 7,
  rootHash: "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
  timestamp: "2026-11-22T08:23:09.000Z",
};

const nodeSha256 = (...parts: ReadonlyArray<Uint8Array>): string => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

/** A fresh Ed25519 key: its raw public key and a signer, through Node's own crypto (not Web Crypto). */
const nodeKey = () => {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const spki = new Uint8Array(publicKey.export({ type: "spki", format: "der" }));
  const jwk = publicKey.export({ format: "jwk" });
  const raw = new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"));
  return {
    spki,
    raw,
    rawBase64: toBase64(raw),
    sign: (message: Uint8Array) => toBase64(new Uint8Array(sign(null, message, privateKey))),
  };
};

/** Each field spoilt in turn, with the problem entryProblem names. */
const BAD_ENTRIES: ReadonlyArray<readonly [string, LogEntry, RegExp]> = [
  ["unknown kind", { ...ENTRY, kind: "photo" as LogEntry["kind"] }, /kind/],
  ["upper-case hash", { ...ENTRY, sha256: ENTRY.sha256.toUpperCase() }, /sha256/],
  ["short hash", { ...ENTRY, sha256: ENTRY.sha256.slice(2) }, /sha256/],
  ["hash with a newline", { ...ENTRY, sha256: `${ENTRY.sha256.slice(1)}\n` }, /sha256/],
  ["time without milliseconds", { ...ENTRY, recordedAt: "2026-11-22T08:23:08Z" }, /recordedAt/],
  ["time with an offset", { ...ENTRY, recordedAt: "2026-11-22T09:23:08.123+01:00" }, /recordedAt/],
  ["date only", { ...ENTRY, recordedAt: "2026-11-22" }, /recordedAt/],
  ["empty reference", { ...ENTRY, reference: "" }, /reference/],
  ["reference with a newline", { ...ENTRY, reference: "abc\ndef" }, /reference/],
  ["upper-case reference", { ...ENTRY, reference: "ABC" }, /reference/],
  ["reference with a space", { ...ENTRY, reference: "a b" }, /reference/],
  ["reference of 65 characters", { ...ENTRY, reference: "a".repeat(65) }, /reference/],
];

describe("log entries", () => {
  it("encode as five lines of UTF-8, exactly", () => {
    expect(new TextDecoder().decode(encodeEntry(ENTRY))).toBe(
      "avow-log-entry/1\ndocument\n9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n" +
        "2026-11-22T08:23:08.123Z\n0b7c5a52-4a1e-4f7e-9a57-1d2b3c4d5e6f",
    );
  });

  it("decode back to the same entry, for every kind", () => {
    for (const kind of LOG_ENTRY_KINDS) {
      const entry = { ...ENTRY, kind };
      expect(entryProblem(entry)).toBeNull();
      expect(decodeEntry(new TextDecoder().decode(encodeEntry(entry)))).toEqual(entry);
    }
    // The longest reference allowed still goes through.
    const longest = { ...ENTRY, reference: "z".repeat(64) };
    expect(decodeEntry(new TextDecoder().decode(encodeEntry(longest)))).toEqual(longest);
  });

  it.each(BAD_ENTRIES)("refuse a %s, in both directions", (_, entry, problem) => {
    expect(entryProblem(entry)).toMatch(problem);
    expect(() => encodeEntry(entry)).toThrow(RangeError);
    const text = ["avow-log-entry/1", entry.kind, entry.sha256, entry.recordedAt, entry.reference].join("\n");
    expect(decodeEntry(text)).toBeNull();
  });

  it("decode nothing but the exact format", () => {
    const good = new TextDecoder().decode(encodeEntry(ENTRY));
    expect(decodeEntry(good.replace("avow-log-entry/1", "avow-log-entry/2"))).toBeNull();
    expect(decodeEntry(`${good}\n`)).toBeNull();
    expect(decodeEntry(`${good}\nextra`)).toBeNull();
    expect(decodeEntry(good.split("\n").slice(0, 4).join("\n"))).toBeNull();
    expect(decodeEntry(good.replaceAll("\n", "\r\n"))).toBeNull();
    expect(decodeEntry("")).toBeNull();
  });

  it("hash as RFC 9162 leaves: SHA-256 of 0x00 then the entry's bytes", async () => {
    const bytes = encodeEntry(ENTRY);
    expect(toHex(await entryLeafHash(ENTRY))).toBe(nodeSha256(Uint8Array.of(0), bytes));
    // Not the bare hash of the bytes: a leaf can never pass for an inner node.
    expect(toHex(await entryLeafHash(ENTRY))).not.toBe(nodeSha256(bytes));
  });
});

describe("tree heads", () => {
  it("sign the message `avow-tree-head/1\\n<size>\\n<timestamp>\\n<root>`, exactly", () => {
    const message = treeHeadMessage(HEAD);
    expect(new TextDecoder().decode(message)).toBe(
      "avow-tree-head/1\n7\n2026-11-22T08:23:09.000Z\n" +
        "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
    );
    expect(message).toEqual(utf8(new TextDecoder().decode(message)));
    expect(new TextDecoder().decode(treeHeadMessage({ ...HEAD, treeSize: 0 }))).toMatch(
      /^avow-tree-head\/1\n0\n/,
    );
  });

  it("refuse sizes, roots and times that would make the message ambiguous", () => {
    for (const treeSize of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => treeHeadMessage({ ...HEAD, treeSize })).toThrow(/size/);
    }
    expect(() => treeHeadMessage({ ...HEAD, rootHash: HEAD.rootHash.toUpperCase() })).toThrow(/root/);
    expect(() => treeHeadMessage({ ...HEAD, rootHash: "" })).toThrow(/root/);
    expect(() => treeHeadMessage({ ...HEAD, timestamp: "2026-11-22T08:23:09Z" })).toThrow(/timestamp/);
  });
});

describe("Ed25519 keys", () => {
  it("wrap a raw key in the same SubjectPublicKeyInfo Node exports, and unwrap it", () => {
    const key = nodeKey();
    expect(ed25519Spki(key.raw)).toEqual(key.spki);
    expect(rawKeyOfSpki(key.spki)).toEqual(key.raw);
    // Node reads the SPKI back as the same key.
    const reread = createPublicKey({ key: Buffer.from(ed25519Spki(key.raw)), format: "der", type: "spki" });
    expect(reread.asymmetricKeyType).toBe("ed25519");
  });

  it("refuse raw keys of the wrong length and SPKIs of other algorithms", () => {
    expect(() => ed25519Spki(new Uint8Array(31))).toThrow(RangeError);
    expect(() => ed25519Spki(new Uint8Array(33))).toThrow(RangeError);
    const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    expect(rawKeyOfSpki(new Uint8Array(publicKey.export({ type: "spki", format: "der" })))).toBeNull();
    const x25519 = generateKeyPairSync("x25519").publicKey.export({ type: "spki", format: "der" });
    expect(rawKeyOfSpki(new Uint8Array(x25519))).toBeNull();
    expect(rawKeyOfSpki(nodeKey().spki.subarray(0, 43))).toBeNull();
  });

  it("are named by the SHA-256 of their DER SubjectPublicKeyInfo", async () => {
    const key = nodeKey();
    expect(await keyIdOf(key.raw)).toBe(nodeSha256(key.spki));
    expect(await keyIdOf(key.raw)).not.toBe(await keyIdOf(nodeKey().raw));
  });
});

describe("tree head signatures", () => {
  it("verify a signature Node made over the tree-head message", async () => {
    const key = nodeKey();
    const signature = key.sign(treeHeadMessage(HEAD));
    expect(await verifyTreeHeadSignature(HEAD, signature, key.rawBase64)).toBe(true);
  });

  it("refuse another head, another key, a spoilt signature and malformed input, without throwing", async () => {
    const key = nodeKey();
    const signature = key.sign(treeHeadMessage(HEAD));
    const spoilt = fromHex(toHex(Buffer.from(signature, "base64")));
    spoilt[10] = (spoilt[10] ?? 0) ^ 0x01;

    expect(await verifyTreeHeadSignature({ ...HEAD, treeSize: 8 }, signature, key.rawBase64)).toBe(false);
    expect(
      await verifyTreeHeadSignature(
        { ...HEAD, timestamp: "2026-11-22T08:23:09.001Z" },
        signature,
        key.rawBase64,
      ),
    ).toBe(false);
    expect(await verifyTreeHeadSignature(HEAD, signature, nodeKey().rawBase64)).toBe(false);
    expect(await verifyTreeHeadSignature(HEAD, toBase64(spoilt), key.rawBase64)).toBe(false);
    expect(await verifyTreeHeadSignature(HEAD, "not base64!", key.rawBase64)).toBe(false);
    expect(await verifyTreeHeadSignature(HEAD, toBase64(spoilt.subarray(0, 63)), key.rawBase64)).toBe(false);
    expect(await verifyTreeHeadSignature(HEAD, signature, toBase64(key.spki))).toBe(false);
    expect(await verifyTreeHeadSignature({ ...HEAD, rootHash: "nope" }, signature, key.rawBase64)).toBe(
      false,
    );
  });

  it("use a Web Crypto Ed25519 that passes RFC 8032's test vector 1 (empty message)", async () => {
    // verifyTreeHeadSignature always signs a tree-head message, so the vector goes through the same calls
    // it makes: a raw key import and Ed25519 verify.
    const publicKey = fromHex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
    const signature = fromHex(
      "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
    );
    const key = await crypto.subtle.importKey(
      "raw",
      publicKey as Uint8Array<ArrayBuffer>,
      { name: "Ed25519" },
      false,
      ["verify"],
    );
    const verify = (sig: Uint8Array, message: Uint8Array) =>
      crypto.subtle.verify(
        { name: "Ed25519" },
        key,
        sig as Uint8Array<ArrayBuffer>,
        message as Uint8Array<ArrayBuffer>,
      );
    expect(await verify(signature, new Uint8Array())).toBe(true);
    expect(await verify(signature, Uint8Array.of(0))).toBe(false);
    const spoilt = Uint8Array.from(signature);
    spoilt[0] = (spoilt[0] ?? 0) ^ 0x80;
    expect(await verify(spoilt, new Uint8Array())).toBe(false);
    // The vector's key has the fingerprint of its SPKI, as Node computes it.
    const spki = createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") },
      format: "jwk",
    }).export({ type: "spki", format: "der" });
    expect(await keyIdOf(publicKey)).toBe(nodeSha256(spki));
  });
});
