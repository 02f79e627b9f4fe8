import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import { EXAMPLE_SKIN } from "../../../contracts/fixtures/example-skin.ts";
import { RefdataApi, type CurrencyParams } from "./refdata.ts";

const skin = EXAMPLE_SKIN;

const runWith = <A, E>(respond: (url: string) => Response, program: Effect.Effect<A, E, RefdataApi>) =>
  runService(RefdataApi.layer, respond, program, { authToken: null, cookies: "" }).then(
    ({ exit, calls }) => ({
      exit,
      urls: calls.map((call) => call.url),
    }),
  );

const json = jsonResponse;

const skinOfOrganisation = (uuid: string) =>
  Effect.gen(function* () {
    return yield* (yield* RefdataApi).skinOfOrganisation(uuid);
  });

const skinOfDomain = (domain: string) =>
  Effect.gen(function* () {
    return yield* (yield* RefdataApi).skinOfDomain(domain);
  });

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

const currency = (params: CurrencyParams) =>
  Effect.gen(function* () {
    return yield* (yield* RefdataApi).currency(params);
  });

const failureTag = (exit: Exit.Exit<unknown, unknown>): unknown =>
  Exit.isFailure(exit)
    ? (exit.cause.reasons[0] as { error?: { _tag?: string } } | undefined)?.error?._tag
    : undefined;

describe("RefdataApi", () => {
  it("fetches and decodes an organisation's skin", async () => {
    const { exit, urls } = await runWith(
      () => json(200, skin),
      skinOfOrganisation("5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71"),
    );
    expect(exit).toEqual(Exit.succeed(skin));
    expect(urls).toEqual(["/api/refdata/org/5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71/skin"]);
  });

  it("escapes the domain into the path", async () => {
    const { urls } = await runWith(() => json(200, skin), skinOfDomain("a/b.example"));
    expect(urls).toEqual(["/api/refdata/skin/domain/a%2Fb.example"]);
  });

  it("maps 404 to NotFound", async () => {
    const { exit } = await runWith(
      () => json(404, { error: "skin_not_found", message: "No skin." }),
      skinOfDomain("nobody.example"),
    );
    expect(failureTag(exit)).toBe("NotFound");
  });

  it("maps 400 to Invalid, keeping the server's code", async () => {
    const { exit } = await runWith(
      () => json(400, { error: "invalid_request", message: "Invalid organisation uuid" }),
      skinOfOrganisation("x"),
    );
    expect(failureTag(exit)).toBe("Invalid");
    expect(JSON.stringify(exit)).toContain("invalid_request");
  });

  it("refuses a body that breaks the contract (Unexpected), never passing it on", async () => {
    const { exit } = await runWith(
      () => json(200, { ...skin, primaryColor: "red" }),
      skinOfOrganisation("x"),
    );
    expect(failureTag(exit)).toBe("Unexpected");
  });

  it("maps a 5xx to Unexpected", async () => {
    const { exit } = await runWith(
      () => json(500, { error: "internal_error", message: "x" }),
      skinOfOrganisation("x"),
    );
    expect(failureTag(exit)).toBe("Unexpected");
  });

  it("fetches a country's currency as text, with the language and code2 in the query", async () => {
    const { exit, urls } = await runWith(() => text(200, "EUR"), currency({ language: "es", code2: "ES" }));
    expect(exit).toEqual(Exit.succeed("EUR"));
    expect(urls).toEqual(["/api/refdata/currency?language=es&code2=ES"]);
  });

  it("leaves absent and empty parameters out of the query", async () => {
    const { urls } = await runWith(
      () => text(200, "GBP"),
      Effect.all([
        currency({}),
        currency({ language: "de" }),
        currency({ code2: "" }),
        currency({ code2: "us" }),
      ]),
    );
    expect(urls).toEqual([
      "/api/refdata/currency",
      "/api/refdata/currency?language=de",
      "/api/refdata/currency",
      "/api/refdata/currency?code2=us",
    ]);
  });

  it("escapes what it is given into the query", async () => {
    const { urls } = await runWith(() => text(400, ""), currency({ code2: "E&x=1" }));
    expect(urls).toEqual(["/api/refdata/currency?code2=E%26x%3D1"]);
  });

  it("refuses an answer that is not three upper-case letters (Unexpected)", async () => {
    for (const body of ["eur", "EURO", "EUR\n", "", '"EUR"']) {
      const { exit } = await runWith(() => text(200, body), currency({ code2: "ES" }));
      expect(failureTag(exit), JSON.stringify(body)).toBe("Unexpected");
    }
  });

  it("maps a 400 for a malformed code2 to Invalid, keeping the server's code", async () => {
    const { exit } = await runWith(
      () => json(400, { error: "invalid_request", message: "Invalid currency query: must be ..." }),
      currency({ code2: "E1" }),
    );
    expect(failureTag(exit)).toBe("Invalid");
    expect(JSON.stringify(exit)).toContain("invalid_request");
  });
});
