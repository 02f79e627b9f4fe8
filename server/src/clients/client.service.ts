import { randomUUID } from "node:crypto";
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  type ClientItem,
  type ClientListQuery,
  type ClientPage,
  type ClientSummary,
  type NewClient,
} from "../../../contracts/schema/clients.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { findAccountsByEmail, insertAccount } from "../accounts/account.repository.ts";
import type { AppContext } from "../app-context.ts";
import type { AuthContext } from "../auth/auth.service.ts";
import { actingSession, recordAuditEvent } from "../audit/record-audit-event.ts";
import { sendAccountLink } from "../auth/one-time-tokens.ts";
import { latestCheckOf } from "../contradictions/contradiction-report.service.ts";
import { deletingAccountFiles } from "../documents/document-store.ts";
import { countByCategory } from "../documents/document.repository.ts";
import { forbidden, HttpError } from "../http/errors.ts";
import {
  assertMayManageClients,
  assertMayReadClients,
  mayDeleteAccount,
  mayReadClients,
  noSuchAccount,
} from "./client-permissions.ts";
import { clientItemFromRow, clientSummaryFromRow } from "./client.mapper.ts";
import {
  assignClient,
  countClients,
  deleteAccount,
  findClient,
  findMember,
  listClients,
  recordInvitationSent,
  type ClientRow,
} from "./client.repository.ts";

const emailTaken = () =>
  new HttpError(409, ErrorCodes.emailTaken, "An account of the organisation already has this email.");

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
};

/** A client of the caller's organisation, or 404 (unknown and foreign alike). */
const clientOf = async (ctx: AppContext, session: AuthContext, uuid: string): Promise<ClientRow> => {
  const client = await findClient(ctx.db, session.account.organisation_uuid, uuid);
  if (!client) throw noSuchAccount();
  return client;
};

/** The page of the organisation's clients the query asks for; professionals only. */
export const listOwnClients = async (
  ctx: AppContext,
  session: AuthContext,
  query: ClientListQuery,
): Promise<ClientPage> => {
  assertMayReadClients(session);
  const page = query.page === undefined ? FIRST_PAGE : Number(query.page);
  const size = query.size === undefined ? DEFAULT_PAGE_SIZE : Number(query.size);
  const filter = {
    organisationUuid: session.account.organisation_uuid,
    scope: query.scope ?? "my",
    callerUuid: session.account.uuid,
    q: query.q ?? "",
  };
  const [rows, total] = await Promise.all([
    listClients(ctx.db, filter, { offset: page * size, limit: size }),
    countClients(ctx.db, filter),
  ]);
  return { items: rows.map(clientItemFromRow), page, size, total };
};

/**
 * A practitioner or admin creates a client of their own organisation, invited and assigned to them; with
 * `sendConnectionEmail` the invitation goes out at once (in the background) and its time is recorded.
 */
export const createClient = async (
  ctx: AppContext,
  session: AuthContext,
  input: NewClient,
): Promise<ClientItem> => {
  assertMayManageClients(session);
  const organisationUuid = session.account.organisation_uuid;
  if ((await findAccountsByEmail(ctx.db, input.email, organisationUuid)).length > 0) throw emailTaken();
  const uuid = randomUUID();
  const now = ctx.clock().toISOString();
  try {
    await ctx.db.transaction().execute(async (db) => {
      await insertAccount(db, {
        uuid,
        organisationUuid,
        email: input.email,
        title: input.title === "" ? undefined : input.title,
        firstName: input.firstName,
        lastName: input.lastName,
        country2: input.country,
        language: input.language,
        currencyCode: input.currencyCode,
        status: "invited",
        passwordHash: null,
        roles: ["ROLE_USER"],
        assignedPractitionerUuid: session.account.uuid,
        invitationSentAt: input.sendConnectionEmail ? now : null,
        now,
      });
      // The first event of the client's trail.
      await recordAuditEvent(db, ctx.clock, {
        accountUuid: uuid,
        organisationUuid,
        ...actingSession(session),
        action: "client.created",
        details: { invitationSent: input.sendConnectionEmail },
      });
    });
  } catch (error) {
    // Two creations of the same email at once: the unique constraint decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const client = await clientOf(ctx, session, uuid);
  if (input.sendConnectionEmail) {
    ctx.background("client invitation email", () => sendAccountLink(ctx, client, "confirm"));
  }
  return clientItemFromRow(client);
};

/** Sends a client who has not confirmed yet a fresh invitation; the earlier links stop working. */
export const inviteClient = async (
  ctx: AppContext,
  session: AuthContext,
  uuid: string,
): Promise<ClientItem> => {
  const client = await clientOf(ctx, session, uuid);
  assertMayManageClients(session);
  if (client.status === "active")
    throw new HttpError(409, ErrorCodes.alreadyActive, "This client has already confirmed their account.");
  if (client.status === "disabled")
    throw new HttpError(409, ErrorCodes.accountDisabled, "This client's account is disabled.");
  const now = ctx.clock().toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    await recordInvitationSent(tx, client.uuid, now);
    await recordAuditEvent(tx, ctx.clock, {
      accountUuid: client.uuid,
      organisationUuid: client.organisation_uuid,
      ...actingSession(session),
      action: "client.invited",
    });
  });
  ctx.background("client invitation email", () => sendAccountLink(ctx, client, "confirm"));
  return clientItemFromRow({ ...client, invitation_sent_at: now });
};

/** The caller (a practitioner or admin) becomes the client's practitioner. */
export const assignClientToMe = async (
  ctx: AppContext,
  session: AuthContext,
  uuid: string,
): Promise<ClientItem> => {
  const client = await clientOf(ctx, session, uuid);
  assertMayManageClients(session);
  await assignClient(ctx.db, client.uuid, session.account.uuid, ctx.clock().toISOString());
  return clientItemFromRow(await clientOf(ctx, session, uuid));
};

/** A client's summary: for the organisation's professionals, and for the client themselves. */
export const clientSummary = async (
  ctx: AppContext,
  session: AuthContext,
  uuid: string,
): Promise<ClientSummary> => {
  const self = uuid.toLowerCase() === session.account.uuid;
  const target = self
    ? await findMember(ctx.db, session.account.organisation_uuid, uuid)
    : await findClient(ctx.db, session.account.organisation_uuid, uuid);
  if (!target) throw noSuchAccount();
  if (!self && !mayReadClients(session.roles))
    throw forbidden(ErrorCodes.forbidden, "Only professionals of the organisation can see other clients.");
  const [documentsByCategory, latestCheck] = await Promise.all([
    countByCategory(ctx.db, target.uuid),
    latestCheckOf(ctx, target.uuid),
  ]);
  return clientSummaryFromRow(target, documentsByCategory, latestCheck);
};

/**
 * Deletes an account of the caller's organisation, with its roles, sessions, tokens, documents and their
 * files: admins any (their own included), clients only their own.
 */
export const deleteOrganisationAccount = async (
  ctx: AppContext,
  session: AuthContext,
  uuid: string,
): Promise<void> => {
  const target = await findMember(ctx.db, session.account.organisation_uuid, uuid);
  if (!target) throw noSuchAccount();
  if (!mayDeleteAccount(session, target.uuid))
    throw forbidden(
      ErrorCodes.forbidden,
      "Only an administrator of the organisation, or the client themselves, can delete this account.",
    );
  // Its documents go with it (ON DELETE CASCADE), and then the files only they named.
  await deletingAccountFiles(ctx, target.uuid, () => deleteAccount(ctx.db, target.uuid));
};
