import { concatBytes } from "../../../contracts/proof/bytes.ts";

/**
 * Just enough DER (ITU-T X.690) for RFC 3161 time-stamping: writing a request, and walking an answer's
 * structure. Single-byte tags only (the universal and context-specific tags RFC 3161 and CMS use), definite
 * lengths in their shortest form, as DER requires; anything else is refused with a DerError.
 */

export class DerError extends Error {
  override readonly name = "DerError";
}

/** Universal tags, and the context-specific constructed tags [0] and [1]. */
export const Tag = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  sequence: 0x30,
  set: 0x31,
  generalizedTime: 0x18,
  context0: 0xa0,
  context1: 0xa1,
} as const;

// --- Writing --------------------------------------------------------------------------------------------

const encodeLength = (length: number): Uint8Array => {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
};

/** One TLV: the tag, the length, then the contents (the parts, concatenated). */
export const tlv = (tag: number, ...contents: ReadonlyArray<Uint8Array>): Uint8Array => {
  if (!Number.isInteger(tag) || tag < 0 || tag > 0xff || (tag & 0x1f) === 0x1f) {
    throw new DerError("only single-byte tags are supported");
  }
  const body = concatBytes(...contents);
  return concatBytes(Uint8Array.of(tag), encodeLength(body.length), body);
};

export const sequence = (...items: ReadonlyArray<Uint8Array>): Uint8Array => tlv(Tag.sequence, ...items);

/** A non-negative INTEGER, in the fewest bytes (a leading 0x00 only where the high bit would read negative). */
export const integer = (value: bigint): Uint8Array => {
  if (value < 0n) throw new DerError("negative integers are not supported");
  const bytes: number[] = [];
  for (let n = value; n > 0n; n >>= 8n) bytes.unshift(Number(n & 0xffn));
  if (bytes.length === 0 || (bytes[0] ?? 0) & 0x80) bytes.unshift(0);
  return tlv(Tag.integer, Uint8Array.from(bytes));
};

export const boolean = (value: boolean): Uint8Array => tlv(Tag.boolean, Uint8Array.of(value ? 0xff : 0x00));

export const octetString = (bytes: Uint8Array): Uint8Array => tlv(Tag.octetString, bytes);

export const nullValue = (): Uint8Array => tlv(Tag.null);

/** An OBJECT IDENTIFIER from its dotted form ("2.16.840.1.101.3.4.2.1"). */
export const oid = (dotted: string): Uint8Array => {
  const arcs = dotted.split(".").map((arc) => (/^\d+$/.test(arc) ? BigInt(arc) : -1n));
  const [first, second, ...rest] = arcs;
  if (first === undefined || second === undefined || arcs.some((a) => a < 0n) || first > 2n) {
    throw new DerError(`not an object identifier: ${dotted}`);
  }
  if (first < 2n && second > 39n) throw new DerError(`not an object identifier: ${dotted}`);
  const out: number[] = [];
  for (const arc of [first * 40n + second, ...rest]) {
    const groups: number[] = [Number(arc & 0x7fn)];
    for (let n = arc >> 7n; n > 0n; n >>= 7n) groups.unshift(Number(n & 0x7fn) | 0x80);
    out.push(...groups);
  }
  return tlv(Tag.oid, Uint8Array.from(out));
};

// --- Reading --------------------------------------------------------------------------------------------

/** One element read from DER: its tag, its contents, and the bytes of the whole element. */
export interface Element {
  readonly tag: number;
  readonly value: Uint8Array;
  readonly encoded: Uint8Array;
}

/** The element at `offset`, and where the next one starts. */
const readAt = (bytes: Uint8Array, offset: number): { element: Element; end: number } => {
  const tag = bytes[offset];
  if (tag === undefined) throw new DerError("truncated: a tag was expected");
  if ((tag & 0x1f) === 0x1f) throw new DerError("multi-byte tags are not supported");
  const first = bytes[offset + 1];
  if (first === undefined) throw new DerError("truncated: a length was expected");
  let length = first;
  let header = 2;
  if (first === 0x80) throw new DerError("indefinite lengths are not DER");
  if (first > 0x80) {
    const count = first & 0x7f;
    if (count > 4) throw new DerError("length too large");
    if (offset + 2 + count > bytes.length) throw new DerError("truncated length");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[offset + 2 + i] ?? 0);
    if (length < 0x80 || bytes[offset + 2] === 0) throw new DerError("length not in its shortest form");
    header += count;
  }
  const end = offset + header + length;
  if (end > bytes.length) throw new DerError("truncated: the contents run past the end");
  return {
    element: { tag, value: bytes.subarray(offset + header, end), encoded: bytes.subarray(offset, end) },
    end,
  };
};

