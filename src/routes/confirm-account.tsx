import { createFileRoute } from "@tanstack/react-router";
import { RouteError } from "../ui/pages/route-error.tsx";
import { SetPasswordForm } from "../ui/password-pages/set-password-form.tsx";
import { validateTokenSearch } from "./-token-search.ts";

const Component = () => {
  const { org, token } = Route.useSearch();
  return <SetPasswordForm kind="confirm" token={token} org={org} />;
};

export const Route = createFileRoute("/confirm-account")({
  validateSearch: validateTokenSearch,
  errorComponent: RouteError,
  component: Component,
});
