import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { HashLookup, InclusionProof, LogPublicKey } from "../../../contracts/schema/proof.ts";
import {
  makeExampleProof,
  tamperedPath,
  type ExampleProof,
} from "../../machines/verify-file/example-proof.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";

const CONTENT = "I confirm that on 3 May I was at home.\n";
const file = (text = CONTENT, name = "statement.txt") => new File([text], name, { type: "text/plain" });

let example: ExampleProof;
beforeAll(async () => {
  example = await makeExampleProof(new TextEncoder().encode(CONTENT));
});

/** The proof log as the page meets it: what the look-up and the inclusion answer can be chosen. */
const log =
  (
    options: {
      lookup?: () => FakeAnswer;
      inclusion?: () => InclusionProof;
      publicKey?: () => LogPublicKey;
    } = {},
  ) =>
  (request: FakeRequest): FakeAnswer => {
    const { path } = request;
    if (path.startsWith("/api/proof/lookup/")) {
      if (options.lookup) return options.lookup();
      const recorded: HashLookup = path.endsWith(example.sha256) ? example.lookup : { recorded: false };
      return [200, recorded];
    }
    if (path === "/api/proof/inclusion?leafIndex=0") return [200, options.inclusion?.() ?? example.proof];
    if (path === "/.well-known/avow-log-key.json") return [200, options.publicKey?.() ?? example.publicKey];
    return [404, { error: "not_found", message: "No." }];
  };

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** The record's details as the result panel lists them: its terms, and the value beside a term. */
const detailsIn = (result: HTMLElement) => {
  const terms = within(result)
    .getAllByRole("term")
    .map((term) => term.textContent);
  const values = within(result)
    .getAllByRole("definition")
    .map((value) => value.textContent);
  return { terms, detail: (name: string) => values[terms.indexOf(name)] };
};

const choose = async (chosen: File, label = "Choose a file") =>
  userEvent.upload(await screen.findByLabelText(label), chosen);

