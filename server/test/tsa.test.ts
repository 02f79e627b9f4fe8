import { createHash } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBase64, utf8 } from "../../contracts/proof/bytes.ts";
import { treeHeadMessage } from "../../contracts/proof/log-format.ts";
import { integer, sequence } from "../src/proof/der.ts";
import { createTsaClient, readTimeStampReply } from "../src/proof/tsa-client.ts";
import { openssl, startLocalTsa, words, type LocalTsa } from "./support/local-tsa.ts";

// The RFC 3161 client against a real authority: Debian's `openssl ts -reply` behind a local HTTP server,
// and its tokens checked by `openssl ts -verify`, which trusts only the test's own CA.

let tsa: LocalTsa;

beforeAll(async () => {
  tsa = await startLocalTsa();
}, 60_000);

afterAll(async () => {
  await tsa?.close();
});

const MESSAGE = treeHeadMessage({
  treeSize: 42,
  rootHash: "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
  timestamp: "2026-11-22T08:23:09.000Z",
});

describe("the RFC 3161 client against openssl's authority", () => {
  it("gets a token that `openssl ts -verify` accepts for the message, and for no other", async () => {
    const stamp = await createTsaClient(tsa.url)(MESSAGE);
    expect(stamp.authority).toBe(tsa.url);
    const token = fromBase64(stamp.token);
    const good = await tsa.verify(MESSAGE, token);
    expect(good.stderr + good.stdout).toMatch(/Verification: OK/);
    expect(good.code).toBe(0);
    const other = await tsa.verify(utf8("avow-tree-head/1\n43\n…"), token);
    expect(other.code).not.toBe(0);
    expect(other.stdout + other.stderr).toMatch(/Verification: FAILED/);
  });

  it("reads the authority's time, within a minute of now", async () => {
    const before = Date.now();
    const stamp = await createTsaClient(tsa.url)(MESSAGE);
    expect(stamp.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(stamp.time) - before)).toBeLessThan(60_000);
  });

  it("keeps the whole TimeStampToken: openssl reads the same time, imprint and nonce from it", async () => {
    const stamp = await createTsaClient(tsa.url)(MESSAGE);
    const token = fromBase64(stamp.token);
    fs.writeFileSync(`${tsa.dir}/printed.der`, token);
    const printed = await openssl(words("ts -reply -in printed.der -token_in -text"), tsa.dir);
    expect(printed.code).toBe(0);
    // openssl's default configuration names 1.2.3.4.1 "tsa_policy1".
    expect(printed.stdout).toMatch(/Policy OID: (1\.2\.3\.4\.1|tsa_policy1)\n/);
    expect(printed.stdout).toMatch(/Hash Algorithm: sha256\n/);
    const imprint = [...printed.stdout.matchAll(/^\s+\d{4} - ([0-9a-f -]+?)\s{2,}/gm)]
      .map((m) => (m[1] ?? "").replace(/[ -]/g, ""))
      .join("");
    expect(imprint).toBe(createHash("sha256").update(MESSAGE).digest("hex"));
    const { nonce } = readTimeStampReply(sequence(sequence(integer(0n)), token));
    // openssl prints the nonce in whole bytes (a leading 0 when its hex has an odd length): compared as numbers.
    const printedNonce = /nonce: 0x([0-9a-f]+)\n/.exec(printed.stdout.toLowerCase())?.[1];
    expect(printedNonce && BigInt(`0x${printedNonce}`)).toBe(nonce);
    const date = new Date(stamp.time);
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const hms = stamp.time.slice(11, 19);
    const printedTime = `${months[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, " ")} ${hms} ${date.getUTCFullYear()} GMT`;
    expect(printed.stdout).toContain(`Time stamp: ${printedTime}\n`);
  });

  it("sends a fresh nonce each time", async () => {
    const client = createTsaClient(tsa.url);
    const nonces = new Set<bigint | null>();
    for (let i = 0; i < 3; i++) {
      const token = fromBase64((await client(MESSAGE)).token);
      // The token wrapped again in a granted TimeStampResp, to read its TSTInfo with the client's reader.
      nonces.add(readTimeStampReply(sequence(sequence(integer(0n)), token)).nonce);
    }
    expect(nonces.size).toBe(3);
    expect(nonces.has(null)).toBe(false);
  });

  it("throws when the authority answers 500, garbage, the wrong type or a rejection", async () => {
    const client = createTsaClient(tsa.url);
    try {
      tsa.misbehave((_, response) => response.writeHead(500).end("boom"));
      await expect(client(MESSAGE)).rejects.toThrow(/answered HTTP 500/);

      tsa.misbehave((_, response) =>
        response.writeHead(200, { "content-type": "application/timestamp-reply" }).end("garbage, not DER"),
      );
      await expect(client(MESSAGE)).rejects.toThrow(/not a time-stamp reply/);

      tsa.misbehave((_, response) =>
        response.writeHead(200, { "content-type": "text/html" }).end("<p>hello</p>"),
      );
      await expect(client(MESSAGE)).rejects.toThrow(/answered text\/html, not application\/timestamp-reply/);

      // openssl's own rejection: a query for a hash the authority does not accept (SHA-1 is not in `digests`).
      tsa.misbehave((query, response) => {
        void query;
        void (async () => {
          fs.writeFileSync(`${tsa.dir}/sha1-data`, "x");
          await openssl(words("ts -query -data sha1-data -sha1 -out sha1.tsq"), tsa.dir);
          await openssl(
            words(
              "ts -reply -queryfile sha1.tsq -config ts.cnf -inkey tsa.key -signer tsa.pem -out sha1.tsr",
            ),
            tsa.dir,
          );
          response
            .writeHead(200, { "content-type": "application/timestamp-reply" })
            .end(fs.readFileSync(`${tsa.dir}/sha1.tsr`));
        })();
      });
      await expect(client(MESSAGE)).rejects.toThrow(/did not grant the timestamp: rejection \(.*badAlg/);
    } finally {
      tsa.misbehave(null);
    }
  });

  it("throws when the authority stamps another request (a replayed reply)", async () => {
    // A genuine reply from this authority, but to an earlier request: wrong imprint and nonce.
    const replies: Uint8Array[] = [];
    const client = createTsaClient(tsa.url, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const body = new Uint8Array(await response.arrayBuffer());
        replies.push(body);
        return new Response(replies[0] as Uint8Array<ArrayBuffer>, {
          status: 200,
          headers: response.headers,
        });
      },
    });
    await client(MESSAGE);
    await expect(client(utf8("another message"))).rejects.toThrow(/timestamped something else/);
    await expect(client(MESSAGE)).rejects.toThrow(/another request's nonce/);
  });

  it("throws when the authority does not answer in time", async () => {
    const client = createTsaClient(tsa.url, { timeoutMs: 300 });
    try {
      tsa.misbehave(() => undefined);
      await expect(client(MESSAGE)).rejects.toThrow(/did not answer within 300 ms/);
    } finally {
      tsa.misbehave(null);
    }
  });

  it("throws when nothing listens at the address", async () => {
    await expect(createTsaClient("http://127.0.0.1:9/tsr", { timeoutMs: 2000 })(MESSAGE)).rejects.toThrow(
      /could not be reached|did not answer/,
    );
  });
});
