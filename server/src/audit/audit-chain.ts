import { Schema } from "effect";
import { AuditDetails, type AuditProblem } from "../../../contracts/schema/audit.ts";
import type { Db } from "../db/database.ts";
import { GENESIS_HASH, hashAuditEvent } from "./audit-event-format.ts";
import { accountsWithTrails, headOf, inSnapshot } from "./audit.repository.ts";
import type { AuditEventRow, AuditHeadRow } from "./audit.table.ts";

const BATCH = 1000;
const decodeDetails = Schema.decodeUnknownOption(Schema.fromJsonString(AuditDetails));

/** The hash an event's stored fields give, or null when they cannot even be encoded (edited into nonsense). */
const recomputedHash = (row: AuditEventRow): string | null => {
  const details = decodeDetails(row.details);
  if (details._tag === "None") return null;
  try {
    return hashAuditEvent({
      accountUuid: row.account_uuid,
      seq: Number(row.seq),
      occurredAt: row.occurred_at,
      actorUuid: row.actor_uuid,
      actorRole: row.actor_role,
      action: row.action,
      subject: row.subject,
      details: details.value,
      prevHash: row.prev_hash,
    });
  } catch {
    return null;
  }
};

/**
 * Walks one account's events in number order and says what does not check out: an event whose hash is not
 * that of its fields (edited), a number missing (removed), an event that does not name its predecessor's
 * hash (removed or reordered), and a chain that ends before or after its head (its last events removed,
 * or events added behind the head's back). Reads the chain in batches, so a long one never sits in memory,
 * all in one snapshot (inside the caller's transaction, or one of its own).
 */
export const checkAccountChain = (db: Db, accountUuid: string): Promise<AuditProblem[]> =>
  db.isTransaction ? checkChain(db, accountUuid) : inSnapshot(db, (tx) => checkChain(tx, accountUuid));

const checkChain = async (db: Db, accountUuid: string): Promise<AuditProblem[]> => {
  const problems: AuditProblem[] = [];
  const problem = (seq: number, code: AuditProblem["problem"]) =>
    problems.push({ accountUuid, seq, problem: code });
  let expectedSeq = 1;
  let previousHash = GENESIS_HASH;
  let last: { seq: number; hash: string } | null = null;
  for (;;) {
    const rows = await db
      .selectFrom("audit_events")
      .selectAll()
      .where("account_uuid", "=", accountUuid)
      .where("seq", ">=", expectedSeq)
      .orderBy("seq")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const seq = Number(row.seq);
      if (recomputedHash(row) !== row.hash) problem(seq, "hash_mismatch");
      // After a gap the link is broken by definition: the gap says it once.
      if (seq !== expectedSeq) problem(seq, "missing_seq");
      else if (row.prev_hash !== previousHash) problem(seq, "broken_link");
      expectedSeq = seq + 1;
      previousHash = row.hash;
      last = { seq, hash: row.hash };
    }
    if (rows.length < BATCH) break;
  }
  checkHead(await headOf(db, accountUuid), last, problem);
  return problems;
};

const checkHead = (
  head: AuditHeadRow | undefined,
  last: { seq: number; hash: string } | null,
  problem: (seq: number, code: AuditProblem["problem"]) => void,
): void => {
  const lastSeq = last?.seq ?? 0;
  const headSeq = head ? Number(head.last_seq) : 0;
  if (headSeq > lastSeq) problem(lastSeq + 1, "missing_tail");
  else if (headSeq < lastSeq) problem(headSeq + 1, "head_mismatch");
  else if (last && head?.last_hash !== last.hash) problem(lastSeq, "head_mismatch");
};

/**
 * Checks the audit chain of one account, or of every account that has one: every problem found, in
 * account then number order; an empty list means every chain is intact. (The integrity command's check.)
 */
export const verifyAuditChain = async (db: Db, accountUuid?: string): Promise<AuditProblem[]> => {
  const accounts = accountUuid === undefined ? await accountsWithTrails(db) : [accountUuid];
  const problems: AuditProblem[] = [];
  for (const account of accounts) problems.push(...(await checkAccountChain(db, account)));
  return problems;
};

/** The first event where the chain does not check out, or null. */
export const brokenAtOf = (problems: ReadonlyArray<AuditProblem>): number | null =>
  problems.length === 0 ? null : Math.min(...problems.map((p) => p.seq));
