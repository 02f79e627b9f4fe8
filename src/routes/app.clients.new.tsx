import { createFileRoute } from "@tanstack/react-router";
import { NewClientPage } from "../ui/clients/new-client-page.tsx";

export const Route = createFileRoute("/app/clients/new")({
  component: NewClientPage,
});
