import { createHash, createPublicKey, verify } from "node:crypto";
import fs from "node:fs";
import { toHex } from "../../../contracts/proof/bytes.ts";
import { decodeEntry, treeHeadMessage } from "../../../contracts/proof/log-format.ts";
import { isDocumentCategory } from "../../../contracts/schema/documents.ts";
import { verifyConsistency } from "../../../contracts/proof/merkle.ts";
import { verifyAuditChain } from "../audit/audit-chain.ts";
import type { Db } from "../db/database.ts";
import { createDocumentStorage } from "../documents/document-storage.ts";
import { logKindOf } from "../documents/document-store.ts";
import { integer, sequence } from "./der.ts";
import { logKeyPath, loadOrCreateLogKey } from "./log-key.ts";
import { hashLeaf, MerkleTree } from "./merkle-tree.ts";
import { reportDigest } from "./report-digest.ts";
import { readTimeStampReply } from "./tsa-client.ts";

/**
 * `npm run integrity` and the admins' integrity view (issue 9): re-hashes every stored file, rebuilds the
 * Merkle tree from the stored leaves, checks every signed tree head (signature, key, root, order) and the
 * consistency between successive heads, that every document and contradiction report has its leaf with
 * the same hash, and every account's audit chain. Read only: it never repairs anything, it says what is
 * wrong.
 */

export type IntegrityArea = "key" | "file" | "document" | "leaf" | "tree-head" | "report" | "queue" | "audit";

export interface IntegrityProblem {
  readonly area: IntegrityArea;
  /** What the problem is about: a leaf index, a document or report uuid, a tree head id, an account. */
  readonly subject: string;
  readonly problem: string;
  /** The organisation whose data it concerns, when it concerns one (the admin view shows only its own). */
  readonly organisationUuid: string | null;
}

export interface IntegrityCounts {
  readonly files: number;
  readonly documents: number;
  readonly leaves: number;
  readonly treeHeads: number;
  readonly reports: number;
  readonly queued: number;
  readonly auditAccounts: number;
}

export interface IntegrityReport {
  readonly checkedAt: string;
  readonly ok: boolean;
  readonly counts: IntegrityCounts;
  readonly problems: ReadonlyArray<IntegrityProblem>;
  /** The latest signed tree head's size and root, when there is one that checks out. */
  readonly treeSize: number;
  readonly rootHash: string | null;
}

export interface IntegrityInput {
  readonly db: Db;
  readonly dataDir: string;
  readonly now?: () => Date;
  /** Queued entries older than this are reported: the sequencer is not running (10 minutes by default). */
  readonly stalledAfterMs?: number;
  /**
   * Runs after the heads, rows and queue are read and before the leaves are: the moment a server writing
   * meanwhile matters most (tests write there).
   */
  readonly afterSnapshot?: () => Promise<void>;
}

const PAGE = 10_000;

const fileSha256 = async (file: string): Promise<string> => {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
};

