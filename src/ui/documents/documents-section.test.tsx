import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXAMPLE_ACCOUNT } from "../../../contracts/fixtures/example-account.ts";
import type { Account } from "../../../contracts/schema/account.ts";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import type { ProofCertificate } from "../../../contracts/schema/proof.ts";
import { LANGUAGES } from "../../../contracts/schema/language.ts";
import { MAX_UPLOAD_BYTES } from "../../machines/upload/upload-rules.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";

const TOKEN = "t".repeat(43);
const CLIENT: Account = {
  ...EXAMPLE_ACCOUNT,
  uuid: "00000000-0000-4000-8000-0000000000c1",
  email: "sam@example.org",
  firstName: "Sam",
  lastName: "Taylor",
  roles: ["ROLE_USER"],
};

const item = (n: number, overrides: Partial<DocumentItem> = {}): DocumentItem => ({
  uuid: `00000000-0000-4000-8000-00000000d00${n}`,
  accountUuid: CLIENT.uuid,
  fileName: `letter ${n}.pdf`,
  category: "correspondence",
  size: 48_213,
  contentType: "application/pdf",
  sha256: `${String(n).repeat(4)}abcdef0123456789`.padEnd(64, "0"),
  uploadedBy: { uuid: CLIENT.uuid, firstName: "Sam", lastName: "Taylor" },
  uploadedAt: "2026-11-21T16:30:00.000Z",
  origin: "upload",
  extractionStatus: "done",
  extractionFailure: null,
  version: 1,
  previousVersionUuid: null,
  seriesUuid: `00000000-0000-4000-8000-00000000d00${n}`,
  ...overrides,
});

/** A fake server holding the client's documents; uploads add one, deletes remove one. */
const server = (account: Account, start: DocumentItem[]) => {
  let documents = [...start];
  let next = 5;
  return (request: FakeRequest): FakeAnswer => {
    const { method, path } = request;
    if (path === "/api/account/me") return [200, account];
    if (method === "GET" && path === `/api/account/${CLIENT.uuid}/doc`) return [200, { items: documents }];
    if (method === "POST" && path === `/api/account/${CLIENT.uuid}/doc/`) {
      const form = request.body as { category: string; file: { fileName: string; size: number } };
      if (form.file.fileName.endsWith(".html.pdf"))
        return [415, { error: "unsupported_media_type", message: "Not a PDF." }];
      const stored = item(next++, {
        fileName: form.file.fileName,
        size: form.file.size,
        category: form.category as DocumentItem["category"],
      });
      documents = [stored, ...documents];
      return [201, stored];
    }
    if (method === "DELETE") {
      documents = documents.filter((document) => !path.endsWith(document.uuid));
      return [204];
    }
    if (method === "POST" && path === "/api/account/me/upload-complete")
      return [200, { uploadsCompletedAt: "2026-11-22T10:00:00.000Z", practitionerNotified: false }];
    return [404, { error: "not_found", message: "No." }];
  };
};

