import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromBase64, fromHex, toHex, utf8 } from "../../../contracts/proof/bytes.ts";
import {
  childrenOf,
  integer,
  nullValue,
  octetString,
  oid,
  readElement,
  readInteger,
  readOid,
  sequence,
  Tag,
  tlv,
} from "./der.ts";
import { createTsaClient, readTimeStampReply, timeStampRequest } from "./tsa-client.ts";

// The client against authorities made here from DER, each behaving in one particular way. The real
// authority (openssl ts) is server/test/tsa.test.ts.

const SHA256 = "2.16.840.1.101.3.4.2.1";
const SHA384 = "2.16.840.1.101.3.4.2.2";
const MESSAGE = utf8("avow-tree-head/1\n3\n2026-11-22T08:23:09.000Z\n" + "ab".repeat(32));
const DIGEST = new Uint8Array(createHash("sha256").update(MESSAGE).digest());
const URL = "https://tsa.example/tsr";

interface Asked {
  readonly digest: Uint8Array;
  readonly nonce: bigint;
}

/** What the client asked, read from its TimeStampReq. */
const asked = (request: Uint8Array): Asked => {
  const [version, imprint, nonce, certReq] = childrenOf(readElement(request));
  expect(readInteger(version ?? readElement(integer(0n)))).toBe(1n);
  expect(certReq?.encoded).toEqual(Uint8Array.of(0x01, 0x01, 0xff));
  const [algorithm, hashed] = childrenOf(imprint ?? readElement(sequence()));
  const [algorithmOid, parameters] = childrenOf(algorithm ?? readElement(sequence()));
  expect(readOid(algorithmOid ?? readElement(oid("0.0")))).toBe(SHA256);
  expect(parameters?.encoded).toEqual(nullValue());
  return {
    digest: Uint8Array.from(hashed?.value ?? []),
    nonce: readInteger(nonce ?? readElement(integer(0n))),
  };
};

interface Reply {
  readonly status?: bigint;
  readonly statusText?: string;
  /** PKIFailureInfo as a BIT STRING's contents (unused-bits byte first). */
  readonly failInfo?: Uint8Array;
  readonly algorithm?: string;
  readonly digest?: Uint8Array;
  readonly nonce?: bigint | null;
  readonly genTime?: string;
  readonly contentType?: string;
  readonly eContentType?: string;
}

/** A TimeStampResp as an authority writes it (its SignedData unsigned: the client does not check that). */
const reply = (r: Reply): Uint8Array => {
  const tstInfo = sequence(
    integer(1n),
    oid("1.2.3.4.1"),
    sequence(sequence(oid(r.algorithm ?? SHA256), nullValue()), octetString(r.digest ?? DIGEST)),
    integer(42n),
    tlv(Tag.generalizedTime, utf8(r.genTime ?? "20261122082310.25Z")),
    sequence(integer(1n)),
    ...(r.nonce === null || r.nonce === undefined ? [] : [integer(r.nonce)]),
  );
  const token = sequence(
    oid(r.contentType ?? "1.2.840.113549.1.7.2"),
    tlv(
      Tag.context0,
      sequence(
        integer(3n),
        tlv(Tag.set, sequence(oid(SHA256), nullValue())),
        sequence(oid(r.eContentType ?? "1.2.840.113549.1.9.16.1.4"), tlv(Tag.context0, octetString(tstInfo))),
        tlv(Tag.set),
      ),
    ),
  );
  const status = sequence(
    integer(r.status ?? 0n),
    ...(r.statusText ? [sequence(tlv(Tag.utf8String, utf8(r.statusText)))] : []),
    ...(r.failInfo ? [tlv(Tag.bitString, r.failInfo)] : []),
  );
  return (r.status ?? 0n) <= 1n ? sequence(status, token) : sequence(status);
};

