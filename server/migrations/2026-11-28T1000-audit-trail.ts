import type { Kysely } from "kysely";

// The per-account audit trail (issue 9, docs/audit-trail.md). Each event names its account's previous
// event by hash; the head table says where each chain ends, so that cutting off its last events shows too.
// Both go with the account (cascade): an erased account's trail is its personal data and goes with it.
// The actor is kept by uuid only, with no foreign key: a deleted professional's events stay, and their
// uuid (part of the hashed bytes) must not change to null under the chain.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable("audit_events")
    .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("organisation_uuid", "varchar(36)", (col) =>
      col.notNull().references("organisations.uuid").onDelete("cascade"),
    )
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("occurred_at", "varchar(32)", (col) => col.notNull())
    .addColumn("actor_uuid", "varchar(36)")
    .addColumn("actor_role", "varchar(16)", (col) => col.notNull())
    .addColumn("action", "varchar(64)", (col) => col.notNull())
    .addColumn("subject", "varchar(64)")
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("prev_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("hash", "varchar(64)", (col) => col.notNull())
    // One event per number per account: the last line of defence against a forked chain.
    .addUniqueConstraint("audit_events_account_seq_unique", ["account_uuid", "seq"])
    .execute();

  await db.schema
    .createTable("audit_heads")
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.primaryKey().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("last_seq", "integer", (col) => col.notNull())
    .addColumn("last_hash", "varchar(64)", (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable("audit_heads").execute();
  await db.schema.dropTable("audit_events").execute();
};
