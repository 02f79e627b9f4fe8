import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor, type AnyEventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type {
  ContradictionReport,
  Finding,
  FindingUpdate,
  ReportList,
} from "../../../contracts/schema/contradictions.ts";
import {
  contradictionMachine,
  isStale,
  type CheckableDocument,
  type ContradictionEvent,
  type ContradictionSnapshot,
} from "./contradiction.machine.ts";

const ACCOUNT = "00000000-0000-4000-8000-0000000000aa";
const DOC_A = "00000000-0000-4000-8000-00000000000a";
const DOC_B = "00000000-0000-4000-8000-00000000000b";
const DOCUMENTS: ReadonlyArray<CheckableDocument> = [
  { uuid: DOC_A, sha256: "a".repeat(64) },
  { uuid: DOC_B, sha256: "b".repeat(64) },
];

const passage = (documentUuid: string, sentence: string, value: string) => ({
  documentUuid,
  fileName: `${documentUuid.slice(-1)}.txt`,
  sentence,
  sentenceStart: 0,
  sentenceEnd: sentence.length,
  valueStart: sentence.indexOf(value),
  valueEnd: sentence.indexOf(value) + value.length,
  value,
  normalised: value,
  language: "en",
});

const FINDING: Finding = {
  uuid: "00000000-0000-4000-8000-0000000000f1",
  type: "date",
  confidence: 0.95,
  subject: "I",
  attribute: "arrival date",
  left: passage(DOC_A, "I arrived on 3 March 2019.", "3 March 2019"),
  right: passage(DOC_B, "I arrived on 5 March 2019.", "5 March 2019"),
  explanation: { code: "date_mismatch", params: { left: "2019-03-03", right: "2019-03-05" } },
  status: "open",
  note: null,
  resolvedBy: null,
  resolvedAt: null,
};

