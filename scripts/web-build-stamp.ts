import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..");
export const webRoot = path.join(repoRoot, "apps/web");
export const webDist = path.join(webRoot, "dist");
/** Written last by a finished build; a dotfile, so the static server never sends it. */
const stampFile = path.join(webDist, ".sources-hash");

/** Everything the built web app is made from: its sources, the shared package, the build itself, the lockfile. */
const SOURCES = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/splash.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/shared/src",
  "packages/shared/package.json",
  "scripts/build-web.ts",
  "scripts/web-build-stamp.ts",
  "scripts/member-shells.ts",
  "scripts/chunk-groups.ts",
  "package-lock.json",
];

function listFiles(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** A hash of the sources' names and contents: unlike times, it survives checkouts and copies. */
export function webSourcesHash(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(listFiles)) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(repoRoot, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

export function isWebBuildCurrent(): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === webSourcesHash();
}

export function stampWebBuild(hash: string) {
  return { file: stampFile, contents: `${hash}\n` };
}
