import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import {
  EXAMPLE_INTEGRITY_OK,
  EXAMPLE_INTEGRITY_PROBLEMS,
} from "../../../contracts/fixtures/example-integrity.ts";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import { IntegrityApi } from "./integrity.ts";

const check = (fresh: boolean) =>
  Effect.gen(function* () {
    return yield* (yield* IntegrityApi).check({ fresh });
  });

const failure = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? JSON.stringify(exit.cause) : "succeeded";

describe("IntegrityApi", () => {
  it("asks for the check, a fresh one on request, and decodes the answer", async () => {
    const ok = await runService(
      IntegrityApi.layer,
      () => jsonResponse(200, EXAMPLE_INTEGRITY_OK),
      check(false),
    );
    expect(ok.exit).toEqual(Exit.succeed(EXAMPLE_INTEGRITY_OK));
    expect(ok.calls.map((c) => [c.method, c.url])).toEqual([["GET", "/api/admin/integrity"]]);
    const fresh = await runService(
      IntegrityApi.layer,
      () => jsonResponse(200, EXAMPLE_INTEGRITY_PROBLEMS),
      check(true),
    );
    expect(fresh.exit).toEqual(Exit.succeed(EXAMPLE_INTEGRITY_PROBLEMS));
    expect(fresh.calls[0]?.url).toBe("/api/admin/integrity?fresh=1");
  });

  it("fails an answer that does not match the contract as Unexpected", async () => {
    for (const body of [
      { ...EXAMPLE_INTEGRITY_OK, rootHash: "not a hash" },
      { ...EXAMPLE_INTEGRITY_OK, otherOrganisations: -1 },
      { ...EXAMPLE_INTEGRITY_OK, problems: [{ area: "file", subject: "x" }] },
    ]) {
      const { exit } = await runService(IntegrityApi.layer, () => jsonResponse(200, body), check(false));
      expect(failure(exit)).toContain("invalid_response");
    }
    const { exit } = await runService(
      IntegrityApi.layer,
      () => new Response("<html>", { status: 200, headers: { "content-type": "text/html" } }),
      check(false),
    );
    expect(failure(exit)).toContain("invalid_response");
  });

  it("maps refusals to their tagged errors", async () => {
    const cases = [
      [403, "forbidden", "Forbidden"],
      [401, "unauthenticated", "Unauthorized"],
      [400, "invalid_request", "Invalid"],
      [500, "internal_error", "Unexpected"],
    ] as const;
    for (const [status, code, tag] of cases) {
      const { exit } = await runService(
        IntegrityApi.layer,
        () => jsonResponse(status, { error: code, message: "No." }),
        check(false),
      );
      expect(failure(exit)).toContain(`"_tag":"${tag}"`);
      expect(failure(exit)).toContain(code);
    }
  });
});
