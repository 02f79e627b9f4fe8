import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import type { DocumentItem, DocumentList, UploadComplete } from "../../../contracts/schema/documents.ts";
import { documentsMachine, EXTRACTION_POLL_MS } from "./documents.machine.ts";

const ACCOUNT = "00000000-0000-4000-8000-0000000000aa";
const doc = (n: number, extractionStatus: DocumentItem["extractionStatus"] = "done") =>
  ({ uuid: `doc-${n}`, fileName: `f${n}.pdf`, extractionStatus }) as unknown as DocumentItem;

const start = (lists: Array<ReadonlyArray<DocumentItem>>, options: { failDelete?: boolean } = {}) => {
  const calls: string[] = [];
  const clock = new SimulatedClock();
  let last: ReadonlyArray<DocumentItem> = [];
  const actor = createActor(
    documentsMachine.provide({
      actors: {
        fetchDocuments: fromPromise<DocumentList, { accountUuid: string }>(async ({ input }) => {
          calls.push(`list ${input.accountUuid}`);
          last = lists.shift() ?? last;
          return { items: last };
        }),
        deleteDocument: fromPromise<undefined, { accountUuid: string; documentUuid: string }>(
          async ({ input }) => {
            calls.push(`delete ${input.documentUuid}`);
            if (options.failDelete) throw { _tag: "Forbidden", code: "forbidden" };
            return undefined;
          },
        ),
        completeUploads: fromPromise<UploadComplete, undefined>(async () => {
          calls.push("complete");
          return { uploadsCompletedAt: "2026-11-22T10:00:00.000Z", practitionerNotified: true };
        }),
      },
    }),
    { input: { accountUuid: ACCOUNT }, clock },
  ).start();
  return { actor, calls, clock };
};

describe("documents machine", () => {
  it("lists the account's documents", async () => {
    const { actor, calls } = start([[doc(1), doc(2)]]);
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    expect(calls).toEqual([`list ${ACCOUNT}`]);
  });

  it("reads the list again while a text is being extracted, and stops once none is", async () => {
    const { actor, calls, clock } = start([[doc(1, "pending")], [doc(1, "pending")], [doc(1, "done")]]);
    await waitFor(actor, (s) => s.matches("idle"));
    clock.increment(EXTRACTION_POLL_MS);
    await waitFor(actor, (s) => s.matches("idle") && calls.length === 2);
    clock.increment(EXTRACTION_POLL_MS);
    await waitFor(actor, (s) => s.matches("idle") && calls.length === 3);
    expect(actor.getSnapshot().context.items[0]?.extractionStatus).toBe("done");
    clock.increment(EXTRACTION_POLL_MS * 5);
    expect(calls).toHaveLength(3);
  });

  it("deletes a document only after a yes", async () => {
    const { actor, calls } = start([[doc(1), doc(2)], [doc(2)]]);
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "delete.start", uuid: "doc-1" });
    expect(actor.getSnapshot().context.deleting?.uuid).toBe("doc-1");
    actor.send({ type: "delete.cancel" });
    expect(calls).toEqual([`list ${ACCOUNT}`]);
    actor.send({ type: "delete.start", uuid: "doc-1" });
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (s) => s.matches("idle") && s.context.notice === "deleted");
    expect(calls).toEqual([`list ${ACCOUNT}`, "delete doc-1", `list ${ACCOUNT}`]);
    expect(actor.getSnapshot().context.items.map((item) => item.uuid)).toEqual(["doc-2"]);
  });

  it("ignores a deletion of a document it does not list, and reports a refused one", async () => {
    const { actor } = start([[doc(1)]], { failDelete: true });
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "delete.start", uuid: "doc-9" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    actor.send({ type: "delete.start", uuid: "doc-1" });
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (s) => s.context.errorCode !== null);
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: "forbidden", deleting: null });
    expect(actor.getSnapshot().context.items).toHaveLength(1);
  });

  it("tells the practitioner the client has finished uploading", async () => {
    const { actor, calls } = start([[doc(1)]]);
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "uploads.complete" });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe("practitionerNotified");
    expect(calls).toContain("complete");
  });
});
