import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { keyIdOf, verifyTreeHeadSignature } from "../../../contracts/proof/log-format.ts";
import { treeHeadMessage } from "../../../contracts/proof/log-format.ts";
import { LogKeyError, loadOrCreateLogKey, logKeyPath } from "./log-key.ts";

const run = promisify(execFile);
const folders: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avow-log-key-"));
  folders.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the proof log key", () => {
  it("is made on first start as PKCS#8 PEM, readable by its owner only, and the same key afterwards", async () => {
    const dir = dataDir();
    const made = loadOrCreateLogKey(dir);
    expect(made.created).toBe(true);
    const file = logKeyPath(dir);
    expect(file).toBe(path.join(dir, "proof", "log-key.pem"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    // Nothing else is left in the folder (the temporary file is gone).
    expect(fs.readdirSync(path.dirname(file))).toEqual(["log-key.pem"]);

    const again = loadOrCreateLogKey(dir);
    expect(again.created).toBe(false);
    expect(again.key.keyId).toBe(made.key.keyId);
    expect(again.key.publicKey).toEqual(made.key.publicKey);
  });

  it("exposes the raw key, its SPKI and the fingerprint the verifiers compute", async () => {
    const { key } = loadOrCreateLogKey(dataDir());
    expect(key.publicKeyRaw).toHaveLength(32);
    expect(key.spki).toHaveLength(44);
    expect(Buffer.from(key.spki.subarray(12)).equals(Buffer.from(key.publicKeyRaw))).toBe(true);
    expect(await keyIdOf(key.publicKeyRaw)).toBe(key.keyId);
    expect(key.publicKey).toEqual({
      algorithm: "Ed25519",
      publicKey: Buffer.from(key.publicKeyRaw).toString("base64"),
      spki: Buffer.from(key.spki).toString("base64"),
      keyId: key.keyId,
    });
    expect(key.spkiPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);

    const head = { treeSize: 3, rootHash: "ab".repeat(32), timestamp: "2026-11-28T09:00:00.000Z" };
    const signature = Buffer.from(key.sign(treeHeadMessage(head))).toString("base64");
    expect(await verifyTreeHeadSignature(head, signature, key.publicKey.publicKey)).toBe(true);
    expect(await verifyTreeHeadSignature({ ...head, treeSize: 4 }, signature, key.publicKey.publicKey)).toBe(
      false,
    );
  });

  it("ends with one key when several processes start on an empty data folder at once", async () => {
    const dir = dataDir();
    const module = new URL("./log-key.ts", import.meta.url).pathname;
    const script = `import { loadOrCreateLogKey } from ${JSON.stringify(module)};
      process.stdout.write(loadOrCreateLogKey(${JSON.stringify(dir)}).key.keyId);`;
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () => run(process.execPath, ["--input-type=module", "-e", script])),
    );
    const ids = new Set(outputs.map((output) => output.stdout));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBe(loadOrCreateLogKey(dir).key.keyId);
    expect(fs.readdirSync(path.join(dir, "proof"))).toEqual(["log-key.pem"]);
  });

  it("refuses a key file that is not an Ed25519 private key, saying which file", () => {
    const dir = dataDir();
    fs.mkdirSync(path.join(dir, "proof"), { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    fs.writeFileSync(logKeyPath(dir), privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
    expect(() => loadOrCreateLogKey(dir)).toThrow(LogKeyError);
    expect(() => loadOrCreateLogKey(dir)).toThrow(/log-key\.pem is not an Ed25519 private key/);
    fs.writeFileSync(logKeyPath(dir), "not a key");
    expect(() => loadOrCreateLogKey(dir)).toThrow(/log-key\.pem cannot be read/);
  });

  it("warns when others may read the key file", () => {
    const dir = dataDir();
    loadOrCreateLogKey(dir);
    const warnings: string[] = [];
    loadOrCreateLogKey(dir, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    fs.chmodSync(logKeyPath(dir), 0o644);
    loadOrCreateLogKey(dir, (message) => warnings.push(message));
    expect(warnings).toEqual([expect.stringMatching(/can be read by other users: chmod 600/)]);
  });
});
