/**
 * Shells for the screens members open most. Each is the app shell with the screen's chunks and first answers
 * asked for at once, beside the app's entry: without them each waits for the one before it (the entry, the
 * signed-in routes, the layout, the screen, then `/api/me`, then the screen's data, then its photos).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { routes } from "@devmatch/shared";

export interface MemberShell {
  /** The route the shell answers, as the route table writes it (`:param` for a segment). */
  path: string;
  /** The shell's file in the build. */
  file: string;
}

/** Every signed-in screen needs these chunks (web sources, as Vite's manifest names them) and answers. */
const EVERY_SCREEN = {
  modules: [
    "src/app/session-routes.tsx",
    "src/app/layout/app-layout.tsx",
    // The live connection's client, loaded by the socket provider once a member is signed in.
    "../../node_modules/socket.io-client/build/esm/index.js",
  ],
  data: ["/api/me", "/api/notifications/unread"],
};

const SCREENS = [
  { name: "feed", path: routes.feed.path, module: "src/features/feed/routes/feed.tsx", data: ["/api/feed"] },
  {
    name: "profile",
    path: routes.profile.path,
    module: "src/features/profile/routes/my-profile.tsx",
    data: [],
  },
  { name: "chat", path: routes.chat.path, module: "src/features/chat/routes/chat.tsx", data: [] },
  {
    name: "connections",
    path: routes.connections.path,
    module: "src/features/connections/routes/connections.tsx",
    data: ["/api/user/connections"],
  },
];

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest's key for a source module: the module itself, or, when the bundler folded it into a chunk shared
 * with other modules, that chunk (named after the module).
 */
function chunkKey(manifest: Manifest, module: string) {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, "");
  const shared = Object.entries(manifest).find(([key, chunk]) => key.startsWith("_") && chunk.name === name);
  if (!shared) throw new Error(`The web build has no chunk for ${module}`);
  return shared[0];
}

/** A chunk's file and the files of everything it imports statically, the entry's own excepted. */
function chunkFiles(manifest: Manifest, key: string, alreadyLoaded: Set<string>, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The web build has no chunk ${key}`);
  if (alreadyLoaded.has(key) || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, alreadyLoaded, into);
  return into;
}

/** The entry and what it imports statically: the HTML already loads them. */
function entryChunks(manifest: Manifest) {
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return loaded;
}

/** Writes each screen's shell from the app shell's HTML; returns the table the server reads. */
export function memberShells(webDist: string, appShellHtml: string) {
  const manifest = JSON.parse(readFileSync(path.join(webDist, ".vite/manifest.json"), "utf8")) as Manifest;
  const loaded = entryChunks(manifest);
  return SCREENS.map((screen) => {
    const files = new Set<string>();
    for (const module of [...EVERY_SCREEN.modules, screen.module]) {
      chunkFiles(manifest, chunkKey(manifest, module), loaded, files);
    }
    // The answers first: they wait on the server, the chunks only on the line.
    const links = [
      // `crossorigin` (anonymous) is the credentials mode of the app's own same-origin fetches, so they take these.
      ...[...EVERY_SCREEN.data, ...screen.data].map(
        (url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`,
      ),
      ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const html = appShellHtml.replace("</head>", `${links.join("")}</head>`);
    return { shell: { path: screen.path, file: `shells/${screen.name}.html` } satisfies MemberShell, html };
  });
}
