import type { UploadComplete } from "../../../contracts/schema/documents.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { isLanguage } from "../../../contracts/schema/language.ts";
import { findAccount } from "../accounts/account.repository.ts";
import type { AccountRow } from "../accounts/account.table.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { forbidden } from "../http/errors.ts";
import { appLink } from "../mail/links.ts";
import { uploadCompleteEmail } from "../mail/upload-complete-email.ts";
import { findOrganisationTitle } from "../organisations/organisation.repository.ts";
import { countByCategory, recordUploadsCompleted } from "./document.repository.ts";

const notifyPractitioner = async (ctx: AppContext, practitioner: AccountRow, client: AccountRow) => {
  const language = isLanguage(practitioner.language) ? practitioner.language : "en";
  const counts = await countByCategory(ctx.db, client.uuid);
  const email = uploadCompleteEmail({
    language,
    practitionerFirstName: practitioner.first_name,
    clientName: `${client.first_name} ${client.last_name}`,
    documents: Object.values(counts).reduce((sum, n) => sum + n, 0),
    organisationTitle: await findOrganisationTitle(ctx.db, client.organisation_uuid),
    link: appLink(ctx.config.publicUrl, client.organisation_uuid),
  });
  await ctx.mailer.send({ to: practitioner.email, language, ...email });
};

/**
 * A client says they have finished uploading: the time is recorded (it shows on their summary) and their
 * practitioner, if they have one, is emailed in the practitioner's language (in the background).
 */
export const completeUploads = async (ctx: AppContext, session: AuthContext): Promise<UploadComplete> => {
  if (!session.roles.includes("ROLE_USER"))
    throw forbidden(ErrorCodes.forbidden, "Only a client can say they have finished uploading.");
  const now = ctx.clock().toISOString();
  await recordUploadsCompleted(ctx.db, session.account.uuid, now);
  // Read again: the session's copy of the account may predate an assignment.
  const client = await findAccount(ctx.db, session.account.uuid);
  const practitionerUuid = client?.assigned_practitioner_uuid;
  const practitioner = practitionerUuid ? await findAccount(ctx.db, practitionerUuid) : undefined;
  const notify = client !== undefined && practitioner !== undefined && practitioner.status !== "disabled";
  if (notify) ctx.background("uploads-complete email", () => notifyPractitioner(ctx, practitioner, client));
  return { uploadsCompletedAt: now, practitionerNotified: notify };
};
