import type { Kysely } from "kysely";

// Migrations take Kysely<unknown>: they must not depend on today's table types, which later change.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable("organisations")
    .addColumn("uuid", "varchar(36)", (col) => col.primaryKey())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("skins")
    .addColumn("organisation_uuid", "varchar(36)", (col) =>
      col.primaryKey().references("organisations.uuid").onDelete("cascade"),
    )
    .addColumn("title", "varchar(120)", (col) => col.notNull())
    .addColumn("logo_url", "varchar(2048)", (col) => col.notNull())
    .addColumn("website_url", "varchar(2048)", (col) => col.notNull())
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("primary_color", "varchar(7)", (col) => col.notNull())
    .addColumn("secondary_color", "varchar(7)", (col) => col.notNull())
    .addColumn("accent_color", "varchar(7)", (col) => col.notNull())
    .addColumn("secondary_text_color", "varchar(7)")
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("organisation_domains")
    .addColumn("domain", "varchar(253)", (col) => col.primaryKey())
    .addColumn("organisation_uuid", "varchar(36)", (col) =>
      col.notNull().references("organisations.uuid").onDelete("cascade"),
    )
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createIndex("organisation_domains_organisation_idx")
    .on("organisation_domains")
    .column("organisation_uuid")
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable("organisation_domains").execute();
  await db.schema.dropTable("skins").execute();
  await db.schema.dropTable("organisations").execute();
};
