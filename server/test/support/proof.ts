import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { fromHex } from "../../../contracts/proof/bytes.ts";
import { verifyTreeHeadSignature } from "../../../contracts/proof/log-format.ts";
import { verifyConsistency } from "../../../contracts/proof/merkle.ts";
import type {
  ConsistencyProof,
  HashLookup,
  InclusionProof,
  LogPublicKey,
  SignedTreeHead,
} from "../../../contracts/schema/proof.ts";
import type { Db } from "../../src/db/database.ts";
import { apiHeaders } from "./test-app.ts";

/** The proof log's public calls as a verifier makes them (API key, no session), each expected to answer 200. */
export const proofCalls = (app: FastifyInstance) => {
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: "GET", url, headers: apiHeaders() });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const query = (params: Record<string, number | undefined>) =>
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${String(value)}`)
      .join("&");
  return {
    treeHead: () => get<SignedTreeHead>("/api/proof/tree-head"),
    publicKey: async (): Promise<LogPublicKey> => {
      // Outside /api: no API key.
      const res = await app.inject({ method: "GET", url: "/.well-known/avow-log-key.json" });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LogPublicKey;
    },
    inclusion: (leafIndex: number, treeSize?: number) =>
      get<InclusionProof>(`/api/proof/inclusion?${query({ leafIndex, treeSize })}`),
    consistency: (first: number, second?: number) =>
      get<ConsistencyProof>(`/api/proof/consistency?${query({ first, second })}`),
    lookup: (sha256: string) => get<HashLookup>(`/api/proof/lookup/${sha256}`),
  };
};

/** Whether the head's signature is the key's. */
export const isSignedBy = (head: SignedTreeHead, key: LogPublicKey): Promise<boolean> =>
  verifyTreeHeadSignature(head, head.signature, key.publicKey);

/** Whether the consistency proof leads from `older` to `newer`. */
export const isConsistent = (
  older: SignedTreeHead,
  newer: SignedTreeHead,
  proof: ConsistencyProof,
): Promise<boolean> =>
  verifyConsistency(
    older.treeSize,
    newer.treeSize,
    fromHex(older.rootHash),
    fromHex(newer.rootHash),
    proof.proof.map(fromHex),
  );

/** The stored leaves, in index order, with their indexes as numbers. */
export const storedLeaves = async (db: Db) =>
  (await db.selectFrom("proof_leaves").selectAll().orderBy("leaf_index").execute()).map((row) => ({
    ...row,
    leaf_index: Number(row.leaf_index),
  }));

/** The leaves recorded for a reference (a document's or report's uuid). */
export const leavesOfReference = async (db: Db, reference: string) =>
  (await storedLeaves(db)).filter((leaf) => leaf.reference === reference);

/** How many entries wait in the queue. */
export const queuedCount = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom("proof_queue")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
