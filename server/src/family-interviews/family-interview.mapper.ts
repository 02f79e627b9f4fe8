import { Schema } from "effect";
import {
  FamilyInterview,
  INTERVIEW_QUESTIONS,
  InterviewInvitation,
  type FamilyInterviewStatus,
} from "../../../contracts/schema/family-interviews.ts";
import type { FamilyInterviewRow } from "./family-interview.table.ts";
import type { InterviewForLink, InterviewWithInviter } from "./family-interview.repository.ts";

const decodeInterview = Schema.decodeUnknownSync(FamilyInterview);
const decodeInvitation = Schema.decodeUnknownSync(InterviewInvitation);

/** Where an invitation stands at `now`: submitted wins over expired, which is worked out, never stored. */
export const statusOf = (
  row: Pick<FamilyInterviewRow, "submitted_at" | "expires_at">,
  now: Date,
): FamilyInterviewStatus => {
  if (row.submitted_at !== null) return "submitted";
  return row.expires_at <= now.toISOString() ? "expired" : "pending";
};

/** The professional's view of an invitation; a row that drifted from the contract fails here (500). */
export const interviewFromRow = (row: InterviewWithInviter, now: Date): FamilyInterview =>
  decodeInterview({
    uuid: row.uuid,
    clientUuid: row.client_uuid,
    relativeName: row.relative_name,
    relationship: row.relationship,
    email: row.email,
    language: row.language,
    status: statusOf(row, now),
    invitedBy: {
      uuid: row.invited_by_uuid,
      firstName: row.inviter_first_name,
      lastName: row.inviter_last_name,
    },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    submittedAt: row.submitted_at,
    documentUuid: row.document_uuid,
  });

/** The organisation's name as its people see it: the skin's title, else its name. */
export const organisationTitleOf = (row: InterviewForLink): string => row.skin_title ?? row.organisation_name;

/** What the relative's page shows. */
export const invitationFromRow = (row: InterviewForLink): InterviewInvitation =>
  decodeInvitation({
    language: row.language,
    relativeName: row.relative_name,
    relationship: row.relationship,
    client: { firstName: row.client_first_name, lastName: row.client_last_name },
    askedBy: {
      firstName: row.inviter_first_name,
      lastName: row.inviter_last_name,
      organisation: organisationTitleOf(row),
    },
    expiresAt: row.expires_at,
    questions: INTERVIEW_QUESTIONS,
  });
