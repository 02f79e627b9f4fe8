import { use } from "react";
import { loadBlogPost, loadBlogPosts } from "../../content/blog-content.ts";
import type { BlogPost } from "../../content/documents.ts";
import { useContentLanguage } from "./use-content-language.ts";

/** Every post in the UI's language (or English), newest first. Suspends while the posts load. */
export const useBlogPosts = (): BlogPost[] => use(loadBlogPosts(useContentLanguage()));

/** One post in the UI's language (or English), or null for an unknown slug. Suspends while it loads. */
export const useBlogPost = (slug: string): BlogPost | null => use(loadBlogPost(slug, useContentLanguage()));
