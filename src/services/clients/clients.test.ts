import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import type { ClientItem } from "../../../contracts/schema/clients.ts";
import { ClientsApi, clientListQuery } from "./clients.ts";

const CLIENT: ClientItem = {
  uuid: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  email: "jose@example.org",
  firstName: "José",
  lastName: "Álvarez",
  country2: "ES",
  language: "es",
  status: "invited",
  assignedPractitioner: null,
  createdAt: "2026-11-22T09:00:00.000Z",
  invitationSentAt: null,
};

const json = jsonResponse;

const runWith = <A, E>(
  respond: (url: string, init?: RequestInit) => Response,
  program: Effect.Effect<A, E, ClientsApi>,
) => runService(ClientsApi.layer, respond, program, { pathname: "/clients" });

const api = <A, E>(use: (clients: ClientsApi["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    return yield* use(yield* ClientsApi);
  });

describe("ClientsApi", () => {
  it("builds the list query from the parameters given only", () => {
    expect(clientListQuery({})).toBe("");
    expect(clientListQuery({ page: 0, size: 20, q: " José ", scope: "all" })).toBe(
      "?page=0&size=20&q=Jos%C3%A9&scope=all",
    );
    expect(clientListQuery({ q: "  " })).toBe("");
  });

  it("lists a page and decodes it", async () => {
    const page = { items: [CLIENT], page: 0, size: 20, total: 1 };
    const { exit, calls } = await runWith(
      () => json(200, page),
      api((c) => c.list({ scope: "unassigned" })),
    );
    expect(exit).toEqual(Exit.succeed(page));
    expect(calls).toEqual([{ url: "/api/account/me/clients?scope=unassigned", method: "GET" }]);
  });

  it("maps 409 email_taken to Invalid", async () => {
    const { exit } = await runWith(
      () => json(409, { error: "email_taken", message: "taken" }),
      api((c) =>
        c.create({
          email: CLIENT.email,
          firstName: "José",
          lastName: "Álvarez",
          country: "ES",
          language: "es",
          currencyCode: "EUR",
          type: "User",
          sendConnectionEmail: true,
        }),
      ),
    );
    expect(Exit.isFailure(exit) && JSON.stringify(exit)).toContain('"email_taken"');
  });

  it("calls invite, assign-to-me, summary and delete on their paths", async () => {
    // A summary carries no createdAt.
    const withoutCreatedAt = Object.fromEntries(
      Object.entries(CLIENT).filter(([key]) => key !== "createdAt"),
    );
    const summary = {
      ...withoutCreatedAt,
      documentsByCategory: {},
      uploadsCompletedAt: null,
      lastContradictionCheck: null,
      findings: 0,
    };
    const { exit, calls } = await runWith(
      (url, init) =>
        init?.method === "DELETE"
          ? new Response(null, { status: 204 })
          : url.endsWith("/summary")
            ? json(200, summary)
            : json(200, CLIENT),
      api((c) =>
        Effect.all([
          c.invite(CLIENT.uuid),
          c.assignToMe(CLIENT.uuid),
          c.summary(CLIENT.uuid),
          c.remove(CLIENT.uuid),
        ]),
      ),
    );
    expect(exit).toEqual(Exit.succeed([CLIENT, CLIENT, summary, undefined]));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST /api/account/me/clients/${CLIENT.uuid}/invite`,
      `POST /api/account/me/clients/${CLIENT.uuid}/assign-to-me`,
      `GET /api/account/${CLIENT.uuid}/summary`,
      `DELETE /api/account/${CLIENT.uuid}`,
    ]);
  });

  it("fails with NotFound on 404 and Unexpected on a body that breaks the contract", async () => {
    const missing = await runWith(
      () => json(404, { error: "not_found", message: "no" }),
      api((c) => c.summary(CLIENT.uuid)),
    );
    expect(Exit.isFailure(missing.exit) && JSON.stringify(missing.exit)).toContain('"NotFound"');
    const broken = await runWith(
      () => json(200, { items: "nope" }),
      api((c) => c.list()),
    );
    expect(Exit.isFailure(broken.exit) && JSON.stringify(broken.exit)).toContain('"invalid_response"');
  });
});
