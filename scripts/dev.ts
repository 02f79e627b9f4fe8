/**
 * `npm run dev`: the API server (restarted on change, API only) and the Vite dev server with hot reload
 * on http://localhost:5173, which proxies /api to the API. Add `?inspect` to a URL to open the Stately
 * inspector. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from "node:child_process";

const apiPort = process.env.PORT ?? "3000";
const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch-path=server", "--watch-path=contracts", "server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, AVOW_SPA_DIR: "" },
  }),
  spawn("npx", ["vite", "--host", "127.0.0.1"], { stdio: "inherit", env: { ...process.env, PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
for (const child of children) {
  child.once("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
