import { createFileRoute, Outlet } from "@tanstack/react-router";
import { RouteError } from "../ui/pages/route-error.tsx";
import { AppPage } from "../ui/session/app-page.tsx";
import { validateOrgSearch } from "./-org-search.ts";

/** The authenticated application: its pages (/app, /app/clients/…) show once signed in, the sign-in form before. */
const Component = () => (
  <AppPage org={Route.useSearch().org}>
    <Outlet />
  </AppPage>
);

export const Route = createFileRoute("/app")({
  validateSearch: validateOrgSearch,
  // Inside the shell, so that a malformed link still shows the header and the way on.
  errorComponent: RouteError,
  component: Component,
});
