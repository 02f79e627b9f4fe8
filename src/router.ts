import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen.ts";

/** The app's router: anchor scrolling on, scroll position restored on back navigation (seed §2). */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    scrollRestoration: true,
    defaultHashScrollIntoView: true,
    defaultPreload: "intent",
    ...(history ? { history } : {}),
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
