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
