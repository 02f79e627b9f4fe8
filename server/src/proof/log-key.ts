import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { LogPublicKey } from "../../../contracts/schema/proof.ts";

/**
 * The log's signing key: Ed25519, kept as PKCS#8 PEM in `<data dir>/proof/log-key.pem` (file 0600, folder
 * 0700), made on first start. Whoever holds it can sign tree heads in the log's name, so it is never
 * logged, never sent, and only its public half leaves this module.
 */
export interface LogKey {
  /** The raw 32-byte public key. */
  readonly publicKeyRaw: Uint8Array;
  /** Its SubjectPublicKeyInfo, DER. */
  readonly spki: Uint8Array;
  /** SPKI PEM, as served at /.well-known/avow-log-key.pem. */
  readonly spkiPem: string;
  /** Hex SHA-256 of the SPKI DER: the key's fingerprint (contracts/proof/log-format.ts keyIdOf). */
  readonly keyId: string;
  /** The public key as the API answers it. */
  readonly publicKey: LogPublicKey;
  /** Ed25519 signature of the message, 64 bytes. */
  readonly sign: (message: Uint8Array) => Uint8Array;
}

export class LogKeyError extends Error {
  override readonly name = "LogKeyError";
}

/** Where the key lives under a data folder. */
export const logKeyPath = (dataDir: string): string => path.join(dataDir, "proof", "log-key.pem");

const fromPrivateKey = (privateKey: KeyObject): LogKey => {
  const publicKey = createPublicKey(privateKey);
  const spki = new Uint8Array(publicKey.export({ type: "spki", format: "der" }));
  const publicKeyRaw = spki.slice(spki.length - 32);
  const keyId = createHash("sha256").update(spki).digest("hex");
  return {
    publicKeyRaw,
    spki,
    spkiPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    keyId,
    publicKey: {
      algorithm: "Ed25519",
      publicKey: Buffer.from(publicKeyRaw).toString("base64"),
      spki: Buffer.from(spki).toString("base64"),
      keyId,
    },
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
};

const readKey = (file: string): LogKey => {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new LogKeyError(`the proof log key ${file} cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (privateKey.asymmetricKeyType !== "ed25519") {
    throw new LogKeyError(`the proof log key ${file} is not an Ed25519 private key`);
  }
  return fromPrivateKey(privateKey);
};

/**
 * The log key of a data folder, made when there is none. A new key is written to a temporary file,
 * fsync'd, then hard-linked to its name, which fails if another process made one meanwhile: then that one
 * is used, and both processes end up with the same key. `warn` hears about a key file others may read.
 */
export const loadOrCreateLogKey = (
  dataDir: string,
  warn: (message: string) => void = () => undefined,
): { readonly key: LogKey; readonly created: boolean } => {
  const file = logKeyPath(dataDir);
  const folder = path.dirname(file);
  if (fs.existsSync(file)) {
    if ((fs.statSync(file).mode & 0o077) !== 0) {
      warn(`the proof log key ${file} can be read by other users: chmod 600 it`);
    }
    return { key: readKey(file), created: false };
  }
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync("ed25519");
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const temporary = path.join(folder, `.log-key-${randomBytes(8).toString("hex")}.tmp`);
  const fd = fs.openSync(temporary, "wx", 0o600);
  try {
    fs.writeFileSync(fd, pem);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return { key: readKey(file), created: false };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  // The folder entry itself must survive a crash, or the next start would make a second key.
  const dir = fs.openSync(folder, "r");
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
  return { key: fromPrivateKey(privateKey), created: true };
};
