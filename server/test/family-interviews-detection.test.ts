import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContradictionReport } from "../../contracts/schema/contradictions.ts";
import { quietMailer } from "./support/authorization-matrix.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { addInvitation, interviewPractice } from "./support/family-interviews.ts";
import { apiHeaders, createTestApp, xsrfPair, type TestApp } from "./support/test-app.ts";

const pair = xsrfPair();

// A family interview's document is a document with text on the client's account, so the existing check
// reads it with the others. The relative speaks of the client in the third person ("José was born…"),
// while the client speaks in the first ("I was born…"): the engine must take an interview document as a
// relative speaking about the client for the two to meet.
describe.each(testDatabaseKinds())("family interviews in contradiction checks, on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer: quietMailer });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: apiHeaders({ ...pair.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }),
      cookies: pair.cookies,
    });

  it("finds the client's birth date against the one their relative gave in the interview", async () => {
    const { org, practitioner, client } = await interviewPractice(t.db);
    const statement = await call("POST", `/api/account/${client.uuid}/statements`, client.token, {
      title: "My story",
      text: "I was born on 3 March 1990 in Madrid.",
    });
    expect(statement.statusCode, statement.body).toBe(201);
    const statementUuid = (statement.json() as { uuid: string }).uuid;
    const { token } = await addInvitation(t.db, {
      clientUuid: client.uuid,
      organisationUuid: org,
      invitedByUuid: practitioner.uuid,
      relativeName: "Lucía Álvarez",
      language: "en",
    });
    const submitted = await call("POST", `/api/family-interview/${token}`, null, {
      consent: true,
      // "He" is the client; the relative's own "I" is someone else and must not meet the client's birth.
      answers: [
        {
          question: "birth",
          answer: "He was born on 5 March 1990 in Madrid. I was born on 9 May 1962, in Lisbon.",
        },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const interviewUuid = (
      (await call("GET", `/api/account/${client.uuid}/family-interviews`, practitioner.token)).json() as {
        items: Array<{ documentUuid: string | null }>;
      }
    ).items[0]?.documentUuid;
    expect(interviewUuid).toBeTruthy();
    // The statement's text is extracted in the background; the interview's is known at once.
    await t.app.backgroundSettled();

    const res = await call("POST", `/api/account/${client.uuid}/detect-contradictions`, practitioner.token, {
      documentUuid: statementUuid,
    });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json() as ContradictionReport;
    expect(report.inputs.map((input) => input.documentUuid).sort()).toEqual(
      [statementUuid, interviewUuid].sort(),
    );
    const finding = report.findings.find(
      (f) =>
        f.type === "date" &&
        new Set([f.left.documentUuid, f.right.documentUuid]).size === 2 &&
        [f.left.documentUuid, f.right.documentUuid].includes(statementUuid),
    );
    expect(finding, JSON.stringify(report.findings)).toBeDefined();
    expect([finding?.left.normalised, finding?.right.normalised].sort()).toEqual([
      "1990-03-03",
      "1990-03-05",
    ]);
    expect(report.findings.map((f) => f.type)).toEqual(["date"]);
  });
});
