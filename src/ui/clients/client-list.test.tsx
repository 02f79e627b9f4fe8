import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { ClientItem } from "../../../contracts/schema/clients.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";

const TOKEN = "t".repeat(43);

const client = (n: number, firstName = `Ana${n}`): ClientItem => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  email: `client${n}@example.org`,
  firstName,
  lastName: `Silva${n}`,
  country2: "PT",
  language: "pt",
  status: n % 2 ? "active" : "invited",
  assignedPractitioner: n % 3 ? { uuid: EXAMPLE_ACCOUNT.uuid, firstName: "Priya", lastName: "Shah" } : null,
  createdAt: "2026-11-22T09:00:00.000Z",
  invitationSentAt: null,
});

/** A fake server with 45 clients: pages of 20, a search on first names, a scope that returns none. */
const answer = ({ path }: FakeRequest): FakeAnswer => {
  if (path === "/api/account/me") return [200, EXAMPLE_ACCOUNT];
  if (!path.startsWith("/api/account/me/clients")) return [404, { error: "not_found", message: "no" }];
  const params = new URL(path, "http://x").searchParams;
  const all = Array.from({ length: 45 }, (_, i) => client(i, i === 7 ? "José" : `Ana${i}`));
  const scope = params.get("scope") ?? "my";
  const q = params.get("q") ?? "";
  const matching =
    scope === "unassigned" ? [] : all.filter((c) => q === "" || c.firstName.toLowerCase().startsWith(q));
  const page = Number(params.get("page") ?? 0);
  const size = Number(params.get("size") ?? 20);
  return [
    200,
    { items: matching.slice(page * size, page * size + size), page, size, total: matching.length },
  ];
};

beforeEach(() => window.sessionStorage.setItem("auth-token", TOKEN));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe("the client list", () => {
  it("shows a professional's clients in pages, searches and changes scope", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp("/app", { answer });
    const table = await screen.findByRole("table", { name: "Clients" });
    expect(within(table).getAllByRole("row")).toHaveLength(21);
    expect(screen.getByText("45 clients")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getByText("Page 2 of 3")).toBeInTheDocument());
    expect(requests.at(-1)?.path).toBe("/api/account/me/clients?page=1&size=20&scope=my");

    await user.type(screen.getByRole("searchbox", { name: "Search clients" }), "jos");
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Clients" })).getAllByRole("row")).toHaveLength(2),
    );
    expect(screen.getByText("1 client")).toBeInTheDocument();
    // One request for the whole word, not one per keystroke, from the first page.
    expect(requests.filter((r) => r.path.includes("q=")).map((r) => r.path)).toEqual([
      "/api/account/me/clients?page=0&size=20&q=jos&scope=my",
    ]);

    await user.click(screen.getByRole("radio", { name: "Unassigned" }));
    expect(await screen.findByText("No client matches “jos”.")).toBeInTheDocument();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    await mountApp("/app", {
      answer: (request) =>
        request.path.startsWith("/api/account/me/clients")
          ? [500, { error: "internal_error", message: "x" }]
          : answer(request),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("The clients could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
