import { parseFrontMatter } from "./front-matter.ts";
import type { MarkdownSource } from "./markdown-library.ts";

/** A blog post, ready to show: its front matter, its Markdown body and the language it is written in. */
export interface BlogPost {
  readonly slug: string;
  readonly language: string;
  readonly title: string;
  /** The publication date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly summary: string;
  readonly body: string;
}

/** A legal text (privacy policy, terms of use). */
export interface LegalDocument {
  readonly name: string;
  readonly language: string;
  /** When the text last changed, `YYYY-MM-DD`. */
  readonly updated: string;
  readonly body: string;
}

const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const fieldsOf = <K extends string>(
  file: MarkdownSource,
  required: ReadonlyArray<K>,
  dates: ReadonlyArray<K>,
): Record<K, string> & { body: string } => {
  const where = `${file.language}/${file.name}.md`;
  const { data, body } = parseFrontMatter(file.source);
  const fields = {} as Record<K, string>;
  for (const key of required) {
    const value = data[key];
    if (!value) throw new Error(`${where}: front matter needs "${key}"`);
    if (dates.includes(key) && !isIsoDate(value))
      throw new Error(`${where}: "${key}" is not a YYYY-MM-DD date`);
    fields[key] = value;
  }
  return { ...fields, body };
};

/** Reads a post's front matter (title, date, summary); a file missing any of them is an error. */
export const blogPostOf = (file: MarkdownSource): BlogPost => {
  const { title, date, summary, body } = fieldsOf(file, ["title", "date", "summary"], ["date"]);
  return { slug: file.name, language: file.language, title, date, summary, body };
};

/** Reads a legal text's front matter (updated); its title is the page's, from the translations. */
export const legalDocumentOf = (file: MarkdownSource): LegalDocument => {
  const { updated, body } = fieldsOf(file, ["updated"], ["updated"]);
  return { name: file.name, language: file.language, updated, body };
};

/** Newest first; posts of the same day by title, so the order never depends on file order. */
export const newestFirst = (posts: ReadonlyArray<BlogPost>): BlogPost[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
