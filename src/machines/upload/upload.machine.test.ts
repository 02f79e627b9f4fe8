import { describe, expect, it } from "vitest";
import { createActor, fromCallback, type AnyEventObject } from "xstate";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import { fileUploadMachine, type SendFileInput } from "./file-upload.machine.ts";
import { pendingCount, UPLOAD_CONCURRENCY, uploadMachine, type UploadEmitted } from "./upload.machine.ts";
import { MAX_UPLOAD_BYTES } from "./upload-rules.ts";

type Sender = { file: string; send: (event: AnyEventObject) => void; stopped: boolean };

/** The batch with senders the test drives: each started upload is recorded with a way to answer it. */
const harness = () => {
  const senders: Sender[] = [];
  const emitted: UploadEmitted[] = [];
  const machine = uploadMachine.provide({
    actors: {
      fileUpload: fileUploadMachine.provide({
        actors: {
          sendFile: fromCallback<AnyEventObject, SendFileInput>(({ input, sendBack }) => {
            const sender: Sender = { file: input.file.name, send: sendBack, stopped: false };
            senders.push(sender);
            return () => {
              sender.stopped = true;
            };
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { category: "evidence" } });
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const states = () =>
    Object.fromEntries(
      actor
        .getSnapshot()
        .context.items.map((item) => [
          item.ref.getSnapshot().context.file.name,
          item.ref.getSnapshot().value,
        ]),
    );
  return { actor, senders, emitted, states };
};

const file = (name: string, size = 1000) => ({ name, size, type: "" });
const stored = (name: string) => ({ uuid: `uuid-${name}`, fileName: name }) as unknown as DocumentItem;

describe("upload machine", () => {
  it(`sends ${UPLOAD_CONCURRENCY} files at a time and the next as each one ends`, () => {
    const { actor, senders, states } = harness();
    actor.send({ type: "files.added", files: [file("a.pdf"), file("b.pdf"), file("c.pdf")] });
    expect(states()).toEqual({ "a.pdf": "uploading", "b.pdf": "uploading", "c.pdf": "queued" });
    expect(pendingCount(actor.getSnapshot())).toBe(3);
    senders[0]?.send({ type: "upload.succeeded", document: stored("a.pdf") });
    expect(states()).toEqual({ "a.pdf": "done", "b.pdf": "uploading", "c.pdf": "uploading" });
    expect(senders.map((sender) => sender.file)).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
  });

  it("keeps going when one file fails, and announces every stored document", () => {
    const { actor, senders, emitted, states } = harness();
    actor.send({
      type: "files.added",
      files: [file("huge.pdf", MAX_UPLOAD_BYTES + 1), file("a.pdf"), file("b.pdf")],
    });
    // The one too large never takes a slot.
    expect(states()).toEqual({ "huge.pdf": "rejected", "a.pdf": "uploading", "b.pdf": "uploading" });
    senders[0]?.send({ type: "upload.failed", error: { _tag: "Offline", code: "offline" } });
    senders[1]?.send({ type: "upload.succeeded", document: stored("b.pdf") });
    expect(states()).toEqual({ "huge.pdf": "rejected", "a.pdf": "failed", "b.pdf": "done" });
    expect(emitted).toEqual([{ type: "document.uploaded", document: stored("b.pdf") }]);

    const failed = actor.getSnapshot().context.items[1];
    actor.send({ type: "item.retry", id: failed?.id ?? "" });
    expect(states()["a.pdf"]).toBe("uploading");
    senders[2]?.send({ type: "upload.succeeded", document: stored("a.pdf") });
    expect(emitted).toHaveLength(2);
    expect(pendingCount(actor.getSnapshot())).toBe(0);
  });

  it("cancels one file (aborting its request) and starts the next waiting one", () => {
    const { actor, senders, states } = harness();
    actor.send({ type: "files.added", files: [file("a.pdf"), file("b.pdf"), file("c.pdf")] });
    const first = actor.getSnapshot().context.items[0];
    actor.send({ type: "item.cancel", id: first?.id ?? "" });
    expect(senders[0]?.stopped).toBe(true);
    expect(states()).toEqual({ "a.pdf": "cancelled", "b.pdf": "uploading", "c.pdf": "uploading" });
  });

  it("files the files under the category chosen when they were added", () => {
    const { actor } = harness();
    actor.send({ type: "files.added", files: [file("a.pdf")] });
    actor.send({ type: "category.changed", category: "medical" });
    actor.send({ type: "files.added", files: [file("b.pdf")] });
    expect(actor.getSnapshot().context.items.map((item) => item.ref.getSnapshot().context.category)).toEqual([
      "evidence",
      "medical",
    ]);
  });

  it("ignores files until a category is chosen", () => {
    const actor = createActor(uploadMachine, { input: {} }).start();
    actor.send({ type: "files.added", files: [file("a.pdf")] });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it("clears the finished files from the list, keeping those still going or failed", () => {
    const { actor, senders, states } = harness();
    actor.send({ type: "files.added", files: [file("a.pdf"), file("b.pdf"), file("x.exe")] });
    senders[0]?.send({ type: "upload.succeeded", document: stored("a.pdf") });
    actor.send({ type: "items.clearFinished" });
    expect(states()).toEqual({ "b.pdf": "uploading" });
  });
});
