import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { Verifier } from "@pact-foundation/pact";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_SKIN, EXAMPLE_SKIN_WITHOUT_SECONDARY_TEXT } from "../../contracts/fixtures/example-skin.ts";
import {
  PACT_ACCOUNT,
  PACT_CLIENT,
  PACT_CONFLICT,
  PACT_DOCUMENT,
  PACT_FACEBOOK,
  PACT_INTERVIEW,
  PACT_PARTNER_DOMAIN,
  PACT_PROOF,
  PACT_UPLOAD_LIMIT,
  ProviderStates,
} from "../../contracts/provider-states.ts";
import type { Role } from "../../contracts/schema/account.ts";
import { insertAccount } from "../src/accounts/account.repository.ts";
import { recordAuditEvent } from "../src/audit/record-audit-event.ts";
import { hashPassword } from "../src/auth/passwords.ts";
import { insertOneTimeToken, insertSession } from "../src/auth/session.repository.ts";
import { hashToken } from "../src/auth/tokens.ts";
import { DEV_API_KEY } from "../src/config/config.ts";
import type { Db } from "../src/db/database.ts";
import {
  addDomain,
  findOrganisation,
  insertOrganisation,
  saveSkin,
} from "../src/organisations/organisation.repository.ts";
import { createDocumentStorage } from "../src/documents/document-storage.ts";
import { insertDocument } from "../src/documents/document.repository.ts";
import type { ProofLog } from "../src/proof/proof-log.ts";
import { multipart, tempDataDir } from "./support/documents.ts";
import { addInvitation } from "./support/family-interviews.ts";
import { saveProfile } from "../src/facebook/facebook.repository.ts";
import {
  startOAuthProvider,
  TEST_PROVIDER_SCOPES,
  type TestOAuthProvider,
} from "./support/oauth-provider.ts";
import { createTestApp, FIXED_NOW, type TestApp } from "./support/test-app.ts";

process.env.PACT_DO_NOT_TRACK = "true";

const PACT_FILE = path.resolve(import.meta.dirname, "../../pacts/avow-spa-avow-api.json");

const stringParam = (params: unknown, name: string): string => {
  const value =
    typeof params === "object" && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  if (typeof value !== "string") throw new Error(`provider state needs the parameter "${name}"`);
  return value;
};

/** Creates an organisation with a skin unless it exists: state handlers must be repeatable. */
const ensureSkinnedOrganisation = async (db: Db, uuid: string, withSecondaryText: boolean): Promise<void> => {
  const at = FIXED_NOW.toISOString();
  if (!(await findOrganisation(db, uuid)))
    await insertOrganisation(db, { uuid, name: "Harbour Family Law", createdAt: at });
  await saveSkin(db, uuid, withSecondaryText ? EXAMPLE_SKIN : EXAMPLE_SKIN_WITHOUT_SECONDARY_TEXT, at);
};

const PARTNER_ORG = "2b4d6f8a-0c1e-4a3b-9d5f-7a9b1c3d5e7f";
const ACCOUNT_ORG = "3c5e7a9b-1d2f-4b4c-8e6a-8b0c2d4e6f80";
const BARE_ORG = "4d6f8b0c-2e3a-4c5d-9f7b-9c1d3e5f7a91";
const PACT_ACCOUNT_UUID = "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22";
const XSRF = "p".repeat(43);

/** The pact's account, recreated from nothing so that every state starts alike. */
const resetPactAccount = async (
  db: Db,
  options: { status: "invited" | "active"; withSkin?: boolean; role?: Role },
): Promise<void> => {
  const at = FIXED_NOW.toISOString();
  const organisation = options.withSkin === false ? BARE_ORG : ACCOUNT_ORG;
  if (!(await findOrganisation(db, organisation)))
    await insertOrganisation(db, { uuid: organisation, name: "Pact organisation", createdAt: at });
  // Saved again each time: an admin's interaction may have changed it.
  if (organisation === ACCOUNT_ORG) await saveSkin(db, organisation, EXAMPLE_SKIN_WITHOUT_SECONDARY_TEXT, at);
  await db.deleteFrom("accounts").where("uuid", "=", PACT_ACCOUNT_UUID).execute();
  await insertAccount(db, {
    uuid: PACT_ACCOUNT_UUID,
    organisationUuid: organisation,
    email: PACT_ACCOUNT.email,
    firstName: "Priya",
    lastName: "Shah",
    country2: "GB",
    language: "en",
    currencyCode: "GBP",
    status: options.status,
    passwordHash: options.status === "active" ? await hashPassword(PACT_ACCOUNT.password) : null,
    roles: [options.role ?? "ROLE_PRACTITIONER"],
    now: at,
  });
};

