import { createHash, randomBytes } from "node:crypto";
import { equalBytes, toBase64 } from "../../../contracts/proof/bytes.ts";
import type { TimestampToken } from "../../../contracts/schema/proof.ts";
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
  type Element,
} from "./der.ts";

/**
 * An RFC 3161 time-stamping client: it asks an independent authority (AVOW_TSA_URL) to sign the SHA-256 of
 * a message, here a tree head's signed message, and keeps the authority's token. The token shows that the
 * tree head existed by the authority's time, whoever holds the log's key later. The client checks that the
 * answer is granted and is about this request (same imprint, same nonce); the token's CMS signature is the
 * authority's, checked with its certificate by whoever relies on it (`openssl ts -verify`,
 * docs/proof-certificates.md).
 */

/** Timestamps a message (the whole message: the client hashes it). */
export type Timestamper = (message: Uint8Array) => Promise<TimestampToken>;

export class TsaError extends Error {
  override readonly name = "TsaError";
}

export interface TsaClientOptions {
  /** The fetch to use (tests pass their own); the global one by default. */
  readonly fetch?: typeof fetch;
  /** How long to wait for the authority's whole answer; 10 s by default. */
  readonly timeoutMs?: number;
}

const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const SIGNED_DATA_OID = "1.2.840.113549.1.7.2";
const TST_INFO_OID = "1.2.840.113549.1.9.16.1.4";
/** A time-stamp reply is a few kilobytes (the token and, on request, the authority's certificate). */
const MAX_REPLY_BYTES = 256 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

const PKI_STATUS = [
  "granted",
  "grantedWithMods",
  "rejection",
  "waiting",
  "revocationWarning",
  "revocationNotification",
];
/** PKIFailureInfo's named bits (RFC 3161 §2.4.2). */
const FAILURE_BITS: Readonly<Record<number, string>> = {
  0: "badAlg",
  2: "badRequest",
  5: "badDataFormat",
  14: "timeNotAvailable",
  15: "unacceptedPolicy",
  16: "unacceptedExtension",
  17: "addInfoNotAvailable",
  25: "systemFailure",
};

/** MessageImprint ::= SEQUENCE { hashAlgorithm AlgorithmIdentifier (SHA-256, NULL parameters), hashedMessage }. */
const messageImprint = (digest: Uint8Array): Uint8Array =>
  sequence(sequence(oid(SHA256_OID), nullValue()), octetString(digest));

/** TimeStampReq ::= SEQUENCE { version 1, messageImprint, nonce, certReq TRUE } (RFC 3161 §2.4.1). */
export const timeStampRequest = (digest: Uint8Array, nonce: bigint): Uint8Array =>
  sequence(integer(1n), messageImprint(digest), integer(nonce), boolean(true));

/** What the client reads from a granted TimeStampResp. */
export interface TimeStampReply {
  /** The TimeStampToken (a CMS ContentInfo), DER. */
  readonly token: Uint8Array;
  readonly genTime: string;
  readonly hashAlgorithm: string;
  readonly hashedMessage: Uint8Array;
  readonly nonce: bigint | null;
}

const statusProblem = (statusInfo: Element): string | null => {
  const [status, ...rest] = childrenOf(expectTag(statusInfo, Tag.sequence, "PKIStatusInfo"));
  const code = readInteger(expectTag(status, Tag.integer, "PKIStatus"));
  if (code === 0n || code === 1n) return null;
  const texts: string[] = [];
  for (const part of rest) {
    if (part.tag === Tag.sequence) {
      for (const text of childrenOf(part)) texts.push(new TextDecoder().decode(text.value));
    } else if (part.tag === Tag.bitString && part.value.length > 1) {
      part.value.subarray(1).forEach((byte, i) => {
        for (let bit = 0; bit < 8; bit++) {
          if (byte & (0x80 >> bit)) texts.push(FAILURE_BITS[i * 8 + bit] ?? `failure bit ${i * 8 + bit}`);
        }
      });
    }
  }
  const name = PKI_STATUS[Number(code)] ?? `status ${code}`;
  return texts.length > 0 ? `${name} (${texts.join("; ")})` : name;
};

