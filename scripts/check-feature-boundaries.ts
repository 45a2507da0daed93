/**
 * Import boundaries Biome's restricted-import patterns cannot see, since they read only the written specifier:
 * - web: a feature may use another feature only through that feature's `index.ts`: what sits behind it (api,
 *   components, hooks, routes) is the feature's own. Shared query keys and UI belong in `lib/` and
 *   `components/ui`.
 * - server: the folders (each module, lib/, db/, policies/, realtime/) depend on each other in one direction;
 *   a cycle between folders fails. Type-only imports do not count: they carry no code.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const featuresDir = path.resolve(import.meta.dirname, "../apps/web/src/features");
const importPattern = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

function featureOf(file: string): string | undefined {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith("..") ? undefined : relative.split(path.sep)[0];
}

const violations: string[] = [];
for (const entry of readdirSync(featuresDir, { recursive: true, encoding: "utf8" })) {
  if (!/\.tsx?$/.test(entry)) continue;
  const file = path.join(featuresDir, entry);
  const own = featureOf(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(importPattern)) {
    const target = path.resolve(path.dirname(file), match[1] ?? "");
    const other = featureOf(target);
    if (!other || other === own) continue;
    if (target === path.join(featuresDir, other, "index.ts")) continue;
    const line = source.slice(0, match.index).split("\n").length;
    violations.push(`${path.relative(process.cwd(), file)}:${line} reaches into features/${other}: ${match[1]}`);
  }
}

const serverDir = path.resolve(import.meta.dirname, "../apps/server/src");
const valueImportPattern = /^import (?!type )[^;]*?from "(\.{1,2}\/[^"]+)";/gms;

/** A server file's folder: `modules/<name>` for a module, else its top folder, or itself at the top. */
function serverFolderOf(file: string): string {
  const parts = path.relative(serverDir, file).split(path.sep);
  if (parts[0] === "modules") return `modules/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? "") : (parts[0] ?? "");
}

const folderEdges = new Map<string, Map<string, string>>();
for (const entry of readdirSync(serverDir, { recursive: true, encoding: "utf8" })) {
  if (!entry.endsWith(".ts") || entry.endsWith(".test.ts") || entry.includes(`tests${path.sep}`)) continue;
  if (entry.startsWith(`test${path.sep}`)) continue;
  const file = path.join(serverDir, entry);
  const from = serverFolderOf(file);
  for (const match of readFileSync(file, "utf8").matchAll(valueImportPattern)) {
    const to = serverFolderOf(path.resolve(path.dirname(file), match[1] ?? ""));
    if (to === from) continue;
    const targets = folderEdges.get(from) ?? new Map<string, string>();
    if (!targets.has(to)) targets.set(to, `${path.relative(process.cwd(), file)} imports ${match[1]}`);
    folderEdges.set(from, targets);
  }
}

/** Each cycle between folders, found by a depth-first walk, as the chain of imports that closes it. */
function folderCycles(): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    const at = trail.indexOf(folder);
    if (at !== -1) {
      const loop = trail.slice(at);
      cycles.push(loop.map((step, index) => folderEdges.get(step)?.get(loop[index + 1] ?? folder) ?? step));
      return;
    }
    if (done.has(folder)) return;
    for (const next of folderEdges.get(folder)?.keys() ?? []) walk(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of folderEdges.keys()) walk(folder, []);
  return cycles;
}

let failed = false;
if (violations.length > 0) {
  console.error(`A feature imports another feature's internals (use its index.ts, lib/ or components/ui):`);
  for (const violation of violations) console.error(`  ${violation}`);
  failed = true;
}
for (const cycle of folderCycles()) {
  console.error("Server folders import each other in a cycle:");
  for (const step of cycle) console.error(`  ${step}`);
  failed = true;
}
if (failed) process.exit(1);
