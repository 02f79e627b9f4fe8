import { Context, Effect, Layer, Schema } from "effect";
import {
  DocumentItem,
  DocumentList,
  UploadComplete,
  type DocumentCategory,
  type NewStatement,
} from "../../../contracts/schema/documents.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { fileOf, type DownloadedFile } from "../http-client/downloaded-file.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** How an upload reports its progress and can be stopped (interrupting the effect stops it too). */
export interface UploadOptions {
  /** Bytes sent so far and in all, as the browser counts the request body. */
  readonly onProgress?: (loaded: number, total: number) => void;
  readonly signal?: AbortSignal;
}

const Empty = Schema.Null;

const accountPath = (accountUuid: string) => `/api/account/${encodeURIComponent(accountUuid)}`;
const documentPath = (accountUuid: string, documentUuid: string) =>
  `${accountPath(accountUuid)}/doc/${encodeURIComponent(documentUuid)}`;

/** A client account's documents (seed §7, Account API); the rules of who may do what are the server's. */
export class DocumentsApi extends Context.Service<
  DocumentsApi,
  {
    /** The account's documents, newest first. */
    readonly list: (accountUuid: string) => Effect.Effect<DocumentList, ApiFailure>;
    /**
     * Uploads a file (multipart `file` and `category`) with progress. Invalid with status 413
     * (`payload_too_large`), 415 (`unsupported_media_type`: the content is not an accepted type) or 400.
     */
    readonly upload: (
      accountUuid: string,
      file: File,
      category: DocumentCategory,
      options?: UploadOptions,
    ) => Effect.Effect<DocumentItem, ApiFailure>;
    /** The stored bytes of a document, for the page to save. */
    readonly download: (
      accountUuid: string,
      documentUuid: string,
    ) => Effect.Effect<DownloadedFile, ApiFailure>;
    readonly remove: (accountUuid: string, documentUuid: string) => Effect.Effect<void, ApiFailure>;
    /** Saves a written statement; with `replaces`, a new version (Invalid 409 `statement_superseded` if stale). */
    readonly writeStatement: (
      accountUuid: string,
      statement: NewStatement,
    ) => Effect.Effect<DocumentItem, ApiFailure>;
    /** The signed-in client says they have finished uploading. */
    readonly completeUploads: () => Effect.Effect<UploadComplete, ApiFailure>;
  }
>()("avow/services/documents/DocumentsApi") {
  static readonly layer = Layer.effect(
    DocumentsApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      return DocumentsApi.of({
        list: (accountUuid) =>
          http
            .execute({ method: "GET", url: `${accountPath(accountUuid)}/doc` })
            .pipe(Effect.flatMap(decodeResponse(DocumentList))),
        upload: (accountUuid, file, category, options = {}) => {
          // The category first, so the server knows it before the file's bytes arrive.
          const form = new FormData();
          form.append("category", category);
          form.append("file", file, file.name);
          return http
            .upload({
              url: `${accountPath(accountUuid)}/doc/`,
              form,
              ...(options.onProgress ? { onProgress: options.onProgress } : {}),
              ...(options.signal ? { signal: options.signal } : {}),
            })
            .pipe(Effect.flatMap(decodeResponse(DocumentItem)));
        },
        download: (accountUuid, documentUuid) =>
          http
            .download(`${documentPath(accountUuid, documentUuid)}/file`)
            .pipe(Effect.flatMap(fileOf("document"))),
        remove: (accountUuid, documentUuid) =>
          http
            .execute({ method: "DELETE", url: documentPath(accountUuid, documentUuid) })
            .pipe(Effect.flatMap(decodeResponse(Empty)), Effect.asVoid),
        writeStatement: (accountUuid, statement) =>
          http
            .execute({ method: "POST", url: `${accountPath(accountUuid)}/statements`, json: statement })
            .pipe(Effect.flatMap(decodeResponse(DocumentItem))),
        completeUploads: () =>
          http
            .execute({ method: "POST", url: "/api/account/me/upload-complete", json: {} })
            .pipe(Effect.flatMap(decodeResponse(UploadComplete))),
      });
    }),
  );
}
