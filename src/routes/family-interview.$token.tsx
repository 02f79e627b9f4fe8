import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../ui/pages/coming-soon-page.tsx";

export const Route = createFileRoute("/family-interview/$token")({
  component: () => <ComingSoonPage feature="familyInterview" />,
});
