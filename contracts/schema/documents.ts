import { Schema } from "effect";
import { Uuid } from "./ids.ts";

/** The fixed set of categories a document is filed under (an unknown one is refused with 400). */
export const DOCUMENT_CATEGORIES = [
  "statement",
  "identity",
  "evidence",
  "correspondence",
  "medical",
  "legal",
  "interview",
  "other",
] as const;
export const DocumentCategory = Schema.Literals(DOCUMENT_CATEGORIES);
export type DocumentCategory = typeof DocumentCategory.Type;

export const isDocumentCategory = (value: unknown): value is DocumentCategory =>
  typeof value === "string" && (DOCUMENT_CATEGORIES as ReadonlyArray<string>).includes(value);

/**
 * The content types the server accepts, recognised by their bytes (never by the file's name or the type
 * the browser claims). Anything else is refused with 415.
 */
export const DOCUMENT_CONTENT_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
  "text/plain; charset=utf-8",
  "image/jpeg",
  "image/png",
  "image/webp",
  "audio/mpeg",
  "audio/mp4",
  "audio/ogg",
  "audio/wav",
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/**
 * Text extraction, which runs in the background after a document is stored: `pending` until it ran,
 * `done`, `failed` (see `extractionFailure`), or `none` for images and audio, which have no text.
 */
export const EXTRACTION_STATUSES = ["pending", "done", "failed", "none"] as const;
export const ExtractionStatus = Schema.Literals(EXTRACTION_STATUSES);
export type ExtractionStatus = typeof ExtractionStatus.Type;

/**
 * Why an extraction failed: `password_protected` (an encrypted PDF), `unreadable` (the file could not be
 * parsed as its type). Kept a string in the Schema so that a code added later does not break older SPAs.
 */
export const EXTRACTION_FAILURES = ["password_protected", "unreadable"] as const;
export type ExtractionFailure = (typeof EXTRACTION_FAILURES)[number];

/** Where a document came from: a file uploaded, or a statement written in Avow. */
export const DocumentOrigin = Schema.Literals(["upload", "written"]);
export type DocumentOrigin = typeof DocumentOrigin.Type;

/** The account that uploaded or wrote a document; null once that account has been deleted. */
export const DocumentUploader = Schema.Struct({
  uuid: Uuid,
  firstName: Schema.String,
  lastName: Schema.String,
});
export type DocumentUploader = typeof DocumentUploader.Type;

export const Sha256 = Schema.String.check(
  Schema.isPattern(/^[0-9a-f]{64}$/, { message: "must be a SHA-256 digest in lower-case hex" }),
);

/** A document attached to a client's account. Stored documents never change. */
export const DocumentItem = Schema.Struct({
  uuid: Uuid,
  /** The client account the document belongs to. */
  accountUuid: Uuid,
  /** The file's name as uploaded (without any folder), or the statement's title with `.txt`. */
  fileName: Schema.String,
  category: DocumentCategory,
  /** Bytes. */
  size: Schema.Number,
  /** The type recognised from the content, one of DOCUMENT_CONTENT_TYPES. */
  contentType: Schema.String,
  /** SHA-256 of the stored bytes, lower-case hex: the document's fingerprint. */
  sha256: Sha256,
  uploadedBy: Schema.NullOr(DocumentUploader),
  uploadedAt: Schema.String,
  origin: DocumentOrigin,
  extractionStatus: ExtractionStatus,
  /** Set when `extractionStatus` is `failed` (see EXTRACTION_FAILURES); null otherwise. */
  extractionFailure: Schema.NullOr(Schema.String),
  /** 1 for an upload and a first statement; n + 1 for a statement that replaces version n. */
  version: Schema.Number,
  /** The version this one replaces; null for uploads and first versions (or once that one was deleted). */
  previousVersionUuid: Schema.NullOr(Uuid),
  /** The same for every version of one statement: the first version's uuid (an upload's own uuid). */
  seriesUuid: Uuid,
});
export type DocumentItem = typeof DocumentItem.Type;

/** `GET /api/account/{id}/doc`: every document of the account, newest first. */
export const DocumentList = Schema.Struct({ items: Schema.Array(DocumentItem) });
export type DocumentList = typeof DocumentList.Type;

/** The `category` field of an upload (the multipart's other field is `file`). */
export const UploadCategory = DocumentCategory.annotate({
  message: `must be one of ${DOCUMENT_CATEGORIES.join(", ")}`,
});

/** Statements are at most this many characters (the JSON body is limited to 1 MiB anyway). */
export const MAX_STATEMENT_LENGTH = 500_000;
export const MAX_STATEMENT_TITLE_LENGTH = 200;

/**
 * `POST /api/account/{uuid}/statements`: a statement written in Avow, stored as a UTF-8 text document of
 * category `statement`. With `replaces`, it is a new version of that statement; the old one stays.
 */
export const NewStatement = Schema.Struct({
  title: Schema.Trim.check(
    Schema.isMinLength(1, { message: "must not be empty" }),
    Schema.isMaxLength(MAX_STATEMENT_TITLE_LENGTH, {
      message: `must be at most ${MAX_STATEMENT_TITLE_LENGTH} characters`,
    }),
  ),
  text: Schema.String.check(
    Schema.isMinLength(1, { message: "must not be empty" }),
    Schema.isMaxLength(MAX_STATEMENT_LENGTH, {
      message: `must be at most ${MAX_STATEMENT_LENGTH} characters`,
    }),
    Schema.isPattern(/^[^\0]*$/, { message: "must not contain NUL characters" }),
  ),
  replaces: Schema.optionalKey(Uuid),
});
export type NewStatement = typeof NewStatement.Type;

/** `POST /api/account/me/upload-complete`: when the client said so, and whether their practitioner was told. */
export const UploadComplete = Schema.Struct({
  uploadsCompletedAt: Schema.String,
  practitionerNotified: Schema.Boolean,
});
export type UploadComplete = typeof UploadComplete.Type;

/** Error codes of the document calls, beside the shared ones of error.ts. */
export const DocumentErrorCodes = {
  /** A statement version that another version already replaced (someone saved an edit first). */
  statementSuperseded: "statement_superseded",
} as const;

/** Who may add and delete documents: the client (on their own account), practitioners and admins. */
export const mayWriteDocuments = (roles: ReadonlyArray<string>): boolean =>
  roles.includes("ROLE_USER") || roles.includes("ROLE_PRACTITIONER") || roles.includes("ROLE_ADMIN");
