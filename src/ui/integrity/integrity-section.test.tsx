import { createMemoryHistory } from "@tanstack/react-router";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import {
  EXAMPLE_INTEGRITY_OK,
  EXAMPLE_INTEGRITY_PROBLEMS,
} from "../../../contracts/fixtures/example-integrity.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import { brandOfLanguage } from "../../../contracts/schema/brand.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { formatDateTimeFor } from "../../i18n/dates.ts";
import { createI18n } from "../../i18n/i18n.ts";
import { localeOfLanguage } from "../../i18n/formatting.ts";
import { createAppRouter } from "../../router.ts";
import { HttpClient } from "../../services/http-client/http-client.ts";
import { setWindowUrl } from "../../test/mount-app.tsx";
import { AppRoot } from "../app/app-root.tsx";
import { makeAppRuntime } from "../app/app-runtime.ts";

const TOKEN = "t".repeat(43);
const admin: Account = { ...EXAMPLE_ACCOUNT, roles: ["ROLE_ADMIN"] };

/** An answer of the integrity check the test gives when it chooses, so that the page can be seen waiting. */
interface Pending {
  readonly url: string;
  readonly answer: (status: number, body: unknown) => void;
}

/**
 * The signed-in home (/app) of `account`, in `language`, over a fake server: the integrity calls wait in
 * `pending` until the test answers them; everything else answers at once (no skin, no clients).
 */
