import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import type {
  InclusionProof,
  LogPublicKey,
  ProofCertificate,
  SignedTreeHead,
} from "../../../contracts/schema/proof.ts";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import { ProofApi } from "./proof.ts";

const SHA = "3e211369b19ed9bcd79b6a2ad93fa27b20e50817621e95282d008b3223576b7f";
const HEAD: SignedTreeHead = {
  treeSize: 3,
  rootHash: "b".repeat(64),
  timestamp: "2026-11-22T09:00:01.000Z",
  signature: "c2lnbmF0dXJl",
  keyId: "d".repeat(64),
  timestampToken: null,
};
const KEY: LogPublicKey = {
  algorithm: "Ed25519",
  publicKey: "a2V5",
  spki: "c3BraQ==",
  keyId: "d".repeat(64),
};
const ENTRY = {
  kind: "document",
  sha256: SHA,
  recordedAt: "2026-11-22T09:00:00.000Z",
  reference: "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e",
} as const;
const INCLUSION: InclusionProof = {
  leafIndex: 0,
  treeSize: 3,
  entry: ENTRY,
  auditPath: ["e".repeat(64), "f".repeat(64)],
  treeHead: HEAD,
};
const CERTIFICATE: ProofCertificate = {
  format: "avow-certificate/1",
  fileName: "What happened.txt",
  size: 23,
  entry: ENTRY,
  leafIndex: 0,
  auditPath: INCLUSION.auditPath,
  treeHead: HEAD,
  publicKey: KEY,
  verifyUrl: "https://avow.example/verify",
  issuedAt: "2026-11-22T10:00:00.000Z",
};
const ACCOUNT = "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e";
const DOC = "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e";

const run = <A, E>(
  respond: (url: string, init?: RequestInit) => Response,
  use: (proof: ProofApi["Service"]) => Effect.Effect<A, E>,
  options: { readonly authToken?: string | null } = {},
) =>
  runService(
    ProofApi.layer,
    respond,
    Effect.gen(function* () {
      return yield* use(yield* ProofApi);
    }),
    options,
  );

describe("ProofApi", () => {
  it("reads the tree head, the log key, a look-up, and proofs on their paths, decoded", async () => {
    const { exit, calls } = await run(
      (url) =>
        url.startsWith("/api/proof/tree-head")
          ? jsonResponse(200, HEAD)
          : url.startsWith("/.well-known/")
            ? jsonResponse(200, KEY)
            : url.startsWith("/api/proof/lookup/")
              ? jsonResponse(200, {
                  recorded: true,
                  leafIndex: 0,
                  recordedAt: ENTRY.recordedAt,
                })
              : url.startsWith("/api/proof/inclusion")
                ? jsonResponse(200, INCLUSION)
                : jsonResponse(200, { first: 1, second: 3, proof: ["a".repeat(64)] }),
      (p) =>
        Effect.all([
          p.treeHead(),
          p.publicKey(),
          p.lookup(SHA),
          p.inclusion(0),
          p.inclusion(2, 3),
          p.consistency(1),
          p.consistency(1, 3),
        ]),
      { authToken: null },
    );
    expect(Exit.isSuccess(exit) && exit.value[0]).toEqual(HEAD);
    expect(Exit.isSuccess(exit) && exit.value[1]).toEqual(KEY);
    expect(Exit.isSuccess(exit) && exit.value[2]).toEqual({
      recorded: true,
      leafIndex: 0,
      recordedAt: ENTRY.recordedAt,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /api/proof/tree-head",
      "GET /.well-known/avow-log-key.json",
      `GET /api/proof/lookup/${SHA}`,
      "GET /api/proof/inclusion?leafIndex=0",
      "GET /api/proof/inclusion?leafIndex=2&treeSize=3",
      "GET /api/proof/consistency?first=1",
      "GET /api/proof/consistency?first=1&second=3",
    ]);
  });

  it("refuses an answer that breaks the contract, and maps the log's refusals", async () => {
    const badHash = await run(
      () => jsonResponse(200, { ...HEAD, rootHash: "XYZ" }),
      (p) => p.treeHead(),
    );
    expect(JSON.stringify(badHash.exit)).toContain('"invalid_response"');
    const outOfRange = await run(
      () => jsonResponse(400, { error: "proof_out_of_range", message: "The log has 3 entries." }),
      (p) => p.inclusion(999),
    );
    expect(JSON.stringify(outOfRange.exit)).toContain('"Invalid"');
    expect(JSON.stringify(outOfRange.exit)).toContain('"proof_out_of_range"');
    const limited = await run(
      () => jsonResponse(429, { error: "rate_limited", message: "Slow down." }),
      (p) => p.lookup(SHA),
    );
    expect(JSON.stringify(limited.exit)).toContain('"status":429');
  });

  it("downloads a certificate as issued, with what it says decoded", async () => {
    const issued = JSON.stringify(CERTIFICATE, null, 2);
    const { exit, calls } = await run(
      () =>
        new Response(issued, {
          status: 200,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "content-disposition": `attachment; filename="What happened.txt.avow-certificate.json"`,
          },
        }),
      (p) => p.certificate(ACCOUNT, DOC),
    );
    expect(calls[0]?.url).toBe(`/api/account/${ACCOUNT}/doc/${DOC}/certificate`);
    expect(Exit.isSuccess(exit) && exit.value.fileName).toBe("What happened.txt.avow-certificate.json");
    expect(Exit.isSuccess(exit) && exit.value.certificate).toEqual(CERTIFICATE);
    expect(Exit.isSuccess(exit) && (await exit.value.blob.text())).toBe(issued);
  });

  it("refuses a certificate that is not one", async () => {
    const { exit } = await run(
      () => jsonResponse(200, { ...CERTIFICATE, format: "something-else" }),
      (p) => p.certificate(ACCOUNT, DOC),
    );
    expect(Exit.isFailure(exit)).toBe(true);
    expect(JSON.stringify(exit)).toContain('"invalid_response"');
  });

  it("downloads the PDF, and says when the proof is pending or the document was never logged", async () => {
    const pdf = await run(
      () =>
        new Response("%PDF-1.7", {
          status: 200,
          headers: {
            "content-type": "application/pdf",
            "content-disposition": `attachment; filename="cert.pdf"`,
          },
        }),
      (p) => p.certificatePdf(ACCOUNT, DOC),
    );
    expect(pdf.calls[0]?.url).toBe(`/api/account/${ACCOUNT}/doc/${DOC}/certificate.pdf`);
    expect(Exit.isSuccess(pdf.exit) && pdf.exit.value.contentType).toBe("application/pdf");
    const pending = await run(
      () => jsonResponse(409, { error: "proof_pending", message: "Soon." }),
      (p) => p.certificatePdf(ACCOUNT, DOC),
    );
    expect(JSON.stringify(pending.exit)).toContain('"proof_pending"');
    expect(JSON.stringify(pending.exit)).toContain('"status":409');
    const notLogged = await run(
      () => jsonResponse(404, { error: "not_logged", message: "Before the log." }),
      (p) => p.certificate(ACCOUNT, DOC),
    );
    expect(JSON.stringify(notLogged.exit)).toContain('"NotFound"');
    expect(JSON.stringify(notLogged.exit)).toContain('"not_logged"');
  });
});
