import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import type { ContradictionReport, Finding } from "../../../contracts/schema/contradictions.ts";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import { LANGUAGES } from "../../../contracts/schema/language.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";

const TOKEN = "t".repeat(43);
const CLIENT = "00000000-0000-4000-8000-0000000000c1";
const DOC_A = "00000000-0000-4000-8000-00000000000a";
const DOC_B = "00000000-0000-4000-8000-00000000000b";

const document = (uuid: string, fileName: string): DocumentItem => ({
  uuid,
  accountUuid: CLIENT,
  fileName,
  category: "statement",
  size: 120,
  contentType: "text/plain; charset=utf-8",
  sha256: uuid.slice(-1).repeat(64),
  uploadedBy: null,
  uploadedAt: "2026-11-21T16:30:00.000Z",
  origin: "written",
  extractionStatus: "done",
  extractionFailure: null,
  version: 1,
  previousVersionUuid: null,
  seriesUuid: uuid,
});

const passage = (documentUuid: string, fileName: string, sentence: string, value: string) => ({
  documentUuid,
  fileName,
  sentence,
  sentenceStart: 0,
  sentenceEnd: sentence.length,
  valueStart: sentence.indexOf(value),
  valueEnd: sentence.indexOf(value) + value.length,
  value,
  normalised: value,
  language: "en",
});

const finding = (
  n: number,
  type: Finding["type"],
  left: [string, string],
  right: [string, string],
): Finding => ({
  uuid: `00000000-0000-4000-8000-0000000000f${n}`,
  type,
  confidence: 0.9,
  subject: "I",
  attribute: "arrival",
  left: passage(DOC_A, "first.txt", ...left),
  right: passage(DOC_B, "second.txt", ...right),
  explanation: { code: "not_a_known_code", params: {} },
  status: "open",
  note: null,
  resolvedBy: null,
  resolvedAt: null,
});

const REPORT: ContradictionReport = {
  uuid: "00000000-0000-4000-8000-0000000000e1",
  accountUuid: CLIENT,
  documentUuid: DOC_A,
  engineVersion: "1.0.0",
  createdAt: "2026-11-22T09:00:00.000Z",
  createdBy: null,
  inputs: [
    { documentUuid: DOC_A, fileName: "first.txt", sha256: "a".repeat(64) },
    { documentUuid: DOC_B, fileName: "second.txt", sha256: "b".repeat(64) },
  ],
  coverage: { documents: 2, sentences: 14, claims: 9, languages: ["en"] },
  findings: [
    finding(
      1,
      "date",
      ["I arrived on 3 March 2019.", "3 March 2019"],
      ["I arrived on 5 March 2019.", "5 March 2019"],
    ),
    {
      ...finding(
        2,
        "date",
        ["I was born on 3 May 1990.", "3 May 1990"],
        ["I was born on 5 May 1990.", "5 May 1990"],
      ),
      explanation: { code: "date_mismatch", params: { left: "1990-05-03", right: "1990-05-05" } },
    },
    {
      ...finding(3, "number", ["We were 3 in the car.", "3"], ["We were 5 in the car.", "5"]),
      explanation: { code: "number_mismatch", params: { left: "3", right: "5", unit: "" } },
    },
  ],
};

const summary = (report: ContradictionReport) => ({
  uuid: report.uuid,
  accountUuid: report.accountUuid,
  documentUuid: report.documentUuid,
  engineVersion: report.engineVersion,
  createdAt: report.createdAt,
  findings: report.findings.length,
  open: report.findings.filter((f) => f.status === "open").length,
});

/** A fake server with two statements, `reports` stored, and `detect` answering `detected`. */
const server = (account: Account, reports: ContradictionReport[], detected: ContradictionReport = REPORT) => {
  let stored = [...reports];
  return (request: FakeRequest): FakeAnswer => {
    const { method, path } = request;
    if (path === "/api/account/me") return [200, account];
    if (path === `/api/account/${CLIENT}/doc`)
      return [200, { items: [document(DOC_B, "second.txt"), document(DOC_A, "first.txt")] }];
    if (method === "GET" && path === `/api/account/${CLIENT}/contradiction-reports`)
      return [200, { items: stored.map(summary) }];
    const found = stored.find((report) => path.includes(report.uuid));
    if (method === "GET" && found && path.endsWith(found.uuid)) return [200, found];
    if (method === "POST" && path === `/api/account/${CLIENT}/detect-contradictions`) {
      stored = [detected, ...stored.filter((report) => report.uuid !== detected.uuid)];
      return [201, detected];
    }
    if (method === "PUT" && found) {
      const uuid = path.split("/").at(-1);
      const update = request.body as { status: Finding["status"]; note?: string };
      const target = found.findings.find((f) => f.uuid === uuid);
      return target
        ? [200, { ...target, status: update.status, note: update.note ?? null }]
        : [404, { error: "not_found", message: "No." }];
    }
    return [404, { error: "not_found", message: "No." }];
  };
};

const practitioner: Account = { ...EXAMPLE_ACCOUNT, roles: ["ROLE_PRACTITIONER"] };
const reviewer: Account = { ...EXAMPLE_ACCOUNT, roles: ["ROLE_REVIEWER"] };
const PAGE = `/app/accounts/${CLIENT}/contradictions`;

