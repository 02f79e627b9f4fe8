import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import { EXAMPLE_FAMILY_INTERVIEW } from "../../../contracts/fixtures/example-family-interview.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import type { FamilyInterview, NewFamilyInterview } from "../../../contracts/schema/family-interviews.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { exampleClientSummary } from "../../test/example-client-summary.ts";
import { mountApp } from "../../test/mount-app.tsx";
import { sectionByHeading } from "../../test/section.ts";

const CLIENT = EXAMPLE_FAMILY_INTERVIEW.clientUuid;
const INTERVIEWS = `/api/account/${CLIENT}/family-interviews`;
const SUMMARY = exampleClientSummary({ uuid: CLIENT, documentsByCategory: { interview: 1 } });
const DOCUMENT_UUID = "3c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const PENDING: FamilyInterview = {
  ...EXAMPLE_FAMILY_INTERVIEW,
  createdAt: "2026-11-20T09:00:00.000Z",
  expiresAt: "2026-12-04T09:00:00.000Z",
};
const SUBMITTED: FamilyInterview = {
  ...PENDING,
  uuid: "2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  relativeName: "Carmen Ruiz",
  relationship: "parent",
  email: "carmen@example.org",
  language: "fr",
  status: "submitted",
  submittedAt: "2026-11-21T18:30:00.000Z",
  documentUuid: DOCUMENT_UUID,
};
const DOCUMENT: DocumentItem = {
  uuid: DOCUMENT_UUID,
  accountUuid: CLIENT,
  category: "interview",
  fileName: "Family interview - Carmen Ruiz.txt",
  contentType: "text/plain",
  size: 812,
  sha256: "a".repeat(64),
  uploadedAt: "2026-11-21T18:30:00.000Z",
  uploadedBy: null,
  extractionStatus: "done",
  extractionFailure: null,
  origin: "upload",
  version: 1,
  previousVersionUuid: null,
  seriesUuid: DOCUMENT_UUID,
};

/** A server with the client, its documents and its invitations; the invitation call answers `onInvite`. */
const server = (
  account: Account,
  options: { items?: FamilyInterview[]; onInvite?: (body: NewFamilyInterview) => FakeAnswer } = {},
) => {
  let items = options.items ?? [PENDING, SUBMITTED];
  return (request: FakeRequest): FakeAnswer => {
    const { method, path } = request;
    if (path === "/api/account/me") return [200, account];
    if (path === `/api/account/${CLIENT}/summary`) return [200, SUMMARY];
    if (path === `/api/account/${CLIENT}/doc`) return [200, { items: [DOCUMENT] }];
    if (path === INTERVIEWS && method === "GET") return [200, { items }];
    if (path === INTERVIEWS && method === "POST") {
      const body = request.body as NewFamilyInterview;
      const answer = options.onInvite?.(body);
      if (answer) return answer;
      const created: FamilyInterview = { ...PENDING, ...body, uuid: "4c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f" };
      items = [created, ...items];
      return [201, created];
    }
    if (path === `${INTERVIEWS}/${PENDING.uuid}` && method === "DELETE") {
      items = items.filter((item) => item.uuid !== PENDING.uuid);
      return [204];
    }
    return [404, { error: "not_found", message: "No." }];
  };
};

beforeEach(() => window.sessionStorage.setItem("auth-token", "t".repeat(43)));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const section = () => sectionByHeading("Family interviews");

const rowOf = (within_: HTMLElement, name: string) =>
  within(within_).getByText(name, { selector: "td" }).closest("tr") as HTMLElement;

