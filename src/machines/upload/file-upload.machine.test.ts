import { describe, expect, it } from "vitest";
import { createActor, fromCallback, type AnyEventObject } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import type { DocumentItem } from "../../../contracts/schema/documents.ts";
import {
  fileUploadMachine,
  percentOf,
  type FileUploadEvent,
  type SendFileInput,
} from "./file-upload.machine.ts";
import { MAX_UPLOAD_BYTES, precheck } from "./upload-rules.ts";

const DOCUMENT = { uuid: "00000000-0000-4000-8000-00000000000d" } as DocumentItem;
const PDF = { name: "letter.pdf", size: 1000, type: "application/pdf" };

/** The machine with a sender that records when it starts and whether it was stopped (aborted). */
const harness = (file = PDF) => {
  const log: string[] = [];
  const machine = fileUploadMachine.provide({
    actors: {
      sendFile: fromCallback<AnyEventObject, SendFileInput>(({ input }) => {
        log.push(`send ${input.file.name} as ${input.category}`);
        return () => log.push("abort");
      }),
    },
  });
  const actor = createActor(machine, { input: { id: "f1", file, category: "evidence" } }).start();
  return { actor, log };
};

describe("file-upload machine", () => {
  it("waits in the queue, sends with progress, and is done with the stored document", () => {
    const { actor, log } = harness();
    expect(actor.getSnapshot().value).toBe("queued");
    actor.send({ type: "upload.start" });
    expect(log).toEqual(["send letter.pdf as evidence"]);
    actor.send({ type: "upload.progress", loaded: 500, total: 1200 });
    expect(actor.getSnapshot().context).toMatchObject({ loaded: 500, total: 1200 });
    expect(percentOf(actor.getSnapshot())).toBe(41);
    actor.send({ type: "upload.progress", loaded: 1200, total: 1200 });
    // Every byte sent is not yet stored: 99 % until the server answers.
    expect(percentOf(actor.getSnapshot())).toBe(99);
    actor.send({ type: "upload.succeeded", document: DOCUMENT });
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().context.document).toBe(DOCUMENT);
    expect(percentOf(actor.getSnapshot())).toBe(100);
  });

  it("refuses a file over the limit or of another type before sending a byte", () => {
    const big = harness({ name: "video.pdf", size: MAX_UPLOAD_BYTES + 1, type: "application/pdf" });
    expect(big.actor.getSnapshot().value).toBe("rejected");
    expect(big.actor.getSnapshot().context.errorCode).toBe("too_large");
    const page = harness({ name: "page.html", size: 10, type: "text/html" });
    expect(page.actor.getSnapshot().context.errorCode).toBe("unsupported_type");
    big.actor.send({ type: "upload.start" });
    expect([...big.log, ...page.log]).toEqual([]);
  });

  it("aborts the request when cancelled", () => {
    const { actor, log } = harness();
    actor.send({ type: "upload.start" });
    actor.send({ type: "upload.cancel" });
    expect(actor.getSnapshot().value).toBe("cancelled");
    expect(log).toEqual(["send letter.pdf as evidence", "abort"]);
  });

  it("offers a retry after a network failure, starting from zero", () => {
    const { actor, log } = harness();
    actor.send({ type: "upload.start" });
    actor.send({ type: "upload.progress", loaded: 700, total: 1200 });
    actor.send({ type: "upload.failed", error: { _tag: "Offline", code: "offline" } });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.errorCode).toBe("offline");
    actor.send({ type: "upload.retry" });
    expect(actor.getSnapshot().value).toBe("queued");
    actor.send({ type: "upload.start" });
    expect(actor.getSnapshot().context).toMatchObject({ loaded: 0, attempts: 2 });
    expect(log.filter((line) => line.startsWith("send"))).toHaveLength(2);
  });

  it("does not retry what the server refused for what the file is", () => {
    for (const code of ["payload_too_large", "unsupported_media_type", "invalid_request", "forbidden"]) {
      const { actor } = harness();
      actor.send({ type: "upload.start" });
      actor.send({ type: "upload.failed", error: { _tag: "Invalid", code } });
      actor.send({ type: "upload.retry" });
      expect(actor.getSnapshot().value).toBe("failed");
    }
  });
});

