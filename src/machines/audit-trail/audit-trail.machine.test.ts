import { describe, expect, it } from "vitest";
import { createActor, waitFor, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { AuditEvent, AuditExportFormat, AuditPage } from "../../../contracts/schema/audit.ts";
import { deferredActors, followPath } from "../../test/deferred-actors.ts";
import {
  auditTrailMachine,
  hasFailed,
  hasMoreEvents,
  isExporting,
  isLoadingMore,
  isLoadingTrail,
  type AuditTrailEvent,
  type AuditTrailSnapshot,
} from "./audit-trail.machine.ts";

const ACCOUNT = "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e";
const OFFLINE = { _tag: "Offline", code: "offline" };

const event = (seq: number): AuditEvent => ({
  seq,
  occurredAt: `2026-11-28T10:${String(seq).padStart(2, "0")}:00.000Z`,
  action: "document.downloaded",
  actor: { role: "client", account: null },
  subject: null,
  details: {},
  document: null,
});

/** Page `page` of a trail of `total` events, `size` a page, newest first. */
const pageOf = (page: number, size: number, total: number, chain: Partial<AuditPage> = {}): AuditPage => ({
  items: Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) =>
    event(total - page * size - i),
  ),
  page,
  size,
  total,
  chainValid: true,
  brokenAt: null,
  ...chain,
});

const harness = (pageSize = 2) => {
  const { deferred, settle } = deferredActors();
  const calls: string[] = [];
  const record = (name: string) => (input: unknown) => void calls.push(`${name} ${JSON.stringify(input)}`);
  const actor = createActor(
    auditTrailMachine.provide({
      actors: {
        fetchPage: deferred<AuditPage, { accountUuid: string; page: number; size: number }>(
          "fetchPage",
          record("fetchPage"),
        ),
        exportTrail: deferred<undefined, { accountUuid: string; format: AuditExportFormat }>(
          "exportTrail",
          record("exportTrail"),
        ),
      },
    }),
    { input: { accountUuid: ACCOUNT, pageSize } },
  ).start();
  return { actor, calls, settle };
};

const seqs = (snapshot: AuditTrailSnapshot) => snapshot.context.items.map((item) => item.seq);

