/**
 * The language every document exists in, shown when a translation is missing. It is the contract's
 * DEFAULT_LANGUAGE (a test checks), written out so that the blog's chunks do not import Effect's Schema.
 */
export const FALLBACK_LANGUAGE = "en";

/** Lazy loaders of Markdown files, keyed as Vite's `import.meta.glob` keys them (`/content/<kind>/<lang>/<name>.md`). */
export type MarkdownFiles = Readonly<Record<string, () => Promise<string>>>;

/** One file's place in the library: its language folder and its name without `.md`. */
export interface ContentPath {
  readonly language: string;
  readonly name: string;
}

/** `/content/blog/pt/why-consistency-matters.md` → `{ language: "pt", name: "why-consistency-matters" }`. */
export const parseContentPath = (key: string): ContentPath | null => {
  const match = /\/([a-z]{2}(?:-[A-Za-z]{2})?)\/([a-z0-9][a-z0-9-]*)\.md$/.exec(key);
  return match?.[1] && match[2] ? { language: match[1], name: match[2] } : null;
};

/**
 * The language to show a document in: the one asked for if it exists, else its base language
 * (`pt` for `pt-PT`), else the fallback, else none.
 */
export const pickLanguage = (
  available: ReadonlyArray<string>,
  wanted: string,
  fallback: string,
): string | null => {
  const base = wanted.split("-")[0] ?? wanted;
  return [wanted, base, fallback].find((language) => available.includes(language)) ?? null;
};

/** A loaded document: its source text and the language it is actually in. */
export interface MarkdownSource {
  readonly name: string;
  readonly language: string;
  readonly source: string;
}

export interface MarkdownLibrary {
  /** Every document name, in any language, sorted. */
  readonly names: () => ReadonlyArray<string>;
  /** The document in `language` or, failing that, in `fallback`; null when it exists in neither. */
  readonly load: (name: string, language: string, fallback: string) => Promise<MarkdownSource | null>;
}

/**
 * A library over lazily imported files. Only the file chosen for a request is fetched, once; a failed
 * fetch is forgotten so that the next request tries again.
 */
export const markdownLibrary = (files: MarkdownFiles): MarkdownLibrary => {
  const byName = new Map<string, Map<string, () => Promise<string>>>();
  for (const [key, load] of Object.entries(files)) {
    const path = parseContentPath(key);
    if (!path) continue;
    const languages = byName.get(path.name) ?? new Map<string, () => Promise<string>>();
    languages.set(path.language, load);
    byName.set(path.name, languages);
  }
  const cache = new Map<string, Promise<MarkdownSource>>();
  const names = [...byName.keys()].sort();

  return {
    names: () => names,
    load: (name, wanted, fallback) => {
      const languages = byName.get(name);
      const language = languages && pickLanguage([...languages.keys()], wanted, fallback);
      const load = language ? languages.get(language) : undefined;
      if (!language || !load) return Promise.resolve(null);
      const key = `${language}/${name}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const loading = load().then((source) => ({ name, language, source }));
      cache.set(key, loading);
      loading.catch(() => cache.delete(key));
      return loading;
    },
  };
};
