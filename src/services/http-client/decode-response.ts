import { Effect, Schema } from "effect";
import { ApiError } from "../../../contracts/schema/error.ts";
import { Forbidden, Invalid, NotFound, Unauthorized, Unexpected } from "../errors.ts";
import type { ApiResponse } from "./http-client.ts";

const decodeApiError = Schema.decodeUnknownOption(ApiError);

const errorOf = (response: ApiResponse): Unauthorized | Forbidden | NotFound | Invalid | Unexpected => {
  const parsed = decodeApiError(response.body);
  const code = parsed._tag === "Some" ? parsed.value.error : `http_${response.status}`;
  const message = parsed._tag === "Some" ? parsed.value.message : "";
  const fields = parsed._tag === "Some" ? (parsed.value.fields ?? {}) : {};
  switch (response.status) {
    case 401:
      return new Unauthorized({ code });
    case 403:
      return new Forbidden({ code });
    case 404:
      return new NotFound({ code });
    case 400:
    case 409:
    case 413:
    case 415:
    case 422:
    case 429:
      return new Invalid({ status: response.status, code, message, fields });
    default:
      return new Unexpected({ code, status: response.status, detail: message });
  }
};

/**
 * Turns a response into the contract's type: a 2xx body is decoded with the Schema (a mismatch is
 * Unexpected), anything else becomes the tagged error for its status.
 */
export const decodeResponse =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (
    response: ApiResponse,
  ): Effect.Effect<S["Type"], Unauthorized | Forbidden | NotFound | Invalid | Unexpected> => {
    if (response.status < 200 || response.status >= 300) return Effect.fail(errorOf(response));
    return Schema.decodeUnknownEffect(schema)(response.body).pipe(
      Effect.mapError(
        (error) =>
          new Unexpected({ code: "invalid_response", status: response.status, detail: error.message }),
      ),
    ) as Effect.Effect<S["Type"], Unexpected>;
  };
