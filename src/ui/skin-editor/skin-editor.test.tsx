import { createMemoryHistory } from "@tanstack/react-router";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import { EXAMPLE_SKIN } from "../../../contracts/fixtures/example-skin.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import { createI18n } from "../../i18n/i18n.ts";
import { createAppRouter } from "../../router.ts";
import { fakeApiRuntime, type FakeAnswer, type FakeRequest } from "../../test/fake-api.ts";
import { AppRoot } from "../app/app-root.tsx";

const TOKEN = "t".repeat(43);
const admin: Account = { ...EXAMPLE_ACCOUNT, roles: ["ROLE_ADMIN"] };
const notFound: FakeAnswer = [404, { error: "skin_not_found", message: "none" }];

/** Signed in (a stored session), on /app, over a fake server. */
const mount = async (account: Account, answer: (request: FakeRequest) => FakeAnswer | undefined) => {
  window.sessionStorage.setItem("auth-token", TOKEN);
  const { runtime, requests } = fakeApiRuntime(
    (request) =>
      answer(request) ??
      (request.path === "/api/account/me"
        ? [200, account]
        : request.path.startsWith("/api/account/me/clients")
          ? [200, { items: [], page: 0, size: 20, total: 0 }]
          : notFound),
  );
  const router = createAppRouter(createMemoryHistory({ initialEntries: ["/app"] }));
  await act(async () => {
    render(<AppRoot i18n={await createI18n("en")} runtime={runtime} router={router} />);
  });
  await screen.findByRole("heading", { level: 1, name: "Hello, Priya" });
  return { requests };
};