/** The one element that `bytes` must be exactly. */
export const readElement = (bytes: Uint8Array): Element => {
  const { element, end } = readAt(bytes, 0);
  if (end !== bytes.length) throw new DerError("trailing bytes after the element");
  return element;
};

/** The elements inside a constructed element (SEQUENCE, SET, [n]). */
export const childrenOf = (element: Element): Element[] => {
  if ((element.tag & 0x20) === 0) throw new DerError(`tag 0x${element.tag.toString(16)} is not constructed`);
  const children: Element[] = [];
  for (let offset = 0; offset < element.value.length;) {
    const { element: child, end } = readAt(element.value, offset);
    children.push(child);
    offset = end;
  }
  return children;
};

/** The element, after checking its tag (`what` names it in the error). */
export const expectTag = (element: Element | undefined, tag: number, what: string): Element => {
  if (!element) throw new DerError(`${what} is missing`);
  if (element.tag !== tag) {
    throw new DerError(`${what}: expected tag 0x${tag.toString(16)}, found 0x${element.tag.toString(16)}`);
  }
  return element;
};

export const readInteger = (element: Element): bigint => {
  if (element.tag !== Tag.integer || element.value.length === 0) throw new DerError("not an INTEGER");
  let value = 0n;
  for (const byte of element.value) value = (value << 8n) | BigInt(byte);
  // Two's complement: a set high bit makes it negative.
  if ((element.value[0] ?? 0) & 0x80) value -= 1n << BigInt(element.value.length * 8);
  return value;
};

export const readOid = (element: Element): string => {
  if (element.tag !== Tag.oid || element.value.length === 0) throw new DerError("not an OBJECT IDENTIFIER");
  const arcs: bigint[] = [];
  let current = 0n;
  for (const byte of element.value) {
    current = (current << 7n) | BigInt(byte & 0x7f);
    if ((byte & 0x80) === 0) {
      arcs.push(current);
      current = 0n;
    }
  }
  if ((element.value[element.value.length - 1] ?? 0) & 0x80)
    throw new DerError("truncated object identifier");
  const [head = 0n, ...rest] = arcs;
  const first = head < 80n ? head / 40n : 2n;
  return [first, head - first * 40n, ...rest].join(".");
};

/** A GeneralizedTime (YYYYMMDDHHMMSS[.f…]Z) as Date.toISOString() writes it (fractions cut to ms). */
export const readGeneralizedTime = (element: Element): string => {
  if (element.tag !== Tag.generalizedTime) throw new DerError("not a GeneralizedTime");
  const text = new TextDecoder("latin1").decode(element.value);
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d+))?Z$/.exec(text);
  if (!match) throw new DerError(`not a UTC GeneralizedTime: ${text}`);
  const [, year, month, day, hour, minute, second, fraction = ""] = match;
  const fields = [year, month, day, hour, minute, second].map(Number);
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0] = fields;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, sec));
  // Date.UTC rolls over (month 13 is next January): the fields must come back as they were written.
  const back = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  if (back.some((value, i) => value !== fields[i])) throw new DerError(`not a valid time: ${text}`);
  date.setUTCMilliseconds(Number(fraction.padEnd(3, "0").slice(0, 3)));
  return date.toISOString();
};

/** An OCTET STRING's bytes; a constructed one (BER, from lenient encoders) is joined from its parts. */
export const readOctetString = (element: Element): Uint8Array => {
  if (element.tag === Tag.octetString) return element.value;
  if (element.tag === (Tag.octetString | 0x20))
    return concatBytes(...childrenOf(element).map(readOctetString));
  throw new DerError("not an OCTET STRING");
};
