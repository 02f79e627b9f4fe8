import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../ui/pages/coming-soon-page.tsx";
import { RouteError } from "../ui/pages/route-error.tsx";
import { validateOrgSearch } from "./-org-search.ts";

export const Route = createFileRoute("/reset-password")({
  validateSearch: validateOrgSearch,
  // Inside the shell, so that a malformed link still shows the header and the way on.
  errorComponent: RouteError,
  component: () => <ComingSoonPage feature="resetPassword" />,
});
