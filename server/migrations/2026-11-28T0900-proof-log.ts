import { PostgresAdapter, type Kysely } from "kysely";

// The proof log (issue 9, decision 0032, docs/proof.md): an append-only Merkle log of content hashes.
// An entry waits in proof_queue, written in the same transaction as the row it stands for (a document, a
// contradiction report), until the one sequencer moves it into proof_leaves with the next leaf index and
// signs a tree head over the grown log. Nothing here refers to other tables: a leaf outlives what it was
// made from (a deleted document keeps its hash in the log, and every other proof stays valid).
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // SQLite: INTEGER PRIMARY KEY AUTOINCREMENT never hands out an id twice; PostgreSQL: serial.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("proof_queue")
    .addColumn("id", postgres ? "serial" : "integer", (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    // The entry's text exactly as it will be hashed (contracts/proof/log-format.ts encodeEntry).
    .addColumn("entry", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("proof_leaves")
    // 0, 1, 2… without gaps: a second sequencer (another server process) is refused by this key.
    .addColumn("leaf_index", "bigint", (col) => col.primaryKey())
    .addColumn("entry", "text", (col) => col.notNull())
    // The entry's fields again, for look-ups; the integrity check verifies they agree with `entry`.
    .addColumn("kind", "varchar(32)", (col) => col.notNull())
    .addColumn("content_sha256", "varchar(64)", (col) => col.notNull())
    .addColumn("recorded_at", "varchar(32)", (col) => col.notNull())
    .addColumn("reference", "varchar(64)", (col) => col.notNull())
    // SHA-256(0x00 ‖ entry), hex: start-up rebuilds the tree from these alone.
    .addColumn("leaf_hash", "varchar(64)", (col) => col.notNull())
    .execute();
  // "Was this content recorded, and when first?" (GET /api/proof/lookup/{sha256}).
  await db.schema
    .createIndex("proof_leaves_content_idx")
    .on("proof_leaves")
    .columns(["content_sha256", "leaf_index"])
    .execute();
  // A document's certificate finds its leaf by the document's uuid.
  await db.schema.createIndex("proof_leaves_reference_idx").on("proof_leaves").column("reference").execute();

  await db.schema
    .createTable("proof_tree_heads")
    .addColumn("id", postgres ? "serial" : "integer", (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn("tree_size", "bigint", (col) => col.notNull())
    .addColumn("root_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("timestamp", "varchar(32)", (col) => col.notNull())
    // Ed25519 over the tree head message, base64 (88 characters).
    .addColumn("signature", "varchar(128)", (col) => col.notNull())
    // Which key signed: SHA-256 of its SubjectPublicKeyInfo, hex.
    .addColumn("key_id", "varchar(64)", (col) => col.notNull())
    // An RFC 3161 time-stamp token over the same message, when AVOW_TSA_URL is set and the authority answered.
    .addColumn("tsa_authority", "text")
    .addColumn("tsa_token", "text")
    .addColumn("tsa_time", "varchar(64)")
    .execute();
  // Proofs are asked for against a signed size.
  await db.schema
    .createIndex("proof_tree_heads_size_idx")
    .on("proof_tree_heads")
    .column("tree_size")
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable("proof_tree_heads").execute();
  await db.schema.dropTable("proof_leaves").execute();
  await db.schema.dropTable("proof_queue").execute();
};
