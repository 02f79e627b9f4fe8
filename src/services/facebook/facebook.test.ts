import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import type { LinkedProfile } from "../../../contracts/schema/facebook.ts";
import { FacebookApi } from "./facebook.ts";

const PROFILE: LinkedProfile = {
  providerId: "1001",
  name: "Sam Taylor",
  profileUrl: null,
  linkedAt: "2026-11-26T12:00:00.000Z",
};
const ACCOUNT = "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e";

const json = jsonResponse;

const runWith = <A, E>(
  respond: (url: string, init?: RequestInit) => Response,
  program: Effect.Effect<A, E, FacebookApi>,
) => runService(FacebookApi.layer, respond, program, { pathname: "/callbacks" });

describe("FacebookApi", () => {
  it("reads another account's profile with its uuid in the query, and the caller's own without", async () => {
    const { exit, calls } = await runWith(
      () => json(200, PROFILE),
      Effect.gen(function* () {
        const facebook = yield* FacebookApi;
        return [yield* facebook.profile(ACCOUNT), yield* facebook.profile()];
      }),
    );
    expect(exit).toEqual(Exit.succeed([PROFILE, PROFILE]));
    expect(calls.map((call) => call.url)).toEqual([
      `/api/account/facebook/me?accountUuid=${ACCOUNT}`,
      "/api/account/facebook/me",
    ]);
  });

  it("posts the callback's code and state, and decodes where to return", async () => {
    const { exit, calls } = await runWith(
      () => json(200, { profile: PROFILE, returnTo: "/app" }),
      Effect.flatMap(Effect.service(FacebookApi), (facebook) =>
        facebook.complete({ code: "c", state: "s".repeat(43) }),
      ),
    );
    expect(Exit.isSuccess(exit) && exit.value.returnTo).toBe("/app");
    expect(calls[0]).toMatchObject({ url: "/api/account/me/facebook/callback", method: "POST" });
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ code: "c", state: "s".repeat(43) });
  });

  it("fails with the server's code: Invalid for a spent state, NotFound when nothing is linked", async () => {
    const spent = await runWith(
      () => json(400, { error: "invalid_state", message: "Used." }),
      Effect.flatMap(Effect.service(FacebookApi), (facebook) =>
        facebook.complete({ code: "c", state: "s".repeat(43) }),
      ),
    );
    expect(spent.exit).toEqual(
      Exit.fail(expect.objectContaining({ _tag: "Invalid", status: 400, code: "invalid_state" })),
    );
    const none = await runWith(
      () => json(404, { error: "not_found", message: "No linked profile." }),
      Effect.flatMap(Effect.service(FacebookApi), (facebook) => facebook.unlink()),
    );
    expect(Exit.isFailure(none.exit) && JSON.stringify(none.exit)).toContain('"NotFound"');
  });

  it("refuses an answer that breaks the contract", async () => {
    const { exit } = await runWith(
      () => json(200, { authorizationUrl: 42 }),
      Effect.flatMap(Effect.service(FacebookApi), (facebook) => facebook.start("/app")),
    );
    expect(Exit.isFailure(exit) && JSON.stringify(exit)).toContain('"invalid_response"');
  });
});
