import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { mountApp } from "../../test/mount-app.tsx";
import { afterEach, describe, expect, it } from "vitest";
import type { Skin } from "../../../contracts/schema/skin.ts";

const ORG = "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71";
const harbour: Skin = {
  title: "Harbour Family Law",
  logoUrl: "/skins/harbour.svg",
  websiteUrl: "https://harbour-family-law.example",
  language: "es",
  primaryColor: "#0b4f3c",
  secondaryColor: "#2e8b6e",
  accentColor: "#f2a541",
};

const mount = (path: string) =>
  mountApp(path, {
    answer: ({ path: url }) =>
      url === `/api/refdata/org/${ORG}/skin`
        ? [200, harbour]
        : [404, { error: "skin_not_found", message: "No skin." }],
  });

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute("style");
});

describe("the shell", () => {
  it("shows the default header without a skin: logo to home, title, tagline", async () => {
    await mount("/");
    const header = await screen.findByRole("banner");
    expect(header).toHaveTextContent("Avow");
    expect(header).toHaveTextContent("your truth, authenticated");
    expect(screen.getByRole("link", { name: "Avow — home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your truth, authenticated");
  });

  it("applies an org's skin on /app: title, logo link, colours and language", async () => {
    const { i18n } = await mount(`/app?org=${ORG}`);
    await waitFor(() => expect(screen.getByRole("banner")).toHaveTextContent("Harbour Family Law"));
    expect(screen.getByRole("link", { name: /Harbour Family Law/ })).toHaveAttribute(
      "href",
      "https://harbour-family-law.example",
    );
    expect(screen.getByRole("img", { name: /Harbour Family Law/ })).toHaveAttribute(
      "src",
      "/skins/harbour.svg",
    );
    expect(document.documentElement.style.getPropertyValue("--avow-primary")).toBe("#0b4f3c");
    expect(document.documentElement.style.getPropertyValue("--avow-secondary-text")).toBe("#2e8b6e");
    await waitFor(() => expect(i18n.language).toBe("es"));
    expect(screen.getByRole("banner")).toHaveTextContent("tu verdad, autenticada");
    expect(document.documentElement.lang).toBe("es");
  });

  it("keeps the defaults when the org has no skin", async () => {
    await mount("/app?org=00000000-0000-4000-8000-000000000000");
    await waitFor(() => expect(screen.getByRole("banner")).toHaveTextContent("Avow"));
    expect(document.documentElement.style.getPropertyValue("--avow-primary")).toBe("#002c5c");
  });

  it("explains a malformed org link instead of failing", async () => {
    await mount("/app?org=not-a-uuid");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("This link is not valid");
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("banner")).toHaveTextContent("Avow");
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/app");
  });

  it("hides the header on /callbacks", async () => {
    await mount("/callbacks");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).toBeNull();
  });

  it("hides the header and the footer on a family interview", async () => {
    await mount(`/family-interview/${"t".repeat(43)}`);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Family interview");
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("links every page's footer to /verify, with or without a skin", async () => {
    await mount("/blog");
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Verify a document" })).toHaveAttribute(
      "href",
      "/verify",
    );
    cleanup();
    await mount(`/app?org=${ORG}`);
    await waitFor(() => expect(screen.getByRole("banner")).toHaveTextContent("Harbour Family Law"));
    // The skin speaks Spanish: the link's name follows.
    expect(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: "Verificar un documento" }),
    ).toHaveAttribute("href", "/verify");
  });

  it("puts /verify after the brand dropdown on a phone, where the links' line has no room for it", async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM;
    happyDOM.setViewport({ width: 375, height: 800 });
    try {
      await mount("/blog");
      const footer = await screen.findByRole("contentinfo");
      const dropdown = within(footer).getByRole("combobox");
      const verify = within(footer).getByRole("link", { name: "Verify a document" });
      expect(verify).toHaveAttribute("href", "/verify");
      expect(dropdown.compareDocumentPosition(verify) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it("shows a not-found page for unknown paths", async () => {
    await mount("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Page not found");
  });

  it("offers a skip link to the main content", async () => {
    await mount("/blog");
    expect(await screen.findByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main",
    );
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});
