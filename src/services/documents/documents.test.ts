import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import { fileNameOf } from "../http-client/downloaded-file.ts";
import { DocumentsApi } from "./documents.ts";

const DOC: DocumentItem = {
  uuid: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  accountUuid: "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e",
  fileName: "informe.pdf",
  category: "medical",
  size: 1234,
  contentType: "application/pdf",
  sha256: "a".repeat(64),
  uploadedBy: null,
  uploadedAt: "2026-11-22T09:00:00.000Z",
  origin: "upload",
  extractionStatus: "pending",
  extractionFailure: null,
  version: 1,
  previousVersionUuid: null,
  seriesUuid: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
};

const json = jsonResponse;

const runWith = <A, E>(
  respond: (url: string, init?: RequestInit) => Response,
  program: Effect.Effect<A, E, DocumentsApi>,
) => runService(DocumentsApi.layer, respond, program);

const api = <A, E>(use: (documents: DocumentsApi["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    return yield* use(yield* DocumentsApi);
  });

describe("DocumentsApi", () => {
  it("lists and decodes the documents", async () => {
    const { exit, calls } = await runWith(
      () => json(200, { items: [DOC] }),
      api((d) => d.list(DOC.accountUuid)),
    );
    expect(exit).toEqual(Exit.succeed({ items: [DOC] }));
    expect(calls[0]?.url).toBe(`/api/account/${DOC.accountUuid}/doc`);
  });

  it("uploads the category before the file, and reports the end of a fetch upload as progress", async () => {
    const progress: number[][] = [];
    const file = new File(["%PDF-1.4"], "informe.pdf", { type: "application/pdf" });
    const { exit, calls } = await runWith(
      () => json(201, DOC),
      api((d) => d.upload(DOC.accountUuid, file, "medical", { onProgress: (l, t) => progress.push([l, t]) })),
    );
    expect(exit).toEqual(Exit.succeed(DOC));
    expect(calls[0]).toMatchObject({ url: `/api/account/${DOC.accountUuid}/doc/`, method: "POST" });
    const form = calls[0]?.body as FormData;
    expect([...form.keys()]).toEqual(["category", "file"]);
    expect((form.get("file") as File).name).toBe("informe.pdf");
    expect(progress).toEqual([[15, 15]]);
  });

  it("maps a refused upload to Invalid with its status and code", async () => {
    const file = new File(["<html>"], "x.pdf");
    const { exit } = await runWith(
      () => json(415, { error: "unsupported_media_type", message: "no" }),
      api((d) => d.upload(DOC.accountUuid, file, "other")),
    );
    expect(Exit.isFailure(exit) && JSON.stringify(exit)).toContain('"unsupported_media_type"');
    expect(JSON.stringify(exit)).toContain('"status":415');
  });

  it("downloads a file with the name from Content-Disposition, and maps errors", async () => {
    const { exit } = await runWith(
      () =>
        new Response("bytes", {
          status: 200,
          headers: {
            "content-type": "text/plain; charset=utf-8",
            "content-disposition": `attachment; filename="declaration.txt"; filename*=UTF-8''d%C3%A9claration.txt`,
          },
        }),
      api((d) => d.download(DOC.accountUuid, DOC.uuid)),
    );
    expect(Exit.isSuccess(exit) && exit.value.fileName).toBe("déclaration.txt");
    expect(Exit.isSuccess(exit) && (await exit.value.blob.text())).toBe("bytes");
    const missing = await runWith(
      () => json(404, { error: "not_found", message: "No such document." }),
      api((d) => d.download(DOC.accountUuid, DOC.uuid)),
    );
    expect(JSON.stringify(missing.exit)).toContain("NotFound");
  });

  it("deletes, writes statements and says uploads are complete on their paths", async () => {
    const { exit, calls } = await runWith(
      (url, init) =>
        init?.method === "DELETE"
          ? new Response(null, { status: 204 })
          : url.endsWith("/upload-complete")
            ? json(200, { uploadsCompletedAt: "2026-11-22T09:00:00.000Z", practitionerNotified: true })
            : json(201, { ...DOC, origin: "written", category: "statement" }),
      api((d) =>
        Effect.all([
          d.remove(DOC.accountUuid, DOC.uuid),
          d.writeStatement(DOC.accountUuid, { title: "t", text: "x", replaces: DOC.uuid }),
          d.completeUploads(),
        ]),
      ),
    );
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE /api/account/${DOC.accountUuid}/doc/${DOC.uuid}`,
      `POST /api/account/${DOC.accountUuid}/statements`,
      "POST /api/account/me/upload-complete",
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ title: "t", text: "x", replaces: DOC.uuid });
  });

  it("reads file names from Content-Disposition", () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E2%80%9Cx%E2%80%9D.txt; filename=\"_x_.txt\"")).toBe(
      "“x”.txt",
    );
    expect(fileNameOf("attachment; filename*=UTF-8''%E2%ZZ; filename=\"plain.txt\"")).toBe("plain.txt");
  });
});
