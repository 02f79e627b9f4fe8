import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import JSZip from "jszip";
import { signedInRequest } from "./requests.ts";

/** A multipart/form-data body with the given parts, in order, as a browser's FormData would send it. */
export const multipart = (
  parts: ReadonlyArray<
    | { readonly name: string; readonly value: string }
    | { readonly name: string; readonly fileName: string; readonly content: Buffer; readonly type?: string }
  >,
) => {
  const boundary = `----avow${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.content,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** One file to upload, and the category it is sent with ("evidence" when not given; null: no category part). */
export interface UploadedFile {
  readonly content: Buffer;
  readonly fileName: string;
  readonly category?: string | null;
  /** The part's Content-Type (application/octet-stream when not given; the server reads the bytes anyway). */
  readonly type?: string;
}

/**
 * Uploads one file to an account's documents as the SPA does (`POST /api/account/{id}/doc/`, multipart:
 * the category, then the file), as `token` (null: signed out). Answers the response, its status unchecked.
 */
export const uploadFile = (
  app: FastifyInstance,
  token: string | null,
  accountUuid: string,
  file: UploadedFile,
) => {
  const body = multipart([
    ...(file.category === null ? [] : [{ name: "category", value: file.category ?? "evidence" }]),
    {
      name: "file",
      fileName: file.fileName,
      content: file.content,
      ...(file.type === undefined ? {} : { type: file.type }),
    },
  ]);
  return signedInRequest(app, "POST", `/api/account/${accountUuid}/doc/`, token, body.payload, {
    "content-type": body.contentType,
  });
};

/** A fresh data folder for one test app, so that its stored files are its own. */
export const tempDataDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), "avow-docs-test-"));

/** Every file under a folder, as paths relative to it. */
export const filesUnder = (dir: string): string[] => {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
};

/** A one-page PDF showing `text` in Helvetica, with a correct cross-reference table. */
export const pdfWith = (text: string): Buffer => {
  const stream = `BT /F1 18 Tf 20 60 Td (${text.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
};

const xmlEscape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A minimal Word document with one paragraph per line of `paragraphs`. */
export const docxWith = async (paragraphs: ReadonlyArray<string>): Promise<Buffer> => {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    "word/document.xml",
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      paragraphs
        .map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`)
        .join("") +
      "</w:body></w:document>",
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
};

/** A minimal OpenDocument text: `mimetype` first and stored, then `content.xml` with the paragraphs. */
export const odtWith = async (paragraphs: ReadonlyArray<string>): Promise<Buffer> => {
  const zip = new JSZip();
  zip.file("mimetype", "application/vnd.oasis.opendocument.text", { compression: "STORE" });
  zip.file(
    "content.xml",
    '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:body><office:text>' +
      paragraphs
        .map((p) => `<text:p>${xmlEscape(p).replace(/ {2}/g, ' <text:s text:c="1"/>')}</text:p>`)
        .join("") +
      "</office:text></office:body></office:document-content>",
  );
  zip.file(
    "META-INF/manifest.xml",
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
      '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
      '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
};

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
