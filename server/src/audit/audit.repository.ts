import { randomUUID } from "node:crypto";
import type { AuditAction, AuditActorRole, AuditDetails } from "../../../contracts/schema/audit.ts";
import type { Db } from "../db/database.ts";
import { canonicalDetails, GENESIS_HASH, hashAuditEvent } from "./audit-event-format.ts";
import type { AuditEventRow, AuditHeadRow } from "./audit.table.ts";

/** An event to append to an account's trail; its number, time and hashes are the trail's to give. */
export interface NewAuditEvent {
  readonly accountUuid: string;
  readonly organisationUuid: string;
  readonly actorUuid: string | null;
  readonly actorRole: AuditActorRole;
  readonly action: AuditAction;
  readonly subject?: string | null;
  readonly details?: AuditDetails;
}

/**
 * Appends one event to its account's chain, inside the caller's transaction when `db` is one (so that the
 * event commits with the change it records, or neither does), else in a transaction of its own.
 *
 * Race-free on both databases: the head row is claimed with an UPDATE before anything is read, so on
 * PostgreSQL a second appender for the same account waits on that row lock until the first commits, then
 * sees its head; on SQLite the one connection runs one transaction at a time. The unique (account, seq)
 * constraint stays as the last line of defence.
 */
export const appendAuditEvent = async (
  db: Db,
  event: NewAuditEvent,
  clock: () => Date,
): Promise<AuditEventRow> =>
  db.isTransaction ? append(db, event, clock) : db.transaction().execute((tx) => append(tx, event, clock));

const append = async (tx: Db, event: NewAuditEvent, clock: () => Date): Promise<AuditEventRow> => {
  // A chain's head exists from its first event on; two first events at once both insert nothing twice.
  await tx
    .insertInto("audit_heads")
    .values({ account_uuid: event.accountUuid, last_seq: 0, last_hash: GENESIS_HASH })
    .onConflict((oc) => oc.column("account_uuid").doNothing())
    .execute();
  const head = await tx
    .updateTable("audit_heads")
    .set((eb) => ({ last_seq: eb("last_seq", "+", 1) }))
    .where("account_uuid", "=", event.accountUuid)
    .returning(["last_seq", "last_hash"])
    .executeTakeFirstOrThrow();
  const details = event.details ?? {};
  const fields = {
    accountUuid: event.accountUuid,
    seq: Number(head.last_seq),
    // Read once the head is held, so that times never go backwards along the chain.
    occurredAt: clock().toISOString(),
    actorUuid: event.actorUuid,
    actorRole: event.actorRole,
    action: event.action,
    subject: event.subject ?? null,
    details,
    prevHash: head.last_hash,
  };
  const hash = hashAuditEvent(fields);
  const row: AuditEventRow = {
    uuid: randomUUID(),
    account_uuid: fields.accountUuid,
    organisation_uuid: event.organisationUuid,
    seq: fields.seq,
    occurred_at: fields.occurredAt,
    actor_uuid: fields.actorUuid,
    actor_role: fields.actorRole,
    action: fields.action,
    subject: fields.subject,
    details: canonicalDetails(details),
    prev_hash: fields.prevHash,
    hash,
  };
  await tx.insertInto("audit_events").values(row).execute();
  await tx
    .updateTable("audit_heads")
    .set({ last_hash: hash })
    .where("account_uuid", "=", event.accountUuid)
    .execute();
  return row;
};

/**
 * Reads in one snapshot, so that an event appended meanwhile cannot make the chain look cut short (events
 * read before it, head after). PostgreSQL: a read-only repeatable-read transaction; SQLite: its one
 * connection serves nobody else during a transaction.
 */
export const inSnapshot = <T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(read);

/** An event with what the list shows beside it, read at read time: the actor's names, the document's. */
export interface AuditEventWithNames extends AuditEventRow {
  readonly actor_account_uuid: string | null;
  readonly actor_first_name: string | null;
  readonly actor_last_name: string | null;
}

/** One page of the account's events, newest first. */
export const listAuditEvents = (
  db: Db,
  accountUuid: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<AuditEventWithNames[]> =>
  db
    .selectFrom("audit_events as e")
    // Only an account of the trail's own organisation is named.
    .leftJoin("accounts as a", (join) =>
      join.onRef("a.uuid", "=", "e.actor_uuid").onRef("a.organisation_uuid", "=", "e.organisation_uuid"),
    )
    .selectAll("e")
    .select([
      "a.uuid as actor_account_uuid",
      "a.first_name as actor_first_name",
      "a.last_name as actor_last_name",
    ])
    .where("e.account_uuid", "=", accountUuid)
    .orderBy("e.seq", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countAuditEvents = async (db: Db, accountUuid: string): Promise<number> => {
  const row = await db
    .selectFrom("audit_events")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("account_uuid", "=", accountUuid)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string, SQLite as a number.
  return Number(row.n);
};

/** The account's whole chain, oldest first. */
export const chainOf = (db: Db, accountUuid: string): Promise<AuditEventRow[]> =>
  db.selectFrom("audit_events").selectAll().where("account_uuid", "=", accountUuid).orderBy("seq").execute();

export const headOf = (db: Db, accountUuid: string): Promise<AuditHeadRow | undefined> =>
  db.selectFrom("audit_heads").selectAll().where("account_uuid", "=", accountUuid).executeTakeFirst();

/** Every account that has a trail or a head, for checking them all. */
export const accountsWithTrails = async (db: Db): Promise<string[]> => {
  const rows = await db
    .selectFrom("audit_heads")
    .select("account_uuid")
    .union(db.selectFrom("audit_events").select("account_uuid"))
    .execute();
  return [...new Set(rows.map((row) => row.account_uuid))].sort();
};

/** The file names of those of these documents that the account still has. */
export const documentNames = async (
  db: Db,
  accountUuid: string,
  uuids: ReadonlyArray<string>,
): Promise<Map<string, string>> => {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .selectFrom("documents")
    .select(["uuid", "file_name"])
    .where("account_uuid", "=", accountUuid)
    .where("uuid", "in", [...uuids])
    .execute();
  return new Map(rows.map((row) => [row.uuid, row.file_name]));
};
