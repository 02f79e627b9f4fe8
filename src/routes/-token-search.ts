import { Schema } from "effect";
import { OneTimeToken } from "../../contracts/schema/auth.ts";
import { Uuid } from "../../contracts/schema/ids.ts";

/**
 * `?token=…&org=…` on the pages that emailed links open: the one-time token (checked by the server, which
 * explains a bad one) and the organisation whose skin applies.
 */
export const TokenSearch = Schema.Struct({
  org: Schema.optionalKey(Uuid),
  // A truncated or mangled link is explained by the route's error page, before any call.
  token: Schema.optionalKey(OneTimeToken),
});

export const validateTokenSearch = Schema.toStandardSchemaV1(TokenSearch);
