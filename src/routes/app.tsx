import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../ui/pages/coming-soon-page.tsx";
import { validateOrgSearch } from "./-org-search.ts";

export const Route = createFileRoute("/app")({
  validateSearch: validateOrgSearch,
  component: () => <ComingSoonPage feature="app" />,
});