const report = (n: number, findings: ReadonlyArray<Finding> = [FINDING]): ContradictionReport => ({
  uuid: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`,
  accountUuid: ACCOUNT,
  documentUuid: DOC_A,
  engineVersion: "1.0.0",
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  createdBy: null,
  inputs: DOCUMENTS.map((document) => ({
    documentUuid: document.uuid,
    fileName: "x.txt",
    sha256: document.sha256,
  })),
  coverage: { documents: 2, sentences: 2, claims: 2, languages: ["en"] },
  findings,
});

const summaryOf = (r: ContradictionReport) => ({
  uuid: r.uuid,
  accountUuid: r.accountUuid,
  documentUuid: r.documentUuid,
  engineVersion: r.engineVersion,
  createdAt: r.createdAt,
  findings: r.findings.length,
  open: r.findings.filter((finding) => finding.status === "open").length,
});

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The machine with every call deferred: the test settles each one by the name of its actor. */
const harness = (input: { documentUuid?: string | null } = {}) => {
  const pending = new Map<string, Deferred[]>();
  const calls: string[] = [];
  const deferred =
    <I, O>(name: string) =>
    (describe: (input: I) => string) =>
      fromPromise<O, I>(
        ({ input }) =>
          new Promise<O>((resolve, reject) => {
            calls.push(`${name} ${describe(input)}`);
            pending.set(name, [
              ...(pending.get(name) ?? []),
              { resolve: resolve as (v: unknown) => void, reject },
            ]);
          }),
      );
  const actor = createActor(
    contradictionMachine.provide({
      actors: {
        listReports: deferred<{ accountUuid: string }, ReportList>("listReports")((i) => i.accountUuid),
        fetchReport: deferred<{ accountUuid: string; reportUuid: string }, ContradictionReport>(
          "fetchReport",
        )((i) => i.reportUuid),
        detect: deferred<{ accountUuid: string; documentUuid: string }, ContradictionReport>("detect")(
          (i) => i.documentUuid,
        ),
        updateFinding: deferred<
          { accountUuid: string; reportUuid: string; findingUuid: string; update: FindingUpdate },
          Finding
        >("updateFinding")((i) => `${i.findingUuid} ${i.update.status}`),
      },
    }),
    { input: { accountUuid: ACCOUNT, documents: DOCUMENTS, ...input } },
  ).start();
  const settle = (name: string) => {
    const queue = pending.get(name) ?? [];
    const next = queue.shift();
    if (!next) throw new Error(`no pending ${name}`);
    return next;
  };
  return { actor, calls, settle };
};

describe("contradiction machine", () => {
  it("opens the latest report when there is one", async () => {
    const { actor, calls, settle } = harness();
    settle("listReports").resolve({ items: [summaryOf(report(2)), summaryOf(report(1))] });
    await waitFor(actor, (s) => s.matches("opening"));
    settle("fetchReport").resolve(report(2));
    await waitFor(actor, (s) => s.matches("report"));
    expect(calls).toEqual([`listReports ${ACCOUNT}`, `fetchReport ${report(2).uuid}`]);
    expect(actor.getSnapshot().context.report?.uuid).toBe(report(2).uuid);
  });

  it("waits for a document, checks it, and shows the new report first in the list", async () => {
    const { actor, calls, settle } = harness();
    settle("listReports").resolve({ items: [] });
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "check.start" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    actor.send({ type: "document.selected", documentUuid: DOC_A });
    actor.send({ type: "check.start" });
    expect(actor.getSnapshot().matches("checking")).toBe(true);
    settle("detect").resolve(report(3));
    await waitFor(actor, (s) => s.matches("report"));
    expect(calls.at(-1)).toBe(`detect ${DOC_A}`);
    expect(actor.getSnapshot().context.reports.map((r) => r.uuid)).toEqual([report(3).uuid]);
  });

  it("keeps the reason of a failed check and offers it again", async () => {
    const { actor, settle } = harness({ documentUuid: DOC_A });
    settle("listReports").resolve({ items: [] });
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "check.start" });
    settle("detect").reject({ _tag: "Invalid", code: "text_not_ready" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.errorCode).toBe("text_not_ready");
    actor.send({ type: "check.start" });
    expect(actor.getSnapshot().matches("checking")).toBe(true);
  });

  it("saves a mark on a finding and counts what is still open", async () => {
    const { actor, calls, settle } = harness({ documentUuid: DOC_A });
    settle("listReports").resolve({ items: [summaryOf(report(2))] });
    await waitFor(actor, (s) => s.matches("opening"));
    settle("fetchReport").resolve(report(2));
    await waitFor(actor, (s) => s.matches("report"));
    const update: FindingUpdate = { status: "explained", note: "She meant the day she booked." };
    actor.send({ type: "finding.update", findingUuid: FINDING.uuid, update });
    expect(actor.getSnapshot().matches({ report: "updating" })).toBe(true);
    settle("updateFinding").resolve({ ...FINDING, status: "explained", note: update.note ?? null });
    await waitFor(actor, (s) => s.matches({ report: "viewing" }));
    expect(calls.at(-1)).toBe(`updateFinding ${FINDING.uuid} explained`);
    expect(actor.getSnapshot().context.report?.findings[0]?.status).toBe("explained");
    expect(actor.getSnapshot().context.reports[0]?.open).toBe(0);
  });

  it("offers a new check once the documents changed since the report", async () => {
    const { actor, settle } = harness();
    settle("listReports").resolve({ items: [summaryOf(report(2))] });
    await waitFor(actor, (s) => s.matches("opening"));
    settle("fetchReport").resolve(report(2));
    await waitFor(actor, (s) => s.matches("report"));
    expect(isStale(actor.getSnapshot())).toBe(false);
    actor.send({
      type: "documents.changed",
      documents: [...DOCUMENTS, { uuid: DOC_B.replace("b", "c"), sha256: "c".repeat(64) }],
    });
    expect(isStale(actor.getSnapshot())).toBe(true);
    actor.send({
      type: "documents.changed",
      documents: [DOCUMENTS[0] as CheckableDocument, { uuid: DOC_B, sha256: "d".repeat(64) }],
    });
    expect(isStale(actor.getSnapshot())).toBe(true);
    actor.send({ type: "documents.changed", documents: DOCUMENTS });
    expect(isStale(actor.getSnapshot())).toBe(false);
  });
});

describe("contradiction machine, every shortest path (model-based)", () => {
  // The calls' outcomes are events of the graph; replaying them settles the deferred call of that name.
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as AnyEventObject;
  const error = (id: string) =>
    ({ type: `xstate.error.actor.${id}`, error: { _tag: "Offline", code: "offline" } }) as AnyEventObject;
  const events: ReadonlyArray<AnyEventObject> = [
    { type: "document.selected", documentUuid: DOC_A },
    { type: "check.start" },
    { type: "report.open", reportUuid: report(1).uuid },
    { type: "finding.update", findingUuid: FINDING.uuid, update: { status: "dismissed" } },
    done("0.contradiction.loading", { items: [summaryOf(report(1))] }),
    done("0.contradiction.loading", { items: [] }),
    error("0.contradiction.loading"),
    done("0.contradiction.opening", report(1)),
    error("0.contradiction.opening"),
    done("0.contradiction.checking", report(1)),
    error("0.contradiction.checking"),
    done("0.contradiction.report.updating", { ...FINDING, status: "dismissed" }),
    error("0.contradiction.report.updating"),
  ];
  const serializeState = (snapshot: ContradictionSnapshot) =>
    `${JSON.stringify(snapshot.value)} ${snapshot.context.documentUuid !== null} ${snapshot.context.reports.length > 0} ${snapshot.context.errorCode !== null}`;
  const paths = getShortestPaths(contradictionMachine, {
    events: events as unknown as ReadonlyArray<ContradictionEvent>,
    input: { accountUuid: ACCOUNT, documents: DOCUMENTS },
    serializeState,
  });
  const actorOf: Record<string, string> = {
    "0.contradiction.loading": "listReports",
    "0.contradiction.opening": "fetchReport",
    "0.contradiction.checking": "detect",
    "0.contradiction.report.updating": "updateFinding",
  };

  it("reaches every state", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      '"idle"',
      '"checking"',
      '"failed"',
      '"opening"',
      '{"report":"viewing"}',
      '{"report":"updating"}',
    ])
      expect(reached).toContain(state);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(" → "), path] as const))(
    "%s",
    async (_, path) => {
      const { actor, settle } = harness();
      for (const step of path.steps) {
        const event = step.event as AnyEventObject;
        const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        if (outcome?.[1] && outcome[2]) {
          const call = settle(actorOf[outcome[2]] ?? outcome[2]);
          if (outcome[1] === "done") call.resolve(event.output);
          else call.reject(event.error);
        } else if (event.type !== "xstate.init") {
          actor.send(event as ContradictionEvent);
        }
        await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(step.state.value));
        // What must hold everywhere: a report shown exactly in `report`; an error code exactly in `failed`
        // (or beside a report after a refused mark); a check only with a document chosen.
        const snapshot = actor.getSnapshot();
        if (snapshot.matches("report")) expect(snapshot.context.report).not.toBeNull();
        if (snapshot.matches("failed")) expect(snapshot.context.errorCode).not.toBeNull();
        if (snapshot.matches("checking")) expect(snapshot.context.documentUuid).not.toBeNull();
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
