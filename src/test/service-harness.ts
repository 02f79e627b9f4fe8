import { Effect, Layer, type Exit } from "effect";
import { HttpClient, type HttpClientEnvironment } from "../services/http-client/http-client.ts";

/** A JSON answer as the server sends one. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A request a service made: where, how, and its body as handed to fetch. */
export interface RecordedCall {
  readonly url: string;
  readonly method: string | undefined;
  readonly body: unknown;
}

/**
 * Runs `program` with one API service over the real HTTP client and a fake fetch (`respond`), recording every
 * call: the service's own tests check URLs, bodies, decoding and error mapping without a server.
 */
export const runService = <S, A, E>(
  serviceLayer: Layer.Layer<S, never, HttpClient>,
  respond: (url: string, init?: RequestInit) => Response,
  program: Effect.Effect<A, E, S>,
  options: {
    readonly pathname?: string;
    readonly authToken?: string | null;
    readonly cookies?: string;
  } = {},
): Promise<{ exit: Exit.Exit<A, E>; calls: RecordedCall[] }> => {
  const calls: RecordedCall[] = [];
  const env: HttpClientEnvironment = {
    baseUrl: "",
    apiKey: "k",
    fetch: async (input, init) => {
      calls.push({ url: String(input), method: init?.method, body: init?.body });
      return respond(String(input), init);
    },
    now: () => new Date(),
    timeZone: () => "UTC",
    authToken: () => (options.authToken === undefined ? "session" : options.authToken),
    cookies: () => options.cookies ?? "XSRF-TOKEN=x",
    page: () => ({ pathname: options.pathname ?? "/app", search: "" }),
    applyUnauthorized: () => undefined,
    timeoutMs: 1000,
  };
  const layer = serviceLayer.pipe(Layer.provide(HttpClient.layerFrom(env)));
  return Effect.runPromiseExit(Effect.provide(program, layer)).then((exit) => ({ exit, calls }));
};
