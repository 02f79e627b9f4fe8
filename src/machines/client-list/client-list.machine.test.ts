import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import type { ClientItem, ClientPage } from "../../../contracts/schema/clients.ts";
import {
  clientListMachine,
  isEmpty,
  pageCount,
  SEARCH_DEBOUNCE_MS,
  type ClientListQuery,
} from "./client-list.machine.ts";

const item = (n: number): ClientItem => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  email: `c${n}@example.org`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  country2: "ES",
  language: "es",
  status: "invited",
  assignedPractitioner: null,
  createdAt: "2026-11-22T09:00:00.000Z",
  invitationSentAt: null,
});

/** A fake server of `total` clients, recording every query. */
const start = (total = 45, fail = false) => {
  const queries: ClientListQuery[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    clientListMachine.provide({
      actors: {
        fetchPage: fromPromise<ClientPage, ClientListQuery>(async ({ input }) => {
          queries.push(input);
          if (fail) throw { _tag: "Offline" };
          const from = input.page * input.size;
          const count = Math.max(0, Math.min(input.size, total - from));
          return {
            items: Array.from({ length: count }, (_, i) => item(from + i)),
            page: input.page,
            size: input.size,
            total,
          };
        }),
      },
    }),
    { input: {}, clock },
  ).start();
  return { actor, queries, clock };
};

describe("client-list machine", () => {
  it("loads the first page of my clients at start", async () => {
    const { actor, queries } = start();
    const loaded = await waitFor(actor, (s) => s.matches("loaded"));
    expect(queries).toEqual([{ page: 0, size: 20, q: "", scope: "my" }]);
    expect(loaded.context.items).toHaveLength(20);
    expect(pageCount(loaded)).toBe(3);
  });

  it("waits for typing to pause before searching, from the first page, trimmed", async () => {
    const { actor, queries, clock } = start();
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.changed", page: 2 });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "search.changed", q: "jo" });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: "search.changed", q: " josé " });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(queries).toHaveLength(2);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(queries.at(-1)).toEqual({ page: 0, size: 20, q: "josé", scope: "my" });
  });

  it("does not ask again when the search did not change", async () => {
    const { actor, queries, clock } = start();
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "search.changed", q: "  " });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches("loaded")).toBe(true);
    expect(queries).toHaveLength(1);
  });

  it("changes scope from the first page, and ignores the same scope", async () => {
    const { actor, queries } = start();
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "scope.changed", scope: "my" });
    actor.send({ type: "scope.changed", scope: "unassigned" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(queries.map((q) => q.scope)).toEqual(["my", "unassigned"]);
  });

  it("only moves to pages that exist", async () => {
    const { actor, queries } = start(45);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.changed", page: 3 });
    actor.send({ type: "page.changed", page: -1 });
    expect(queries).toHaveLength(1);
    actor.send({ type: "page.changed", page: 2 });
    const last = await waitFor(actor, (s) => s.matches("loaded"));
    expect(last.context.items).toHaveLength(5);
  });

  it("says when there is nothing, and keeps the failure's code", async () => {
    const empty = start(0);
    expect(isEmpty(await waitFor(empty.actor, (s) => s.matches("loaded")))).toBe(true);
    const failing = start(10, true);
    expect((await waitFor(failing.actor, (s) => s.matches("failed"))).context.errorCode).toBe("offline");
  });
});
