import { readFile } from "node:fs/promises";
import mammoth from "mammoth";
import type { ExtractionFailure } from "../../../../contracts/schema/documents.ts";
import { odtText } from "./odt-text.ts";
import { pdfText } from "./pdf-text.ts";

export type ExtractionResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: ExtractionFailure; readonly detail: string };

/** Whether documents of this type have text to extract (images and audio have none). */
export const hasText = (contentType: string): boolean =>
  contentType === "application/pdf" ||
  contentType === "application/vnd.openxmlformats-officedocument.wordprocessingml.document" ||
  contentType === "application/vnd.oasis.opendocument.text" ||
  contentType.startsWith("text/plain");

const textOf = async (file: string, contentType: string): Promise<string> => {
  if (contentType === "application/pdf") return pdfText(file);
  if (contentType === "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
    return (await mammoth.extractRawText({ path: file })).value.trim();
  if (contentType === "application/vnd.oasis.opendocument.text") return odtText(file);
  if (contentType.startsWith("text/plain")) return (await readFile(file, "utf8")).replace(/^\uFEFF/, "");
  throw new Error(`no text in ${contentType}`);
};

/** The text of a stored file; a failure is a result (with a reason code), never a throw. */
export const extractText = async (file: string, contentType: string): Promise<ExtractionResult> => {
  try {
    return { ok: true, text: await textOf(file, contentType) };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: name === "PasswordException" ? "password_protected" : "unreadable", detail };
  }
};
