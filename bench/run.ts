/**
 * `npm run bench`: every benchmark, one after another; each prints its own figures. (The bundle size is
 * printed by the Lighthouse bench; `node bench/bundle-size.ts` prints it alone.)
 */
import { spawnSync } from "node:child_process";

const benches = [
  "bench/refdata-load.ts",
  "bench/login-load.ts",
  "bench/clients-load.ts",
  "bench/uploads.ts",
  "bench/login-timing.ts",
  "bench/contradictions-scale.ts",
  "bench/proof-log.ts",
  "bench/lighthouse.ts",
];
let failed = false;
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  failed = spawnSync(process.execPath, [bench], { stdio: "inherit" }).status !== 0 || failed;
}
process.exit(failed ? 1 : 0);
