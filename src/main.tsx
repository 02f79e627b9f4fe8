import { SearchParamError } from "@tanstack/react-router";
import { createRoot, type ErrorInfo } from "react-dom/client";
import { configuredDefaultLanguage } from "./i18n/default-language.ts";
import { createI18n } from "./i18n/i18n.ts";
import { chooseLanguage } from "./i18n/language.ts";
import { createAppRouter } from "./router.ts";
import { AppRoot } from "./ui/app/app-root.tsx";
import { makeAppRuntime } from "./ui/app/app-runtime.ts";
import { startInspector } from "./ui/app/inspector.ts";

/**
 * Errors an error boundary already shows to the user. A malformed link (SearchParamError) is expected
 * input with its own explanatory page, not a fault worth a console error; anything else is logged.
 */
const reportCaughtError = (error: unknown, info: ErrorInfo): void => {
  if (error instanceof SearchParamError) return;
  console.error(error, info.componentStack);
};

const start = async () => {
  await startInspector(window.location.search);
  const i18n = await createI18n(
    chooseLanguage({
      skinLanguage: null,
      host: window.location.host,
      configuredDefault: configuredDefaultLanguage(),
    }),
  );
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <AppRoot i18n={i18n} runtime={makeAppRuntime()} router={createAppRouter()} />,
  );
};

void start();
