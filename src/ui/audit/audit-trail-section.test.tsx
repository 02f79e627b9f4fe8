import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import type { AuditEvent, AuditPage } from "../../../contracts/schema/audit.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { exampleClientSummary } from "../../test/example-client-summary.ts";
import { mountApp } from "../../test/mount-app.tsx";
import { sectionByHeading } from "../../test/section.ts";
import { AUDIT_PAGE_SIZE } from "./use-audit-trail.ts";

const CLIENT = "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e";
const DOCUMENT = "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e";
const SUMMARY = exampleClientSummary({ uuid: CLIENT });
const PRIYA = { uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22", firstName: "Priya", lastName: "Shah" };

const event = (seq: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  seq,
  occurredAt: "2026-11-21T16:30:00.000Z",
  action: "document.downloaded",
  actor: { role: "practitioner", account: PRIYA },
  subject: DOCUMENT,
  details: {},
  document: { uuid: DOCUMENT, fileName: "Bank letter.pdf" },
  ...overrides,
});

/** A server with the client and a trail of `events` (newest first), paged as the API pages it. */
const server = (
  account: Account,
  events: AuditEvent[],
  chain: Pick<AuditPage, "chainValid" | "brokenAt"> = { chainValid: true, brokenAt: null },
) => {
  const trailUrl = `/api/account/${CLIENT}/audit`;
  return (request: FakeRequest): FakeAnswer => {
    const url = new URL(request.path, "http://avow.test");
    if (url.pathname === "/api/account/me") return [200, account];
    if (url.pathname === `/api/account/${CLIENT}/summary`) return [200, SUMMARY];
    if (url.pathname === trailUrl) {
      const page = Number(url.searchParams.get("page"));
      const size = Number(url.searchParams.get("size"));
      const body: AuditPage = {
        items: events.slice(page * size, (page + 1) * size),
        page,
        size,
        total: events.length,
        ...chain,
      };
      return [200, body];
    }
    if (url.pathname === `${trailUrl}/export`) return [200, { format: "avow-audit-export/1", events: [] }];
    if (url.pathname.endsWith("/doc")) return [200, { items: [] }];
    if (url.pathname.endsWith("/family-interviews")) return [200, { items: [] }];
    return [404, { error: "not_found", message: "No." }];
  };
};

beforeEach(() => window.sessionStorage.setItem("auth-token", "t".repeat(43)));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const section = () => sectionByHeading("Activity");

