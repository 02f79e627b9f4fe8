import type { DocumentContentType } from "../../../contracts/schema/documents.ts";
import { zipEntryNames } from "./zip-entries.ts";

const HEAD_BYTES = 4096;

/**
 * Watches a file's bytes go by: keeps its first bytes and whether the whole is UTF-8 text without NULs,
 * so that its type can be told from its content once it is on disk, without reading it again.
 */
export const createContentProbe = () => {
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let text = true;
  return {
    observe(chunk: Buffer): void {
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
      if (!text) return;
      if (chunk.includes(0)) text = false;
      else {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          text = false;
        }
      }
    },
    head: (): Buffer => Buffer.concat(headChunks),
    /** True when every byte seen so far (and the end) forms valid UTF-8 with no NUL. */
    isText(): boolean {
      if (!text) return false;
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
};
export type ContentProbe = ReturnType<typeof createContentProbe>;

const ascii = (head: Buffer, at: number, text: string): boolean =>
  head.length >= at + text.length && head.toString("latin1", at, at + text.length) === text;

/**
 * The HTML and XML openings of the WHATWG MIME Sniffing standard (§7.1), each followed by a space or `>`.
 * Text that opens like markup is refused: served back, a browser might render it.
 */
const MARKUP = [
  "<!doctype html",
  "<html",
  "<head",
  "<script",
  "<iframe",
  "<h1",
  "<div",
  "<font",
  "<table",
  "<a",
  "<style",
  "<title",
  "<b",
  "<body",
  "<br",
  "<p",
  "<!--",
  "<?xml",
  "<svg",
];

export const looksLikeMarkup = (head: Buffer): boolean => {
  const start = head
    .toString("utf8", 0, Math.min(head.length, 512))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return MARKUP.some((tag) => {
    if (!start.startsWith(tag)) return false;
    const next = start.charAt(tag.length);
    return (
      tag === "<!--" || tag === "<?xml" || next === ">" || next === " " || next === "\t" || next === "\n"
    );
  });
};

const ODT_MIMETYPE = "application/vnd.oasis.opendocument.text";

/** An OpenDocument text: a ZIP whose first entry is `mimetype`, stored uncompressed, naming the type. */
const isOdt = (head: Buffer, entries: ReadonlyArray<string>): boolean => {
  if (head.length < 30 || !ascii(head, 30, "mimetype")) return false;
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  const size = head.readUInt32LE(18);
  const at = 30 + nameLength + extraLength;
  return (
    nameLength === 8 &&
    size === ODT_MIMETYPE.length &&
    ascii(head, at, ODT_MIMETYPE) &&
    entries.includes("content.xml")
  );
};

const isDocx = (entries: ReadonlyArray<string>): boolean =>
  entries.includes("[Content_Types].xml") && entries.includes("word/document.xml");

/** MPEG audio frame sync (11 bits) with layer III. */
const isMp3Frame = (head: Buffer): boolean =>
  head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2;

const M4A_BRANDS = new Set(["M4A ", "M4B ", "M4P "]);

/** An MPEG-4 file whose major or a compatible brand says audio (`M4A `). */
const isM4a = (head: Buffer): boolean => {
  if (!ascii(head, 4, "ftyp") || head.length < 16) return false;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version
    if (M4A_BRANDS.has(head.toString("latin1", at, at + 4))) return true;
  }
  return false;
};

/**
 * The type of a stored file, told from its bytes alone (the name and the type the browser claimed are
 * ignored); null for anything Avow does not accept.
 */
export const detectContentType = async (
  file: string,
  probe: ContentProbe,
): Promise<DocumentContentType | null> => {
  const head = probe.head();
  if (head.length === 0) return null;
  if (ascii(head, 0, "%PDF-")) return "application/pdf";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (ascii(head, 0, "\x89PNG\r\n\x1a\n")) return "image/png";
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) return "image/webp";
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WAVE")) return "audio/wav";
  if (ascii(head, 0, "OggS")) return "audio/ogg";
  if (ascii(head, 0, "ID3") || isMp3Frame(head)) return "audio/mpeg";
  if (isM4a(head)) return "audio/mp4";
  if (ascii(head, 0, "PK\x03\x04")) {
    const entries = await zipEntryNames(file);
    if (!entries) return null;
    if (isOdt(head, entries)) return "application/vnd.oasis.opendocument.text";
    if (isDocx(entries)) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    return null;
  }
  if (probe.isText() && !looksLikeMarkup(head)) return "text/plain; charset=utf-8";
  return null;
};
