import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { DocumentItem, NewStatement } from "../../../contracts/schema/documents.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { createI18n } from "../../i18n/i18n.ts";
import { HttpClient, SESSION_REJECTED_EVENT } from "../../services/http-client/http-client.ts";
import { mountApp } from "../../test/mount-app.tsx";
import { makeAppRuntime } from "../app/app-runtime.ts";
import { RuntimeProvider } from "../app/runtime-context.tsx";
import { I18nextProvider } from "react-i18next";
import { StatementEditor, type StatementEditorProps } from "./statement-editor.tsx";
import { statementDraftKey } from "./statement-drafts.ts";
import { StatementVersionEditor } from "./statement-version-editor.tsx";

const ACCOUNT = "00000000-0000-4000-8000-0000000000aa";
const SERIES = "00000000-0000-4000-8000-000000000001";
const NEW_KEY = statementDraftKey(ACCOUNT, null);
const SERIES_KEY = statementDraftKey(ACCOUNT, SERIES);

const VERSION_2: DocumentItem = {
  uuid: "00000000-0000-4000-8000-000000000002",
  accountUuid: ACCOUNT,
  fileName: "La noche del día 9.txt",
  category: "statement",
  size: 40,
  contentType: "text/plain; charset=utf-8",
  sha256: "b".repeat(64),
  uploadedBy: null,
  uploadedAt: "2026-11-20T09:00:00.000Z",
  origin: "written",
  extractionStatus: "done",
  extractionFailure: null,
  version: 2,
  previousVersionUuid: SERIES,
  seriesUuid: SERIES,
};

const stored = (statement: NewStatement, version: number): DocumentItem => ({
  ...VERSION_2,
  uuid: "00000000-0000-4000-8000-000000000003",
  fileName: `${statement.title}.txt`,
  size: new TextEncoder().encode(statement.text).length,
  version,
  previousVersionUuid: statement.replaces ?? null,
  seriesUuid: statement.replaces ? SERIES : "00000000-0000-4000-8000-000000000003",
});

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}
type Answer = { status: number; json?: unknown; text?: string };

/** The app's real services over a fake server that can also answer a download with raw UTF-8 text. */
const fakeServer = (answer: (call: Call) => Answer) => {
  const calls: Call[] = [];
  const runtime = makeAppRuntime(
    HttpClient.layerFrom({
      baseUrl: "",
      apiKey: "avow-dev",
      fetch: async (input, init) => {
        const call = {
          method: init?.method ?? "GET",
          path: String(input),
          body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
        };
        calls.push(call);
        const { status, json, text } = answer(call);
        return text !== undefined
          ? new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } })
          : new Response(json === undefined ? null : JSON.stringify(json), {
              status,
              headers: { "content-type": "application/json" },
            });
      },
      now: () => new Date("2026-11-22T10:00:00Z"),
      timeZone: () => "Europe/Lisbon",
      authToken: () => "t".repeat(43),
      cookies: () => "",
      page: () => ({ pathname: "/app", search: "" }),
      applyUnauthorized: () => undefined,
      timeoutMs: 1000,
    }),
  );
  return { runtime, calls };
};

/** Saves answer 201 with the stored document; the version's file answers its text. */
const normalServer = (call: Call): Answer => {
  if (call.method === "POST" && call.path === `/api/account/${ACCOUNT}/statements`) {
    const statement = call.body as NewStatement;
    return { status: 201, json: stored(statement, statement.replaces ? 3 : 1) };
  }
  if (call.path === `/api/account/${ACCOUNT}/doc/${VERSION_2.uuid}/file`)
    return { status: 200, text: "Estaba en casa.\nLínea dos ✓" };
  return { status: 404, json: { error: "not_found", message: "No." } };
};

/** Renders the editor (or the version editor) inside the app's providers: i18n and the Effect runtime. */
const mount = async (
  element: (props: Pick<StatementEditorProps, "onSaved">) => React.ReactElement,
  options: { answer?: (call: Call) => Answer; language?: Language } = {},
) => {
  const server = fakeServer(options.answer ?? normalServer);
  const i18n = await createI18n(options.language ?? "en");
  const onSaved = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider runtime={server.runtime}>{element({ onSaved })}</RuntimeProvider>
    </I18nextProvider>,
  );
  return { ...server, onSaved, view };
};

