import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContradictionReport, Finding, Passage } from "../../contracts/schema/contradictions.ts";
import { quietMailer } from "./support/authorization-matrix.ts";
import { createPractice, signedInAccount } from "./support/accounts.ts";
import {
  COMPATIBLE,
  DATE_AND_MONEY_CONFLICT,
  DATE_CONFLICT,
  detectContradictions,
  writeConflictingStatements,
  writeExtractedStatement,
} from "./support/contradictions.ts";
import { testDatabaseKinds } from "./support/databases.ts";
import { PNG_1X1, uploadFile } from "./support/documents.ts";
import {
  createTestApp,
  manualClock,
  signedInRequest,
  type HttpMethod,
  type TestApp,
} from "./support/test-app.ts";

const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds())("contradiction checks on %s", (kind) => {
  let t: TestApp;
  // From now: the sessions the tests open expire an hour from the real time.
  const clock = manualClock(new Date());

  const request = (method: HttpMethod, url: string, token: string, payload?: unknown) =>
    signedInRequest(t.app, method, url, token, payload);
  const detect = (token: string, accountUuid: string, documentUuid: unknown) =>
    detectContradictions(t.app, token, accountUuid, documentUuid);
  const reportsUrl = (accountUuid: string) => `/api/account/${accountUuid}/contradiction-reports`;
  const mark = (token: string, report: ContradictionReport, finding: Finding, body: unknown) =>
    request("PUT", `${reportsUrl(report.accountUuid)}/${report.uuid}/findings/${finding.uuid}`, token, body);
  const summary = async (token: string, accountUuid: string) =>
    (await request("GET", `/api/account/${accountUuid}/summary`, token)).json() as {
      lastContradictionCheck: string | null;
      findings: number;
    };

  /** An organisation with a practitioner (Priya), a reviewer and a client assigned to Priya. */
  const practice = () => createPractice(t.db, { practitioner: { firstName: "Priya", lastName: "Shah" } });

  /** The client's two statements that disagree on a date, extracted; answers their uuids. */
  const conflicting = (token: string, accountUuid: string) =>
    writeConflictingStatements(t.app, token, accountUuid, ["First account", "Second account"]);

  /** A passage quotes its document: the sentence at its offsets, and the value inside the sentence. */
  const expectQuotes = (passage: Passage, texts: Record<string, string>) => {
    const text = texts[passage.documentUuid];
    expect(text, passage.documentUuid).toBeDefined();
    expect(text?.slice(passage.sentenceStart, passage.sentenceEnd)).toBe(passage.sentence);
    expect(passage.sentence.slice(passage.valueStart, passage.valueEnd)).toBe(passage.value);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { mailer: quietMailer, clock: clock.now });
  });
  afterAll(() => t.close());

  it("checks a statement against the account's others, stores the report and answers it (201)", async () => {
    const { client, practitioner } = await practice();
    const { first, second } = await conflicting(client.token, client.uuid);
    clock.advanceMinutes(1);
    const res = await detect(practitioner.token, client.uuid, second);
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json() as ContradictionReport;
    expect(report).toEqual({
      uuid: expect.stringMatching(UUID),
      accountUuid: client.uuid,
      documentUuid: second,
      engineVersion: expect.any(String),
      createdAt: clock.now().toISOString(),
      createdBy: { uuid: practitioner.uuid, firstName: "Priya", lastName: "Shah" },
      // The document asked for first, then the others.
      inputs: [
        { documentUuid: second, fileName: "Second account.txt", sha256: sha256(DATE_CONFLICT.right) },
        { documentUuid: first, fileName: "First account.txt", sha256: sha256(DATE_CONFLICT.left) },
      ],
      coverage: expect.objectContaining({ documents: 2 }),
      findings: expect.any(Array),
    });
    expect(report.engineVersion.length).toBeGreaterThan(0);
    expect(report.coverage.sentences).toBeGreaterThanOrEqual(2);
    expect(report.coverage.languages).toContain("en");
    const dates = report.findings.filter((finding) => finding.type === "date");
    expect(dates).toHaveLength(1);
    const finding = dates[0] as Finding;
    expect(finding).toMatchObject({
      uuid: expect.stringMatching(UUID),
      status: "open",
      note: null,
      resolvedBy: null,
      resolvedAt: null,
    });
    expect(finding.confidence).toBeGreaterThan(0);
    expect(finding.confidence).toBeLessThanOrEqual(1);
    const sides = [finding.left, finding.right];
    expect(sides.map((side) => side.documentUuid).sort()).toEqual([first, second].sort());
    expect(sides.map((side) => side.normalised).sort()).toEqual(["2019-03-03", "2019-03-05"]);
    expect(sides.find((side) => side.documentUuid === first)?.fileName).toBe("First account.txt");
    for (const side of sides)
      expectQuotes(side, { [first]: DATE_CONFLICT.left, [second]: DATE_CONFLICT.right });

    // Stored: the report reads back the same, and the list shows it with its counts.
    const again = await request("GET", `${reportsUrl(client.uuid)}/${report.uuid}`, client.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(report);
    const list = await request("GET", reportsUrl(client.uuid), practitioner.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          uuid: report.uuid,
          accountUuid: client.uuid,
          documentUuid: second,
          engineVersion: report.engineVersion,
          createdAt: report.createdAt,
          findings: report.findings.length,
          open: report.findings.length,
        },
      ],
    });
  });

  it("stores every kind of finding the engine reports: a date and a sum of money, each quoting its passages", async () => {
    const { client } = await practice();
    const first = await writeExtractedStatement(
      t.app,
      client.token,
      client.uuid,
      "One",
      DATE_AND_MONEY_CONFLICT.left,
    );
    const second = await writeExtractedStatement(
      t.app,
      client.token,
      client.uuid,
      "Two",
      DATE_AND_MONEY_CONFLICT.right,
    );
    const res = await detect(client.token, client.uuid, first);
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json() as ContradictionReport;
    const byType = new Map(report.findings.map((finding) => [finding.type, finding]));
    expect([...byType.keys()].sort()).toEqual(["date", "money"]);
    const money = byType.get("money") as Finding;
    expect([money.left.normalised, money.right.normalised].sort()).toEqual(["500 EUR", "800 EUR"]);
    for (const finding of report.findings)
      for (const side of [finding.left, finding.right])
        expectQuotes(side, {
          [first]: DATE_AND_MONEY_CONFLICT.left,
          [second]: DATE_AND_MONEY_CONFLICT.right,
        });
    // Stored and read back alike, in the engine's order.
    const read = await request("GET", `${reportsUrl(client.uuid)}/${report.uuid}`, client.token);
    expect(read.json()).toEqual(report);
  });

  it("checks an age told at no date against a year of birth by the statement's upload", async () => {
    const { client } = await practice();
    const texts = {
      left: "I'm eighty-two and I still work nights at the depot.",
      right: "I was born in 1993 in Luton, and I have always lived there.",
    };
    const first = await writeExtractedStatement(t.app, client.token, client.uuid, "Age", texts.left);
    const second = await writeExtractedStatement(t.app, client.token, client.uuid, "Birth", texts.right);
    const res = await detect(client.token, client.uuid, first);
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json() as ContradictionReport;
    expect(report.findings).toHaveLength(1);
    const finding = report.findings[0] as Finding;
    // Uploaded now (the test's clock): born in 1993, at most this year's age then.
    const year = clock.now().getUTCFullYear();
    expect(finding).toMatchObject({
      type: "age",
      explanation: {
        code: "age_beyond_telling",
        params: { birthYear: "1993", year: String(year), age: "82" },
      },
    });
    expect(Number(finding.explanation.params["most"])).toBeLessThanOrEqual(year - 1993);
    for (const side of [finding.left, finding.right])
      expectQuotes(side, { [first]: texts.left, [second]: texts.right });
  });

  it("marks findings explained (with a note), dismissed or open again, recording who and when", async () => {
    const { client, practitioner, reviewer } = await practice();
    const { second } = await conflicting(client.token, client.uuid);
    const report = (await detect(client.token, client.uuid, second)).json() as ContradictionReport;
    const finding = report.findings[0] as Finding;
    expect(finding).toBeDefined();

    clock.advanceMinutes(5);
    const explained = await mark(practitioner.token, report, finding, {
      status: "explained",
      note: "  She corrected the date after checking her ticket.  ",
    });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json()).toEqual({
      ...finding,
      status: "explained",
      note: "She corrected the date after checking her ticket.",
      resolvedBy: { uuid: practitioner.uuid, firstName: "Priya", lastName: "Shah" },
      resolvedAt: clock.now().toISOString(),
    });
    const read = (await request("GET", `${reportsUrl(client.uuid)}/${report.uuid}`, reviewer.token)).json();
    expect(read.findings[0]).toEqual(explained.json());
    const listed = (await request("GET", reportsUrl(client.uuid), reviewer.token)).json();
    expect(listed.items[0]).toMatchObject({
      findings: report.findings.length,
      open: report.findings.length - 1,
    });

    const dismissed = await mark(client.token, report, finding, { status: "dismissed" });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({
      status: "dismissed",
      note: null,
      resolvedBy: { uuid: client.uuid },
    });
    const reopened = await mark(practitioner.token, report, finding, { status: "open", note: "" });
    expect(reopened.json()).toMatchObject({
      status: "open",
      note: null,
      resolvedBy: { uuid: practitioner.uuid },
    });
  });

  it("refuses a finding update without a note for explained, or with a bad status, with 400 and fields", async () => {
    const { client, practitioner } = await practice();
    const { second } = await conflicting(client.token, client.uuid);
    const report = (await detect(client.token, client.uuid, second)).json() as ContradictionReport;
    const finding = report.findings[0] as Finding;
    for (const body of [{ status: "explained" }, { status: "explained", note: "   " }]) {
      const res = await mark(practitioner.token, report, finding, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_request", fields: { note: expect.any(String) } });
    }
    const status = await mark(practitioner.token, report, finding, { status: "solved" });
    expect(status.statusCode).toBe(400);
    expect(status.json().fields).toEqual({ status: expect.any(String) });
    const long = await mark(practitioner.token, report, finding, {
      status: "dismissed",
      note: "x".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ note: expect.any(String) });
    // Nothing changed.
    const read = (await request("GET", `${reportsUrl(client.uuid)}/${report.uuid}`, client.token)).json();
    expect(read.findings[0]).toEqual(finding);
  });

  it("answers 404 for an unknown report or finding, and for a finding of another report", async () => {
    const { client, practitioner } = await practice();
    const { first, second } = await conflicting(client.token, client.uuid);
    const one = (await detect(client.token, client.uuid, second)).json() as ContradictionReport;
    const two = (await detect(client.token, client.uuid, first)).json() as ContradictionReport;
    const unknown = "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    const get = await request("GET", `${reportsUrl(client.uuid)}/${unknown}`, practitioner.token);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ error: "not_found" });
    const body = { status: "dismissed" };
    const finding = one.findings[0] as Finding;
    expect((await mark(practitioner.token, { ...one, uuid: unknown }, finding, body)).statusCode).toBe(404);
    expect((await mark(practitioner.token, one, { ...finding, uuid: unknown }, body)).statusCode).toBe(404);
    expect((await mark(practitioner.token, two, finding, body)).statusCode).toBe(404);
    // A malformed uuid in the path is 400, as everywhere.
    expect((await request("GET", `${reportsUrl(client.uuid)}/not-a-uuid`, client.token)).statusCode).toBe(
      400,
    );
  });

  it("answers 409 text_not_ready while the text is being extracted, and no_text for images and failures", async () => {
    const { client, practitioner } = await practice();
    const { second } = await conflicting(client.token, client.uuid);
    await t.db
      .updateTable("documents")
      .set({ extraction_status: "pending" })
      .where("uuid", "=", second)
      .execute();
    const pending = await detect(practitioner.token, client.uuid, second);
    expect(pending.statusCode, pending.body).toBe(409);
    expect(pending.json()).toEqual({ error: "text_not_ready", message: expect.any(String) });

    await t.db
      .updateTable("documents")
      .set({ extraction_status: "failed", extraction_failure: "unreadable" })
      .where("uuid", "=", second)
      .execute();
    const failed = await detect(practitioner.token, client.uuid, second);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error).toBe("no_text");

    const png = await uploadFile(t.app, client.token, client.uuid, {
      category: "evidence",
      fileName: "photo.png",
      content: PNG_1X1,
      type: "image/png",
    });
    expect(png.json().extractionStatus).toBe("none");
    const none = await detect(practitioner.token, client.uuid, png.json().uuid);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe("no_text");
    expect((await request("GET", reportsUrl(client.uuid), client.token)).json()).toEqual({ items: [] });
  });

  it("answers 404 for a document of another account or nobody's, and 400 for a bad body", async () => {
    const { org, client, practitioner } = await practice();
    const other = await signedInAccount(t.db, org, "ROLE_USER");
    const theirs = await writeExtractedStatement(
      t.app,
      other.token,
      other.uuid,
      "Theirs",
      DATE_CONFLICT.left,
    );
    const notFound = await detect(practitioner.token, client.uuid, theirs);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: "not_found", message: "No such document." });
    expect(
      (await detect(practitioner.token, client.uuid, "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d")).statusCode,
    ).toBe(404);
    for (const body of [{}, { documentUuid: "nope" }, { documentUuid: 7 }]) {
      const res = await request(
        "POST",
        `/api/account/${client.uuid}/detect-contradictions`,
        practitioner.token,
        body,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: "invalid_request",
        fields: { documentUuid: expect.any(String) },
      });
    }
  });

  it("reads only documents with text, and only the latest version of each statement", async () => {
    const { client } = await practice();
    const compatible = await writeExtractedStatement(t.app, client.token, client.uuid, "Park", COMPATIBLE);
    const draft = await writeExtractedStatement(
      t.app,
      client.token,
      client.uuid,
      "Trip",
      DATE_CONFLICT.right,
    );
    // The trip statement corrected: its first version is no longer read.
    const corrected = await request("POST", `/api/account/${client.uuid}/statements`, client.token, {
      title: "Trip",
      text: DATE_CONFLICT.left,
      replaces: draft,
    });
    await t.app.backgroundSettled();
    const focus = await writeExtractedStatement(
      t.app,
      client.token,
      client.uuid,
      "Focus",
      DATE_CONFLICT.left,
    );
    await uploadFile(t.app, client.token, client.uuid, {
      category: "evidence",
      fileName: "photo.png",
      content: PNG_1X1,
      type: "image/png",
    });
    const report = (await detect(client.token, client.uuid, focus)).json() as ContradictionReport;
    // The document asked for first, then the others (written in the same millisecond here: any order).
    const readFor = (checked: ContradictionReport) => {
      const [head, ...rest] = checked.inputs.map((input) => input.documentUuid);
      return [head, rest.sort()];
    };
    expect(readFor(report)).toEqual([focus, [compatible, corrected.json().uuid].sort()]);
    expect(report.coverage.documents).toBe(3);
    // The focus agrees with the latest version; the superseded draft would have contradicted it.
    expect(report.findings).toEqual([]);
    // Checking the draft itself reads the others but not its own later version.
    const ofDraft = (await detect(client.token, client.uuid, draft)).json() as ContradictionReport;
    expect(readFor(ofDraft)).toEqual([draft, [compatible, focus].sort()]);
    expect(ofDraft.findings.filter((finding) => finding.type === "date")).toHaveLength(1);
  });

  it("answers an empty report plainly when nothing contradicts", async () => {
    const { client } = await practice();
    const only = await writeExtractedStatement(t.app, client.token, client.uuid, "Park", COMPATIBLE);
    const res = await detect(client.token, client.uuid, only);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      inputs: [{ documentUuid: only, fileName: "Park.txt", sha256: sha256(COMPATIBLE) }],
      coverage: { documents: 1 },
      findings: [],
    });
    expect((await request("GET", reportsUrl("me"), client.token)).json().items).toEqual([
      expect.objectContaining({ findings: 0, open: 0 }),
    ]);
  });

  it("lists reports newest first and shows the latest check and its open findings on the summary", async () => {
    const { client, practitioner } = await practice();
    expect(await summary(practitioner.token, client.uuid)).toMatchObject({
      lastContradictionCheck: null,
      findings: 0,
    });
    const { first, second } = await conflicting(client.token, client.uuid);
    clock.advanceMinutes(1);
    const older = (await detect(practitioner.token, client.uuid, second)).json() as ContradictionReport;
    expect(older.findings.length).toBeGreaterThan(0);
    expect(await summary(client.token, client.uuid)).toMatchObject({
      lastContradictionCheck: older.createdAt,
      findings: older.findings.length,
    });
    await mark(practitioner.token, older, older.findings[0] as Finding, { status: "dismissed" });
    expect((await summary(practitioner.token, client.uuid)).findings).toBe(older.findings.length - 1);

    clock.advanceMinutes(1);
    const park = await writeExtractedStatement(t.app, client.token, client.uuid, "Park", COMPATIBLE);
    const newer = (await detect(practitioner.token, client.uuid, park)).json() as ContradictionReport;
    expect(newer.findings).toEqual([]);
    // The latest report's figures, not a total: the first report's findings are its own.
    expect(await summary(practitioner.token, client.uuid)).toMatchObject({
      lastContradictionCheck: newer.createdAt,
      findings: 0,
    });
    const items = (await request("GET", reportsUrl(client.uuid), practitioner.token)).json().items;
    expect(items.map((item: { uuid: string }) => item.uuid)).toEqual([newer.uuid, older.uuid]);
    expect(items[1]).toMatchObject({ documentUuid: second, open: older.findings.length - 1 });
    expect(first).toBeDefined();
  });

  it("keeps reports readable when their documents and people are deleted; the account takes them along", async () => {
    const { client, practitioner, admin } = await practice();
    const { first, second } = await conflicting(client.token, client.uuid);
    const report = (await detect(practitioner.token, client.uuid, second)).json() as ContradictionReport;
    await mark(practitioner.token, report, report.findings[0] as Finding, {
      status: "dismissed",
      note: "Typo.",
    });

    expect(
      (await request("DELETE", `/api/account/${client.uuid}/doc/${first}`, client.token)).statusCode,
    ).toBe(204);
    expect(
      (await request("DELETE", `/api/account/${client.uuid}/doc/${second}`, client.token)).statusCode,
    ).toBe(204);
    expect((await request("DELETE", `/api/account/${practitioner.uuid}`, admin.token)).statusCode).toBe(204);
    const read = await request("GET", `${reportsUrl(client.uuid)}/${report.uuid}`, client.token);
    expect(read.statusCode, read.body).toBe(200);
    const kept = read.json() as ContradictionReport;
    // The passages quote their sentences and name their files; the people are gone.
    expect(kept).toEqual({
      ...report,
      createdBy: null,
      findings: report.findings.map((finding, i) =>
        i === 0
          ? {
              ...finding,
              status: "dismissed",
              note: "Typo.",
              resolvedBy: null,
              resolvedAt: expect.any(String),
            }
          : finding,
      ),
    });
    expect(kept.findings[0]?.left.sentence.length).toBeGreaterThan(0);

    expect((await request("DELETE", `/api/account/${client.uuid}`, admin.token)).statusCode).toBe(204);
    const reports = await t.db
      .selectFrom("contradiction_reports")
      .select("uuid")
      .where("uuid", "=", report.uuid)
      .execute();
    expect(reports).toEqual([]);
    const findings = await t.db
      .selectFrom("contradiction_findings")
      .select("uuid")
      .where("report_uuid", "=", report.uuid)
      .execute();
    expect(findings).toEqual([]);
  });
});
