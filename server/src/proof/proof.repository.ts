import type { Insertable } from "kysely";
import type { Db } from "../db/database.ts";
import type { ProofLeafRow, ProofLeafTable, ProofTreeHeadRow, ProofTreeHeadTable } from "./proof.table.ts";

/** Queues an entry's text; called inside the transaction of the row it stands for. */
export const insertQueued = async (db: Db, entry: string, now: string): Promise<void> => {
  await db.insertInto("proof_queue").values({ entry, created_at: now }).execute();
};

/** The oldest queued entries, at most `limit`. */
export const oldestQueued = (db: Db, limit: number): Promise<Array<{ id: number; entry: string }>> =>
  db.selectFrom("proof_queue").select(["id", "entry"]).orderBy("id").limit(limit).execute();

export const deleteQueued = async (db: Db, ids: ReadonlyArray<number>): Promise<void> => {
  if (ids.length > 0) await db.deleteFrom("proof_queue").where("id", "in", ids).execute();
};

/** Whether a queued entry names this reference (its text ends with it: see encodeEntry). */
export const isReferenceQueued = async (db: Db, reference: string): Promise<boolean> =>
  (await db
    .selectFrom("proof_queue")
    .select("id")
    // References are lower-case letters, digits and hyphens: nothing LIKE reads as a wildcard.
    .where("entry", "like", `%\n${reference}`)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The number of leaves: one more than the largest index (indexes have no gaps). */
export const countLeaves = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom("proof_leaves")
    .select((eb) => eb.fn.max("leaf_index").as("last"))
    .executeTakeFirst();
  // max() of a bigint: a string from PostgreSQL, a number from SQLite, null on an empty table.
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

/** Leaf indexes and hashes from `from` on, in index order, at most `limit` (start-up reads them all). */
export const leafHashesFrom = async (
  db: Db,
  from: number,
  limit: number,
): Promise<Array<{ index: number; hash: string }>> =>
  (
    await db
      .selectFrom("proof_leaves")
      .select(["leaf_index", "leaf_hash"])
      .where("leaf_index", ">=", from)
      .orderBy("leaf_index")
      .limit(limit)
      .execute()
  ).map((row) => ({ index: Number(row.leaf_index), hash: row.leaf_hash }));

const LEAF_SLICE = 200;

export const insertLeaves = async (
  db: Db,
  leaves: ReadonlyArray<Insertable<ProofLeafTable>>,
): Promise<void> => {
  // In slices, so that a full batch stays under the databases' parameter limits.
  for (let i = 0; i < leaves.length; i += LEAF_SLICE) {
    await db
      .insertInto("proof_leaves")
      .values(leaves.slice(i, i + LEAF_SLICE))
      .execute();
  }
};

export const findLeaf = (db: Db, leafIndex: number): Promise<ProofLeafRow | undefined> =>
  db.selectFrom("proof_leaves").selectAll().where("leaf_index", "=", leafIndex).executeTakeFirst();

/** The first leaf (lowest index) below `size` whose content has this SHA-256. */
export const firstLeafWithContent = (
  db: Db,
  sha256: string,
  size: number,
): Promise<ProofLeafRow | undefined> =>
  db
    .selectFrom("proof_leaves")
    .selectAll()
    .where("content_sha256", "=", sha256)
    .where("leaf_index", "<", size)
    .orderBy("leaf_index")
    .limit(1)
    .executeTakeFirst();

/** The first leaf recorded for this reference, with this content when `sha256` is given. */
export const firstLeafOfReference = (
  db: Db,
  reference: string,
  sha256?: string,
): Promise<ProofLeafRow | undefined> => {
  let query = db.selectFrom("proof_leaves").selectAll().where("reference", "=", reference);
  if (sha256 !== undefined) query = query.where("content_sha256", "=", sha256);
  return query.orderBy("leaf_index").limit(1).executeTakeFirst();
};

export const insertTreeHead = async (db: Db, head: Insertable<ProofTreeHeadTable>): Promise<number> => {
  const row = await db.insertInto("proof_tree_heads").values(head).returning("id").executeTakeFirstOrThrow();
  return row.id;
};

export const saveTimestampToken = async (
  db: Db,
  id: number,
  token: { authority: string; token: string; time: string },
): Promise<void> => {
  await db
    .updateTable("proof_tree_heads")
    .set({ tsa_authority: token.authority, tsa_token: token.token, tsa_time: token.time })
    .where("id", "=", id)
    .execute();
};

/** The head signed last. */
export const latestTreeHead = (db: Db): Promise<ProofTreeHeadRow | undefined> =>
  db.selectFrom("proof_tree_heads").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();

/** The head signed last among those of this size. */
export const treeHeadOfSize = (db: Db, size: number): Promise<ProofTreeHeadRow | undefined> =>
  db
    .selectFrom("proof_tree_heads")
    .selectAll()
    .where("tree_size", "=", size)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
