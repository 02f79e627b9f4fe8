import { Context, Effect, Layer, type Schema } from "effect";
import {
  ConsistencyProof,
  HashLookup,
  InclusionProof,
  LogPublicKey,
  ProofCertificate,
  SignedTreeHead,
} from "../../../contracts/schema/proof.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { fileOf, jsonOf, type DownloadedFile } from "../http-client/downloaded-file.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** A downloaded certificate: the file as the server issued it, and what it says, decoded. */
export interface DownloadedCertificate extends DownloadedFile {
  readonly certificate: ProofCertificate;
}

/** Where the log publishes its key: outside /api, so that anyone can fetch it without an API key. */
export const LOG_KEY_URL = "/.well-known/avow-log-key.json";

const withQuery = (path: string, params: Record<string, number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  return `${path}?${query.toString()}`;
};

const certificateUrl = (accountUuid: string, documentUuid: string) =>
  `/api/account/${encodeURIComponent(accountUuid)}/doc/${encodeURIComponent(documentUuid)}/certificate`;

/**
 * Avow's proof log (issue 9): the public calls anyone may make without signing in (tree head, inclusion and
 * consistency proofs, look-up by content hash, the log's key), and a document's certificate for those who may
 * read the document.
 */
export class ProofApi extends Context.Service<
  ProofApi,
  {
    /** The latest signed tree head. */
    readonly treeHead: () => Effect.Effect<SignedTreeHead, ApiFailure>;
    /**
     * The entry at `leafIndex` and its audit path to the signed head of `treeSize` (the latest signed size
     * when left out). Invalid 400 `proof_out_of_range` for a leaf or size outside the signed log.
     */
    readonly inclusion: (leafIndex: number, treeSize?: number) => Effect.Effect<InclusionProof, ApiFailure>;
    /** The consistency proof between two signed sizes (`second` defaults to the latest). */
    readonly consistency: (first: number, second?: number) => Effect.Effect<ConsistencyProof, ApiFailure>;
    /** Whether content with this SHA-256 (lower-case hex) is in the latest signed head, and where first. */
    readonly lookup: (sha256: string) => Effect.Effect<HashLookup, ApiFailure>;
    /** The log's public key, from /.well-known/avow-log-key.json. */
    readonly publicKey: () => Effect.Effect<LogPublicKey, ApiFailure>;
    /**
     * A document's certificate as JSON. Invalid 409 `proof_pending` while its leaf awaits a signed head;
     * NotFound `not_logged` for a document recorded before the log existed.
     */
    readonly certificate: (
      accountUuid: string,
      documentUuid: string,
    ) => Effect.Effect<DownloadedCertificate, ApiFailure>;
    /** The same certificate as a PDF, with the same failures. */
    readonly certificatePdf: (
      accountUuid: string,
      documentUuid: string,
    ) => Effect.Effect<DownloadedFile, ApiFailure>;
  }
>()("avow/services/proof/ProofApi") {
  static readonly layer = Layer.effect(
    ProofApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      const get = <S extends Schema.ConstraintDecoder<unknown>>(url: string, schema: S) =>
        http.execute({ method: "GET", url }).pipe(Effect.flatMap(decodeResponse(schema)));
      return ProofApi.of({
        treeHead: () => get("/api/proof/tree-head", SignedTreeHead),
        inclusion: (leafIndex, treeSize) =>
          get(withQuery("/api/proof/inclusion", { leafIndex, treeSize }), InclusionProof),
        consistency: (first, second) =>
          get(withQuery("/api/proof/consistency", { first, second }), ConsistencyProof),
        lookup: (sha256) => get(`/api/proof/lookup/${encodeURIComponent(sha256)}`, HashLookup),
        publicKey: () => get(LOG_KEY_URL, LogPublicKey),
        certificate: (accountUuid, documentUuid) =>
          http.download(certificateUrl(accountUuid, documentUuid)).pipe(
            Effect.flatMap(fileOf("certificate.avow-certificate.json")),
            // The bytes are saved as issued; what they say is decoded first, so nothing untyped passes.
            Effect.flatMap((file) =>
              jsonOf(ProofCertificate)(file.blob).pipe(
                Effect.map((certificate) => ({ ...file, certificate })),
              ),
            ),
          ),
        certificatePdf: (accountUuid, documentUuid) =>
          http
            .download(`${certificateUrl(accountUuid, documentUuid)}.pdf`)
            .pipe(Effect.flatMap(fileOf("certificate.pdf"))),
      });
    }),
  );
}
