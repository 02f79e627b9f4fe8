import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import type { LinkedProfile } from "../../../contracts/schema/facebook.ts";
import { exampleClientSummary } from "../../test/example-client-summary.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";
import { sectionByHeading } from "../../test/section.ts";

const TOKEN = "t".repeat(43);
const STATE = "s".repeat(43);
const CLIENT: Account = {
  ...EXAMPLE_ACCOUNT,
  uuid: "00000000-0000-4000-8000-0000000000c1",
  email: "sam@example.org",
  firstName: "Sam",
  lastName: "Taylor",
  roles: ["ROLE_USER"],
};
const PROFILE: LinkedProfile = {
  providerId: "1001",
  name: "Sam Taylor",
  profileUrl: "https://www.facebook.com/sam.taylor",
  linkedAt: "2026-11-21T16:30:00.000Z",
};
const SUMMARY = exampleClientSummary({
  uuid: CLIENT.uuid,
  email: CLIENT.email,
  firstName: CLIENT.firstName,
  lastName: CLIENT.lastName,
  country2: "GB",
  language: "en",
});
const PROVIDER_PAGE = "https://provider.example/auth?state=abc";

/** A fake server for the Facebook calls: a provider configured or not, a profile linked or not. */
const server = (account: Account, options: { enabled: boolean; linked: LinkedProfile | null }) => {
  let linked = options.linked;
  return (request: FakeRequest): FakeAnswer => {
    const { method, path } = request;
    if (path === "/api/account/me") return [200, account];
    if (path === "/api/account/facebook/status") return [200, { enabled: options.enabled }];
    if (method === "GET" && path.startsWith("/api/account/facebook/me"))
      return linked ? [200, linked] : [404, { error: "not_found", message: "No linked profile." }];
    if (method === "POST" && path === "/api/account/me/facebook/link")
      return [200, { authorizationUrl: PROVIDER_PAGE }];
    if (method === "DELETE" && path === "/api/account/me/facebook") {
      linked = null;
      return [204];
    }
    if (method === "POST" && path === "/api/account/me/facebook/callback") {
      const body = request.body as { code: string; state: string };
      if (body.state !== STATE) return [400, { error: "invalid_state", message: "Used." }];
      linked = PROFILE;
      return [200, { profile: PROFILE, returnTo: "/app" }];
    }
    if (path === `/api/account/${CLIENT.uuid}/summary`) return [200, SUMMARY];
    if (path.endsWith("/doc")) return [200, { items: [] }];
    return [404, { error: "not_found", message: "No." }];
  };
};

beforeEach(() => window.sessionStorage.setItem("auth-token", TOKEN));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const facebookSection = () => sectionByHeading("Facebook profile");

describe("the Facebook section on a client's home", () => {
  it("offers the link, asks the server to start one and sends the browser to the provider", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { requests } = await mountApp("/app", { answer: server(CLIENT, { enabled: true, linked: null }) });
    const section = await facebookSection();
    await userEvent.click(await within(section).findByRole("button", { name: "Link my Facebook profile" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE));
    const start = requests.filter((r) => r.path === "/api/account/me/facebook/link");
    expect(start).toHaveLength(1);
    expect(start[0]?.method).toBe("POST");
    expect(start[0]?.body).toEqual({ returnTo: "/app" });
  });

  it("shows the linked profile with its link and date, and unlinks it", async () => {
    await mountApp("/app", { answer: server(CLIENT, { enabled: true, linked: PROFILE }) });
    const section = await facebookSection();
    await within(section).findByText("Sam Taylor");
    const link = within(section).getByRole("link", { name: PROFILE.profileUrl ?? "" });
    expect(link.getAttribute("href")).toBe(PROFILE.profileUrl);
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(section).getByText(/21 Nov 2026/)).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Link my Facebook profile" })).toBeNull();
    await userEvent.click(within(section).getByRole("button", { name: "Unlink" }));
    await within(section).findByRole("button", { name: "Link my Facebook profile" });
    expect(within(section).queryByText("Sam Taylor")).toBeNull();
  });

  it("does not show at all when the server has no provider", async () => {
    const { requests } = await mountApp("/app", { answer: server(CLIENT, { enabled: false, linked: null }) });
    await waitFor(() => expect(requests.some((r) => r.path === "/api/account/facebook/status")).toBe(true));
    await screen.findByRole("heading", { level: 1, name: "Hello, Sam" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Facebook profile" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Link my Facebook profile" })).toBeNull();
  });
});

