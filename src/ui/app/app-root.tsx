import { RouterProvider } from "@tanstack/react-router";
import type { i18n } from "i18next";
import { StrictMode } from "react";
import { I18nextProvider } from "react-i18next";
import type { AppRouter } from "../../router.ts";
import { SessionProvider } from "../session/session-actor.tsx";
import { SkinProvider } from "../shell/skin-actor.tsx";
import type { AppRuntime } from "./app-runtime.ts";
import { RuntimeProvider } from "./runtime-context.tsx";

/** Everything the app needs around the router; tests mount it with their own runtime and history. */
export const AppRoot = ({
  i18n,
  runtime,
  router,
}: {
  i18n: i18n;
  runtime: AppRuntime;
  router: AppRouter;
}) => (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider runtime={runtime}>
        <SessionProvider>
          <SkinProvider>
            <RouterProvider router={router} />
          </SkinProvider>
        </SessionProvider>
      </RuntimeProvider>
    </I18nextProvider>
  </StrictMode>
);
