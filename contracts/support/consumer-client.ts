import { Effect, Exit } from "effect";
import { HttpClient } from "../../src/services/http-client/http-client.ts";
import { makeAppLayer, type AppServices } from "../../src/ui/app/app-runtime.ts";

/** The consumer's view of the API's example values: what the SPA sends by default. */
export const CONSUMER_API_KEY = "avow-dev";

/**
 * Runs a program against the real Effect services and HTTP client, pointed at the Pact mock server, so
 * that the SPA's own header rules and Schema decoding are what the pact records.
 */
export const runAgainst = <A, E>(
  baseUrl: string,
  program: Effect.Effect<A, E, AppServices>,
  options: { readonly authToken?: string } = {},
): Promise<Exit.Exit<A, E>> => {
  const http = HttpClient.layerFrom({
    baseUrl,
    apiKey: CONSUMER_API_KEY,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => new Date("2026-11-22T10:00:00Z"),
    timeZone: () => "Europe/Paris",
    authToken: () => options.authToken ?? null,
    cookies: () => "",
    page: () => ({ pathname: "/app", search: "" }),
    applyUnauthorized: () => undefined,
    timeoutMs: 10_000,
  });
  // The SPA's own services, as the app builds them, over a client pointed at the mock.
  return Effect.runPromiseExit(Effect.provide(program, makeAppLayer(http)));
};

/** The `_tag` of a failed exit's error, to assert on without depending on Cause internals elsewhere. */
export const failureTag = (exit: Exit.Exit<unknown, unknown>): string | undefined => {
  if (!Exit.isFailure(exit)) return undefined;
  const reason = exit.cause.reasons[0] as { error?: { _tag?: string } } | undefined;
  return reason?.error?._tag;
};
