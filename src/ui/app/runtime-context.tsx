import { createContext, useContext, type ReactNode } from "react";
import type { AppRuntime as Runtime } from "./app-runtime.ts";

const RuntimeContext = createContext<Runtime | null>(null);

/** Hands the app's one Effect runtime to the hooks that bind machines to services. */
export const RuntimeProvider = ({ runtime, children }: { runtime: Runtime; children: ReactNode }) => (
  <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
);

export const useAppRuntime = (): Runtime => {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useAppRuntime needs a <RuntimeProvider>");
  return runtime;
};
