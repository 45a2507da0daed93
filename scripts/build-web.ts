/**
 * Builds the web app for production whatever NODE_ENV the shell has: the client bundle, the pre-rendered pages
 * (HTML written at build time and hydrated in the browser), the app shell with its splash, and a Brotli and a
 * gzip copy of every text file worth compressing. `--if-stale` skips all of it when the last build was made
 * from the same sources.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { MEMBER_SHELLS_INDEX } from "../apps/server/src/lib/web-app.ts";
import { type BuiltChunk, ChunkGraph, planChunkGroups } from "./chunk-groups.ts";
import { memberShells } from "./member-shells.ts";
import { holdPaintUntilParsed } from "./pre-rendered-page.ts";
import { isWebBuildCurrent, stampWebBuild, webDist, webRoot, webSourcesHash } from "./web-build-stamp.ts";

if (process.argv.includes("--if-stale") && isWebBuildCurrent()) {
  console.log("Web app is up to date with its sources: not rebuilding.");
  process.exit(0);
}

// One line before the quiet part, so a first `npm start` does not look stuck while it builds.
console.log("Building the web app for production (the first start or changed sources; about half a minute)…");

// React and every library pick their development or production build from this; the shell's value must not leak in.
process.env.NODE_ENV = "production";
const { build } = await import("vite");
const sourcesHash = webSourcesHash();

/**
 * Each pre-rendered page: its address and its file in the build. The screens' own chunks are not preloaded: on
 * a slow line they would share it with the page before its first paint.
 */
const PAGES = [
  { url: "/", file: "index.html" },
  { url: "/login", file: "pages/login.html" },
  { url: "/signup", file: "pages/signup.html" },
];
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt)$/;
const COMPRESS_MIN_BYTES = 1024;

const configFile = path.join(webRoot, "vite.config.ts");
/** The client build's chunks, from what `build` answers. */
function builtChunks(output: Awaited<ReturnType<typeof build>>) {
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((result) =>
    "output" in result ? result.output.filter((item): item is BuiltChunk & typeof item => item.type === "chunk") : [],
  );
}

// First as the bundler splits it, to learn what each screen includes; then gathered (see chunk-groups.ts).
const firstSplit = await build({
  root: webRoot,
  configFile,
  mode: "production",
  logLevel: "warn",
  build: { write: false },
});
const codeSplitting = planChunkGroups(new ChunkGraph(builtChunks(firstSplit), webRoot));
const client = await build({
  root: webRoot,
  configFile,
  mode: "production",
  logLevel: "warn",
  build: { rolldownOptions: { output: { codeSplitting } } },
});
const clientChunks = new ChunkGraph(builtChunks(client), webRoot);

// The server-side copy of the app lives inside the web package so its imports resolve from its node_modules.
const ssrOut = path.join(webRoot, "node_modules/.cache/prerender");
await build({
  root: webRoot,
  configFile,
  mode: "production",
  logLevel: "warn",
  build: { ssr: "src/prerender.tsx", outDir: ssrOut, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});
const { renderPage } = (await import(pathToFileURL(path.join(ssrOut, "prerender.js")).href)) as {
  renderPage: (url: string) => Promise<string>;
};

const template = readFileSync(path.join(webDist, "index.html"), "utf8");

/**
 * A pre-rendered page carries its styles inline: a linked stylesheet blocks the first paint until it arrives,
 * and on a slow connection it shares the line with the scripts.
 */
function inlineStylesheets(html: string) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(path.join(webDist, file), "utf8");
    return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
  });
}
const rootElement = '<div id="root"></div>';
if (!template.includes(rootElement)) throw new Error(`index.html must contain ${rootElement}`);

for (const page of PAGES) {
  const html = await renderPage(page.url);
  const out = path.join(webDist, page.file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    holdPaintUntilParsed(inlineStylesheets(template).replace(rootElement, `<div id="root">${html}</div>`)),
  );
}

// Every other address starts from the empty shell, which shows the splash until its first screen has loaded.
const splash = readFileSync(path.join(webRoot, "splash.html"), "utf8").trim();
const appShell = template
  .replace("<body>", '<body style="overflow: hidden">')
  .replace(rootElement, `${splash}${rootElement}`);
writeFileSync(path.join(webDist, "app.html"), appShell);
const shells = memberShells(clientChunks, appShell);
mkdirSync(path.join(webDist, path.dirname(MEMBER_SHELLS_INDEX)), { recursive: true });
for (const { shell, html } of shells) writeFileSync(path.join(webDist, shell.file), html);
writeFileSync(path.join(webDist, MEMBER_SHELLS_INDEX), JSON.stringify(shells.map(({ shell }) => shell)));

function compressTree(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressTree(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const contents = readFileSync(file);
    if (contents.length < COMPRESS_MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(contents, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: contents.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
  }
}
compressTree(webDist);

const stamp = stampWebBuild(sourcesHash);
writeFileSync(stamp.file, stamp.contents);
console.log(`Built the web app for production (${PAGES.map((page) => page.url).join(", ")} pre-rendered).`);
