import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";

const account = EXAMPLE_ACCOUNT;
const TOKEN = "t".repeat(43);
const notFound: FakeAnswer = [404, { error: "skin_not_found", message: "none" }];

const mount = (path: string, answer: (request: FakeRequest) => FakeAnswer) => mountApp(path, { answer });

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe("signing in and out", () => {
  it("signs in with the form, keeps the session in storage, greets, and signs out clearing storage", async () => {
    const user = userEvent.setup();
    const { requests } = await mount("/app", ({ method, path }) => {
      if (method === "POST" && path === "/api/auth/login") return [200, { token: TOKEN, account }];
      if (method === "POST" && path === "/api/auth/logout") return [204];
      return notFound;
    });
    await user.type(await screen.findByLabelText("Email"), "practitioner@demo.avow.test");
    await user.type(screen.getByLabelText("Password"), "Demo-Password-1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Priya" })).toBeInTheDocument();
    expect(window.sessionStorage.getItem("auth-token")).toBe(TOKEN);
    expect(JSON.parse(window.sessionStorage.getItem("auth-account") ?? "{}").uuid).toBe(account.uuid);
    expect(requests.find((r) => r.path === "/api/auth/login")?.body).toEqual({
      email: "practitioner@demo.avow.test",
      password: "Demo-Password-1",
    });

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    const logout = requests.find((r) => r.path === "/api/auth/logout");
    expect(logout?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("announces a wrong password and offers the reset link", async () => {
    const user = userEvent.setup();
    await mount("/login?org=5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71", ({ path }) =>
      path === "/api/auth/login" ? [401, { error: "invalid_credentials", message: "no" }] : notFound,
    );
    await user.type(await screen.findByLabelText("Email"), "a@example.org");
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("The email or password is not correct.");
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/reset-password?org=5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71",
    );
  });

  it("restores a stored session from /api/account/me", async () => {
    window.sessionStorage.setItem("auth-token", TOKEN);
    const { requests } = await mount("/app", ({ path }) =>
      path === "/api/account/me" ? [200, { ...account, firstName: "Priyanka" }] : notFound,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Priyanka" })).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/api/account/me")?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe("the account bar", () => {
  it("says who is signed in and signs out from a client's page, not only from home", async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem("auth-token", TOKEN);
    const { requests } = await mount(
      "/app/clients/5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71",
      ({ method, path }) => {
        if (path === "/api/account/me") return [200, account];
        if (method === "POST" && path === "/api/auth/logout") return [204];
        return notFound;
      },
    );
    const bar = await screen.findByRole("navigation", { name: "Your session" });
    expect(bar).toHaveTextContent("Signed in as Priya Shah");
    await user.click(within(bar).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    expect(requests.find((r) => r.path === "/api/auth/logout")?.headers.Authorization).toBe(
      `Bearer ${TOKEN}`,
    );
  });

  it("shows one way out on the home page", async () => {
    window.sessionStorage.setItem("auth-token", TOKEN);
    await mount("/app", ({ path }) => (path === "/api/account/me" ? [200, account] : notFound));
    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Priya" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Sign out" })).toHaveLength(1);
  });
});

describe("password reset and account confirmation", () => {
  it("asks for a reset email and says the same whatever the address", async () => {
    const user = userEvent.setup();
    const { requests } = await mount("/reset-password", ({ path }) =>
      path === "/api/auth/reset-password/request" ? [202] : notFound,
    );
    await user.type(await screen.findByLabelText("Email"), "ana@example.org");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("If an account uses ana@example.org");
    expect(requests.find((r) => r.path === "/api/auth/reset-password/request")?.body).toEqual({
      email: "ana@example.org",
    });
  });

  it("sets a new password from the link, only once every rule is met", async () => {
    const user = userEvent.setup();
    const { requests } = await mount(`/reset-password?token=${"r".repeat(43)}`, ({ path }) =>
      path === "/api/auth/reset-password" ? [204] : notFound,
    );
    const save = await screen.findByRole("button", { name: "Save the new password" });
    await user.type(screen.getByLabelText("New password"), "weak");
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "Brand-New-Pass-9");
    await user.type(screen.getByLabelText("Confirm password"), "Brand-New-Pass-9");
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole("status")).toHaveTextContent("Your password has been changed");
    expect(requests.find((r) => r.path === "/api/auth/reset-password")?.body).toEqual({
      token: "r".repeat(43),
      password: "Brand-New-Pass-9",
    });
  });

  it("explains a used or expired link and offers a new one", async () => {
    const user = userEvent.setup();
    await mount(`/reset-password?token=${"r".repeat(43)}`, ({ path }) =>
      path === "/api/auth/reset-password" ? [400, { error: "invalid_token", message: "expired" }] : notFound,
    );
    await user.type(await screen.findByLabelText("New password"), "Brand-New-Pass-9");
    await user.type(screen.getByLabelText("Confirm password"), "Brand-New-Pass-9");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link has expired or has already been used.",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/reset-password",
    );
  });

  it("confirms an invited account and opens the app signed in", async () => {
    const user = userEvent.setup();
    const { router } = await mount(`/confirm-account?token=${"c".repeat(43)}`, ({ path }) =>
      path === "/api/auth/confirm-account" ? [200, { token: TOKEN, account }] : notFound,
    );
    await user.type(await screen.findByLabelText("New password"), "Brand-New-Pass-9");
    await user.type(screen.getByLabelText("Confirm password"), "Brand-New-Pass-9");
    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Priya" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/app");
    expect(window.sessionStorage.getItem("auth-token")).toBe(TOKEN);
  });

  it("explains a truncated link before any call", async () => {
    const { requests } = await mount("/reset-password?token=abc", () => notFound);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("This link is not valid");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith("/api/auth"))).toEqual([]);
  });

  it("says so when the confirmation page is opened without its link", async () => {
    await mount("/confirm-account", () => notFound);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This page needs the link from your invitation email.",
    );
  });
});
