import type { ClientSummary } from "../../contracts/schema/clients.ts";

/** A client's summary as the page reads it (José Álvarez, Spanish, active, nothing yet), for tests to vary. */
export const exampleClientSummary = (overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  uuid: "00000000-0000-4000-8000-000000000007",
  email: "jose@example.org",
  firstName: "José",
  lastName: "Álvarez",
  country2: "ES",
  language: "es",
  status: "active",
  assignedPractitioner: null,
  invitationSentAt: null,
  documentsByCategory: {},
  lastContradictionCheck: null,
  findings: 0,
  uploadsCompletedAt: null,
  ...overrides,
});
