import type { ActorOptions, AnyActorLogic } from "xstate";

type Inspect = NonNullable<ActorOptions<AnyActorLogic>["inspect"]>;

let inspect: Inspect | undefined;

/**
 * Opens the Stately inspector when the dev server runs with `?inspect` in the URL. The dynamic import sits
 * behind `import.meta.env.DEV`, so production builds drop it and never load @statelyai/inspect.
 */
export const startInspector = async (search: string): Promise<void> => {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has("inspect")) return;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  inspect = createBrowserInspector().inspect;
};

/** The inspector's observer for `useActorRef(..., { inspect })`, when it is open. */
export const inspector = (): Inspect | undefined => inspect;
