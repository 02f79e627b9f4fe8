import type { DocumentItem } from "../../../contracts/schema/documents.ts";

/**
 * The largest file the SPA sends: the server's default limit (AVOW_MAX_UPLOAD_MB, 50 MiB). A server set
 * lower answers 413, which the upload then explains; a larger file is refused here before any byte is sent.
 */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** What an upload needs to know of a file before sending it (a browser File has all of these). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** The file names and browser types of what the server accepts (it decides by the bytes in the end). */
const EXTENSIONS = [
  "pdf",
  "docx",
  "odt",
  "txt",
  "jpg",
  "jpeg",
  "png",
  "webp",
  "mp3",
  "m4a",
  "ogg",
  "oga",
  "wav",
];
const TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
  "text/plain",
  "image/jpeg",
  "image/png",
  "image/webp",
  "audio/mpeg",
  "audio/mp4",
  "audio/x-m4a",
  "audio/ogg",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
];

/** The `accept` attribute of the file input: the same list, so the picker offers these first. */
export const ACCEPT = [...EXTENSIONS.map((extension) => `.${extension}`), ...TYPES].join(",");

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/**
 * Why a file will not be sent, or null: `too_large` over the limit, `empty` with no bytes, `unsupported_type`
 * when neither its name nor the type the browser gives is one the server takes. A file that passes may still
 * be refused by the server (415) when its bytes are not what its name says.
 */
export const precheck = (file: FileLike, maxBytes: number = MAX_UPLOAD_BYTES): string | null => {
  if (file.size > maxBytes) return "too_large";
  if (file.size === 0) return "empty";
  const type = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  return EXTENSIONS.includes(extensionOf(file.name)) || TYPES.includes(type) ? null : "unsupported_type";
};

/** Failures worth trying again: no answer, a timeout, the server's own trouble, too many requests. */
export const isRetryableCode = (code: string): boolean =>
  code === "offline" ||
  code === "timeout" ||
  code === "rate_limited" ||
  code === "unexpected" ||
  /^http_5/.test(code) ||
  code === "internal_error" ||
  code === "service_unavailable";

/** A document just stored, as the page shows it. */
export type UploadedDocument = DocumentItem;
