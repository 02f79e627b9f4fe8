import { Schema } from "effect";
import { Uuid } from "../../contracts/schema/ids.ts";

/** `?org=<uuid>`: the partner organisation whose skin the page takes (seed §2). */
export const OrgSearch = Schema.Struct({ org: Schema.optionalKey(Uuid) });
export type OrgSearch = typeof OrgSearch.Type;

export const validateOrgSearch = Schema.toStandardSchemaV1(OrgSearch);
