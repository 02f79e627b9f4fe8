import { createRootRoute, Outlet } from "@tanstack/react-router";
import { RouteError } from "../ui/pages/route-error.tsx";
import { NotFoundPage } from "../ui/pages/not-found-page.tsx";
import { Shell } from "../ui/shell/shell.tsx";

export const Route = createRootRoute({
  component: () => (
    <Shell>
      <Outlet />
    </Shell>
  ),
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
