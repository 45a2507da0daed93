/**
 * A feature may use another feature only through that feature's `index.ts`: what sits behind it (api,
 * components, hooks, routes) is the feature's own. Shared query keys and UI belong in `lib/` and
 * `components/ui`. Biome's restricted-import patterns see only the written specifier, so they cannot tell
 * "another feature" from "this feature"; this check resolves each relative import and compares features.
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

if (violations.length > 0) {
  console.error(`A feature imports another feature's internals (use its index.ts, lib/ or components/ui):`);
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
