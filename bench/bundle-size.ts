/**
 * What the home page loads before it can show anything: the entry chunk, everything it imports statically,
 * the home route's lazy chunks, and their CSS, with raw and gzip sizes. Reads dist/.vite/manifest.json
 * (run `npm run build` first). Prints figures; sets no threshold.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.resolve("dist");
const manifestFile = path.join(dist, ".vite", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error("dist/.vite/manifest.json is missing: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;

const files = new Set<string>();
const visit = (key: string): void => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error("no entry chunk in the manifest");
visit(entry);
// The home route's code-split chunks (TanStack's autoCodeSplitting names them src/routes/index.tsx?tsr-split=…).
for (const key of Object.keys(manifest).filter((k) => k.startsWith("src/routes/index.tsx"))) visit(key);

let raw = 0;
let gzip = 0;
const rows = [...files].map((file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  return { file, kB: +(bytes.length / 1024).toFixed(1), gzipKB: +(zipped / 1024).toFixed(1) };
});
console.table(rows.sort((a, b) => b.gzipKB - a.gzipKB));
const js = rows.filter((r) => r.file.endsWith(".js"));
console.log(
  `home page first load: ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip ` +
    `(JavaScript: ${js.reduce((s, r) => s + r.gzipKB, 0).toFixed(1)} kB gzip in ${js.length} files)`,
);
