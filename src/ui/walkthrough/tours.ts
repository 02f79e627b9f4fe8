import { isProfessional, mayManageClients, type Account } from "../../../contracts/schema/account.ts";

export type TourId = "professional" | "client";

/** Where a step's element lives: the signed-in home, or a client's page (for professionals). */
export type TourPlace = "home" | "client";

export type TourStepId =
  "clients" | "addClient" | "documents" | "contradictions" | "upload" | "statement" | "finished";

export interface TourStep {
  /** Names the step's text: `walkthrough.steps.<id>.title|body`. */
  readonly id: TourStepId;
  /** The `data-tour` value of the element the step highlights. */
  readonly target: string;
  readonly place: TourPlace;
}

const PROFESSIONAL: ReadonlyArray<TourStep> = [
  { id: "clients", target: "client-list", place: "home" },
  { id: "addClient", target: "add-client", place: "home" },
  { id: "documents", target: "documents", place: "client" },
  { id: "contradictions", target: "contradiction-checks", place: "client" },
];

const CLIENT: ReadonlyArray<TourStep> = [
  { id: "upload", target: "upload", place: "home" },
  { id: "statement", target: "write-statement", place: "home" },
  { id: "finished", target: "finished-uploading", place: "home" },
];

/**
 * The tour an account gets (issue 8): professionals go from the client list to a new client, documents and a
 * contradiction check; clients from uploading to writing a statement and saying they have finished. A role
 * that cannot add clients (a reviewer) has no step about it.
 */
export const tourFor = (
  account: Account,
): { readonly id: TourId; readonly steps: ReadonlyArray<TourStep> } =>
  isProfessional(account.roles)
    ? {
        id: "professional",
        steps: PROFESSIONAL.filter((step) => step.id !== "addClient" || mayManageClients(account.roles)),
      }
    : { id: "client", steps: CLIENT };
