import { cached } from "./cached.ts";
import { blogPostOf, newestFirst, type BlogPost } from "./documents.ts";
import { FALLBACK_LANGUAGE, markdownLibrary } from "./markdown-library.ts";

// Lazy: each post is its own small chunk, fetched when a blog page needs it, never with the home page.
const library = markdownLibrary(
  import.meta.glob<string>("/content/blog/*/*.md", { query: "?raw", import: "default" }),
);

/** Every post, each in `language` or else in English, newest first. */
export const loadBlogPosts = cached(async (language: string): Promise<BlogPost[]> => {
  const files = await Promise.all(
    library.names().map((slug) => library.load(slug, language, FALLBACK_LANGUAGE)),
  );
  return newestFirst(files.flatMap((file) => (file ? [blogPostOf(file)] : [])));
});

/** One post in `language` or else in English; null for an unknown slug. */
export const loadBlogPost = cached(async (slug: string, language: string): Promise<BlogPost | null> => {
  const file = await library.load(slug, language, FALLBACK_LANGUAGE);
  return file && blogPostOf(file);
});