/** The server's answer to a PUT: the body as stored, a cleared secondary text colour left out. */
const asStored = (body: unknown) => {
  const { secondaryTextColor, ...rest } = body as { secondaryTextColor?: string | null };
  return secondaryTextColor ? { ...rest, secondaryTextColor } : rest;
};
const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);
const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === "PUT");

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe("the skin editor", () => {
  it("is not shown to a practitioner", async () => {
    const { requests } = await mount(EXAMPLE_ACCOUNT, () => undefined);
    expect(screen.queryByRole("heading", { name: "Your organisation's look" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === "PUT")).toEqual([]);
  });

  it("shows an admin the organisation's skin, saves changes and applies them at once", async () => {
    const user = userEvent.setup();
    let stored = { ...EXAMPLE_SKIN };
    const { requests } = await mount(admin, ({ method, path, body }) => {
      if (path !== "/api/account/me/skin") return undefined;
      if (method === "PUT") stored = asStored(body) as typeof stored;
      return [200, stored];
    });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Your organisation's look" }),
    ).toBeInTheDocument();
    const title = await screen.findByLabelText("Title");
    expect(title).toHaveValue(EXAMPLE_SKIN.title);
    expect(screen.getByLabelText("Logo URL")).toHaveValue(EXAMPLE_SKIN.logoUrl);
    expect(screen.getByLabelText("Website URL")).toHaveValue(EXAMPLE_SKIN.websiteUrl);
    expect(screen.getByLabelText("Language")).toHaveValue("en");
    expect(within(screen.getByLabelText("Language")).getAllByRole("option")).toHaveLength(5);
    expect(screen.getByLabelText("Primary colour")).toHaveValue(EXAMPLE_SKIN.primaryColor);
    expect(screen.getByLabelText("Pick the primary colour")).toHaveValue(EXAMPLE_SKIN.primaryColor);
    expect(screen.getByLabelText("Secondary text colour")).toHaveValue(EXAMPLE_SKIN.secondaryTextColor);
    await waitFor(() => expect(cssVariable("--avow-primary")).toBe(EXAMPLE_SKIN.primaryColor));

    await user.clear(title);
    await user.type(title, "Harbour, renewed");
    await user.clear(screen.getByLabelText("Primary colour"));
    await user.type(screen.getByLabelText("Primary colour"), "#0A0B0C");
    await user.clear(screen.getByLabelText("Secondary text colour"));
    const reads = () =>
      requests.filter((r) => r.method === "GET" && r.path === "/api/account/me/skin").length;
    const readsBefore = reads();
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved. Your organisation's new look is in use.")).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(1);
    expect(puts(requests)[0]?.body).toEqual({
      ...EXAMPLE_SKIN,
      title: "Harbour, renewed",
      primaryColor: "#0a0b0c",
      secondaryTextColor: null,
    });
    expect(puts(requests)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    // Applied from the PUT's answer, without asking for the skin again.
    expect(cssVariable("--avow-primary")).toBe("#0a0b0c");
    expect(cssVariable("--avow-secondary-text")).toBe(EXAMPLE_SKIN.secondaryColor);
    expect(reads()).toBe(readsBefore);
  });

  it("announces contrast warnings without blocking the save", async () => {
    const user = userEvent.setup();
    await mount(admin, ({ method, path, body }) =>
      path === "/api/account/me/skin"
        ? method === "PUT"
          ? [200, asStored(body)]
          : [200, EXAMPLE_SKIN]
        : undefined,
    );
    const primary = await screen.findByLabelText("Primary colour");
    // The editor's own live region (the page also has the client list's).
    const editor = within(screen.getByRole("region", { name: "Your organisation's look" }));
    const warnings = editor.getAllByRole("status").find((region) => region.getAttribute("aria-live"));
    expect(warnings).toBeEmptyDOMElement();

    await user.clear(primary);
    await user.type(primary, "#7a7a7a");
    await user.clear(screen.getByLabelText("Secondary text colour"));
    await user.type(screen.getByLabelText("Secondary text colour"), "#9aa0a6");
    expect(warnings).toHaveTextContent(
      "Text on the primary colour has a contrast of only 4.2:1. At least 4.5:1 is recommended",
    );
    expect(warnings).toHaveTextContent(
      "The secondary text colour on the page background has a contrast of only 2.4:1.",
    );

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved. Your organisation's new look is in use.")).toBeInTheDocument();
  });

  it("starts a first skin from the defaults and points out what is missing before sending anything", async () => {
    const user = userEvent.setup();
    const { requests } = await mount(admin, ({ method, path, body }) =>
      path === "/api/account/me/skin" && method === "PUT" ? [200, asStored(body)] : undefined,
    );
    const title = await screen.findByLabelText("Title");
    expect(title).toHaveValue("");
    expect(screen.getByLabelText("Primary colour")).toHaveValue("#002c5c");
    expect(screen.getByLabelText("Secondary text colour")).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(puts(requests)).toEqual([]);
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("Enter a title of 1 to 120 characters, on one line.");
    expect(screen.getByLabelText("Website URL")).toHaveAccessibleDescription(
      "An https:// address. The logo in the header links to it. Enter an address that starts with https://.",
    );

    await user.type(title, "Coast Counselling");
    await user.type(screen.getByLabelText("Logo URL"), "https://coast.example/logo.svg");
    await user.type(screen.getByLabelText("Website URL"), "https://coast.example");
    await user.clear(screen.getByLabelText("Accent colour"));
    await user.type(screen.getByLabelText("Accent colour"), "#ffaa00");
    await user.selectOptions(screen.getByLabelText("Language"), "Spanish");
    await user.click(screen.getByRole("button", { name: "Save" }));

    // The new skin applies at once, its language included.
    expect(
      await screen.findByText("Guardado. El nuevo aspecto de tu organización ya está en uso."),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "El aspecto de tu organización" }),
    ).toBeInTheDocument();
    expect(cssVariable("--avow-accent")).toBe("#ffaa00");
    expect(puts(requests)[0]?.body).toMatchObject({ title: "Coast Counselling", language: "es" });
    expect(screen.getByLabelText("Título")).not.toHaveAttribute("aria-invalid");
  });

  it("offers to try again when the skin cannot be loaded", async () => {
    const user = userEvent.setup();
    let failing = true;
    await mount(admin, ({ method, path }) =>
      path === "/api/account/me/skin" && method === "GET"
        ? failing
          ? [500, { error: "internal_error", message: "no" }]
          : [200, EXAMPLE_SKIN]
        : undefined,
    );
    expect(
      await within(screen.getByRole("region", { name: "Your organisation's look" })).findByRole("alert"),
    ).toHaveTextContent("We could not load your organisation's look.");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Title")).toHaveValue(EXAMPLE_SKIN.title);
  });

  it("says so when the server refuses", async () => {
    const user = userEvent.setup();
    await mount(admin, ({ method, path }) =>
      path === "/api/account/me/skin"
        ? method === "PUT"
          ? [403, { error: "forbidden", message: "Only an administrator…" }]
          : [200, EXAMPLE_SKIN]
        : undefined,
    );
    await user.type(await screen.findByLabelText("Title"), "!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only an administrator of your organisation can change its look.",
    );
    expect(screen.getByLabelText("Title")).toHaveValue(`${EXAMPLE_SKIN.title}!`);
    await user.click(screen.getByRole("button", { name: "Undo changes" }));
    expect(screen.getByLabelText("Title")).toHaveValue(EXAMPLE_SKIN.title);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
