import { Schema } from "effect";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import { HttpError } from "./errors.ts";

/**
 * Decodes untrusted input (params, query, body) with a contract Schema; a failure becomes a 400 whose
 * message names what was wrong, so that a client developer can fix the call.
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
    throw new HttpError(400, code, `Invalid ${what}: ${detail.replace(/\s*\n\s*/g, " ")}`);
  }
};
