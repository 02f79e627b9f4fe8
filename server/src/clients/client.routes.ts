import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import {
  ClientItem,
  ClientListQuery,
  ClientPage,
  ClientSummary,
  NewClient,
} from "../../../contracts/schema/clients.ts";
import { Uuid } from "../../../contracts/schema/ids.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { decodeInput } from "../http/validate.ts";
import { assertMayManageClients, assertMayReadClients } from "./client-permissions.ts";
import {
  assignClientToMe,
  clientSummary,
  createClient,
  deleteOrganisationAccount,
  inviteClient,
  listOwnClients,
} from "./client.service.ts";

const encodeItem = Schema.encodeSync(ClientItem);
const encodePage = Schema.encodeSync(ClientPage);
const encodeSummary = Schema.encodeSync(ClientSummary);

const IdParams = Schema.Struct({ id: Uuid });

/** Professionals manage their organisation's clients; the rules are in docs/permissions.md. */
export const clientRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  const signedIn = { preHandler: requireSession(ctx) };
  const id = (params: unknown) => decodeInput(IdParams, params, "account id").id;

  api.get("/account/me/clients", signedIn, async (request) => {
    const session = sessionOf(request);
    // Refused callers hear 403 whatever they sent; the query is only read for those allowed.
    assertMayReadClients(session);
    const query = decodeInput(ClientListQuery, request.query, "client list query");
    return encodePage(await listOwnClients(ctx, session, query));
  });

  api.post("/account/me/clients", signedIn, async (request, reply) => {
    const session = sessionOf(request);
    assertMayManageClients(session);
    const input = decodeInput(NewClient, request.body, "new client");
    return reply.code(201).send(encodeItem(await createClient(ctx, session, input)));
  });

  api.post("/account/me/clients/:id/invite", signedIn, async (request) =>
    encodeItem(await inviteClient(ctx, sessionOf(request), id(request.params))),
  );

  api.post("/account/me/clients/:id/assign-to-me", signedIn, async (request) =>
    encodeItem(await assignClientToMe(ctx, sessionOf(request), id(request.params))),
  );

  api.get("/account/:id/summary", signedIn, async (request) =>
    encodeSummary(await clientSummary(ctx, sessionOf(request), id(request.params))),
  );

  api.delete("/account/:id", signedIn, async (request, reply) => {
    await deleteOrganisationAccount(ctx, sessionOf(request), id(request.params));
    return reply.code(204).send();
  });
};
