import { createFileRoute } from "@tanstack/react-router";
import { RouteError } from "../ui/pages/route-error.tsx";
import { ResetRequestForm } from "../ui/password-pages/reset-request-form.tsx";
import { SetPasswordForm } from "../ui/password-pages/set-password-form.tsx";
import { validateTokenSearch } from "./-token-search.ts";

const Component = () => {
  const { org, token } = Route.useSearch();
  return token ? <SetPasswordForm kind="reset" token={token} org={org} /> : <ResetRequestForm org={org} />;
};

export const Route = createFileRoute("/reset-password")({
  validateSearch: validateTokenSearch,
  errorComponent: RouteError,
  component: Component,
});
