import type { Kysely } from "kysely";

// Linked social profiles (issue 8, decision 0029). `social_profiles` keeps what the provider said about
// the person (never a token); `social_link_attempts` keeps each started link until its callback comes
// back: the state's SHA-256 (never the state), the PKCE verifier, the account and where to return, for
// ten minutes and one use. Both go with their account (cascade).
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable("social_profiles")
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("provider", "varchar(32)", (col) => col.notNull())
    .addColumn("provider_id", "varchar(255)", (col) => col.notNull())
    .addColumn("name", "varchar(255)", (col) => col.notNull())
    .addColumn("profile_url", "varchar(2048)")
    .addColumn("linked_at", "varchar(32)", (col) => col.notNull())
    // One profile per provider and account: linking again replaces it.
    .addPrimaryKeyConstraint("social_profiles_pk", ["account_uuid", "provider"])
    .execute();

  await db.schema
    .createTable("social_link_attempts")
    .addColumn("state_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("account_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("provider", "varchar(32)", (col) => col.notNull())
    .addColumn("code_verifier", "varchar(128)", (col) => col.notNull())
    .addColumn("return_to", "varchar(512)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  // Expired attempts are swept by their expiry.
  await db.schema
    .createIndex("social_link_attempts_expiry_idx")
    .on("social_link_attempts")
    .column("expires_at")
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable("social_link_attempts").execute();
  await db.schema.dropTable("social_profiles").execute();
};
