import {
  FamilyInterviewErrorCodes,
  InterviewSubmission,
  type InterviewInvitation,
  type InterviewSubmitted,
} from "../../../contracts/schema/family-interviews.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { AppContext } from "../app-context.ts";
import { recordAuditEvent } from "../audit/record-audit-event.ts";
import { hashToken } from "../auth/tokens.ts";
import type { Db } from "../db/database.ts";
import { storeText } from "../documents/document-store.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { decodeInput } from "../http/validate.ts";
import { invitationFromRow, organisationTitleOf, statusOf } from "./family-interview.mapper.ts";
import {
  findInterviewByTokenHash,
  findInterviewState,
  markSubmitted,
  type InterviewForLink,
} from "./family-interview.repository.ts";
import { notifyInterviewSubmitted } from "./interview-emails.ts";
import { answersToWrite, interviewDocumentText, interviewFileName } from "./interview-document.ts";

const linkInvalid = () =>
  notFound(
    "This interview link is not valid: it was never sent, or the invitation was withdrawn.",
    FamilyInterviewErrorCodes.linkInvalid,
  );
const linkUsed = () =>
  new HttpError(
    410,
    FamilyInterviewErrorCodes.linkUsed,
    "This interview was already answered through this link.",
  );
const linkExpired = () =>
  new HttpError(410, FamilyInterviewErrorCodes.linkExpired, "This interview link has expired.");

/** The error for a link that cannot be answered now, if any: withdrawn 404, answered or expired 410. */
const refusal = (
  row: { readonly submitted_at: string | null; readonly expires_at: string } | undefined,
  now: Date,
): HttpError | undefined => {
  if (!row) return linkInvalid();
  const status = statusOf(row, now);
  if (status === "submitted") return linkUsed();
  if (status === "expired") return linkExpired();
  return undefined;
};

/** The invitation a (well-formed) token names, while it may still be answered. */
const openInvitation = async (ctx: AppContext, token: string, now: Date): Promise<InterviewForLink> => {
  const row = await findInterviewByTokenHash(ctx.db, hashToken(token));
  const refused = refusal(row, now);
  if (refused || !row) throw refused ?? linkInvalid();
  return row;
};

/** `GET /api/family-interview/{token}`: what the relative's page shows. No session: the link is the key. */
export const readInvitation = async (ctx: AppContext, token: string): Promise<InterviewInvitation> =>
  invitationFromRow(await openInvitation(ctx, token, ctx.clock()));

const duplicateQuestion = () =>
  new HttpError(
    400,
    ErrorCodes.invalidRequest,
    "Invalid submission: a question is answered more than once.",
    {
      details: { fields: { answers: "must answer each question at most once" } },
    },
  );

/**
 * `POST /api/family-interview/{token}`: the relative's answers become a UTF-8 text document of category
 * `interview` on the client's account, stored like any upload (file durable first), its text known at
 * once; in the same transaction the invitation is marked submitted by an update only one submission can
 * win, so of two racing submissions one gets 201 and the other 410 `interview_link_used`.
 */
export const submitInterview = async (
  ctx: AppContext,
  token: string,
  body: unknown,
): Promise<InterviewSubmitted> => {
  const now = ctx.clock();
  const row = await openInvitation(ctx, token, now);
  const input = decodeInput(InterviewSubmission, body, "submission");
  const questions = input.answers.map((entry) => entry.question);
  if (new Set(questions).size !== questions.length) throw duplicateQuestion();
  if (!input.consent)
    throw badRequest(
      "The relative must agree to the consent statement before sending.",
      FamilyInterviewErrorCodes.consentRequired,
    );
  const answers = answersToWrite(input.answers);
  if (answers.length === 0)
    throw badRequest("Answer at least one question before sending.", FamilyInterviewErrorCodes.noAnswers);
  const submittedAt = now.toISOString();
  const text = interviewDocumentText({
    language: row.language,
    relativeName: row.relative_name,
    relationship: row.relationship,
    clientFirstName: row.client_first_name,
    clientLastName: row.client_last_name,
    organisation: organisationTitleOf(row),
    submittedAt,
    answers,
  });
  const claim = async (tx: Db, documentUuid: string): Promise<void> => {
    if (await markSubmitted(tx, row.uuid, { submittedAt, documentUuid })) {
      // The relative has no account: the event names their role, and the document their answers became.
      await recordAuditEvent(tx, ctx.clock, {
        accountUuid: row.client_uuid,
        organisationUuid: row.organisation_uuid,
        actorUuid: null,
        actorRole: "relative",
        action: "interview.submitted",
        subject: row.uuid,
        details: { document: documentUuid, relationship: row.relationship },
      });
      return;
    }
    // Lost a race: another submission, a withdrawal or the clock got there first.
    throw refusal(await findInterviewState(tx, row.uuid), now) ?? linkUsed();
  };
  await storeText(ctx, text, {
    accountUuid: row.client_uuid,
    // The professional who asked for it: the documents list names an account (decision 0031).
    uploadedByUuid: row.invited_by_uuid,
    fileName: interviewFileName(row.relative_name, submittedAt),
    category: "interview",
    origin: "upload",
    text,
    alongside: claim,
  });
  ctx.background("family interview submitted email", () => notifyInterviewSubmitted(ctx, row, submittedAt));
  return { submittedAt };
};
