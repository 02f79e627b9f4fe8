import type { Kysely } from "kysely";

// Accounts, their roles, sessions and one-time tokens. Secrets are never stored: passwords as Argon2id
// hashes, tokens as SHA-256 hex digests.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable("accounts")
    .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
    .addColumn("organisation_uuid", "varchar(36)", (col) =>
      col.notNull().references("organisations.uuid").onDelete("cascade"),
    )
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    // Lower-cased (and trimmed) email: uniqueness and look-ups ignore case.
    .addColumn("email_normalised", "varchar(254)", (col) => col.notNull())
    .addColumn("title", "varchar(50)")
    .addColumn("first_name", "varchar(100)", (col) => col.notNull())
    .addColumn("last_name", "varchar(100)", (col) => col.notNull())
    .addColumn("country2", "varchar(2)", (col) => col.notNull())
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("currency_code", "varchar(3)", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("password_hash", "varchar(255)")
    .addColumn("assigned_practitioner_uuid", "varchar(36)", (col) =>
      col.references("accounts.uuid").onDelete("set null"),
    )
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addUniqueConstraint("accounts_organisation_email_unique", ["organisation_uuid", "email_normalised"])
    .execute();
  await db.schema.createIndex("accounts_email_idx").on("accounts").column("email_normalised").execute();

  await db.schema
    .createTable("account_roles")
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("role", "varchar(32)", (col) => col.notNull())
    .addPrimaryKeyConstraint("account_roles_pk", ["account_uuid", "role"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_seen_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_account_idx").on("sessions").column("account_uuid").execute();

  await db.schema
    .createTable("one_time_tokens")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("purpose", "varchar(16)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .addColumn("used_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("one_time_tokens_account_idx")
    .on("one_time_tokens")
    .columns(["account_uuid", "purpose"])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable("one_time_tokens").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("account_roles").execute();
  await db.schema.dropTable("accounts").execute();
};
