import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { Account, Role } from "../../../contracts/schema/account.ts";
import type { ClientItem, ClientSummary } from "../../../contracts/schema/clients.ts";
import { LANGUAGES } from "../../../contracts/schema/language.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";

const TOKEN = "t".repeat(43);
const ME = EXAMPLE_ACCOUNT;
const OTHER_PRACTITIONER = {
  uuid: "11111111-2222-4333-8444-555555555555",
  firstName: "Omar",
  lastName: "Haddad",
};

const INVITED: ClientItem = {
  uuid: "00000000-0000-4000-8000-000000000001",
  email: "jose.alvarez@example.org",
  firstName: "José",
  lastName: "Álvarez",
  country2: "ES",
  language: "es",
  status: "invited",
  assignedPractitioner: OTHER_PRACTITIONER,
  createdAt: "2026-11-20T09:00:00.000Z",
  invitationSentAt: null,
};
const ACTIVE: ClientItem = {
  ...INVITED,
  uuid: "00000000-0000-4000-8000-000000000002",
  email: "ana.lima@example.org",
  firstName: "Ana",
  lastName: "Lima",
  country2: "PT",
  language: "pt",
  status: "active",
  assignedPractitioner: { uuid: ME.uuid, firstName: ME.firstName, lastName: ME.lastName },
};

const summaryOf = (client: ClientItem): ClientSummary => {
  const { createdAt: _createdAt, ...fields } = client;
  return {
    ...fields,
    documentsByCategory: { statement: 2, medical: 1 },
    lastContradictionCheck: null,
    findings: 0,
    uploadsCompletedAt: "2026-11-21T16:30:00.000Z",
  };
};

/** A fake server with two clients, the account given, and a record of what was asked. */
const server = (
  account: Account,
  overrides: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
) => {
  let clients = [INVITED, ACTIVE];
  // Actions change the server's clients, as the real one does, so that a reload shows the change.
  const update = (uuid: string, change: Partial<ClientItem>): ClientItem => {
    clients = clients.map((c) => (c.uuid === uuid ? { ...c, ...change } : c));
    return clients.find((c) => c.uuid === uuid) as ClientItem;
  };
  return (request: FakeRequest): FakeAnswer => {
    const special = overrides(request);
    if (special) return special;
    const { method, path } = request;
    if (path === "/api/account/me") return [200, account];
    if (path.startsWith("/api/refdata/currency")) {
      const code = new URL(path, "http://x").searchParams.get("code2");
      return [
        200,
        ({ ES: "EUR", GB: "GBP", BR: "BRL", CH: "CHF" } as Record<string, string>)[code ?? ""] ?? "USD",
      ];
    }
    if (method === "GET" && path.startsWith("/api/account/me/clients"))
      return [200, { items: clients, page: 0, size: 20, total: clients.length }];
    const found = clients.find((c) => path.includes(c.uuid));
    if (method === "GET" && path.endsWith("/summary"))
      return found ? [200, summaryOf(found)] : [404, { error: "not_found", message: "No such account." }];
    if (method === "POST" && path.endsWith("/invite") && found)
      return [200, update(found.uuid, { invitationSentAt: "2026-11-22T10:00:00.000Z" })];
    if (method === "POST" && path.endsWith("/assign-to-me") && found)
      return [
        200,
        update(found.uuid, {
          assignedPractitioner: { uuid: account.uuid, firstName: "Priya", lastName: "Shah" },
        }),
      ];
    if (method === "DELETE" && found) {
      clients = clients.filter((c) => c !== found);
      return [204];
    }
    return [404, { error: "not_found", message: "No such account." }];
  };
};

const as = (...roles: Role[]): Account => ({ ...ME, roles });

