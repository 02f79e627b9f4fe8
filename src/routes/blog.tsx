import { createFileRoute } from "@tanstack/react-router";
import { BlogPage } from "../ui/pages/blog-page.tsx";

export const Route = createFileRoute("/blog")({ component: BlogPage });