beforeEach(() => window.sessionStorage.setItem("auth-token", TOKEN));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe("the contradiction checks page", () => {
  it("runs a check of the chosen document and shows the findings grouped by type, values marked", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp(`${PAGE}?document=${DOC_A}`, { answer: server(practitioner, []) });
    expect(await screen.findByText("No check has been run yet.")).toBeVisible();
    const select = screen.getByRole("combobox", { name: "Document to check" });
    await waitFor(() => expect(select).toHaveValue(DOC_A));
    await user.click(screen.getByRole("button", { name: "Check for contradictions" }));
    expect(await screen.findByRole("heading", { level: 2, name: /^Check of first\.txt/ })).toBeVisible();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ documentUuid: DOC_A });
    expect(screen.getByText("3 findings.")).toBeVisible();
    const dates = screen.getByRole("region", { name: "Dates (2)" });
    const [card, known] = within(dates).getAllByRole("article");
    if (!card || !known) throw new Error("two date findings expected");
    // The engine's ISO dates are written the reader's way.
    expect(within(known).getByRole("heading", { level: 4 })).toHaveTextContent(
      "Two different dates for the same event: 3 May 1990 and 5 May 1990.",
    );
    expect(within(card).getByText("3 March 2019", { selector: "mark" })).toBeVisible();
    expect(within(card).getByText("5 March 2019", { selector: "mark" })).toBeVisible();
    // An explanation code this SPA does not know is still said plainly.
    expect(within(card).getByRole("heading", { level: 4 })).toHaveTextContent(
      "Dates: “3 March 2019” and “5 March 2019” cannot both be true.",
    );
    expect(within(card).getByRole("link", { name: "second.txt" })).toHaveAttribute(
      "href",
      `/app/clients/${CLIENT}#document-${DOC_B}`,
    );
    expect(
      within(screen.getByRole("region", { name: "Numbers (1)" })).getByRole("heading", { level: 4 }),
    ).toHaveTextContent("Two different numbers for the same thing: 3 and 5.");
  });

  it("opens the latest report and marks a finding explained with a note", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp(PAGE, { answer: server(practitioner, [REPORT]) });
    const dates = await screen.findByRole("region", { name: "Dates (2)" });
    await user.click(within(dates).getAllByRole("button", { name: "Mark as explained" })[0] as HTMLElement);
    const save = within(dates).getByRole("button", { name: "Save the explanation" });
    expect(save).toBeDisabled();
    await user.type(
      within(dates).getByLabelText("How is it explained?"),
      "She booked on the 3rd, arrived on the 5th.",
    );
    await user.click(save);
    expect(await within(dates).findByText("She booked on the 3rd, arrived on the 5th.")).toBeVisible();
    expect(within(dates).getByText(/Explained/)).toBeVisible();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      status: "explained",
      note: "She booked on the 3rd, arrived on the 5th.",
    });
    await user.click(
      within(screen.getByRole("region", { name: "Numbers (1)" })).getByRole("button", { name: "Dismiss" }),
    );
    await waitFor(() => expect(requests.filter((r) => r.method === "PUT")).toHaveLength(2));
  });

  it("says plainly when nothing was found, and what was checked", async () => {
    const empty = { ...REPORT, uuid: "00000000-0000-4000-8000-0000000000e2", findings: [] };
    await mountApp(PAGE, { answer: server(practitioner, [empty]) });
    expect(
      await screen.findByText(
        "No contradiction was found: no two passages about the same thing give values that cannot both be true.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText("Read 2 documents, 14 sentences and 9 claims (English); engine 1.0.0."),
    ).toBeVisible();
  });

  it("offers a new check when the documents changed since the report", async () => {
    const older = { ...REPORT, inputs: REPORT.inputs.slice(0, 1) };
    await mountApp(PAGE, { answer: server(practitioner, [older]) });
    expect(await screen.findByText("The documents have changed since this check.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Check again" })).toBeVisible();
  });

  it("lets a reviewer read the report but not run checks or mark findings", async () => {
    await mountApp(PAGE, { answer: server(reviewer, [REPORT]) });
    await screen.findByRole("region", { name: "Dates (2)" });
    expect(screen.queryByRole("button", { name: "Check for contradictions" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Mark as explained|Dismiss/ })).toBeNull();
  });

  it("explains a document whose text is not read yet", async () => {
    const user = userEvent.setup();
    const answer = server(practitioner, []);
    await mountApp(PAGE, {
      answer: (request) =>
        request.method === "POST" ? [409, { error: "text_not_ready", message: "Not yet." }] : answer(request),
    });
    await user.click(await screen.findByRole("button", { name: "Check for contradictions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The document's text is still being read. Try again in a moment.",
    );
  });

  it.each(LANGUAGES)("is labelled in %s", async (language) => {
    await mountApp(PAGE, { answer: server(practitioner, [REPORT]), language });
    await screen.findByRole("heading", { level: 1 });
    await screen.findAllByRole("article");
    for (const button of screen.getAllByRole("button")) expect(button).toHaveAccessibleName();
    for (const box of screen.getAllByRole("combobox")) expect(box).toHaveAccessibleName();
  });
});
