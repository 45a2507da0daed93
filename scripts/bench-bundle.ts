/**
 * Measures the JavaScript a first visit to the landing page downloads: the entry chunk, the landing chunk and
 * every chunk they import statically, gzipped. Prints the figure against the 100 KB budget.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 100 * 1024;
const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const assets = path.join(dist, "assets");

const entry = readFileSync(path.join(dist, "index.html"), "utf8").match(/src="\/assets\/([^"]+\.js)"/)?.[1];
const landing = readdirSync(assets).find((file) => /^landing-.*\.js$/.test(file));
if (!entry || !landing) throw new Error("Build the web app first: npm run build");

const seen = new Set<string>();
function visit(file: string) {
  if (seen.has(file)) return;
  seen.add(file);
  const source = readFileSync(path.join(assets, file), "utf8");
  for (const match of source.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) if (match[1]) visit(match[1]);
}
visit(entry);
visit(landing);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(path.join(assets, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  landing first load, gzipped (budget ${BUDGET_BYTES / 1024} KB)`,
);
if (total > BUDGET_BYTES) process.exitCode = 1;
