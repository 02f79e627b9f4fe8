import { Schema } from "effect";
import type * as PdfLibModule from "pdf-lib";
import type { PDFDict } from "pdf-lib";
import { ProofCertificate } from "../contracts/schema/proof.ts";

/**
 * Reading a certificate file for the offline verifier: the JSON Avow serves, or the PDF certificate, which
 * carries that JSON as its attachment `certificate.json` (server/src/proof/certificate-pdf.ts). Runs under
 * Node's type stripping: erasable TypeScript only.
 */

/** The attachment the PDF certificate carries. */
export const ATTACHMENT_NAME = "certificate.json";

/** A certificate that cannot be read: the message says why, for a person. */
export class CertificateFileError extends Error {
  override readonly name = "CertificateFileError";
}

const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= 5 && new TextDecoder("latin1").decode(bytes.subarray(0, 5)) === "%PDF-";

/** Name trees (PDF 32000-1 §7.9.6) nest; a limit keeps a crafted file from looping. */
const MAX_NAME_TREE_DEPTH = 16;

/** pdf-lib, loaded when a PDF comes (a JSON certificate does without it). */
type PdfLib = typeof PdfLibModule;

/** Every (name, file specification) pair of an embedded-files name tree. */
const namedFiles = (pdf: PdfLib, node: PDFDict, depth = 0): Array<readonly [string, PDFDict]> => {
  const { PDFArray, PDFDict, PDFHexString, PDFName, PDFString } = pdf;
  const nameOf = (object: unknown): string | null =>
    object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : null;
  if (depth > MAX_NAME_TREE_DEPTH) return [];
  const found: Array<readonly [string, PDFDict]> = [];
  const names = node.lookupMaybe(PDFName.of("Names"), PDFArray);
  for (let i = 0; names && i + 1 < names.size(); i += 2) {
    const name = nameOf(names.lookup(i));
    const spec = names.lookup(i + 1);
    if (name !== null && spec instanceof PDFDict) found.push([name, spec]);
  }
  const kids = node.lookupMaybe(PDFName.of("Kids"), PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) {
    const kid = kids.lookup(i);
    if (kid instanceof PDFDict) found.push(...namedFiles(pdf, kid, depth + 1));
  }
  return found;
};

/** The bytes of the PDF's attachment called `name`, or null when it has none by that name. */
export const pdfAttachment = async (bytes: Uint8Array, name: string): Promise<Uint8Array | null> => {
  const pdf = await import("pdf-lib");
  const { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } = pdf;
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  const tree = doc.catalog
    .lookupMaybe(PDFName.of("Names"), PDFDict)
    ?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  if (!tree) return null;
  for (const [fileName, spec] of namedFiles(pdf, tree)) {
    if (fileName !== name) continue;
    const embedded = spec.lookupMaybe(PDFName.of("EF"), PDFDict);
    const stream = embedded?.lookup(PDFName.of("F")) ?? embedded?.lookup(PDFName.of("UF"));
    if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  }
  return null;
};

/** The certificate in a file's bytes (JSON, or a PDF certificate); throws CertificateFileError. */
export const readCertificate = async (bytes: Uint8Array): Promise<ProofCertificate> => {
  let json = bytes;
  if (isPdf(bytes)) {
    let attached: Uint8Array | null;
    try {
      attached = await pdfAttachment(bytes, ATTACHMENT_NAME);
    } catch (error) {
      throw new CertificateFileError(
        `unreadable PDF: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!attached) {
      throw new CertificateFileError(
        `the PDF has no ${ATTACHMENT_NAME} attached: it is not an Avow certificate`,
      );
    }
    json = attached;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json));
  } catch (error) {
    throw new CertificateFileError(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return Schema.decodeUnknownSync(ProofCertificate)(parsed);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CertificateFileError(
      `not an Avow certificate (avow-certificate/1): ${detail.replace(/\s*\n\s*/g, " ")}`,
    );
  }
};