/** Reads a TimeStampResp (RFC 3161 §2.4.2) down to the TSTInfo inside its token; throws TsaError. */
export const readTimeStampReply = (reply: Uint8Array): TimeStampReply => {
  try {
    const [statusInfo, token] = childrenOf(expectTag(readElement(reply), Tag.sequence, "TimeStampResp"));
    const problem = statusProblem(expectTag(statusInfo, Tag.sequence, "PKIStatusInfo"));
    if (problem) throw new TsaError(`the authority did not grant the timestamp: ${problem}`);
    // ContentInfo { contentType id-signedData, content [0] EXPLICIT SignedData }
    const [contentType, content] = childrenOf(expectTag(token, Tag.sequence, "TimeStampToken"));
    if (readOid(expectTag(contentType, Tag.oid, "contentType")) !== SIGNED_DATA_OID) {
      throw new TsaError("the token is not CMS SignedData");
    }
    const [signedData] = childrenOf(expectTag(content, Tag.context0, "content"));
    // SignedData { version, digestAlgorithms, encapContentInfo, … }
    const [, , encapContentInfo] = childrenOf(expectTag(signedData, Tag.sequence, "SignedData"));
    const [eContentType, eContent] = childrenOf(
      expectTag(encapContentInfo, Tag.sequence, "encapContentInfo"),
    );
    if (readOid(expectTag(eContentType, Tag.oid, "eContentType")) !== TST_INFO_OID) {
      throw new TsaError("the token does not hold a TSTInfo");
    }
    const [octets] = childrenOf(expectTag(eContent, Tag.context0, "eContent"));
    if (!octets) throw new DerError("eContent is empty");
    const tstInfo = readElement(readOctetString(octets));
    // TSTInfo { version, policy, messageImprint, serialNumber, genTime, accuracy?, ordering?, nonce?, … }
    const [, , imprint, , genTime, ...optional] = childrenOf(expectTag(tstInfo, Tag.sequence, "TSTInfo"));
    const [algorithm, hashed] = childrenOf(expectTag(imprint, Tag.sequence, "messageImprint"));
    const [algorithmOid] = childrenOf(expectTag(algorithm, Tag.sequence, "hashAlgorithm"));
    const nonce = optional.find((element) => element.tag === Tag.integer);
    return {
      token: Uint8Array.from(token?.encoded ?? []),
      genTime: readGeneralizedTime(expectTag(genTime, Tag.generalizedTime, "genTime")),
      hashAlgorithm: readOid(expectTag(algorithmOid, Tag.oid, "hashAlgorithm")),
      hashedMessage: Uint8Array.from(expectTag(hashed, Tag.octetString, "hashedMessage").value),
      nonce: nonce ? readInteger(nonce) : null,
    };
  } catch (error) {
    if (error instanceof DerError) throw new TsaError(`not a time-stamp reply: ${error.message}`);
    throw error;
  }
};

/** A random 64-bit nonce, so that an old reply cannot be passed off as the answer to this request. */
const newNonce = (): bigint => BigInt(`0x${randomBytes(8).toString("hex")}`);

const readBody = async (response: Response, url: string): Promise<Uint8Array> => {
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > MAX_REPLY_BYTES)
    throw new TsaError(`${url} answered ${length} bytes: too large for a time-stamp reply`);
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.length > MAX_REPLY_BYTES) throw new TsaError(`${url} answered ${body.length} bytes: too large`);
  return body;
};

/**
 * The authority's address as it may be shown, and the credentials it may carry. Authorities that charge
 * ask for HTTP Basic authentication, given as `https://user:password@tsa.example/tsr`: the user and
 * password are sent in an Authorization header, and never stored with a head (whose `authority` anyone can
 * read through the public calls), logged or put in an error message.
 */
export const tsaEndpoint = (url: string): { readonly url: string; readonly authorization: string | null } => {
  const parsed = new URL(url);
  if (parsed.username === "" && parsed.password === "") return { url, authorization: null };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = "";
  parsed.password = "";
  return { url: parsed.href, authorization: `Basic ${Buffer.from(credentials, "utf8").toString("base64")}` };
};

/** A Timestamper asking the RFC 3161 authority at `address` (HTTP POST, application/timestamp-query). */
export const createTsaClient = (address: string, options: TsaClientOptions = {}): Timestamper => {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { url, authorization } = tsaEndpoint(address);
  return async (message) => {
    const digest = new Uint8Array(createHash("sha256").update(message).digest());
    const nonce = newNonce();
    const signal = AbortSignal.timeout(timeoutMs);
    let reply: Uint8Array;
    try {
      const response = await send(url, {
        method: "POST",
        headers: {
          "content-type": "application/timestamp-query",
          accept: "application/timestamp-reply",
          ...(authorization === null ? {} : { authorization }),
        },
        body: timeStampRequest(digest, nonce) as Uint8Array<ArrayBuffer>,
        signal,
      });
      if (!response.ok) throw new TsaError(`${url} answered HTTP ${response.status}`);
      const type = response.headers.get("content-type") ?? "(none)";
      // application/timestamp-response is the name an early draft used; some authorities still send it.
      if (!/^application\/timestamp-(reply|response)\s*(;|$)/i.test(type)) {
        throw new TsaError(`${url} answered ${type}, not application/timestamp-reply`);
      }
      reply = await readBody(response, url);
    } catch (error) {
      if (error instanceof TsaError) throw error;
      if (signal.aborted) throw new TsaError(`${url} did not answer within ${timeoutMs} ms`);
      throw new TsaError(
        `${url} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const answer = readTimeStampReply(reply);
    if (answer.hashAlgorithm !== SHA256_OID || !equalBytes(answer.hashedMessage, digest)) {
      throw new TsaError(`${url} timestamped something else than the SHA-256 it was sent`);
    }
    if (answer.nonce !== nonce) throw new TsaError(`${url} answered with another request's nonce`);
    return { authority: url, token: toBase64(answer.token), time: answer.genTime };
  };
};
