import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../ui/pages/coming-soon-page.tsx";

export const Route = createFileRoute("/callbacks")({
  component: () => <ComingSoonPage feature="callbacks" />,
});
