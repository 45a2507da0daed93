/**
 * Measures the JavaScript a first visit to the landing page downloads, counted as the browser loads it: the
 * page's scripts and modulepreloads, the landing screen's chunk, and every chunk those import statically, gzipped. Prints the figure
 * against the 100 KB budget and fails above it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { webDist } from "./web-build-stamp.ts";

export const BUDGET_BYTES = 100 * 1024;

export interface FirstLoad {
  files: { file: string; gzipBytes: number }[];
  totalBytes: number;
}

/** The landing page's first-load JavaScript in the current build. */
export function measureLandingFirstLoad(dist = webDist): FirstLoad {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const loaded = tags.flatMap((tag) => {
    const isScript = tag.startsWith("<script") && /type="module"/.test(tag);
    const isPreload = tag.startsWith("<link") && /rel="modulepreload"/.test(tag);
    const url = tag.match(/(?:src|href)="([^"]+\.js)"/)?.[1];
    return (isScript || isPreload) && url ? [url.replace(/^\//, "")] : [];
  });
  if (loaded.length === 0) throw new Error("The landing page loads no script: build the web app first (npm run build)");

  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(dist, file), "utf8");
    // Static imports only (`import "./x.js"`, `from "./x.js"`); `import("./x.js")` loads later, on demand.
    for (const match of source.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g)) {
      if (match[1]) visit(path.posix.join(path.posix.dirname(file), match[1]));
    }
  };
  for (const file of loaded) visit(file);
  // The landing screen's own chunk is loaded by the entry at once, before the page can be used: counted too.
  const landing = readdirSync(path.join(dist, "assets")).find((file) => /^landing-.*\.js$/.test(file));
  if (landing) visit(`assets/${landing}`);

  const files = [...seen].sort().map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  return { files, totalBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}

/**
 * Most scripts a member screen's shell may ask for beyond the entry's own: on a phone's connection each file is
 * a round trip, and the screens once needed some sixty (see chunk-groups.ts).
 */
export const MEMBER_SHELL_MAX_SCRIPTS = 6;

/**
 * Libraries a member screen's first render does without, so no shell may load them: the schema library comes with
 * the first form that checks a draft (`lazy-form-schemas.ts`), the live connection's client once the screen is up.
 */
export const LATER_LIBRARIES = ["zod", "socket.io-client", "engine.io-client"];

/** The libraries of `LATER_LIBRARIES` a built script holds, read from its source map. */
function laterLibrariesIn(dist: string, href: string) {
  const mapFile = path.join(dist, `${href}.map`);
  // The bundler's own runtime has no map, and no library.
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
  return LATER_LIBRARIES.filter((name) => map.sources.some((source) => source.includes(`/node_modules/${name}/`)));
}

/** The scripts each member screen's shell asks for besides the entry and its imports, and what they hold. */
export function measureMemberShells(dist = webDist) {
  const shellsDir = path.join(dist, "shells");
  const hrefs = (html: string) =>
    (html.match(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="\/[^"]+\.js"/g) ?? []).map(
      (tag) => tag.match(/(?:src|href)="\/([^"]+\.js)"/)?.[1] ?? "",
    );
  const entryScripts = new Set(hrefs(readFileSync(path.join(dist, "app.html"), "utf8")));
  return readdirSync(shellsDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const loaded = hrefs(readFileSync(path.join(shellsDir, file), "utf8"));
      const libraries = [...new Set(loaded.flatMap((href) => laterLibrariesIn(dist, href)))];
      return { shell: file, scripts: loaded.filter((href) => !entryScripts.has(href)).length, libraries };
    });
}

export function reportMemberShells(shells: { shell: string; scripts: number; libraries: string[] }[]) {
  for (const { shell, scripts, libraries } of shells) {
    const verdict = scripts > MEMBER_SHELL_MAX_SCRIPTS ? "OVER BUDGET" : "within budget";
    console.log(
      `${String(scripts).padStart(7)}    scripts asked for by shells/${shell} (budget ${MEMBER_SHELL_MAX_SCRIPTS}): ${verdict}`,
    );
    if (libraries.length > 0)
      console.log(`           shells/${shell} loads ${libraries.join(", ")}, which it must not`);
  }
  return shells.every(({ scripts, libraries }) => scripts <= MEMBER_SHELL_MAX_SCRIPTS && libraries.length === 0);
}

export function reportFirstLoad(load: FirstLoad, label = "") {
  for (const { file, gzipBytes } of load.files) console.log(`${(gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  const verdict = load.totalBytes > BUDGET_BYTES ? "OVER BUDGET" : "within budget";
  console.log(
    `${(load.totalBytes / 1024).toFixed(1).padStart(7)} KB  landing first load, gzipped${label} (budget ${BUDGET_BYTES / 1024} KB): ${verdict}`,
  );
  return load.totalBytes <= BUDGET_BYTES;
}

// Run directly (npm run bench:bundle) it reports the current build; the budget check imports it.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const landingWithin = reportFirstLoad(measureLandingFirstLoad());
  if (!reportMemberShells(measureMemberShells()) || !landingWithin) process.exitCode = 1;
}