export const checkIntegrity = async (input: IntegrityInput): Promise<IntegrityReport> => {
  const { db, dataDir } = input;
  const now = input.now ?? (() => new Date());
  const problems: IntegrityProblem[] = [];
  const note = (
    area: IntegrityArea,
    subject: string,
    problem: string,
    organisationUuid: string | null = null,
  ) => problems.push({ area, subject, problem, organisationUuid });

  // --- What is read first, in this order, so that a server writing meanwhile raises no false alarm ---
  // Heads before leaves: leaves only grow, so every head read is within the leaves read after it. Rows
  // before the queue, the queue before the leaves: an entry moves from the queue to the leaves in one
  // transaction, so each row read has its entry in the queue read, or else in the leaves read after it.
  const heads = await db.selectFrom("proof_tree_heads").selectAll().orderBy("id").execute();
  const documents = await db
    .selectFrom("documents as d")
    .innerJoin("accounts as a", "a.uuid", "d.account_uuid")
    .select(["d.uuid", "d.sha256", "d.category", "d.origin", "a.organisation_uuid"])
    .orderBy("d.uuid")
    .execute();
  const reports = await Promise.all(
    (
      await db
        .selectFrom("contradiction_reports as r")
        .innerJoin("accounts as a", "a.uuid", "r.account_uuid")
        .selectAll("r")
        .select("a.organisation_uuid")
        .execute()
    ).map(async (report) => ({
      report,
      findings: await db
        .selectFrom("contradiction_findings")
        .selectAll()
        .where("report_uuid", "=", report.uuid)
        .execute(),
    })),
  );
  const queued = await db.selectFrom("proof_queue").select(["id", "entry", "created_at"]).execute();
  await input.afterSnapshot?.();

  // --- Leaves: contiguous, each one's columns those of its entry, its hash that of its entry ----------
  const tree = new MerkleTree();
  /** reference → what its leaf recorded (the first leaf, when several name it). */
  const leafOfReference = new Map<string, { kind: string; sha256: string; index: number }>();
  for (let from = 0; ;) {
    const rows = await db
      .selectFrom("proof_leaves")
      .select(["leaf_index", "entry", "kind", "content_sha256", "recorded_at", "reference", "leaf_hash"])
      .where("leaf_index", ">=", from)
      .orderBy("leaf_index")
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const index = Number(row.leaf_index);
      if (index !== tree.size) {
        note("leaf", String(tree.size), `leaf ${tree.size} is missing (the next stored leaf is ${index})`);
        // The tree is rebuilt from what is there; every head past the gap will fail to match.
      }
      const entryBytes = new TextEncoder().encode(row.entry);
      const recomputed = hashLeaf(entryBytes);
      tree.appendLeafHash(recomputed);
      if (toHex(recomputed) !== row.leaf_hash)
        note("leaf", String(index), "its stored hash is not its entry's");
      const entry = decodeEntry(row.entry);
      if (!entry) {
        note("leaf", String(index), "its entry is not a well-formed log entry");
        continue;
      }
      if (
        entry.kind !== row.kind ||
        entry.sha256 !== row.content_sha256 ||
        entry.recordedAt !== row.recorded_at ||
        entry.reference !== row.reference
      ) {
        note("leaf", String(index), "its columns disagree with its entry");
      }
      if (!leafOfReference.has(entry.reference)) {
        leafOfReference.set(entry.reference, { kind: entry.kind, sha256: entry.sha256, index });
      }
    }
    if (rows.length < PAGE) break;
    from = Number(rows[rows.length - 1]?.leaf_index ?? from) + 1;
  }

  // --- The key and the signed tree heads --------------------------------------------------------------
  let key: ReturnType<typeof loadOrCreateLogKey>["key"] | null = null;
  if (fs.existsSync(logKeyPath(dataDir))) {
    try {
      key = loadOrCreateLogKey(dataDir).key;
    } catch (error) {
      note("key", logKeyPath(dataDir), (error as Error).message);
    }
  } else if (heads.length > 0) {
    note("key", logKeyPath(dataDir), "the log key is missing, so no tree head can be checked");
  }
  const publicKey = key ? createPublicKey({ key: Buffer.from(key.spki), format: "der", type: "spki" }) : null;
  let previous: { id: number; size: number; timestamp: string; root: Uint8Array } | null = null;
  let latestGood: { size: number; root: string } | null = null;
  for (const head of heads) {
    const id = `#${head.id}`;
    const size = Number(head.tree_size);
    let message: Uint8Array | null = null;
    try {
      message = treeHeadMessage({ treeSize: size, rootHash: head.root_hash, timestamp: head.timestamp });
    } catch (error) {
      note("tree-head", id, `it is malformed: ${(error as Error).message}`);
    }
    // Good only once its signature is checked: without the key, no head checks out.
    let good = message !== null && publicKey !== null;
    if (message && publicKey && key) {
      if (head.key_id !== key.keyId) {
        note("tree-head", id, `it names key ${head.key_id}, not the log's key ${key.keyId}`);
        good = false;
      }
      const signature = Buffer.from(head.signature, "base64");
      // Base64 that does not re-encode to itself (changed padding bits) is not what was signed and stored.
      if (
        signature.toString("base64") !== head.signature ||
        signature.length !== 64 ||
        !verify(null, message, publicKey, signature)
      ) {
        note("tree-head", id, "its signature is not the log key's");
        good = false;
      }
    }
    let root: Uint8Array | null = null;
    if (size > tree.size) {
      note("tree-head", id, `it signs ${size} entries but only ${tree.size} leaves are stored`);
      good = false;
    } else if (Number.isSafeInteger(size) && size >= 0) {
      root = tree.root(size);
      if (toHex(root) !== head.root_hash) {
        note("tree-head", id, `its root is not the root of the stored leaves at size ${size}`);
        good = false;
      }
    }
    if (head.tsa_token !== null && message) {
      try {
        if (Buffer.from(head.tsa_token, "base64").toString("base64") !== head.tsa_token) {
          throw new Error("it is not canonical base64");
        }
        // The stored token is the reply's TimeStampToken: re-wrapped as a granted reply to be read.
        const reply = readTimeStampReply(
          sequence(sequence(integer(0n)), new Uint8Array(Buffer.from(head.tsa_token, "base64"))),
        );
        const imprint = createHash("sha256").update(message).digest();
        if (!imprint.equals(Buffer.from(reply.hashedMessage))) {
          note("tree-head", id, "its RFC 3161 token time-stamps another message");
        } else if (head.tsa_time !== reply.genTime) {
          note("tree-head", id, "its time-stamp time is not the token's");
        }
      } catch (error) {
        note("tree-head", id, `its RFC 3161 token cannot be read: ${(error as Error).message}`);
      }
    }
    if (previous && root) {
      if (size < previous.size)
        note("tree-head", id, `the log shrank from ${previous.size} to ${size} entries`);
      else if (head.timestamp < previous.timestamp) {
        note("tree-head", id, "it is signed earlier than the head before it");
      } else if (
        !(await verifyConsistency(
          previous.size,
          size,
          previous.root,
          root,
          tree.consistencyProof(previous.size, size),
        ))
      ) {
        note("tree-head", id, `it is not consistent with head #${previous.id}`);
      }
    }
    if (root && Number.isSafeInteger(size)) previous = { id: head.id, size, timestamp: head.timestamp, root };
    if (good && root) latestGood = { size, root: toHex(root) };
  }

  // --- Documents and their files ---------------------------------------------------------------------
  const storage = createDocumentStorage(dataDir);
  const queuedReferences = new Set(queued.map((row) => decodeEntry(row.entry)?.reference ?? ""));
  /** What is wrong with each stored file (null: nothing), by SHA-256: a file documents share is read once. */
  const fileProblems = new Map<string, string | null>();
  /** `<sha256> <organisation>` of each problem noted: every organisation using a bad file hears of it once. */
  const fileNotes = new Set<string>();
  for (const document of documents) {
    const org = document.organisation_uuid;
    if (!/^[0-9a-f]{64}$/.test(document.sha256)) {
      note("document", document.uuid, "its recorded SHA-256 is malformed", org);
    } else {
      let problem = fileProblems.get(document.sha256);
      if (problem === undefined) {
        const file = storage.objectPath(document.sha256);
        if (!fs.existsSync(file)) {
          // Deleted since the rows were read (with its last document), or missing: the database says which.
          const stillNamed = await db
            .selectFrom("documents")
            .select("uuid")
            .where("sha256", "=", document.sha256)
            .executeTakeFirst();
          problem = stillNamed ? "the stored file is missing" : null;
        } else {
          problem =
            (await fileSha256(file)) === document.sha256
              ? null
              : "the stored file's bytes are not the recorded ones";
        }
        fileProblems.set(document.sha256, problem);
      }
      // Documents of several organisations may share one file: each of them is told (the view shows an
      // admin only their own organisation's problems).
      if (problem !== null && !fileNotes.has(`${document.sha256} ${org}`)) {
        fileNotes.add(`${document.sha256} ${org}`);
        note("file", document.sha256, problem, org);
      }
    }
    const leaf = leafOfReference.get(document.uuid);
    if (!leaf) {
      if (!queuedReferences.has(document.uuid)) note("document", document.uuid, "it has no log entry", org);
    } else if (leaf.sha256 !== document.sha256) {
      note("document", document.uuid, `its SHA-256 is not the one leaf ${leaf.index} recorded`, org);
    } else if (!isDocumentCategory(document.category)) {
      note("document", document.uuid, `its category ${document.category} is not one Avow knows`, org);
    } else if (leaf.kind !== logKindOf({ category: document.category, origin: document.origin })) {
      note("document", document.uuid, `leaf ${leaf.index} recorded it as a ${leaf.kind}`, org);
    }
  }

  // --- Contradiction reports ------------------------------------------------------------------------
  for (const { report, findings } of reports) {
    const leaf = leafOfReference.get(report.uuid);
    let digest: string | null = null;
    try {
      digest = reportDigest(report, findings);
    } catch (error) {
      note("report", report.uuid, `it cannot be read: ${(error as Error).message}`, report.organisation_uuid);
    }
    if (!leaf) {
      if (!queuedReferences.has(report.uuid)) {
        note("report", report.uuid, "it has no log entry", report.organisation_uuid);
      }
    } else if (digest !== null && leaf.sha256 !== digest) {
      note(
        "report",
        report.uuid,
        `it is not the report leaf ${leaf.index} recorded`,
        report.organisation_uuid,
      );
    }
  }

  // --- The queue ------------------------------------------------------------------------------------
  const stalledBefore = new Date(now().getTime() - (input.stalledAfterMs ?? 10 * 60_000)).toISOString();
  for (const row of queued) {
    if (!decodeEntry(row.entry))
      note("queue", String(row.id), "a queued entry is not a well-formed log entry");
    else if (row.created_at < stalledBefore) {
      note(
        "queue",
        String(row.id),
        `queued since ${row.created_at} and not sequenced: is the server running?`,
      );
    }
  }

  // --- Audit trails -------------------------------------------------------------------------------
  const auditProblems = await verifyAuditChain(db);
  const organisations = new Map(
    (await db.selectFrom("accounts").select(["uuid", "organisation_uuid"]).execute()).map((a) => [
      a.uuid,
      a.organisation_uuid,
    ]),
  );
  for (const p of auditProblems) {
    note("audit", `${p.accountUuid} #${p.seq}`, p.problem, organisations.get(p.accountUuid) ?? null);
  }
  const auditAccounts = await db
    .selectFrom("audit_heads")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();

  return {
    checkedAt: now().toISOString(),
    ok: problems.length === 0,
    counts: {
      files: fileProblems.size,
      documents: documents.length,
      leaves: tree.size,
      treeHeads: heads.length,
      reports: reports.length,
      queued: queued.length,
      auditAccounts: Number(auditAccounts?.n ?? 0),
    },
    problems,
    treeSize: latestGood?.size ?? 0,
    rootHash: latestGood?.root ?? null,
  };
};
