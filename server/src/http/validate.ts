import { Schema } from "effect";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { HttpError } from "./errors.ts";

type Issue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

const keyOf = (segment: PropertyKey | { key: PropertyKey }): string =>
  String(typeof segment === "object" ? segment.key : segment);

/**
 * What was wrong, field by field: the first message for each top-level field, so that a form can show it
 * beside that field. Issues about the whole input (not an object, say) have no field and are left out.
 */
export const fieldIssues = (issues: ReadonlyArray<Issue>): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    if (first === undefined) continue;
    const field = keyOf(first);
    fields[field] ??= issue.message;
  }
  return fields;
};

/**
 * Decodes untrusted input (params, query, body) with a contract Schema; a failure becomes a 400 whose
 * message names what was wrong, so that a client developer can fix the call, and whose `fields` says it
 * field by field (every failing field, not only the first), so that a form can show each beside its field.
 */
export const decodeInput = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
  what: string,
  code: string = ErrorCodes.invalidRequest,
): S["Type"] => {
  try {
    return Schema.decodeUnknownSync(schema)(input);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const fields = fieldIssues(issuesOf(schema, input));
    throw new HttpError(400, code, `Invalid ${what}: ${detail.replace(/\s*\n\s*/g, " ")}`, {
      details: Object.keys(fields).length > 0 ? { fields } : {},
    });
  }
};

/** Every issue of a failed decoding (not only the first), with its path, through the Standard Schema view. */
const issuesOf = (schema: Schema.ConstraintDecoder<unknown>, input: unknown): ReadonlyArray<Issue> => {
  const result = Schema.toStandardSchemaV1(schema, { parseOptions: { errors: "all" } })["~standard"].validate(
    input,
  );
  // The schemas used here are synchronous, so validate answers at once rather than with a promise.
  return result instanceof Promise || result.issues === undefined ? [] : result.issues;
};
