import type { Role } from "../../../contracts/schema/account.ts";
import type { Mailer } from "../../src/mail/mailer.ts";

/** Who calls, in the authorisation matrix tests: nobody, each role, and a practitioner of the other organisation. */
export type Caller = "anonymous" | "client" | "practitioner" | "reviewer" | "admin" | "otherOrgPractitioner";

/** The role each signed-in caller gets. */
export const ROLE_OF: Readonly<Record<Exclude<Caller, "anonymous">, Role>> = {
  client: "ROLE_USER",
  practitioner: "ROLE_PRACTITIONER",
  reviewer: "ROLE_REVIEWER",
  admin: "ROLE_ADMIN",
  otherOrgPractitioner: "ROLE_PRACTITIONER",
};

/** A mailer that accepts every message and keeps none, for tests that are not about email. */
export const quietMailer: Mailer = { send: () => Promise.resolve({ messageId: "<test@avow.test>" }) };

/**
 * The cells of a matrix written as a table (`endpoint | object | <caller> …`, one row per endpoint and
 * object, a status per caller, `-` where the cell does not apply): one cell per caller with a status.
 */
export const matrixCells = <Endpoint extends string, ObjectKind extends string>(
  matrix: string,
): ReadonlyArray<{ endpoint: Endpoint; object: ObjectKind; caller: Caller; status: number }> => {
  const [header, ...rows] = matrix
    .trim()
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()));
  const callers = (header ?? []).slice(2) as Caller[];
  return rows.flatMap(([endpoint, object, ...statuses]) =>
    callers
      .map((caller, i) => ({
        endpoint: endpoint as Endpoint,
        object: object as ObjectKind,
        caller,
        status: statuses[i] ?? "-",
      }))
      .filter((cell) => cell.status !== "-")
      .map((cell) => ({ ...cell, status: Number(cell.status) })),
  );
};
