import { beforeAll, describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type AnyEventObject } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { sha256Hex, verifyInclusionAnswer, type Verification } from "../../../contracts/proof/verify.ts";
import type { HashLookup } from "../../../contracts/schema/proof.ts";
import { deferredActors, followPath } from "../../test/deferred-actors.ts";
import { makeExampleProof, tamperedPath, type ExampleProof } from "./example-proof.ts";
import {
  isWorking,
  screenOf,
  verifyFileMachine,
  type FetchedProof,
  type ProofToCheck,
  type VerifyFileEvent,
  type VerifyFileSnapshot,
} from "./verify-file.machine.ts";

const CONTENT = "I confirm that on 3 May I was at home.\n";
const fileOf = (text: string, name = "statement.txt") => new File([text], name, { type: "text/plain" });
const OFFLINE = { _tag: "Offline", code: "offline" };
const RATE_LIMITED = { _tag: "Invalid", status: 429, code: "rate_limited", message: "Slow down." };
const NOT_RECORDED: HashLookup = { recorded: false };

let example: ExampleProof;
let otherKey: ExampleProof;
beforeAll(async () => {
  example = await makeExampleProof(new TextEncoder().encode(CONTENT));
  // Another log, another key: its key cannot have signed the first log's head.
  otherKey = await makeExampleProof(new TextEncoder().encode("something else"));
});

/** The browser's own hashing and checking (as the page supplies them), with the log's answers given by hand. */
const realCrypto = {
  hashFile: fromPromise<string, { file: File }>(async ({ input }) =>
    sha256Hex(new Uint8Array(await input.file.arrayBuffer())),
  ),
  checkProof: fromPromise<Verification, ProofToCheck>(({ input }) =>
    verifyInclusionAnswer(input.sha256, input.proof, input.publicKey),
  ),
};

/** The machine with real hashing and checking, and a log that answers `lookup` and `fetched` (or fails). */
const withLog = (
  answers: { lookup: () => Promise<HashLookup>; fetched: () => Promise<FetchedProof> },
  maxBytes?: number,
) => {
  const asked: string[] = [];
  const actor = createActor(
    verifyFileMachine.provide({
      actors: {
        ...realCrypto,
        lookUp: fromPromise<HashLookup, { sha256: string }>(({ input }) => {
          asked.push(`lookup ${input.sha256}`);
          return answers.lookup();
        }),
        fetchProof: fromPromise<FetchedProof, { leafIndex: number }>(({ input }) => {
          asked.push(`proof ${input.leafIndex}`);
          return answers.fetched();
        }),
      },
    }),
    { input: maxBytes === undefined ? {} : { maxBytes } },
  ).start();
  return { actor, asked };
};

const settled = (actor: ReturnType<typeof withLog>["actor"]) => waitFor(actor, (s) => !isWorking(s));

