import { createFileRoute } from "@tanstack/react-router";
import { VerifyPage } from "../ui/verify/verify-page.tsx";

/** Public: anyone checks a file against Avow's proof log, signed in or not. */
export const Route = createFileRoute("/verify")({ component: VerifyPage });
