import { readFile } from "node:fs/promises";
import JSZip from "jszip";

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_match, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? "";
  });

/**
 * The text of an OpenDocument body (`content.xml`): paragraphs and headings on their own lines, ODF's
 * space, tab and line-break elements kept, notes and annotations left out, every other tag dropped.
 */
export const odtBodyText = (xml: string): string => {
  const body = /<office:body[\s>][\s\S]*<\/office:body>/.exec(xml)?.[0] ?? xml;
  return decodeEntities(
    body
      .replace(/<office:annotation[\s>][\s\S]*?<\/office:annotation>/g, "")
      .replace(/<text:note[\s>][\s\S]*?<\/text:note>/g, "")
      .replace(/<text:s\s+text:c="(\d+)"\s*\/>/g, (_m, n: string) => " ".repeat(Math.min(Number(n), 1000)))
      .replace(/<text:s\s*\/>/g, " ")
      .replace(/<text:tab\s*\/>/g, "\t")
      .replace(/<text:line-break\s*\/>/g, "\n")
      .replace(/<\/text:(p|h)>/g, "\n")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\n{3,}/g, "\n\n")
    .trim();
};

/** The text of an ODT file: its `content.xml`, through `odtBodyText`. */
export const odtText = async (file: string): Promise<string> => {
  const zip = await JSZip.loadAsync(await readFile(file));
  const content = zip.file("content.xml");
  if (!content) throw new Error("content.xml is missing");
  return odtBodyText(await content.async("string"));
};
