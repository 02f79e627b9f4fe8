import { sql, type Kysely } from "kysely";

// Client lists filtered clients with an EXISTS on account_roles for every row, which made a search over
// 100,000 clients scan the table and probe the roles 100,000 times. A flag on the row, and indexes that
// hold what a list filters on, let both databases answer from the index alone.
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable("accounts")
    .addColumn("is_client", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update accounts set is_client = 1
    where uuid in (select account_uuid from account_roles where role = 'ROLE_USER')`.execute(db);
  // Counting a search reads only this index (organisation, flag, folded text).
  await db.schema
    .createIndex("accounts_clients_search_idx")
    .on("accounts")
    .columns(["organisation_uuid", "is_client", "search_text"])
    .execute();
  // A page in name order walks this index and stops after the page.
  await db.schema
    .createIndex("accounts_clients_sort_idx")
    .on("accounts")
    .columns(["organisation_uuid", "is_client", "sort_last_name", "sort_first_name", "uuid"])
    .execute();
  // The same for one practitioner's clients (scope `my`) and nobody's (`unassigned`).
  await db.schema
    .createIndex("accounts_clients_practitioner_sort_idx")
    .on("accounts")
    .columns([
      "organisation_uuid",
      "is_client",
      "assigned_practitioner_uuid",
      "sort_last_name",
      "sort_first_name",
      "uuid",
      // Last, so that a search is checked in the index and only the page's rows are read.
      "search_text",
    ])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex("accounts_clients_practitioner_sort_idx").execute();
  await db.schema.dropIndex("accounts_clients_sort_idx").execute();
  await db.schema.dropIndex("accounts_clients_search_idx").execute();
  await db.schema.alterTable("accounts").dropColumn("is_client").execute();
};
