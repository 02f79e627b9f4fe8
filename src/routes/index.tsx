import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../ui/pages/home-page.tsx";

export const Route = createFileRoute("/")({ component: HomePage });
