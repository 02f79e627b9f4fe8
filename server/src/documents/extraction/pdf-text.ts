import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// pdfjs in Node reads its fonts and character maps with fs, from folder paths ending in a slash.
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
const STANDARD_FONTS = path.join(pdfjsRoot, "standard_fonts") + path.sep;
const CMAPS = path.join(pdfjsRoot, "cmaps") + path.sep;

/** The text of a PDF, page by page, lines as pdfjs marks them. Throws pdfjs's errors (PasswordException…). */
export const pdfText = async (file: string): Promise<string> => {
  const data = new Uint8Array(await readFile(file));
  const loadingTask = getDocument({
    data,
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await loadingTask.promise;
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str + (item.hasEOL ? "\n" : "");
      }
      pages.push(text.trim());
      page.cleanup();
    }
    return pages.join("\n\n");
  } finally {
    // pdfjs 6: destroying the loading task frees the document and its (fake, in-process) worker.
    await loadingTask.destroy();
  }
};
