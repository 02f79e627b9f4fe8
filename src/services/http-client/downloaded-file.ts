import { Effect, Schema } from "effect";
import { Unexpected, type ApiFailure } from "../errors.ts";
import { decodeResponse } from "./decode-response.ts";
import type { DownloadResponse } from "./http-client.ts";

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
  readonly contentType: string;
}

/**
 * The file name of a `Content-Disposition` answer: the exact UTF-8 name of `filename*` when present (RFC
 * 6266), else the ASCII `filename`; null when there is neither.
 */
export const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain =
    /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition) ?? /filename\s*=\s*([^;]+)/i.exec(disposition);
  return plain?.[1] ? plain[1].trim().replace(/\\(.)/g, "$1") : null;
};

/** The bytes of a 2xx download, or the tagged error of any other answer (as `decodeResponse` makes it). */
export const blobOf = (response: DownloadResponse): Effect.Effect<Blob, ApiFailure> =>
  response.blob
    ? Effect.succeed(response.blob)
    : decodeResponse(Schema.Null)({ status: response.status, body: response.body }).pipe(
        // decodeResponse fails every non-2xx status; a 2xx without a body cannot happen.
        Effect.flatMap(() => Effect.die(new Error("download answered without a file"))),
      );

/** The file of a download, with the name its `Content-Disposition` gives, else `fallbackName`. */
export const fileOf =
  (fallbackName: string) =>
  (response: DownloadResponse): Effect.Effect<DownloadedFile, ApiFailure> =>
    blobOf(response).pipe(
      Effect.map((blob) => ({
        blob,
        fileName: fileNameOf(response.headers.get("content-disposition")) ?? fallbackName,
        contentType: response.headers.get("content-type") ?? blob.type,
      })),
    );

/**
 * The JSON of downloaded bytes, decoded with the contract's Schema: bytes that are not JSON, or JSON that
 * does not match, are Unexpected `invalid_response`, as `decodeResponse` makes an API call's.
 */
export const jsonOf =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (blob: Blob): Effect.Effect<S["Type"], ApiFailure> =>
    Effect.promise(() => blob.text()).pipe(
      Effect.flatMap((text) =>
        Effect.try({
          try: (): unknown => JSON.parse(text),
          catch: (error) =>
            new Unexpected({ code: "invalid_response", status: 200, detail: (error as Error).message }),
        }),
      ),
      Effect.flatMap((body) => decodeResponse(schema)({ status: 200, body })),
    );
