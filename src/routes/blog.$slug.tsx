import { createFileRoute } from "@tanstack/react-router";
import { BlogPostPage } from "../ui/blog/blog-post-page.tsx";

const Component = () => <BlogPostPage slug={Route.useParams().slug} />;

export const Route = createFileRoute("/blog/$slug")({ component: Component });
