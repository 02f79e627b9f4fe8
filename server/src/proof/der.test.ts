import { describe, expect, it } from "vitest";
import { fromHex, toHex } from "../../../contracts/proof/bytes.ts";
import {
  boolean,
  childrenOf,
  DerError,
  expectTag,
  integer,
  nullValue,
  octetString,
  oid,
  readElement,
  readGeneralizedTime,
  readInteger,
  readOctetString,
  readOid,
  sequence,
  Tag,
  tlv,
} from "./der.ts";

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const time = (text: string) => readGeneralizedTime(readElement(tlv(Tag.generalizedTime, latin1(text))));

describe("DER lengths", () => {
  it.each([
    [0, "0400"],
    [1, "0401"],
    [127, "047f"],
    [128, "048180"],
    [255, "0481ff"],
    [256, "04820100"],
    [65_535, "0482ffff"],
    [65_536, "0483010000"],
  ])("writes and reads a length of %i in its shortest form", (length, header) => {
    const encoded = octetString(new Uint8Array(length).fill(0xab));
    expect(toHex(encoded.subarray(0, header.length / 2))).toBe(header);
    expect(encoded.length).toBe(header.length / 2 + length);
    const read = readElement(encoded);
    expect(read.tag).toBe(Tag.octetString);
    expect(read.value.length).toBe(length);
    expect(read.encoded).toEqual(encoded);
  });

  it.each([
    ["an indefinite length", "3080020100 0000"],
    ["a long form for a short length", "04810100"],
    ["a long form with a leading zero", "0482008000"],
    ["a length of more than four bytes", "0485010000000000"],
    ["contents running past the end", "040301"],
    ["a missing length", "04"],
    ["nothing at all", ""],
    ["trailing bytes", "040100ff"],
    ["a multi-byte tag", "1f8101 0100"],
  ])("refuses %s", (_, hex) => {
    expect(() => readElement(fromHex(hex.replace(/ /g, "")))).toThrow(DerError);
  });
});

describe("DER values", () => {
  it.each([
    [0n, "020100"],
    [1n, "020101"],
    [127n, "02017f"],
    [128n, "02020080"],
    [256n, "02020100"],
    [0x7fffffffffffffffn, "02087fffffffffffffff"],
    [0xffffffffffffffffn, "020900ffffffffffffffff"],
  ])("writes the INTEGER %s minimally, and reads it back", (value, hex) => {
    expect(toHex(integer(value))).toBe(hex);
    expect(readInteger(readElement(integer(value)))).toBe(value);
  });

  it("reads negative INTEGERs in two's complement and refuses to write them", () => {
    expect(readInteger(readElement(fromHex("0201ff")))).toBe(-1n);
    expect(readInteger(readElement(fromHex("02020080")))).toBe(128n);
    expect(readInteger(readElement(fromHex("02028000")))).toBe(-32768n);
    expect(() => integer(-1n)).toThrow(DerError);
    expect(() => readInteger(readElement(fromHex("0200")))).toThrow(DerError);
  });

  it.each([
    ["2.16.840.1.101.3.4.2.1", "0609608648016503040201"],
    ["1.2.840.113549.1.7.2", "06092a864886f70d010702"],
    ["1.2.840.113549.1.9.16.1.4", "060b2a864886f70d0109100104"],
    ["1.2.3.4.1", "06042a030401"],
    ["2.999.3", "0603883703"],
  ])("writes the OBJECT IDENTIFIER %s and reads it back", (dotted, hex) => {
    expect(toHex(oid(dotted))).toBe(hex);
    expect(readOid(readElement(oid(dotted)))).toBe(dotted);
  });

  it("refuses what is not an OBJECT IDENTIFIER", () => {
    for (const bad of ["1", "1.40", "3.1", "1.a", "", "1..2"]) expect(() => oid(bad), bad).toThrow(DerError);
    expect(() => readOid(readElement(fromHex("060188")))).toThrow(/truncated/);
    expect(() => readOid(readElement(fromHex("020101")))).toThrow(DerError);
  });

  it("writes BOOLEAN and NULL as DER does", () => {
    expect(toHex(boolean(true))).toBe("0101ff");
    expect(toHex(boolean(false))).toBe("010100");
    expect(toHex(nullValue())).toBe("0500");
  });

  it("reads GeneralizedTime in UTC, its fraction cut to milliseconds", () => {
    expect(time("20261122082309Z")).toBe("2026-11-22T08:23:09.000Z");
    expect(time("20261122082309.5Z")).toBe("2026-11-22T08:23:09.500Z");
    expect(time("20261122082309.123456Z")).toBe("2026-11-22T08:23:09.123Z");
    expect(time("20240229235959Z")).toBe("2024-02-29T23:59:59.000Z");
    for (const bad of [
      "20261122082309",
      "20261122082309+0100",
      "2026112208230Z",
      "20261322082309Z",
      "20230229000000Z",
      "20261122250000Z",
    ]) {
      expect(() => time(bad), bad).toThrow(DerError);
    }
    expect(() => readGeneralizedTime(readElement(octetString(latin1("20261122082309Z"))))).toThrow(DerError);
  });

  it("reads an OCTET STRING, also one constructed from parts", () => {
    expect(readOctetString(readElement(octetString(Uint8Array.of(1, 2))))).toEqual(Uint8Array.of(1, 2));
    const constructed = tlv(0x24, octetString(Uint8Array.of(1, 2)), octetString(Uint8Array.of(3)));
    expect(readOctetString(readElement(constructed))).toEqual(Uint8Array.of(1, 2, 3));
    expect(() => readOctetString(readElement(integer(1n)))).toThrow(DerError);
  });
});

describe("DER structure", () => {
  it("walks nested SEQUENCEs and context-specific elements", () => {
    const encoded = sequence(
      integer(1n),
      tlv(Tag.context0, sequence(oid("1.2.3.4.1"), boolean(true))),
      octetString(new Uint8Array(200)),
    );
    const [first, tagged, octets] = childrenOf(readElement(encoded));
    expect(readInteger(expectTag(first, Tag.integer, "first"))).toBe(1n);
    const [inner] = childrenOf(expectTag(tagged, Tag.context0, "tagged"));
    const [id, flag] = childrenOf(expectTag(inner, Tag.sequence, "inner"));
    expect(readOid(expectTag(id, Tag.oid, "id"))).toBe("1.2.3.4.1");
    expect(flag?.value).toEqual(Uint8Array.of(0xff));
    expect(octets?.value.length).toBe(200);
  });

  it("says which element was missing or of another type", () => {
    const [only] = childrenOf(readElement(sequence(integer(1n))));
    expect(() => expectTag(only, Tag.sequence, "status")).toThrow(/status: expected tag 0x30, found 0x2/);
    expect(() => expectTag(undefined, Tag.sequence, "token")).toThrow(/token is missing/);
    expect(() => childrenOf(readElement(integer(1n)))).toThrow(/not constructed/);
    expect(() => childrenOf(readElement(fromHex("3004020101ff")))).toThrow(DerError);
    expect(() => tlv(0x1f)).toThrow(DerError);
  });
});
