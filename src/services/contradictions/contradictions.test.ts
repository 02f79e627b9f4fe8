import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import type { ContradictionReport, Finding } from "../../../contracts/schema/contradictions.ts";
import { ContradictionsApi } from "./contradictions.ts";

const ACCOUNT = "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e";
const FIRST = "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e";
const SECOND = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

const passage = (documentUuid: string, day: string) => ({
  documentUuid,
  fileName: `${day}.txt`,
  sentence: `I arrived in Madrid on ${day} March 2019.`,
  sentenceStart: 0,
  sentenceEnd: 36,
  valueStart: 23,
  valueEnd: 35,
  value: `${day} March 2019`,
  normalised: `2019-03-0${day}`,
  language: "en",
});

const FINDING: Finding = {
  uuid: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  type: "date",
  confidence: 0.9,
  subject: "I",
  attribute: "arrival",
  left: passage(SECOND, "5"),
  right: passage(FIRST, "3"),
  explanation: { code: "date_conflict", params: { left: "2019-03-05", right: "2019-03-03" } },
  status: "open",
  note: null,
  resolvedBy: null,
  resolvedAt: null,
};

const REPORT: ContradictionReport = {
  uuid: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
  accountUuid: ACCOUNT,
  documentUuid: SECOND,
  engineVersion: "1.0.0",
  createdAt: "2026-11-25T10:00:00.000Z",
  createdBy: { uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22", firstName: "Priya", lastName: "Shah" },
  inputs: [
    { documentUuid: SECOND, fileName: "5.txt", sha256: "b".repeat(64) },
    { documentUuid: FIRST, fileName: "3.txt", sha256: "a".repeat(64) },
  ],
  coverage: { documents: 2, sentences: 2, claims: 2, languages: ["en"] },
  findings: [FINDING],
};

const json = jsonResponse;

const runWith = <A, E>(
  respond: (url: string, init?: RequestInit) => Response,
  program: Effect.Effect<A, E, ContradictionsApi>,
) => runService(ContradictionsApi.layer, respond, program);

const api = <A, E>(use: (contradictions: ContradictionsApi["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    return yield* use(yield* ContradictionsApi);
  });

describe("ContradictionsApi", () => {
  it("runs a check with the document in the body and decodes the report", async () => {
    const { exit, calls } = await runWith(
      () => json(201, REPORT),
      api((c) => c.detect(ACCOUNT, SECOND)),
    );
    expect(exit).toEqual(Exit.succeed(REPORT));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/account/${ACCOUNT}/detect-contradictions`,
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ documentUuid: SECOND });
  });

  it("maps text_not_ready and no_text to Invalid 409 with their codes", async () => {
    for (const code of ["text_not_ready", "no_text"]) {
      const { exit } = await runWith(
        () => json(409, { error: code, message: "Not yet." }),
        api((c) => c.detect(ACCOUNT, SECOND)),
      );
      expect(Exit.isFailure(exit)).toBe(true);
      expect(JSON.stringify(exit)).toContain(`"code":"${code}"`);
      expect(JSON.stringify(exit)).toContain('"status":409');
    }
  });

  it("lists reports and reads one on their paths", async () => {
    const summary = {
      uuid: REPORT.uuid,
      accountUuid: ACCOUNT,
      documentUuid: SECOND,
      engineVersion: "1.0.0",
      createdAt: REPORT.createdAt,
      findings: 1,
      open: 1,
    };
    const { exit, calls } = await runWith(
      (url) => (url.endsWith("/contradiction-reports") ? json(200, { items: [summary] }) : json(200, REPORT)),
      api((c) => Effect.all([c.listReports(ACCOUNT), c.report(ACCOUNT, REPORT.uuid)])),
    );
    expect(exit).toEqual(Exit.succeed([{ items: [summary] }, REPORT]));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/account/${ACCOUNT}/contradiction-reports`,
      `GET /api/account/${ACCOUNT}/contradiction-reports/${REPORT.uuid}`,
    ]);
  });

  it("puts a finding's mark and decodes the finding; a 404 is NotFound", async () => {
    const marked = {
      ...FINDING,
      status: "explained",
      note: "She checked her ticket.",
      resolvedBy: REPORT.createdBy,
      resolvedAt: "2026-11-25T10:05:00.000Z",
    };
    const { exit, calls } = await runWith(
      () => json(200, marked),
      api((c) =>
        c.updateFinding(ACCOUNT, REPORT.uuid, FINDING.uuid, {
          status: "explained",
          note: "She checked her ticket.",
        }),
      ),
    );
    expect(exit).toEqual(Exit.succeed(marked));
    expect(calls[0]).toMatchObject({
      method: "PUT",
      url: `/api/account/${ACCOUNT}/contradiction-reports/${REPORT.uuid}/findings/${FINDING.uuid}`,
    });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      status: "explained",
      note: "She checked her ticket.",
    });
    const missing = await runWith(
      () => json(404, { error: "not_found", message: "No such finding." }),
      api((c) => c.updateFinding(ACCOUNT, REPORT.uuid, FINDING.uuid, { status: "dismissed" })),
    );
    expect(JSON.stringify(missing.exit)).toContain("NotFound");
  });

  it("refuses an answer that does not match the contract as Unexpected", async () => {
    const { exit } = await runWith(
      () => json(200, { ...REPORT, findings: [{ ...FINDING, type: "mood" }] }),
      api((c) => c.report(ACCOUNT, REPORT.uuid)),
    );
    expect(JSON.stringify(exit)).toContain("Unexpected");
  });
});
