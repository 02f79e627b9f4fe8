import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Lower case without accents: "José ÁLVAREZ" → "jose alvarez". A frozen copy of the rule in
 * accounts/search-text.ts: a migration must keep doing what it did when it first ran.
 */
const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

interface Row {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
}

// Client lists search names and emails ignoring case and accents, and sort by name the same way on SQLite
// and PostgreSQL. Neither database folds accents alike (nor at all without extensions), so the folded
// text is stored beside the original and kept up to date by the code that writes names.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // PostgreSQL would otherwise sort by the server's locale (which ignores spaces and hyphens); "C" compares
  // code points like SQLite does, so the order is the same everywhere.
  const sortType =
    db.getExecutor().adapter instanceof PostgresAdapter ? sql`varchar(100) collate "C"` : sql`varchar(100)`;
  await db.schema
    .alterTable("accounts")
    .addColumn("search_text", "varchar(600)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("accounts")
    .addColumn("sort_last_name", sortType, (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("accounts")
    .addColumn("sort_first_name", sortType, (col) => col.notNull().defaultTo(""))
    .execute();
  // When the last invitation (confirmation) email was asked for; null when none was.
  await db.schema.alterTable("accounts").addColumn("invitation_sent_at", "varchar(32)").execute();

  const untyped = db as Kysely<{
    accounts: Row & { search_text: string; sort_last_name: string; sort_first_name: string };
  }>;
  const rows = await untyped
    .selectFrom("accounts")
    .select(["uuid", "email", "first_name", "last_name"])
    .execute();
  for (const row of rows) {
    await untyped
      .updateTable("accounts")
      .set({
        search_text: fold(`${row.first_name} ${row.last_name} ${row.email}`),
        sort_last_name: fold(row.last_name),
        sort_first_name: fold(row.first_name),
      })
      .where("uuid", "=", row.uuid)
      .execute();
  }

  await db.schema
    .createIndex("accounts_organisation_sort_idx")
    .on("accounts")
    .columns(["organisation_uuid", "sort_last_name", "sort_first_name", "uuid"])
    .execute();
  // Scope `my` and `unassigned` filter on the practitioner.
  await db.schema
    .createIndex("accounts_organisation_practitioner_idx")
    .on("accounts")
    .columns(["organisation_uuid", "assigned_practitioner_uuid"])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex("accounts_organisation_practitioner_idx").execute();
  await db.schema.dropIndex("accounts_organisation_sort_idx").execute();
  for (const column of ["invitation_sent_at", "sort_first_name", "sort_last_name", "search_text"]) {
    await db.schema.alterTable("accounts").dropColumn(column).execute();
  }
};
