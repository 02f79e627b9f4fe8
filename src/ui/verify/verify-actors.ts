import { fromPromise } from "xstate";
import { fromBase64 } from "../../../contracts/proof/bytes.ts";
import { sha256Hex, verifyInclusionAnswer, type Verification } from "../../../contracts/proof/verify.ts";
import type { ProofToCheck } from "../../machines/verify-file/verify-file.machine.ts";

/** A failure of the browser's side, with a code the page explains (as the services' errors carry theirs). */
class BrowserFailure extends Error {
  readonly code: "crypto_unavailable" | "file_unreadable";
  constructor(code: BrowserFailure["code"]) {
    super(code);
    this.code = code;
  }
}

/** Web Crypto exists only in secure contexts (https, localhost). */
const subtle = (): SubtleCrypto => {
  if (!globalThis.crypto?.subtle) throw new BrowserFailure("crypto_unavailable");
  return globalThis.crypto.subtle;
};

/**
 * SHA-256 of a file's bytes, in the browser: the file is read whole (file.arrayBuffer()), which is fine up to
 * the upload limit the machine checks first; nothing of it is sent anywhere.
 */
export const hashFileInBrowser = fromPromise<string, { file: File }>(async ({ input }) => {
  subtle();
  let bytes: ArrayBuffer;
  try {
    bytes = await input.file.arrayBuffer();
  } catch {
    // Moved, deleted or no longer readable since it was chosen.
    throw new BrowserFailure("file_unreadable");
  }
  return sha256Hex(new Uint8Array(bytes));
});

/**
 * Whether this browser's Web Crypto knows Ed25519 (Chrome 137, Firefox 129, Safari 17 and later). Without it
 * every signature would look forged: the page must say the browser cannot check, not that the proof failed.
 */
const hasEd25519 = async (publicKeyBase64: string): Promise<boolean> => {
  try {
    await subtle().importKey(
      "raw",
      fromBase64(publicKeyBase64) as Uint8Array<ArrayBuffer>,
      { name: "Ed25519" },
      false,
      ["verify"],
    );
    return true;
  } catch (error) {
    if (error instanceof BrowserFailure) throw error;
    // A malformed key is the signature check's to report; only a missing algorithm is the browser's fault.
    return !(error instanceof DOMException && error.name === "NotSupportedError");
  }
};

/** The four checks of contracts/proof/verify.ts, run in the browser on what the log answered. */
export const checkProofInBrowser = fromPromise<Verification, ProofToCheck>(async ({ input }) => {
  if (!(await hasEd25519(input.publicKey.publicKey))) throw new BrowserFailure("crypto_unavailable");
  return verifyInclusionAnswer(input.sha256, input.proof, input.publicKey);
});