describe("the /verify page", () => {
  it("is public: explains itself to a visitor who is not signed in", async () => {
    const { router } = await mountApp("/verify", { answer: log() });
    expect(await screen.findByRole("heading", { level: 1, name: "Verify a document" })).toBeVisible();
    expect(screen.getByText(/never uploaded/)).toBeVisible();
    const input = screen.getByLabelText("Choose a file");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAccessibleDescription(/Or drop it here\. Any file up to 52\.4 MB/);
    expect(router.state.location.pathname).toBe("/verify");
    expect(document.title).toBe("Verify a document");
  });

  it("finds a recorded file, checks its proof in the browser, and says when it was recorded", async () => {
    const { requests } = await mountApp("/verify", { answer: log() });
    await choose(file());
    const result = await screen.findByRole("region", { name: "Recorded by Avow" });
    expect(screen.getByRole("status")).toHaveTextContent(
      /^Recorded by Avow on 21 Nov 2026, \d\d:\d\d \(.+\)\. The proof holds\.$/,
    );
    expect(result).toHaveTextContent("not one byte has changed since");
    const details = within(result).getByRole("list", { name: "Checks made in your browser" });
    expect(
      within(details)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "PassedThe file's fingerprint is the one in the log entry.",
      "PassedThe entry is in the log: its audit path leads to the signed root.",
      "PassedThe state of the log is signed with the log's key.",
      "PassedThe signing key is the one Avow publishes.",
    ]);
    const { terms, detail } = detailsIn(result);
    expect(detail("Recorded")).toMatch(/^21 Nov 2026, /);
    expect(detail("Kind")).toBe("Uploaded document");
    expect(detail("Position in the log")).toBe("0");
    expect(detail("Entries in the signed log")).toBe("3");
    expect(detail("Log key fingerprint")).toBe(example.publicKey.keyId.replace(/(.{4})(?=.)/g, "$1 "));
    expect(terms).not.toContain("Independent timestamp");
    expect(screen.getByText(example.sha256)).toHaveAccessibleName("Fingerprint (SHA-256) of statement.txt");
    // Only the fingerprint went out: no request carried the file or its name.
    expect(requests.map((request) => request.path)).toEqual([
      `/api/proof/lookup/${example.sha256}`,
      "/api/proof/inclusion?leafIndex=0",
      "/.well-known/avow-log-key.json",
    ]);
    expect(requests.every((request) => request.body === undefined)).toBe(true);
  });

  it("shows the independent timestamp when the signed head has one", async () => {
    const stamped = {
      ...example.proof,
      treeHead: {
        ...example.proof.treeHead,
        timestampToken: { authority: "https://tsa.example", token: "MAo=", time: "2026-11-21T16:30:02.000Z" },
      },
    };
    await mountApp("/verify", { answer: log({ inclusion: () => stamped }) });
    await choose(file());
    const result = await screen.findByRole("region", { name: "Recorded by Avow" });
    expect(detailsIn(result).detail("Independent timestamp")).toMatch(
      /^By https:\/\/tsa\.example: 21 Nov 2026/,
    );
  });

  it("says plainly when the exact file was never recorded, and shows its fingerprint", async () => {
    await mountApp("/verify", { answer: log() });
    const other = `${CONTENT}.`;
    await choose(file(other, "changed.txt"));
    const result = await screen.findByRole("region", { name: "Not recorded" });
    expect(result).toHaveTextContent(
      "This exact file was not recorded by Avow. Even one changed byte gives a different fingerprint.",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Not recorded by Avow.");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(other)));
    const hex = [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    expect(screen.getByText(hex)).toHaveAccessibleName("Fingerprint (SHA-256) of changed.txt");
    expect(screen.queryByRole("list", { name: "Checks made in your browser" })).toBeNull();
  });

  it("warns, naming the failed check, when the log's proof does not verify", async () => {
    await mountApp("/verify", { answer: log({ inclusion: () => tamperedPath(example) }) });
    await choose(file());
    const result = await screen.findByRole("region", { name: "Warning: the proof does not hold" });
    expect(result).toHaveTextContent("its proof failed these checks: inclusion in the log.");
    expect(result).toHaveTextContent("Do not rely on this record.");
    const failed = within(result)
      .getAllByRole("listitem")
      .filter((item) => item.textContent?.startsWith("Failed"));
    expect(failed.map((item) => item.textContent)).toEqual([
      "FailedThe audit path does not lead to the signed root: the entry is not shown to be in the log.",
    ]);
    expect(screen.queryByRole("region", { name: "Recorded by Avow" })).toBeNull();
  });

  it("names every check that failed, joined as the reader's language joins a list", async () => {
    const other = await makeExampleProof(new TextEncoder().encode(CONTENT));
    await mountApp("/verify", { answer: log({ publicKey: () => other.publicKey }), language: "es" });
    await choose(file(), "Elegir un archivo");
    const result = await screen.findByRole("region", { name: "Atención: la prueba no es válida" });
    expect(result).toHaveTextContent("su prueba no ha superado estas comprobaciones: firma y clave.");
  });

  it("explains a rate limit, retries, and then checks another file", async () => {
    let limited = true;
    await mountApp("/verify", {
      answer: log({
        lookup: () =>
          limited ? [429, { error: "rate_limited", message: "Slow down." }] : [200, example.lookup],
      }),
    });
    await choose(file());
    const problem = await screen.findByRole("region", { name: "The check could not be finished" });
    expect(problem).toHaveTextContent("Too many checks from this address. Wait a minute and try again.");
    limited = false;
    await userEvent.click(within(problem).getByRole("button", { name: "Try again" }));
    // The button went with the panel; focus is back on the file input rather than lost.
    expect(screen.getByLabelText("Choose a file")).toHaveFocus();
    expect(await screen.findByRole("region", { name: "Recorded by Avow" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Check another file" }));
    expect(screen.queryByRole("region", { name: "Recorded by Avow" })).toBeNull();
    expect(screen.queryByText(example.sha256)).toBeNull();
    expect(screen.getByLabelText("Choose a file")).toHaveFocus();
  });

  it("takes a file dropped on the drop zone", async () => {
    await mountApp("/verify", { answer: log() });
    const zone = await screen.findByRole("group", { name: "Drop a file here" });
    fireEvent.drop(zone, { dataTransfer: { files: [file()] } });
    expect(await screen.findByRole("region", { name: "Recorded by Avow" })).toBeVisible();
  });

  it("speaks Spanish on the Spanish site, with dates written the Spanish way", async () => {
    await mountApp("/verify", { answer: log(), language: "es" });
    expect(await screen.findByRole("heading", { level: 1, name: "Verificar un documento" })).toBeVisible();
    await choose(file(), "Elegir un archivo");
    const result = await screen.findByRole("region", { name: "Registrado por Avow" });
    expect(result).toHaveTextContent(/Avow registró este archivo exacto el 21 nov 2026/);
    expect(within(result).getAllByRole("listitem")[0]).toHaveTextContent("Superada");
  });

  it("speaks German on the German site, and says when a file was not recorded", async () => {
    await mountApp("/verify", { answer: log(), language: "de" });
    expect(await screen.findByRole("heading", { level: 1, name: "Dokument prüfen" })).toBeVisible();
    await choose(file("nope"), "Datei auswählen");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Nicht von Avow erfasst."));
    expect(screen.getByRole("region", { name: "Nicht erfasst" })).toBeVisible();
  });
});