describe("upload prechecks", () => {
  it.each([
    [{ name: "a.PDF", size: 1, type: "" }, null],
    [{ name: "scan", size: 1, type: "image/png" }, null],
    [{ name: "notes.txt", size: 1, type: "text/plain; charset=utf-8" }, null],
    [{ name: "voice.m4a", size: 1, type: "audio/x-m4a" }, null],
    [{ name: "empty.txt", size: 0, type: "text/plain" }, "empty"],
    [{ name: "x.exe", size: 1, type: "application/octet-stream" }, "unsupported_type"],
    [{ name: "x.pdf", size: MAX_UPLOAD_BYTES, type: "" }, null],
    [{ name: "x.pdf", size: MAX_UPLOAD_BYTES + 1, type: "" }, "too_large"],
  ])("%j → %s", (file, reason) => expect(precheck(file)).toBe(reason));
});

describe("file-upload machine, every path (model-based)", () => {
  const events: ReadonlyArray<FileUploadEvent> = [
    { type: "upload.start" },
    { type: "upload.cancel" },
    { type: "upload.retry" },
    { type: "upload.progress", loaded: 600, total: 1200 },
    { type: "upload.succeeded", document: DOCUMENT },
    { type: "upload.failed", error: { _tag: "Offline", code: "offline" } },
    { type: "upload.failed", error: { _tag: "Invalid", code: "unsupported_media_type" } },
  ];
  const input = { id: "f1", file: PDF, category: "evidence" as const };

  /** What must hold in every state, whatever the way there. */
  const invariants = (snapshot: ReturnType<typeof fileUploadMachine.getInitialSnapshot>) => {
    const { context } = snapshot;
    expect(context.loaded).toBeLessThanOrEqual(Math.max(context.total, context.file.size));
    expect(snapshot.matches("done")).toBe(context.document !== null);
    if (snapshot.matches("failed")) expect(context.errorCode).not.toBeNull();
    if (snapshot.matches("uploading") || snapshot.matches("queued")) expect(context.errorCode).toBeNull();
    expect(percentOf(snapshot) === 100).toBe(snapshot.matches("done"));
  };

  // States are told apart by where the upload is and whether it failed in a way worth retrying; progress
  // counts and the number of attempts would make the graph endless.
  const serializeState = (snapshot: ReturnType<typeof fileUploadMachine.getInitialSnapshot>) =>
    `${JSON.stringify(snapshot.value)} ${snapshot.context.errorCode ?? ""} ${snapshot.context.loaded > 0}`;
  const shortest = getShortestPaths(fileUploadMachine, { events, input, serializeState });
  const simple = getSimplePaths(fileUploadMachine, { events, input, serializeState });

  it("reaches every state", () => {
    const reached = new Set(shortest.map((path) => String(path.state.value)));
    for (const state of ["queued", "uploading", "failed", "done", "cancelled"])
      expect(reached).toContain(state);
  });

  it.each(simple.map((path) => [path.steps.map((step) => step.event.type).join(" → "), path] as const))(
    "%s",
    (_, path) => {
      const { actor, log } = harness();
      for (const step of path.steps) {
        invariants(actor.getSnapshot());
        if ((step.event.type as string) !== "xstate.init") actor.send(step.event as FileUploadEvent);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      invariants(actor.getSnapshot());
      // A request is open exactly while uploading: each send is matched by an abort or an outcome.
      const sends = log.filter((line) => line.startsWith("send")).length;
      const aborts = log.filter((line) => line === "abort").length;
      const uploading = actor.getSnapshot().matches("uploading") ? 1 : 0;
      expect(sends - aborts).toBeGreaterThanOrEqual(uploading);
    },
  );
});