describe("the family interviews on a client's page", () => {
  it("lists every invitation with where it stands, and links an answered one to its document", async () => {
    await mountApp(`/app/clients/${CLIENT}`, { answer: server(EXAMPLE_ACCOUNT) });
    const found = await section();
    await within(found).findByRole("table");
    const pending = rowOf(found, "Lucía Álvarez");
    expect(pending).toHaveTextContent("Brother or sister");
    expect(pending).toHaveTextContent("lucia@example.org");
    expect(pending).toHaveTextContent("Spanish");
    expect(pending).toHaveTextContent("Waiting for answers");
    expect(pending).toHaveTextContent("Priya Shah");
    expect(pending).toHaveTextContent(/Invited 20 Nov 2026/);
    expect(pending).toHaveTextContent(/Link valid until 4 Dec 2026/);
    const answered = rowOf(found, "Carmen Ruiz");
    expect(answered).toHaveTextContent("Answered");
    expect(answered).toHaveTextContent("French");
    expect(answered).toHaveTextContent(/Answered 21 Nov 2026/);
    const link = within(answered).getByRole("link", { name: "Open the interview document of Carmen Ruiz" });
    expect(link.getAttribute("href")).toBe(`/app/clients/${CLIENT}#document-${DOCUMENT_UUID}`);
    // The document it links to is listed in the documents section of the same page.
    expect(await screen.findByText("Family interview - Carmen Ruiz.txt")).toBeInTheDocument();
    expect(document.getElementById(`document-${DOCUMENT_UUID}`)).not.toBeNull();
  });

  it("invites a relative in the client's language, says the invitation went, and lists it", async () => {
    const { requests } = await mountApp(`/app/clients/${CLIENT}`, {
      answer: server(EXAMPLE_ACCOUNT, { items: [] }),
    });
    const found = await section();
    await within(found).findByText("No relative has been invited yet.");
    const form = within(found).getByRole("form", { name: "Invite a relative" });
    expect(within(form).getByRole("combobox", { name: "Language of the questionnaire" })).toHaveValue("es");
    await userEvent.type(within(form).getByRole("textbox", { name: "Relative's name" }), "Ana Álvarez");
    await userEvent.selectOptions(
      within(form).getByRole("combobox", { name: "Relationship to the client" }),
      "Grandparent",
    );
    await userEvent.type(within(form).getByRole("textbox", { name: "Relative's email" }), "ana@example.org");
    await userEvent.click(within(form).getByRole("button", { name: "Send the invitation" }));
    expect(
      await within(found).findByText("Invitation emailed to Ana Álvarez (ana@example.org)."),
    ).toBeInTheDocument();
    expect(
      requests.find((request) => request.method === "POST" && request.path === INTERVIEWS)?.body,
    ).toEqual({
      relativeName: "Ana Álvarez",
      relationship: "grandparent",
      email: "ana@example.org",
      language: "es",
    });
    expect(rowOf(found, "Ana Álvarez")).toHaveTextContent("Waiting for answers");
    await userEvent.click(within(found).getByRole("button", { name: "Invite another relative" }));
    expect(within(found).getByRole("textbox", { name: "Relative's name" })).toHaveValue("");
  });

  it("checks the form before sending, and puts the server's refusal of the email beside it", async () => {
    const { requests } = await mountApp(`/app/clients/${CLIENT}`, {
      answer: server(EXAMPLE_ACCOUNT, {
        onInvite: () => [409, { error: "relative_email_taken", message: "Not a relative." }],
      }),
    });
    const found = await section();
    const form = within(found).getByRole("form", { name: "Invite a relative" });
    await userEvent.click(within(form).getByRole("button", { name: "Send the invitation" }));
    expect(within(form).getByRole("textbox", { name: "Relative's name" })).toHaveFocus();
    expect(within(form).getByRole("alert")).toHaveTextContent("Check the fields marked below.");
    expect(
      within(form).getByRole("combobox", { name: "Relationship to the client" }),
    ).toHaveAccessibleDescription("Choose one.");
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await userEvent.type(within(form).getByRole("textbox", { name: "Relative's name" }), "Ana");
    await userEvent.selectOptions(
      within(form).getByRole("combobox", { name: "Relationship to the client" }),
      "Cousin",
    );
    await userEvent.type(within(form).getByRole("textbox", { name: "Relative's email" }), "jose@example.org");
    await userEvent.click(within(form).getByRole("button", { name: "Send the invitation" }));
    const email = within(form).getByRole("textbox", { name: "Relative's email" });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(
      /is the client's own or belongs to someone in your organisation/,
    );
    expect(email).toHaveFocus();
  });

  it("withdraws a pending invitation after a yes", async () => {
    const { requests } = await mountApp(`/app/clients/${CLIENT}`, { answer: server(EXAMPLE_ACCOUNT) });
    const found = await section();
    await within(found).findByRole("table");
    expect(within(rowOf(found, "Carmen Ruiz")).queryByRole("button", { name: /Withdraw/ })).toBeNull();
    await userEvent.click(
      within(found).getByRole("button", { name: "Withdraw the invitation to Lucía Álvarez" }),
    );
    const confirm = within(found).getByRole("group", { name: "Withdraw the invitation to Lucía Álvarez?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Withdraw" }));
    expect(await within(found).findByText("The invitation was withdrawn.")).toBeInTheDocument();
    await waitFor(() => expect(within(found).queryByText("Lucía Álvarez", { selector: "td" })).toBeNull());
    expect(requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
      `${INTERVIEWS}/${PENDING.uuid}`,
    ]);
  });

  it("shows a reviewer the list but no form and nothing to withdraw", async () => {
    await mountApp(`/app/clients/${CLIENT}`, {
      answer: server({ ...EXAMPLE_ACCOUNT, roles: ["ROLE_REVIEWER"] }),
    });
    const found = await section();
    await within(found).findByRole("table");
    expect(within(found).queryByRole("form")).toBeNull();
    expect(within(found).queryByRole("button", { name: /Withdraw/ })).toBeNull();
    expect(within(found).getByRole("link", { name: /Open the interview document/ })).toBeInTheDocument();
  });

  it("says when the invitations cannot be loaded, and loads them again", async () => {
    let failing = true;
    const base = server(EXAMPLE_ACCOUNT);
    await mountApp(`/app/clients/${CLIENT}`, {
      answer: (request) =>
        failing && request.path === INTERVIEWS
          ? [503, { error: "unavailable", message: "Down." }]
          : base(request),
    });
    const found = await section();
    expect(await within(found).findByRole("alert")).toHaveTextContent("The invitations could not be loaded.");
    failing = false;
    await userEvent.click(within(found).getByRole("button", { name: "Try again" }));
    await within(found).findByRole("table");
  });
});
