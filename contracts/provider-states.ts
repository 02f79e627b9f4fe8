/**
 * Provider-state names shared by the Pact consumer tests and the provider's state handlers, so that a
 * renamed state fails to compile rather than failing verification.
 */
export const ProviderStates = {
  organisationWithSkin: "an organisation with a skin exists",
  noOrganisation: "no organisation exists with that uuid",
  domainWithSkin: "a partner organisation serves its skin on a domain",
  noDomain: "no organisation serves that domain",
} as const;

/** The example domain that the domain interactions use; the provider state registers it. */
export const PACT_PARTNER_DOMAIN = "care.partner.example";
