import { createFileRoute } from "@tanstack/react-router";
import { AccountHome } from "../ui/session/account-home.tsx";

export const Route = createFileRoute("/app/")({
  component: AccountHome,
});
