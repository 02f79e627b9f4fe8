/** The longest file name kept, in characters; longer names keep their extension and lose their middle. */
const MAX_NAME = 200;

/**
 * A file name as a person gave it, made safe to store and to send back: no folder (either slash), no
 * control or bidirectional-override characters, NFC, trimmed, at most 200 characters; "document" when
 * nothing is left.
 */
export const cleanFileName = (raw: string | undefined): string => {
  const base = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .trim()
    .replace(/^\.+$/, "");
  if (clean === "") return "document";
  const chars = [...clean];
  if (chars.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return chars.slice(0, MAX_NAME - [...extension].length).join("") + extension;
};

/** The ASCII stand-in for `filename=`: non-ASCII letters lose their accents, anything else becomes `_`. */
const asciiFallback = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");

/** RFC 5987 percent-encoding, for `filename*=UTF-8''…`. */
const encodeExtValue = (name: string): string =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback and the exact name. */
export const attachmentDisposition = (name: string): string =>
  `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
