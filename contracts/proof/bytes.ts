/**
 * Byte helpers shared by the server, the SPA and the offline verifier. No Node-only API here: the same
 * code runs in the browser (/verify) and in `npx avow-verify`.
 */

const HEX = /^(?:[0-9a-f]{2})*$/;

/** Lower-case hex of the bytes. */
export const toHex = (bytes: Uint8Array): string => {
  let out = "";
  for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
  return out;
};

/** The bytes of a lower- or upper-case hex string; throws a RangeError on anything else. */
export const fromHex = (hex: string): Uint8Array => {
  const lower = hex.toLowerCase();
  if (!HEX.test(lower)) throw new RangeError("not a hex string");
  const out = new Uint8Array(lower.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(lower.slice(i * 2, i * 2 + 2), 16);
  return out;
};

/** Standard base64 (with padding) of the bytes. */
export const toBase64 = (bytes: Uint8Array): string => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The bytes of a standard base64 string; throws a RangeError on anything else. */
export const fromBase64 = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new RangeError("not base64");
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
};

export const concatBytes = (...parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Constant-length comparison of two byte strings (their contents are public; this is about clarity). */
export const equalBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
};

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
