import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { signedInRequest } from "./test-app.ts";

/** Two statements by the same person that disagree on a date (the engine's first slice). */
export const DATE_CONFLICT = {
  left: "I arrived in Madrid on 3 March 2019.",
  right: "I arrived in Madrid on 5 March 2019.",
} as const;

/** Two statements that disagree on a date and on a sum of money (the engine's second slice). */
export const DATE_AND_MONEY_CONFLICT = {
  left: "I arrived in Madrid on 3 March 2019. I paid 500 euros for the journey.",
  right: "I arrived in Madrid on 5 March 2019. I paid 800 euros for the journey.",
} as const;

/** A statement that the date conflict's statements do not contradict. */
export const COMPATIBLE = "I like walking in the park with my dog.";

/** Writes a statement as `token` and waits until its text is extracted; answers its uuid. */
export const writeExtractedStatement = async (
  app: FastifyInstance,
  token: string,
  accountUuid: string,
  title: string,
  text: string,
): Promise<string> => {
  const res = await signedInRequest(app, "POST", `/api/account/${accountUuid}/statements`, token, {
    title,
    text,
  });
  expect(res.statusCode, res.body).toBe(201);
  await app.backgroundSettled();
  return (res.json() as { uuid: string }).uuid;
};

/** The date conflict's two statements, written as `token` and extracted; answers their uuids. */
export const writeConflictingStatements = async (
  app: FastifyInstance,
  token: string,
  accountUuid: string,
  titles: readonly [string, string] = ["First", "Second"],
) => ({
  first: await writeExtractedStatement(app, token, accountUuid, titles[0], DATE_CONFLICT.left),
  second: await writeExtractedStatement(app, token, accountUuid, titles[1], DATE_CONFLICT.right),
});

/** Runs a contradiction check on the document as `token`; answers the response, its status unchecked. */
export const detectContradictions = (
  app: FastifyInstance,
  token: string,
  accountUuid: string,
  documentUuid: unknown,
) =>
  signedInRequest(app, "POST", `/api/account/${accountUuid}/detect-contradictions`, token, { documentUuid });
