import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  reportCanonicalJson,
  reportDigest,
  type FindingDigestRow,
  type ReportDigestRow,
} from "./report-digest.ts";

const report: ReportDigestRow = {
  uuid: "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f",
  account_uuid: "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e",
  document_uuid: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
  engine_version: "3",
  created_at: "2026-11-28T09:00:00.000Z",
  inputs: JSON.stringify([
    { documentUuid: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e", fileName: "B.txt", sha256: "ab" },
  ]),
  coverage: JSON.stringify({ sentences: 2, languages: ["en"] }),
};

const finding = (position: number, overrides: Partial<FindingDigestRow> = {}): FindingDigestRow => ({
  position,
  type: "date",
  confidence: 0.9,
  subject: "arrival",
  attribute: "date",
  left_passage: JSON.stringify({ documentUuid: "a", start: 0, end: 10, text: "on 3 March" }),
  right_passage: JSON.stringify({ documentUuid: "b", start: 0, end: 10, text: "on 5 March" }),
  explanation: JSON.stringify({ key: "date", values: ["2019-03-03", "2019-03-05"] }),
  ...overrides,
});

describe("canonical JSON", () => {
  it("sorts keys by code unit at every depth and writes no white space", () => {
    expect(canonicalJson({ b: 1, a: [{ d: true, c: null }], é: "x", B: "y" })).toBe(
      '{"B":"y","a":[{"c":null,"d":true}],"b":1,"é":"x"}',
    );
  });

  it("writes numbers and strings as JSON.stringify does, and leaves out undefined members", () => {
    expect(canonicalJson([0.1, 1e21, -0, 5, 'line\n"quote"', { skip: undefined }])).toBe(
      '[0.1,1e+21,0,5,"line\\n\\"quote\\"",{}]',
    );
  });

  it("refuses what JSON cannot hold exactly", () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(RangeError);
    expect(() => canonicalJson(Infinity)).toThrow(RangeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});

describe("a contradiction report's digest", () => {
  it("is the SHA-256 of the report's canonical JSON", () => {
    const text = reportCanonicalJson(report, [finding(0)]);
    expect(
      text.startsWith('{"account":"7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e","coverage":{"languages":["en"]'),
    ).toBe(true);
    expect(JSON.parse(text)).toMatchObject({
      format: "avow-contradiction-report/1",
      uuid: report.uuid,
      engineVersion: "3",
      findings: [{ position: 0, type: "date", confidence: 0.9, left: { text: "on 3 March" } }],
    });
    expect(reportDigest(report, [finding(0)])).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
  });

  it("does not depend on how the stored JSON is spaced or ordered, nor on the order findings are read in", () => {
    const respaced: ReportDigestRow = {
      ...report,
      coverage: '{ "languages": ["en"],  "sentences": 2 }',
    };
    const findings = [finding(0), finding(1, { subject: "payment", type: "money" })];
    expect(reportDigest(respaced, [...findings].reverse())).toBe(reportDigest(report, findings));
    // PostgreSQL may answer the double as text.
    expect(reportDigest(report, [finding(0, { confidence: "0.9" })])).toBe(
      reportDigest(report, [finding(0)]),
    );
  });

  it("changes with anything the engine found or read", () => {
    const base = reportDigest(report, [finding(0)]);
    expect(reportDigest(report, [finding(0, { confidence: 0.8 })])).not.toBe(base);
    expect(reportDigest(report, [finding(0, { subject: "departure" })])).not.toBe(base);
    expect(
      reportDigest(report, [finding(0, { right_passage: JSON.stringify({ text: "on 6 March" }) })]),
    ).not.toBe(base);
    expect(reportDigest({ ...report, created_at: "2026-11-28T09:00:00.001Z" }, [finding(0)])).not.toBe(base);
    expect(reportDigest({ ...report, inputs: "[]" }, [finding(0)])).not.toBe(base);
    expect(reportDigest(report, [])).not.toBe(base);
  });
});