beforeEach(() => window.sessionStorage.setItem("auth-token", TOKEN));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe("per-row actions follow the role", () => {
  it("a practitioner may add, invite and assign, but not delete", async () => {
    await mountApp("/app", { answer: server(as("ROLE_PRACTITIONER")) });
    const table = await screen.findByRole("table", { name: "Clients" });
    expect(screen.getByRole("link", { name: "Add a client" })).toHaveAttribute("href", "/app/clients/new");
    expect(
      within(table).getByRole("button", { name: "Send the invitation again, José Álvarez" }),
    ).toBeVisible();
    // Ana is active (nothing to send) and already mine (nothing to take on).
    expect(within(table).queryByRole("button", { name: "Send the invitation again, Ana Lima" })).toBeNull();
    expect(within(table).queryByRole("button", { name: "Assign to me, Ana Lima" })).toBeNull();
    expect(within(table).getByRole("button", { name: "Assign to me, José Álvarez" })).toBeVisible();
    expect(within(table).queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(within(table).getByRole("link", { name: "José Álvarez" })).toHaveAttribute(
      "href",
      `/app/clients/${INVITED.uuid}`,
    );
  });

  it("a reviewer sees the clients with no button to change them", async () => {
    await mountApp("/app", { answer: server(as("ROLE_REVIEWER")) });
    const table = await screen.findByRole("table", { name: "Clients" });
    expect(within(table).queryAllByRole("button")).toHaveLength(0);
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add a client" })).toBeNull();
  });

  it("an admin may also delete", async () => {
    await mountApp("/app", { answer: server(as("ROLE_ADMIN")) });
    const table = await screen.findByRole("table", { name: "Clients" });
    expect(within(table).getByRole("button", { name: "Delete, José Álvarez" })).toBeVisible();
    expect(within(table).getByRole("button", { name: "Delete, Ana Lima" })).toBeVisible();
  });

  it("sends the invitation again from the row, says so and reloads the list", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp("/app", { answer: server(as("ROLE_PRACTITIONER")) });
    const invite = await screen.findByRole("button", { name: "Send the invitation again, José Álvarez" });
    const lists = () => requests.filter((r) => r.path.startsWith("/api/account/me/clients?")).length;
    const before = lists();
    await user.click(invite);
    expect(await screen.findByText("The invitation was sent again.")).toBeVisible();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/account/me/clients/${INVITED.uuid}/invite`,
    ]);
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it("deletes from the row only once the email is typed, then reloads the list", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp("/app", { answer: server(as("ROLE_ADMIN")) });
    const start = await screen.findByRole("button", { name: "Delete, José Álvarez" });
    const lists = () => requests.filter((r) => r.path.startsWith("/api/account/me/clients?")).length;
    const before = lists();
    await user.click(start);
    const confirm = screen.getByRole("form", { name: "Delete José Álvarez?" });
    const field = within(confirm).getByLabelText(
      "Type the client's email, jose.alvarez@example.org, to confirm",
    );
    expect(field).toHaveFocus();
    const button = within(confirm).getByRole("button", { name: "Delete for good" });
    expect(button).toBeDisabled();
    await user.type(field, "jose.alvarez@example.or");
    expect(button).toBeDisabled();
    await user.type(field, "g");
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(requests.some((r) => r.method === "DELETE")).toBe(true));
    expect(requests.find((r) => r.method === "DELETE")?.path).toBe(`/api/account/${INVITED.uuid}`);
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it("closes the confirmation with Escape and gives the focus back to Delete", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp("/app", { answer: server(as("ROLE_ADMIN")) });
    const deleteButton = await screen.findByRole("button", { name: "Delete, Ana Lima" });
    await user.click(deleteButton);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("form", { name: "Delete Ana Lima?" })).toBeNull();
    expect(deleteButton).toHaveFocus();
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
  });
});

describe("the new-client page", () => {
  it("fills the brand's defaults, follows the country with the currency and creates the client", async () => {
    const user = userEvent.setup();
    const created = { ...INVITED, email: "tomas@example.org", firstName: "Tomás", lastName: "Ortega" };
    const { requests, router } = await mountApp("/app/clients/new", {
      answer: server(as("ROLE_PRACTITIONER"), ({ method, path }) =>
        method === "POST" && path === "/api/account/me/clients"
          ? [201, { ...created, invitationSentAt: "2026-11-22T10:00:00.000Z" }]
          : undefined,
      ),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Add a client" })).toBeVisible();
    const country = screen.getByRole("combobox", { name: "Country" });
    const currency = screen.getByRole("combobox", { name: "Currency" });
    // localhost speaks English: the English brand's country, language and currency.
    expect(country).toHaveValue("GB");
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    await waitFor(() => expect(currency).toHaveValue("GBP"));
    expect(screen.getByRole("checkbox", { name: "Send the connection email now" })).toBeChecked();

    await user.selectOptions(country, "ES");
    await waitFor(() => expect(currency).toHaveValue("EUR"));
    expect(screen.getByRole("option", { name: "Spain" })).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Email" }), "tomas@example.org");
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Tomás");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Ortega");
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "es");
    await user.click(screen.getByRole("button", { name: "Add client" }));

    expect(
      await screen.findByText("Tomás Ortega was added and the connection email is on its way."),
    ).toBeVisible();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      email: "tomas@example.org",
      firstName: "Tomás",
      lastName: "Ortega",
      country: "ES",
      language: "es",
      currencyCode: "EUR",
      type: "User",
      sendConnectionEmail: true,
    });
    await user.click(screen.getByRole("link", { name: "Open the client's page" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/clients/${created.uuid}`));
  });

  it("shows its own checks beside the fields and focuses the first", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp("/app/clients/new", { answer: server(as("ROLE_PRACTITIONER")) });
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "tomas.example.org");
    await user.click(screen.getByRole("button", { name: "Add client" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter an email address such as ana@example.org.");
    expect(email).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveAccessibleDescription(
      "Fill in this field.",
    );
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("puts the server's refusals beside their fields", async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer = [409, { error: "email_taken", message: "Taken." }];
    await mountApp("/app/clients/new", {
      answer: server(as("ROLE_PRACTITIONER"), ({ method, path }) =>
        method === "POST" && path === "/api/account/me/clients" ? answer : undefined,
      ),
    });
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "jose.alvarez@example.org");
    await user.type(screen.getByRole("textbox", { name: "First name" }), "José");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Álvarez");
    await user.click(screen.getByRole("button", { name: "Add client" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("Your organisation already has an account with this email."),
    );
    await waitFor(() => expect(email).toHaveFocus());

    answer = [
      400,
      { error: "invalid_request", message: "Invalid.", fields: { lastName: "must not be empty" } },
    ];
    await user.clear(email);
    await user.type(email, "jose2@example.org");
    await user.click(screen.getByRole("button", { name: "Add client" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Last name" })).toHaveAccessibleDescription(
        "The server did not accept this value; check it.",
      ),
    );
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("tells a reviewer that only practitioners and admins add clients", async () => {
    await mountApp("/app/clients/new", { answer: server(as("ROLE_REVIEWER")) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only practitioners and administrators can add clients.",
    );
    expect(screen.queryByRole("textbox", { name: "Email" })).toBeNull();
  });

  it.each(LANGUAGES)("is labelled in %s", async (language) => {
    await mountApp("/app/clients/new", { answer: server(as("ROLE_PRACTITIONER")), language });
    const heading = await screen.findByRole("heading", { level: 1 });
    const expected = {
      en: "Add a client",
      es: "Añadir un cliente",
      pt: "Adicionar um cliente",
      de: "Mandant hinzufügen",
      fr: "Ajouter un client",
    };
    expect(heading).toHaveTextContent(expected[language]);
    // Every field has a name, and the countries are named in the language.
    const spain = { en: "Spain", es: "España", pt: "Espanha", de: "Spanien", fr: "Espagne" };
    expect(screen.getByRole("option", { name: spain[language] })).toBeInTheDocument();
    for (const box of screen.getAllByRole("textbox")) expect(box).toHaveAccessibleName();
    for (const box of screen.getAllByRole("combobox")) expect(box).toHaveAccessibleName();
  });
});

describe("the client page", () => {
  it("shows the summary, every date and name in the UI language", async () => {
    await mountApp(`/app/clients/${INVITED.uuid}`, { answer: server(as("ROLE_PRACTITIONER")) });
    expect(await screen.findByRole("heading", { level: 1, name: "José Álvarez" })).toBeVisible();
    const text = screen.getByLabelText("Details").textContent;
    expect(text).toContain("jose.alvarez@example.org");
    expect(text).toContain("Invited");
    expect(text).toContain("Spain");
    expect(text).toContain("Spanish");
    expect(text).toContain("Not sent");
    expect(text).toContain("Omar Haddad");
    expect(text).toContain("Statements: 2");
    expect(text).toContain("Medical: 1");
    expect(text).toContain("21 Nov 2026");
    expect(text).toContain("Never");
    const search = screen.getByRole("link", { name: "Search the web for José Álvarez" });
    expect(search).toHaveAttribute("href", "https://www.google.es/search?q=Jos%C3%A9+%C3%81lvarez&gl=es");
    expect(search).toHaveAttribute("target", "_blank");
  });

  it("sends the invitation again and shows when", async () => {
    const user = userEvent.setup();
    await mountApp(`/app/clients/${INVITED.uuid}`, { answer: server(as("ROLE_PRACTITIONER")) });
    await user.click(await screen.findByRole("button", { name: "Send the invitation again" }));
    expect(await screen.findByText("The invitation was sent again.")).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Not sent")).toBeNull());
    expect(screen.getByText(/22 Nov 2026/)).toBeVisible();
  });

  it("lets an admin delete the client by typing the email", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp(`/app/clients/${ACTIVE.uuid}`, { answer: server(as("ROLE_ADMIN")) });
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.type(
      screen.getByLabelText("Type the client's email, ana.lima@example.org, to confirm"),
      "ANA.LIMA@example.org",
    );
    await user.click(screen.getByRole("button", { name: "Delete for good" }));
    expect(await screen.findByText("Ana Lima was deleted, with their documents and sessions.")).toBeVisible();
    expect(requests.find((r) => r.method === "DELETE")?.path).toBe(`/api/account/${ACTIVE.uuid}`);
    expect(screen.getByRole("link", { name: "Back to clients" })).toHaveAttribute("href", "/app");
  });

  it("says so when the client does not exist (or is another organisation's)", async () => {
    await mountApp("/app/clients/99999999-0000-4000-8000-000000000000", { answer: server(as("ROLE_ADMIN")) });
    expect(await screen.findByRole("heading", { level: 1, name: "No such client" })).toBeVisible();
  });

  it("reads a malformed id as a broken link, with a way back to the app", async () => {
    await mountApp("/app/clients/not-a-uuid", { answer: server(as("ROLE_ADMIN")) });
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/app");
  });
});
