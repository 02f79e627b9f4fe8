import { createFileRoute } from "@tanstack/react-router";
import { LegalPage } from "../ui/legal/legal-page.tsx";

export const Route = createFileRoute("/terms")({ component: () => <LegalPage name="terms" /> });
