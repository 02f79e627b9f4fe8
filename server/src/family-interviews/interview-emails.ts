import { isLanguage } from "../../../contracts/schema/language.ts";
import type { AccountRow } from "../accounts/account.table.ts";
import type { AppContext } from "../app-context.ts";
import { interviewInvitationEmail, interviewLink } from "../mail/interview-invitation-email.ts";
import { appLink } from "../mail/links.ts";
import { interviewSubmittedEmail } from "../mail/interview-submitted-email.ts";
import { findOrganisationTitle } from "../organisations/organisation.repository.ts";
import { organisationTitleOf } from "./family-interview.mapper.ts";
import type { InterviewForLink, InterviewWithInviter } from "./family-interview.repository.ts";

/** Emails the relative their link, in the invitation's language. */
export const sendInterviewInvitation = async (
  ctx: AppContext,
  row: InterviewWithInviter,
  client: AccountRow,
  token: string,
): Promise<void> => {
  const email = interviewInvitationEmail({
    language: row.language,
    relativeName: row.relative_name,
    askerName: `${row.inviter_first_name} ${row.inviter_last_name}`,
    organisationTitle: await findOrganisationTitle(ctx.db, row.organisation_uuid),
    clientFirstName: client.first_name,
    link: interviewLink(ctx.config.publicUrl, token),
    expiresAt: row.expires_at,
  });
  await ctx.mailer.send({ to: row.email, language: row.language, ...email });
};

/** Tells the professional who sent the invitation that it was answered, in their language. */
export const notifyInterviewSubmitted = async (
  ctx: AppContext,
  row: InterviewForLink,
  submittedAt: string,
): Promise<void> => {
  if (row.inviter_status === "disabled") return;
  const language = isLanguage(row.inviter_language) ? row.inviter_language : "en";
  const email = interviewSubmittedEmail({
    language,
    professionalFirstName: row.inviter_first_name,
    relativeName: row.relative_name,
    clientName: `${row.client_first_name} ${row.client_last_name}`,
    organisationTitle: organisationTitleOf(row),
    submittedAt,
    // The client's page in the app.
    link: appLink(ctx.config.publicUrl, row.organisation_uuid, `/clients/${row.client_uuid}`),
  });
  await ctx.mailer.send({ to: row.inviter_email, language, ...email });
};
