import type { Kysely } from "kysely";

// Family interviews (issue 8, decision 0031): a professional invites a relative of a client to answer a
// questionnaire through a single-use link. The row keeps whom, by whom, in which language, until when, the
// SHA-256 of the link's token (never the token), and once answered when and which document the answers
// became. An invitation goes with its client, its organisation and the professional who sent it
// (cascade); the interview document is the client's and outlives its invitation, and deleting the
// document leaves the invitation (set null).
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable("family_interviews")
    .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
    .addColumn("client_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("organisation_uuid", "varchar(36)", (col) =>
      col.notNull().references("organisations.uuid").onDelete("cascade"),
    )
    .addColumn("invited_by_uuid", "varchar(36)", (col) =>
      col.notNull().references("accounts.uuid").onDelete("cascade"),
    )
    .addColumn("relative_name", "varchar(255)", (col) => col.notNull())
    .addColumn("relationship", "varchar(32)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    // SHA-256 hex of the link's token: the link is found by it, and a leaked table gives no usable link.
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    // Null until the relative submits; set by one conditional update that only one submission can win.
    .addColumn("submitted_at", "varchar(32)")
    .addColumn("document_uuid", "varchar(36)", (col) => col.references("documents.uuid").onDelete("set null"))
    .execute();
  // A client's invitations, newest first.
  await db.schema
    .createIndex("family_interviews_client_idx")
    .on("family_interviews")
    .columns(["client_uuid", "created_at"])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable("family_interviews").execute();
};