/** A fetch that answers each request with `answer(what was asked)`, and records the requests. */
const authority = (
  answer: (request: Asked) => Uint8Array | Response,
  headers: Record<string, string> = { "content-type": "application/timestamp-reply" },
) => {
  const requests: Array<{ url: string; init: RequestInit; body: Uint8Array }> = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const body = new Uint8Array(init.body as Uint8Array);
    requests.push({ url: String(input), init, body });
    const answered = answer(asked(body));
    return answered instanceof Response
      ? answered
      : new Response(answered as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
  return { fetch, requests };
};

const honest = (a: Asked, extra: Reply = {}) => reply({ digest: a.digest, nonce: a.nonce, ...extra });

describe("timeStampRequest", () => {
  it("is the DER TimeStampReq of RFC 3161: version 1, SHA-256 imprint, nonce, certReq", () => {
    const digest = fromHex("00".repeat(31) + "ff");
    expect(toHex(timeStampRequest(digest, 0x0102030405060708n))).toBe(
      "3043" +
        "020101" +
        "3031300d06096086480165030402010500" +
        "0420" +
        toHex(digest) +
        "02080102030405060708" +
        "0101ff",
    );
    // A nonce with its high bit set takes a leading zero, and the lengths grow with it.
    expect(toHex(timeStampRequest(digest, 0xf102030405060708n)).slice(0, 4)).toBe("3044");
    expect(toHex(timeStampRequest(digest, 0xf102030405060708n))).toContain("020900f102030405060708");
  });
});

describe("createTsaClient", () => {
  it("posts a timestamp query for the message's SHA-256 and answers the token, its time and the authority", async () => {
    const tsa = authority((a) => honest(a));
    const stamp = await createTsaClient(URL, { fetch: tsa.fetch })(MESSAGE);
    expect(tsa.requests).toHaveLength(1);
    const [request] = tsa.requests;
    expect(request?.url).toBe(URL);
    expect(request?.init.method).toBe("POST");
    expect(new Headers(request?.init.headers).get("content-type")).toBe("application/timestamp-query");
    expect(asked(request?.body ?? new Uint8Array()).digest).toEqual(DIGEST);
    expect(stamp.authority).toBe(URL);
    expect(stamp.time).toBe("2026-11-22T08:23:10.250Z");
    // The token is the whole ContentInfo, byte for byte as the authority sent it.
    const sent = childrenOf(readElement(honest(asked(request?.body ?? new Uint8Array()))))[1]?.encoded;
    expect(fromBase64(stamp.token)).toEqual(sent);
  });

  it("sends credentials in the URL as HTTP Basic authentication, and never shows them", async () => {
    const tsa = authority((a) => honest(a));
    const stamp = await createTsaClient("https://avow:s%40cret@tsa.example/tsr", { fetch: tsa.fetch })(
      MESSAGE,
    );
    const [request] = tsa.requests;
    expect(request?.url).toBe(URL);
    expect(new Headers(request?.init.headers).get("authorization")).toBe(
      `Basic ${Buffer.from("avow:s@cret").toString("base64")}`,
    );
    // The authority is stored with the head and served by the public calls: the address alone.
    expect(stamp.authority).toBe(URL);
    const unreachable: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    const failure = createTsaClient("https://avow:s%40cret@tsa.example/tsr", { fetch: unreachable })(MESSAGE);
    await expect(failure).rejects.toThrow("https://tsa.example/tsr could not be reached: fetch failed");
    await expect(failure).rejects.not.toThrow(/cret/);
    // Without credentials, no Authorization header at all.
    await createTsaClient(URL, { fetch: tsa.fetch })(MESSAGE);
    expect(new Headers(tsa.requests[1]?.init.headers).has("authorization")).toBe(false);
  });

  it("uses a new 64-bit nonce for every request", async () => {
    const tsa = authority((a) => honest(a));
    const client = createTsaClient(URL, { fetch: tsa.fetch });
    for (let i = 0; i < 5; i++) await client(MESSAGE);
    const nonces = tsa.requests.map((r) => asked(r.body).nonce);
    expect(new Set(nonces).size).toBe(5);
    for (const nonce of nonces) expect(nonce < 1n << 64n && nonce >= 0n).toBe(true);
  });

  it("accepts grantedWithMods and the early draft's content type", async () => {
    const tsa = authority((a) => honest(a, { status: 1n }), {
      "content-type": "application/timestamp-response",
    });
    await expect(createTsaClient(URL, { fetch: tsa.fetch })(MESSAGE)).resolves.toMatchObject({
      authority: URL,
    });
  });

  it.each([
    [
      "a rejection, with its text and failure bits",
      { status: 2n, statusText: "unsupported algorithm", failInfo: Uint8Array.of(0x07, 0x80) },
      /did not grant the timestamp: rejection \(unsupported algorithm; badAlg\)/,
    ],
    [
      "a rejection for a system failure",
      { status: 2n, failInfo: Uint8Array.of(0x06, 0x00, 0x00, 0x00, 0x40) },
      /rejection \(systemFailure\)/,
    ],
    ["waiting", { status: 3n }, /did not grant the timestamp: waiting$/],
    [
      "another hash's imprint",
      { digest: new Uint8Array(32) },
      /timestamped something else than the SHA-256 it was sent/,
    ],
    ["the right bytes under another algorithm", { algorithm: SHA384 }, /timestamped something else/],
    ["another nonce", { nonce: 7n }, /another request's nonce/],
    ["no nonce", { nonce: null }, /another request's nonce/],
    ["a token that is not SignedData", { contentType: "1.2.840.113549.1.7.1" }, /not CMS SignedData/],
    ["a token without a TSTInfo", { eContentType: "1.2.840.113549.1.7.1" }, /does not hold a TSTInfo/],
    ["a malformed time", { genTime: "yesterday" }, /not a time-stamp reply: not a UTC GeneralizedTime/],
  ] as const)("throws on %s", async (_, overrides, message) => {
    const tsa = authority((a) => reply({ digest: a.digest, nonce: a.nonce, ...overrides }));
    await expect(createTsaClient(URL, { fetch: tsa.fetch })(MESSAGE)).rejects.toThrow(message);
  });

  it("throws on HTTP errors, other content types, bodies that are not DER and oversized bodies", async () => {
    const cases: ReadonlyArray<readonly [Response, RegExp]> = [
      [new Response("busy", { status: 503 }), /answered HTTP 503/],
      [
        new Response("<html>", { status: 200, headers: { "content-type": "text/html" } }),
        /answered text\/html/,
      ],
      [
        new Response("x", { status: 200 }),
        /answered text\/plain;charset=UTF-8, not application\/timestamp-reply/,
      ],
      [
        new Response("not DER", { status: 200, headers: { "content-type": "application/timestamp-reply" } }),
        /not a time-stamp reply/,
      ],
      [
        new Response(new Uint8Array(300 * 1024), {
          status: 200,
          headers: { "content-type": "application/timestamp-reply" },
        }),
        /too large/,
      ],
    ];
    for (const [response, message] of cases) {
      const tsa = authority(() => response);
      await expect(createTsaClient(URL, { fetch: tsa.fetch })(MESSAGE)).rejects.toThrow(message);
    }
  });

  it("throws when the authority cannot be reached, or does not answer in time", async () => {
    const unreachable: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    await expect(createTsaClient(URL, { fetch: unreachable })(MESSAGE)).rejects.toThrow(
      "https://tsa.example/tsr could not be reached: fetch failed",
    );
    const silent: typeof fetch = (_, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    await expect(createTsaClient(URL, { fetch: silent, timeoutMs: 50 })(MESSAGE)).rejects.toThrow(
      "https://tsa.example/tsr did not answer within 50 ms",
    );
  });
});

describe("readTimeStampReply", () => {
  it("reads the imprint, nonce and time of a granted reply", () => {
    const read = readTimeStampReply(reply({ nonce: 99n, genTime: "20261122082310Z" }));
    expect(read.hashAlgorithm).toBe(SHA256);
    expect(read.hashedMessage).toEqual(DIGEST);
    expect(read.nonce).toBe(99n);
    expect(read.genTime).toBe("2026-11-22T08:23:10.000Z");
  });

  it("refuses a granted status without a token", () => {
    expect(() => readTimeStampReply(sequence(sequence(integer(0n))))).toThrow(/TimeStampToken is missing/);
  });
});
