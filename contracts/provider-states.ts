/**
 * Provider-state names shared by the Pact consumer tests and the provider's state handlers, so that a
 * renamed state fails to compile rather than failing verification.
 */
export const ProviderStates = {
  organisationWithSkin: "an organisation with a skin exists",
  noOrganisation: "no organisation exists with that uuid",
  domainWithSkin: "a partner organisation serves its skin on a domain",
  noDomain: "no organisation serves that domain",
  activeAccount: "an active account with a known password exists",
  signedIn: "an account is signed in with a known session token",
  adminSignedIn: "an admin is signed in with a known session token",
  practitionerSignedIn: "a practitioner is signed in with a known session token",
  signedInWithoutSkin: "an account of an organisation without a skin is signed in",
  invitedAccount: "an invited account has a confirmation token",
  usedConfirmation: "a confirmation token has already been used",
  resetToken: "an active account has a password reset token",
  practitionerWithClient: "a practitioner is signed in and has an invited client",
  practitionerWithActiveClient: "a practitioner is signed in and has a client who has confirmed",
  adminWithClient: "an admin is signed in and the organisation has a client",
  practitionerWithClientStatement: "a practitioner is signed in and their client has a written statement",
  reviewerWithClientStatement:
    "a reviewer is signed in and the organisation's client has a written statement",
  clientWithPractitioner: "a client is signed in and has a practitioner",
  practitionerWithConflictingStatements:
    "a practitioner is signed in and their client has two statements that conflict on a date, their text extracted",
  practitionerWithPendingStatement:
    "a practitioner is signed in and their client has a written statement whose text is not extracted yet",
  practitionerWithContradictionReport:
    "a practitioner is signed in and their client has a contradiction report of two statements that conflict on a date",
  reviewerWithContradictionReport:
    "a reviewer is signed in and the organisation's client has a contradiction report of two statements that conflict on a date",
  clientStartedFacebookLink:
    "a client is signed in and has started a Facebook link, and the provider sent back a code and the state",
  practitionerWithLinkedClient: "a practitioner is signed in and their client has linked a Facebook profile",
  clientWithLinkedProfile: "a client is signed in and has linked a Facebook profile",
  practitionerWithInterviewInvitation:
    "a practitioner is signed in and has invited a relative of their client to a family interview",
  interviewLinkPending: "a family interview link was emailed to a relative and is not used yet",
  interviewLinkUsed: "a family interview link has already been used",
  interviewLinkExpired: "a family interview link has expired",
  proofLogWithDocument: "the proof log has recorded a document and signed a tree head that includes it",
  practitionerWithClientAuditTrail:
    "a practitioner is signed in and their client's audit trail holds a written statement and its download",
  adminWithAlteredFile:
    "an admin is signed in and a stored file of the organisation no longer has the bytes recorded for it",
} as const;

/**
 * The proof state's document (issue 9): the provider stores a text file of exactly `content` for the pact's
 * client and lets the log sequence and sign it; `sha256` is that content's hash. `unknownSha256` was never
 * recorded.
 */
export const PACT_PROOF = {
  content: "Avow pact proof document\n",
  sha256: "3e211369b19ed9bcd79b6a2ad93fa27b20e50817621e95282d008b3223576b7f",
  unknownSha256: "0000000000000000000000000000000000000000000000000000000000000000",
} as const;

/**
 * The family interview states' fixed values: the tokens the links carry (PACT_CLIENT is the client asked
 * about; the pending link's relative is this one, invited by the pact's practitioner in Spanish).
 */
export const PACT_INTERVIEW = {
  pendingToken: "Pend1ngInterv1ewT0ken_abcdefghijklmnopqrstu",
  usedToken: "UsedInterv1ewT0ken_abcdefghijklmnopqrstuvwx",
  expiredToken: "Exp1redInterv1ewT0ken_abcdefghijklmnopqrstu",
  relativeName: "Lucía Álvarez",
  relationship: "sibling",
  email: "lucia.alvarez@example.org",
  language: "es",
} as const;

/**
 * The profile the Facebook states link: the pact's client's (`practitionerWithLinkedClient`), or the
 * signed-in client's own (`clientWithLinkedProfile`). The callback state gets it from the test's provider.
 */
export const PACT_FACEBOOK = {
  providerId: "pact-fb-3003",
  name: "José Álvarez",
  profileUrl: "https://social.example/jose.alvarez",
  /** What the callback state's provider hands back in place of the real code and state. */
  exampleCode: "Zx8pQm4rT2vW9yB1cD3fG5hJ7kL0nP2s",
  exampleState: "s".repeat(43),
} as const;

/** The upload limit of the provider the pact is verified against, in bytes (the 413 interaction exceeds it). */
export const PACT_UPLOAD_LIMIT = 16 * 1024;

/** The written statement the statement states give the pact's client (PACT_CLIENT). */
export const PACT_DOCUMENT = {
  uuid: "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e",
  title: "What happened",
  text: "On 3 May I was at home.",
  /** A document uuid nobody has. */
  unknownUuid: "8d7c6b5a-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
} as const;

/**
 * The two written statements the contradiction states give the pact's client: they disagree on a date.
 * The report states also store a report of `second` checked against `first`; its uuid and its finding's
 * are the server's, handed to the pact with `fromProviderState` (`reportUuid`, `findingUuid`).
 */
export const PACT_CONFLICT = {
  first: {
    uuid: "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d",
    title: "First account",
    text: "I arrived in Madrid on 3 March 2019.",
  },
  second: {
    uuid: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
    title: "Second account",
    text: "I arrived in Madrid on 5 March 2019.",
  },
  /** Example uuids for the report and finding the provider makes. */
  exampleReportUuid: "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f",
  exampleFindingUuid: "7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a",
  /** A report uuid nobody has. */
  unknownReportUuid: "8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b",
} as const;

/** The client the client states create, assigned to the pact's account, in its organisation. */
export const PACT_CLIENT = {
  uuid: "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e",
  email: "client@pact.avow.test",
  /** An email no account has when the client states start: the creation interaction uses it. */
  newEmail: "new.client@pact.avow.test",
  /** A uuid no account has. */
  unknownUuid: "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
} as const;

/** Example values the account interactions use; the provider states create accounts and tokens with them. */
export const PACT_ACCOUNT = {
  email: "practitioner@pact.avow.test",
  password: "Pact-Password-1",
  /** A session token (43 base64url characters) the signed-in state registers. */
  sessionToken: "pactSessionToken0123456789abcdefghijklmnopq",
  /** One-time tokens for the confirmation and reset states. */
  confirmationToken: "pactConfirmationToken0123456789abcdefghijk",
  resetToken: "pactResetToken0123456789abcdefghijklmnopqr",
} as const;

/** The example domain that the domain interactions use; the provider state registers it. */
export const PACT_PARTNER_DOMAIN = "care.partner.example";
