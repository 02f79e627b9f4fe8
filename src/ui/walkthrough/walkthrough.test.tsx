import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import { LANGUAGES } from "../../../contracts/schema/language.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";
import { tourKey } from "./tour-storage.ts";

const TOKEN = "t".repeat(43);

const server =
  (account: Account) =>
  ({ path }: FakeRequest): FakeAnswer => {
    if (path === "/api/account/me") return [200, account];
    if (path.startsWith("/api/account/me/clients")) return [200, { items: [], page: 0, size: 20, total: 0 }];
    if (path.endsWith("/doc")) return [200, { items: [] }];
    return [404, { error: "not_found", message: "No." }];
  };

const reviewer: Account = { ...EXAMPLE_ACCOUNT, roles: ["ROLE_REVIEWER"] };
const client: Account = { ...EXAMPLE_ACCOUNT, roles: ["ROLE_USER"] };

beforeEach(() => window.sessionStorage.setItem("auth-token", TOKEN));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("the walkthrough", () => {
  it("starts by itself on the first visit and is remembered for the account", async () => {
    const user = userEvent.setup();
    await mountApp("/app", { answer: server(EXAMPLE_ACCOUNT) });
    const tour = await screen.findByRole("dialog", { name: "Your clients" });
    expect(tour).toHaveTextContent("Step 1 of 4");
    expect(screen.getByRole("heading", { level: 2, name: "Your clients" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(
      JSON.parse(window.localStorage.getItem(tourKey(EXAMPLE_ACCOUNT.uuid, "professional")) ?? ""),
    ).toEqual({
      step: 1,
      status: "active",
    });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      JSON.parse(window.localStorage.getItem(tourKey(EXAMPLE_ACCOUNT.uuid, "professional")) ?? ""),
    ).toEqual({
      step: 1,
      status: "skipped",
    });
  });

  it("does not come back by itself after a skip; the help menu resumes it", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      tourKey(EXAMPLE_ACCOUNT.uuid, "professional"),
      JSON.stringify({ step: 2, status: "skipped" }),
    );
    await mountApp("/app", { answer: server(EXAMPLE_ACCOUNT) });
    await screen.findByRole("heading", { level: 1, name: "Hello, Priya" });
    expect(screen.queryByRole("dialog")).toBeNull();
    const help = screen.getByRole("button", { name: "Help" });
    expect(help).toHaveAttribute("aria-expanded", "false");
    await user.click(help);
    expect(help).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Resume the tour" }));
    expect(await screen.findByRole("dialog", { name: "A client's documents" })).toHaveTextContent(
      "Open a client from your list to see it.",
    );
  });

  it("has no step about adding clients for a reviewer, and a client tour for a client", async () => {
    await mountApp("/app", { answer: server(reviewer) });
    expect(await screen.findByRole("dialog", { name: "Your clients" })).toHaveTextContent("Step 1 of 3");
    cleanup();
    await mountApp("/app", { answer: server(client) });
    expect(await screen.findByRole("dialog", { name: "Add your documents" })).toHaveTextContent(
      "Step 1 of 3",
    );
  });

  it.each(LANGUAGES)("speaks %s", async (language) => {
    await mountApp("/app", { answer: server(client), language });
    const titles = {
      en: "Add your documents",
      es: "Añada sus documentos",
      pt: "Adicione os seus documentos",
      de: "Fügen Sie Ihre Dokumente hinzu",
      fr: "Ajoutez vos documents",
    };
    const tour = await screen.findByRole("dialog", { name: titles[language] });
    for (const button of [...tour.querySelectorAll("button")]) expect(button).toHaveAccessibleName();
  });
});