describe("audit-trail machine", () => {
  it("reads the newest page first, then older pages on request, until there are none", async () => {
    const h = harness();
    expect(isLoadingTrail(h.actor.getSnapshot())).toBe(true);
    h.settle("fetchPage").resolve(pageOf(0, 2, 5));
    await waitFor(h.actor, (s) => s.matches({ list: "idle" }));
    expect(seqs(h.actor.getSnapshot())).toEqual([5, 4]);
    expect(h.actor.getSnapshot().context).toMatchObject({ total: 5, chainValid: true, loadedOnce: true });
    for (const [page, expected] of [
      [1, [5, 4, 3, 2]],
      [2, [5, 4, 3, 2, 1]],
    ] as const) {
      expect(hasMoreEvents(h.actor.getSnapshot())).toBe(true);
      h.actor.send({ type: "trail.loadMore" });
      expect(isLoadingMore(h.actor.getSnapshot())).toBe(true);
      h.settle("fetchPage").resolve(pageOf(page, 2, 5));
      await waitFor(h.actor, (s) => s.matches({ list: "idle" }));
      expect(seqs(h.actor.getSnapshot())).toEqual(expected);
    }
    expect(hasMoreEvents(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: "trail.loadMore" });
    expect(h.actor.getSnapshot().matches({ list: "idle" })).toBe(true);
    expect(h.calls).toEqual(
      [0, 1, 2].map((page) => `fetchPage ${JSON.stringify({ accountUuid: ACCOUNT, page, size: 2 })}`),
    );
  });

  it("keeps each event once when new ones pushed the older ones to the next page", async () => {
    const h = harness();
    h.settle("fetchPage").resolve(pageOf(0, 2, 4));
    await waitFor(h.actor, (s) => s.matches({ list: "idle" }));
    h.actor.send({ type: "trail.loadMore" });
    // One event arrived meanwhile: page 1 of the longer trail starts with the last one already shown.
    h.settle("fetchPage").resolve(pageOf(1, 2, 5, { chainValid: false, brokenAt: 2 }));
    await waitFor(h.actor, (s) => s.matches({ list: "idle" }));
    expect(seqs(h.actor.getSnapshot())).toEqual([4, 3, 2]);
    // The chain's state is the latest the server gave.
    expect(h.actor.getSnapshot().context).toMatchObject({ total: 5, chainValid: false, brokenAt: 2 });
  });

  it("keeps what it read when an older page fails, and starts over on reload", async () => {
    const h = harness();
    h.settle("fetchPage").resolve(pageOf(0, 2, 5));
    await waitFor(h.actor, (s) => s.matches({ list: "idle" }));
    h.actor.send({ type: "trail.loadMore" });
    h.settle("fetchPage").reject(OFFLINE);
    await waitFor(h.actor, (s) => s.matches({ list: "idle" }));
    expect(h.actor.getSnapshot().context).toMatchObject({ errorCode: "offline", nextPage: 1 });
    expect(seqs(h.actor.getSnapshot())).toEqual([5, 4]);
    h.actor.send({ type: "trail.reload" });
    expect(h.actor.getSnapshot().context.errorCode).toBeNull();
    h.settle("fetchPage").resolve(pageOf(0, 2, 6));
    await waitFor(h.actor, (s) => s.matches({ list: "idle" }));
    expect(seqs(h.actor.getSnapshot())).toEqual([6, 5]);
    expect(h.actor.getSnapshot().context.nextPage).toBe(1);
  });

  it("says why the first page failed, and reads it again on request", async () => {
    const h = harness();
    h.settle("fetchPage").reject({ _tag: "Forbidden", code: "forbidden" });
    await waitFor(h.actor, (s) => hasFailed(s));
    expect(h.actor.getSnapshot().context).toMatchObject({ errorCode: "forbidden", loadedOnce: false });
    h.actor.send({ type: "trail.loadMore" });
    expect(hasFailed(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: "trail.reload" });
    expect(isLoadingTrail(h.actor.getSnapshot())).toBe(true);
  });

  it("exports beside the list, one at a time, and says why an export failed", async () => {
    const h = harness();
    h.actor.send({ type: "export.start", format: "csv" });
    expect(isExporting(h.actor.getSnapshot())).toBe(true);
    expect(isLoadingTrail(h.actor.getSnapshot())).toBe(true);
    // A second request while one is under way is not heard.
    h.actor.send({ type: "export.start", format: "json" });
    expect(h.actor.getSnapshot().context.exporting).toBe("csv");
    h.settle("exportTrail").resolve(undefined);
    await waitFor(h.actor, (s) => !isExporting(s));
    h.actor.send({ type: "export.start", format: "json" });
    h.settle("exportTrail").reject({ _tag: "NotFound", code: "not_found" });
    await waitFor(h.actor, (s) => !isExporting(s));
    expect(h.actor.getSnapshot().context).toMatchObject({ exporting: null, exportErrorCode: "not_found" });
    h.actor.send({ type: "export.start", format: "csv" });
    expect(h.actor.getSnapshot().context.exportErrorCode).toBeNull();
    expect(h.calls.filter((call) => call.startsWith("exportTrail"))).toEqual([
      `exportTrail ${JSON.stringify({ accountUuid: ACCOUNT, format: "csv" })}`,
      `exportTrail ${JSON.stringify({ accountUuid: ACCOUNT, format: "json" })}`,
      `exportTrail ${JSON.stringify({ accountUuid: ACCOUNT, format: "csv" })}`,
    ]);
  });
});

describe("audit-trail machine, model-based paths", () => {
  const events: AnyEventObject[] = [
    { type: "trail.reload" },
    { type: "trail.loadMore" },
    { type: "export.start", format: "json" },
    { type: "xstate.done.actor.fetchPage", output: pageOf(0, 2, 3) },
    { type: "xstate.error.actor.fetchPage", error: OFFLINE },
    { type: "xstate.done.actor.exportTrail", output: undefined },
    { type: "xstate.error.actor.exportTrail", error: OFFLINE },
  ];
  const invariants = (snapshot: AuditTrailSnapshot) => {
    const { context } = snapshot;
    expect(context.exporting !== null).toBe(isExporting(snapshot));
    if (hasFailed(snapshot)) expect(context.errorCode).not.toBeNull();
    const numbers = context.items.map((item) => item.seq);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    if (isLoadingMore(snapshot)) expect(context.loadedOnce).toBe(true);
  };
  const serializeState = (snapshot: AuditTrailSnapshot) =>
    [
      JSON.stringify(snapshot.value),
      snapshot.context.items.map((item) => item.seq).join(","),
      snapshot.context.nextPage,
      snapshot.context.errorCode ?? "",
      snapshot.context.exportErrorCode ?? "",
      snapshot.context.exporting ?? "",
    ].join(" ");
  const paths = getShortestPaths(auditTrailMachine, {
    events: events as unknown as ReadonlyArray<AuditTrailEvent>,
    input: { accountUuid: ACCOUNT, pageSize: 2 },
    serializeState,
  });

  it("reaches every state of both regions", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const list of ["loading", "idle", "loadingMore", "failed"])
      expect([...reached].some((value) => value.includes(`"list":"${list}"`))).toBe(true);
    for (const exporting of ["ready", "exporting"])
      expect([...reached].some((value) => value.includes(`"export":"${exporting}"`))).toBe(true);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(" → "), path] as const))(
    "%s",
    async (_, path) => {
      const h = harness();
      await followPath(h.actor, h.settle, path, () => invariants(h.actor.getSnapshot()));
      expect(h.actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