const draftAt = (key: string) =>
  JSON.parse(window.localStorage.getItem(key) ?? "null") as Record<string, unknown> | null;

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("statement editor", () => {
  it("autosaves the draft in this browser a moment after typing, and says when", async () => {
    const user = userEvent.setup();
    await mount((props) => <StatementEditor accountUuid={ACCOUNT} {...props} />);
    await user.type(screen.getByLabelText("Title"), "The ninth");
    await user.type(screen.getByLabelText("Statement"), "I was at home.");
    expect(screen.getByText("14 of 500,000 characters")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(/^Draft saved in this browser at \d\d:\d\d\.$/),
    );
    expect(draftAt(NEW_KEY)).toMatchObject({ title: "The ninth", text: "I was at home." });
  });

  it("restores the draft when mounted again, even one closed right after a keystroke", async () => {
    const user = userEvent.setup();
    const first = await mount((props) => <StatementEditor accountUuid={ACCOUNT} {...props} />);
    await user.type(screen.getByLabelText("Title"), "Kept");
    await user.type(screen.getByLabelText("Statement"), "Every word");
    // Closed before the debounce ran out: the pending text is written as the editor goes.
    first.view.unmount();
    expect(draftAt(NEW_KEY)).toMatchObject({ title: "Kept", text: "Every word" });

    await mount((props) => <StatementEditor accountUuid={ACCOUNT} {...props} />);
    expect(await screen.findByDisplayValue("Every word")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Kept");
    expect(screen.getByRole("status")).toHaveTextContent(/^Draft restored from this browser/);
  });

  it("refuses an empty statement before sending, naming the fields", async () => {
    const user = userEvent.setup();
    const { calls } = await mount((props) => <StatementEditor accountUuid={ACCOUNT} {...props} />);
    await user.click(screen.getByRole("button", { name: "Save statement" }));
    expect(screen.getByText("Give the statement a title.")).toBeInTheDocument();
    expect(screen.getByText("Write the statement before saving it.")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("saves a new statement with the trimmed title, clears the draft and tells the page", async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = await mount((props) => <StatementEditor accountUuid={ACCOUNT} {...props} />);
    await user.type(screen.getByLabelText("Title"), "  The ninth ");
    await user.type(screen.getByLabelText("Statement"), "Línea uno{Enter}Línea dos");
    await waitFor(() => expect(draftAt(NEW_KEY)).not.toBeNull());
    await user.click(screen.getByRole("button", { name: "Save statement" }));
    expect(await screen.findByText("“The ninth” was saved as version 1.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      {
        method: "POST",
        path: `/api/account/${ACCOUNT}/statements`,
        body: { title: "The ninth", text: "Línea uno\nLínea dos" },
      },
    ]);
    expect(draftAt(NEW_KEY)).toBeNull();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ version: 1, fileName: "The ninth.txt" });
    await user.click(screen.getByRole("button", { name: "Write another statement" }));
    expect(screen.getByLabelText("Statement")).toHaveValue("");
  });

  it("opens a version by downloading its text, and saves the next version with replaces", async () => {
    const user = userEvent.setup();
    const { calls, onSaved } = await mount((props) => (
      <StatementVersionEditor document={VERSION_2} {...props} />
    ));
    const text = await screen.findByLabelText("Statement");
    expect(text).toHaveValue("Estaba en casa.\nLínea dos ✓");
    expect(screen.getByLabelText("Title")).toHaveValue("La noche del día 9");
    await user.type(text, " Y luego dormí.");
    await waitFor(() => expect(draftAt(SERIES_KEY)).toMatchObject({ replaces: VERSION_2.uuid }));
    await user.click(screen.getByRole("button", { name: "Save as version 3" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      title: "La noche del día 9",
      text: "Estaba en casa.\nLínea dos ✓ Y luego dormí.",
      replaces: VERSION_2.uuid,
    });
    expect(draftAt(SERIES_KEY)).toBeNull();
  });

  it("offers to try again when the version cannot be downloaded", async () => {
    const user = userEvent.setup();
    let fail = true;
    await mount((props) => <StatementVersionEditor document={VERSION_2} {...props} />, {
      answer: (call) =>
        fail ? { status: 403, json: { error: "forbidden", message: "" } } : normalServer(call),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("This version could not be opened.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Statement")).toHaveValue("Estaba en casa.\nLínea dos ✓");
  });

  it("keeps the text and explains when someone saved a newer version first (409)", async () => {
    const user = userEvent.setup();
    await mount((props) => <StatementVersionEditor document={VERSION_2} {...props} />, {
      answer: (call) =>
        call.method === "POST"
          ? { status: 409, json: { error: "statement_superseded", message: "Replaced already." } }
          : normalServer(call),
    });
    const text = await screen.findByLabelText("Statement");
    await user.clear(text);
    await user.type(text, "My own words");
    await user.click(screen.getByRole("button", { name: "Save as version 3" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Someone saved a newer version of this statement while you were writing. Your text is still here",
    );
    expect(screen.getByLabelText("Statement")).toHaveValue("My own words");
    await waitFor(() => expect(draftAt(SERIES_KEY)).toMatchObject({ text: "My own words" }));
  });

  it("keeps the text when offline", async () => {
    const user = userEvent.setup();
    await mount((props) => <StatementEditor accountUuid={ACCOUNT} {...props} />, {
      answer: (call) => {
        if (call.method === "POST") throw new TypeError("Failed to fetch");
        return normalServer(call);
      },
    });
    await user.type(screen.getByLabelText("Title"), "T");
    await user.type(screen.getByLabelText("Statement"), "Words");
    await user.click(screen.getByRole("button", { name: "Save statement" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No connection to the server. Your text is kept",
    );
    expect(screen.getByLabelText("Statement")).toHaveValue("Words");
    expect(draftAt(NEW_KEY)).toMatchObject({ text: "Words" });
  });

  it("discards the draft only once confirmed, back to the version opened", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      SERIES_KEY,
      JSON.stringify({
        title: "Draft",
        text: "Half",
        replaces: VERSION_2.uuid,
        savedAt: "2026-11-21T18:00:00Z",
      }),
    );
    await mount((props) => <StatementVersionEditor document={VERSION_2} {...props} />);
    expect(await screen.findByLabelText("Statement")).toHaveValue("Half");
    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    const confirm = screen.getByRole("group", { name: /Discard your changes\?/ });
    await user.click(within(confirm).getByRole("button", { name: "Keep writing" }));
    expect(screen.getByLabelText("Statement")).toHaveValue("Half");
    expect(draftAt(SERIES_KEY)).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    await user.click(screen.getByRole("button", { name: "Discard" }));
    expect(screen.getByLabelText("Statement")).toHaveValue("Estaba en casa.\nLínea dos ✓");
    expect(screen.getByLabelText("Title")).toHaveValue("La noche del día 9");
    expect(draftAt(SERIES_KEY)).toBeNull();
    expect(screen.queryByRole("button", { name: "Discard draft" })).not.toBeInTheDocument();
  });

  it.each([
    ["en", "Title", "Statement", "Save statement"],
    ["es", "Título", "Declaración", "Guardar declaración"],
    ["pt", "Título", "Declaração", "Guardar declaração"],
    ["de", "Titel", "Aussage", "Aussage speichern"],
    ["fr", "Titre", "Déclaration", "Enregistrer la déclaration"],
  ] as const)("speaks %s", async (language, title, statement, save) => {
    await mount((props) => <StatementEditor accountUuid={ACCOUNT} {...props} />, { language });
    expect(screen.getByLabelText(title)).toBeInTheDocument();
    expect(screen.getByLabelText(statement)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: save })).toBeInTheDocument();
  });
});

describe("statement drafts and the session", () => {
  const signedIn = () => {
    window.sessionStorage.setItem("auth-token", "t".repeat(43));
    window.sessionStorage.setItem("auth-account", JSON.stringify(EXAMPLE_ACCOUNT));
    window.localStorage.setItem(
      NEW_KEY,
      JSON.stringify({ title: "t", text: "x", savedAt: "2026-11-22T10:00:00Z" }),
    );
    window.localStorage.setItem("unrelated", "kept");
  };

  it("removes every draft on sign-out", async () => {
    const user = userEvent.setup();
    signedIn();
    await mountApp("/app", {
      answer: ({ path }) =>
        path === "/api/account/me"
          ? [200, EXAMPLE_ACCOUNT]
          : path === "/api/auth/logout"
            ? [204]
            : [404, { error: "not_found", message: "" }],
    });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(window.localStorage.getItem(NEW_KEY)).toBeNull());
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
  });

  it("keeps drafts when the session merely expires", async () => {
    signedIn();
    await mountApp("/app", {
      answer: ({ path }) =>
        path === "/api/account/me" ? [200, EXAMPLE_ACCOUNT] : [404, { error: "not_found", message: "" }],
    });
    await screen.findByRole("button", { name: "Sign out" });
    await act(async () => {
      window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
    });
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(window.localStorage.getItem(NEW_KEY)).not.toBeNull();
  });
});
