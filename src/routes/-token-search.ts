import { Schema } from "effect";
import { Uuid } from "../../contracts/schema/ids.ts";

/**
 * `?token=…&org=…` on the pages that emailed links open: the one-time token (checked by the server, which
 * explains a bad one) and the organisation whose skin applies.
 */
export const TokenSearch = Schema.Struct({
  org: Schema.optionalKey(Uuid),
  token: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(256))),
});

export const validateTokenSearch = Schema.toStandardSchemaV1(TokenSearch);
