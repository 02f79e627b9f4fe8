import { createFileRoute } from "@tanstack/react-router";
import { BlogListPage } from "../ui/blog/blog-list-page.tsx";

export const Route = createFileRoute("/blog/")({ component: BlogListPage });
