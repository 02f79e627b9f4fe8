import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import type { AuditPage } from "../../../contracts/schema/audit.ts";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import { AuditApi } from "./audit.ts";

const ACCOUNT = "7e2a4c6d-8f1b-4a3c-9d5e-6f7a8b9c0d1e";
const PAGE: AuditPage = {
  items: [
    {
      seq: 2,
      occurredAt: "2026-11-28T10:00:00.000Z",
      action: "document.downloaded",
      actor: {
        role: "practitioner",
        account: { uuid: "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22", firstName: "Priya", lastName: "Shah" },
      },
      subject: "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e",
      details: {},
      document: { uuid: "5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e", fileName: "What happened.txt" },
    },
  ],
  page: 0,
  size: 50,
  total: 2,
  chainValid: true,
  brokenAt: null,
};

const api = <A, E>(use: (audit: AuditApi["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    return yield* use(yield* AuditApi);
  });

describe("AuditApi", () => {
  it("asks for a page and decodes it", async () => {
    const { exit, calls } = await runService(
      AuditApi.layer,
      () => jsonResponse(200, PAGE),
      api((a) => a.list(ACCOUNT, 2, 50)),
    );
    expect(exit).toEqual(Exit.succeed(PAGE));
    expect(calls[0]?.url).toBe(`/api/account/${ACCOUNT}/audit?page=2&size=50`);
  });

  it("fails a page that does not match the contract as Unexpected, and a 404 as NotFound", async () => {
    const bad = await runService(
      AuditApi.layer,
      () => jsonResponse(200, { ...PAGE, chainValid: "yes" }),
      api((a) => a.list(ACCOUNT, 0, 50)),
    );
    expect(Exit.isFailure(bad.exit) && JSON.stringify(bad.exit.cause)).toContain("invalid_response");
    const missing = await runService(
      AuditApi.layer,
      () => jsonResponse(404, { error: "not_found", message: "No such account." }),
      api((a) => a.list(ACCOUNT, 0, 50)),
    );
    expect(Exit.isFailure(missing.exit) && JSON.stringify(missing.exit.cause)).toContain("NotFound");
  });

  it("downloads an export with the server's file name", async () => {
    const { exit, calls } = await runService(
      AuditApi.layer,
      () =>
        new Response("seq,occurred_at\r\n", {
          status: 200,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": 'attachment; filename="avow-audit-x.csv"',
          },
        }),
      api((a) => a.exportTrail(ACCOUNT, "csv")),
    );
    expect(calls[0]?.url).toBe(`/api/account/${ACCOUNT}/audit/export?format=csv`);
    expect(Exit.isSuccess(exit) && exit.value.fileName).toBe("avow-audit-x.csv");
    expect(Exit.isSuccess(exit) && (await exit.value.blob.text())).toBe("seq,occurred_at\r\n");
  });

  it("maps a refused export to its error", async () => {
    const { exit } = await runService(
      AuditApi.layer,
      () => jsonResponse(403, { error: "forbidden", message: "No." }),
      api((a) => a.exportTrail(ACCOUNT, "json")),
    );
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("Forbidden");
  });
});