describe("verify-file machine", () => {
  it("waits for a file", () => {
    const { actor } = withLog({
      lookup: () => Promise.reject(new Error()),
      fetched: () => Promise.reject(new Error()),
    });
    expect(screenOf(actor.getSnapshot())).toBe("idle");
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it("hashes the file in the browser, finds it recorded, and verifies all four checks", async () => {
    const { actor, asked } = withLog({
      lookup: () => Promise.resolve(example.lookup),
      fetched: () => Promise.resolve({ proof: example.proof, publicKey: example.publicKey }),
    });
    actor.send({ type: "file.chosen", file: fileOf(CONTENT) });
    expect(screenOf(actor.getSnapshot())).toBe("hashing");
    const done = await settled(actor);
    expect(screenOf(done)).toBe("recorded");
    expect(done.context.sha256).toBe(example.sha256);
    expect(asked).toEqual([`lookup ${example.sha256}`, "proof 0"]);
    expect(done.context.lookup).toEqual(example.lookup);
    expect(done.context.verification?.ok).toBe(true);
    expect(done.context.verification?.checks.map((c) => [c.name, c.ok])).toEqual([
      ["content", true],
      ["inclusion", true],
      ["signature", true],
      ["key", true],
    ]);
  });

  it("says a file the log never recorded is not recorded, with its hash, and fetches no proof", async () => {
    const { actor, asked } = withLog({
      lookup: () => Promise.resolve(NOT_RECORDED),
      fetched: () => Promise.reject(new Error("not asked")),
    });
    actor.send({ type: "file.chosen", file: fileOf(`${CONTENT} `) });
    const done = await settled(actor);
    expect(screenOf(done)).toBe("notRecorded");
    expect(done.context.sha256).toBe(await sha256Hex(new TextEncoder().encode(`${CONTENT} `)));
    expect(asked).toHaveLength(1);
    expect(done.context.verification).toBeNull();
  });

  it("fails, naming the inclusion check, when the audit path does not lead to the signed root", async () => {
    const { actor } = withLog({
      lookup: () => Promise.resolve(example.lookup),
      fetched: () => Promise.resolve({ proof: tamperedPath(example), publicKey: example.publicKey }),
    });
    actor.send({ type: "file.chosen", file: fileOf(CONTENT) });
    const done = await settled(actor);
    expect(screenOf(done)).toBe("failed");
    expect(done.context.verification?.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(["inclusion"]);
  });

  it("fails on the signature and the key when another key is offered", async () => {
    const { actor } = withLog({
      lookup: () => Promise.resolve(example.lookup),
      fetched: () => Promise.resolve({ proof: example.proof, publicKey: otherKey.publicKey }),
    });
    actor.send({ type: "file.chosen", file: fileOf(CONTENT) });
    const done = await settled(actor);
    expect(screenOf(done)).toBe("failed");
    expect(done.context.verification?.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      "signature",
      "key",
    ]);
  });

  it("fails on the content when the log's entry is another file's", async () => {
    const { actor } = withLog({
      lookup: () => Promise.resolve(example.lookup),
      fetched: () => Promise.resolve({ proof: example.proof, publicKey: example.publicKey }),
    });
    // The look-up (given by hand) claims this other file; the proof is of the first.
    actor.send({ type: "file.chosen", file: fileOf("another file") });
    const done = await settled(actor);
    expect(screenOf(done)).toBe("failed");
    expect(done.context.verification?.checks.find((c) => c.name === "content")?.ok).toBe(false);
    expect(done.context.verification?.checks.find((c) => c.name === "inclusion")?.ok).toBe(false);
  });

  it("reports no connection during the look-up, and retries the look-up", async () => {
    let fail = true;
    const { actor, asked } = withLog({
      lookup: () => (fail ? Promise.reject(OFFLINE) : Promise.resolve(NOT_RECORDED)),
      fetched: () => Promise.reject(new Error("not asked")),
    });
    actor.send({ type: "file.chosen", file: fileOf(CONTENT) });
    const failed = await settled(actor);
    expect(screenOf(failed)).toBe("error");
    expect(failed.context).toMatchObject({ errorCode: "offline", failedStep: "lookingUp" });
    fail = false;
    actor.send({ type: "verify.retry" });
    expect(screenOf(actor.getSnapshot())).toBe("lookingUp");
    expect(screenOf(await settled(actor))).toBe("notRecorded");
    expect(asked).toEqual([`lookup ${example.sha256}`, `lookup ${example.sha256}`]);
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });

  it("reports a rate limit while fetching the proof, and retries only the proof", async () => {
    let fail = true;
    const { actor, asked } = withLog({
      lookup: () => Promise.resolve(example.lookup),
      fetched: () =>
        fail
          ? Promise.reject(RATE_LIMITED)
          : Promise.resolve({ proof: example.proof, publicKey: example.publicKey }),
    });
    actor.send({ type: "file.chosen", file: fileOf(CONTENT) });
    expect((await settled(actor)).context).toMatchObject({
      errorCode: "rate_limited",
      failedStep: "fetchingProof",
    });
    fail = false;
    actor.send({ type: "verify.retry" });
    expect(screenOf(await settled(actor))).toBe("recorded");
    expect(asked).toEqual([`lookup ${example.sha256}`, "proof 0", "proof 0"]);
  });

  it("reports a file it cannot read, and reads it again on retry", async () => {
    const { deferred, settle } = deferredActors();
    const actor = createActor(
      verifyFileMachine.provide({ actors: { hashFile: deferred<string, { file: File }>("hashFile") } }),
      { input: {} },
    ).start();
    actor.send({ type: "file.chosen", file: fileOf(CONTENT) });
    settle("hashFile").reject(new DOMException("gone", "NotReadableError"));
    await waitFor(actor, (s) => s.matches("error"));
    expect(actor.getSnapshot().context).toMatchObject({ failedStep: "hashing", errorCode: "unexpected" });
    actor.send({ type: "verify.retry" });
    expect(screenOf(actor.getSnapshot())).toBe("hashing");
    settle("hashFile").resolve(example.sha256);
    await waitFor(actor, (s) => s.matches("lookingUp"));
  });

  it("starts again with a new file dropped while busy, and ignores the old file's hash", async () => {
    const started: Array<{ file: File; resolve: (sha: string) => void }> = [];
    const looked: string[] = [];
    const actor = createActor(
      verifyFileMachine.provide({
        actors: {
          hashFile: fromPromise<string, { file: File }>(
            ({ input }) => new Promise<string>((resolve) => started.push({ file: input.file, resolve })),
          ),
          lookUp: fromPromise<HashLookup, { sha256: string }>(({ input }) => {
            looked.push(input.sha256);
            return Promise.resolve(NOT_RECORDED);
          }),
        },
      }),
      { input: {} },
    ).start();
    const first = fileOf("first", "first.txt");
    const second = fileOf("second", "second.txt");
    actor.send({ type: "file.chosen", file: first });
    actor.send({ type: "file.chosen", file: second });
    expect(started.map((s) => s.file.name)).toEqual(["first.txt", "second.txt"]);
    expect(actor.getSnapshot().context.file).toBe(second);
    started[0]?.resolve("a".repeat(64));
    await Promise.resolve();
    expect(screenOf(actor.getSnapshot())).toBe("hashing");
    started[1]?.resolve("b".repeat(64));
    expect(screenOf(await settled(actor))).toBe("notRecorded");
    expect(looked).toEqual(["b".repeat(64)]);
    expect(actor.getSnapshot().context.sha256).toBe("b".repeat(64));
  });

  it("does not hash a file larger than Avow accepts", async () => {
    const { actor, asked } = withLog(
      { lookup: () => Promise.resolve(NOT_RECORDED), fetched: () => Promise.reject(new Error()) },
      10,
    );
    actor.send({ type: "file.chosen", file: fileOf("eleven char") });
    expect(screenOf(actor.getSnapshot())).toBe("tooLarge");
    expect(actor.getSnapshot().context.sha256).toBeNull();
    expect(asked).toEqual([]);
    actor.send({ type: "file.chosen", file: fileOf("ten chars!") });
    expect(screenOf(await settled(actor))).toBe("notRecorded");
  });

  it("checks another file from an outcome: back to waiting, with nothing of the last one", async () => {
    const { actor } = withLog({
      lookup: () => Promise.resolve(example.lookup),
      fetched: () => Promise.resolve({ proof: example.proof, publicKey: example.publicKey }),
    });
    actor.send({ type: "file.chosen", file: fileOf(CONTENT) });
    await settled(actor);
    actor.send({ type: "verify.reset" });
    const { context } = actor.getSnapshot();
    expect(screenOf(actor.getSnapshot())).toBe("idle");
    expect([context.file, context.sha256, context.lookup, context.proof, context.verification]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("verify-file machine, model-based paths", () => {
  const SMALL = fileOf(CONTENT);
  const LARGE = fileOf("x".repeat(65));
  const SHA = "3".repeat(64);
  const RECORDED: HashLookup = {
    recorded: true,
    leafIndex: 4,
    recordedAt: "2026-11-21T16:30:00.000Z",
  };
  // Stand-ins: the model walks the chart, the verification's own tests are above.
  const FETCHED = { proof: { leafIndex: 4 }, publicKey: { keyId: "k" } };
  const PASSED = { ok: true, checks: [{ name: "content", ok: true, detail: "" }] };
  const REFUSED = { ok: false, checks: [{ name: "inclusion", ok: false, detail: "" }] };

  const events: AnyEventObject[] = [
    { type: "file.chosen", file: SMALL },
    { type: "file.chosen", file: LARGE },
    { type: "verify.retry" },
    { type: "verify.reset" },
    { type: "xstate.done.actor.hashFile", output: SHA },
    { type: "xstate.error.actor.hashFile", error: new Error("unreadable") },
    { type: "xstate.done.actor.lookUp", output: RECORDED },
    { type: "xstate.done.actor.lookUp", output: NOT_RECORDED },
    { type: "xstate.error.actor.lookUp", error: OFFLINE },
    { type: "xstate.done.actor.fetchProof", output: FETCHED },
    { type: "xstate.error.actor.fetchProof", error: RATE_LIMITED },
    { type: "xstate.done.actor.checkProof", output: PASSED },
    { type: "xstate.done.actor.checkProof", output: REFUSED },
    { type: "xstate.error.actor.checkProof", error: new Error("no Ed25519") },
  ];

  /** What must hold in every state, whatever the way there. */
  const invariants = (snapshot: VerifyFileSnapshot) => {
    const { context } = snapshot;
    const shown = screenOf(snapshot);
    expect(context.file === null).toBe(shown === "idle");
    if (shown === "tooLarge") expect(context.file?.size).toBeGreaterThan(context.maxBytes);
    if (["lookingUp", "fetchingProof", "verifying", "recorded", "notRecorded", "failed"].includes(shown))
      expect(context.sha256).toBe(SHA);
    if (["fetchingProof", "verifying", "recorded", "failed"].includes(shown))
      expect(context.lookup).toEqual(RECORDED);
    if (shown === "notRecorded") expect(context.lookup).toBeNull();
    if (shown === "recorded") expect(context.verification?.ok).toBe(true);
    if (shown === "failed") expect(context.verification?.ok).toBe(false);
    expect(context.errorCode !== null).toBe(shown === "error");
    expect(context.failedStep !== null).toBe(shown === "error");
  };

  const serializeState = (snapshot: VerifyFileSnapshot) =>
    [
      JSON.stringify(snapshot.value),
      snapshot.context.failedStep ?? "",
      snapshot.context.file?.size ?? "",
    ].join(" ");
  const traversal = {
    // The done/error events of invoked actors are not in VerifyFileEvent's type, hence the cast.
    events: events as unknown as ReadonlyArray<VerifyFileEvent>,
    input: { maxBytes: 64 },
    serializeState,
    // A File writes itself as {} in JSON, which would make the two files one event.
    serializeEvent: (event: VerifyFileEvent) =>
      JSON.stringify(event, (_, value: unknown) =>
        value instanceof File ? { name: value.name, size: value.size } : value,
      ),
  };
  const paths = getShortestPaths(verifyFileMachine, traversal);
  const pathTo = new Map(paths.map((path) => [serializeState(path.state), path]));

  /** Which state runs each actor: its done and error events can only happen there. */
  const RUNS_IN: Readonly<Record<string, string>> = {
    hashFile: "hashing",
    lookUp: "lookingUp",
    fetchProof: "fetchingProof",
    checkProof: "verifying",
  };
  // Every transition, not only a way to every state: the shortest way to a state, then one event that does
  // something there (a retry, a reset, a new file while busy…).
  const transitions = adjacencyMapToArray(getAdjacencyMap(verifyFileMachine, traversal))
    .filter(({ state, event, nextState }) => {
      const actor = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)?.[2];
      if (actor) return state.value === RUNS_IN[actor];
      return event.type === "file.chosen" || serializeState(nextState) !== serializeState(state);
    })
    .map(({ state, event, nextState }) => {
      const before = pathTo.get(serializeState(state));
      if (!before) throw new Error(`no path to ${serializeState(state)}`);
      return { steps: [...before.steps, { event, state: nextState }], state: nextState };
    });

  it("reaches every screen, and the error of every step", () => {
    const reached = new Set(paths.map((path) => screenOf(path.state as VerifyFileSnapshot)));
    for (const shown of [
      "idle",
      "hashing",
      "lookingUp",
      "fetchingProof",
      "verifying",
      "recorded",
      "notRecorded",
      "failed",
      "tooLarge",
      "error",
    ] as const)
      expect(reached).toContain(shown);
    const failedSteps = new Set(paths.map((path) => (path.state as VerifyFileSnapshot).context.failedStep));
    for (const step of ["hashing", "lookingUp", "fetchingProof", "verifying"])
      expect(failedSteps).toContain(step);
  });

  it("takes retries, resets and new files along the way", () => {
    const taken = new Set(transitions.map((path) => path.steps.at(-1)?.event.type));
    for (const type of ["verify.retry", "verify.reset", "file.chosen"]) expect(taken).toContain(type);
  });

  const describePath = (path: (typeof transitions)[number]) =>
    `${path.steps.map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:")).join(" → ")} ⇒ ${JSON.stringify(path.state.value)}`;
  it.each(transitions.map((path) => [describePath(path), path] as const))("%s", async (_, path) => {
    const { deferred, settle } = deferredActors();
    const actor = createActor(
      verifyFileMachine.provide({
        actors: {
          hashFile: deferred("hashFile"),
          lookUp: deferred("lookUp"),
          fetchProof: deferred("fetchProof"),
          checkProof: deferred("checkProof"),
        },
      }),
      { input: { maxBytes: 64 } },
    ).start();
    await followPath(actor, settle, path, () => invariants(actor.getSnapshot()));
    expect(actor.getSnapshot().value).toEqual(path.state.value);
  });
});