describe("the activity on a client's page", () => {
  it("says in words where the chain breaks", async () => {
    await mountApp(`/app/clients/${CLIENT}`, {
      answer: server(EXAMPLE_ACCOUNT, [event(3), event(2), event(1)], { chainValid: false, brokenAt: 2 }),
    });
    const found = await section();
    expect(await within(found).findByRole("alert")).toHaveTextContent(/^Chain broken at event 2:/);
    expect(within(found).queryByText(/Chain intact/)).toBeNull();
  });

  it("lists who did what, when and on which document, with the chain's state", async () => {
    const events = [
      event(4, {
        action: "interview.submitted",
        actor: { role: "relative", account: null },
        details: { relationship: "sibling", document: DOCUMENT },
      }),
      event(3, { action: "finding.marked", details: { status: "dismissed", document: DOCUMENT } }),
      event(2, {
        action: "document.deleted",
        subject: "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        details: { category: "evidence" },
        document: null,
      }),
      event(1, {
        action: "auth.sign_in_failed",
        actor: { role: "client", account: { uuid: CLIENT, firstName: "José", lastName: "Álvarez" } },
        subject: null,
        details: { reason: "wrong_password" },
        document: null,
      }),
    ];
    await mountApp(`/app/clients/${CLIENT}`, { answer: server(EXAMPLE_ACCOUNT, events) });
    const found = await section();
    const table = await within(found).findByRole("table", { name: "Activity on this account, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["No.", "When", "Who", "What", "Document"]);
    const rows = within(table).getAllByRole("row").slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => row.cells[0]?.textContent)).toEqual(["4", "3", "2", "1"]);
    expect(rows[0]).toHaveTextContent("A relative, through the interview link");
    expect(rows[0]).toHaveTextContent("Family interview answered");
    expect(rows[0]).toHaveTextContent("Bank letter.pdf");
    expect(rows[1]).toHaveTextContent("Priya Shah");
    expect(rows[1]).toHaveTextContent("Practitioner");
    expect(rows[1]).toHaveTextContent(/Finding marked.*dismissed/);
    expect(rows[1]).toHaveTextContent(/21 Nov 2026/);
    expect(rows[2]).toHaveTextContent("Document deleted");
    expect(rows[2]).toHaveTextContent("Deleted document");
    expect(rows[3]).toHaveTextContent(/José Álvarez\s*Client/);
    expect(rows[3]).toHaveTextContent(/Sign-in refused.*wrong password/);
    expect(rows[3]?.lastElementChild?.textContent).toBe("");
    expect(
      within(found)
        .getByText(/^Chain intact:/)
        .closest("[role=status]"),
    ).not.toBeNull();
    expect(within(found).queryByRole("alert")).toBeNull();
    expect(within(found).getByText("Showing 4 of 4 events.")).toBeVisible();
    expect(within(found).queryByRole("button", { name: "Show older events" })).toBeNull();
  });

  it("shows older events on request, until there are none", async () => {
    const user = userEvent.setup();
    const total = AUDIT_PAGE_SIZE + 3;
    const events = Array.from({ length: total }, (_, i) => event(total - i));
    const { requests } = await mountApp(`/app/clients/${CLIENT}`, {
      answer: server(EXAMPLE_ACCOUNT, events),
    });
    const found = await section();
    await within(found).findByText(`Showing ${AUDIT_PAGE_SIZE} of ${total} events.`);
    await user.click(within(found).getByRole("button", { name: "Show older events" }));
    await within(found).findByText(`Showing ${total} of ${total} events.`);
    expect(within(found).getAllByRole("row")).toHaveLength(total + 1);
    expect(within(found).queryByRole("button", { name: "Show older events" })).toBeNull();
    // (React's StrictMode may start the first read twice; the first answer is dropped.)
    expect(new Set(requests.filter((r) => r.path.includes("/audit")).map((r) => r.path))).toEqual(
      new Set([
        `/api/account/${CLIENT}/audit?page=0&size=${AUDIT_PAGE_SIZE}`,
        `/api/account/${CLIENT}/audit?page=1&size=${AUDIT_PAGE_SIZE}`,
      ]),
    );
  });

  it("keeps a keyboard user's place: the last older page read, the count takes focus", async () => {
    const user = userEvent.setup();
    const total = AUDIT_PAGE_SIZE + 1;
    const events = Array.from({ length: total }, (_, i) => event(total - i));
    await mountApp(`/app/clients/${CLIENT}`, { answer: server(EXAMPLE_ACCOUNT, events) });
    const found = await section();
    const more = await within(found).findByRole("button", { name: "Show older events" });
    more.focus();
    await user.keyboard("{Enter}");
    const count = await within(found).findByText(`Showing ${total} of ${total} events.`);
    await waitFor(() => expect(count).toHaveFocus());
    // The buttons that stay stay focusable: none is disabled outright.
    for (const button of within(found).getAllByRole("button")) expect(button).toBeEnabled();
  });

  it("exports the whole activity as JSON or CSV, to a file the browser saves", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:audit");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = await mountApp(`/app/clients/${CLIENT}`, {
      answer: server(EXAMPLE_ACCOUNT, [event(1)]),
    });
    const found = await section();
    await user.click(
      await within(found).findByRole("button", {
        name: "Export as JSON",
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(found).getByRole("button", { name: "Export as CSV" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual(["audit.json", "audit.csv"]);
    expect(requests.filter((r) => r.path.includes("/export")).map((r) => r.path)).toEqual([
      `/api/account/${CLIENT}/audit/export?format=json`,
      `/api/account/${CLIENT}/audit/export?format=csv`,
    ]);
  });

  it("says why the activity could not be read, and reads it again on request", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const answer = server(EXAMPLE_ACCOUNT, [event(1)]);
    await mountApp(`/app/clients/${CLIENT}`, {
      answer: (request) =>
        refuse && request.path.includes("/audit")
          ? [503, { error: "service_unavailable", message: "No." }]
          : answer(request),
    });
    const found = await section();
    expect(await within(found).findByRole("alert")).toHaveTextContent(
      "The activity could not be loaded. Something went wrong. Please try again.",
    );
    refuse = false;
    await user.click(within(found).getByRole("button", { name: "Try again" }));
    expect(within(found).getByRole("heading", { level: 2, name: "Activity" })).toHaveFocus();
    expect(await within(found).findByRole("table")).toBeVisible();
    expect(within(found).queryByRole("alert")).toBeNull();
  });

  it("is not on the page of a client looking at their own account", async () => {
    const client: Account = { ...EXAMPLE_ACCOUNT, uuid: CLIENT, roles: ["ROLE_USER"] };
    const { requests } = await mountApp(`/app/clients/${CLIENT}`, { answer: server(client, [event(1)]) });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { level: 2, name: "Activity" })).toBeNull();
    expect(requests.some((r) => r.path.includes("/audit"))).toBe(false);
  });

  it("speaks the page's language", async () => {
    await mountApp(`/app/clients/${CLIENT}`, { answer: server(EXAMPLE_ACCOUNT, [event(1)]), language: "de" });
    const found = await sectionByHeading("Aktivität");
    const table = await within(found).findByRole("table", {
      name: "Aktivität in diesem Konto, neueste zuerst",
    });
    expect(table).toHaveTextContent("Dokument heruntergeladen");
    expect(within(found).getByRole("button", { name: "Als CSV exportieren" })).toBeVisible();
  });
});