const mount = async (account: Account, language: Language = "en") => {
  window.sessionStorage.setItem("auth-token", TOKEN);
  setWindowUrl(`http://${language === "en" ? "localhost:3000" : brandOfLanguage(language).hosts[0]}/`);
  const pending: Pending[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const runtime = makeAppRuntime(
    HttpClient.layerFrom({
      baseUrl: "",
      apiKey: "avow-dev",
      fetch: (input) => {
        const url = String(input);
        if (url.startsWith("/api/admin/integrity"))
          return new Promise((resolve) =>
            pending.push({ url, answer: (status, body) => resolve(json(status, body)) }),
          );
        if (url === "/api/account/me") return Promise.resolve(json(200, account));
        if (url.startsWith("/api/account/me/clients"))
          return Promise.resolve(json(200, { items: [], page: 0, size: 20, total: 0 }));
        return Promise.resolve(json(404, { error: "not_found", message: "None." }));
      },
      now: () => new Date("2026-11-22T10:00:00Z"),
      timeZone: () => "Europe/Lisbon",
      authToken: () => window.sessionStorage.getItem("auth-token"),
      cookies: () => "",
      page: () => ({ pathname: "/app", search: "" }),
      applyUnauthorized: () => undefined,
      timeoutMs: 1000,
    }),
  );
  const router = createAppRouter(createMemoryHistory({ initialEntries: ["/app"] }));
  const i18n = await createI18n(language);
  await act(async () => {
    render(<AppRoot i18n={i18n} runtime={runtime} router={router} />);
  });
  await screen.findByRole("heading", { level: 1 });
  /** The integrity call waiting for an answer, answered. */
  const answer = async (status: number, body: unknown): Promise<string> => {
    const call = pending.shift();
    if (!call) throw new Error("no integrity call is waiting");
    await act(async () => call.answer(status, body));
    return call.url;
  };
  return { pending, answer, locale: localeOfLanguage(language) };
};

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe("the integrity section", () => {
  it("is not shown to a practitioner, who never calls the check", async () => {
    const { pending } = await mount(EXAMPLE_ACCOUNT);
    expect(screen.queryByRole("heading", { name: "Integrity" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Check integrity" })).not.toBeInTheDocument();
    expect(pending).toEqual([]);
  });

  it("checks on request, says it is working, then that everything checks out, with the figures", async () => {
    const user = userEvent.setup();
    const { pending, answer, locale } = await mount(admin);
    const region = await screen.findByRole("region", { name: "Integrity" });
    expect(within(region).getByRole("heading", { level: 2, name: "Integrity" })).toBeInTheDocument();
    expect(within(region).getByText(/compares it with its recorded fingerprint/)).toBeInTheDocument();
    // Nothing is checked until the admin asks: it re-reads every file.
    expect(pending).toEqual([]);

    // By keyboard: the button takes focus and Enter presses it.
    const button = within(region).getByRole("button", { name: "Check integrity" });
    button.focus();
    await user.keyboard("{Enter}");
    const status = within(region).getByRole("status");
    expect(status).toHaveTextContent("Checking integrity. Every stored file is read again");
    expect(status).toHaveTextContent("several minutes");
    const busy = within(region).getByRole("button", { name: "Checking…" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveFocus();
    expect(region).toHaveAttribute("aria-busy", "true");
    // Pressed again while it runs: nothing more is asked.
    await user.click(busy);
    expect(pending).toHaveLength(1);

    expect(await answer(200, EXAMPLE_INTEGRITY_OK)).toBe("/api/admin/integrity");
    expect(await within(region).findByText("Everything checks out.")).toBeInTheDocument();
    expect(status).toHaveTextContent("Everything checks out.");
    expect(region).toHaveAttribute("aria-busy", "false");
    expect(within(region).getByRole("heading", { level: 3, name: "What was checked" })).toBeInTheDocument();
    const valueOf = (term: string) => within(region).getByText(term, { selector: "dt" }).nextElementSibling;
    expect(valueOf("Stored files")).toHaveTextContent("12");
    expect(valueOf("Documents")).toHaveTextContent("14");
    expect(valueOf("Log entries")).toHaveTextContent("17");
    expect(valueOf("Signed states of the log")).toHaveTextContent("9");
    expect(valueOf("Contradiction reports")).toHaveTextContent("3");
    expect(valueOf("Activity trails")).toHaveTextContent("5");
    expect(valueOf("Entries in the latest signed log")).toHaveTextContent("17");
    expect(valueOf("Root hash")?.querySelector("code")).toHaveTextContent(
      EXAMPLE_INTEGRITY_OK.rootHash ?? "",
    );
    const checked = valueOf("Checked")?.querySelector("time");
    expect(checked).toHaveAttribute("dateTime", EXAMPLE_INTEGRITY_OK.checkedAt);
    expect(checked).toHaveTextContent(formatDateTimeFor(EXAMPLE_INTEGRITY_OK.checkedAt, locale));
    expect(checked).toHaveTextContent("2026");
    expect(within(region).queryByRole("table")).not.toBeInTheDocument();
    expect(within(region).queryByText(/other organisations/)).not.toBeInTheDocument();
  });

  it("asks for a fresh check when asked again, and lists the problems it may show", async () => {
    const user = userEvent.setup();
    const { answer } = await mount(admin);
    const region = await screen.findByRole("region", { name: "Integrity" });
    await user.click(within(region).getByRole("button", { name: "Check integrity" }));
    await answer(200, EXAMPLE_INTEGRITY_OK);
    await user.click(await within(region).findByRole("button", { name: "Check again" }));
    expect(within(region).getByRole("status")).toHaveTextContent("Checking integrity.");
    expect(await answer(200, EXAMPLE_INTEGRITY_PROBLEMS)).toBe("/api/admin/integrity?fresh=1");

    // Two described here, two in other organisations.
    expect(await within(region).findByText("4 problems found.")).toBeInTheDocument();
    expect(within(region).queryByText("Everything checks out.")).not.toBeInTheDocument();
    const table = within(region).getByRole("table", {
      name: "Problems in the proof log and in your organisation",
    });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Area", "What", "Problem"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        "Stored file",
        "3e211369b19ed9bcd79b6a2ad93fa27b20e50817621e95282d008b3223576b7f",
        "the stored file's bytes are not the recorded ones",
      ],
      ["Signed state of the log", "#4", "its signature is not the log key's"],
    ]);
    // The check's own words stay in English, as code, marked as English for screen readers.
    const words = within(rows[0] as HTMLElement).getByText(
      "the stored file's bytes are not the recorded ones",
    );
    expect(words.tagName).toBe("CODE");
    expect(words).toHaveAttribute("lang", "en");
    expect(within(region).getByText("Problems in other organisations: 2")).toBeInTheDocument();
    expect(
      within(region).getByText(/only those organisations' administrators see the details/),
    ).toBeInTheDocument();
  });

  it("says why a check failed and tries the same request again", async () => {
    const user = userEvent.setup();
    const { answer } = await mount(admin);
    const region = await screen.findByRole("region", { name: "Integrity" });
    await user.click(within(region).getByRole("button", { name: "Check integrity" }));
    await answer(403, { error: "forbidden", message: "Only an administrator can run the integrity check." });
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "The check did not finish. Only administrators can run it.",
    );
    await user.click(within(region).getByRole("button", { name: "Try again" }));
    expect(within(region).queryByRole("alert")).not.toBeInTheDocument();
    expect(await answer(500, { error: "internal_error", message: "Oops." })).toBe("/api/admin/integrity");
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "The check did not finish. Something went wrong on our side. Try again.",
    );
    await user.click(within(region).getByRole("button", { name: "Try again" }));
    expect(await answer(200, EXAMPLE_INTEGRITY_OK)).toBe("/api/admin/integrity");
    expect(await within(region).findByText("Everything checks out.")).toBeInTheDocument();
  });

  it("speaks Spanish", async () => {
    const user = userEvent.setup();
    const { answer, locale } = await mount({ ...admin, language: "es" }, "es");
    const region = await screen.findByRole("region", { name: "Integridad" });
    await user.click(within(region).getByRole("button", { name: "Comprobar la integridad" }));
    expect(within(region).getByRole("status")).toHaveTextContent(
      "Se vuelven a leer todos los archivos guardados",
    );
    await answer(200, EXAMPLE_INTEGRITY_OK);
    expect(await within(region).findByText("Todo está en orden.")).toBeInTheDocument();
    expect(within(region).getByText("Archivos guardados", { selector: "dt" })).toBeInTheDocument();
    expect(
      within(region).getByText(formatDateTimeFor(EXAMPLE_INTEGRITY_OK.checkedAt, locale)),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Comprobar de nuevo" }));
    await answer(200, EXAMPLE_INTEGRITY_PROBLEMS);
    expect(await within(region).findByText("Se han encontrado 4 problemas.")).toBeInTheDocument();
    const table = within(region).getByRole("table", {
      name: "Problemas en el registro de pruebas y en su organización",
    });
    expect(within(table).getByRole("cell", { name: "Archivo guardado" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "Estado firmado del registro" })).toBeInTheDocument();
    expect(within(region).getByText("Problemas en otras organizaciones: 2")).toBeInTheDocument();
  });

  it("speaks German, one problem in the singular", async () => {
    const user = userEvent.setup();
    const { answer } = await mount({ ...admin, language: "de" }, "de");
    const region = await screen.findByRole("region", { name: "Integrität" });
    await user.click(within(region).getByRole("button", { name: "Integrität prüfen" }));
    expect(within(region).getByRole("button", { name: "Wird geprüft …" })).toBeInTheDocument();
    await answer(200, {
      ...EXAMPLE_INTEGRITY_PROBLEMS,
      problems: EXAMPLE_INTEGRITY_PROBLEMS.problems.slice(0, 1),
      otherOrganisations: 0,
    });
    expect(await within(region).findByText("1 Problem gefunden.")).toBeInTheDocument();
    expect(within(region).getByRole("cell", { name: "Gespeicherte Datei" })).toBeInTheDocument();
    expect(within(region).queryByText(/anderen Organisationen/)).not.toBeInTheDocument();
  });
});