beforeEach(() => window.sessionStorage.setItem("auth-token", TOKEN));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** A small PDF-named file; `size` pretends it is bigger (the check before sending reads only the size). */
const pdf = (name: string, size?: number) => {
  const file = new File(["%PDF-1.4"], name, { type: "application/pdf" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
};

describe("a client's documents", () => {
  it("lists them with size, date, uploader, short fingerprint and text status", async () => {
    await mountApp("/app", {
      answer: server(CLIENT, [
        item(1),
        item(2, { extractionStatus: "failed", extractionFailure: "password_protected" }),
      ]),
    });
    const table = await screen.findByRole("table", { name: "Documents" });
    const first = within(table).getByRole("row", { name: /letter 1\.pdf/ });
    expect(first).toHaveTextContent("Correspondence");
    expect(first).toHaveTextContent("48.2 kB");
    expect(first).toHaveTextContent("21 Nov 2026");
    expect(first).toHaveTextContent("Sam Taylor");
    expect(first).toHaveTextContent("1111 abcd ef01");
    expect(first).toHaveTextContent("Text read");
    expect(within(table).getByRole("row", { name: /letter 2\.pdf/ })).toHaveTextContent(
      "Protected by a password: the text cannot be read",
    );
  });

  it("uploads several files under the chosen category, refusing one too large before sending it", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp("/app", { answer: server(CLIENT, []) });
    const input = await screen.findByLabelText("Choose files");
    expect(input).toBeDisabled();
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "medical");
    await user.upload(input, [pdf("report.pdf"), pdf("scan.pdf"), pdf("huge.pdf", MAX_UPLOAD_BYTES + 1)]);
    const uploads = screen.getByRole("list", { name: "Uploads" });
    await waitFor(() => expect(within(uploads).getAllByText("Stored")).toHaveLength(2));
    expect(within(uploads).getByText("This file is larger than 52.4 MB: it was not sent.")).toBeVisible();
    const sent = requests.filter((request) => request.method === "POST").map((request) => request.body);
    expect(sent).toEqual([
      { category: "medical", file: { fileName: "report.pdf", size: 8 } },
      { category: "medical", file: { fileName: "scan.pdf", size: 8 } },
    ]);
    const table = await screen.findByRole("table", { name: "Documents" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
  });

  it("explains a file the server refused for its content, and offers no retry", async () => {
    const user = userEvent.setup();
    await mountApp("/app", { answer: server(CLIENT, []) });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Category" }), "evidence");
    await user.upload(screen.getByLabelText("Choose files"), [pdf("page.html.pdf")]);
    expect(
      await screen.findByText(
        "The server refused this file: its content is not an accepted kind of document, whatever its name says.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Try again/ })).toBeNull();
  });

  it("deletes a document after a yes", async () => {
    const user = userEvent.setup();
    const { requests } = await mountApp("/app", { answer: server(CLIENT, [item(1), item(2)]) });
    await user.click(await screen.findByRole("button", { name: "Delete, letter 1.pdf" }));
    const confirm = screen.getByRole("group", { name: "Delete letter 1.pdf?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete, letter 1.pdf" }));
    await user.click(
      within(screen.getByRole("group", { name: "Delete letter 1.pdf?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("The document was deleted.")).toBeVisible();
    expect(requests.find((request) => request.method === "DELETE")?.path).toBe(
      `/api/account/${CLIENT.uuid}/doc/${item(1).uuid}`,
    );
    await waitFor(() => expect(screen.queryByRole("row", { name: /letter 1\.pdf/ })).toBeNull());
  });

  it("offers each document's certificate as PDF and JSON, and says when its proof is still being made", async () => {
    const user = userEvent.setup();
    const certificate: ProofCertificate = {
      format: "avow-certificate/1",
      fileName: "letter 1.pdf",
      size: 48_213,
      entry: {
        kind: "document",
        sha256: item(1).sha256,
        recordedAt: "2026-11-21T16:30:00.000Z",
        reference: item(1).uuid,
      },
      leafIndex: 0,
      auditPath: [],
      treeHead: {
        treeSize: 1,
        rootHash: "a".repeat(64),
        timestamp: "2026-11-21T16:30:01.000Z",
        signature: "c2ln",
        keyId: "b".repeat(64),
        timestampToken: null,
      },
      publicKey: { algorithm: "Ed25519", publicKey: "a2V5", spki: "c3BraQ==", keyId: "b".repeat(64) },
      verifyUrl: "https://avow.example/verify",
      issuedAt: "2026-11-22T10:00:00.000Z",
    };
    const base = server(CLIENT, [item(1), item(2)]);
    const { requests } = await mountApp("/app", {
      answer: (request) =>
        request.path.endsWith(`/doc/${item(1).uuid}/certificate.pdf`)
          ? [409, { error: "proof_pending", message: "Not signed yet." }]
          : request.path.endsWith(`/doc/${item(1).uuid}/certificate`)
            ? [200, certificate]
            : base(request),
    });
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:certificate");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const row = await screen.findByRole("row", { name: /letter 1\.pdf/ });
    expect(within(row).getByRole("button", { name: "Certificate (JSON), letter 1.pdf" })).toBeVisible();
    await user.click(within(row).getByRole("button", { name: "Certificate (PDF), letter 1.pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The proof is being made; try again in a moment.",
    );
    expect(saved).toEqual([]);
    await user.click(within(row).getByRole("button", { name: "Certificate (JSON), letter 1.pdf" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(requests.filter((request) => request.path.includes("/certificate")).map((r) => r.path)).toEqual([
      `/api/account/${CLIENT.uuid}/doc/${item(1).uuid}/certificate.pdf`,
      `/api/account/${CLIENT.uuid}/doc/${item(1).uuid}/certificate`,
    ]);
    // The fake server names no file: the certificate keeps a name that says what it is.
    expect(saved[0]).toMatch(/\.avow-certificate\.json$/);
    expect(
      within(screen.getByRole("row", { name: /letter 2\.pdf/ })).getByRole("button", {
        name: "Certificate (PDF), letter 2.pdf",
      }),
    ).toBeVisible();
    vi.restoreAllMocks();
  });

  it("records that the client has finished uploading", async () => {
    const user = userEvent.setup();
    await mountApp("/app", { answer: server(CLIENT, [item(1)]) });
    await user.click(await screen.findByRole("button", { name: "I have finished uploading" }));
    expect(
      await screen.findByText("Thank you. It is recorded that you have finished uploading."),
    ).toBeVisible();
  });

  it("offers no upload, edit or delete to a reviewer", async () => {
    const reviewer: Account = { ...EXAMPLE_ACCOUNT, roles: ["ROLE_REVIEWER"] };
    const answer = server(CLIENT, [item(1, { origin: "written", category: "statement" })]);
    await mountApp(`/app/clients/${CLIENT.uuid}`, {
      answer: (request) =>
        request.path === "/api/account/me"
          ? [200, reviewer]
          : request.path.endsWith("/summary")
            ? [
                200,
                {
                  uuid: CLIENT.uuid,
                  email: CLIENT.email,
                  firstName: "Sam",
                  lastName: "Taylor",
                  country2: "GB",
                  language: "en",
                  status: "active",
                  assignedPractitioner: null,
                  invitationSentAt: null,
                  documentsByCategory: { statement: 1 },
                  lastContradictionCheck: null,
                  findings: 0,
                  uploadsCompletedAt: null,
                },
              ]
            : answer(request),
    });
    const table = await screen.findByRole("table", { name: "Documents" });
    expect(within(table).getByRole("button", { name: "Download, letter 1.pdf" })).toBeVisible();
    expect(within(table).queryByRole("button", { name: /^Delete|^Edit/ })).toBeNull();
    expect(screen.queryByLabelText("Choose files")).toBeNull();
    expect(screen.queryByRole("button", { name: "Write a statement" })).toBeNull();
    expect(screen.queryByRole("button", { name: "I have finished uploading" })).toBeNull();
  });

  it.each(LANGUAGES)("is labelled in %s", async (language) => {
    await mountApp("/app", { answer: server(CLIENT, [item(1)]), language });
    const headings = {
      en: "Documents",
      es: "Documentos",
      pt: "Documentos",
      de: "Dokumente",
      fr: "Documents",
    };
    expect(await screen.findByRole("heading", { level: 2, name: headings[language] })).toBeVisible();
    await screen.findByRole("table", { name: headings[language] });
    for (const button of screen.getAllByRole("button")) expect(button).toHaveAccessibleName();
    for (const box of screen.getAllByRole("combobox")) expect(box).toHaveAccessibleName();
  });
});