const addSession = async (db: Db): Promise<void> => {
  const now = new Date().toISOString();
  await insertSession(db, {
    token_hash: hashToken(PACT_ACCOUNT.sessionToken),
    account_uuid: PACT_ACCOUNT_UUID,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
};

/** The pact's client, assigned to the pact's account; and no account with the email the creation uses. */
const resetPactClient = async (db: Db, status: "invited" | "active"): Promise<void> => {
  await db.deleteFrom("accounts").where("uuid", "=", PACT_CLIENT.uuid).execute();
  await db.deleteFrom("accounts").where("email_normalised", "=", PACT_CLIENT.newEmail).execute();
  await insertAccount(db, {
    uuid: PACT_CLIENT.uuid,
    organisationUuid: ACCOUNT_ORG,
    email: PACT_CLIENT.email,
    firstName: "José",
    lastName: "Álvarez",
    country2: "ES",
    language: "es",
    currencyCode: "EUR",
    status,
    passwordHash: null,
    roles: ["ROLE_USER"],
    assignedPractitionerUuid: PACT_ACCOUNT_UUID,
    now: FIXED_NOW.toISOString(),
  });
};

/**
 * A written statement of the pact's client, stored as the server stores one (file first, then its row and
 * its proof log entry), with its text extracted unless told otherwise; the log signs it at once, alone, so
 * that every size the pact's consistency call may name is that of a signed head.
 */
const addWrittenStatement = async (
  db: Db,
  dataDir: string,
  log: ProofLog,
  statement: { readonly uuid: string; readonly title: string; readonly text: string },
  extraction: "done" | "pending" = "done",
): Promise<void> => {
  const storage = createDocumentStorage(dataDir);
  const received = await storage.receive(Readable.from([Buffer.from(statement.text, "utf8")]));
  await storage.withObjectLock(received.sha256, () => storage.place(received));
  await db.transaction().execute(async (tx) => {
    await insertDocument(tx, {
      uuid: statement.uuid,
      account_uuid: PACT_CLIENT.uuid,
      file_name: `${statement.title}.txt`,
      category: "statement",
      size: received.size,
      content_type: "text/plain; charset=utf-8",
      sha256: received.sha256,
      uploaded_by_uuid: PACT_ACCOUNT_UUID,
      uploaded_at: FIXED_NOW.toISOString(),
      origin: "written",
      extraction_status: extraction,
      extraction_failure: null,
      version: 1,
      previous_version_uuid: null,
      series_uuid: statement.uuid,
    });
    if (extraction === "done")
      await tx
        .insertInto("document_texts")
        .values({
          document_uuid: statement.uuid,
          text: statement.text,
          extracted_at: FIXED_NOW.toISOString(),
        })
        .execute();
    await log.record(tx, {
      kind: "statement",
      sha256: received.sha256,
      recordedAt: FIXED_NOW.toISOString(),
      reference: statement.uuid,
    });
  });
  await log.sequence();
};

/** The pact client's written statement. */
const addPactStatement = (db: Db, dataDir: string, log: ProofLog): Promise<void> =>
  addWrittenStatement(db, dataDir, log, PACT_DOCUMENT);

/** The integrity state's statement: its file is altered once stored, logged and signed. */
const ALTERED_STATEMENT = {
  uuid: "6d5c4b3a-2918-4f7e-8d6c-5b4a3928170f",
  title: "Integrity check",
  text: "The integrity state's statement, as it was written.",
} as const;

/** A statement of the pact's client whose stored file then gets other bytes than those recorded. */
const addAlteredStatement = async (db: Db, dataDir: string, log: ProofLog): Promise<void> => {
  await addWrittenStatement(db, dataDir, log, ALTERED_STATEMENT);
  const file = createDocumentStorage(dataDir).objectPath(
    createHash("sha256").update(ALTERED_STATEMENT.text, "utf8").digest("hex"),
  );
  fs.chmodSync(file, 0o600);
  fs.writeFileSync(file, `${ALTERED_STATEMENT.text} Altered afterwards.`);
};

/** The pact client's two statements that disagree on a date, their text extracted. */
const addConflictingStatements = async (db: Db, dataDir: string, log: ProofLog): Promise<void> => {
  await addWrittenStatement(db, dataDir, log, PACT_CONFLICT.first);
  await addWrittenStatement(db, dataDir, log, PACT_CONFLICT.second);
};

const PACT_CLIENTS_PRACTITIONER = "6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d";

/** The pact's account as a client, assigned to a practitioner of its organisation. */
const resetPactAccountAsClient = async (db: Db): Promise<void> => {
  await resetPactAccount(db, { status: "active", role: "ROLE_USER" });
  await db.deleteFrom("accounts").where("uuid", "=", PACT_CLIENTS_PRACTITIONER).execute();
  await insertAccount(db, {
    uuid: PACT_CLIENTS_PRACTITIONER,
    organisationUuid: ACCOUNT_ORG,
    email: "clients.practitioner@pact.avow.test",
    firstName: "Pat",
    lastName: "Okafor",
    country2: "GB",
    language: "en",
    currencyCode: "GBP",
    status: "active",
    passwordHash: null,
    roles: ["ROLE_PRACTITIONER"],
    now: FIXED_NOW.toISOString(),
  });
  await db
    .updateTable("accounts")
    .set({ assigned_practitioner_uuid: PACT_CLIENTS_PRACTITIONER })
    .where("uuid", "=", PACT_ACCOUNT_UUID)
    .execute();
};

const DAY_MS = 86_400_000;

/**
 * An invitation of the pact's relative (PACT_INTERVIEW) to talk about the pact's client, sent by the pact's
 * practitioner `daysAgo` days ago (valid 14 days, addInvitation's default); with `token` its link carries
 * that token (any earlier invitation with it goes first), and `submitted` marks it answered. Answers its uuid.
 */
const addPactInvitation = async (
  db: Db,
  options: { token?: string; daysAgo?: number; submitted?: boolean } = {},
): Promise<string> => {
  if (options.token)
    await db.deleteFrom("family_interviews").where("token_hash", "=", hashToken(options.token)).execute();
  const createdAt = new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS);
  const { uuid } = await addInvitation(db, {
    clientUuid: PACT_CLIENT.uuid,
    organisationUuid: ACCOUNT_ORG,
    invitedByUuid: PACT_ACCOUNT_UUID,
    ...(options.token ? { token: options.token } : {}),
    relativeName: PACT_INTERVIEW.relativeName,
    relationship: PACT_INTERVIEW.relationship,
    email: PACT_INTERVIEW.email,
    language: PACT_INTERVIEW.language,
    createdAt,
    submittedAt: options.submitted ? new Date(createdAt.getTime() + DAY_MS) : null,
  });
  return uuid;
};

const addOneTimeToken = async (db: Db, token: string, purpose: "confirm" | "reset", used: boolean) => {
  const now = new Date().toISOString();
  await insertOneTimeToken(db, {
    token_hash: hashToken(token),
    account_uuid: PACT_ACCOUNT_UUID,
    purpose,
    created_at: now,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    used_at: used ? now : null,
  });
};

describe("the API honours the pacts its consumers wrote (provider verification)", () => {
  let t: TestApp;
  let baseUrl: string;
  let dataDir: string;
  let provider: TestOAuthProvider;

  beforeAll(async () => {
    // A real OAuth 2.0 provider on 127.0.0.1 for the Facebook link's callback interaction.
    provider = await startOAuthProvider({
      clientId: "avow-pact",
      clientSecret: "avow-pact-secret",
      redirectUri: "https://avow.test/callbacks",
      people: [
        { login: PACT_FACEBOOK.providerId, name: PACT_FACEBOOK.name, profile: PACT_FACEBOOK.profileUrl },
      ],
    });
    // A fresh database and data folder; the SPA's default (development) API key, which the pact's
    // examples carry; the small upload limit the 413 interaction exceeds.
    dataDir = tempDataDir();
    t = await createTestApp("sqlite", {
      apiKeys: [DEV_API_KEY],
      dataDir,
      maxUploadBytes: PACT_UPLOAD_LIMIT,
      interviewRateLimitPerMinute: 10_000,
      facebook: {
        authorizationUrl: provider.authorizationUrl,
        tokenUrl: provider.tokenUrl,
        userinfoUrl: provider.userinfoUrl,
        clientId: "avow-pact",
        clientSecret: "avow-pact-secret",
        scopes: TEST_PROVIDER_SCOPES,
        redirectUri: "https://avow.test/callbacks",
      },
    });
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A contradiction report of the conflicting statements, made by the real call as the pact's practitioner
   * (before the state's own account takes over); answers the uuids the pact takes from the state.
   */
  const addContradictionReport = async (): Promise<{ reportUuid: string; findingUuid: string }> => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/account/${PACT_CLIENT.uuid}/detect-contradictions`,
      payload: { documentUuid: PACT_CONFLICT.second.uuid },
      headers: {
        "x-api-key": DEV_API_KEY,
        authorization: `Bearer ${PACT_ACCOUNT.sessionToken}`,
        "x-xsrf-token": XSRF,
      },
      cookies: { "XSRF-TOKEN": XSRF },
    });
    if (res.statusCode !== 201) throw new Error(`the report state could not run a check: ${res.body}`);
    // The report's proof log entry is signed before the interaction, as every state's entries are.
    await t.app.backgroundSettled();
    const report = res.json() as { uuid: string; findings: Array<{ uuid: string }> };
    const finding = report.findings[0];
    if (!finding) throw new Error("the report state's check found nothing");
    return { reportUuid: report.uuid, findingUuid: finding.uuid };
  };

  /**
   * A text file of exactly PACT_PROOF.content, uploaded for the pact's client through the real call as the
   * pact's practitioner; answers once the log has sequenced it and signed a tree head that includes it.
   */
  const addProofDocument = async (): Promise<void> => {
    const body = multipart([
      { name: "category", value: "evidence" },
      {
        name: "file",
        fileName: "pact-proof.txt",
        content: Buffer.from(PACT_PROOF.content, "utf8"),
        type: "text/plain",
      },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/account/${PACT_CLIENT.uuid}/doc`,
      payload: body.payload,
      headers: {
        "x-api-key": DEV_API_KEY,
        authorization: `Bearer ${PACT_ACCOUNT.sessionToken}`,
        "x-xsrf-token": XSRF,
        "content-type": body.contentType,
      },
      cookies: { "XSRF-TOKEN": XSRF },
    });
    if (res.statusCode !== 201) throw new Error(`the proof state could not upload its document: ${res.body}`);
    await t.app.backgroundSettled();
  };

  /** A linked Facebook profile for the account, as the callback stores one. */
  const linkProfile = (accountUuid: string) =>
    saveProfile(t.db, {
      account_uuid: accountUuid,
      provider: "facebook",
      provider_id: PACT_FACEBOOK.providerId,
      name: PACT_FACEBOOK.name,
      profile_url: PACT_FACEBOOK.profileUrl,
      linked_at: FIXED_NOW.toISOString(),
    });

  /**
   * Starts a Facebook link as the signed-in client through the real call, and goes through the provider's
   * login and consent; answers the code and state the provider sent back, which the pact takes from the state.
   */
  const startFacebookLinkThroughProvider = async (): Promise<{ code: string; state: string }> => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/me/facebook/link",
      payload: { returnTo: "/app" },
      headers: {
        "x-api-key": DEV_API_KEY,
        authorization: `Bearer ${PACT_ACCOUNT.sessionToken}`,
        "x-xsrf-token": XSRF,
      },
      cookies: { "XSRF-TOKEN": XSRF },
    });
    if (res.statusCode !== 200) throw new Error(`the link state could not start a link: ${res.body}`);
    const back = await provider.authorize(
      (res.json() as { authorizationUrl: string }).authorizationUrl,
      PACT_FACEBOOK.providerId,
    );
    const code = back.searchParams.get("code");
    const state = back.searchParams.get("state");
    if (!code || !state) throw new Error(`the provider sent back no code: ${back.href}`);
    return { code, state };
  };

  it("verifies pacts/avow-spa-avow-api.json", async () => {
    const verifier = new Verifier({
      provider: "avow-api",
      providerBaseUrl: baseUrl,
      pactUrls: [PACT_FILE],
      logLevel: "warn",
      // Every state-changing call carries the XSRF double submit, as the SPA's browser would.
      requestFilter: (request: IncomingMessage, _response: unknown, next: () => void) => {
        if (request.method !== "GET") {
          request.headers["x-xsrf-token"] = XSRF;
          request.headers.cookie = `XSRF-TOKEN=${XSRF}`;
        }
        next();
      },
      // What the previous interaction started (an upload's proof log entry) is finished first, so that each
      // state starts from a log that has signed everything recorded so far.
      beforeEach: () => t.app.backgroundSettled(),
      stateHandlers: {
        [ProviderStates.adminWithAlteredFile]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_ADMIN" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addAlteredStatement(t.db, dataDir, t.app.proofLog);
        },
        [ProviderStates.proofLogWithDocument]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addProofDocument();
        },
        [ProviderStates.activeAccount]: async () => {
          await resetPactAccount(t.db, { status: "active" });
        },
        [ProviderStates.signedIn]: async () => {
          await resetPactAccount(t.db, { status: "active" });
          await addSession(t.db);
        },
        [ProviderStates.adminSignedIn]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_ADMIN" });
          await addSession(t.db);
        },
        [ProviderStates.practitionerSignedIn]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
        },
        [ProviderStates.practitionerWithClient]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "invited");
        },
        [ProviderStates.practitionerWithActiveClient]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
        },
        [ProviderStates.adminWithClient]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_ADMIN" });
          await addSession(t.db);
          await resetPactClient(t.db, "invited");
        },
        [ProviderStates.practitionerWithClientStatement]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addPactStatement(t.db, dataDir, t.app.proofLog);
        },
        [ProviderStates.reviewerWithClientStatement]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_REVIEWER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addPactStatement(t.db, dataDir, t.app.proofLog);
        },
        [ProviderStates.practitionerWithConflictingStatements]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addConflictingStatements(t.db, dataDir, t.app.proofLog);
        },
        [ProviderStates.practitionerWithPendingStatement]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addWrittenStatement(t.db, dataDir, t.app.proofLog, PACT_DOCUMENT, "pending");
        },
        [ProviderStates.practitionerWithContradictionReport]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addConflictingStatements(t.db, dataDir, t.app.proofLog);
          return addContradictionReport();
        },
        [ProviderStates.reviewerWithContradictionReport]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addConflictingStatements(t.db, dataDir, t.app.proofLog);
          const ids = await addContradictionReport();
          // The same account, now a reviewer: its session and the report stay.
          await t.db
            .updateTable("account_roles")
            .set({ role: "ROLE_REVIEWER" })
            .where("account_uuid", "=", PACT_ACCOUNT_UUID)
            .execute();
          return ids;
        },
        [ProviderStates.clientWithPractitioner]: async () => {
          await resetPactAccountAsClient(t.db);
          await addSession(t.db);
        },
        [ProviderStates.clientStartedFacebookLink]: async () => {
          await resetPactAccountAsClient(t.db);
          await addSession(t.db);
          return startFacebookLinkThroughProvider();
        },
        [ProviderStates.practitionerWithLinkedClient]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await linkProfile(PACT_CLIENT.uuid);
        },
        [ProviderStates.clientWithLinkedProfile]: async () => {
          await resetPactAccountAsClient(t.db);
          await addSession(t.db);
          await linkProfile(PACT_ACCOUNT_UUID);
        },
        [ProviderStates.practitionerWithInterviewInvitation]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          return { interviewUuid: await addPactInvitation(t.db) };
        },
        [ProviderStates.interviewLinkPending]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await resetPactClient(t.db, "active");
          await addPactInvitation(t.db, { token: PACT_INTERVIEW.pendingToken });
        },
        [ProviderStates.interviewLinkUsed]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await resetPactClient(t.db, "active");
          await addPactInvitation(t.db, { token: PACT_INTERVIEW.usedToken, daysAgo: 2, submitted: true });
        },
        [ProviderStates.interviewLinkExpired]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await resetPactClient(t.db, "active");
          await addPactInvitation(t.db, { token: PACT_INTERVIEW.expiredToken, daysAgo: 20 });
        },
        [ProviderStates.practitionerWithClientAuditTrail]: async () => {
          await resetPactAccount(t.db, { status: "active", role: "ROLE_PRACTITIONER" });
          await addSession(t.db);
          await resetPactClient(t.db, "active");
          await addPactStatement(t.db, dataDir, t.app.proofLog);
          // Through the trail's own recorder: the practitioner wrote the statement, then downloaded it.
          for (const action of ["statement.written", "document.downloaded"] as const)
            await recordAuditEvent(t.db, () => new Date(), {
              accountUuid: PACT_CLIENT.uuid,
              organisationUuid: ACCOUNT_ORG,
              actorUuid: PACT_ACCOUNT_UUID,
              actorRole: "practitioner",
              action,
              subject: PACT_DOCUMENT.uuid,
            });
        },
        [ProviderStates.signedInWithoutSkin]: async () => {
          await resetPactAccount(t.db, { status: "active", withSkin: false });
          await addSession(t.db);
        },
        [ProviderStates.invitedAccount]: async () => {
          await resetPactAccount(t.db, { status: "invited" });
          await addOneTimeToken(t.db, PACT_ACCOUNT.confirmationToken, "confirm", false);
        },
        [ProviderStates.usedConfirmation]: async () => {
          await resetPactAccount(t.db, { status: "invited" });
          await addOneTimeToken(t.db, PACT_ACCOUNT.confirmationToken, "confirm", true);
        },
        [ProviderStates.resetToken]: async () => {
          await resetPactAccount(t.db, { status: "active" });
          await addOneTimeToken(t.db, PACT_ACCOUNT.resetToken, "reset", false);
        },
        [ProviderStates.organisationWithSkin]: async (params) => {
          await ensureSkinnedOrganisation(t.db, stringParam(params, "orgUuid"), true);
        },
        [ProviderStates.noOrganisation]: async (params) => {
          await t.db.deleteFrom("organisations").where("uuid", "=", stringParam(params, "orgUuid")).execute();
        },
        [ProviderStates.domainWithSkin]: async (params) => {
          const domain = stringParam(params, "domain");
          await ensureSkinnedOrganisation(t.db, PARTNER_ORG, false);
          await t.db.deleteFrom("organisation_domains").where("domain", "=", domain).execute();
          await addDomain(t.db, PARTNER_ORG, domain, FIXED_NOW.toISOString());
        },
        [ProviderStates.noDomain]: async (params) => {
          await t.db
            .deleteFrom("organisation_domains")
            .where("domain", "=", stringParam(params, "domain"))
            .execute();
        },
      },
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  });

  it("knows every provider state the pact names", async () => {
    const { readFile } = await import("node:fs/promises");
    const pact = JSON.parse(await readFile(PACT_FILE, "utf8")) as {
      interactions: Array<{ providerStates?: Array<{ name: string }> }>;
    };
    const named = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    expect([...named].every((name) => (Object.values(ProviderStates) as string[]).includes(name))).toBe(true);
    expect(named.has(ProviderStates.domainWithSkin)).toBe(true);
    expect(named.has(ProviderStates.adminSignedIn)).toBe(true);
    expect(named.has(ProviderStates.practitionerWithClient)).toBe(true);
    expect(named.has(ProviderStates.practitionerWithClientStatement)).toBe(true);
    expect(named.has(ProviderStates.practitionerWithContradictionReport)).toBe(true);
    expect(PACT_PARTNER_DOMAIN).toMatch(/\.example$/);
  });
});
