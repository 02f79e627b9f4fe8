import { randomUUID } from "node:crypto";
import {
  FamilyInterviewErrorCodes,
  NewFamilyInterview,
  type FamilyInterview,
  type FamilyInterviewList,
} from "../../../contracts/schema/family-interviews.ts";
import { findAccountsByEmail } from "../accounts/account.repository.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { actingSession, recordAuditEvent, trailOf } from "../audit/record-audit-event.ts";
import type { Throttle } from "../auth/throttle.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { HttpError, notFound, tooManyAttempts } from "../http/errors.ts";
import { decodeInput } from "../http/validate.ts";
import { interviewClient } from "./family-interview-permissions.ts";
import { interviewFromRow } from "./family-interview.mapper.ts";
import {
  deleteUnsubmittedInterview,
  findInterview,
  insertInterview,
  listInterviews,
  type InterviewWithInviter,
} from "./family-interview.repository.ts";
import type { FamilyInterviewRow } from "./family-interview.table.ts";
import { sendInterviewInvitation } from "./interview-emails.ts";

/** Invitations one professional may send per hour: enough for a day's work, too few to spam with. */
export const INVITATIONS_PER_HOUR = 20;

const noSuchInterview = () => notFound("No such family interview.");

const relativeIsNotARelative = () =>
  new HttpError(
    409,
    FamilyInterviewErrorCodes.relativeIsNotARelative,
    "This email belongs to the client or to another account of the organisation; a relative needs their own.",
  );

/**
 * A practitioner or admin invites a relative of a client: a single-use link (256 random bits, stored as its
 * SHA-256) valid `AVOW_INTERVIEW_LINK_DAYS`, emailed to the relative in the chosen language (in the
 * background). The email may not be one of the organisation's accounts, the client's own included (409).
 */
export const inviteRelative = async (
  ctx: AppContext,
  session: AuthContext,
  clientUuid: string,
  body: unknown,
  throttle: Throttle,
): Promise<FamilyInterview> => {
  const client = await interviewClient(ctx, session, clientUuid, "manage");
  // Read only once the caller may invite: a refused caller learns nothing from their body's errors.
  const input = decodeInput(NewFamilyInterview, body, "invitation");
  const email = input.email.trim();
  if ((await findAccountsByEmail(ctx.db, email, client.organisation_uuid)).length > 0)
    throw relativeIsNotARelative();
  const wait = throttle.hit(session.account.uuid);
  if (wait > 0) throw tooManyAttempts(wait);
  const now = ctx.clock();
  const token = newToken();
  const stored: FamilyInterviewRow = {
    uuid: randomUUID(),
    client_uuid: client.uuid,
    organisation_uuid: client.organisation_uuid,
    invited_by_uuid: session.account.uuid,
    relative_name: input.relativeName.trim(),
    relationship: input.relationship,
    email,
    language: input.language,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ctx.config.interviewLinkDays * 86_400_000).toISOString(),
    submitted_at: null,
    document_uuid: null,
  };
  await ctx.db.transaction().execute(async (tx) => {
    await insertInterview(tx, stored);
    // Whom by relationship and language only: the relative's name and email stay in the invitation.
    await recordAuditEvent(tx, ctx.clock, {
      ...trailOf(client),
      ...actingSession(session),
      action: "interview.invited",
      subject: stored.uuid,
      details: { relationship: stored.relationship, language: stored.language },
    });
  });
  // The inviter is the caller: the row needs no reading back for their names.
  const row: InterviewWithInviter = {
    ...stored,
    inviter_first_name: session.account.first_name,
    inviter_last_name: session.account.last_name,
  };
  ctx.background("family interview email", () => sendInterviewInvitation(ctx, row, client, token));
  return interviewFromRow(row, now);
};

/** The client's invitations, newest first: for the organisation's professionals. */
export const listFamilyInterviews = async (
  ctx: AppContext,
  session: AuthContext,
  clientUuid: string,
): Promise<FamilyInterviewList> => {
  const client = await interviewClient(ctx, session, clientUuid, "read");
  const now = ctx.clock();
  return { items: (await listInterviews(ctx.db, client.uuid)).map((row) => interviewFromRow(row, now)) };
};

/**
 * Withdraws an invitation that was not submitted (pending or expired): it is deleted, and its link answers
 * 404 `interview_link_invalid` from then on. A submitted one stays (409 `interview_link_used`): its
 * document is the client's, deleted among the documents if need be.
 */
export const withdrawFamilyInterview = async (
  ctx: AppContext,
  session: AuthContext,
  clientUuid: string,
  interviewUuid: string,
): Promise<void> => {
  const client = await interviewClient(ctx, session, clientUuid, "manage");
  // Conditional, so that a submission racing the withdrawal either lands first (409) or finds no link.
  const withdrawn = await ctx.db.transaction().execute(async (tx) => {
    if (!(await deleteUnsubmittedInterview(tx, client.uuid, interviewUuid))) return false;
    await recordAuditEvent(tx, ctx.clock, {
      ...trailOf(client),
      ...actingSession(session),
      action: "interview.withdrawn",
      subject: interviewUuid.toLowerCase(),
    });
    return true;
  });
  if (withdrawn) return;
  // Not deleted: answered (it stays), or not the client's at all.
  if (await findInterview(ctx.db, client.uuid, interviewUuid))
    throw new HttpError(
      409,
      FamilyInterviewErrorCodes.linkUsed,
      "The relative has already answered; the interview's document stays on the client's account.",
    );
  throw noSuchInterview();
};
