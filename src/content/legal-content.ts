import { cached } from "./cached.ts";
import { legalDocumentOf, type LegalDocument } from "./documents.ts";
import { FALLBACK_LANGUAGE, markdownLibrary } from "./markdown-library.ts";

/** The legal texts Avow publishes, each a file per language under content/legal/. */
export type LegalName = "privacy" | "terms";

const library = markdownLibrary(
  import.meta.glob<string>("/content/legal/*/*.md", { query: "?raw", import: "default" }),
);

/** A legal text in `language` or else in English. */
export const loadLegalDocument = cached(async (name: LegalName, language: string): Promise<LegalDocument> => {
  const file = await library.load(name, language, FALLBACK_LANGUAGE);
  if (!file) throw new Error(`content/legal has no ${name}.md`);
  return legalDocumentOf(file);
});
