import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { concatBytes, equalBytes, fromBase64, fromHex, toBase64, toHex, utf8 } from "./bytes.ts";

/** Every byte value once, so that no digit or base64 symbol goes untried. */
const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);

describe("hex", () => {
  it("writes lower-case, two digits a byte, and reads it back", () => {
    expect(toHex(Uint8Array.of(0x00, 0x0f, 0xa0, 0xff))).toBe("000fa0ff");
    expect(toHex(new Uint8Array())).toBe("");
    expect(toHex(ALL_BYTES)).toBe(Buffer.from(ALL_BYTES).toString("hex"));
    expect(fromHex(toHex(ALL_BYTES))).toEqual(ALL_BYTES);
  });

  it("reads upper case too", () => {
    expect(fromHex("DEADbeef")).toEqual(Uint8Array.of(0xde, 0xad, 0xbe, 0xef));
  });

  it("refuses odd lengths, non-hex digits, spaces and prefixes", () => {
    for (const bad of ["a", "abc", "zz", "0g", " 00", "00 ", "0x00", "-1"]) {
      expect(() => fromHex(bad), bad).toThrow(RangeError);
    }
  });
});

describe("base64", () => {
  it("writes standard base64 with padding, as Node does, and reads it back", () => {
    for (const length of [0, 1, 2, 3, 4, 5, 256]) {
      const bytes = ALL_BYTES.slice(256 - length);
      const text = toBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64"));
      expect(fromBase64(text)).toEqual(bytes);
    }
    expect(toBase64(utf8("hello"))).toBe("aGVsbG8=");
  });

  it("refuses the URL alphabet, missing padding, spaces and stray characters", () => {
    for (const bad of ["aGVsbG8", "a-_b", "aGVs bG8=", "aGVsbG8=\n", "a===", "*abc"]) {
      expect(() => fromBase64(bad), bad).toThrow(RangeError);
    }
  });
});

describe("concatBytes", () => {
  it("joins the parts in order", () => {
    expect(concatBytes(Uint8Array.of(1), new Uint8Array(), Uint8Array.of(2, 3))).toEqual(
      Uint8Array.of(1, 2, 3),
    );
    expect(concatBytes()).toEqual(new Uint8Array());
  });
});

describe("equalBytes", () => {
  it("is true only for the same bytes in the same order", () => {
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2))).toBe(true);
    expect(equalBytes(new Uint8Array(), new Uint8Array())).toBe(true);
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(2, 1))).toBe(false);
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 0))).toBe(false);
    expect(equalBytes(Uint8Array.of(0), new Uint8Array())).toBe(false);
  });
});

describe("utf8", () => {
  it("encodes as UTF-8", () => {
    expect(toHex(utf8("é€"))).toBe("c3a9e282ac");
  });
});
