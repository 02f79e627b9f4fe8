import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { Account } from "../../../contracts/schema/account.ts";
import { Skin, SkinUpdate } from "../../../contracts/schema/skin.ts";
import type { AppContext } from "../app-context.ts";
import { requireSession, sessionOf } from "../auth/authenticate.ts";
import { decodeInput } from "../http/validate.ts";
import { assertSkinAdmin, updateOwnSkin } from "../organisations/skin-admin.service.ts";
import { skinOfOrganisation } from "../refdata/refdata.service.ts";
import { accountFromRow } from "./account.mapper.ts";

const encodeAccount = Schema.encodeSync(Account);
const encodeSkin = Schema.encodeSync(Skin);

/** The signed-in account and its organisation's skin, which its admins may change. */
export const accountRoutes = (ctx: AppContext) => async (api: FastifyInstance) => {
  api.get("/account/me", { preHandler: requireSession(ctx) }, async (request) => {
    const { account, roles } = sessionOf(request);
    return encodeAccount(accountFromRow(account, roles));
  });

  api.get("/account/me/skin", { preHandler: requireSession(ctx) }, async (request) => {
    return encodeSkin(await skinOfOrganisation(ctx.db, sessionOf(request).account.organisation_uuid));
  });

  api.put("/account/me/skin", { preHandler: requireSession(ctx) }, async (request) => {
    const session = sessionOf(request);
    // Refused callers hear 403 whatever they sent: the body is only read for those allowed to send one.
    assertSkinAdmin(session);
    const update = decodeInput(SkinUpdate, request.body, "skin");
    return encodeSkin(await updateOwnSkin(ctx, session, update));
  });
};