describe("the Facebook section on a client's page, for a professional", () => {
  it("shows the client's linked profile read-only", async () => {
    const { requests } = await mountApp(`/app/clients/${CLIENT.uuid}`, {
      answer: server(EXAMPLE_ACCOUNT, { enabled: true, linked: PROFILE }),
    });
    const section = await facebookSection();
    await within(section).findByText("Sam Taylor");
    expect(within(section).queryByRole("button")).toBeNull();
    expect(requests.some((r) => r.path === `/api/account/facebook/me?accountUuid=${CLIENT.uuid}`)).toBe(true);
  });

  it("shows nothing and asks for no profile when the server has no provider", async () => {
    const { requests } = await mountApp(`/app/clients/${CLIENT.uuid}`, {
      answer: server(EXAMPLE_ACCOUNT, { enabled: false, linked: PROFILE }),
    });
    await screen.findByRole("heading", { level: 1, name: "Sam Taylor" });
    await waitFor(() => expect(requests.some((r) => r.path === "/api/account/facebook/status")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Facebook profile" })).toBeNull();
    expect(requests.some((r) => r.path.startsWith("/api/account/facebook/me"))).toBe(false);
  });

  it("says when the client has linked none", async () => {
    await mountApp(`/app/clients/${CLIENT.uuid}`, {
      answer: server(EXAMPLE_ACCOUNT, { enabled: true, linked: null }),
    });
    const section = await facebookSection();
    await within(section).findByText("No Facebook profile is linked.");
  });
});

describe("/callbacks", () => {
  it("completes the link once and returns the person where they started", async () => {
    const { router, requests } = await mountApp(`/callbacks?code=abc&state=${STATE}&iss=x`, {
      answer: server(CLIENT, { enabled: true, linked: null }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/app"));
    const completions = requests.filter((r) => r.path === "/api/account/me/facebook/callback");
    // Once, although React's StrictMode starts the page twice.
    expect(completions).toHaveLength(1);
    expect(completions[0]?.body).toEqual({ code: "abc", state: STATE });
    await screen.findByText("Sam Taylor");
  });

  it("explains a refusal at the provider, with a way back, and asks the server nothing", async () => {
    const { requests } = await mountApp(`/callbacks?error=access_denied&state=${STATE}`, {
      answer: server(CLIENT, { enabled: true, linked: null }),
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You did not allow Avow to see your profile, so nothing was linked.",
    );
    expect(screen.getByRole("link", { name: "Back to your account" }).getAttribute("href")).toBe("/app");
    expect(requests.some((r) => r.path.includes("facebook/callback"))).toBe(false);
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("explains a used or expired state", async () => {
    await mountApp(`/callbacks?code=abc&state=${"u".repeat(43)}`, {
      answer: server(CLIENT, { enabled: true, linked: null }),
    });
    expect((await screen.findByRole("alert")).textContent).toMatch(/expired or was already used/);
  });

  it("speaks the brand's language", async () => {
    await mountApp("/callbacks", { answer: server(CLIENT, { enabled: true, linked: null }), language: "es" });
    await screen.findByRole("heading", { level: 1, name: "Vinculando tu perfil de Facebook" });
    expect((await screen.findByRole("alert")).textContent).toMatch(/No hay nada que terminar aquí/);
  });
});
