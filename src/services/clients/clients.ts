import { Context, Effect, Layer, Schema } from "effect";
import {
  ClientItem,
  ClientPage,
  ClientSummary,
  type ClientScope,
  type NewClient,
} from "../../../contracts/schema/clients.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** What a client list asks for; the server's defaults apply to whatever is left out (page 0, 20, `my`). */
export interface ClientListParams {
  readonly page?: number;
  readonly size?: number;
  readonly q?: string;
  readonly scope?: ClientScope;
}

/** The query string of a list call, with only the parameters given (an empty search is left out). */
export const clientListQuery = (params: ClientListParams): string => {
  const search = new URLSearchParams();
  if (params.page !== undefined) search.set("page", String(params.page));
  if (params.size !== undefined) search.set("size", String(params.size));
  if (params.q !== undefined && params.q.trim() !== "") search.set("q", params.q.trim());
  if (params.scope !== undefined) search.set("scope", params.scope);
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
};

const Empty = Schema.Null;

/** A professional's clients (seed §7, Account API); the rules of who may do what are the server's. */
export class ClientsApi extends Context.Service<
  ClientsApi,
  {
    readonly list: (params?: ClientListParams) => Effect.Effect<ClientPage, ApiFailure>;
    /** Creates an invited client assigned to the caller; Invalid with `email_taken` for a known email. */
    readonly create: (client: NewClient) => Effect.Effect<ClientItem, ApiFailure>;
    /** Sends the invitation again; Invalid with `already_active` once the client has confirmed. */
    readonly invite: (uuid: string) => Effect.Effect<ClientItem, ApiFailure>;
    readonly assignToMe: (uuid: string) => Effect.Effect<ClientItem, ApiFailure>;
    /** Deletes the account (an admin's, or a client's own). */
    readonly remove: (uuid: string) => Effect.Effect<void, ApiFailure>;
    readonly summary: (uuid: string) => Effect.Effect<ClientSummary, ApiFailure>;
  }
>()("avow/services/clients/ClientsApi") {
  static readonly layer = Layer.effect(
    ClientsApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      const clientUrl = (uuid: string, action: string) =>
        `/api/account/me/clients/${encodeURIComponent(uuid)}/${action}`;
      return ClientsApi.of({
        list: (params = {}) =>
          http
            .execute({ method: "GET", url: `/api/account/me/clients${clientListQuery(params)}` })
            .pipe(Effect.flatMap(decodeResponse(ClientPage))),
        create: (client) =>
          http
            .execute({ method: "POST", url: "/api/account/me/clients", json: client })
            .pipe(Effect.flatMap(decodeResponse(ClientItem))),
        invite: (uuid) =>
          http
            .execute({ method: "POST", url: clientUrl(uuid, "invite"), json: {} })
            .pipe(Effect.flatMap(decodeResponse(ClientItem))),
        assignToMe: (uuid) =>
          http
            .execute({ method: "POST", url: clientUrl(uuid, "assign-to-me"), json: {} })
            .pipe(Effect.flatMap(decodeResponse(ClientItem))),
        remove: (uuid) =>
          http
            .execute({ method: "DELETE", url: `/api/account/${encodeURIComponent(uuid)}` })
            .pipe(Effect.flatMap(decodeResponse(Empty)), Effect.asVoid),
        summary: (uuid) =>
          http
            .execute({ method: "GET", url: `/api/account/${encodeURIComponent(uuid)}/summary` })
            .pipe(Effect.flatMap(decodeResponse(ClientSummary))),
      });
    }),
  );
}
