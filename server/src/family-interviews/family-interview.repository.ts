import type { Insertable } from "kysely";
import type { Db } from "../db/database.ts";
import type { FamilyInterviewRow, FamilyInterviewTable } from "./family-interview.table.ts";

/** An invitation with the names of the professional who sent it. */
export interface InterviewWithInviter extends FamilyInterviewRow {
  readonly inviter_first_name: string;
  readonly inviter_last_name: string;
}

/** An invitation as its link shows it: with the client's and the inviter's names and the organisation's. */
export interface InterviewForLink extends InterviewWithInviter {
  readonly client_first_name: string;
  readonly client_last_name: string;
  readonly inviter_email: string;
  readonly inviter_language: string;
  readonly inviter_status: string;
  readonly organisation_name: string;
  /** The organisation's skin title, when it has a skin. */
  readonly skin_title: string | null;
}

const withInviter = (db: Db) =>
  db
    .selectFrom("family_interviews as f")
    .innerJoin("accounts as i", "i.uuid", "f.invited_by_uuid")
    .selectAll("f")
    .select(["i.first_name as inviter_first_name", "i.last_name as inviter_last_name"]);

export const insertInterview = async (db: Db, row: Insertable<FamilyInterviewTable>): Promise<void> => {
  await db.insertInto("family_interviews").values(row).execute();
};

/** The client's invitations, newest first. */
export const listInterviews = (db: Db, clientUuid: string): Promise<InterviewWithInviter[]> =>
  withInviter(db)
    .where("f.client_uuid", "=", clientUuid)
    .orderBy("f.created_at", "desc")
    .orderBy("f.uuid", "desc")
    .execute();

/** One invitation of the client, if it is the client's. */
export const findInterview = (
  db: Db,
  clientUuid: string,
  uuid: string,
): Promise<InterviewWithInviter | undefined> =>
  withInviter(db)
    .where("f.client_uuid", "=", clientUuid)
    .where("f.uuid", "=", uuid.toLowerCase())
    .executeTakeFirst();

/** The invitation a link's token names, by the token's hash. */
export const findInterviewByTokenHash = (db: Db, tokenHash: string): Promise<InterviewForLink | undefined> =>
  withInviter(db)
    .innerJoin("accounts as c", "c.uuid", "f.client_uuid")
    .innerJoin("organisations as o", "o.uuid", "f.organisation_uuid")
    .leftJoin("skins as s", "s.organisation_uuid", "f.organisation_uuid")
    .select([
      "c.first_name as client_first_name",
      "c.last_name as client_last_name",
      "i.email as inviter_email",
      "i.language as inviter_language",
      "i.status as inviter_status",
      "o.name as organisation_name",
      "s.title as skin_title",
    ])
    .where("f.token_hash", "=", tokenHash)
    .executeTakeFirst();

/**
 * Marks the invitation submitted with its document, if it still may be: not submitted and not expired at
 * `submittedAt`. One conditional update, so that of two submissions racing only one changes the row;
 * answers whether this one did.
 */
export const markSubmitted = async (
  db: Db,
  uuid: string,
  submission: { readonly submittedAt: string; readonly documentUuid: string },
): Promise<boolean> => {
  const result = await db
    .updateTable("family_interviews")
    .set({ submitted_at: submission.submittedAt, document_uuid: submission.documentUuid })
    .where("uuid", "=", uuid)
    .where("submitted_at", "is", null)
    .where("expires_at", ">", submission.submittedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** The state of one invitation now (inside a transaction: what the racing writer committed). */
export const findInterviewState = (
  db: Db,
  uuid: string,
): Promise<Pick<FamilyInterviewRow, "submitted_at" | "expires_at"> | undefined> =>
  db
    .selectFrom("family_interviews")
    .select(["submitted_at", "expires_at"])
    .where("uuid", "=", uuid)
    .executeTakeFirst();

/** Deletes the client's invitation if it was not submitted; answers whether it did (a submitted one stays). */
export const deleteUnsubmittedInterview = async (
  db: Db,
  clientUuid: string,
  uuid: string,
): Promise<boolean> => {
  const result = await db
    .deleteFrom("family_interviews")
    .where("client_uuid", "=", clientUuid)
    .where("uuid", "=", uuid.toLowerCase())
    .where("submitted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
