import type { AppContext } from "../app-context.ts";
import { findOrganisationTitle } from "../organisations/organisation.repository.ts";
import type { AccountRow } from "../accounts/account.table.ts";
import { confirmationEmail, linkWithToken, passwordResetEmail } from "../mail/account-emails.ts";
import { isLanguage } from "../../../contracts/schema/language.ts";
import { hashToken, newToken } from "./tokens.ts";
import { insertOneTimeToken, retireOneTimeTokens } from "./session.repository.ts";

export type TokenPurpose = "confirm" | "reset";

/** What sending a link needs of the application (tests build just this much). */
type LinkContext = Pick<AppContext, "db" | "config" | "mailer" | "clock" | "background">;

const addMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);

/** Makes a single-use token for the account (retiring its earlier ones of that purpose) and returns it. */
export const issueOneTimeToken = async (ctx: LinkContext, accountUuid: string, purpose: TokenPurpose) => {
  const now = ctx.clock();
  const minutes = purpose === "reset" ? ctx.config.resetTokenMinutes : ctx.config.confirmTokenDays * 24 * 60;
  const token = newToken();
  await retireOneTimeTokens(ctx.db, accountUuid, purpose, now.toISOString());
  await insertOneTimeToken(ctx.db, {
    token_hash: hashToken(token),
    account_uuid: accountUuid,
    purpose,
    created_at: now.toISOString(),
    expires_at: addMinutes(now, minutes).toISOString(),
    used_at: null,
  });
  return token;
};

/** Sends the account an email with a fresh link of the given purpose, in its language. */
export const sendAccountLink = async (ctx: LinkContext, account: AccountRow, purpose: TokenPurpose) => {
  const token = await issueOneTimeToken(ctx, account.uuid, purpose);
  const language = isLanguage(account.language) ? account.language : "en";
  const common = {
    language,
    firstName: account.first_name,
    organisationTitle: await findOrganisationTitle(ctx.db, account.organisation_uuid),
  };
  const email =
    purpose === "confirm"
      ? confirmationEmail({
          ...common,
          link: linkWithToken(ctx.config.publicUrl, "/confirm-account", token, account.organisation_uuid),
          expiresInDays: ctx.config.confirmTokenDays,
        })
      : passwordResetEmail({
          ...common,
          link: linkWithToken(ctx.config.publicUrl, "/reset-password", token, account.organisation_uuid),
          expiresInMinutes: ctx.config.resetTokenMinutes,
        });
  await ctx.mailer.send({ to: account.email, language, ...email });
};
